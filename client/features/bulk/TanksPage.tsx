import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'wouter';
import { formatDateTime, formatNumber, MISSING } from '../../lib/format';
import { useConfig } from '../../shared/config';
import { href, paths } from '../../shared/paths';
import { withSelection } from '../../shared/selected-client';
import { Table } from '../../ui/Table';
import { TANKS } from './api';
import { detailPrefetch, tanksRead } from './detail-reads';
import { TelemetryReadFailure } from './TelemetryReadFailure';
import { useBulkVariant } from './variant';
import { keyed } from '../../lib/row-keys';

/** A client with telemetry on and no tank connected yet (just activated, say): what that means, not a bare 'none'. */
export const NO_TANKS = 'Este cliente aún no tiene tanques con telemetría. Cuando se instalen, aquí verás su nivel de llenado.';

export const prefetch = detailPrefetch((_, { location }) => tanksRead(location.params.clientCode ?? ''));

/**
 * /telemetria/{client_cod}/tanques: each tank's last reading, with its detail and, by flag, its history. A failed
 * read is told in the telemetry modal (spec 2 §8); the way back names the client (?cliente=), so the area's tabs keep it.
 */
export default function TanksPage() {
  const { clientCode = '' } = useParams<{ clientCode: string }>();
  const { flag } = useConfig();
  const { tankHistoryFlag } = useBulkVariant();
  const { data, loading, error, refetch } = useQuery(TANKS, { variables: tanksRead(clientCode).variables, errorPolicy: 'all' });
  const tanks = data?.viewer?.tanks;
  return (
    <section className="page bulk-page" aria-labelledby="tanks-title">
      <h1 id="tanks-title">Tanques del cliente {clientCode}</h1>
      <Link href={withSelection(paths.bulk.telemetry, clientCode)}>Volver a Telemetría</Link>
      {!loading && !tanks && error ? (
        <TelemetryReadFailure error={error} onRetry={() => refetch()} />
      ) : (
        <Table
          caption="Tanques"
          hideCaption
          columns={[
            { key: 'code', header: 'Código tanque', render: (t) => t.code ?? MISSING },
            { key: 'read', header: 'Fecha y hora de lectura', render: (t) => formatDateTime(t.readAt) },
            {
              key: 'percent',
              header: 'Porcentaje de llenado',
              align: 'end',
              render: (t) => (t.percentage === null ? MISSING : `${formatNumber(t.percentage)}%`),
            },
            {
              key: 'links',
              header: 'Acciones',
              // a tank the backend sent without its code cannot be opened (issue 37)
              render: ({ code }) =>
                code ? (
                  <span className="order-actions">
                    <Link href={href(paths.bulk.tank, { clientCode, tankId: code })}>Ver Detalle</Link>
                    {flag(tankHistoryFlag) && <Link href={href(paths.bulk.tankHistory, { clientCode, tankId: code })}>Ver Historial</Link>}
                  </span>
                ) : (
                  MISSING
                ),
            },
          ]}
          rows={tanks && keyed(tanks, (t) => t.code)}
          rowKey={(t) => t.rowKey}
          loading={loading && !tanks}
          emptyText={NO_TANKS}
        />
      )}
    </section>
  );
}
