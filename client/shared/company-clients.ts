import { useQuery } from '@apollo/client/react';
import { useParams, useSearch } from 'wouter';
import { PRIVILEGES, type PrivilegeId } from '../../machines/rules/privileges';
import { graphql } from '../gql';
import type { BusinessLine, CompanyClientsQuery } from '../gql/graphql';
import { accountKey, rememberedSelection } from './remembered-selection';
import { pickSelected, selectedCode } from './selected-client';
import { SessionActor } from './session-actor';
import type { AreaList } from './tab-prefetch';

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
          contractCode
          companyName
          address
          city
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

/**
 * The clients of `line` a screen needing `privilege` offers (spec 3 §4: "Service lists passed to each tab are
 * filtered to those with that privilege"); every client of the line without one.
 */
export function clientsFor(clients: readonly CompanyClient[], line: BusinessLine, privilege?: PrivilegeId): CompanyClient[] {
  return clients.filter((c) => c.line === line && (privilege === undefined || c.privileges.includes(privilege)));
}

/** A company line's clients as its tab at `privilege` offers them: what its shell shows and its tabs' prefetch reads. */
export function companyLineList(line: BusinessLine, privilege?: PrivilegeId): AreaList<CompanyClientsQuery, CompanyClient> {
  return {
    line,
    list: COMPANY_CLIENTS,
    items: (data) => {
      const services = data.viewer?.company?.services;
      return services && clientsFor(services, line, privilege);
    },
    codeOf: (c) => c.clientCode,
  };
}

/**
 * The client a company screen is about: the one the URL names (`code`: `?cliente=` or the path's client), found
 * among every client of the line so a client without the privilege is refused rather than replaced; else the one
 * this user last had selected in the line (`remembered`) if it holds the privilege; else the first that does.
 */
export function selectedCompanyClient(
  clients: readonly CompanyClient[],
  line: BusinessLine,
  code: string | null,
  privilege?: PrivilegeId,
  remembered: string | null = null,
): CompanyClient | undefined {
  if (code !== null) return clients.find((c) => c.line === line && c.clientCode === code);
  return pickSelected(clientsFor(clients, line, privilege), remembered, (c) => c.clientCode);
}

export interface SelectedCompanyClient {
  /** undefined while loading, null when the list could not be read */
  clients: readonly CompanyClient[] | null | undefined;
  selected: CompanyClient | undefined;
  loading: boolean;
  retry(): Promise<unknown>;
}

/** The selected client of a company line for a screen needing `privilege`, from the URL and the company's client list. */
export function useSelectedCompanyClient(line: BusinessLine, privilege?: PrivilegeId): SelectedCompanyClient {
  const search = useSearch();
  const params = useParams<{ clientCode?: string }>();
  const account = SessionActor.useSelector((s) => accountKey(s.context.session));
  const { data, loading, refetch } = useQuery(COMPANY_CLIENTS, { errorPolicy: 'all' });
  const clients = data ? (data.viewer?.company?.services ?? null) : undefined;
  const code = params.clientCode ?? selectedCode(search);
  return {
    clients,
    selected: clients ? selectedCompanyClient(clients, line, code, privilege, rememberedSelection(account, line)) : undefined,
    loading,
    retry: () => refetch(),
  };
}
