import type { BackendCylinderOrder } from '../backend/contract';
import { regionName } from './region-name';
import { gatewayError } from '../backend/client';
import { unlessNotProvided } from '../backend/not-provided';
import { requireSession, type GatewayContext } from '../context';
import type { Resolvers } from '../generated/resolvers';
import { DEFAULT_ORDER_PERIOD, mapTruckPosition, observation, ORDER_PERIODS, orderActionPayload } from '../mappers/bulk';
import {
  CYLINDER_FORMATS,
  filterOrders,
  mapCylinderDiscount,
  mapCylinderOrder,
  mapCylinderPrice,
  MAX_CYLINDER_UNITS,
} from '../mappers/cylinder';
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
async function serviceOf({ backend }: GatewayContext, clientCode: string) {
  const answer = await backend.call('/bussines_line/cylinder/list', {});
  const services = answer.status === 'ok' ? (answer.data ?? []) : [];
  return services.find((s) => String(s.client_cod) === clientCode) ?? null;
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
  return answer.status === 'ok' && answer.data ? answer.data : null;
}

/** Cylinders for persons (spec 2 §2, §7). The backend refuses an order or client that is not the caller's. */
export const cylinderResolvers: Resolvers = {
  Viewer: {
    cylinderOrders: async (_, { days, orderNumber }, { backend }) => {
      const number = (orderNumber ?? '').trim().slice(0, MAX_LENGTH.orderNumber);
      const period = (ORDER_PERIODS as readonly number[]).includes(days ?? 0) ? (days as number) : DEFAULT_ORDER_PERIOD;
      const answer = await backend.call('/cylinder/order_search', {});
      if (answer.status === 'error') throw gatewayError('BACKEND_UNAVAILABLE', answer.message ?? 'No fue posible obtener los pedidos');
      const all = answer.status === 'ok' ? (answer.data ?? []).map(mapCylinderOrder) : [];
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
    cylinderTruckPosition: async (_, { orderNumber, clientCode }, context) => {
      // through the order, so only the caller's own truck is ever located
      const order = await detail(context, orderNumber, clientCode);
      const truck = order?.truck_code?.trim();
      if (!truck) return null;
      return mapTruckPosition(await context.backend.call('/cylinder/order_coordinates', { truck_code: truck }));
    },
    cylinderPrices: async (_, { clientCode }, context) => {
      const code = required(clientCode, 'El cliente');
      const service = await serviceOf(context, code);
      if (!service) throw gatewayError('FORBIDDEN', 'El cliente no está asociado a la cuenta');
      const [answer, region] = await Promise.all([
        context.backend.call('/cylinder/get_prices', { client_cod: code, comuna: service.client_city }),
        regionName(context.backend, service.client_region_cod, 'code').then((name) => name ?? service.client_region_cod),
      ]);
      if (answer.status === 'error') throw gatewayError('BACKEND_UNAVAILABLE', answer.message ?? 'No fue posible obtener los precios');
      const prices = answer.status === 'ok' ? (answer.data ?? []).map(mapCylinderPrice) : [];
      return { prices, city: service.client_city, region, emptyMessage: prices.length ? null : (answer.message ?? null) };
    },
    cylinderDiscounts: async (_, { clientCode }, { backend }) => {
      // a backend without discounts shows the prices without them (gateway/backend/chosen-paths.ts)
      const answer = await unlessNotProvided(backend.call('/cylinder/get_discounts', { client_cod: required(clientCode, 'El cliente') }), {
        status: 'empty' as const,
      });
      if (answer.status === 'error') throw gatewayError('BACKEND_UNAVAILABLE', answer.message ?? 'No fue posible obtener los descuentos');
      const discounts = answer.status === 'ok' ? (answer.data ?? []).map(mapCylinderDiscount) : [];
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
      return orderActionPayload(answer);
    },
    claimCylinderOrder: async (_, { orderNumber, comment }, context) => {
      requireSession(context);
      const order_number = orderNumberOf(orderNumber);
      // the claim names the order's client: read it from the order, never from the caller
      const order = await detail(context, order_number, null);
      if (!order) return { outcome: 'FAILED', message: null };
      const answer = await context.backend.call('/cylinder/claim', {
        order_number,
        client_cod: String(order.clientCode),
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
