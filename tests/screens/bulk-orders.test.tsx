import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createScreenWorld, renderScreen, type ScreenWorld } from '../support/screen';

const DAY_MS = 24 * 3600_000;
/** how many days before now an order was placed */
const ageInDays = (o: { placedAt: number }) => (Date.now() - o.placedAt) / DAY_MS;

function cliente(world: ScreenWorld) {
  const data = world.backend.world;
  const person = data.persons.find((p) => p.email === 'cliente@demo.cl')!;
  const first = data.accounts.find((a) => a.id === person.linked.housing[0])!;
  const orders = data.bulkOrders.filter((o) => o.account === first.id);
  return { first, orders };
}

const table = async () => (await screen.findAllByRole('row')).slice(1);

describe('/mis-servicios/granel/pedidos', () => {
  it("lists the first client's orders of the last month, without the address, each with the actions its flags allow", async () => {
    const world = createScreenWorld();
    await renderScreen('/mis-servicios/granel/pedidos', { as: 'cliente@demo.cl', world });
    const { orders } = cliente(world);
    const recent = orders.filter((o) => ageInDays(o) <= 30);
    await waitFor(async () => expect(await table()).toHaveLength(recent.length));
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).not.toContain('Dirección');
    const cancellable = recent.find((o) => o.cancellable)!;
    const row = (await table()).find((r) => r.textContent?.includes(cancellable.orderNumber))!;
    expect(within(row).getByRole('button', { name: 'Anular' })).toBeDefined();
    expect(within(row).getByRole('link', { name: `Ver Detalle del pedido ${cancellable.orderNumber}` })).toBeDefined();
  });

  it('finds one order by number with its address, and cancels it with an observation', async () => {
    const world = createScreenWorld();
    const { orders } = cliente(world);
    const target = orders.find((o) => o.cancellable)!;
    const { user } = await renderScreen('/mis-servicios/granel/pedidos', { as: 'cliente@demo.cl', world });
    await user.type(await screen.findByLabelText('N° de pedido'), target.orderNumber);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(async () => expect(await table()).toHaveLength(1));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Dirección');
    await user.click(screen.getByRole('button', { name: 'Anular' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Anular pedido' }));
    await user.type(screen.getByLabelText('Observación (opcional)'), '  cambio de planes ');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Se ha enviado la solicitud de anulación del pedido.')).toBeDefined();
    expect(world.backend.world.bulkOrders.find((o) => o.orderNumber === target.orderNumber)!.cancelReason).toBe('cambio de planes');
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lists orders the backend sent without their number with a dash and no actions, and every other order as itself (issue 37)', async () => {
    const world = createScreenWorld();
    const { orders } = cliente(world);
    const recent = orders.filter((o) => ageInDays(o) <= 30);
    expect(recent.length).toBeGreaterThanOrEqual(3);
    const [first, second, ...numbered] = recent;
    // two orders without their number: neither may show 'undefined', take the other's place, or offer an action
    for (const o of [first!, second!]) delete (o as { orderNumber?: string }).orderNumber;
    await renderScreen('/mis-servicios/granel/pedidos', { as: 'cliente@demo.cl', world });
    await waitFor(async () => expect(await table()).toHaveLength(recent.length));
    const rows = await table();
    expect(document.body.textContent).not.toContain('undefined');
    for (const o of numbered) {
      const own = rows.filter((r) => r.textContent?.includes(o.orderNumber));
      expect(own).toHaveLength(1);
      expect(within(own[0]!).getByRole('link', { name: `Ver Detalle del pedido ${o.orderNumber}` })).toBeDefined();
    }
    const numberless = rows.filter((r) => !numbered.some((o) => r.textContent?.includes(o.orderNumber)));
    expect(numberless).toHaveLength(2);
    for (const row of numberless) {
      expect(within(row).queryByRole('link')).toBeNull();
      expect(within(row).queryByRole('button')).toBeNull();
      expect(row.querySelectorAll('td')[1]!.textContent).toContain('–');
    }
    // each is its own order, not a copy of the other: their litres are the world's, in the list's order
    const liters = numberless.map((r) => r.querySelectorAll('td')[2]!.textContent);
    expect(liters).toEqual([first!, second!].map((o) => expect.stringContaining(o.liters.toLocaleString('es-CL'))));
  });

  it('shows the server message when no order has that number', async () => {
    const world = createScreenWorld();
    const { user } = await renderScreen('/mis-servicios/granel/pedidos', { as: 'cliente@demo.cl', world });
    await user.type(await screen.findByLabelText('N° de pedido'), '1');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('No se encontró el pedido N° 1')).toBeDefined();
  });
});

describe('/mis-servicios/granel/pedidos/{id}', () => {
  it("offers 'Anular pedido' on an order whose cancellation was asked for, and then says so without sending (spec 2 §2)", async () => {
    const world = createScreenWorld();
    const target = cliente(world).orders.find((o) => o.cancellable)!;
    target.cancelReason = 'ya no lo necesito';
    const { user } = await renderScreen(`/mis-servicios/granel/pedidos/${target.orderNumber}`, { as: 'cliente@demo.cl', world });
    await user.click(await screen.findByRole('button', { name: 'Anular pedido' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ya solicitaste anular este pedido')).toBeDefined();
    expect(within(dialog).queryByLabelText('Observación (opcional)')).toBeNull();
  });

  it('shows a delivered order with its delivered values and the steps all reached', async () => {
    const world = createScreenWorld();
    const delivered = cliente(world).orders.find((o) => o.state === 'Entregado')!;
    await renderScreen(`/mis-servicios/granel/pedidos/${delivered.orderNumber}`, { as: 'cliente@demo.cl', world });
    expect(await screen.findByText('Litros entregados')).toBeDefined();
    expect(screen.queryByText('Litros solicitados')).toBeNull();
    const steps = within(screen.getByRole('list', { name: 'Estado del pedido' })).getAllByRole('listitem');
    expect(steps.every((s) => s.className.includes('reached'))).toBe(true);
  });

  it('claims a delay on the order En Ruta, then asks again before a second claim', async () => {
    const world = createScreenWorld();
    const onRoute = cliente(world).orders.find((o) => o.state === 'En Ruta')!;
    const { user } = await renderScreen(`/mis-servicios/granel/pedidos/${onRoute.orderNumber}`, { as: 'cliente@demo.cl', world });
    expect(await screen.findByText(/^El camión está /)).toBeDefined();
    await user.click(await screen.findByRole('button', { name: 'Reclamar Retraso' }));
    const dialog = await screen.findByRole('dialog');
    if (within(dialog).queryByRole('button', { name: 'Sí' })) await user.click(within(dialog).getByRole('button', { name: 'Sí' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar reclamo' }));
    expect(await screen.findByText('Informaremos al área de despacho para que tu pedido llegue a la brevedad')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(world.backend.world.bulkOrders.find((o) => o.orderNumber === onRoute.orderNumber)!.claims).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Reclamar Retraso' }));
    expect(await screen.findByText('Ya hemos recibido un reclamo asociado a este pedido. ¿Deseas enviar uno nuevamente?')).toBeDefined();
  });

  it("refuses another person's order", async () => {
    const world = createScreenWorld();
    const data = world.backend.world;
    const person = data.persons.find((p) => p.email === 'cliente@demo.cl')!;
    const theirs = data.bulkOrders.find((o) => !person.linked.housing.includes(o.account))!;
    await renderScreen(`/mis-servicios/granel/pedidos/${theirs.orderNumber}`, { as: 'cliente@demo.cl', world });
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(screen.queryByText('Dirección')).toBeNull();
  });
});
