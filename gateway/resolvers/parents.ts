import type { AccountKind } from '../context';

/** What a resolver passes down to the fields of the types below: the rest is resolved field by field. */
export interface Viewer {
  kind: AccountKind;
}
export type PersonServices = Record<string, never>;
export type CompanyArea = Record<string, never>;
