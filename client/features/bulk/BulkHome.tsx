import { FirstTab } from '../../shared/FirstTab';
import { useBulkVariant } from './variant';
import { useSelectedCompanyClient } from '../../shared/company-clients';
import { Loading } from '../../ui/Loading';

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
