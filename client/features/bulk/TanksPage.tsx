import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'wouter';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useConfig } from '../../shared/config';
import { href, paths } from '../../shared/paths';
import { Table } from '../../ui/Table';
import { TANKS } from './api';

/** /telemetria/{client_cod}/tanques: each tank's last reading, with its detail and, by flag, its history. */
export default function TanksPage() {
  const { clientCode = '' } = useParams<{ clientCode: string }>();
  const { flag } = useConfig();
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
          { key: 'code', header: 'Código tanque', render: (t) => t.code },
          { key: 'read', header: 'Fecha y hora de lectura', render: (t) => formatDateTime(t.readAt) },
          { key: 'percent', header: 'Porcentaje de llenado', align: 'end', render: (t) => `${formatNumber(t.percentage)}%` },
          {
            key: 'links',
            header: 'Acciones',
            render: (t) => (
              <span className="order-actions">
                <Link href={href(paths.bulk.tank, { clientCode, tankId: t.code })}>Ver Detalle</Link>
                {flag('granel_telemetria_historial') && (
                  <Link href={href(paths.bulk.tankHistory, { clientCode, tankId: t.code })}>Ver Historial</Link>
                )}
              </span>
            ),
          },
        ]}
        rows={tanks}
        rowKey={(t) => t.code}
        loading={loading && !tanks}
        error={!loading && !tanks && (error ? (error.message ?? true) : false)}
        onRetry={() => void refetch()}
        emptyText="No existen tanques con telemetría"
      />
    </section>
  );
}
