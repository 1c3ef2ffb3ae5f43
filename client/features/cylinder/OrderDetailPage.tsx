import { useMemo, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useActorRef } from '../../shared/machines';
import { Link, useParams, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { cylinderOrderTrackingMachine, type CylinderOrderState } from '../../../machines/cylinder-order-tracking.machine';
import { formatDate, formatMoney, MISSING } from '../../lib/format';
import { MAP_ERROR } from '../../shared/map/messages';
import { TruckMap } from '../../shared/map/TruckMap';
import { paths } from '../../shared/paths';
import { withSelection } from '../../shared/selected-client';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { Table } from '../../ui/Table';
import { CYLINDER_ORDER_DETAIL, CYLINDER_TRUCK_POSITION, type CylinderOrderDetail } from './api';
import { CylinderShell } from './CylinderShell';
import { CylinderOrderDialog, type OrderDialog } from './OrderDialogs';

export const CANCELLED_TEXT = 'Este pedido ha sido anulado';
export const PROBLEM_TEXT = 'Ocurrió un problema con este pedido';

/** Spec 2 §4: received always; on the way for Camino and Entregado; delivered for Entregado. */
export function trackerSteps(state: CylinderOrderState): Array<{ label: string; reached: boolean }> {
  return [
    { label: 'Pedido recibido', reached: true },
    { label: 'En Camino', reached: state === 'CAMINO' || state === 'ENTREGADO' },
    { label: 'Pedido entregado', reached: state === 'ENTREGADO' },
  ];
}

/** /mis-servicios/cilindro/pedidos/{id}: the order's progress, fields, products and actions, followed while on its way. */
export default function OrderDetailPage() {
  return (
    <CylinderShell current={paths.cylinder.orders} flag="cilindro_pedidos" selector={false}>
      {() => <OrderDetail />}
    </CylinderShell>
  );
}

function OrderDetail() {
  const { id = '' } = useParams<{ id: string }>();
  const clientCode = new URLSearchParams(useSearch()).get('cliente');
  const variables = { orderNumber: id, clientCode };
  const { data, loading, error, refetch } = useQuery(CYLINDER_ORDER_DETAIL, { variables, errorPolicy: 'all' });
  const [dialog, setDialog] = useState<OrderDialog>(null);
  const order = data?.viewer?.cylinderOrder;

  let body;
  if (!order) body = loading ? <Loading /> : <LoadError onRetry={() => refetch()} message={error ? undefined : 'El pedido no existe'} />;
  else
    body = (
      <>
        <ol className="order-steps cylinder-steps" aria-label="Estado del pedido">
          {trackerSteps(order.state).map((step) => (
            <li key={step.label} className={step.reached ? 'reached' : undefined}>
              {step.label}
            </li>
          ))}
        </ol>
        {order.state === 'ANULADO' && (
          <p className="notice notice-error" role="status">
            {CANCELLED_TEXT}
          </p>
        )}
        {order.state === 'PROBLEMA' && (
          <p className="notice notice-error" role="status">
            {PROBLEM_TEXT}
          </p>
        )}
        <OrderFields order={order} />
        <Table
          caption="Productos del pedido"
          hideCaption
          columns={[
            { key: 'product', header: 'Producto', render: (p) => p.product ?? MISSING },
            { key: 'quantity', header: 'Cantidad', align: 'end', render: (p) => p.quantity ?? MISSING },
            { key: 'amount', header: 'Monto', align: 'end', render: (p) => formatMoney(p.amount) },
          ]}
          rows={order.products}
          rowKey={(p) => `${order.products.indexOf(p)}:${p.product ?? ''}`}
          emptyText="Sin productos"
        />
        <div className="order-buttons">
          {order.canCancel && (
            <button type="button" className="button button-secondary" onClick={() => setDialog({ kind: 'cancel', order })}>
              Anular pedido
            </button>
          )}
          {order.canClaim && (
            <button type="button" className="button button-secondary" onClick={() => setDialog({ kind: 'claim', order })}>
              Reclamar Retraso
            </button>
          )}
        </div>
        <Following key={order.orderNumber} order={order} clientCode={clientCode} />
        <CylinderOrderDialog
          dialog={dialog}
          onClose={(sent) => {
            setDialog(null);
            if (sent) void refetch();
          }}
        />
      </>
    );
  return (
    <>
      <h2 id="order-title">Pedido N° {id}</h2>
      <Link href={withSelection(paths.cylinder.orders, clientCode)}>Volver a Pedidos</Link>
      {body}
    </>
  );
}

/** Spec 2 §2: the scheduled date hides once delivered; the amount is what was paid once delivered. */
function OrderFields({ order }: { order: CylinderOrderDetail }) {
  const delivered = order.state === 'ENTREGADO';
  const rows: Array<[string, string]> = [
    ['Dirección', order.address ?? MISSING],
    ['Comuna', order.commune ?? MISSING],
    ['Región', order.region ?? MISSING],
    ['Fecha del pedido', formatDate(order.createdAt)],
    ...(delivered ? [] : [['Fecha programada', formatDate(order.scheduledDate)] as [string, string]]),
    ...(delivered ? [['Fecha de entrega', formatDate(order.deliveredDate)] as [string, string]] : []),
    [delivered ? 'Monto Pagado' : 'Monto a pagar', formatMoney(order.amount)],
  ];
  return (
    <dl className="order-fields">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The polling machine over this order (its state at first load is its input) and, for an order on its way at first
 * load, the truck. Each re-read updates the order above through the cache.
 */
function Following({ order, clientCode }: { order: CylinderOrderDetail; clientCode: string | null }) {
  const client = useApolloClient();
  const [initial] = useState(order.state);
  const logic = useMemo(
    () =>
      cylinderOrderTrackingMachine.provide({
        actors: {
          readOrder: fromPromise<CylinderOrderState, { orderNumber: string }>(async ({ input }) => {
            const variables = { orderNumber: input.orderNumber, clientCode };
            const [result] = await Promise.all([
              client.query({ query: CYLINDER_ORDER_DETAIL, variables, fetchPolicy: 'network-only' }),
              client.query({ query: CYLINDER_TRUCK_POSITION, variables, fetchPolicy: 'network-only' }).catch(() => null),
            ]);
            const state = result.data?.viewer?.cylinderOrder?.state;
            if (result.error || !state) throw result.error ?? new Error('Sin pedido');
            return state;
          }),
        },
      }),
    [client, clientCode],
  );
  useActorRef(logic, { input: { orderNumber: order.orderNumber, state: initial } });
  return initial === 'CAMINO' ? <TruckPanel order={order} clientCode={clientCode} /> : null;
}

/** The map with the truck and the destination (spec 2 §2), re-read with each poll of the order. */
function TruckPanel({ order, clientCode }: { order: CylinderOrderDetail; clientCode: string | null }) {
  const { data, loading, error } = useQuery(CYLINDER_TRUCK_POSITION, {
    variables: { orderNumber: order.orderNumber, clientCode },
    errorPolicy: 'all',
  });
  if (loading && !data) return <Loading label="Buscando el camión…" />;
  if (error && !data?.viewer) return <LoadError message={MAP_ERROR} />;
  const truck = data?.viewer?.cylinderTruckPosition ?? null;
  const place = data?.viewer?.cylinderOrder?.location ?? null;
  const destination = place ? { lat: place.latitude, lng: place.longitude } : null;
  return (
    <section className="truck-panel" aria-label="Ubicación del camión">
      <TruckMap truck={truck ? { lat: truck.latitude, lng: truck.longitude } : null} destination={destination} />
    </section>
  );
}
