import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestRecord } from '../../fixtures/areas/requests/model';
import { preloadHref } from '../../client/shared/request-wizard/preload';
import { createScreenWorld, currentPath, renderScreen, type ScreenWorld } from '../support/screen';

/** Issue 43: the metered-gas screens and the request wizard (items 9, 10, 11, 14b, 15a, 15b) and their writes' failures. */

const REQUESTS = '/mis-servicios/medidor/requerimientos';
const FAILED = 'Ha ocurrido un error inesperado,por favor intente más tarde.';

const cliente = (world: ScreenWorld) => world.backend.world.persons.find((p) => p.email === 'cliente@demo.cl')!;
const meters = (world: ScreenWorld) => cliente(world).linked.meter.map((id) => world.backend.world.accounts.find((a) => a.id === id)!);
/** a form field by its label, without the star of a required one */
const field = (name: string) => screen.getByLabelText((label) => label.replace(/\s*\*$/, '') === name);

function clienteRequest(world: ScreenWorld, test: (r: RequestRecord) => boolean): RequestRecord {
  const found = world.backend.world.requests.find((r) => r.owner.kind === 'person' && r.owner.id === cliente(world).id && test(r));
  if (!found) throw new Error('no such seeded request');
  return found;
}

interface Posted {
  action: string;
  fields: Record<string, string>;
}
let posted: Posted[] = [];
beforeEach(() => {
  posted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    const fields = Object.fromEntries([...this.querySelectorAll('input')].map((input) => [input.name, input.value]));
    posted.push({ action: this.getAttribute('action') ?? '', fields });
  });
});
afterEach(() => vi.restoreAllMocks());

describe('the payment-success route checks its request first (item 9)', () => {
  it.each(['ABC', '99999999'])('says request %s does not exist, never that its down payment was received', async (code) => {
    await renderScreen(`${REQUESTS}/${code}`, { as: 'cliente@demo.cl' });
    expect(await screen.findByRole('heading', { name: 'Requerimiento no encontrado' })).toBeDefined();
    expect(screen.getByText('El requerimiento no existe.')).toBeDefined();
    expect(screen.queryByText(/Pago realizado con éxito|Recibimos el pago/)).toBeNull();
  });

  it('says the down payment was received when the backend has it registered (Pagado)', async () => {
    const world = createScreenWorld();
    const paid = clienteRequest(world, (r) => r.agreement?.status === 'Pagado');
    await renderScreen(`${REQUESTS}/${paid.id}`, { as: 'cliente@demo.cl', world });
    expect(await screen.findByRole('heading', { name: 'Pago realizado con éxito' })).toBeDefined();
    expect(screen.getByText(new RegExp(`Recibimos el pago del pie del requerimiento ${paid.id}\\.`))).toBeDefined();
  });

  it('does not claim a payment the backend has not registered (approved, down payment still due)', async () => {
    const world = createScreenWorld();
    const due = clienteRequest(world, (r) => r.agreement?.status === 'Creado SAP');
    await renderScreen(`${REQUESTS}/${due.id}`, { as: 'cliente@demo.cl', world });
    expect(await screen.findByRole('heading', { name: 'Aún no registramos tu pago' })).toBeDefined();
    expect(screen.queryByText(/Pago realizado con éxito|Recibimos el pago/)).toBeNull();
  });

  it('says a request without an agreement has no down payment to pay', async () => {
    const world = createScreenWorld();
    const plain = clienteRequest(world, (r) => !r.agreement);
    await renderScreen(`${REQUESTS}/${plain.id}`, { as: 'cliente@demo.cl', world });
    expect(await screen.findByRole('heading', { name: 'Sin pago pendiente' })).toBeDefined();
    expect(screen.queryByText(/Pago realizado con éxito/)).toBeNull();
  });

  it('offers Reintentar when the request cannot be read, and no success meanwhile', async () => {
    const world = createScreenWorld();
    const paid = clienteRequest(world, (r) => r.agreement?.status === 'Pagado');
    world.faults.fail('/request/get');
    const { user } = await renderScreen(`${REQUESTS}/${paid.id}`, { as: 'cliente@demo.cl', world });
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    expect(screen.queryByText(/Pago realizado con éxito/)).toBeNull();
    world.faults.clear();
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Pago realizado con éxito' })).toBeDefined();
  });
});

