import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createScreenWorld, renderScreen, type ScreenWorld } from '../support/screen';
import { catchChartsWithoutLayout } from '../support/console';
import { chileDay, monthsBefore } from '../../machines/rules/chile-time';

/** issue 43: every date and month is written and read in Chile's order, with Spanish calendars and the limits on the page */

const typedDay = (iso: string) => iso.split('-').reverse().join('/');
const addDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);
const nativePickers = () => document.querySelectorAll('input[type="date"], input[type="month"]');

function tankHistoryPath(world: ScreenWorld) {
  const data = world.backend.world;
  const person = data.persons.find((p) => p.email === 'cliente@demo.cl')!;
  const active = data.accounts.find((a) => person.linked.housing.includes(a.id) && a.telemetry_activated === '1')!;
  const tank = data.tanks.find((t) => t.account === active.id)!;
  return `/mis-servicios/granel/telemetria/${active.client_cod}/tanques/${tank.meter_code}/historial`;
}

describe('the tank reading history (issue 43, items 6 and 14a)', () => {
  it('takes the dates as dd/mm/aaaa, says its 12-month and no-future limits on the page, and each broken rule under the dates', async () => {
    const world = createScreenWorld();
    const { user } = await renderScreen(tankHistoryPath(world), { as: 'cliente@demo.cl', world });
    const from = (await screen.findByLabelText('Desde')) as HTMLInputElement;
    const to = screen.getByLabelText('Hasta') as HTMLInputElement;
    const today = chileDay();
    const earliest = monthsBefore(today, 12);
    expect(nativePickers()).toHaveLength(0);
    expect([from.type, from.inputMode, from.placeholder, from.maxLength, to.value]).toEqual([
      'text',
      'numeric',
      'dd/mm/aaaa',
      10,
      typedDay(today),
    ]);
    const hint = screen.getByText(
      `Puedes consultar los últimos 12 meses. Escribe las fechas como dd/mm/aaaa, desde el ${typedDay(earliest)} hasta hoy.`,
    );
    expect(from.getAttribute('aria-describedby')).toContain(hint.id);

    await user.clear(from);
    await user.type(from, typedDay(addDays(earliest, -1)));
    const before = await screen.findByRole('alert');
    expect(before.textContent).toBe(`Puedes consultar desde el ${typedDay(earliest)} (los últimos 12 meses)`);
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(from.getAttribute('aria-describedby')).toContain(before.id);

    await user.clear(from);
    await user.type(from, typedDay(earliest));
    await user.clear(to);
    await user.type(to, typedDay(addDays(today, 1)));
    expect((await screen.findByRole('alert')).textContent).toBe('No puedes seleccionar fechas futuras');
    await user.clear(to);
    expect((await screen.findByRole('alert')).textContent).toBe('No existen registros de lectura');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(document.activeElement).toBe(to);

    await user.type(to, typedDay(addDays(earliest, 2)));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    // the readings of the first three days of the 12 months: one a day
    await waitFor(async () => expect((await screen.findAllByRole('row')).slice(1)).toHaveLength(3));
  });

  it('opens a Spanish calendar from the button, worked with the keyboard: arrows, Enter to pick, Escape to close', async () => {
    catchChartsWithoutLayout();
    const world = createScreenWorld();
    const { user } = await renderScreen(tankHistoryPath(world), { as: 'cliente@demo.cl', world });
    const to = (await screen.findByLabelText('Hasta')) as HTMLInputElement;
    const today = chileDay();
    const button = screen.getByRole('button', { name: 'Elegir en el calendario: Hasta' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Elegir en el calendario: Hasta' });
    const grid = within(dialog).getByRole('grid');
    const months = [
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ];
    const monthName = (iso: string) => months[Number(iso.slice(5, 7)) - 1]!;
    expect(grid.getAttribute('aria-labelledby') && document.getElementById(grid.getAttribute('aria-labelledby')!)?.textContent).toBe(
      `${monthName(today)} ${today.slice(0, 4)}`,
    );
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['lu', 'ma', 'mi', 'ju', 'vi', 'sá', 'do']);
    const label = (iso: string) => `${Number(iso.slice(8))} de ${monthName(iso)} de ${iso.slice(0, 4)}`;
    // the day picked has the focus; tomorrow can be reached but not picked
    expect(document.activeElement).toBe(within(grid).getByRole('button', { name: label(today) }));
    expect(
      within(dialog)
        .queryByRole('button', { name: label(addDays(today, 1)) })
        ?.getAttribute('aria-disabled') ?? 'true',
    ).toBe('true');
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    const picked = addDays(today, -8);
    expect(document.activeElement?.getAttribute('aria-label')).toBe(label(picked));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(to.value).toBe(typedDay(picked));
    expect(document.activeElement).toBe(button);

    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeDefined();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(to.value).toBe(typedDay(picked));
  });
});

describe('month pickers (issue 43, item 16a)', () => {
  it('writes months as mm/aaaa and offers the year’s months by their Spanish names', async () => {
    const world = createScreenWorld();
    const { user } = await renderScreen('/mis-servicios/medidor/historial-lectura', { as: 'cliente@demo.cl', world });
    const from = (await screen.findByLabelText('Desde')) as HTMLInputElement;
    expect(nativePickers()).toHaveLength(0);
    expect([from.type, from.inputMode, from.placeholder, from.maxLength]).toEqual(['text', 'numeric', 'mm/aaaa', 7]);
    await user.click(screen.getByRole('button', { name: 'Elegir el mes: Desde' }));
    const dialog = screen.getByRole('dialog', { name: 'Elegir el mes: Desde' });
    const year = monthsBefore(chileDay(), 11).slice(0, 4);
    const names = within(dialog)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'))
      .filter((name) => name?.endsWith(year));
    expect(names.slice(0, 3)).toEqual([`enero de ${year}`, `febrero de ${year}`, `marzo de ${year}`]);
    expect(within(dialog).getByRole('button', { name: `octubre de ${year}` }).textContent).toBe('oct');
    await user.click(within(dialog).getByRole('button', { name: 'Año anterior' }));
    await user.click(within(dialog).getByRole('button', { name: `marzo de ${Number(year) - 1}` }));
    expect(from.value).toBe(`03/${Number(year) - 1}`);
    await user.clear(from);
    await user.type(from, '13/2025');
    expect((await screen.findByRole('alert')).textContent).toBe('Escribe el mes como mm/aaaa');
  });

  it.each(['/mis-servicios/medidor/boletas', '/mis-servicios/medidor/historial-pagos', '/requerimientos'])(
    'leaves no browser date or month picker on %s',
    async (path) => {
      await renderScreen(path, { as: 'cliente@demo.cl', world: createScreenWorld() });
      const from = (await screen.findAllByLabelText(/^(Fecha )?[Dd]esde$/))[0] as HTMLInputElement;
      expect([from.type, nativePickers().length]).toEqual(['text', 0]);
      expect(['dd/mm/aaaa', 'mm/aaaa']).toContain(from.placeholder);
    },
  );
});

describe('/requerimientos (issue 43, item 14c)', () => {
  it('shows the requests 10 a page with a pager, and takes its optional dates as dd/mm/aaaa', async () => {
    const world = createScreenWorld();
    const { user } = await renderScreen('/requerimientos', { as: 'cliente@demo.cl', world });
    const person = world.backend.world.persons.find((p) => p.email === 'cliente@demo.cl')!;
    const total = world.backend.world.requests.filter((r) => r.owner.kind === 'person' && r.owner.id === person.id).length;
    expect(total).toBeGreaterThan(10);
    const results = await screen.findByRole('region', { name: 'Resultados' });
    const rows = async () => (await within(results).findAllByRole('row')).slice(1);
    await waitFor(async () => expect(await rows()).toHaveLength(10));
    const pager = within(results).getByRole('navigation', { name: 'Paginación de requerimientos' });
    await user.click(within(pager).getByRole('button', { name: 'Página 2' }));
    await waitFor(async () => expect(await rows()).toHaveLength(Math.min(10, total - 10)));

    const form = screen.getByRole('form', { name: 'Filtros' });
    expect(within(form).getByText('Fechas opcionales: escríbelas como dd/mm/aaaa, hasta hoy.')).toBeDefined();
    const from = within(form).getByLabelText('Fecha desde') as HTMLInputElement;
    expect([from.type, from.placeholder, from.maxLength]).toEqual(['text', 'dd/mm/aaaa', 10]);
    await user.type(from, '2020-01-01');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Escribe la fecha como dd/mm/aaaa');
    await user.clear(from);
    await user.type(from, '01/01/2020');
    await user.type(within(form).getByLabelText('Fecha hasta'), '31/12/2020');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(window.location.search).toBe('?desde=2020-01-01&hasta=2020-12-31'));
  });
});
