import type { BackendCylinderOrder, BackendServiceAccount } from '../backend/contract';
import { readList } from '../backend/forms';
import { regionName } from './region-name';
import { okRows } from './services';
import { gatewayError } from '../backend/client';
import { askWithGuess } from './guessed-call';
import { unlessNotProvided } from '../backend/not-provided';
import { requireSession, type GatewayContext } from '../context';
import type { Resolvers } from '../generated/resolvers';
import { DEFAULT_ORDER_PERIOD, mapTruckPosition, observation, ORDER_PERIODS, orderActionPayload } from '../mappers/bulk';
import {
  CYLINDER_FORMATS,
  filterOrders,
  mapCylinderDiscounts,
  mapCylinderOrder,
  mapCylinderOrders,
  mapCylinderPrices,
  MAX_CYLINDER_UNITS,
} from '../mappers/cylinder';
import { alreadyAsked, idOf, serviceCode, textOf } from '../mappers/services';
import { MAX_LENGTH } from '../../machines/rules/limits';
import { chileDay } from '../../machines/rules/chile-time';

function required(value: string, what: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw gatewayError('BAD_USER_INPUT', `${what} es obligatorio`);
  return trimmed;
}

function orderNumberOf(value: string): string {
  const number = required(value, 'El pedido');
  if (number.length > MAX_LENGTH.orderNumber) throw gatewayError('BAD_USER_INPUT', 'El número de pedido es demasiado largo');
  return number;
}

/** One of the viewer's cylinder services by its client code; the backend refuses the code later if it is not theirs. */
async function serviceOf({ backend }: GatewayContext, clientCode: string): Promise<BackendServiceAccount | null> {
  const answer = await backend.call('/bussines_line/cylinder/list', {});
  const services = answer.status === 'ok' ? readList<BackendServiceAccount>(answer.data) : [];
  // its code: client_cod, else client_id (spec 2 §3's cylinder service has no client_cod)
  return services.find((s) => s && typeof s === 'object' && serviceCode(s) === clientCode) ?? null;
}

/** The order as the backend details it: the client code the caller knows, else none (the backend checks the order is theirs). */
async function detail(
  { backend }: GatewayContext,
  orderNumber: string,
  clientCode: string | null | undefined,
): Promise<BackendCylinderOrder | null> {
  const answer = await backend.call('/cylinder/order_detail', {
    client_cod: (clientCode ?? '').trim(),
    order_number: orderNumberOf(orderNumber),
  });
  return answer.status === 'ok' && answer.data && typeof answer.data === 'object' ? answer.data : null;
}

