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
  // Granel Industrial (spec 3 §2: "the company-user call family"); /document/has and /document/get serve both
  '/housing/order_search': '/company_user/industrial/order_search',
  '/housing/order_detail': '/company_user/industrial/order_detail',
  '/housing/order_coordinates': '/company_user/industrial/order_coordinates',
  '/housing/freq_update_truck': '/company_user/industrial/freq_update_truck',
  '/housing/order_cancel': '/company_user/industrial/order_cancel',
  '/housing/claim': '/company_user/industrial/claim',
  '/housing/payment/record': '/company_user/industrial/payment/record',
  '/housing/debt': '/company_user/industrial/debt',
  '/housing/deb_details': '/company_user/industrial/deb_details',
  '/housing/can_pay': '/company_user/industrial/can_pay',
  '/housing/current_account': '/company_user/industrial/current_account',
  '/housing/document_details': '/company_user/industrial/document_details',
  '/housing/get_price_changes': '/company_user/industrial/get_price_changes',
  '/housing/telemetry/list': '/company_user/industrial/telemetry/list',
  '/housing/telemetry/activate': '/company_user/industrial/telemetry/activate',
  '/housing/telemetry/set_notifications': '/company_user/industrial/telemetry/set_notifications',
  '/housing/telemetry/tanques_list': '/company_user/industrial/telemetry/tanques_list',
  '/housing/telemetry/tanque_details': '/company_user/industrial/telemetry/tanque_details',
  '/housing/telemetry/record': '/company_user/industrial/telemetry/record',
} as const satisfies Partial<Record<Path, Path>>;

export type TwinnedPath = keyof typeof COMPANY_TWIN;

/** `path` for a person, its company twin for a company user. */
export function familyPath<P extends TwinnedPath>(kind: AccountKind, path: P): P | (typeof COMPANY_TWIN)[P] {
  return kind === 'COMPANY' ? COMPANY_TWIN[path] : path;
}

/** The kind of a public call that says whether it is a company's (recovery, external sign-in). */
export const kindOf = (company: boolean | null | undefined): AccountKind => (company ? 'COMPANY' : 'PERSON');
