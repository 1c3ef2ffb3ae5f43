import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { formatDate, formatMoney, MISSING } from '../../lib/format';
import { paths } from '../../shared/paths';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { SCHEDULED_MAINTENANCES } from './api';
import { AutogasShell, type Vehicle } from './AutogasShell';
import { autogasTab } from './vehicle-list';
import { screenRead, useVisitPolicy } from '../../shared/screen-reads';
import { CancelMaintenanceDialog } from './CancelMaintenanceDialog';
import { ScheduleForm } from './ScheduleForm';

/** Read again on every visit: a maintenance the workshop moved or cancelled shows; the form's start comes with it. */
const scheduledRead = (patent: string) => screenRead(SCHEDULED_MAINTENANCES, { patent }, 'cache-and-network');

export const prefetch = autogasTab((vehicle) => vehicle && scheduledRead(vehicle.code));

function Agenda({ vehicle }: { vehicle: Vehicle }) {
  const [cancelling, setCancelling] = useState(false);
  const read = scheduledRead(vehicle.patent);
  const { data, loading, refetch } = useQuery(SCHEDULED_MAINTENANCES, {
    variables: read.variables,
    errorPolicy: 'all',
    fetchPolicy: useVisitPolicy(read),
  });
  const reread = useCallback(() => void refetch(), [refetch]);
  const agenda = data?.viewer?.maintenanceAgenda;
  const list = agenda?.scheduled;
  if (list === undefined) return loading ? <Loading /> : <LoadError onRetry={() => refetch()} />;
  if (list === null) return <LoadError onRetry={() => refetch()} />;
  const [next] = list;
  if (!next) return <ScheduleForm patent={vehicle.patent} start={agenda?.start ?? null} onScheduled={reread} />;
  return (
    <section className="card" aria-label="Próxima mantención agendada">
      <h2>Próxima mantención agendada</h2>
      <dl className="detail-list">
        <div>
          <dt>Mantención</dt>
          <dd>{next.description ?? MISSING}</dd>
        </div>
        <div>
          <dt>Fecha y hora</dt>
          <dd>
            {formatDate(next.scheduledDate)} {next.scheduledTime ?? ''}
          </dd>
        </div>
        <div>
          <dt>Taller</dt>
          <dd>{next.workshopName ?? MISSING}</dd>
        </div>
        <div>
          <dt>Dirección</dt>
          <dd>{[next.workshopAddress, next.workshopCity, next.workshopRegion].filter(Boolean).join(', ') || MISSING}</dd>
        </div>
        {next.price?.price != null && (
          <div>
            <dt>Precio referencial</dt>
            <dd>{formatMoney(next.price.price)} IVA incluido, sujeto a verificación del taller</dd>
          </div>
        )}
      </dl>
      {next.cancellable && (
        <button type="button" className="button" onClick={() => setCancelling(true)}>
          Anular Mantenimiento
        </button>
      )}
      {cancelling && next.noticeId && (
        <CancelMaintenanceDialog
          patent={vehicle.patent}
          noticeId={next.noticeId}
          scheduledDate={next.scheduledDate}
          scheduledTime={next.scheduledTime}
          onClose={(sent) => {
            setCancelling(false);
            if (sent) reread();
          }}
        />
      )}
    </section>
  );
}

/** Agenda de mantenciones (spec 2 §2): the next scheduled maintenance, or the scheduling wizard. */
export default function SchedulePage() {
  return <AutogasShell current={paths.autogas.schedule}>{(vehicle) => <Agenda vehicle={vehicle} />}</AutogasShell>;
}