describe("the simulator's instalments reach the request it preloads (item 10)", () => {
  it('opens the C361 form with the 48 instalments chosen', async () => {
    const world = createScreenWorld();
    const meter = meters(world)[0]!;
    world.backend.world.agreementDebts[String(meter.id)] = 480_000;
    const { user } = await renderScreen('/mis-servicios/medidor/simulador', { as: 'cliente@demo.cl', world });
    await user.selectOptions(await screen.findByLabelText('N° Cliente'), meter.contract_cod!);
    await user.selectOptions(await screen.findByLabelText('Número de cuotas'), '48');
    expect(screen.getByText('$10.000')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Solicitar Convenio' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Convenio ley 21.340' })).toBeDefined();
    expect(currentPath()).toBe(REQUESTS);
    expect((field('Número de cuotas') as HTMLInputElement).value).toBe('48');
  });

  it('keeps the form default when the link names no instalments', async () => {
    const world = createScreenWorld();
    const meter = meters(world)[0]!;
    world.backend.world.agreementDebts[String(meter.id)] = 480_000;
    await renderScreen(preloadHref(REQUESTS, { code: 'C361', clientId: meter.id }), { as: 'cliente@demo.cl', world });
    expect(await screen.findByRole('heading', { level: 2, name: 'Convenio ley 21.340' })).toBeDefined();
    expect((field('Número de cuotas') as HTMLInputElement).value).toBe('12');
  });
});

