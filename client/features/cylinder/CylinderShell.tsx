import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useConfig } from '../../shared/config';
import { paths } from '../../shared/paths';
import { cylinderTabs, visibleTabs } from '../../shared/service-tabs';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { TabBar } from '../../ui/TabBar';
import { CYLINDER_CLIENTS } from './api';

export type CylinderClient = { id: string; clientCode: string; address: string; city: string };

export interface CylinderView {
  clients: CylinderClient[];
  /** the client of ?cliente=, else the first */
  chosen: CylinderClient;
  /** the user's phone, for the ordering portal */
  phone: string;
}

/** The chosen client rides in the URL (?cliente=), so a reload keeps it. */
export function clientFromSearch(search: string, clients: readonly CylinderClient[]): CylinderClient | undefined {
  const wanted = new URLSearchParams(search).get('cliente');
  return clients.find((c) => c.clientCode === wanted) ?? clients[0];
}

/**
 * 'Cilindro' around each tab: the title, the tab bar by flags (the route opens with 'cilindro', each tab has its
 * own flag), and the user's cylinder services ('No existen clientes asociados' without any).
 */
export function CylinderShell({
  current,
  flag: tabFlag,
  children,
}: {
  current: string;
  flag: string;
  children: (view: CylinderView) => ReactNode;
}) {
  const { flag } = useConfig();
  const search = useSearch();
  const { data, loading, refetch } = useQuery(CYLINDER_CLIENTS, { errorPolicy: 'all' });
  if (!flag(tabFlag)) return <Redirect to={paths.dashboard} replace />;
  const clients = data?.viewer?.services?.cylinder;
  const chosen = clients ? clientFromSearch(search, clients) : undefined;
  const tabs = visibleTabs(cylinderTabs, flag).map((t) => ({ href: t.path, label: t.label }));
  let body: ReactNode;
  if (!clients) body = loading ? <Loading /> : <LoadError onRetry={() => refetch()} />;
  else if (!chosen) body = <p className="empty">No existen clientes asociados</p>;
  else body = children({ clients, chosen, phone: data?.viewer?.user?.phone ?? '' });
  return (
    <section className="page cylinder-page" aria-labelledby="cylinder-title">
      <h1 id="cylinder-title">Cilindro</h1>
      <TabBar label="Secciones de Cilindro" tabs={tabs} current={current} />
      {body}
    </section>
  );
}

/** The client select, shown when the user has more than one cylinder service: changing it swaps ?cliente=. */
export function ClientSelect({ view, path }: { view: CylinderView; path: string }) {
  const [, navigate] = useLocation();
  if (view.clients.length < 2) return null;
  return (
    <label className="bulk-client">
      Cliente
      <select
        value={view.chosen.clientCode}
        onChange={(e) => navigate(`${path}?cliente=${encodeURIComponent(e.target.value)}`, { replace: true })}
      >
        {view.clients.map((c) => (
          <option key={c.id} value={c.clientCode}>
            {c.clientCode} – {c.address}, {c.city}
          </option>
        ))}
      </select>
    </label>
  );
}
