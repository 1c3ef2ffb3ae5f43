import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'graphql';
import { writeSession } from '../../client/app/session';
import { portalPage, PORTAL_SCRIPT } from '../../gateway/demo/cylinder-portal';
import { MAINTENANCE_CANCEL_FAILED, MAINTENANCE_CANCEL_SENT } from '../../machines/maintenance-cancel.machine';
import { SCHEDULE_FAILED } from '../../machines/maintenance-schedule.machine';
import { CANCEL_FAILED, CANCEL_SENT } from '../../machines/order-cancel.machine';
import { CLAIM_FAILED, CLAIM_SENT } from '../../machines/order-claim.machine';
import type { Path } from '../../gateway/backend/contract';
import { createScreenWorld, renderScreen, type ScreenWorld } from '../support/screen';
import { gatewaySchema } from '../support/screen-world';

/**
 * Issue 43: a failed or timed-out write is never reported as a success anywhere. Cylinder's cancel and claim and
 * autogas' scheduling and its cancel, each with one call failing (503) and one timing out (as the gateway's timeout
 * fails it: the write never reaches the world): the screen says it failed, never that it was sent, the world is
 * unchanged, and what was typed and chosen is still there, so trying again sends it.
 */
const AS = { as: 'cliente@demo.cl' };

const FAILURES: Array<[string, (world: ScreenWorld, path: Path) => void]> = [
  ['a failure (503)', (world, path) => world.faults.failNext(path)],
  ['a timeout', (world, path) => world.faults.timeOut(path)],
];

/** every success text these writes have: none may show while the write failed */
const SUCCESSES = [CANCEL_SENT, CLAIM_SENT, MAINTENANCE_CANCEL_SENT, /Tu mantención quedó agendada/];
const noSuccess = () => {
  for (const text of SUCCESSES) expect(screen.queryByText(text)).toBeNull();
};

/** the portal script's start (its DOMContentLoaded listener), run by the test: never left on the real document */
let portalListener: (() => void) | null = null;
/** the portal page's own part of the document, apart from what React renders */
let portalPart: HTMLElement | null = null;
afterEach(() => {
  vi.unstubAllGlobals();
  portalListener = null;
  portalPart?.remove();
  portalPart = null;
});

/**
 * The cylinder ordering portal's stand-in (gateway/demo/cylinder-portal.ts), where a demo places a cylinder order:
 * its page and its script, signed in as cliente, its /graphql answered by the gateway's schema over `world`.
 */
async function openCylinderPortal(world: ScreenWorld) {
  const session = await world.signInAs('cliente@demo.cl');
  writeSession(session);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    expect(url).toBe('/graphql');
    const { query, variables } = JSON.parse(String(init.body)) as { query: string; variables: Record<string, unknown> };
    const headers = Object.fromEntries(Object.entries(init.headers as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
    const result = await graphql({
      schema: gatewaySchema(),
      source: query,
      variableValues: variables,
      contextValue: world.contextFor(headers),
    });
    return { json: async () => JSON.parse(JSON.stringify(result)) as unknown };
  });
  const page = new DOMParser().parseFromString(portalPage({ tipo_servicio: 'EN', telefono: '912345678' }), 'text/html');
  portalPart = document.body.appendChild(document.createElement('div'));
  portalPart.innerHTML = page.body.innerHTML;
  new Function('document', PORTAL_SCRIPT)({
    addEventListener: (_type: string, listener: () => void) => (portalListener = listener),
    getElementById: (id: string) => document.getElementById(id),
    createElement: (name: string) => document.createElement(name),
  });
  portalListener!();
  const form = document.getElementById('pedido') as HTMLFormElement;
  await waitFor(() => expect(form.hidden).toBe(false));
  return { form, result: document.getElementById('resultado')!, button: form.querySelector('button')! };
}

function cylinderOrders(world: ScreenWorld) {
  const data = world.backend.world;
  const person = data.persons.find((p) => p.email === 'cliente@demo.cl')!;
  const account = data.accounts.find((a) => a.id === person.linked.cylinder[0])!;
  return data.cylinderOrders.filter((o) => o.account === account.id);
}

function fullPlate(world: ScreenWorld) {
  const data = world.backend.world;
  const person = data.persons.find((p) => p.email === 'cliente@demo.cl')!;
  const own = person.linked.autogas.flatMap((l) => l.patents).map((p) => data.autogasContracts.find((c) => c.patent === p)!);
  return own.find((c) => c.plan.length)!;
}

