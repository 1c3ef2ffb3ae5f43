import { companyLineList, type CompanyClient } from '../../shared/company-clients';
import { institutionalTabs } from '../../shared/service-tabs';
import { tabPrefetch, type TabReads } from '../../shared/tab-prefetch';

/**
 * The prefetch of the Envasado Institucional tab at `current`: the company's clients and the tab's own read at once,
 * about the clients holding the tab's privilege, as InstitutionalShell offers them (tab-prefetch.ts).
 */
export const institutionalTab = (current: string, reads: TabReads<CompanyClient>) =>
  tabPrefetch(companyLineList('INSTITUTIONAL_CYLINDER', institutionalTabs.find((t) => t.path === current)?.privilege), reads);
