import { useSelectedCompanyClient } from '../../shared/company-clients';
import { FirstTab } from '../../shared/FirstTab';
import { institutionalTabs } from '../../shared/service-tabs';
import { Loading } from '../../ui/Loading';

/** /mis-servicios/cilindro for a company user, the menu's Envasado Institucional: the first tab any line-2 client's privileges open. */
export default function InstitutionalHome() {
  const { clients } = useSelectedCompanyClient('INSTITUTIONAL_CYLINDER');
  if (clients === undefined) return <Loading />;
  const held = new Set((clients ?? []).filter((c) => c.line === 'INSTITUTIONAL_CYLINDER').flatMap((c) => c.privileges));
  return <FirstTab tabs={institutionalTabs} privileges={[...held]} />;
}
