import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { formatDate, formatMoney, MISSING } from '../../lib/format';
import { paths } from '../../shared/paths';
import { withSelection } from '../../shared/selected-client';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { MAINTENANCE_DETAIL } from './api';
import { AutogasShell, withContract, type ContractVehicle } from './AutogasShell';
import { MAINTENANCE_CANCEL_SENT } from '../../../machines/maintenance-cancel.machine';
import { CancelMaintenanceDialog } from './CancelMaintenanceDialog';
import { kindLabel } from './HistoryPage';
import { prefetchHint, useContractHint } from './contract-hint';
import { autogasTab } from './vehicle-list';
import { screenRead } from '../../shared/screen-reads';

/** By plate: the gateway finds its contract number, which the cached list of plates hints (contract-hint.ts). */
const detailRead = (patent: string, contractNumber: string | null, noticeId: string) =>
  screenRead(MAINTENANCE_DETAIL, { patent, contractNumber, noticeId });

export const prefetch = autogasTab((vehicle, location, context) => {
  const { noticeId } = location.params;
  return vehicle && noticeId ? detailRead(vehicle.code, prefetchHint(context, vehicle.code), noticeId) : null;
});

function Detail({ vehicle, noticeId }: { vehicle: ContractVehicle; noticeId: string }) {
  const [cancelling, setCancelling] = useState(false);
  // the backend keeps answering it as pending after the request: this visit stops offering a second one
  const [cancelRequested, setCancelRequested] = useState(false);
  const { data, loading, refetch } = useQuery(MAINTENANCE_DETAIL, {
    variables: detailRead(vehicle.patent, useContractHint(vehicle.patent), noticeId).variables,
    errorPolicy: 'all',
  });
  const m = data?.viewer?.maintenance;
  const back = (
    <Link href={withSelection(paths.autogas.maintenance, vehicle.patent, 'patente')} className="back-link">
      Volver a Mantenciones y Asistencias
    </Link>
  );
  if (!m)
    return (
      <>
        {back}
        {loading ? <Loading /> : <LoadError onRetry={() => refetch()} />}
      </>
    );
  const rows: Array<[string, string]> = [
    ['Tipo', kindLabel(m)],
    ['Fecha de registro', formatDate(m.registeredOn)],
    ['Descripción', m.description ?? MISSING],
    ['Fecha agendada', formatDate(m.scheduledDate)],
    ['Hora agendada', m.scheduledTime ?? MISSING],
    ['Taller', m.workshopName ?? MISSING],
    ['Dirección', m.workshopAddress ?? MISSING],
    ['Comuna', m.workshopCity ?? MISSING],
    ['Región', m.workshopRegion ?? MISSING],
    ['Estado', m.status === 'PENDING' ? 'PENDIENTE' : 'REALIZADA'],
  ];
  if (m.price?.price != null) rows.push(['Precio referencial (IVA incluido)', formatMoney(m.price.price)]);
  return (
    <>
      {back}
      <section className="card" aria-label="Detalle de la mantención">
        <h2>Detalle de la {kindLabel(m).toLowerCase()}</h2>
        <dl className="detail-list">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {m.cancellable && !cancelRequested && (
          <button type="button" className="button" onClick={() => setCancelling(true)}>
            Anular Mantenimiento
          </button>
        )}
        {cancelRequested && (
          <p className="notice" role="status">
            {MAINTENANCE_CANCEL_SENT}
          </p>
        )}
      </section>
      {cancelling && m.noticeId && (
        <CancelMaintenanceDialog
          patent={vehicle.patent}
          noticeId={m.noticeId}
          scheduledDate={m.scheduledDate}
          scheduledTime={m.scheduledTime}
          onClose={(sent) => {
            setCancelling(false);
            if (!sent) return;
            setCancelRequested(true);
            void refetch();
          }}
        />
      )}
    </>
  );
}

/** A maintenance's or assistance's detail, with 'Anular Mantenimiento' when it may be cancelled (spec 2 §2, §4). */
export default function MaintenancePage() {
  const { noticeId = '' } = useParams<{ noticeId: string }>();
  return (
    <AutogasShell current={paths.autogas.maintenance}>
      {(vehicle) => withContract(vehicle, (withNumber) => <Detail vehicle={withNumber} noticeId={noticeId} />)}
    </AutogasShell>
  );
}
