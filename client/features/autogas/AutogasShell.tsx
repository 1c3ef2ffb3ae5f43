import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { useLocation, useSearch } from 'wouter';
import { useConfig } from '../../shared/config';
import { autogasTabs, visibleTabs } from '../../shared/service-tabs';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { TabBar } from '../../ui/TabBar';
import { AUTOGAS_VEHICLES } from './api';
import { withPatent } from './plate-link';

export interface Vehicle {
  id: string;
  patent: string;
  contractNumber: string;
}

/** The chosen plate rides in the URL (?patente=), so a detail's back link and a reload keep it. */
export function vehicleFromSearch(search: string, vehicles: readonly Vehicle[]): Vehicle | undefined {
  const wanted = new URLSearchParams(search).get('patente');
  return vehicles.find((v) => v.patent === wanted) ?? vehicles[0];
}

/** A link that keeps the chosen plate. */

/**
 * 'Autogas' around each tab: the title, the tab bar by flags (Agenda de mantenciones is a route without a tab, spec 2
 * §2), and the plate selector. `children` gets the chosen plate.
 */
export function AutogasShell({
  current,
  children,
  selector = true,
}: {
  current: string;
  children: (vehicle: Vehicle) => ReactNode;
  /** false where the screen chooses the plate itself (the request wizard's step 1) */
  selector?: boolean;
}) {
  const { flag } = useConfig();
  const search = useSearch();
  const [, navigate] = useLocation();
  const { data, loading, refetch } = useQuery(AUTOGAS_VEHICLES, { errorPolicy: 'all' });
  const vehicles = data?.viewer?.services?.autogas;
  const chosen = vehicles ? vehicleFromSearch(search, vehicles) : undefined;
  const tabs = visibleTabs(autogasTabs, flag).map((t) => ({ href: chosen ? withPatent(t.path, chosen.patent) : t.path, label: t.label }));
  return (
    <section className="page autogas-page" aria-labelledby="autogas-title">
      <h1 id="autogas-title">Autogas</h1>
      <TabBar label="Secciones de Autogas" tabs={tabs} current={chosen ? withPatent(current, chosen.patent) : current} />
      {vehicles === undefined || vehicles === null ? (
        loading ? (
          <Loading />
        ) : (
          <LoadError onRetry={() => refetch()} />
        )
      ) : !chosen ? (
        <p className="empty">No existen vehículos asociados</p>
      ) : (
        <>
          {selector && (
            <label className="autogas-plate">
              Patente
              <select value={chosen.patent} onChange={(e) => navigate(withPatent(current, e.target.value), { replace: true })}>
                {vehicles.map((v) => (
                  <option key={v.id} value={v.patent}>
                    {v.patent}
                  </option>
                ))}
              </select>
            </label>
          )}
          <div key={chosen.patent}>{children(chosen)}</div>
        </>
      )}
    </section>
  );
}
