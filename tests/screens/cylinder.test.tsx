import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createScreenWorld, currentPath, renderScreen, type ScreenWorld } from '../support/screen';
import { GEOCODER_PATH } from '../../fixtures/backend';
import { speakingSpec } from '../support/spec-speaking';
import { OUTSIDE_PLAN } from '../../client/shared/map/messages';

const DAY_MS = 24 * 3600_000;
/** how many days before now an order was placed */
const ageInDays = (o: { placedAt: number }) => (Date.now() - o.placedAt) / DAY_MS;

afterEach(() => vi.restoreAllMocks());

const AS = { as: 'cliente@demo.cl' };

function cliente(world: ScreenWorld) {
  const data = world.backend.world;
  const person = data.persons.find((p) => p.email === 'cliente@demo.cl')!;
  const account = data.accounts.find((a) => a.id === person.linked.cylinder[0])!;
  const orders = data.cylinderOrders.filter((o) => o.account === account.id);
  return { person, account, orders, data };
}

const rows = async () => (await screen.findAllByRole('row')).slice(1);

describe('/mis-servicios/cilindro/realizar-pedidos', () => {
  it("posts service type EN and the user's phone to the cylinder ordering portal, one card per service", async () => {
    const posted: Array<{ action: string; target: string; fields: Record<string, string> }> = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      posted.push({
        action: new URL(this.action).pathname,
        target: this.target,
        fields: Object.fromEntries([...this.querySelectorAll('input')].map((i) => [i.name, i.value])),
      });
    });
    const world = createScreenWorld();
    const { person, account } = cliente(world);
    const { user } = await renderScreen('/mis-servicios/cilindro/realizar-pedidos', { ...AS, world });
    const buttons = await screen.findAllByRole('button', { name: 'Realizar pedido' });
    expect(buttons).toHaveLength(person.linked.cylinder.length);
    expect(screen.getByText(new RegExp(`Cliente ${account.client_cod}`))).toBeDefined();
    await user.click(buttons[0]!);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      action: '/demo/portal-cilindros/pedidos/cilindro/info-cliente-sap-sucursal',
      target: '_blank',
      fields: { tipo_servicio: 'EN', telefono: person.phone },
    });
  });

  it("says 'No existen clientes asociados' to a person without cylinder services", async () => {
    await renderScreen('/mis-servicios/cilindro/realizar-pedidos', { as: 'vecino@demo.cl' });
    expect(await screen.findByText('No existen clientes asociados')).toBeDefined();
  });

  it('shows Reintentar when the services cannot be read, and the cards once they can', async () => {
    const world = createScreenWorld();
    world.faults.fail('/bussines_line/cylinder/list');
    const { user } = await renderScreen('/mis-servicios/cilindro/realizar-pedidos', { ...AS, world });
    const area = await screen.findByRole('region', { name: 'Cilindro' });
    expect(await within(area).findByRole('alert')).toBeDefined();
    world.faults.clear();
    await user.click(within(area).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findAllByRole('button', { name: 'Realizar pedido' })).toHaveLength(1);
  });

  it('hides the tab whose flag is off, and leaves its route', async () => {
    await renderScreen('/mis-servicios/cilindro/descuentos', {
      ...AS,
      env: { FEATURE_FLAGS: JSON.stringify({ cilindro_descuentos: false }) },
    });
    await waitFor(() => expect(currentPath()).toBe('/mis-servicios'));
  });
});

