import { useCallback, useId, useState, type FormEvent } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link, useLocation, useSearch } from 'wouter';
import { MAX_LENGTH } from '../../../machines/rules/limits';
import { claimConfirmation } from '../../../machines/order-claim.machine';
import { formatDate, formatDateTime, formatNumber } from '../../lib/format';
import { CancelOrderDialog } from '../../shared/orders/CancelOrderDialog';
import { ClaimOrderDialog } from '../../shared/orders/ClaimOrderDialog';
import { href, paths } from '../../shared/paths';
import { Table, type Column } from '../../ui/Table';
import { BULK_ORDERS, type BulkOrderRow } from './api';
import { BulkShell, ClientSelect, type BulkClient } from './BulkShell';
import { localNow, useOrderActions } from './order-actions';

/** Spec 2 §2, §9: último mes, 3, 6 or 12 meses. */
export const PERIODS = [
  { days: 30, label: 'Último mes' },
  { days: 90, label: 'Últimos 3 meses' },
  { days: 180, label: 'Últimos 6 meses' },
  { days: 365, label: 'Últimos 12 meses' },
] as const;

interface Filter {
  days: number;
  orderNumber: string;
}

function filterFromSearch(search: string): Filter {
  const params = new URLSearchParams(search);
  const days = Number(params.get('dias'));
  return {
    days: PERIODS.some((p) => p.days === days) ? days : 30,
    orderNumber: (params.get('pedido') ?? '').slice(0, MAX_LENGTH.orderNumber),
  };
}

/** Historial de Pedidos (spec 2 §2): by period or exact number; the actions each order's flags allow. */
export default function OrdersPage() {
  return <BulkShell current={paths.bulk.orders}>{(clients, chosen) => <Orders clients={clients} chosen={chosen} />}</BulkShell>;
}

function Orders({ clients, chosen }: { clients: BulkClient[]; chosen: BulkClient }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const applied = filterFromSearch(search);
  const byNumber = applied.orderNumber !== '';
  const { data, loading, error, refetch } = useQuery(BULK_ORDERS, {
    variables: { clientCode: chosen.clientCode, days: applied.days, orderNumber: byNumber ? applied.orderNumber : null },
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
  });
  const client = useApolloClient();
  const { cancel, claim } = useOrderActions(client);
  const [dialog, setDialog] = useState<{ kind: 'cancel' | 'claim'; order: BulkOrderRow } | null>(null);
  const go = useCallback(
    (next: { cliente?: string; dias?: number; pedido?: string }) => {
      const params = new URLSearchParams({ cliente: next.cliente ?? chosen.clientCode });
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
    { key: 'number', header: 'N° de pedido', render: (o) => o.orderNumber },
    { key: 'liters', header: 'Litros solicitados', align: 'end', render: (o) => formatNumber(o.liters) },
    { key: 'scheduled', header: 'Fecha programada', render: (o) => formatDate(o.scheduledDate) },
    { key: 'state', header: 'Estado', render: (o) => o.stateLabel },
    ...(byNumber ? [{ key: 'address', header: 'Dirección', render: (o: BulkOrderRow) => o.address }] : []),
    {
      key: 'actions',
      header: 'Acciones',
      render: (o) => (
        <span className="order-actions">
          {o.canClaim && (
            <button type="button" className="link-button" onClick={() => setDialog({ kind: 'claim', order: o })}>
              No he recibido mi pedido
            </button>
          )}
          {o.canCancel && (
            <button type="button" className="link-button" onClick={() => setDialog({ kind: 'cancel', order: o })}>
              Anular
            </button>
          )}
          <Link
            href={`${href(paths.bulk.orderDetail, { id: o.orderNumber })}${detailSearch}`}
            aria-label={`Ver Detalle del pedido ${o.orderNumber}`}
          >
            Ver Detalle
          </Link>
        </span>
      ),
    },
  ];

  return (
    <>
      <ClientSelect clients={clients} chosen={chosen} onChange={(code) => go({ cliente: code })} />
      <OrderFilter key={search} initial={applied} onApply={(f) => go(f.orderNumber ? { pedido: f.orderNumber } : { dias: f.days })} />
      <Table
        caption="Pedidos"
        hideCaption
        columns={columns}
        rows={list?.orders}
        rowKey={(o) => o.orderNumber}
        loading={loading && !list}
        error={!loading && !list && Boolean(error)}
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
          confirmation={claimConfirmation(dialog.order, localNow())}
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

function OrderFilter({ initial, onApply }: { initial: Filter; onApply: (filter: Filter) => void }) {
  const periodId = useId();
  const numberId = useId();
  const [days, setDays] = useState(initial.days);
  const [orderNumber, setOrderNumber] = useState(initial.orderNumber);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ days, orderNumber: orderNumber.trim() });
  };
  return (
    <form className="order-filter" onSubmit={submit} aria-label="Buscar pedidos">
      <label htmlFor={periodId}>Periodo</label>
      <select id={periodId} value={days} onChange={(e) => setDays(Number(e.target.value))}>
        {PERIODS.map((p) => (
          <option key={p.days} value={p.days}>
            {p.label}
          </option>
        ))}
      </select>
      <label htmlFor={numberId}>N° de pedido</label>
      <input
        id={numberId}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={MAX_LENGTH.orderNumber}
        value={orderNumber}
        onChange={(e) => setOrderNumber(e.target.value)}
      />
      <button type="submit" className="button button-primary">
        Buscar
      </button>
    </form>
  );
}