describe('an agreement that does not exist says so (item 11)', () => {
  it("/convenio-pago/detalle/9999 says 'El convenio no existe.', not an empty agreement", async () => {
    await renderScreen('/mis-servicios/medidor/convenio-pago/detalle/9999', { as: 'cliente@demo.cl' });
    expect(await screen.findByText('El convenio no existe.')).toBeDefined();
    expect(screen.queryByText('No se registran cuotas')).toBeNull();
    expect(screen.queryByText('Código de cliente')).toBeNull();
  });

  it('an id that is no number is no agreement either', async () => {
    await renderScreen('/mis-servicios/medidor/convenio-pago/detalle/abc', { as: 'cliente@demo.cl' });
    expect(await screen.findByText('El convenio no existe.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });
});

describe('Boletas on a phone keeps Vencimiento (item 14b)', () => {
  it('hides the issue date, never the due date, the total or the PDF', async () => {
    await renderScreen('/mis-servicios/medidor/boletas', { as: 'cliente@demo.cl' });
    const table = await screen.findByRole('table');
    const header = (name: string) => within(table).getByRole('columnheader', { name });
    for (const kept of ['Vencimiento', 'Total a pagar', 'N° Boleta', 'Boleta'])
      expect(header(kept).classList.contains('hide-on-phone')).toBe(false);
    expect(header('Fecha de emisión').classList.contains('hide-on-phone')).toBe(true);
  });
});

describe('no Reintentar where trying again cannot help (item 15a)', () => {
  it("shows 'Ya cuentas con una solicitud de este tipo…' with Volver, without Reintentar", async () => {
    const world = createScreenWorld();
    const meter = meters(world)[0]!;
    world.backend.world.filedRequests.push({ request: -1, clientId: meter.id, patent: null, typeId: 11 });
    await renderScreen(preloadHref(REQUESTS, { code: 'C321', clientId: meter.id }), { as: 'cliente@demo.cl', world });
    expect(await screen.findByText('Ya cuentas con una solicitud de este tipo que está en curso...')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeDefined();
  });

  it('still offers Reintentar when the form could not be read at all', async () => {
    const world = createScreenWorld();
    const meter = meters(world)[0]!;
    world.faults.fail('/request/type/get');
    const { user } = await renderScreen(preloadHref(REQUESTS, { code: 'C321', clientId: meter.id }), { as: 'cliente@demo.cl', world });
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    world.faults.clear();
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 2, name: /lectura/i })).toBeDefined();
  });
});

describe('the subscription result after a subscription (item 15b)', () => {
  it('says the subscription was activated, not cancelled', async () => {
    const world = createScreenWorld();
    const [, second] = meters(world);
    const me = cliente(world).id;
    // one other e-mail subscribed to the second client number: room for one more, so no review
    const others = world.backend.world.subscriptionContacts.filter((c) => c.account === second!.id && c.person !== me);
    others.forEach((c, i) => (c.subscribed = i === 0));
    expect(others.length).toBeGreaterThan(0);
    const { user } = await renderScreen('/mis-servicios/medidor/suscripcion', { as: 'cliente@demo.cl', world });
    const row = await screen.findByRole('row', { name: new RegExp(second!.contract_cod!) });
    await user.selectOptions(within(row).getByRole('combobox'), 'OWNER');
    await user.click(within(row).getByRole('button', { name: /^Suscribir/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aceptar' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const done = await screen.findByRole('dialog', { name: 'Suscripción actualizada' });
    expect(done.textContent).toContain(`Se activó la suscripción a la boleta electrónica del N° Cliente ${second!.contract_cod}.`);
    expect(done.textContent).not.toContain('Se canceló');
    // 'keeps being sent to the other e-mails' answers an unsubscription only
    expect(done.textContent).not.toContain('La boleta se seguirá enviando');
    const contact = world.backend.world.subscriptionContacts.find((c) => c.account === second!.id && c.person === me)!;
    expect(contact.subscribed).toBe(true);
  });
});

describe('a failed or timed-out write is never reported as success', () => {
  it('the subscription save timing out keeps the choice and says it failed', async () => {
    const world = createScreenWorld();
    const [full] = meters(world);
    const { user } = await renderScreen('/mis-servicios/medidor/suscripcion', { as: 'cliente@demo.cl', world });
    const row = await screen.findByRole('row', { name: new RegExp(full!.contract_cod!) });
    await user.selectOptions(within(row).getByRole('combobox'), 'TENANT');
    world.faults.fail('/tickets/register', 504);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ha ocurrido un error al intentar actualizar los datos, inténtelo más tarde.')).toBeDefined();
    expect(screen.queryByRole('dialog', { name: /Suscripción actualizada/ })).toBeNull();
    const again = screen.getByRole('row', { name: new RegExp(full!.contract_cod!) });
    expect((within(again).getByRole('combobox') as HTMLSelectElement).value).toBe('TENANT');
  });

  it("the agreement's confirmation failing keeps the form's values and the checks, with no success", async () => {
    const world = createScreenWorld();
    const meter = meters(world)[0]!;
    world.backend.world.agreementDebts[String(meter.id)] = 480_000;
    const { user } = await renderScreen(preloadHref(REQUESTS, { code: 'C361', clientId: meter.id, instalments: 24 }), {
      as: 'cliente@demo.cl',
      world,
    });
    await screen.findByRole('heading', { level: 2, name: 'Convenio ley 21.340' });
    await user.click(screen.getByRole('button', { name: 'Simular convenio' }));
    const address = await screen.findByRole('checkbox', { name: 'Confirmo que la dirección del servicio es correcta' });
    await user.click(address);
    await user.click(screen.getByRole('checkbox', { name: 'Acepto los términos y condiciones del convenio de pago' }));
    world.faults.fail('/request/create-sf', 504);
    const filed = world.backend.world.requests.length;
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect((await screen.findByRole('alert')).textContent).toContain(FAILED);
    expect(screen.queryByRole('heading', { name: 'Requerimiento enviado con éxito' })).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Confirmo que la dirección del servicio es correcta' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(world.backend.world.requests).toHaveLength(filed);
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect((field('Número de cuotas') as HTMLInputElement).value).toBe('24');
  });

  it("'Crear Convenio de Pago' failing opens no portal and keeps the button", async () => {
    const world = createScreenWorld();
    const due = clienteRequest(world, (r) => r.agreement?.status === 'Creado SAP');
    due.agreement_validity = '2999-12-31';
    world.faults.fail('/request/create/down_payment');
    const { user } = await renderScreen(`/requerimientos/${due.id}`, { as: 'cliente@demo.cl', world });
    const section = await screen.findByRole('region', { name: 'Convenio de pago' });
    await user.click(within(section).getByRole('button', { name: 'Crear Convenio de Pago' }));
    expect(await within(section).findByText('No fue posible crear el convenio de pago. Por favor intenta más tarde')).toBeDefined();
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Crear Convenio de Pago' })).toBeDefined());
    expect(posted).toHaveLength(0);
    expect(within(section).queryByText(/El pago pie de tu convenio se encuentra registrado/)).toBeNull();
  });
});

describe("'Crear Convenio de Pago' only while the approval's validity lasts", () => {
  const open = async (validity: string) => {
    const world = createScreenWorld();
    const due = clienteRequest(world, (r) => r.agreement?.status === 'Creado SAP');
    due.agreement_validity = validity;
    await renderScreen(`/requerimientos/${due.id}`, { as: 'cliente@demo.cl', world });
    return screen.findByRole('region', { name: 'Convenio de pago' });
  };

  it('says the term has passed, with no button, once its date is behind', async () => {
    const section = await open('2020-03-15');
    expect(
      within(section).getByText('Tu solicitud de convenio de pago fue aprobada, pero el plazo para pagar el pie venció el 15-03-2020.'),
    ).toBeDefined();
    expect(within(section).queryByRole('button', { name: 'Crear Convenio de Pago' })).toBeNull();
  });

  it('offers it up to its last day', async () => {
    const section = await open('2999-12-31');
    expect(within(section).getByText(/paga el pie antes del 31-12-2999\./)).toBeDefined();
    expect(within(section).getByRole('button', { name: 'Crear Convenio de Pago' })).toBeDefined();
  });
});
