import { companyLineList, type CompanyClient } from '../../shared/company-clients';
import { electricityTabs } from '../../shared/service-tabs';
import { tabPrefetch, type TabReads } from '../../shared/tab-prefetch';

/**
 * The prefetch of the Suministro Eléctrico tab at `current`: the company's clients and the tab's own read at once,
 * about the clients holding the tab's privilege, as ElectricityShell offers them (tab-prefetch.ts).
 */
export const electricityTab = (current: string, reads: TabReads<CompanyClient>) =>
  tabPrefetch(companyLineList('ELECTRICITY', electricityTabs.find((t) => t.path === current)?.privilege), reads);
