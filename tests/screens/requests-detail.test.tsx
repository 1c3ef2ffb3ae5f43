import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestRecord } from '../../fixtures/areas/requests/model';
import { createScreenWorld, fill, renderScreen, type ScreenWorld } from '../support/screen';

interface Posted {
  action: string;
  target: string;
  fields: Record<string, string>;
}
let posted: Posted[] = [];

beforeEach(() => {
  posted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    const fields = Object.fromEntries([...this.querySelectorAll('input')].map((input) => [input.name, input.value]));
    posted.push({ action: this.getAttribute('action') ?? '', target: this.target, fields });
  });
});
afterEach(() => vi.restoreAllMocks());

function clienteRequest(world: ScreenWorld, test: (r: RequestRecord) => boolean): RequestRecord {
  const data = world.backend.world;
  const cliente = data.persons.find((p) => p.email === 'cliente@demo.cl')!;
  const found = data.requests.find((r) => r.owner.kind === 'person' && r.owner.id === cliente.id && test(r));
  if (!found) throw new Error('no such seeded request');
  return found;
}

async function open(test: (r: RequestRecord) => boolean, as = 'cliente@demo.cl') {
  const world = createScreenWorld();
  const request = clienteRequest(world, test);
  const rendered = await renderScreen(`/requerimientos/${request.id}`, { as, world });
  await screen.findByRole('heading', { level: 1, name: `Requerimiento N° ${request.id}` });
  return { ...rendered, request };
}

const definition = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/requerimientos/{id}', () => {
  it('shows the data, the status, the response and each file field as a download', async () => {
    const { user, request } = await open((r) => r.data.filter((f) => f.type === 'file').length === 2);
    expect(await screen.findByText('Datos del requerimiento')).toBeDefined();
    expect(definition('Estado')).toBe('Cerrado');
    expect(definition('Fecha')).toBe(request.created_at_date.split('-').reverse().join('-'));
    expect(definition('Horario de contacto')).toBe('Mañana, Tarde');
    expect(screen.getByRole('heading', { name: 'Respuesta' })).toBeDefined();
    expect(screen.getByText(request.respuesta!)).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Descargar detalle.txt' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      action: '/descargas/request/file',
      target: '_blank',
      fields: { request_id: String(request.id), is_sf: '1', name: 'documento' },
    });
    expect(posted[0]!.fields.token).toMatch(/^[\w-]{20,}$/);
  });

  it('hides file fields for a request created between 2020-04-14 and 2020-06-23', async () => {
    await open((r) => r.created_at_date === '2020-05-12');
    expect(await screen.findByText('Descripción')).toBeDefined();
    expect(screen.queryByText('Fotografía')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Descargar/ })).toBeNull();
  });

  it('hides the response when the term is before 2020-09-01', async () => {
    const { request } = await open((r) => r.created_at_date === '2020-07-20');
    expect(await screen.findByText('Descripción')).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Respuesta' })).toBeNull();
    expect(screen.queryByText(request.respuesta!)).toBeNull();
  });

  it('says when the request belongs to someone else', async () => {
    const world = createScreenWorld();
    const data = world.backend.world;
    const cliente = data.persons.find((p) => p.email === 'cliente@demo.cl')!;
    const other = data.requests.find((r) => r.owner.kind === 'person' && r.owner.id !== cliente.id)!;
    await renderScreen(`/requerimientos/${other.id}`, { as: 'cliente@demo.cl', world });
    expect(await screen.findByText('No tienes permiso para ver este requerimiento.')).toBeDefined();
  });
});

