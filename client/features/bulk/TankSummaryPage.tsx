import { useQuery } from '@apollo/client/react';
import { formatNumber, MISSING } from '../../lib/format';
import { paths } from '../../shared/paths';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import type { TankSummaryQuery } from '../../gql/graphql';
import { TANK_SUMMARY } from './api';
import { BulkShell } from './BulkShell';
import { CentralRows, type CentralRow } from './CentralRows';
import { summaryRead } from './tank-summary-read';
import './tank-summary.css';

type Summary = NonNullable<NonNullable<TankSummaryQuery['viewer']>['tankSummary']>;
type Location = Summary['locations'][number];

export { summaryPrefetch as prefetch } from './tank-summary-read';

/** Resumen de Tanques (spec 3 §2), Granel Industrial only: the centrals grouped by technical location. */
export default function TankSummaryPage() {
  return (
    <BulkShell current={paths.bulk.tankSummary}>
      {(_, chosen) => <TankSummary key={chosen.clientCode} clientCode={chosen.clientCode} />}
    </BulkShell>
  );
}

function TankSummary({ clientCode }: { clientCode: string }) {
  const { data, loading, error, refetch } = useQuery(TANK_SUMMARY, { variables: summaryRead(clientCode).variables, errorPolicy: 'all' });
  const summary = data?.viewer?.tankSummary;
  if (!summary) return loading ? <Loading /> : <LoadError onRetry={() => void refetch()} error={error} />;
  if (!summary.locations.length && !summary.unassigned.length) return <p className="empty">No existen centrales para este cliente</p>;
  return (
    <div className="tank-summary">
      {summary.locations.map((location) => (
        <TechnicalLocationCard key={location.id} location={location} />
      ))}
      {summary.unassigned.length > 0 && (
        <section className="card" aria-labelledby="unassigned-title">
          <h2 id="unassigned-title">Centrales sin UT asignada</h2>
          <CentralRows centrals={summary.unassigned} />
        </section>
      )}
    </div>
  );
}

function TechnicalLocationCard({ location }: { location: Location }) {
  const titleId = `location-${location.id}`;
  const own: CentralRow[] = location.tanks.length
    ? [{ ...location, id: `${location.id}`, tanks: location.tanks, label: 'Tanques de la ubicación técnica' }]
    : [];
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>Ubicación técnica {location.id}</h2>
      <PlaceFields place={location} />
      <CentralRows centrals={[...own, ...location.centrals]} />
    </section>
  );
}

export function PlaceFields({ place }: { place: Pick<Location, 'address' | 'city' | 'regionName' | 'totalCapacity'> }) {
  return (
    <dl className="order-fields">
      <div>
        <dt>Dirección</dt>
        <dd>{place.address ?? MISSING}</dd>
      </div>
      <div>
        <dt>Ciudad</dt>
        <dd>{place.city ?? MISSING}</dd>
      </div>
      <div>
        <dt>Región</dt>
        <dd>{place.regionName ?? MISSING}</dd>
      </div>
      <div>
        <dt>Capacidad total</dt>
        <dd>{place.totalCapacity === null ? MISSING : `${formatNumber(place.totalCapacity)} litros`}</dd>
      </div>
    </dl>
  );
}
