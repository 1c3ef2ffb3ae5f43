/**
 * The REST contract of the supplier's backend: one row per row of the spec's rest-calls.tsv, declared once in
 * the file of its area. Resolvers call `backend.call(path, payload)`; the transports (http, inprocess) carry it.
 * Answer types are the backend's own shapes (snake_case, strings for numbers); the resolvers map them.
 */
import type { AnswerOfCall, Call, Method, ParamsOfCall, PayloadOfCall } from './call';
import { autogasCalls } from './autogas';
import { bulkCalls } from './bulk';
import { companyCalls } from './company';
import { cylinderCalls } from './cylinder';
import { electricityCalls } from './electricity';
import { institutionalCalls } from './institutional';
import { linkingCalls } from './linking';
import { meterCalls } from './meter';
import { notificationsCalls } from './notifications';
import { privilegesCalls } from './privileges';
import { profileCalls } from './profile';
import { requestFormsCalls } from './request-forms';
import { requestsCalls } from './requests';
import { sandboxCalls } from './sandbox';
import { sessionCalls } from './session';
import { unsubscribeCalls } from './unsubscribe';

export type { Call, Method } from './call';
export type * from './envelope';
export type * from './autogas';
export type * from './bulk';
export type * from './company';
export type * from './cylinder';
export type * from './electricity';
export type * from './institutional';
export type * from './linking';
export type * from './meter';
export type * from './notifications';
export type * from './privileges';
export type * from './profile';
export type * from './request-forms';
export type * from './requests';
export type * from './sandbox';
export type * from './session';
export type * from './unsubscribe';

/** The calls of each area, by the area names of rest-calls.tsv. A path belongs to one area only (tests/unit/contract.test.ts). */
export const areas = {
  session: sessionCalls,
  notifications: notificationsCalls,
  profile: profileCalls,
  linking: linkingCalls,
  privileges: privilegesCalls,
  requests: requestsCalls,
  requestForms: requestFormsCalls,
  meter: meterCalls,
  bulk: bulkCalls,
  cylinder: cylinderCalls,
  autogas: autogasCalls,
  company: companyCalls,
  institutional: institutionalCalls,
  electricity: electricityCalls,
  unsubscribe: unsubscribeCalls,
  sandbox: sandboxCalls,
} as const;

type AreaCalls = (typeof areas)[keyof typeof areas];
/** keyof of each member of a union (plain keyof would keep only the keys they all share) */
type KeysOfEach<U> = U extends unknown ? keyof U : never;

export type Path = KeysOfEach<AreaCalls> & string;
/** Every call of every area, by path. */
export type Contract = { [P in Path]: Extract<AreaCalls, Record<P, Call>>[P] };

export type PayloadOf<P extends Path> = PayloadOfCall<Contract[P]>;
export type AnswerOf<P extends Path> = AnswerOfCall<Contract[P]>;
/** The `{name}` segments of a GET path; undefined for a path without them. */
export type ParamsOf<P extends Path> = ParamsOfCall<Contract[P]>;

export const contract = Object.fromEntries(Object.values(areas).flatMap((calls) => Object.entries(calls))) as Contract;

export const paths = Object.keys(contract) as Path[];

export function isPath(value: string): value is Path {
  return Object.hasOwn(contract, value);
}

/** The method of a call; of any other path, undefined (the fixture backend serves paths the contract may not list yet). */
export function methodOf<P extends Path>(path: P): Contract[P]['method'];
export function methodOf(path: string): Method | undefined;
export function methodOf(path: string): Method | undefined {
  return isPath(path) ? contract[path].method : undefined;
}
