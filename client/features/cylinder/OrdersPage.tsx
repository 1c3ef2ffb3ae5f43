import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useLocation, useSearch } from 'wouter';
import { formatDate, formatMoney, MISSING } from '../../lib/format';
import { href, paths } from '../../shared/paths';
import { useSelection, withSelection } from '../../shared/selected-client';
import { Table, type Column } from '../../ui/Table';
import { OrderActions } from '../../shared/orders/OrderActions';
import { filterFromSearch, OrderFilter, PERIODS, type OrderFilterValue } from '../../shared/orders/OrderFilter';
import { CYLINDER_ORDERS, type CylinderOrderRow } from './api';
import { CylinderShell } from './CylinderShell';
import { CylinderOrderDialog, type OrderDialog } from './OrderDialogs';
import { cylinderTab } from './cylinder-list';
import { screenRead, useVisitPolicy } from '../../shared/screen-reads';

/** Spec 2 §8: what an empty filter says; the server's message when there are no orders at all. */
export function emptyText(filter: OrderFilterValue, serverMessage: string | null | undefined): string {
  if (serverMessage) return serverMessage;
  if (filter.orderNumber) return `Sin datos, para ${filter.orderNumber}`;
  return `Sin datos, para ${PERIODS.find((p) => p.days === filter.days)?.label ?? PERIODS[0].label}`;
}

/** The orders of the URL's period, or the one order it names, of every service; read again on every visit. */
function ordersRead(search: string) {
  const applied = filterFromSearch(search);
  return screenRead(
    CYLINDER_ORDERS,
    { days: applied.days, orderNumber: applied.orderNumber !== '' ? applied.orderNumber : null },
    'cache-and-network',
  );
}

export const prefetch = cylinderTab((_, { search }) => ordersRead(search));

/** Pedidos (spec 2 §2): by period or exact number; the actions each order's flags allow. */
export default function OrdersPage() {
  return (
    <CylinderShell current={paths.cylinder.orders} flag="cilindro_pedidos" selector={false}>
      {() => <Orders />}
    </CylinderShell>
  );
}

function Orders() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const selection = useSelection();
  const applied = filterFromSearch(search);
  const byNumber = applied.orderNumber !== '';
  const read = ordersRead(search);
  const { data, loading, error, refetch } = useQuery(CYLINDER_ORDERS, {
    variables: read.variables,
    fetchPolicy: useVisitPolicy(read),
    errorPolicy: 'all',
  });
  const [dialog, setDialog] = useState<OrderDialog>(null);
  const list = data?.viewer?.cylinderOrders;
  const apply = (f: OrderFilterValue) => {
    const params = new URLSearchParams(f.orderNumber ? { pedido: f.orderNumber } : { dias: String(f.days) });
    // the area's client stays in the URL for the other tabs
    navigate(selection.link(`${paths.cylinder.orders}?${params}`), { replace: true });
  };

  const columns: Array<Column<CylinderOrderRow>> = [
    { key: 'created', header: 'Fecha del pedido', render: (o) => formatDate(o.createdAt) },
    { key: 'number', header: 'N° de pedido', render: (o) => o.orderNumber },
    { key: 'product', header: 'Producto', render: (o) => o.productSummary },
    { key: 'amount', header: 'Monto total', align: 'end', render: (o) => formatMoney(o.amount) },
    { key: 'scheduled', header: 'Fecha programada', render: (o) => formatDate(o.scheduledDate) },
    { key: 'state', header: 'Estado', render: (o) => o.stateLabel ?? MISSING },
    ...(byNumber ? [{ key: 'address', header: 'Dirección', render: (o: CylinderOrderRow) => o.address ?? MISSING }] : []),
    {
      key: 'actions',
      header: 'Acciones',
      render: (o) => (
        <OrderActions
          order={o}
          detailHref={withSelection(href(paths.cylinder.orderDetail, { id: o.orderNumber }), o.clientCode)}
          onClaim={() => setDialog({ kind: 'claim', order: o })}
          onCancel={() => setDialog({ kind: 'cancel', order: o })}
        />
      ),
    },
  ];

  return (
    <>
      <OrderFilter key={search} initial={applied} onApply={apply} />
      <Table
        caption="Pedidos"
        hideCaption
        columns={columns}
        rows={list?.orders}
        rowKey={(o) => o.orderNumber}
        loading={loading && !list}
        error={!loading && !list && error}
        onRetry={() => void refetch()}
        emptyText={emptyText(applied, list?.emptyMessage)}
      />
      <CylinderOrderDialog
        dialog={dialog}
        onClose={(sent) => {
          setDialog(null);
          if (sent) void refetch();
        }}
      />
    </>
  );
}
