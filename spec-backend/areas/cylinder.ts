/**
 * Cylinders (spec 2 §2 Cilindros, §3 Cylinder order, Cylinder price, §7): the person's orders, one order, the truck,
 * cancel and delay claims, and today's prices per commune. The cylinder service list carries no client code
 * (spec 2 §3), so wherever a payload asks for client_cod this backend takes the client code or the client_id.
 */
import { HttpError, empty, list, ok, post, type AuthContext, type Routes } from '../kit';
import { addressLine, mine, myCylinder, regionName } from '../owned';
import { findCommune } from '../places';
import type { CylinderClient, CylinderOrder } from '../records';
import { cancelled, cancelRefusal, claimDelay } from '../order-actions';

const DESCRIPTIONS: Record<CylinderOrder['state'], string> = {
  Camino: 'Pedido en camino',
  Entregado: 'Pedido entregado',
  Anulado: 'Pedido anulado',
  Problema: 'Pedido con problema de entrega',
};

function orderView(order: CylinderOrder, client: CylinderClient) {
  const a = client.address;
  return {
    orderNumber: order.orderNumber,
    creationDateTime: `${order.created_date}T${order.created_time}:00`,
    scheduledDate: order.scheduledDate,
    scheduledTime: order.scheduledTime,
    actuallyDeliveredDate: order.actuallyDeliveredDate,
    amount: order.units.reduce((sum, unit) => sum + unit.monto_total_prod, 0),
    state: order.state,
    descriptionCode: DESCRIPTIONS[order.state],
    truck_code: order.truck_code,
    clientCode: client.client_cod ?? String(client.client_id),
    address: addressLine(a),
    street: a.street,
    number: a.number,
    block: a.block,
    dept: a.dept,
    location: a.location,
    comune: a.comune,
    region: regionName(a.region_cod),
    quantityUnits: order.units,
    cancel_order: order.cancel_order,
    claimDelay: order.claimDelay,
    hasClaim: order.hasClaim,
    is_canceled: order.is_canceled,
  };
}

function myOrder(context: AuthContext, number: string, code: string | null): { order: CylinderOrder; client: CylinderClient } {
  const clients = code ? [myCylinder(context, code)] : mine(context).cylinders;
  for (const client of clients) {
    const order = client.orders.find((o) => o.orderNumber === number);
    if (order) return { order, client };
  }
  throw new HttpError(403, 'No tienes acceso a este pedido.');
}

/** Prices of the day by format; the regions away from Santiago pay a freight. */
const FORMATS: Array<[string, string, number]> = [
  ['05', 'Cilindro 5 kg', 11990],
  ['11', 'Cilindro 11 kg', 19990],
  ['15', 'Cilindro 15 kg', 25990],
  ['45', 'Cilindro 45 kg', 73990],
];

export const routes: Routes = {
  '/cylinder/order_search': post((c) => {
    const orders = mine(c)
      .cylinders.flatMap((client) => client.orders.map((order) => orderView(order, client)))
      .sort((a, b) => b.creationDateTime.localeCompare(a.creationDateTime));
    return list(orders, 'No registras pedidos de cilindros.');
  }),

  '/cylinder/order_detail': post((c) => {
    const { order, client } = myOrder(c, c.payload.text('order_number'), c.payload.optText('client_cod'));
    return ok(orderView(order, client));
  }),

  '/cylinder/order_coordinates': post((c) => {
    const truck = c.payload.text('truck_code');
    const found = mine(c)
      .cylinders.flatMap((client) => client.orders)
      .find((order) => order.truck_code === truck && order.truck && order.state === 'Camino');
    if (!found?.truck) return empty('No se ha podido encontrar la posición del camión');
    return ok({ longitude: found.truck.longitude, latitude: found.truck.latitude });
  }),

  '/cylinder/order_cancel': post((c) => {
    const { order } = myOrder(c, c.payload.text('order_number'), null);
    const refusal = cancelRefusal(order);
    if (refusal) return refusal;
    order.state = 'Anulado';
    order.claimDelay = false;
    order.truck = null;
    return cancelled(order, c.payload.optText('comment'));
  }),

  '/cylinder/claim': post((c) => {
    const { order } = myOrder(c, c.payload.text('order_number'), c.payload.text('client_cod'));
    return claimDelay(order, c.payload.optText('commentary'));
  }),

  '/cylinder/get_prices': post((c) => {
    myCylinder(c, c.payload.text('client_cod'));
    const found = findCommune(c.payload.text('comuna'));
    if (!found) return empty('No hay precios disponibles para la comuna indicada.');
    const freight = found.region.code === '13' ? 0 : 900;
    return ok(FORMATS.map(([type_code, type, price]) => ({ type_code, type, price: price + freight })));
  }),
};
