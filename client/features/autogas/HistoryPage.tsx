import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { MaintenanceFieldsFragment, MaintenanceFilter } from '../../gql/graphql';
import { formatDate, MISSING } from '../../lib/format';
import { href, paths } from '../../shared/paths';
import { withSelection } from '../../shared/selected-client';
import { Table } from '../../ui/Table';
import { MAINTENANCE_HISTORY } from './api';
import { AutogasShell, withContract, type ContractVehicle } from './AutogasShell';
import { autogasTab } from './vehicle-list';
import { screenRead, useVisitPolicy } from '../../shared/screen-reads';
import { prefetchHint, useContractHint } from './contract-hint';
import './autogas.css';

const FILTERS: Array<{ value: MaintenanceFilter; label: string; empty: string }> = [
  { value: 'ALL', label: 'Todo', empty: 'No se registran mantenciones o asistencias para la patente indicada' },
  { value: 'MAINTENANCE', label: 'Mantenciones', empty: 'No se registran mantenciones para la patente indicada' },
  { value: 'ASSISTANCE', label: 'Asistencias', empty: 'No se registran asistencias para la patente indicada' },
];

export const kindLabel = (m: { isMaintenance: boolean }) => (m.isMaintenance ? 'Mantención' : 'Asistencia');

/**
 * Read again on every visit: a maintenance scheduled or cancelled meanwhile shows. By plate: the gateway finds its
 * contract number, which the cached list of plates hints (contract-hint.ts).
 */
const historyRead = (patent: string, contractNumber: string | null, filter: MaintenanceFilter) =>
  screenRead(MAINTENANCE_HISTORY, { patent, contractNumber, filter }, 'cache-and-network');

export const prefetch = autogasTab(
  (vehicle, _, context) => vehicle && historyRead(vehicle.code, prefetchHint(context, vehicle.code), 'ALL'),
);

function History({ vehicle }: { vehicle: ContractVehicle }) {
  const [filter, setFilter] = useState<MaintenanceFilter>('ALL');
  const read = historyRead(vehicle.patent, useContractHint(vehicle.patent), filter);
  const { data, loading, refetch } = useQuery(MAINTENANCE_HISTORY, {
    variables: read.variables,
    errorPolicy: 'all',
    fetchPolicy: useVisitPolicy(read),
  });
  const items = data?.viewer?.maintenanceHistory;
  const chosen = FILTERS.find((f) => f.value === filter)!;
  return (
    <section className="card" aria-label="Mantenciones y asistencias">
      <div className="autogas-history-head">
        <label>
          Mostrar
          <select value={filter} onChange={(e) => setFilter(e.target.value as MaintenanceFilter)}>
            {FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
        <Link href={withSelection(paths.autogas.schedule, vehicle.patent, 'patente')} className="button">
          Agendar mantención
        </Link>
      </div>
      <Table<MaintenanceFieldsFragment>
        caption="Mantenciones y asistencias"
        hideCaption
        loading={loading && items === undefined}
        error={items === null}
        onRetry={() => void refetch()}
        rows={items}
        rowKey={(row) => row.noticeId ?? `sin-aviso:${items?.indexOf(row) ?? 0}`}
        emptyText={chosen.empty}
        columns={[
          { key: 'type', header: 'Tipo', render: kindLabel },
          { key: 'registered', header: 'Fecha de registro', render: (row) => formatDate(row.registeredOn) },
          { key: 'description', header: 'Descripción', render: (row) => row.description ?? MISSING },
          {
            key: 'scheduled',
            header: 'Fecha y hora agendada',
            render: (row) => `${formatDate(row.scheduledDate)}${row.scheduledTime ? ` ${row.scheduledTime}` : ''}`,
          },
          {
            key: 'detail',
            header: 'Detalle',
            // without its notice id the row shows, and has no detail to open (issue 37)
            render: (row) =>
              row.noticeId ? (
                <Link href={withSelection(href(paths.autogas.maintenanceNotice, { noticeId: row.noticeId }), vehicle.patent, 'patente')}>
                  Ver Detalle
                </Link>
              ) : (
                MISSING
              ),
          },
        ]}
      />
    </section>
  );
}

/** Mantenciones-asistencias (spec 2 §2): Todo/Mantenciones/Asistencias, newest registration first. */
export default function HistoryPage() {
  return (
    <AutogasShell current={paths.autogas.maintenance}>
      {(vehicle) => withContract(vehicle, (withNumber) => <History vehicle={withNumber} />)}
    </AutogasShell>
  );
}
