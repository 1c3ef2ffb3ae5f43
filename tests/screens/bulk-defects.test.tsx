import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import View from 'ol/View';
import { containsCoordinate } from 'ol/extent';
import { fromLonLat } from 'ol/proj';
import { frame, framed, MAP_ZOOM } from '../../client/shared/map/fit';
import { truckCaption } from '../../client/shared/map/messages';
import { createScreenWorld, currentPath, renderScreen, type ScreenWorld } from '../support/screen';

/** Issue 43's Granel Habitacional and truck-map items (3, 5, 7, 8, 15c) and the bulk writes that fail. */

const AS = { as: 'cliente@demo.cl' };

function cliente(world: ScreenWorld) {
  const data = world.backend.world;
  const person = data.persons.find((p) => p.email === 'cliente@demo.cl')!;
  const accounts = person.linked.housing.map((id) => data.accounts.find((a) => a.id === id)!);
  return { data, person, accounts };
}

const tabLinks = () =>
  within(screen.getByRole('navigation', { name: 'Secciones de Granel Habitacional' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
const selected = () => new URLSearchParams(window.location.search).get('cliente');

afterEach(() => vi.restoreAllMocks());

describe('item 3: the chosen client stays chosen through the screens of Granel Habitacional', () => {
  it("the tank list's way back names its client, so Telemetría's tabs keep it", async () => {
    const world = createScreenWorld();
    const second = cliente(world).accounts[1]!.client_cod;
    const { user } = await renderScreen(`/mis-servicios/granel/telemetria/${second}/tanques`, { ...AS, world });
    await user.click(await screen.findByRole('link', { name: 'Volver a Telemetría' }));
    await waitFor(() => expect(currentPath()).toBe('/mis-servicios/granel/telemetria'));
    expect(selected()).toBe(second);
    await screen.findByRole('navigation', { name: 'Secciones de Granel Habitacional' });
    for (const href of tabLinks()) expect(href).toMatch(new RegExp(`\\?cliente=${second}$`));
    // on to Detalle de Deuda: the second client's, not the first's
    await user.click(
      within(screen.getByRole('navigation', { name: 'Secciones de Granel Habitacional' })).getByRole('link', { name: 'Detalle de Deuda' }),
    );
    expect(((await screen.findByLabelText('Cliente')) as HTMLSelectElement).value).toBe(second);
  });

  it("an order opened without ?cliente= goes back to its own client's history", async () => {
    const world = createScreenWorld();
    const { data, accounts } = cliente(world);
    const second = accounts[1]!;
    const order = data.bulkOrders.find((o) => o.account === second.id)!;
    const { user } = await renderScreen(`/mis-servicios/granel/pedidos/${order.orderNumber}`, { ...AS, world });
    await screen.findByRole('list', { name: 'Estado del pedido' });
    await user.click(screen.getByRole('link', { name: 'Volver a Historial de Pedidos' }));
    await waitFor(() => expect(currentPath()).toBe('/mis-servicios/granel/pedidos'));
    expect(selected()).toBe(second.client_cod);
    expect(((await screen.findByLabelText('Cliente')) as HTMLSelectElement).value).toBe(second.client_cod);
  });
});

describe('item 5: a failed telemetry read is told in the telemetry modal (spec 2 §8)', () => {
  it('Telemetría: the message in the modal, and Reintentar reads the clients again', async () => {
    const world = createScreenWorld();
    world.faults.fail('/housing/telemetry/list');
    const { user } = await renderScreen('/mis-servicios/granel/telemetria', { ...AS, world });
    const dialog = await screen.findByRole('dialog', { name: 'Telemetría' });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'En este momento no es posible obtener la información. Por favor intenta más tarde',
    );
    // written in the modal only, not in the page behind it
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    world.faults.clear();
    await user.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findAllByRole('button', { name: 'Activar telemetría' })).not.toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: 'Telemetría' })).toBeNull();
  });

  it('the tank list: the message in the modal; closed, the screen keeps a Reintentar', async () => {
    const world = createScreenWorld();
    const { data, accounts } = cliente(world);
    const active = accounts.find((a) => a.telemetry_activated === '1' && data.tanks.some((t) => t.account === a.id))!;
    world.faults.fail('/housing/telemetry/tanques_list');
    const { user } = await renderScreen(`/mis-servicios/granel/telemetria/${active.client_cod}/tanques`, { ...AS, world });
    const dialog = await screen.findByRole('dialog', { name: 'Telemetría' });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'En este momento no es posible obtener la información. Por favor intenta más tarde',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    world.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findAllByRole('link', { name: 'Ver Detalle' })).not.toHaveLength(0);
  });
});

