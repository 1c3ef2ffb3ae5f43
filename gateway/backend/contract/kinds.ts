/**
 * What each call of the contract does at the backend, for the gateway's session reads (gateway/backend/session-reads.ts,
 * issue 44): one page load sends the shell's query and the screen's at once, and both would call /me and the line
 * lists. A read is made once for a session's requests at the same time, and its ok answer given again for a few
 * seconds; a write forgets what the session's reads kept.
 *
 * Every method of rest-calls.tsv is POST but for a few GETs, and one GET changes something (/tickets/unsuscribe), so the
 * method says nothing: each path is classified here by what the spec says of it (rest-calls.tsv's answer column and
 * the spec section it names). When in doubt, a path is not a `read`. tests/gateway/session-reads.test.ts checks that every
 * path of the contract is here.
 */
import type { Path } from './index';

/**
 * - `read`: changes nothing at the backend, and its answer is the same for a few seconds: shared by the session's
 *   requests at the same time, its ok answer given again for SESSION_READ_REUSE_MS.
 * - `fresh`: changes nothing, but is asked at the moment it decides an action (may this debt be paid now, may this
 *   funcionario be deleted, is this form valid, does this user hold this privilege now) or reads something live (where
 *   the truck is now, the demo's mailbox): always asked anew, never shared.
 * - `write`: changes something at the backend (links, orders, payments, profile, requests, mails sent): never shared,
 *   and made with a session's token it forgets that session's kept reads at once, so the next read is fresh.
 * - `account`: a write that may end sessions the gateway cannot name (a password reset or change, a funcionario
 *   disabled, deleted or given other privileges): the backend refuses those sessions' tokens from then on, so it
 *   forgets every session's kept reads, whatever token it is made with, or none (a reset is a public call).
 * - `sign-in`: sign-in, token and session calls: never shared (a token is one caller's, a refresh is shared its own
 *   way, BackendClient.callShared).
 * - `file`: downloads, binaries and their one-time tokens: never shared (a one-time token serves one download).
 */
export type CallKind = 'read' | 'fresh' | 'write' | 'account' | 'sign-in' | 'file';

