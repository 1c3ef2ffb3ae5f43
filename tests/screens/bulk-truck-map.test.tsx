import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createScreenWorld, renderScreen, type ScreenWorld } from '../support/screen';

function onRoute(world: ScreenWorld) {
  const data = world.backend.world;
  const person = data.persons.find((p) => p.email === 'cliente@demo.cl')!;
  return data.bulkOrders.find((o) => person.linked.housing.includes(o.account) && o.state === 'En Ruta')!;
}

describe('the truck map of an order En Ruta', () => {
  it("says the truck's position was not found when the backend has none", async () => {
    const world = createScreenWorld();
    const order = onRoute(world);
    // a truck the backend has no position for
    order.route = null;
    await renderScreen(`/mis-servicios/granel/pedidos/${order.orderNumber}`, { as: 'cliente@demo.cl', world });
    expect(await screen.findByText('No se ha podido encontrar la posición del camión')).toBeDefined();
    expect(screen.queryByText(/^Camión en/)).toBeNull();
  });

  it('shows the map error when the position cannot be read', async () => {
    const world = createScreenWorld();
    world.faults.fail('/housing/order_coordinates');
    const order = onRoute(world);
    await renderScreen(`/mis-servicios/granel/pedidos/${order.orderNumber}`, { as: 'cliente@demo.cl', world });
    expect(await screen.findByText('Error al cargar el mapa, por favor intente más tarde')).toBeDefined();
    // the order itself is still there
    expect(screen.getByText('Pedido en ruta')).toBeDefined();
  });
});