/** Cylinders for persons (spec 2 §2, §7). The backend refuses an order or client that is not the caller's. */
export const cylinderResolvers: Resolvers = {
  Viewer: {
    cylinderOrders: async (_, { days, orderNumber }, { backend }) => {
      const number = (orderNumber ?? '').trim().slice(0, MAX_LENGTH.orderNumber);
      const period = (ORDER_PERIODS as readonly number[]).includes(days ?? 0) ? (days as number) : DEFAULT_ORDER_PERIOD;
      const answer = await backend.call('/cylinder/order_search', {});
      if (answer.status === 'error') throw gatewayError('BACKEND_UNAVAILABLE', answer.message ?? 'No fue posible obtener los pedidos');
      const all = mapCylinderOrders(okRows(answer, '/cylinder/order_search'));
      const today = chileDay();
      return {
        orders: filterOrders(all, { days: period, orderNumber: number }, today),
        emptyMessage: all.length ? null : (answer.message ?? null),
      };
    },
    cylinderOrder: async (_, { orderNumber, clientCode }, context) => {
      const order = await detail(context, orderNumber, clientCode);
      return order ? mapCylinderOrder(order) : null;
    },
    cylinderTruckPosition: async (_, { orderNumber, clientCode, truckCode }, context) => {
      // through the order, so only the caller's own truck is ever located: a hinted truck is answered only when the
      // order names it
      const truck = detail(context, orderNumber, clientCode).then((order) => (order ? idOf(order.truck_code) : null));
      const answer = await askWithGuess(textOf(truckCode), truck, (code) =>
        code ? context.backend.call('/cylinder/order_coordinates', { truck_code: code }) : Promise.resolve(null),
      );
      return answer && mapTruckPosition(answer);
    },
    cylinderPrices: async (_, { clientCode, commune }, context) => {
      const code = required(clientCode, 'El cliente');
      // the regions are reference data: asked now, so naming the service's region waits for no call of its own
      context.backend.callReference('/regions', {}).catch(() => undefined);
      const service = serviceOf(context, code).then((found) => {
        if (!found) throw gatewayError('FORBIDDEN', 'El cliente no está asociado a la cuenta');
        return found;
      });
      const city = service.then((found) => textOf(found.client_city));
      // the commune the client holds, asked beside the list that names the service's own
      const answer = await askWithGuess(textOf(commune), city, (comuna) =>
        context.backend.call('/cylinder/get_prices', { client_cod: code, comuna: comuna ?? '' }),
      );
      const region = await regionName(context.backend, textOf((await service).client_region_cod), 'code');
      if (answer.status === 'error') throw gatewayError('BACKEND_UNAVAILABLE', answer.message ?? 'No fue posible obtener los precios');
      const prices = mapCylinderPrices(okRows(answer, '/cylinder/get_prices'));
      return { prices, city: await city, region, emptyMessage: prices.length ? null : (answer.message ?? null) };
    },
    cylinderDiscounts: async (_, { clientCode }, { backend }) => {
      // a backend without discounts shows the prices without them (gateway/backend/chosen-paths.ts)
      const answer = await unlessNotProvided(backend.call('/cylinder/get_discounts', { client_cod: required(clientCode, 'El cliente') }), {
        status: 'empty' as const,
      });
      if (answer.status === 'error') throw gatewayError('BACKEND_UNAVAILABLE', answer.message ?? 'No fue posible obtener los descuentos');
      const discounts = mapCylinderDiscounts(okRows(answer, '/cylinder/get_discounts'));
      return { discounts, emptyMessage: discounts.length ? null : (answer.message ?? null) };
    },
  },
  CylinderOrder: {
    // the mapper leaves the backend's region code here, as the bulk orders' does
    region: (order, _, { backend }) => regionName(backend, order.region, 'code'),
    // a cylinder order comes without coordinates (spec 2 §3): the maps service places its address (spec 2 §7)
    location: async (order, _, { backend, geocoder }) => {
      if (order.location || !order.streetAddress || !geocoder) return order.location;
      const region = await regionName(backend, order.region, 'null');
      return geocoder([order.streetAddress, order.commune, region, 'Chile'].filter(Boolean).join(', '));
    },
  },
  Mutation: {
    cancelCylinderOrder: async (_, { orderNumber, comment }, context) => {
      requireSession(context);
      const answer = await context.backend.call('/cylinder/order_cancel', {
        order_number: orderNumberOf(orderNumber),
        ...observation('comment', comment),
        business: '0',
      });
      // asked already: status duplicated, or an error that says so in the spec's words ('Ya solicitaste anular este pedido')
      return orderActionPayload(answer.status === 'error' && alreadyAsked(answer.message) ? { ...answer, status: 'duplicated' } : answer);
    },
    claimCylinderOrder: async (_, { orderNumber, comment }, context) => {
      requireSession(context);
      const order_number = orderNumberOf(orderNumber);
      // the claim names the order's client: read it from the order, never from the caller
      const order = await detail(context, order_number, null);
      const clientCode = order ? idOf(order.clientCode) : null;
      if (!clientCode) return { outcome: 'FAILED', message: null };
      const answer = await context.backend.call('/cylinder/claim', {
        order_number,
        client_cod: clientCode,
        ...observation('commentary', comment),
      });
      return orderActionPayload(answer);
    },
    placeCylinderOrderInDemo: async (_, { clientCode, units }, context) => {
      requireSession(context);
      if (context.config.dataSource !== 'fixtures')
        return { ok: false, message: 'El portal de demostración no existe con este backend', orderNumber: null };
      const chosen = units.filter((u) => u.quantity > 0);
      const valid =
        chosen.length > 0 &&
        new Set(chosen.map((u) => u.typeCode)).size === chosen.length &&
        chosen.every(
          (u) =>
            (CYLINDER_FORMATS as readonly string[]).includes(u.typeCode) &&
            Number.isInteger(u.quantity) &&
            u.quantity <= MAX_CYLINDER_UNITS,
        );
      if (!valid) throw gatewayError('BAD_USER_INPUT', `Elige entre 1 y ${MAX_CYLINDER_UNITS} cilindros de cada formato`);
      const answer = await context.backend.call('/sandbox/cylinder/place_order', {
        client_cod: required(clientCode, 'El cliente'),
        units: chosen.map((u) => ({ type_code: u.typeCode, quantity: u.quantity })),
      });
      return { ok: answer.status === 'ok', message: answer.message ?? null, orderNumber: answer.data?.order_number ?? null };
    },
  },
};
