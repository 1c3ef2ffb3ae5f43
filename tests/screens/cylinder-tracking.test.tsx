import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { json } from '../../fixtures/core/context';
import { CYLINDER_POLL_MS } from '../../machines/cylinder-order-tracking.machine';
import { requestWaves } from '../support/request-waves';
import { createScreenWorld, renderScreen } from '../support/screen';

/**
 * An order on its way is followed (spec 2 §2): each poll re-reads the order and its truck in one request, as the
 * screen first asked them (issue 44), and the map shows where the truck is now.
 */
const AS = 'cliente@demo.cl';

afterEach(() => {
  vi.useRealTimers();
});

describe('an order on its way, followed', () => {
  it('re-reads the order and its truck in one request at each poll, and the map follows the truck', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const world = createScreenWorld();
    const data = world.backend.world;
    const person = data.persons.find((p) => p.email === AS)!;
    const order = data.cylinderOrders.find((o) => person.linked.cylinder.includes(o.account) && o.state === 'Camino' && o.truck_code)!;
    const waves = requestWaves();
    await renderScreen(`/mis-servicios/cilindro/pedidos/${order.orderNumber}`, { as: AS, world, onRequest: waves.onRequest });
    const first = (await screen.findByText(/^El camión está /)).textContent;
    // the truck has moved far away by the next poll
    const original = world.backend.dispatch;
    world.backend.dispatch = async (request) =>
      request.path === '/cylinder/order_coordinates'
        ? json({ status: 'ok', data: { latitude: -53.16, longitude: -70.91 } })
        : original.call(world.backend, request);
    try {
      waves.restart();
      await act(() => vi.advanceTimersByTimeAsync(CYLINDER_POLL_MS));
      const moved = await screen.findByText((text) => text.startsWith('El camión está') && text !== first);
      expect(moved).toBeDefined();
      expect(waves.log().map((entry) => entry.name)).toContain('CylinderOrderDetail');
      expect(
        waves.log().filter((entry) => entry.name !== 'UnreadNotifications' && entry.name !== 'CheckCylinderNotifications'),
      ).toHaveLength(1);
    } finally {
      world.backend.dispatch = original;
    }
  });
});