describe('/mis-servicios/cilindro/precios', () => {
  it("titles today's prices with the service's city and region, lists the four formats and links the discount chat", async () => {
    const world = createScreenWorld();
    const { account } = cliente(world);
    await renderScreen('/mis-servicios/cilindro/precios', { ...AS, world });
    const title = await screen.findByRole('heading', { name: /^Valor de productos para hoy \d{2}-\d{2}-\d{4} en / });
    expect(title.textContent).toContain(`en ${account.city}, `);
    expect(title.textContent).not.toMatch(/, \d+$/); // the region's name, not its code
    expect((await rows()).map((r) => r.textContent)).toEqual([
      expect.stringContaining('Cilindro 5 kg'),
      expect.stringContaining('Cilindro 11 kg'),
      expect.stringContaining('Cilindro 15 kg'),
      expect.stringContaining('Cilindro 45 kg'),
    ]);
    const banner = screen.getByRole('link', { name: /descuento en tu cilindro/ });
    expect(banner.getAttribute('href')).toBe('/demo/chat');
    expect(banner.getAttribute('target')).toBe('_blank');
  });

  it("shows the server's message when there are no prices", async () => {
    const world = createScreenWorld();
    world.backend.world.cylinderPrices.length = 0;
    await renderScreen('/mis-servicios/cilindro/precios', { ...AS, world });
    expect(await screen.findByText('No hay precios disponibles para tu comuna')).toBeDefined();
  });

  it('keeps the tabs and the banner when the prices fail, with Reintentar', async () => {
    const world = createScreenWorld();
    world.faults.fail('/cylinder/get_prices');
    const { user } = await renderScreen('/mis-servicios/cilindro/precios', { ...AS, world });
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(screen.getByRole('link', { name: /descuento en tu cilindro/ })).toBeDefined();
    world.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await rows()).toHaveLength(4);
  });
});

describe('/mis-servicios/cilindro/descuentos', () => {
  it("lists the service's discounts, with or without an end date", async () => {
    await renderScreen('/mis-servicios/cilindro/descuentos', AS);
    const list = await rows();
    expect(list).toHaveLength(2);
    expect(list[0]!.textContent).toContain('$2.000');
    expect(list[1]!.textContent).toContain('Sin fecha de término');
  });

  it("shows the server's message without discounts, and Reintentar when they fail", async () => {
    const world = createScreenWorld();
    world.backend.world.cylinderDiscounts.length = 0;
    await renderScreen('/mis-servicios/cilindro/descuentos', { ...AS, world });
    expect(await screen.findByText('No tienes descuentos vigentes')).toBeDefined();

    const failing = createScreenWorld();
    failing.faults.fail('/cylinder/get_discounts');
    await renderScreen('/mis-servicios/cilindro/descuentos', { ...AS, world: failing });
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeDefined();
  });
});

