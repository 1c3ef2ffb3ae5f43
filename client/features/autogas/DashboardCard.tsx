import { lazy, Suspense, useState } from 'react';
import { useNearViewport } from '../../lib/near-viewport';
import { Link } from 'wouter';
import type { AutogasCardVehicleFragment } from '../../gql/graphql';
import { formatDate, formatNumber, MISSING } from '../../lib/format';
import { ApolloReady } from '../../shared/apollo-ready';
import { paths } from '../../shared/paths';
import { withSelection } from '../../shared/selected-client';
import { LoadError } from '../../ui/LoadError';

const LitersDoughnut = lazy(() => import('./LitersDoughnut'));
// only when 'Anular Mantenimiento' is pressed: the dashboard's first screen does not carry the dialog and its machine
const CancelMaintenanceDialog = lazy(() =>
  import('./CancelMaintenanceDialog').then((module) => ({ default: module.CancelMaintenanceDialog })),
);

/** The doughnut keeps its room; echarts is fetched once the card comes near the screen (often below a phone's fold). */
function Doughnut({ consumed, goal }: { consumed: number; goal: number }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const room = <div ref={ref} className="autogas-doughnut" aria-hidden="true" />;
  if (!near) return room;
  return (
    <Suspense fallback={room}>
      <LitersDoughnut consumed={consumed} goal={goal} />
    </Suspense>
  );
}

export const NEXT_MAINTENANCE_ERROR = 'No fue posible obtener la información, por favor intente nuevamente más tarde';
export const NO_PLAN_INFO = 'No se cuenta con más información del plan de mantenimiento para este contrato';

const liters = (value: number | null | undefined) => (value == null ? MISSING : `${formatNumber(value, 1)} L`);

function NextMaintenance({ vehicle, onRetry }: { vehicle: AutogasCardVehicleFragment; onRetry: () => Promise<unknown> }) {
  const [cancelling, setCancelling] = useState(false);
  const next = vehicle.nextMaintenance;
  if (!next) return <LoadError message={NEXT_MAINTENANCE_ERROR} onRetry={onRetry} />;
  const scheduled = next.scheduled;
  if (scheduled)
    return (
      <div className="autogas-next">
        <h3>Mantención agendada</h3>
        <p>
          {scheduled.description ?? MISSING}: {formatDate(scheduled.scheduledDate)} {scheduled.scheduledTime ?? ''},{' '}
          {scheduled.workshopName ?? MISSING}
        </p>
        {scheduled.cancellable && (
          <button type="button" className="button button-secondary" onClick={() => setCancelling(true)}>
            Anular Mantenimiento
          </button>
        )}
        {cancelling && scheduled.noticeId && (
          // the dashboard shows before Apollo has loaded: the dialog waits for it
          <Suspense fallback={null}>
            <ApolloReady>
              <CancelMaintenanceDialog
                patent={vehicle.patent}
                noticeId={scheduled.noticeId}
                scheduledDate={scheduled.scheduledDate}
                scheduledTime={scheduled.scheduledTime}
                onClose={(sent) => {
                  setCancelling(false);
                  if (sent) void onRetry();
                }}
              />
            </ApolloReady>
          </Suspense>
        )}
      </div>
    );
  const [suggestion] = next.suggestions;
  if (!suggestion) return <p className="muted autogas-next">{NO_PLAN_INFO}</p>;
  return (
    <div className="autogas-next">
      <h3>Próxima mantención sugerida</h3>
      <p>
        {suggestion.text || MISSING}
        {suggestion.expectedKm ? ` (a los ${suggestion.expectedKm} km)` : ''}
      </p>
      <Link href={withSelection(paths.autogas.schedule, vehicle.patent, 'patente')} className="button button-secondary">
        Agendar mantención
      </Link>
    </div>
  );
}

/** The autogas card's body on the dashboard (spec 2 §2): the month's goal and consumption, the doughnut, the next maintenance. */
export default function AutogasDashboardCard({
  vehicles,
  onRetry,
}: {
  vehicles: readonly AutogasCardVehicleFragment[];
  onRetry: () => Promise<unknown>;
}) {
  const [patent, setPatent] = useState(vehicles[0]?.patent ?? '');
  const vehicle = vehicles.find((v) => v.patent === patent) ?? vehicles[0];
  if (!vehicle) return null;
  const summary = vehicle.summary;
  return (
    <div className="autogas-card">
      {vehicles.length > 1 && (
        <label className="autogas-plate">
          Patente
          <select value={vehicle.patent} onChange={(e) => setPatent(e.target.value)}>
            {vehicles.map((v) => (
              <option key={v.id} value={v.patent}>
                {v.patent}
              </option>
            ))}
          </select>
        </label>
      )}
      {summary ? (
        <div className="autogas-summary">
          <dl className="detail-list">
            <div>
              <dt>Vehículo</dt>
              <dd>{summary.vehicleBrand ?? MISSING}</dd>
            </div>
            <div>
              <dt>Meta mensual</dt>
              <dd>{liters(summary.monthlyGoal)}</dd>
            </div>
            <div>
              <dt>Consumo actual</dt>
              <dd>{liters(summary.monthlyCurrent)}</dd>
            </div>
            <div>
              <dt>Cumplimiento</dt>
              <dd>{summary.monthlyPercentage == null ? MISSING : `${formatNumber(summary.monthlyPercentage, 1)} %`}</dd>
            </div>
            <div>
              <dt>Litros giftcard</dt>
              <dd>{liters(summary.giftcardLiters)}</dd>
            </div>
          </dl>
          {summary.monthlyGoal != null && summary.monthlyCurrent != null && (
            <Doughnut consumed={summary.monthlyCurrent} goal={summary.monthlyGoal} />
          )}
        </div>
      ) : (
        <LoadError onRetry={onRetry} />
      )}
      <NextMaintenance vehicle={vehicle} onRetry={onRetry} />
    </div>
  );
}
