import { useMemo, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useActorRef } from '../../shared/machines';
import { Link, useParams, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { cylinderOrderTrackingMachine, type CylinderOrderState } from '../../../machines/cylinder-order-tracking.machine';
import { formatDate, formatMoney, MISSING } from '../../lib/format';
import { TruckMap } from '../../shared/map/TruckMap';
import { paths } from '../../shared/paths';
import { selectedCode, withSelection } from '../../shared/selected-client';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { Table } from '../../ui/Table';
import type { CylinderOrderDetailQuery } from '../../gql/graphql';
import { CYLINDER_ORDER_DETAIL, type CylinderOrderDetail } from './api';
import { CylinderShell } from './CylinderShell';
import { cylinderTab } from './cylinder-list';
import { orderDetailRead } from './order-hint';
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

/** The order (and its truck) beside the area's list, not after it: the order is the URL's (tab-prefetch.ts). */
export const prefetch = cylinderTab((_, { params, search }, { apollo }) =>
  apollo.client ? orderDetailRead(apollo.client, params.id ?? '', selectedCode(search)) : null,
);

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
  const clientCode = selectedCode(useSearch());
  const apollo = useApolloClient();
  const { variables } = useMemo(() => orderDetailRead(apollo, id, clientCode), [apollo, id, clientCode]);
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
        <Following key={order.orderNumber} order={order} variables={variables} position={data.viewer?.cylinderTruckPosition} />
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

type DetailVariables = ReturnType<typeof orderDetailRead>['variables'];
type TruckPosition = NonNullable<CylinderOrderDetailQuery['viewer']>['cylinderTruckPosition'];

/**
 * The polling machine over this order (its state at first load is its input) and, for an order on its way at first
 * load, the truck. Each re-read (the order and its truck, as the screen asked them) updates what shows through the cache.
 */
function Following({
  order,
  variables,
  position,
}: {
  order: CylinderOrderDetail;
  variables: DetailVariables;
  position: TruckPosition | undefined;
}) {
  const client = useApolloClient();
  const [initial] = useState(order.state);
  const logic = useMemo(
    () =>
      cylinderOrderTrackingMachine.provide({
        actors: {
          readOrder: fromPromise<CylinderOrderState, { orderNumber: string }>(async () => {
            // a truck that cannot be located fails alone: the order's state is what the machine follows
            const result = await client.query({ query: CYLINDER_ORDER_DETAIL, variables, fetchPolicy: 'network-only', errorPolicy: 'all' });
            const state = result.data?.viewer?.cylinderOrder?.state;
            if (!state) throw result.error ?? new Error('Sin pedido');
            return state;
          }),
        },
      }),
    [client, variables],
  );
  useActorRef(logic, { input: { orderNumber: order.orderNumber, state: initial } });
  return initial === 'CAMINO' ? <TruckPanel order={order} position={position ?? null} /> : null;
}

/** The map with the truck and the destination (spec 2 §2), re-read with each poll of the order. */
function TruckPanel({ order, position }: { order: CylinderOrderDetail; position: TruckPosition }) {
  const place = order.location ?? null;
  const destination = place ? { lat: place.latitude, lng: place.longitude } : null;
  return (
    <section className="truck-panel" aria-label="Ubicación del camión">
      <TruckMap truck={position ? { lat: position.latitude, lng: position.longitude } : null} destination={destination} />
    </section>
  );
}