describe('Calificar', () => {
  const unrated = (r: RequestRecord) => r.status === 'Cerrado' && r.calificacion === null && !r.clossing_justification;

  it('shows the server’s field error under the stars, then rates and hides the button', async () => {
    const { user } = await open(unrated);
    await user.click(await screen.findByRole('button', { name: 'Calificar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Calificar requerimiento' });
    await user.click(within(dialog).getByRole('button', { name: 'Calificar' }));
    const stars = within(dialog).getByRole('group', { name: '¿Cómo evalúas la atención de tu requerimiento?' });
    expect((await within(stars).findByRole('alert')).textContent).toBe('Debes seleccionar una calificación de 1 a 5 estrellas');

    await user.click(within(stars).getByRole('radio', { name: '4 estrellas' }));
    expect(within(stars).queryByRole('alert')).toBeNull();
    await fill(user, within(dialog).getByRole('textbox', { name: 'Comentario (opcional)' }), 'Rápido y claro');
    await user.click(within(dialog).getByRole('button', { name: 'Calificar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByLabelText('4 de 5 estrellas')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Calificar' })).toBeNull();
  });

  it('says Error en request when the rating cannot be sent, and keeps what was chosen', async () => {
    const world = createScreenWorld();
    const request = clienteRequest(world, unrated);
    world.faults.fail('/request/rate');
    const { user } = await renderScreen(`/requerimientos/${request.id}`, { as: 'cliente@demo.cl', world });
    await user.click(await screen.findByRole('button', { name: 'Calificar' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: '5 estrellas' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Comentario (opcional)' }), 'Excelente');
    await user.click(within(dialog).getByRole('button', { name: 'Calificar' }));
    expect(await within(dialog).findByText('Error en request')).toBeDefined();
    expect((within(dialog).getByRole('radio', { name: '5 estrellas' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('textbox', { name: 'Comentario (opcional)' }) as HTMLTextAreaElement).value).toBe('Excelente');
  });

  it('shows the rating of a rated request, with no Calificar', async () => {
    await open((r) => r.calificacion === 4);
    expect(await screen.findByLabelText('4 de 5 estrellas')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Calificar' })).toBeNull();
  });
});

describe('the agreement section', () => {
  const section = () => screen.findByRole('region', { name: 'Convenio de pago' });

  it('says the down payment is registered (Z0000001, Pagado)', async () => {
    await open((r) => r.agreement?.status === 'Pagado');
    const agreement = await section();
    expect(within(agreement).getByText(/El pago pie de tu convenio se encuentra registrado/)).toBeDefined();
    expect(within(agreement).queryByRole('button', { name: 'Crear Convenio de Pago' })).toBeNull();
  });

  for (const status of ['Pendiente creación SAP', 'Error anulación', 'Creado SAP', 'Anulado']) {
    it(`shows the approval with its validity and Crear Convenio de Pago (Z0000001, ${status})`, async () => {
      const { request } = await open((r) => r.agreement?.status === status);
      const agreement = await section();
      const validity = request.agreement_validity!.split('-').reverse().join('-');
      expect(
        within(agreement).getByText(
          `Tu solicitud de convenio de pago fue aprobada. Para hacerlo efectivo, paga el pie antes del ${validity}.`,
        ),
      ).toBeDefined();
      expect(within(agreement).getByText('$184.500')).toBeDefined();
      expect(within(agreement).getByText('$147.600')).toBeDefined();
      expect(within(agreement).getByRole('button', { name: 'Crear Convenio de Pago' })).toBeDefined();
    });
  }

  it('creates the down payment and posts the payment portal form in a new tab', async () => {
    const { user, request } = await open((r) => r.agreement?.status === 'Creado SAP');
    await user.click(within(await section()).getByRole('button', { name: 'Crear Convenio de Pago' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      action: '/demo/portal-pagos',
      target: '_blank',
      fields: { codCliente: request.agreement!.meter_contract_id, email: 'cliente@demo.cl', pie: 'true' },
    });
    // the portal returns to the wizard's payment-success screen on the meter's requests route
    expect(posted[0]!.fields.urlRetorno).toBe(`${window.location.origin}/mis-servicios/medidor/requerimientos/${request.id}`);
    // opening the portal pays nothing: the down payment is registered only once the portal says it was paid
    expect(request.agreement?.status).not.toBe('Pagado');
    expect(within(await section()).queryByText(/El pago pie de tu convenio se encuentra registrado/)).toBeNull();
  });

  it('shows the rejection with the response (Z0000003)', async () => {
    const { request } = await open((r) => r.clossing_justification === 'Z0000003');
    const agreement = await section();
    expect(within(agreement).getByText('Tu solicitud de convenio de pago fue rechazada.')).toBeDefined();
    expect(within(agreement).getByText(request.respuesta!)).toBeDefined();
  });
});
