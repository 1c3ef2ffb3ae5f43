import type { WizardClient } from '../../../machines/request-wizard.machine';
import type { WizardClientsQuery } from '../../gql/graphql';

/** The lines whose Requerimientos tab mounts the wizard. */
export type WizardLine = 'METER' | 'BULK' | 'CYLINDER' | 'AUTOGAS';

/** A client of step 1 as the user reads it. */
export interface ClientOption extends WizardClient {
  title: string;
  detail: string | null;
}

type Services = NonNullable<NonNullable<WizardClientsQuery['viewer']>['services']>;

/** Which list of viewer.services the line reads (the query asks only for that one). */
export function includeOf(line: WizardLine) {
  return { meter: line === 'METER', bulk: line === 'BULK', cylinder: line === 'CYLINDER', autogas: line === 'AUTOGAS' };
}

/** The line's clients, or null when its list could not be read (a block error). */
export function clientsOf(line: WizardLine, services: Services | null | undefined): ClientOption[] | null {
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
      // an address or city the backend left out is not shown as an empty piece
      detail: [a.address, a.city].filter(Boolean).join(', ') || null,
    })) ?? null
  );
}