describe('item 15c: activating telemetry for a client with no tank connected', () => {
  it('lands on its tank list told that the activation went through and that no tank is connected yet', async () => {
    const world = createScreenWorld();
    const { data, accounts } = cliente(world);
    const inactive = accounts.find((a) => a.telemetry_activated === '0')!;
    for (let i = data.tanks.length - 1; i >= 0; i--) if (data.tanks[i]!.account === inactive.id) data.tanks.splice(i, 1);
    const { user } = await renderScreen('/mis-servicios/granel/telemetria', { ...AS, world });
    const row = (await screen.findByText(new RegExp(`^${inactive.client_cod} –`))).closest('li')!;
    await user.click(within(row).getByRole('button', { name: 'Activar telemetría' }));
    await user.click(await screen.findByRole('button', { name: 'Activar' }));
    await waitFor(() => expect(currentPath()).toBe(`/mis-servicios/granel/telemetria/${inactive.client_cod}/tanques`));
    expect(await screen.findByText('Telemetría activada')).toBeDefined();
    expect(screen.getByText(`La telemetría del cliente ${inactive.client_cod} quedó activada.`)).toBeDefined();
    expect(
      await screen.findByText('Este cliente aún no tiene tanques con telemetría. Cuando se instalen, aquí verás su nivel de llenado.'),
    ).toBeDefined();
    expect(screen.queryByText('No existen tanques con telemetría')).toBeNull();
  });
});

describe('item 7: the truck map frames the truck and the address', () => {
  const size = [600, 352];
  const santiago = { lat: -33.4372, lng: -70.6506 };
  const at = (lat: number, lng: number) => fromLonLat([lng, lat]);

  it('at zoom 14 when both fit there', () => {
    const view = new View({ center: at(santiago.lat, santiago.lng), zoom: 3 });
    const points = [at(santiago.lat, santiago.lng), at(santiago.lat + 0.004, santiago.lng - 0.004)];
    frame(view, size, points);
    expect(view.getZoom()).toBe(MAP_ZOOM);
    for (const p of points) expect(containsCoordinate(view.calculateExtent(size), p)).toBe(true);
    expect(framed(view, size, points)).toBe(true);
  });

  it('as close as they fit when they are farther apart (the demo truck starts some 4 km away)', () => {
    const view = new View({ center: at(santiago.lat, santiago.lng), zoom: MAP_ZOOM });
    const points = [at(santiago.lat, santiago.lng), at(santiago.lat + 0.03, santiago.lng - 0.03)];
    expect(framed(view, size, points)).toBe(false);
    frame(view, size, points);
    expect(view.getZoom()).toBeLessThan(MAP_ZOOM);
    expect(framed(view, size, points)).toBe(true);
    // a phone's map too
    const phone = [358, 256];
    frame(view, phone, points);
    expect(framed(view, phone, points)).toBe(true);
  });
});

