import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { AreaShell } from '../../shared/AreaShell';
import { autogasTabs } from '../../shared/service-tabs';
import { AUTOGAS_VEHICLES } from './api';
import { vehicleList } from './vehicle-list';

export interface Vehicle {
  id: string;
  patent: string;
  /** null when the backend left it out (issue 37): the contract's screens then say so */
  contractNumber: string | null;
}

/** A plate with its contract number: what Contrato and Mantenciones-asistencias show (they ask by plate, the number a hint). */
export type ContractVehicle = Vehicle & { contractNumber: string };

export const NO_CONTRACT = 'No fue posible obtener el número de contrato de esta patente';

/** `children` with the plate's contract number; without one, the note that it could not be read. */
export function withContract(vehicle: Vehicle, children: (vehicle: ContractVehicle) => ReactNode): ReactNode {
  const { contractNumber } = vehicle;
  if (!contractNumber)
    return (
      <p className="empty" role="status">
        {NO_CONTRACT}
      </p>
    );
  return children({ ...vehicle, contractNumber });
}

/**
 * 'Autogas' around each tab: the title, the tab bar by flags (Agenda de mantenciones is a route without a tab, spec 2
 * §2), and the plate selector; the plate rides in the URL (?patente=). `children` gets the chosen plate.
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
  const { data, loading, refetch } = useQuery(AUTOGAS_VEHICLES, { errorPolicy: 'all' });
  return (
    <AreaShell
      line={vehicleList.line}
      title="Autogas"
      titleId="autogas-title"
      className="autogas-page"
      tabsLabel="Secciones de Autogas"
      tabs={autogasTabs}
      current={current}
      list={{ items: data && vehicleList.items(data), loading, refetch }}
      codeOf={vehicleList.codeOf}
      param={vehicleList.param}
      empty={<p className="empty">No existen vehículos asociados</p>}
      selector={selector && { label: 'Patente', optionLabel: (v) => v.patent }}
    >
      {(vehicle) => children(vehicle)}
    </AreaShell>
  );
}
