import type { AccountKind } from '../../schema/generated/types';
import type { Path } from './contract';

/**
 * The calls a company user makes on its own family of paths, with the person's payload and answer (spec 1 §7,
 * spec 3 §7: "same as person"). The one place a call's family is chosen by the session's kind; a resolver names the
 * person's path and `familyPath` gives the company's twin.
 */
const COMPANY_TWIN = {
  '/request/list': '/company_user/request/list',
  '/request/get': '/company_user/request/get',
  '/request/type/tree': '/company_user/request/type/tree',
  '/request/file': '/company_user/request/file',
  '/housing/notification/list': '/company_user/notification/list',
  '/housing/notification/check': '/company_user/notification/check',
  '/person/profile/update': '/company_user/profile/update',
  '/person/campains': '/company_user/campains',
  '/refresh_token': '/company_user/refresh_token',
  '/recover': '/company_user/recover',
  '/login/validate': '/company_user/login/validate',
} as const satisfies Partial<Record<Path, Path>>;

export type TwinnedPath = keyof typeof COMPANY_TWIN;

/** `path` for a person, its company twin for a company user. */
export function familyPath<P extends TwinnedPath>(kind: AccountKind, path: P): P | (typeof COMPANY_TWIN)[P] {
  return kind === 'COMPANY' ? COMPANY_TWIN[path] : path;
}

/** The kind of a public call that says whether it is a company's (recovery, external sign-in). */
export const kindOf = (company: boolean | null | undefined): AccountKind => (company ? 'COMPANY' : 'PERSON');