describe('item 8: the truck is told in words, never in coordinates', () => {
  it('the distance to the delivery address, or that it is arriving, or on its way without the address', () => {
    const address = { lat: -33.4372, lng: -70.6506 };
    expect(truckCaption({ lat: -33.4372 + 0.03, lng: -70.6506 - 0.03 }, address)).toBe(
      'El camión está a 4,3 km de la dirección de entrega',
    );
    expect(truckCaption({ lat: -33.4372 + 0.004, lng: -70.6506 }, address)).toBe('El camión está a 450 m de la dirección de entrega');
    expect(truckCaption({ lat: -33.4372 + 0.0005, lng: -70.6506 }, address)).toBe('El camión está llegando a la dirección de entrega');
    expect(truckCaption(address, null)).toBe('El camión va en camino');
    expect(truckCaption(null, address)).toBeNull();
  });

  it('the order En Ruta says how far the truck is, as the map’s description', async () => {
    const world = createScreenWorld();
    const { data, person } = cliente(world);
    const order = data.bulkOrders.find((o) => person.linked.housing.includes(o.account) && o.state === 'En Ruta')!;
    await renderScreen(`/mis-servicios/granel/pedidos/${order.orderNumber}`, { ...AS, world });
    const caption = await screen.findByText(/^El camión está (a [\d,]+ (k?m) de|llegando a) la dirección de entrega$/);
    expect(screen.queryByText(/Camión en -?\d/)).toBeNull();
    const map = await screen.findByRole('region', { name: 'Mapa del camión y la dirección' });
    expect(map.getAttribute('aria-describedby')).toBe(caption.id);
  });
});

describe('a failed bulk write is never reported as success', () => {
  it('the alert level: one failed save shows the modal and leaves the level as it was', async () => {
    const world = createScreenWorld();
    const { person } = cliente(world);
    const before = person.telemetry_notification_level;
    world.backend.faults.add({ path: '/housing/telemetry/set_notifications', status: 503, times: 1 });
    const { user } = await renderScreen('/mis-servicios/granel/telemetria', { ...AS, world });
    const settings = await screen.findByRole('group', { name: 'Avisarme cuando el tanque esté bajo' });
    const level = within(settings)
      .getAllByRole('button')
      .find((b) => b.getAttribute('aria-pressed') !== 'true')!;
    await user.click(level);
    const dialog = await screen.findByRole('dialog', { name: 'Telemetría' });
    expect(within(dialog).getByRole('alert').textContent).toBe('No fue posible guardar el aviso, por favor intenta más tarde');
    await waitFor(() => expect(level.getAttribute('aria-pressed')).toBe('false'));
    expect(person.telemetry_notification_level).toBe(before);
  });

  it('the activation: one failed call shows the modal, stays on Telemetría and tells of no activation', async () => {
    const world = createScreenWorld();
    const { accounts } = cliente(world);
    const inactive = accounts.find((a) => a.telemetry_activated === '0')!;
    world.backend.faults.add({ path: '/housing/telemetry/activate', status: 503, times: 1 });
    const { user } = await renderScreen('/mis-servicios/granel/telemetria', { ...AS, world });
    const row = (await screen.findByText(new RegExp(`^${inactive.client_cod} –`))).closest('li')!;
    await user.click(within(row).getByRole('button', { name: 'Activar telemetría' }));
    await user.click(await screen.findByRole('button', { name: 'Activar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Telemetría' });
    expect(within(dialog).getByRole('alert').textContent).toBe('No fue posible activar la telemetría');
    expect(currentPath()).toBe('/mis-servicios/granel/telemetria');
    expect(screen.queryByText('Telemetría activada')).toBeNull();
    expect(within(row).queryByRole('link', { name: 'Ver tanques' })).toBeNull();
    expect(inactive.telemetry_activated).toBe('0');
  });

  it("'Pagar': one failed check of the payment portal says so and opens no portal", async () => {
    const world = createScreenWorld();
    const first = cliente(world).accounts[0]!;
    world.backend.faults.add({ path: '/housing/can_pay', status: 503, times: 1 });
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const { user } = await renderScreen(`/mis-servicios/granel/detalle-deuda?cliente=${first.client_cod}`, { ...AS, world });
    const boxes = await screen.findAllByRole('checkbox');
    await user.click(boxes[0]!);
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'En este momento no es posible obtener la información. Por favor intenta más tarde',
    );
    expect(submit).not.toHaveBeenCalled();
    // the document is still owed
    expect(screen.getAllByRole('checkbox')).toHaveLength(boxes.length);
    expect(world.backend.world.bulkDocuments.filter((d) => d.account === first.id && d.paidDaysAgo === null)).toHaveLength(boxes.length);
  });
});