describe.each(FAILURES)('%s of one write', (_, inject) => {
  it("placing a cylinder order in the portal stand-in: says it failed, places nothing, and keeps the quantities for 'Confirmar pedido' again", async () => {
    const world = createScreenWorld();
    const before = world.backend.world.cylinderOrders.length;
    const { form, result, button } = await openCylinderPortal(world);
    (form.elements.namedItem('k11') as HTMLInputElement).value = '2';
    inject(world, '/sandbox/cylinder/place_order');
    button.click();

    await waitFor(() => expect(button.disabled).toBe(false));
    expect(result.textContent).toBe('En este momento no es posible obtener la información. Por favor intenta más tarde');
    expect(result.textContent).not.toMatch(/ingresado/);
    expect(form.hidden).toBe(false);
    expect((form.elements.namedItem('k11') as HTMLInputElement).value).toBe('2');
    expect(world.backend.world.cylinderOrders).toHaveLength(before);

    button.click();
    await waitFor(() => expect(result.textContent).toMatch(/^Pedido N° \S+ ingresado\./));
    expect(world.backend.world.cylinderOrders).toHaveLength(before + 1);
  });

  it('cancelling a cylinder order: says it failed, cancels nothing; Reintentar sends the observation typed', async () => {
    const world = createScreenWorld();
    const target = cylinderOrders(world).find((o) => o.cancellable)!;
    const { user } = await renderScreen(`/mis-servicios/cilindro/pedidos?pedido=${target.orderNumber}`, { ...AS, world });
    await user.click(await screen.findByRole('button', { name: 'Anular' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Anular pedido' }));
    await user.type(screen.getByLabelText('Observación (opcional)'), 'ya no lo necesito');
    inject(world, '/cylinder/order_cancel');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect((await screen.findByRole('alert')).textContent).toBe(CANCEL_FAILED);
    noSuccess();
    const order = () => world.backend.world.cylinderOrders.find((o) => o.orderNumber === target.orderNumber)!;
    expect(order().cancelComment ?? null).toBeNull();
    expect(order().state).toBe(target.state);

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(CANCEL_SENT)).toBeDefined();
    expect(order().cancelComment).toBe('ya no lo necesito');
  });

  it('claiming a late cylinder order: says it failed, claims nothing; Reintentar sends the observation typed', async () => {
    const world = createScreenWorld();
    const late = cylinderOrders(world).find((o) => o.state === 'Camino' && o.claims.length > 0)!;
    const claims = late.claims.length;
    const { user } = await renderScreen(`/mis-servicios/cilindro/pedidos?pedido=${late.orderNumber}`, { ...AS, world });
    await user.click(await screen.findByRole('button', { name: 'No he recibido mi pedido' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí' }));
    await user.type(await screen.findByLabelText('Observación (opcional)'), 'sigo esperando');
    inject(world, '/cylinder/claim');
    await user.click(screen.getByRole('button', { name: 'Enviar reclamo' }));

    expect((await screen.findByRole('alert')).textContent).toBe(CLAIM_FAILED);
    noSuccess();
    const order = () => world.backend.world.cylinderOrders.find((o) => o.orderNumber === late.orderNumber)!;
    expect(order().claims).toHaveLength(claims);

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(CLAIM_SENT)).toBeDefined();
    expect(order().claims.at(-1)).toBe('sigo esperando');
  });

  it('scheduling a maintenance: says it failed, schedules nothing, and keeps every choice for another try', async () => {
    const world = createScreenWorld();
    const plate = fullPlate(world);
    const { user } = await renderScreen(`/mis-servicios/autogas/agenda-mantenciones?patente=${plate.patent}`, { ...AS, world });
    await waitFor(() => expect((screen.getByLabelText('Taller') as HTMLSelectElement).disabled).toBe(false));
    await user.selectOptions(screen.getByLabelText('Taller'), 'T01');
    const date = (await screen.findByLabelText('Fecha')) as HTMLSelectElement;
    await user.selectOptions(date, date.options[1]!.value);
    const hour = screen.getByLabelText('Hora') as HTMLSelectElement;
    await user.selectOptions(hour, hour.options[1]!.value);
    const chosen = {
      region: (screen.getByLabelText('Región') as HTMLSelectElement).value,
      service: (screen.getByLabelText('Mantención') as HTMLSelectElement).value,
      workshop: 'T01',
      date: date.value,
      hour: hour.value,
    };
    const before = world.backend.world.maintenances.length;
    inject(world, '/autogas/maintenance/schedule');
    await user.click(screen.getByRole('button', { name: 'Agendar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));

    const failed = await screen.findByRole('dialog', { name: 'No fue posible agendar' });
    expect(within(failed).getByRole('alert').textContent).toBe(SCHEDULE_FAILED);
    noSuccess();
    expect(world.backend.world.maintenances).toHaveLength(before);

    await user.click(within(failed).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect({
      region: (screen.getByLabelText('Región') as HTMLSelectElement).value,
      service: (screen.getByLabelText('Mantención') as HTMLSelectElement).value,
      workshop: (screen.getByLabelText('Taller') as HTMLSelectElement).value,
      date: (screen.getByLabelText('Fecha') as HTMLSelectElement).value,
      hour: (screen.getByLabelText('Hora') as HTMLSelectElement).value,
    }).toEqual(chosen);
    expect(screen.queryByRole('region', { name: 'Próxima mantención agendada' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Agendar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(/Tu mantención quedó agendada/)).toBeDefined();
    expect(world.backend.world.maintenances).toHaveLength(before + 1);
  });

  it('cancelling a scheduled maintenance: says it failed, cancels nothing, and keeps the maintenance shown', async () => {
    const world = createScreenWorld();
    const plate = fullPlate(world);
    const pending = { ...world.backend.world.maintenances.find((m) => m.patent === plate.patent && m.type === 'GM')! };
    Object.assign(pending, { notice_id: 499_000_002, status: 1, scheduledDaysAgo: -3, registeredDaysAgo: 0, cancelRequested: false });
    world.backend.world.maintenances.push(pending);
    const { user } = await renderScreen(`/mis-servicios/autogas/agenda-mantenciones?patente=${plate.patent}`, { ...AS, world });
    const agenda = await screen.findByRole('region', { name: 'Próxima mantención agendada' });
    inject(world, '/autogas/maintenance/cancel');
    await user.click(within(agenda).getByRole('button', { name: 'Anular Mantenimiento' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Anular mantención' }));

    expect((await screen.findByRole('alert')).textContent).toBe(MAINTENANCE_CANCEL_FAILED);
    noSuccess();
    const stored = () => world.backend.world.maintenances.find((m) => m.notice_id === pending.notice_id)!;
    expect(stored().cancelRequested).toBe(false);

    // the step's own 'Cerrar', beside the dialog's ×
    await user.click(screen.getAllByRole('button', { name: 'Cerrar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('region', { name: 'Próxima mantención agendada' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Anular Mantenimiento' })).toBeDefined();
  });
});
