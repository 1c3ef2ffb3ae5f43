import { useCallback, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useLocation, useSearch } from 'wouter';
import { claimConfirmation } from '../../../machines/order-claim.machine';
import { formatDate, formatDateTime, formatNumber, MISSING } from '../../lib/format';
import { CancelOrderDialog } from '../../shared/orders/CancelOrderDialog';
import { ClaimOrderDialog } from '../../shared/orders/ClaimOrderDialog';
import { href, paths } from '../../shared/paths';
import { Table, type Column } from '../../ui/Table';
import { OrderActions } from '../../shared/orders/OrderActions';
import { filterFromSearch, OrderFilter } from '../../shared/orders/OrderFilter';
import { BULK_ORDERS, type BulkOrderRow } from './api';
import { BulkShell, type BulkClient } from './BulkShell';
import { bulkTab } from './bulk-list';
import { screenRead, useVisitPolicy } from '../../shared/screen-reads';
import { useOrderActions } from './order-actions';
import { keyed } from '../../lib/row-keys';
import { chileMinute } from '../../../machines/rules/chile-time';

/** The orders of the URL's period, or the one order it names; read again on every visit (an order's state moves). */
function ordersRead(clientCode: string, search: string) {
  const applied = filterFromSearch(search);
  const orderNumber = applied.orderNumber !== '' ? applied.orderNumber : null;
  return screenRead(BULK_ORDERS, { clientCode, days: applied.days, orderNumber }, 'cache-and-network');
}

export const prefetch = bulkTab(paths.bulk.orders, (client, { search }) => client && ordersRead(client.code, search));

/** Historial de Pedidos (spec 2 §2): by period or exact number; the actions each order's flags allow. */
export default function OrdersPage() {
  // a change of client keeps the period and drops an order number (the other client's order)
  return (
    <BulkShell current={paths.bulk.orders} keep={['dias']}>
      {(_, chosen) => <Orders chosen={chosen} />}
    </BulkShell>
  );
}

function Orders({ chosen }: { chosen: BulkClient }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const applied = filterFromSearch(search);
  const byNumber = applied.orderNumber !== '';
  const read = ordersRead(chosen.clientCode, search);
  const { data, loading, error, refetch } = useQuery(BULK_ORDERS, {
    variables: read.variables,
    fetchPolicy: useVisitPolicy(read),
    errorPolicy: 'all',
  });
  const client = useApolloClient();
  const { cancel, claim } = useOrderActions(client);
  const [dialog, setDialog] = useState<{ kind: 'cancel' | 'claim'; order: BulkOrderRow & { orderNumber: string } } | null>(null);
  const go = useCallback(
    (next: { dias?: number; pedido?: string }) => {
      const params = new URLSearchParams({ cliente: chosen.clientCode });
      if (next.pedido) params.set('pedido', next.pedido);
      else params.set('dias', String(next.dias ?? applied.days));
      navigate(`${paths.bulk.orders}?${params}`, { replace: true });
    },
    [applied.days, chosen.clientCode, navigate],
  );
  const list = data?.viewer?.bulkOrders;
  const detailSearch = `?cliente=${encodeURIComponent(chosen.clientCode)}`;

  const columns: Array<Column<BulkOrderRow>> = [
    { key: 'created', header: 'Fecha y hora del pedido', render: (o) => formatDateTime(o.createdAt) },
    { key: 'number', header: 'N° de pedido', render: (o) => o.orderNumber ?? MISSING },
    { key: 'liters', header: 'Litros solicitados', align: 'end', render: (o) => formatNumber(o.liters) },
    { key: 'scheduled', header: 'Fecha programada', render: (o) => formatDate(o.scheduledDate) },
    { key: 'state', header: 'Estado', render: (o) => o.stateLabel ?? MISSING },
    ...(byNumber ? [{ key: 'address', header: 'Dirección', render: (o: BulkOrderRow) => o.address ?? MISSING }] : []),
    {
      key: 'actions',
      header: 'Acciones',
      // an order the backend sent without its number cannot be opened nor acted on (issue 37)
      render: ({ orderNumber, ...o }) =>
        orderNumber ? (
          <OrderActions
            order={{ ...o, orderNumber }}
            // spec 2 §2: a cancellation already asked for opens 'Ya solicitaste anular este pedido'
            cancelOffered={o.canCancel || o.isCanceled}
            detailHref={`${href(paths.bulk.orderDetail, { id: orderNumber })}${detailSearch}`}
            onClaim={() => setDialog({ kind: 'claim', order: { ...o, orderNumber } })}
            onCancel={() => setDialog({ kind: 'cancel', order: { ...o, orderNumber } })}
          />
        ) : (
          MISSING
        ),
    },
  ];

  return (
    <>
      <OrderFilter key={search} initial={applied} onApply={(f) => go(f.orderNumber ? { pedido: f.orderNumber } : { dias: f.days })} />
      <Table
        caption="Pedidos"
        hideCaption
        columns={columns}
        rows={list && keyed(list.orders, (o) => o.orderNumber)}
        rowKey={(o) => o.rowKey}
        loading={loading && !list}
        error={!loading && !list && error}
        onRetry={() => void refetch()}
        emptyText={list?.emptyMessage ?? 'No se registran pedidos'}
      />
      {dialog?.kind === 'cancel' && (
        <CancelOrderDialog
          orderNumber={dialog.order.orderNumber}
          allowed={dialog.order.canCancel}
          cancel={cancel}
          onClose={(sent) => {
            setDialog(null);
            if (sent) void refetch();
          }}
        />
      )}
      {dialog?.kind === 'claim' && (
        <ClaimOrderDialog
          orderNumber={dialog.order.orderNumber}
          confirmation={claimConfirmation(dialog.order, chileMinute())}
          claim={claim}
          onClose={(sent) => {
            setDialog(null);
            if (sent) void refetch();
          }}
        />
      )}
    </>
  );
}
