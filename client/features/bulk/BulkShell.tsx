import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { MISSING } from '../../lib/format';
import { AreaShell } from '../../shared/AreaShell';
import { bulkTabs } from '../../shared/service-tabs';
import { BULK_CLIENTS } from './api';

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

/**
 * 'Granel Habitacional' around each tab: the title, the tab bar by flags, the user's bulk clients ('No existen
 * clientes asociados' without any) and the chosen one (?cliente=) with its 'Cliente' select, which `selector={false}`
 * leaves out (a screen about every client) and `keep` names the search parameters a change of client keeps.
 * `children` gets the clients and the chosen one.
 */
export function BulkShell({
  current,
  selector = true,
  keep,
  children,
}: {
  current: string;
  selector?: boolean;
  keep?: readonly string[];
  children: (clients: readonly BulkClient[], chosen: BulkClient) => ReactNode;
}) {
  const { data, loading, refetch } = useQuery(BULK_CLIENTS, { errorPolicy: 'all' });
  return (
    <AreaShell
      title="Granel Habitacional"
      titleId="bulk-title"
      className="bulk-page"
      tabsLabel="Secciones de Granel Habitacional"
      tabs={bulkTabs}
      current={current}
      list={{ items: data?.viewer?.services?.bulk, loading, refetch }}
      codeOf={(c) => c.clientCode}
      empty={<p className="empty">No existen clientes asociados</p>}
      selector={selector && { label: 'Cliente', optionLabel: (c) => `${c.clientCode} – ${placeOf(c)}`, keep }}
    >
      {(chosen, clients) => children(clients, chosen)}
    </AreaShell>
  );
}
