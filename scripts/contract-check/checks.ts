/** Every read the contract check makes, in the order their ids become known: a person's, then a company user's. */
import { ADMIN_CHECKS } from './admin';
import { AUTOGAS_CHECKS } from './autogas';
import { BULK_CHECKS } from './bulk';
import type { Check } from './check';
import { COMPANY_CHECKS } from './company';
import { CYLINDER_CHECKS } from './cylinder';
import { LINKING_CHECKS, SERVICE_LIST_CHECKS } from './linking';
import { METER_CHECKS } from './meter';
import { REQUESTS_CHECKS } from './requests';
import { SESSION_CHECKS } from './session';

/** The reads a person's account is asked (the lists first: they give the later calls their ids). */
export const CHECKS: readonly Check[] = [
  ...SESSION_CHECKS,
  ...SERVICE_LIST_CHECKS,
  ...LINKING_CHECKS,
  ...METER_CHECKS,
  ...BULK_CHECKS,
  ...CYLINDER_CHECKS,
  ...AUTOGAS_CHECKS,
  ...REQUESTS_CHECKS,
];

export { ADMIN_CHECKS, COMPANY_CHECKS };

/** Every path the check reads, a person's, a company user's and an Administrador's. */
export const CHECKED_PATHS: ReadonlySet<string> = new Set([...CHECKS, ...COMPANY_CHECKS, ...ADMIN_CHECKS].map((check) => check.path));