export const CALL_KINDS = {
  // session (spec 1 §7)
  '/validate_sf': 'sign-in',
  '/company_user/validate_sf': 'sign-in',
  '/consent_sf': 'read',
  '/register_sf/consent': 'write',
  '/campains/login': 'read',
  '/image/campain/{device}/{id}': 'file',
  '/person/campains': 'read',
  '/company_user/campains': 'read',
  '/refresh_token': 'sign-in',
  '/company_user/refresh_token': 'sign-in',
  '/login/email': 'sign-in',
  '/login/validate': 'sign-in',
  '/company_user/login': 'sign-in',
  '/company_user/login/validate': 'sign-in',
  '/login/facebook': 'sign-in',
  '/login/google': 'sign-in',
  '/login/token_exchange': 'sign-in',
  '/register': 'write',
  // a reset gives a new password and ends the account's sessions
  '/recover': 'account',
  '/company_user/recover': 'account',
  '/verify_again': 'write',
  '/verify': 'write',
  '/me': 'read',
  '/download/token': 'file',

  // notifications: the list is read, marking read and the cylinder check (it makes notifications) write
  '/housing/notification/list': 'read',
  '/company_user/notification/list': 'read',
  '/housing/notification/check': 'write',
  '/company_user/notification/check': 'write',
  '/cylinder/generate_status_change_notifications': 'write',

  // profile: an update may change the password, which ends the user's other sessions
  '/person/profile/get': 'read',
  '/company_user/profile/get': 'read',
  '/person/profile/update': 'account',
  '/company_user/profile/update': 'account',

  // linking: lists, recommendations and searches read; store and delete link and unlink
  '/bussines_line/meter/list': 'read',
  '/bussines_line/housing/list': 'read',
  '/bussines_line/cylinder/list': 'read',
  '/bussines_line/autogas/list': 'read',
  '/bussines_line/meter/recomended': 'read',
  '/bussines_line/housing/recomended': 'read',
  '/bussines_line/cylinder/recomended': 'read',
  '/bussines_line/autogas/recomended': 'read',
  '/bussines_line/meter/store': 'write',
  '/bussines_line/housing/store': 'write',
  '/bussines_line/cylinder/store': 'write',
  '/bussines_line/autogas/store': 'write',
  '/bussines_line/meter/delete': 'write',
  '/bussines_line/housing/delete': 'write',
  '/bussines_line/cylinder/delete': 'write',
  '/bussines_line/autogas/delete': 'write',
  '/bussines_line/meter/search': 'read',
  '/bussines_line/housing/search': 'read',
  '/bussines_line/cylinder/search': 'read',
  '/bussines_line/autogas/search': 'read',
  '/bussines_line/address/search': 'read',
  '/regions': 'read',
  // sends a help request by mail
  '/person/email_request_help': 'write',

  // privileges: the gateway's check before a company call (gateway/company-privileges.ts) reads the grant as it is
  // now, so a privilege an Administrador takes away is refused at the next call, never seconds later
  '/privileges/self_get': 'fresh',
  '/privileges/list': 'fresh',

  // requests
  '/request/list': 'read',
  '/company_user/request/list': 'read',
  '/request/get': 'read',
  '/company_user/request/get': 'read',
  '/request/rate': 'write',
  // opens a down payment at the payment portal
  '/request/create/down_payment': 'write',
  '/request/file': 'file',
  '/company_user/request/file': 'file',
  '/request/type/tree': 'read',
  '/company_user/request/type/tree': 'read',
  '/request/agreements/list': 'read',
  '/request/agreements/detail': 'read',

  // the request wizard: its catalogue read; the agreement simulation checks the form being sent, so it is fresh
  '/request/type/ids': 'read',
  '/request/type/get': 'read',
  '/request/category/list': 'read',
  '/request/create-sf': 'write',
  '/request/validate': 'fresh',

  // meter
  '/simulation/amount': 'read',
  '/reading/graph': 'read',
  '/reading/list': 'read',
  '/payment/history': 'read',
  '/tickets/list': 'read',
  '/tickets/file': 'file',
  '/bill/get': 'read',
  '/meter/debt': 'read',
  // brings the bill subscriptions up to date at the backend before they are listed
  '/tickets/sync_suscriptions': 'write',
  '/tickets/suscription_list': 'read',
  '/tickets/register': 'write',
  '/sandbox/meter/pay': 'write',

  // residential bulk (and its Granel Industrial twins below): the truck's position is live, can_pay decides a payment
  '/housing/order_search': 'read',
  '/housing/order_detail': 'read',
  '/housing/order_coordinates': 'fresh',
  '/housing/freq_update_truck': 'read',
  '/housing/order_cancel': 'write',
  '/housing/claim': 'write',
  '/housing/payment/record': 'read',
  '/housing/debt': 'read',
  '/housing/deb_details': 'read',
  '/housing/dashboard': 'read',
  '/housing/can_pay': 'fresh',
  '/housing/current_account': 'read',
  '/housing/document_details': 'read',
  '/document/get': 'file',
  '/document/has': 'read',
  '/housing/get_price_changes': 'read',
  '/housing/telemetry/list': 'read',
  '/housing/telemetry/activate': 'write',
  '/sandbox/bulk/order': 'write',
  '/sandbox/bulk/pay': 'write',
  '/housing/telemetry/set_notifications': 'write',
  '/housing/telemetry/tanques_list': 'read',
  '/housing/telemetry/tanque_details': 'read',
  '/housing/telemetry/record': 'read',
  '/company_user/industrial/order_search': 'read',
  '/company_user/industrial/order_detail': 'read',
  '/company_user/industrial/order_coordinates': 'fresh',
  '/company_user/industrial/freq_update_truck': 'read',
  '/company_user/industrial/order_cancel': 'write',
  '/company_user/industrial/claim': 'write',
  '/company_user/industrial/payment/record': 'read',
  '/company_user/industrial/deb_details': 'read',
  '/company_user/industrial/can_pay': 'fresh',
  '/company_user/industrial/current_account': 'read',
  '/company_user/industrial/document_details': 'read',
  '/company_user/industrial/get_price_changes': 'read',
  '/company_user/industrial/telemetry/list': 'read',
  '/company_user/industrial/telemetry/activate': 'write',
  '/company_user/industrial/telemetry/set_notifications': 'write',
  '/company_user/industrial/telemetry/tanques_list': 'read',
  '/company_user/industrial/telemetry/tanque_details': 'read',
  '/company_user/industrial/telemetry/record': 'read',

  // cylinder
  '/cylinder/order_search': 'read',
  '/cylinder/order_detail': 'read',
  '/cylinder/order_coordinates': 'fresh',
  '/cylinder/order_cancel': 'write',
  '/cylinder/claim': 'write',
  '/cylinder/get_prices': 'read',
  '/cylinder/get_discounts': 'read',
  '/sandbox/cylinder/place_order': 'write',

  // autogas
  '/autogas/dashboard': 'read',
  '/autogas/maintenance/next': 'read',
  '/autogas/maintenance/services': 'read',
  '/autogas/maintenance/future/list': 'read',
  '/autogas/maintenance/regions': 'read',
  '/autogas/maintenance/workshops': 'read',
  '/autogas/maintenance/datetimes': 'read',
  '/autogas/maintenance/prices': 'read',
  '/autogas/maintenance/schedule': 'write',
  '/autogas/maintenance/cancel': 'write',
  '/autogas/maintenance_assistance_history': 'read',
  '/autogas/maintenance_assistance_detail': 'read',
  '/autogas/contract': 'read',
  '/autogas/contract/download': 'file',
  '/autogas/manual/{autogas_manual_id}': 'file',
  '/autogas/record/current': 'read',
  '/autogas/record/list': 'read',
  '/autogas/goals': 'read',

  // company: funcionarios and their privileges; exists and can_delete decide a creation and a deletion
  '/company/list': 'read',
  '/company_user/list': 'read',
  '/company_user/exists': 'fresh',
  // asks the company for a user: a request sent
  '/company_user/request_user': 'write',
  '/company_user/store': 'write',
  // the Administrador's changes to a funcionario (privileges, status, a new password) and its deletion end or change
  // that funcionario's sessions
  '/company_user/update': 'account',
  '/company_user/get': 'read',
  '/company_user/delete': 'account',
  '/company_user/can_delete': 'fresh',
  '/company_user/history': 'read',
  '/company_user/business_line/company/selector': 'read',
  '/company_user/business_line/selector': 'read',
  '/company_user/business_line/client/list': 'read',
  '/company_user/business_line/client/get': 'read',
  '/company_user/services': 'read',
  '/company_user/industrial/debt': 'read',
  '/company_user/bussines_line/industrial/resume': 'read',

  // institutional cylinder
  '/company_user/institutional/current_account': 'read',
  '/company_user/institutional/document_details': 'read',
  '/company_user/institutional/quotes_type': 'read',
  '/company_user/institutional/material_list': 'read',
  '/company_user/institutional/quote/create': 'write',
  '/company_user/institutional/quote/list': 'read',

  // electricity
  '/company_user/electricity/consuption/codes': 'read',
  '/company_user/electricity/consuption': 'read',
  '/company_user/electricity/consuption/csv': 'file',
  '/company_user/electricity/ticket_list': 'read',
  '/company_user/electricity/payment_history': 'read',
  '/company_user/electricity/debt_details': 'read',
  '/sandbox/electricity/pay': 'write',

  // unsubscribe pages (public): the status a check reads; the GET that unsubscribes writes
  '/tickets/decrypt_token': 'read',
  '/tickets/check_status/{token}': 'fresh',
  '/tickets/unsuscribe/{token}': 'write',

  // the demo's own calls: its mailbox must show a new mail at once
  '/sandbox/outbox': 'fresh',
  '/sandbox/google_accounts': 'read',
} as const satisfies Record<Path, CallKind>;

/** The kind of a call; a path the table does not name (none: the type and its test see to it) is a write. */
export function callKindOf(path: string): CallKind {
  return Object.hasOwn(CALL_KINDS, path) ? CALL_KINDS[path as Path] : 'write';
}
