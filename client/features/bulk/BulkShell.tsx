import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { MISSING } from '../../lib/format';
import { AreaShell, useAskedCode } from '../../shared/AreaShell';
import { COMPANY_CLIENTS } from '../../shared/company-clients';
import { pickSelected } from '../../shared/selected-client';
import { BULK_CLIENTS } from './api';
import { housingList, industrialList } from './bulk-list';
import { useBulkVariant } from './variant';

/** A bulk client; its address and city may be missing (issue 37: the screens show a dash). */
export type BulkClient = {
  id: string;
  clientCode: string;
  address: string | null;
  city: string | null;
  blocked: boolean;
  telemetryActive: boolean;
};

/** The client's address with its city, or a dash. */
export const placeOf = (client: Pick<BulkClient, 'address' | 'city'>) =>
  [client.address, client.city].filter(Boolean).join(', ') || MISSING;

interface BulkShellProps {
  current: string;
  selector?: boolean;
  keep?: readonly string[];
  children: (clients: readonly BulkClient[], chosen: BulkClient) => ReactNode;
}

/**
 * The bulk area around each tab: the title, the tab bar by flags, the user's bulk clients ('No existen clientes
 * asociados' without any) and the chosen one (?cliente=) with its 'Cliente' select, which `selector={false}` leaves
 * out (a screen about every client) and `keep` names the search parameters a change of client keeps. `children` gets
 * the clients and the chosen one. A company user gets Granel Industrial (spec 3 §2).
 */
export function BulkShell(props: BulkShellProps) {
  return useBulkVariant().company ? <IndustrialShell {...props} /> : <HousingShell {...props} />;
}

function HousingShell({ current, selector = true, keep, children }: BulkShellProps) {
  const { title, tabs } = useBulkVariant();
  const { data, loading, refetch } = useQuery(BULK_CLIENTS, { errorPolicy: 'all' });
  return (
    <AreaShell
      line={housingList.line}
      module="granel"
      title={title}
      titleId="bulk-title"
      className="bulk-page"
      tabsLabel={`Secciones de ${title}`}
      tabs={tabs}
      current={current}
      list={{ items: data && housingList.items(data), loading, refetch }}
      codeOf={housingList.codeOf}
      empty={<p className="empty">No existen clientes asociados</p>}
      selector={selector && { label: 'Cliente', optionLabel: (c) => `${c.clientCode} – ${placeOf(c)}`, keep }}
    >
      {(chosen, clients) => children(clients, chosen)}
    </AreaShell>
  );
}

type IndustrialClient = BulkClient & { companyName: string; privileges: readonly number[] };

/**
 * Granel Industrial: the company's industrial clients holding the tab's privilege (spec 3 §4), the tabs the chosen
 * client's privileges and the industrial flags allow. Ordering is never blocked here (the portal decides), and
 * telemetry's state is read by its own screen.
 */
function IndustrialShell({ current, selector = true, keep, children }: BulkShellProps) {
  const { title, tabs } = useBulkVariant();
  const { data, loading, refetch } = useQuery(COMPANY_CLIENTS, { errorPolicy: 'all' });
  const offered = industrialList(current);
  const code = useAskedCode(offered.line);
  const services = data && offered.items(data);
  const items: IndustrialClient[] | null | undefined =
    services &&
    services.map((s) => ({
      id: s.id,
      clientCode: s.clientCode,
      address: s.address,
      city: s.city,
      companyName: s.companyName,
      privileges: s.privileges,
      blocked: false,
      telemetryActive: false,
    }));
  const chosen = items ? pickSelected(items, code, (c) => c.clientCode) : undefined;
  return (
    <AreaShell
      line={offered.line}
      title={title}
      titleId="bulk-title"
      className="bulk-page"
      tabsLabel={`Secciones de ${title}`}
      tabs={tabs}
      privileges={chosen?.privileges ?? []}
      current={current}
      list={{ items, loading, refetch }}
      codeOf={(c) => c.clientCode}
      empty={<p className="empty">No existen clientes asociados</p>}
      selector={selector && { label: 'Cliente', optionLabel: (c) => `${c.clientCode} – ${c.companyName} – ${placeOf(c)}`, keep }}
    >
      {(client, clients) => children(clients, client)}
    </AreaShell>
  );
}
