import type { WizardClient } from '../../../machines/request-wizard.machine';
import { holds, PRIVILEGE } from '../../../machines/rules/privileges';
import type { WizardClientsQuery, WizardCompanyClientsQuery } from '../../gql/graphql';

/** The person lines whose Requerimientos tab mounts the wizard: step 1 offers the user's linked accounts. */
export type PersonWizardLine = 'METER' | 'BULK' | 'CYLINDER' | 'AUTOGAS';
/** The company line whose Requerimientos tab mounts the wizard: step 1 offers the company's clients (spec 3 §6). */
export type CompanyWizardLine = 'INDUSTRIAL_BULK';
export type WizardLine = PersonWizardLine | CompanyWizardLine;

export const isCompanyLine = (line: WizardLine): line is CompanyWizardLine => line === 'INDUSTRIAL_BULK';

/** A client of step 1 as the user reads it. */
export interface ClientOption extends WizardClient {
  title: string;
  detail: string | null;
  /** a company client's code, by which its area's URL selects it (`?cliente=`) */
  code?: string;
}

type Services = NonNullable<NonNullable<WizardClientsQuery['viewer']>['services']>;
type CompanyServices = NonNullable<NonNullable<NonNullable<WizardCompanyClientsQuery['viewer']>['company']>['services']>;

/** Which list of viewer.services the line reads (the query asks only for that one). */
export function includeOf(line: PersonWizardLine) {
  return { meter: line === 'METER', bulk: line === 'BULK', cylinder: line === 'CYLINDER', autogas: line === 'AUTOGAS' };
}

// an address or city the backend left out is not shown as an empty piece
const joined = (pieces: Array<string | null | undefined>) => pieces.filter(Boolean).join(', ') || null;

/** The line's clients, or null when its list could not be read (a block error). */
export function clientsOf(line: PersonWizardLine, services: Services | null | undefined): ClientOption[] | null {
  if (!services) return null;
  if (line === 'AUTOGAS')
    return (
      services.autogas?.map((v) => ({ id: v.id, clientId: v.clientId, patent: v.patent, title: `Patente ${v.patent}`, detail: null })) ??
      null
    );
  const list = line === 'METER' ? services.meter : line === 'BULK' ? services.bulk : services.cylinder;
  return (
    list?.map((a) => ({
      id: a.id,
      clientId: a.clientId,
      patent: null,
      title: `N° Cliente ${a.clientCode}`,
      detail: joined([a.address, a.city]),
    })) ?? null
  );
}

/**
 * The company line's clients the user holds Requerimientos (1006) on (spec 3 §6: a tab's list holds the clients with
 * its privilege), or null when the list could not be read. A client the backend gave no client id cannot be filed
 * about, and is left out.
 */
export function companyClientsOf(line: CompanyWizardLine, services: CompanyServices | null | undefined): ClientOption[] | null {
  if (!services) return null;
  return services
    .filter((s) => s.line === line && s.clientId !== null && holds(s.privileges, PRIVILEGE.requests))
    .map((s) => ({
      id: s.id,
      clientId: s.clientId,
      patent: null,
      title: `N° Cliente ${s.clientCode}`,
      detail: joined([s.companyName, s.address, s.city]),
      code: s.clientCode,
    }));
}
