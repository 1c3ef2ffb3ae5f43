import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'wouter';
import { formatDateTime, formatNumber, MISSING } from '../../lib/format';
import { useConfig } from '../../shared/config';
import { href, paths } from '../../shared/paths';
import { Table } from '../../ui/Table';
import { TANKS } from './api';
import { useBulkVariant } from './variant';
import { keyed } from '../../lib/row-keys';

/** /telemetria/{client_cod}/tanques: each tank's last reading, with its detail and, by flag, its history. */
export default function TanksPage() {
  const { clientCode = '' } = useParams<{ clientCode: string }>();
  const { flag } = useConfig();
  const { tankHistoryFlag } = useBulkVariant();
  const { data, loading, error, refetch } = useQuery(TANKS, { variables: { clientCode }, errorPolicy: 'all' });
  const tanks = data?.viewer?.tanks;
  return (
    <section className="page bulk-page" aria-labelledby="tanks-title">
      <h1 id="tanks-title">Tanques del cliente {clientCode}</h1>
      <Link href={paths.bulk.telemetry}>Volver a Telemetría</Link>
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
        error={!loading && !tanks && (error ? (error.message ?? true) : false)}
        onRetry={() => void refetch()}
        emptyText="No existen tanques con telemetría"
      />
    </section>
  );
}