describe('/mis-servicios/cilindro/pedidos', () => {
  it('lists the orders of the last month, newest first, with the actions their flags allow and no address', async () => {
    const world = createScreenWorld();
    const { orders } = cliente(world);
    const recent = orders.filter((o) => ageInDays(o) <= 30);
    await renderScreen('/mis-servicios/cilindro/pedidos', { ...AS, world });
    await waitFor(async () => expect(await rows()).toHaveLength(recent.length));
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Fecha del pedido', 'N° de pedido', 'Producto', 'Monto total', 'Fecha programada', 'Estado', 'Acciones']);
    const cancellable = recent.find((o) => o.cancellable)!;
    const late = recent.find((o) => o.state === 'Camino' && !o.cancellable)!;
    const delivered = recent.find((o) => o.state === 'Entregado')!;
    const rowOf = async (n: string) => (await rows()).find((r) => r.textContent?.includes(n))!;
    expect(within(await rowOf(cancellable.orderNumber)).getByRole('button', { name: 'Anular' })).toBeDefined();
    expect(within(await rowOf(late.orderNumber)).getByRole('button', { name: 'No he recibido mi pedido' })).toBeDefined();
    expect(within(await rowOf(late.orderNumber)).queryByRole('button', { name: 'Anular' })).toBeNull();
    expect(within(await rowOf(delivered.orderNumber)).queryByRole('button')).toBeNull();
  });

  it('widens the period, finds one order by its exact number with its address, and says when nothing matches', async () => {
    const world = createScreenWorld();
    const { orders } = cliente(world);
    const { user } = await renderScreen('/mis-servicios/cilindro/pedidos', { ...AS, world });
    await user.selectOptions(await screen.findByLabelText('Periodo'), 'Últimos 12 meses');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(async () => expect(await rows()).toHaveLength(orders.filter((o) => ageInDays(o) <= 365).length));

    const old = orders.find((o) => ageInDays(o) > 30)!;
    await user.type(screen.getByLabelText('N° de pedido'), old.orderNumber);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Dirección');

    await user.clear(screen.getByLabelText('N° de pedido'));
    await user.type(screen.getByLabelText('N° de pedido'), '123');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Sin datos, para 123')).toBeDefined();
  });

  it("names the period when it has no orders, and gives the server's message when there are none at all", async () => {
    const world = createScreenWorld();
    for (const o of cliente(world).orders) o.placedAt -= 40 * DAY_MS;
    await renderScreen('/mis-servicios/cilindro/pedidos', { ...AS, world });
    expect(await screen.findByText('Sin datos, para Último mes')).toBeDefined();

    const none = createScreenWorld();
    const { account, data } = cliente(none);
    data.cylinderOrders = data.cylinderOrders.filter((o) => o.account !== account.id);
    await renderScreen('/mis-servicios/cilindro/pedidos', { ...AS, world: none });
    expect(await screen.findByText('No se registran pedidos de cilindros')).toBeDefined();
  });

  it('shows Reintentar when the orders cannot be read', async () => {
    const world = createScreenWorld();
    world.faults.fail('/cylinder/order_search');
    const { user } = await renderScreen('/mis-servicios/cilindro/pedidos', { ...AS, world });
    expect(await screen.findByRole('alert')).toBeDefined();
    world.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect((await rows()).length).toBeGreaterThan(0);
  });

  it('cancels an order from the list; it then shows Anulado and no longer offers Anular', async () => {
    const world = createScreenWorld();
    const target = cliente(world).orders.find((o) => o.cancellable)!;
    const { user } = await renderScreen(`/mis-servicios/cilindro/pedidos?pedido=${target.orderNumber}`, { ...AS, world });
    await user.click(await screen.findByRole('button', { name: 'Anular' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Anular pedido' }));
    await user.type(screen.getByLabelText('Observación (opcional)'), ' ya no lo necesito ');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Se ha enviado la solicitud de anulación del pedido.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Anular' })).toBeNull());
    expect((await rows())[0]!.textContent).toContain('Anulado');
    expect(world.backend.world.cylinderOrders.find((o) => o.orderNumber === target.orderNumber)!.cancelComment).toBe('ya no lo necesito');
  });
});

describe('/mis-servicios/cilindro/pedidos/{id}', () => {
  it('shows an order on its way: two steps reached, the scheduled date, the amount to pay, its products and its truck', async () => {
    const world = createScreenWorld();
    const order = cliente(world).orders.find((o) => o.state === 'Camino' && o.cancellable)!;
    await renderScreen(`/mis-servicios/cilindro/pedidos/${order.orderNumber}`, { ...AS, world });
    expect(await screen.findByRole('heading', { name: `Pedido N° ${order.orderNumber}` })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Volver a Pedidos' })).toBeDefined();
    const steps = within(screen.getByRole('list', { name: 'Estado del pedido' })).getAllByRole('listitem');
    expect(steps.map((s) => [s.textContent, s.className === 'reached'])).toEqual([
      ['Pedido recibido', true],
      ['En Camino', true],
      ['Pedido entregado', false],
    ]);
    expect(screen.getByText('Fecha programada')).toBeDefined();
    expect(screen.getByText('Monto a pagar')).toBeDefined();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Producto', 'Cantidad', 'Monto']);
    expect(screen.getByRole('button', { name: 'Anular pedido' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Reclamar Retraso' })).toBeNull();
    expect(await screen.findByText(/^El camión está /)).toBeDefined();
  });

  it('places the truck and the delivery address on the map, the address by the maps service', async () => {
    const world = createScreenWorld();
    const order = cliente(world).orders.find((o) => o.state === 'Camino')!;
    await renderScreen(`/mis-servicios/cilindro/pedidos/${order.orderNumber}`, { ...AS, world });
    expect(await screen.findByText(/^El camión está /)).toBeDefined();
    expect(screen.queryByText(/No se ha podido encontrar la posición/)).toBeNull();
  });

  it('says the shipped plan has no streets there when the order goes beyond Santiago and no tile server is set', async () => {
    const world = createScreenWorld();
    const { account, orders } = cliente(world);
    expect(account.city).toBe('Quilpué');
    const order = orders.find((o) => o.state === 'Camino')!;
    await renderScreen(`/mis-servicios/cilindro/pedidos/${order.orderNumber}`, { ...AS, world });
    expect(await screen.findByText(OUTSIDE_PLAN)).toBeDefined();
    expect(screen.getByText(/^El camión está /)).toBeDefined();
  });

  it('says the address could not be placed when the maps service fails, and still shows the truck', async () => {
    const world = createScreenWorld();
    world.backend.faults.add({ path: GEOCODER_PATH, status: 503 });
    const order = cliente(world).orders.find((o) => o.state === 'Camino')!;
    await renderScreen(`/mis-servicios/cilindro/pedidos/${order.orderNumber}`, { ...AS, world });
    expect(await screen.findByText('No se ha podido encontrar la posición de la dirección')).toBeDefined();
    expect(screen.getByText('El camión va en camino')).toBeDefined();
  });

  it('shows a delivered order with what was paid and its delivery date, without the scheduled date or a truck', async () => {
    const world = createScreenWorld();
    const order = cliente(world).orders.find((o) => o.state === 'Entregado')!;
    await renderScreen(`/mis-servicios/cilindro/pedidos/${order.orderNumber}`, { ...AS, world });
    expect(await screen.findByText('Monto Pagado')).toBeDefined();
    expect(screen.getByText('Fecha de entrega')).toBeDefined();
    expect(screen.queryByText('Fecha programada')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Ubicación del camión' })).toBeNull();
  });

  it('says when an order was cancelled or had a problem', async () => {
    const world = createScreenWorld();
    const { orders } = cliente(world);
    await renderScreen(`/mis-servicios/cilindro/pedidos/${orders.find((o) => o.state === 'Anulado')!.orderNumber}`, { ...AS, world });
    expect(await screen.findByText('Este pedido ha sido anulado')).toBeDefined();
    await renderScreen(`/mis-servicios/cilindro/pedidos/${orders.find((o) => o.state === 'Problema')!.orderNumber}`, { ...AS, world });
    expect(await screen.findByText('Ocurrió un problema con este pedido')).toBeDefined();
  });

  it('claims a delay on a late order, asking first when a claim exists', async () => {
    const world = createScreenWorld();
    const claimed = cliente(world).orders.find((o) => o.state === 'Camino' && o.claims.length > 0)!;
    const { user } = await renderScreen(`/mis-servicios/cilindro/pedidos/${claimed.orderNumber}`, { ...AS, world });
    await user.click(await screen.findByRole('button', { name: 'Reclamar Retraso' }));
    expect(await screen.findByText('Ya hemos recibido un reclamo asociado a este pedido. ¿Deseas enviar uno nuevamente?')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Sí' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar reclamo' }));
    expect(await screen.findByText('Informaremos al área de despacho para que tu pedido llegue a la brevedad')).toBeDefined();
    expect(world.backend.world.cylinderOrders.find((o) => o.orderNumber === claimed.orderNumber)!.claims).toHaveLength(2);
  });

  it("refuses another person's order", async () => {
    const world = createScreenWorld();
    const { person, data } = cliente(world);
    const theirs = data.cylinderOrders.find((o) => !person.linked.cylinder.includes(o.account))!;
    await renderScreen(`/mis-servicios/cilindro/pedidos/${theirs.orderNumber}`, { ...AS, world });
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(screen.queryByText('Dirección')).toBeNull();
  });
});

describe('/mis-servicios/cilindro/requerimientos', () => {
  it("opens the request wizard in the cylinder's frame", async () => {
    await renderScreen('/mis-servicios/cilindro/requerimientos', AS);
    expect(await screen.findByRole('heading', { name: 'Cilindro', level: 1 })).toBeDefined();
    expect(await screen.findByText(/Paso 1 de 4/)).toBeDefined();
  });
});

/**
 * cliente's cylinder service as spec 2 §3 writes it: client_id (SAP-style, leading zeros), client_address, client_city,
 * client_region_cod, and nothing else; the backend knows it by that id (spec 1 §7).
 */
function specService(world: ScreenWorld) {
  const { account } = cliente(world);
  const clientId = `000${account.id}`;
  account.client_cod = clientId;
  speakingSpec(world.backend, '/bussines_line/cylinder/list', (json) => {
    const answer = json as { status: string; data?: Array<Record<string, unknown>> };
    return {
      ...answer,
      data: answer.data?.map((s) => ({
        client_id: s.client_id === account.id ? clientId : s.client_id,
        client_address: 'LOS ALERCES 120, depto. 34',
        client_city: s.client_city,
        client_region_cod: s.client_region_cod,
      })),
    };
  });
  return { account, clientId };
}

describe("the Cilindro area over a backend that writes spec 2 §3's service (issue 37)", () => {
  it('offers the ordering portal for the service, named by its client_id', async () => {
    const world = createScreenWorld();
    const { account, clientId } = specService(world);
    await renderScreen('/mis-servicios/cilindro/realizar-pedidos', { ...AS, world });
    expect(await screen.findByRole('button', { name: 'Realizar pedido' })).toBeDefined();
    expect(screen.getByText(`Cliente ${clientId} – LOS ALERCES 120, depto. 34, ${account.city}`)).toBeDefined();
  });

  it("titles the prices with the service's city and lists them", async () => {
    const world = createScreenWorld();
    const { account } = specService(world);
    await renderScreen('/mis-servicios/cilindro/precios', { ...AS, world });
    const title = await screen.findByRole('heading', { name: /^Valor de productos para hoy/ });
    expect(title.textContent).toContain(`en ${account.city}, `);
    await waitFor(async () => expect(await rows()).toHaveLength(4));
  });

  it('lists the orders and opens one under the service named by its client_id', async () => {
    const world = createScreenWorld();
    const { orders } = cliente(world);
    const { clientId } = specService(world);
    const recent = orders.filter((o) => ageInDays(o) <= 30);
    const { user } = await renderScreen('/mis-servicios/cilindro/pedidos', { ...AS, world });
    await waitFor(async () => expect(await rows()).toHaveLength(recent.length));
    const detail = screen.getByRole('link', { name: `Ver Detalle del pedido ${recent[0]!.orderNumber}` });
    expect(detail.getAttribute('href')).toContain(`cliente=${clientId}`);
    await user.click(detail);
    expect(await screen.findByRole('heading', { name: `Pedido N° ${recent[0]!.orderNumber}` })).toBeDefined();
    expect(await screen.findByRole('list', { name: 'Estado del pedido' })).toBeDefined();
  });

  it('shows a dash for what an order leaves out, and leaves out only an order without its number', async () => {
    const world = createScreenWorld();
    const { orders } = cliente(world);
    const recent = orders.filter((o) => ageInDays(o) <= 30);
    speakingSpec(world.backend, '/cylinder/order_search', (json) => {
      const answer = json as { status: string; data?: Array<Record<string, unknown>> };
      return {
        ...answer,
        data: answer.data?.map((order, i) => {
          if (i === 0) {
            const { orderNumber: _, ...numberless } = order;
            return numberless;
          }
          const { state: _s, amount: _a, ...rest } = order;
          return rest;
        }),
      };
    });
    await renderScreen('/mis-servicios/cilindro/pedidos', { ...AS, world });
    await waitFor(async () => expect(await rows()).toHaveLength(recent.length - 1));
    const cells = (await rows()).map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent));
    // Monto total and Estado (each cell opens with its column's name for narrow screens): a dash
    expect(cells.every((c) => c[3] === 'Monto total–' && c[5] === 'Estado–')).toBe(true);
    expect(document.body.textContent).not.toMatch(/undefined|NaN/);
  });
});
