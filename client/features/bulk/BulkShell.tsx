import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearch } from 'wouter';
import { useConfig } from '../../shared/config';
import { bulkTabs, visibleTabs } from '../../shared/service-tabs';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { TabBar } from '../../ui/TabBar';
import { BULK_CLIENTS } from './api';

export type BulkClient = { id: string; clientCode: string; address: string; city: string; blocked: boolean; telemetryActive: boolean };

/** The chosen client rides in the URL (?cliente=), so a detail's back link and a reload keep it. */
export function clientFromSearch(search: string, clients: readonly BulkClient[]): BulkClient | undefined {
  const wanted = new URLSearchParams(search).get('cliente');
  return clients.find((c) => c.clientCode === wanted) ?? clients[0];
}

/**
 * 'Granel Habitacional' around each tab: the title, the tab bar by flags, and the user's bulk clients ('No existen
 * clientes asociados' without any). `children` gets the clients and the chosen one.
 */
export function BulkShell({ current, children }: { current: string; children: (clients: BulkClient[], chosen: BulkClient) => ReactNode }) {
  const { flag } = useConfig();
  const search = useSearch();
  const { data, loading, refetch } = useQuery(BULK_CLIENTS, { errorPolicy: 'all' });
  const clients = data?.viewer?.services?.bulk;
  const chosen = clients ? clientFromSearch(search, clients) : undefined;
  const tabs = visibleTabs(bulkTabs, flag).map((t) => ({ href: t.path, label: t.label }));
  return (
    <section className="page bulk-page" aria-labelledby="bulk-title">
      <h1 id="bulk-title">Granel Habitacional</h1>
      <TabBar label="Secciones de Granel Habitacional" tabs={tabs} current={current} />
      {clients === undefined || clients === null ? (
        loading ? (
          <Loading />
        ) : (
          <LoadError onRetry={() => refetch()} />
        )
      ) : !chosen ? (
        <p className="empty">No existen clientes asociados</p>
      ) : (
        children(clients, chosen)
      )}
    </section>
  );
}

/** The client select: changing it keeps the tab and swaps ?cliente=. */
export function ClientSelect({
  clients,
  chosen,
  onChange,
}: {
  clients: BulkClient[];
  chosen: BulkClient;
  onChange: (code: string) => void;
}) {
  return (
    <label className="bulk-client">
      Cliente
      <select value={chosen.clientCode} onChange={(e) => onChange(e.target.value)}>
        {clients.map((c) => (
          <option key={c.id} value={c.clientCode}>
            {c.clientCode} – {c.address}, {c.city}
          </option>
        ))}
      </select>
    </label>
  );
}
