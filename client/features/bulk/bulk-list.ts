import type { BulkClientsQuery } from '../../gql/graphql';
import { companyLineList } from '../../shared/company-clients';
import type { PrefetchContext } from '../../shared/prefetch-context';
import { tabPrefetch, type AreaList, type TabReads } from '../../shared/tab-prefetch';
import { BULK_CLIENTS } from './api';
import { privilegeOfTab } from './variant';

type HousingClient = NonNullable<NonNullable<NonNullable<BulkClientsQuery['viewer']>['services']>['bulk']>[number];

/** A person's bulk clients (Granel Habitacional), as its shell offers them. */
export const housingList: AreaList<BulkClientsQuery, HousingClient> = {
  line: 'BULK',
  list: BULK_CLIENTS,
  items: (data) => data.viewer?.services?.bulk,
  codeOf: (c) => c.clientCode,
};

/** A company's industrial clients holding the privilege of the tab at `current` (Granel Industrial). */
export const industrialList = (current: string) => companyLineList('INDUSTRIAL_BULK', privilegeOfTab(current));

/**
 * The prefetch of the bulk tab at `current` (tab-prefetch.ts), a person's or a company user's: one screen serves both
 * (variant.ts), and the session's kind says which list it reads.
 */
export function bulkTab(current: string, reads: TabReads<{ clientCode: string }>): (context: PrefetchContext) => void {
  const housing = tabPrefetch(housingList, reads);
  const industrial = tabPrefetch(industrialList(current), reads);
  return (context) => (context.auth?.kind === 'COMPANY' ? industrial : housing)(context);
}
