import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { paths } from '../../client/shared/paths';
import { requestWaves, type RequestWaves } from '../support/request-waves';
import { createScreenWorld, renderScreen, type ScreenWorld } from '../support/screen';
import { speakingSpec } from '../support/spec-speaking';

/**
 * Cilindro's order detail and prices in one GraphQL round trip (issue 44), counted without a clock
 * (request-waves.ts): by URL, the order (with its truck) goes out beside the area's list, not after it; by a click,
 * the order's truck and the service's commune the app already holds are named, and the gateway checks them beside
 * the lookups that would have found them: a stale one is set aside for the backend's own.
 */
const AS = 'cliente@demo.cl';
const SHELL_READS = ['AppConfig', 'Shell', 'CheckCylinderNotifications', 'UnreadNotifications'];

function cliente(world: ScreenWorld) {
  const data = world.backend.world;
  const person = data.persons.find((p) => p.email === AS)!;
  const orders = data.cylinderOrders.filter((o) => person.linked.cylinder.includes(o.account));
  const account = (id: number) => data.accounts.find((a) => a.id === id)!;
  return { orders, account };
}

const settled = () =>
  waitFor(() => expect(screen.queryAllByRole('status').filter((status) => /Cargando/.test(status.textContent ?? ''))).toEqual([]));
const own = (waves: RequestWaves) => waves.log().filter((entry) => !SHELL_READS.includes(entry.name));

/** Clicks `link` once what was on screen has settled; the requests the click sent. */
async function click(waves: RequestWaves, link: HTMLElement) {
  await settled();
  waves.restart();
  let sentAtClick: string[] = [];
  const atClick = () => (sentAtClick = waves.log().map((entry) => entry.name));
  document.addEventListener('click', atClick);
  fireEvent.click(link);
  document.removeEventListener('click', atClick);
  return sentAtClick;
}

describe('an order on its way', () => {
  it('by URL: the order and its truck beside the area’s list, in one round trip', async () => {
    const world = createScreenWorld();
    const { orders, account } = cliente(world);
    const order = orders.find((o) => o.state === 'Camino' && o.truck_code)!;
    const waves = requestWaves();
    await renderScreen(`/mis-servicios/cilindro/pedidos/${order.orderNumber}?cliente=${account(order.account).client_cod}`, {
      as: AS,
      world,
      onRequest: waves.onRequest,
    });
    expect(await screen.findByText(/^El camión está /)).toBeDefined();
    await settled();
    expect(
      own(waves)
        .map((entry) => entry.name)
        .sort(),
    ).toEqual(['CylinderClients', 'CylinderOrderDetail']);
    expect(new Set(own(waves).map((entry) => entry.wave)).size).toBe(1);
  });

  it('by a click on the list: one request at the click, the truck the list holds checked beside the order', async () => {
    const world = createScreenWorld();
    const { orders } = cliente(world);
    const order = orders.find((o) => o.state === 'Camino' && o.truck_code)!;
    const listed = order.truck_code!;
    const waves = requestWaves();
    await renderScreen(`${paths.cylinder.orders}?pedido=${order.orderNumber}`, { as: AS, world, onRequest: waves.onRequest });
    const link = await screen.findByRole('link', { name: `Ver Detalle del pedido ${order.orderNumber}` });
    // the truck changed since the list was read: the list's is asked beside the order, then the order's own
    order.truck_code = 'CIL-999';
    const located = speakingSpec(world.backend, '/cylinder/order_coordinates');
    try {
      expect(await click(waves, link)).toEqual(['CylinderOrderDetail']);
      expect(await screen.findByText(/^El camión está /)).toBeDefined();
      await settled();
      expect(waves.log().map((entry) => entry.name)).toEqual(['CylinderOrderDetail']);
      expect(located.bodies.map((body) => body.truck_code)).toEqual([listed, 'CIL-999']);
    } finally {
      located.restore();
    }
  });

  it('by a click on a delivered order: one request, no truck asked', async () => {
    const world = createScreenWorld();
    const order = cliente(world).orders.find((o) => o.state === 'Entregado')!;
    const waves = requestWaves();
    await renderScreen(`${paths.cylinder.orders}?pedido=${order.orderNumber}`, { as: AS, world, onRequest: waves.onRequest });
    const link = await screen.findByRole('link', { name: `Ver Detalle del pedido ${order.orderNumber}` });
    const located = speakingSpec(world.backend, '/cylinder/order_coordinates');
    try {
      expect(await click(waves, link)).toEqual(['CylinderOrderDetail']);
      expect(await screen.findByText('Monto Pagado')).toBeDefined();
      await settled();
      expect(waves.log().map((entry) => entry.name)).toEqual(['CylinderOrderDetail']);
      expect(screen.queryByRole('region', { name: 'Ubicación del camión' })).toBeNull();
      expect(located.bodies).toEqual([]);
    } finally {
      located.restore();
    }
  });
});

describe('Precios', () => {
  it('by a click on its tab: one request at the click, the commune the list holds checked beside the list', async () => {
    const world = createScreenWorld();
    const { orders, account } = cliente(world);
    const service = account(orders[0]!.account);
    const listed = service.city;
    const waves = requestWaves();
    await renderScreen(`${paths.cylinder.discounts}?cliente=${service.client_cod}`, { as: AS, world, onRequest: waves.onRequest });
    const tab = await screen.findByRole('link', { name: 'Precios' });
    // the service moved since the list was read: the list's commune is asked beside the list, then the service's own
    service.city = 'Valdivia';
    const priced = speakingSpec(world.backend, '/cylinder/get_prices');
    try {
      expect(await click(waves, tab)).toEqual(['CylinderPrices']);
      expect(await screen.findByRole('heading', { name: /^Valor de productos para hoy .* en Valdivia,/ })).toBeDefined();
      await settled();
      expect(waves.log().map((entry) => entry.name)).toEqual(['CylinderPrices']);
      expect(priced.bodies.map((body) => body.comuna)).toEqual([listed, 'Valdivia']);
    } finally {
      priced.restore();
    }
  });
});
