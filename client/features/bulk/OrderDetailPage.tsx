import { useMemo, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMachine } from '../../shared/machines';
import { Link, useParams, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { claimConfirmation } from '../../../machines/order-claim.machine';
import { refreshDelay, truckTrackingMachine, type MapPoint } from '../../../machines/truck-tracking.machine';
import type { BulkOrderState } from '../../gql/graphql';
import { formatDate, formatMoney, formatNumber, MISSING } from '../../lib/format';
import { CancelOrderDialog } from '../../shared/orders/CancelOrderDialog';
import { ClaimOrderDialog } from '../../shared/orders/ClaimOrderDialog';
import { paths } from '../../shared/paths';
import { selectedCode, withSelection } from '../../shared/selected-client';
import { MAP_ERROR } from '../../shared/map/messages';
import { TruckMap } from '../../shared/map/TruckMap';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { BULK_ORDER_DETAIL, TRUCK_POSITION, type BulkOrderDetail } from './api';
import { detailPrefetch, orderRead, orderReads, truckRead } from './detail-reads';
import { visitPolicy } from '../../shared/screen-reads';
import { useOrderActions } from './order-actions';
import { chileMinute } from '../../../machines/rules/chile-time';

/** The five steps, cumulative (spec 2 §4). */
export const ORDER_STEPS: ReadonlyArray<{ state: BulkOrderState; label: string }> = [
  { state: 'REALIZADO', label: 'Pedido realizado' },
  { state: 'PROGRAMADO', label: 'Pedido programado' },
  { state: 'EN_CAMION', label: 'Pedido en camión' },
  { state: 'EN_RUTA', label: 'Pedido en ruta' },
  { state: 'ENTREGADO', label: 'Pedido entregado' },
];

export const prefetch = detailPrefetch((client, { location }) => orderReads(client, location.params.id ?? '', location.search));

/** /mis-servicios/granel/pedidos/{id}: the order's progress, its fields, its actions, and its truck while En Ruta. */
export default function OrderDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const search = useSearch();
  const { data, loading, error, refetch } = useQuery(BULK_ORDER_DETAIL, { variables: orderRead(id).variables, errorPolicy: 'all' });
  const client = useApolloClient();
  const { cancel, claim } = useOrderActions(client);
  const [dialog, setDialog] = useState<'cancel' | 'claim' | null>(null);
  const order = data?.viewer?.bulkOrder;
  // back to the history of the order's own client (?cliente=), whichever the link that opened it named
  const back = withSelection(`${paths.bulk.orders}${search ? `?${search}` : ''}`, order?.clientCode ?? selectedCode(search));

  let body;
  if (!order) body = loading ? <Loading /> : <LoadError onRetry={() => refetch()} message={error ? undefined : 'El pedido no existe'} />;
  else {
    const reached = ORDER_STEPS.findIndex((s) => s.state === order.state);
    // the order was asked for by its number: an answer that leaves it out is still that order
    const orderNumber = order.orderNumber ?? id;
    const closeDialog = (sent: boolean) => {
      setDialog(null);
      if (sent) void refetch();
    };
    body = (
      <>
        <ol className="order-steps" aria-label="Estado del pedido">
          {ORDER_STEPS.map((step, i) => (
            <li key={step.state} className={i <= reached ? 'reached' : undefined} aria-current={i === reached ? 'step' : undefined}>
              {step.label}
            </li>
          ))}
        </ol>
        <OrderFields order={order} />
        <div className="order-buttons">
          {(order.canCancel || order.isCanceled) && (
            <button type="button" className="button button-secondary" onClick={() => setDialog('cancel')}>
              Anular pedido
            </button>
          )}
          {order.canClaim && (
            <button type="button" className="button button-secondary" onClick={() => setDialog('claim')}>
              Reclamar Retraso
            </button>
          )}
        </div>
        {order.state === 'EN_RUTA' && (
          <TruckPanel order={order} orderNumber={orderNumber} minutes={data?.viewer?.truckRefreshMinutes ?? null} />
        )}
        {dialog === 'cancel' && (
          <CancelOrderDialog orderNumber={orderNumber} allowed={order.canCancel} cancel={cancel} onClose={closeDialog} />
        )}
        {dialog === 'claim' && (
          <ClaimOrderDialog
            orderNumber={orderNumber}
            confirmation={claimConfirmation(order, chileMinute())}
            claim={claim}
            onClose={closeDialog}
          />
        )}
      </>
    );
  }
  return (
    <section className="page bulk-page" aria-labelledby="order-title">
      <h1 id="order-title">Pedido N° {id}</h1>
      <Link href={back}>Volver a Historial de Pedidos</Link>
      {body}
    </section>
  );
}

/** Entregado shows the delivered values instead of the scheduled ones (spec 2 §4). */
function OrderFields({ order }: { order: BulkOrderDetail }) {
  const delivered = order.state === 'ENTREGADO';
  const rows: Array<[string, string]> = [
    ['Dirección', order.address ?? MISSING],
    ['Comuna', order.commune ?? MISSING],
    ['Región', order.region ?? MISSING],
    ['Fecha del pedido', formatDate(order.createdAt)],
    delivered ? ['Fecha de entrega', formatDate(order.deliveredDate)] : ['Fecha programada', formatDate(order.scheduledDate)],
    delivered ? ['Litros entregados', formatNumber(order.deliveredLiters)] : ['Litros solicitados', formatNumber(order.liters)],
    delivered ? ['Monto pagado', formatMoney(order.deliveredAmount)] : ['Monto a pagar', formatMoney(order.amount)],
    ['Código camión', order.truckCode ?? MISSING],
    ['Patente', order.patent ?? MISSING],
    ['Conductor', order.driver ?? MISSING],
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

/** The truck's position, re-read on the server's interval while the screen is open (the actor stops with it). */
function TruckPanel({ order, orderNumber, minutes }: { order: BulkOrderDetail; orderNumber: string; minutes: number | null }) {
  const client = useApolloClient();
  const { patent } = order;
  const logic = useMemo(() => {
    let polled = false;
    return truckTrackingMachine.provide({
      delays: { refresh: refreshDelay(minutes) },
      actors: {
        position: fromPromise<MapPoint | null, { orderNumber: string }>(async ({ input }) => {
          // the order's patent named, so the gateway locates it beside the order; the first read takes the one the
          // click asked for (its prefetch), the next ones ask again
          const read = truckRead(input.orderNumber, patent);
          const fetchPolicy = !polled && visitPolicy(client, read) === 'cache-first' ? 'cache-first' : 'network-only';
          const result = await client.query({ query: TRUCK_POSITION, variables: read.variables, fetchPolicy });
          // once answered: StrictMode's second start of the actor comes before, and takes the same read
          polled = true;
          if (result.error) throw result.error;
          return result.data?.viewer?.truckPosition ?? null;
        }),
      },
    });
  }, [client, minutes, patent]);
  const [state] = useMachine(logic, { input: { orderNumber } });
  const { truck, failed, read } = state.context;
  if (!read) return <Loading label="Buscando el camión…" />;
  if (failed && !truck) return <LoadError message={MAP_ERROR} />;
  const destination = order.location ? { lat: order.location.latitude, lng: order.location.longitude } : null;
  return (
    <section className="truck-panel" aria-label="Ubicación del camión">
      <TruckMap truck={truck ? { lat: truck.latitude, lng: truck.longitude } : null} destination={destination} />
    </section>
  );
}
