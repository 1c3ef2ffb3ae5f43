import type { ApolloClient } from '@apollo/client';
import type { CylinderOrderState } from '../../gql/graphql';
import { navigationHint } from '../../shared/navigation-hint';
import { screenRead } from '../../shared/screen-reads';
import { CYLINDER_ORDER_DETAIL, CYLINDER_ORDER_HINT } from './api';

interface OrderHint {
  truckCode: string | null;
  following: boolean;
}

const OVER: readonly CylinderOrderState[] = ['ENTREGADO', 'ANULADO'];

/** Per order, the hint of the navigation that first gave one: the prefetch's, which the screen then asks with too. */
const given = navigationHint<OrderHint | null>();

/**
 * What the client already holds of the order (the orders list it showed, in the cache): its truck, which the gateway
 * checks beside the order (issue 44), and whether the map may show: an order known to be over (delivered or
 * cancelled, states it never leaves) asks for no truck and no address placed. Unknown (a reload): followed, without a
 * truck named.
 */
function orderHint(client: ApolloClient, orderNumber: string): OrderHint {
  const kept = given.peek(orderNumber, null);
  if (kept) return kept;
  const id = client.cache.identify({ __typename: 'CylinderOrder', orderNumber });
  const known = id ? client.cache.readFragment({ id, fragment: CYLINDER_ORDER_HINT }) : null;
  const hint = known
    ? { truckCode: known.state === 'CAMINO' ? known.truckCode : null, following: !OVER.includes(known.state) }
    : { truckCode: null, following: true };
  return given.fix(orderNumber, hint) ?? hint;
}

/** The order's detail as its screen and its prefetch ask it: the same variables, so one joins the other. */
export function orderDetailRead(client: ApolloClient, orderNumber: string, clientCode: string | null) {
  return screenRead(CYLINDER_ORDER_DETAIL, { orderNumber, clientCode, ...orderHint(client, orderNumber) });
}
