import { useQuery } from '@apollo/client/react';
import { formatDate, formatMoney, MISSING } from '../../lib/format';
import { paths } from '../../shared/paths';
import { Table } from '../../ui/Table';
import { CYLINDER_DISCOUNTS } from './api';
import { CylinderShell } from './CylinderShell';
import { cylinderTab } from './cylinder-list';
import { screenRead } from '../../shared/screen-reads';
import { DiscountBanner } from './DiscountBanner';

const discountsRead = (clientCode: string) => screenRead(CYLINDER_DISCOUNTS, { clientCode });

export const prefetch = cylinderTab((client) => client && discountsRead(client.code));

/** Descuentos (docs/decisions.md): the discounts the service holds, and how to get one (the chat banner). */
export default function DiscountsPage() {
  return (
    <CylinderShell current={paths.cylinder.discounts} flag="cilindro_descuentos">
      {(view) => (
        <>
          <h2>Tus descuentos</h2>
          <Discounts clientCode={view.chosen.clientCode} />
          <DiscountBanner />
        </>
      )}
    </CylinderShell>
  );
}

function Discounts({ clientCode }: { clientCode: string }) {
  const { data, loading, error, refetch } = useQuery(CYLINDER_DISCOUNTS, {
    variables: discountsRead(clientCode).variables,
    errorPolicy: 'all',
  });
  const list = data?.viewer?.cylinderDiscounts;
  return (
    <Table
      caption="Descuentos en cilindros"
      hideCaption
      columns={[
        { key: 'type', header: 'Producto', render: (d) => d.type ?? MISSING },
        { key: 'discount', header: 'Descuento por cilindro', align: 'end', render: (d) => formatMoney(d.discount) },
        { key: 'until', header: 'Vigente hasta', render: (d) => (d.validUntil ? formatDate(d.validUntil) : 'Sin fecha de término') },
      ]}
      rows={list?.discounts}
      rowKey={(d) => d.typeCode}
      loading={loading && !list}
      error={!loading && !list && error}
      onRetry={() => void refetch()}
      emptyText={list?.emptyMessage ?? 'No tienes descuentos vigentes'}
    />
  );
}
