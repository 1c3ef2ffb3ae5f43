import { useQuery } from '@apollo/client/react';
import { useSearch } from 'wouter';
import { PRIVILEGES, type PrivilegeId } from '../../machines/rules/privileges';
import { graphql } from '../gql';
import type { BusinessLine, CompanyClientsQuery } from '../gql/graphql';
import { pickSelected, selectedCode } from './selected-client';

/**
 * The company user's clients with the privileges granted on each (spec 3 §3, §6): what the route gate, the company
 * line shells and the dashboard's cards read. Served from the cache once the dashboard has read them.
 */
export const COMPANY_CLIENTS = graphql(`
  query CompanyClients {
    viewer {
      kind
      company {
        services {
          id
          line
          clientCode
          companyName
          privileges
        }
      }
    }
  }
`);

export type CompanyClient = NonNullable<NonNullable<NonNullable<CompanyClientsQuery['viewer']>['company']>['services']>[number];

const LINE_OF: Record<2 | 6 | 7, BusinessLine> = { 2: 'INSTITUTIONAL_CYLINDER', 6: 'INDUSTRIAL_BULK', 7: 'ELECTRICITY' };

/** The business line whose clients a privilege is granted on. */
export const lineOfPrivilege = (privilege: PrivilegeId): BusinessLine => LINE_OF[PRIVILEGES[privilege].line];

/** The client of `line` the URL selects (`?cliente=`), else the line's first. */
export function selectedCompanyClient(clients: readonly CompanyClient[], line: BusinessLine, search: string): CompanyClient | undefined {
  return pickSelected(
    clients.filter((c) => c.line === line),
    selectedCode(search),
    (c) => c.clientCode,
  );
}

export interface SelectedCompanyClient {
  /** undefined while loading, null when the list could not be read */
  clients: readonly CompanyClient[] | null | undefined;
  selected: CompanyClient | undefined;
  loading: boolean;
  retry(): Promise<unknown>;
}

/** The selected client of a company line, from the URL and the company's client list. */
export function useSelectedCompanyClient(line: BusinessLine): SelectedCompanyClient {
  const search = useSearch();
  const { data, loading, refetch } = useQuery(COMPANY_CLIENTS, { errorPolicy: 'all' });
  const clients = data ? (data.viewer?.company?.services ?? null) : undefined;
  return { clients, selected: clients ? selectedCompanyClient(clients, line, search) : undefined, loading, retry: () => refetch() };
}
