import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Redirect } from 'wouter';
import { MISSING } from '../../lib/format';
import { AreaShell } from '../../shared/AreaShell';
import { useConfig } from '../../shared/config';
import { paths } from '../../shared/paths';
import type { TabDeclaration } from '../../shared/routing';
import { cylinderTabs } from '../../shared/service-tabs';
import { CYLINDER_CLIENTS } from './api';
import { cylinderList } from './cylinder-list';

export type CylinderClient = { id: string; clientCode: string; address: string; city: string };

/** Where a service is, a dash for what the backend did not give (issue 37: spec 2's service may lack either). */
export const clientPlace = (c: Pick<CylinderClient, 'address' | 'city'>) => `${c.address.trim() || MISSING}, ${c.city.trim() || MISSING}`;

export interface CylinderView {
  clients: readonly CylinderClient[];
  /** the client of ?cliente=, else the first */
  chosen: CylinderClient;
  /** the user's phone, for the ordering portal */
  phone: string;
}

/**
 * 'Cilindro' around each tab: the title, the tab bar by flags (the route opens with 'cilindro', each tab has its
 * own flag), the user's cylinder services ('No existen clientes asociados' without any) and the chosen one
 * (?cliente=), with the 'Cliente' select when there is more than one; `selector={false}` leaves it out (a screen
 * about every client).
 */
export function CylinderShell({
  current,
  flag: tabFlag,
  selector = true,
  children,
}: {
  current: string;
  flag: TabDeclaration['flag'];
  selector?: boolean;
  children: (view: CylinderView) => ReactNode;
}) {
  const { flag } = useConfig();
  const { data, loading, refetch } = useQuery(CYLINDER_CLIENTS, { errorPolicy: 'all' });
  if (!flag(tabFlag)) return <Redirect to={paths.dashboard} replace />;
  return (
    <AreaShell
      line={cylinderList.line}
      title="Cilindro"
      titleId="cylinder-title"
      className="cylinder-page"
      tabsLabel="Secciones de Cilindro"
      tabs={cylinderTabs}
      current={current}
      list={{ items: data && cylinderList.items(data), loading, refetch }}
      codeOf={cylinderList.codeOf}
      empty={<p className="empty">No existen clientes asociados</p>}
      selector={selector && { label: 'Cliente', minItems: 2, optionLabel: (c) => `${c.clientCode} – ${clientPlace(c)}` }}
    >
      {(chosen, clients) => children({ clients, chosen, phone: data?.viewer?.user?.phone ?? '' })}
    </AreaShell>
  );
}
