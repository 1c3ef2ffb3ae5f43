import { FirstTab } from '../../shared/FirstTab';
import { useBulkVariant } from './variant';
import { useSelectedCompanyClient } from '../../shared/company-clients';
import { Loading } from '../../ui/Loading';
import type { PrefetchContext } from '../../shared/prefetch-context';
import { summaryPrefetch } from './tank-summary-read';

/**
 * A company user's Granel opens on its first tab once the client list says which privileges it holds: Resumen de
 * Tanques, the first of the industrial tabs, is read beside that list rather than after it (a person's first tab
 * needs only the flags, and is prefetched as the redirect to it is followed).
 */
export const prefetch = (context: PrefetchContext) => {
  if (context.auth?.kind === 'COMPANY') summaryPrefetch(context);
};

/** /mis-servicios/granel, the menu's Granel: the first tab the flags show (and, for a company, the privileges allow). */
export default function BulkHome() {
  const { company, tabs } = useBulkVariant();
  return company ? <IndustrialHome /> : <FirstTab tabs={tabs} />;
}

/** The first tab any industrial client's privileges open; the client holding it is the one the tab selects. */
function IndustrialHome() {
  const { tabs } = useBulkVariant();
  const { clients } = useSelectedCompanyClient('INDUSTRIAL_BULK');
  if (clients === undefined) return <Loading />;
  const held = new Set((clients ?? []).filter((c) => c.line === 'INDUSTRIAL_BULK').flatMap((c) => c.privileges));
  return <FirstTab tabs={tabs} privileges={[...held]} />;
}
