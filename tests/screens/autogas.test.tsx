import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { chileDay } from '../../machines/rules/chile-time';
import { createScreenWorld, renderScreen, type ScreenWorld } from '../support/screen';
import { speakingSpec } from '../support/spec-speaking';

/** cliente's plate with a year of loads, goals, a plan and a history, and the one with nothing yet */
function plates(world: ScreenWorld) {
  const data = world.backend.world;
  const person = data.persons.find((p) => p.email === 'cliente@demo.cl')!;
  const own = person.linked.autogas.flatMap((l) => l.patents).map((p) => data.autogasContracts.find((c) => c.patent === p)!);
  return { full: own.find((c) => c.plan.length)!, bare: own.find((c) => !c.plan.length)! };
}
const at = (path: string, patent: string) => `${path}?patente=${patent}`;
const rows = async () => (await screen.findAllByRole('row')).slice(1);

describe('Contrato', () => {
  it('shows every block of the contract, its two downloads and the kit manual', async () => {
    const world = createScreenWorld();
    const { full } = plates(world);
    await renderScreen(at('/mis-servicios/autogas/contrato', full.patent), { as: 'cliente@demo.cl', world });
    expect(await screen.findByText(full.contract_number)).toBeDefined();
    for (const block of ['Datos del contrato', 'Datos del cliente', 'Datos del vehículo', 'Datos de consumo', 'Datos del kit'])
      expect(screen.getByRole('region', { name: block })).toBeDefined();
    expect(screen.getByText(full.chassis)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Descargar contrato' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Descargar certificado de adaptación' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Descargar manual' }).getAttribute('href')).toBe(
      `/descargas/autogas/manual/${full.kits[0]!.autogas_manual_id}`,
    );
    expect(screen.getByText('Litros giftcard disponibles')).toBeDefined();
  });

  it('shows the error with Reintentar when the contract cannot be read', async () => {
    const world = createScreenWorld();
    world.faults.fail('/autogas/contract');
    await renderScreen(at('/mis-servicios/autogas/contrato', plates(world).full.patent), { as: 'cliente@demo.cl', world });
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeDefined();
  });
});

describe('Consumo', () => {
  it("shows this month's litres and its loads, newest first", async () => {
    const world = createScreenWorld();
    await renderScreen(at('/mis-servicios/autogas/consumo', plates(world).full.patent), { as: 'cliente@demo.cl', world });
    expect(await screen.findByText(/litros$/)).toBeDefined();
    expect((await rows()).length).toBeGreaterThan(0);
  });

  it('says there are no loads this month for a plate without them, and shows the error of the list alone', async () => {
    const world = createScreenWorld();
    world.faults.fail('/autogas/record/list');
    await renderScreen(at('/mis-servicios/autogas/consumo', plates(world).bare.patent), { as: 'cliente@demo.cl', world });
    expect(await screen.findByText('No se registran consumos en el mes en curso')).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeDefined();
  });
});

describe('Consumo, the period typed as dd/mm/aaaa (spec 2 §9)', () => {
  const typed = (iso: string) => `${iso.slice(8)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
  const daysBefore = (days: number) => new Date(Date.parse(chileDay()) - days * 86_400_000).toISOString().slice(0, 10);

  it('opens on this month, says how to write a day it cannot read or a future one, and lists the loads of the typed days', async () => {
    const world = createScreenWorld();
    const { full } = plates(world);
    const loads = world.backend.world.fuelLoads.filter((l) => l.patent === full.patent);
    const load = loads.find((l) => l.daysAgo > 40)!;
    const day = daysBefore(load.daysAgo);
    const { user } = await renderScreen(at('/mis-servicios/autogas/consumo', full.patent), { as: 'cliente@demo.cl', world });
    const from = (await screen.findByLabelText('Desde')) as HTMLInputElement;
    const to = screen.getByLabelText('Hasta') as HTMLInputElement;
    const search = screen.getByRole('button', { name: 'Buscar' }) as HTMLButtonElement;
    expect([from.type, from.value, to.value]).toEqual([
      'text',
      `01/${chileDay().slice(5, 7)}/${chileDay().slice(0, 4)}`,
      typed(chileDay()),
    ]);
    expect(screen.getByRole('button', { name: 'Elegir en el calendario: Desde' })).toBeDefined();

    await user.clear(from);
    await user.type(from, '31/02/2026');
    expect(await screen.findByText('Escribe la fecha como dd/mm/aaaa')).toBeDefined();
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(search.disabled).toBe(true);
    await user.clear(to);
    await user.type(to, typed(daysBefore(-1)));
    await user.clear(from);
    await user.type(from, typed(day));
    expect(await screen.findByText('No puedes seleccionar fechas futuras')).toBeDefined();

    await user.clear(to);
    // one digit for the day and the month is read too, and shown in full once the field is left
    await user.type(to, `${Number(day.slice(8))}/${Number(day.slice(5, 7))}/${day.slice(0, 4)}`);
    await user.tab();
    expect(to.value).toBe(typed(day));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(search);
    const sameDay = loads.filter((l) => l.daysAgo === load.daysAgo).length;
    await waitFor(async () => expect((await rows()).length).toBe(sameDay));
    expect((await rows())[0]!.textContent).toContain(`${day.slice(8)}-${day.slice(5, 7)}-${day.slice(0, 4)}`);
  });
});

describe('Metas', () => {
  it('lists the goals with Spanish month names, 10 a page, and the validity note', async () => {
    const world = createScreenWorld();
    await renderScreen(at('/mis-servicios/autogas/metas', plates(world).full.patent), { as: 'cliente@demo.cl', world });
    await waitFor(async () => expect(await rows()).toHaveLength(10));
    expect(screen.getByText('La información corresponde al período de vigencia del contrato.')).toBeDefined();
    const months = [
      'Enero',
      'Febrero',
      'Marzo',
      'Abril',
      'Mayo',
      'Junio',
      'Julio',
      'Agosto',
      'Septiembre',
      'Octubre',
      'Noviembre',
      'Diciembre',
    ];
    expect((await rows()).every((r) => months.some((m) => r.textContent?.includes(m)))).toBe(true);
  });

  it("says 'No se han encontrado registros' without goals", async () => {
    const world = createScreenWorld();
    await renderScreen(at('/mis-servicios/autogas/metas', plates(world).bare.patent), { as: 'cliente@demo.cl', world });
    expect(await screen.findByText('No se han encontrado registros')).toBeDefined();
  });

  it('shows the error with Reintentar when the goals cannot be read', async () => {
    const world = createScreenWorld();
    world.faults.fail('/autogas/goals');
    await renderScreen(at('/mis-servicios/autogas/metas', plates(world).full.patent), { as: 'cliente@demo.cl', world });
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeDefined();
  });
});

describe('Mantenciones-asistencias', () => {
  it('lists both kinds, filters them, and opens a detail with its status', async () => {
    const world = createScreenWorld();
    const { user } = await renderScreen(at('/mis-servicios/autogas/mantenciones-asistencias', plates(world).full.patent), {
      as: 'cliente@demo.cl',
      world,
    });
    await waitFor(async () => expect(await rows()).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText('Mostrar'), 'ASSISTANCE');
    await waitFor(async () => expect((await rows()).every((r) => r.textContent?.includes('Asistencia'))).toBe(true));
    await user.click((await screen.findAllByRole('link', { name: 'Ver Detalle' }))[0]!);
    expect(await screen.findByText('REALIZADA')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Anular Mantenimiento' })).toBeNull();
  });

  it("offers 'Anular Mantenimiento' on a pending maintenance ahead: sent, no longer offered; another visit is told it was asked", async () => {
    const world = createScreenWorld();
    const { full } = plates(world);
    const pending = { ...world.backend.world.maintenances.find((m) => m.patent === full.patent && m.type === 'GM')! };
    Object.assign(pending, { notice_id: 499_000_001, status: 1, scheduledDaysAgo: -3, registeredDaysAgo: 0 });
    world.backend.world.maintenances.push(pending);
    const path = `/mis-servicios/autogas/mantenciones-asistencias/${pending.notice_id}?patente=${full.patent}`;
    const { user } = await renderScreen(path, { as: 'cliente@demo.cl', world });
    expect(await screen.findByText('PENDIENTE')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Anular Mantenimiento' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Anular mantención' }));
    expect(await screen.findByText('Se ha enviado la solicitud de anulación de la mantención.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(world.backend.world.maintenances.find((m) => m.notice_id === pending.notice_id)!.cancelRequested).toBe(true);
    // in the detail, where the button was (the dialog has closed)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Se ha enviado la solicitud de anulación de la mantención.').getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'Anular Mantenimiento' })).toBeNull();
    cleanup();

    // a visit that still shows it pending (the backend answers it so) asks again: it was asked already
    const again = await renderScreen(path, { as: 'cliente@demo.cl', world });
    await again.user.click(await screen.findByRole('button', { name: 'Anular Mantenimiento' }));
    await again.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Anular mantención' }));
    expect(await screen.findByText('Ya solicitaste anular esta mantención')).toBeDefined();
  });

  it('gives each filter its empty text, and the error with Reintentar', async () => {
    const world = createScreenWorld();
    const { user } = await renderScreen(at('/mis-servicios/autogas/mantenciones-asistencias', plates(world).bare.patent), {
      as: 'cliente@demo.cl',
      world,
    });
    expect(await screen.findByText('No se registran mantenciones o asistencias para la patente indicada')).toBeDefined();
    await user.selectOptions(screen.getByLabelText('Mostrar'), 'MAINTENANCE');
    expect(await screen.findByText('No se registran mantenciones para la patente indicada')).toBeDefined();
    await user.selectOptions(screen.getByLabelText('Mostrar'), 'ASSISTANCE');
    expect(await screen.findByText('No se registran asistencias para la patente indicada')).toBeDefined();
    world.faults.fail('/autogas/maintenance_assistance_history');
    await user.selectOptions(screen.getByLabelText('Mostrar'), 'ALL');
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeDefined();
  });
});

describe('Agenda de mantenciones', () => {
  it('preselects the region and the first maintenance, and says what each workshop without slots offers', async () => {
    const world = createScreenWorld();
    const { full } = plates(world);
    const { user } = await renderScreen(at('/mis-servicios/autogas/agenda-mantenciones', full.patent), { as: 'cliente@demo.cl', world });
    const region = (await screen.findByLabelText('Región')) as HTMLSelectElement;
    expect(region.value).toBe('RM');
    expect((screen.getByLabelText('Mantención') as HTMLSelectElement).value).toBe(String(full.plan[0]!.id_service));
    await user.click(screen.getByRole('button', { name: 'Agendar' }));
    expect(await screen.findByText('Todos los campos son obligatorios')).toBeDefined();
    await waitFor(() => expect((screen.getByLabelText('Taller') as HTMLSelectElement).disabled).toBe(false));
    await user.selectOptions(screen.getByLabelText('Taller'), 'T02');
    expect(
      await screen.findByText(/^Taller sin horarios disponibles\. Le sugerimos volver a consultar a partir del \d{2}-\d{2}-\d{4}$/),
    ).toBeDefined();
    await user.selectOptions(screen.getByLabelText('Taller'), 'T03');
    expect(await screen.findByText('No hay fechas disponibles')).toBeDefined();
    expect(screen.getByText('El taller no tiene un precio informado para esta mantención')).toBeDefined();
  });

  it('keeps the form when the workshops cannot be read: regions and maintenances show, the workshops say so and retry', async () => {
    const world = createScreenWorld();
    const { full } = plates(world);
    world.faults.fail('/autogas/maintenance/workshops');
    const { user } = await renderScreen(at('/mis-servicios/autogas/agenda-mantenciones', full.patent), { as: 'cliente@demo.cl', world });
    const error = await screen.findByRole('alert');
    expect(error.textContent).toContain('En este momento no es posible obtener la información');
    expect((screen.getByLabelText('Región') as HTMLSelectElement).value).toBe('RM');
    expect((screen.getByLabelText('Mantención') as HTMLSelectElement).value).toBe(String(full.plan[0]!.id_service));
    world.faults.clear();
    await user.click(within(error).getByRole('button'));
    await waitFor(() => expect((screen.getByLabelText('Taller') as HTMLSelectElement).disabled).toBe(false));
    expect(within(screen.getByLabelText('Taller')).getByRole('option', { name: 'Taller Autogas Santiago Centro' })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('schedules after the confirm step, then shows it with its cancel', async () => {
    const world = createScreenWorld();
    const { full } = plates(world);
    const { user } = await renderScreen(at('/mis-servicios/autogas/agenda-mantenciones', full.patent), { as: 'cliente@demo.cl', world });
    await waitFor(() => expect((screen.getByLabelText('Taller') as HTMLSelectElement).disabled).toBe(false));
    await user.selectOptions(screen.getByLabelText('Taller'), 'T01');
    expect(await screen.findByText(/IVA incluido/)).toBeDefined();
    const date = screen.getByLabelText('Fecha') as HTMLSelectElement;
    await user.selectOptions(date, date.options[1]!.value);
    const hour = screen.getByLabelText('Hora') as HTMLSelectElement;
    await user.selectOptions(hour, hour.options[1]!.value);
    await user.click(screen.getByRole('button', { name: 'Agendar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(/Tu mantención quedó agendada/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByRole('region', { name: 'Próxima mantención agendada' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Anular Mantenimiento' }));
    world.faults.fail('/autogas/maintenance/cancel');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Anular mantención' }));
    expect(await screen.findByText('Error anulando mantención, inténtalo más tarde')).toBeDefined();
  });

  it("shows the server's message when scheduling is refused", async () => {
    const world = createScreenWorld();
    const { full } = plates(world);
    const { user } = await renderScreen(at('/mis-servicios/autogas/agenda-mantenciones', full.patent), { as: 'cliente@demo.cl', world });
    await waitFor(() => expect((screen.getByLabelText('Taller') as HTMLSelectElement).disabled).toBe(false));
    await user.selectOptions(screen.getByLabelText('Taller'), 'T01');
    const date = (await screen.findByLabelText('Fecha')) as HTMLSelectElement;
    await user.selectOptions(date, date.options[1]!.value);
    const hour = screen.getByLabelText('Hora') as HTMLSelectElement;
    await user.selectOptions(hour, hour.options[1]!.value);
    // someone takes the slot meanwhile
    const workshop = world.backend.world.workshops.find((w) => w.code === 'T01')!;
    workshop.blocks = [];
    await user.click(screen.getByRole('button', { name: 'Agendar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('El horario seleccionado ya no está disponible')).toBeDefined();
  });

  it('asks to call the contact center when the plate has no plan', async () => {
    const world = createScreenWorld();
    await renderScreen(at('/mis-servicios/autogas/agenda-mantenciones', plates(world).bare.patent), { as: 'cliente@demo.cl', world });
    expect(await screen.findByText(/800 208 800/)).toBeDefined();
  });
});

describe('the autogas card on the dashboard', () => {
  it('shows the month, the suggestion of the plan, and the fallback text for a plate without a plan', async () => {
    const world = createScreenWorld();
    const { full, bare } = plates(world);
    const { user } = await renderScreen('/mis-servicios', { as: 'cliente@demo.cl', world });
    const card = await screen.findByRole('article', { name: 'Autogas' });
    const plate = (await within(card).findByLabelText('Patente')) as HTMLSelectElement;
    await user.selectOptions(plate, full.patent);
    expect(await within(card).findByText(full.brand)).toBeDefined();
    expect(within(card).getByText('Próxima mantención sugerida')).toBeDefined();
    await user.selectOptions(plate, bare.patent);
    expect(await within(card).findByText('No se cuenta con más información del plan de mantenimiento para este contrato')).toBeDefined();
  });

  it("says the next maintenance could not be read, and keeps the month's figures", async () => {
    const world = createScreenWorld();
    world.faults.fail('/autogas/maintenance/next');
    await renderScreen('/mis-servicios', { as: 'cliente@demo.cl', world });
    const card = await screen.findByRole('article', { name: 'Autogas' });
    expect(await within(card).findByText('No fue posible obtener la información, por favor intente nuevamente más tarde')).toBeDefined();
    expect(within(card).getByText('Meta mensual')).toBeDefined();
  });
});

describe('Autogas over a backend that writes the forms the spec allows (issue 37)', () => {
  it("keeps a SAP-style notice id's zeros: 000410023 is listed, opened and cancelled by it", async () => {
    const world = createScreenWorld();
    const { full } = plates(world);
    const pending = { ...world.backend.world.maintenances.find((m) => m.patent === full.patent && m.type === 'GM')! };
    Object.assign(pending, { notice_id: 410023, status: 1, scheduledDaysAgo: -3, registeredDaysAgo: 0, cancelRequested: false });
    world.backend.world.maintenances.push(pending);
    const zeros = (json: unknown) =>
      JSON.parse(JSON.stringify(json).replace(/"notice_id":410023\b/g, '"notice_id":"000410023"')) as unknown;
    speakingSpec(world.backend, '/autogas/maintenance_assistance_history', zeros);
    const details = speakingSpec(world.backend, '/autogas/maintenance_assistance_detail', zeros).bodies;
    const cancels = speakingSpec(world.backend, '/autogas/maintenance/cancel').bodies;
    const { user } = await renderScreen(at('/mis-servicios/autogas/mantenciones-asistencias', full.patent), {
      as: 'cliente@demo.cl',
      world,
    });
    const links = await screen.findAllByRole('link', { name: 'Ver Detalle' });
    const link = links.find((l) => l.getAttribute('href')?.includes('/mantenciones-asistencias/000410023?'));
    expect(link).toBeDefined();
    await user.click(link!);
    expect(await screen.findByText('PENDIENTE')).toBeDefined();
    expect(details.map((b) => b.notice_id)).toEqual(['000410023']);
    await user.click(screen.getByRole('button', { name: 'Anular Mantenimiento' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Anular mantención' }));
    expect(await screen.findByText('Se ha enviado la solicitud de anulación de la mantención.')).toBeDefined();
    expect(cancels.map((b) => b.notice_id)).toEqual(['000410023']);
  });

  it('shows a maintenance without its notice id or description with dashes, and no detail to open', async () => {
    const world = createScreenWorld();
    const { full } = plates(world);
    speakingSpec(world.backend, '/autogas/maintenance_assistance_history', (json) => {
      const answer = json as { status: string; data?: Array<Record<string, unknown>> };
      return {
        ...answer,
        data: answer.data?.map((m, i) => {
          if (i > 0) return m;
          const { notice_id: _n, description: _d, ...rest } = m;
          return rest;
        }),
      };
    });
    await renderScreen(at('/mis-servicios/autogas/mantenciones-asistencias', full.patent), { as: 'cliente@demo.cl', world });
    await waitFor(async () => expect(await rows()).toHaveLength(3));
    expect(screen.getAllByRole('link', { name: 'Ver Detalle' })).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body.textContent).not.toMatch(/undefined/);
  });

  it('shows the contract with a dash for each field the answer leaves out', async () => {
    const world = createScreenWorld();
    const { full } = plates(world);
    speakingSpec(world.backend, '/autogas/contract', (json) => {
      const answer = json as { status: string; data: Record<string, unknown> };
      const { vehicle_brand: _b, titular_name: _t, kits: _k, ...rest } = answer.data;
      return { ...answer, data: { ...rest, monthly_consumption_goal: 180.5 } };
    });
    await renderScreen(at('/mis-servicios/autogas/contrato', full.patent), { as: 'cliente@demo.cl', world });
    expect(await screen.findByText(full.contract_number)).toBeDefined();
    const vehicle = screen.getByRole('region', { name: 'Datos del vehículo' });
    expect(within(vehicle).getByText('Marca').nextElementSibling?.textContent).toBe('–');
    expect(within(screen.getByRole('region', { name: 'Datos del cliente' })).getByText('Titular').nextElementSibling?.textContent).toBe(
      '–',
    );
    expect(screen.getByText('180,5 L')).toBeDefined();
    expect(within(screen.getByRole('region', { name: 'Datos del kit' })).getByText('No se han encontrado registros')).toBeDefined();
  });

  it('lists a plate whose contract number the list leaves out, and says so where the contract is needed', async () => {
    const world = createScreenWorld();
    const { full } = plates(world);
    speakingSpec(world.backend, '/bussines_line/autogas/list', (json) => {
      const answer = json as {
        status: string;
        data?: Array<{ client_id: number; client_cod: string; patents: Array<Record<string, unknown>> }>;
      };
      return {
        ...answer,
        data: answer.data?.map((a) => ({
          client_id: a.client_id,
          patents: a.patents.filter((p) => p.linked === '1').map((p) => ({ patent: p.patent, client_cod: a.client_cod })),
        })),
      };
    });
    await renderScreen(at('/mis-servicios/autogas/contrato', full.patent), { as: 'cliente@demo.cl', world });
    expect(await screen.findByText('No fue posible obtener el número de contrato de esta patente')).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Secciones de Autogas' })).toBeDefined();
  });
});
