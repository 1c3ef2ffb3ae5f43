import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createScreenWorld, currentPath, renderScreen, type ScreenWorld } from '../support/screen';
import { REQUESTS_PAGE_SIZE } from '../../client/features/requests/RequestsPage';

const UNAVAILABLE = 'En este momento no es posible obtener la información. Por favor intenta más tarde';

function requestsOf(world: ScreenWorld, email: string) {
  const data = world.backend.world;
  const person = data.persons.find((p) => p.email === email);
  const owner = person ? { kind: 'person', id: person.id } : { kind: 'company', id: data.companyUsers.find((u) => u.email === email)!.id };
  return data.requests.filter((r) => r.owner.kind === owner.kind && r.owner.id === owner.id);
}

const results = () => screen.findByRole('region', { name: 'Resultados' });
const filters = () => screen.findByRole('form', { name: 'Filtros' });
/** the rows of the table, without its header */
const rows = async () => (await within(await results()).findAllByRole('row')).slice(1);
const dayMonthYear = (iso: string) => iso.split('-').reverse().join('-');
/** the rows page 1 shows: 10 a page (issue 43) */
const firstPage = (total: number) => Math.min(total, REQUESTS_PAGE_SIZE);
/** the rows of every page, walked with the pager's Siguiente */
async function everyRow() {
  const all = await rows();
  const pager = within(await results()).queryByRole('navigation', { name: 'Paginación de requerimientos' });
  if (!pager) return all;
  const next = within(pager).getByRole('button', { name: /Siguiente/ }) as HTMLButtonElement;
  while (!next.disabled) {
    const before = (await rows())[0];
    fireEvent.click(next);
    await waitFor(async () => expect((await rows())[0]).not.toBe(before));
    all.push(...(await rows()));
  }
  return all;
}

describe('/requerimientos', () => {
  it('lists the person’s requests with their columns, newest first', async () => {
    const world = createScreenWorld();
    await renderScreen('/requerimientos', { as: 'cliente@demo.cl', world });
    const seeded = requestsOf(world, 'cliente@demo.cl');
    const headers = within(await results())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Id Requerimiento', 'Fecha', 'Servicios', 'Tipo Requerimiento', 'Estado', 'Detalle']);
    const shown = await rows();
    expect(shown).toHaveLength(firstPage(seeded.length));
    expect(await everyRow()).toHaveLength(seeded.length);
    const newest = [...seeded].sort((a, b) => b.created_at_date.localeCompare(a.created_at_date))[0]!;
    const cells = within(shown[0]!).getAllByRole('cell');
    expect(cells[0]!.textContent).toContain(String(newest.id));
    expect(cells[1]!.textContent).toContain(dayMonthYear(newest.created_at_date));
    expect(within(shown[0]!).getByRole('link', { name: `Detalle del requerimiento ${newest.id}` })).toBeDefined();
  });

  it('lists a request the backend sent without its id or its texts with dashes and no detail link, the others as they are (issue 37)', async () => {
    const world = createScreenWorld();
    const seeded = requestsOf(world, 'cliente@demo.cl');
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    const [first, second, ...others] = seeded;
    for (const r of [first!, second!]) {
      const loose = r as unknown as Record<string, unknown>;
      delete loose.id;
      delete loose.status;
      delete loose.bussines_lines_name;
    }
    await renderScreen('/requerimientos', { as: 'cliente@demo.cl', world });
    await waitFor(async () => expect(await rows()).toHaveLength(firstPage(seeded.length)));
    const shown = await everyRow();
    expect(shown).toHaveLength(seeded.length);
    expect(document.body.textContent).not.toMatch(/undefined|null/);
    const links = shown.map((row) => within(row).queryByRole('link')?.getAttribute('aria-label'));
    for (const r of others) expect(links).toContain(`Detalle del requerimiento ${r.id}`);
    const idless = shown.filter((row) => within(row).queryByRole('link') === null);
    expect(idless).toHaveLength(2);
    for (const row of idless) {
      const cells = within(row).getAllByRole('cell');
      // Id, Servicios, Estado and Detalle show a dash
      for (const at of [0, 2, 4, 5]) expect(cells[at]!.textContent).toContain('–');
    }
  });

  it('filters by service, category and type, and says so when nothing matches', async () => {
    const world = createScreenWorld();
    const { user } = await renderScreen('/requerimientos', { as: 'cliente@demo.cl', world });
    const form = await filters();
    const service = within(form).getByRole('combobox', { name: 'Servicio' });
    await waitFor(() =>
      expect(
        within(service)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toContain('Autogas'),
    );
    await user.selectOptions(service, 'Autogas');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Categoría' }), 'Vehículo');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(window.location.search).toBe('?servicio=5&categoria=9'));
    const autogas = requestsOf(world, 'cliente@demo.cl').filter((r) => r.bussines_lines_id === 5);
    await waitFor(async () => expect(await rows()).toHaveLength(firstPage(autogas.length)));
    for (const row of await rows()) expect(within(row).getAllByRole('cell')[2]!.textContent).toContain('Autogas');

    const form2 = await filters();
    await user.selectOptions(within(form2).getByRole('combobox', { name: 'Tipo Requerimiento' }), 'Asistencia en ruta');
    await user.click(within(form2).getByRole('button', { name: 'Filtrar' }));
    const assistance = autogas.filter((r) => r.request_type_name === 'Asistencia en ruta');
    expect(assistance.length).toBeGreaterThan(0);
    await waitFor(async () => expect(await rows()).toHaveLength(firstPage(assistance.length)));

    const form3 = await filters();
    fireEvent.change(within(form3).getByLabelText('Fecha desde'), { target: { value: '01/01/2001' } });
    fireEvent.change(within(form3).getByLabelText('Fecha hasta'), { target: { value: '31/01/2001' } });
    await user.click(within(form3).getByRole('button', { name: 'Filtrar' }));
    expect(await within(await results()).findByText('No existen resultados para esta búsqueda')).toBeDefined();
  });

  it('refuses a future date with a clear message and keeps the list', async () => {
    const world = createScreenWorld();
    const { user } = await renderScreen('/requerimientos', { as: 'cliente@demo.cl', world });
    const before = (await rows()).length;
    const form = await filters();
    fireEvent.change(within(form).getByLabelText('Fecha desde'), { target: { value: '01/01/2026' } });
    fireEvent.change(within(form).getByLabelText('Fecha hasta'), { target: { value: '01/01/2999' } });
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('No puedes seleccionar fechas futuras');
    expect(window.location.search).toBe('');
    expect(await rows()).toHaveLength(before);
  });

  it('filters by date: only the requests of 2020', async () => {
    const world = createScreenWorld();
    const { user } = await renderScreen('/requerimientos', { as: 'cliente@demo.cl', world });
    const form = await filters();
    fireEvent.change(within(form).getByLabelText('Fecha desde'), { target: { value: '01/01/2020' } });
    fireEvent.change(within(form).getByLabelText('Fecha hasta'), { target: { value: '31/12/2020' } });
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    for (const row of await rows()) expect(within(row).getAllByRole('cell')[1]!.textContent).toMatch(/-2020$/);
  });

  it('keeps the filters when coming back from a detail', async () => {
    const world = createScreenWorld();
    const { user } = await renderScreen('/requerimientos?servicio=4', { as: 'cliente@demo.cl', world });
    const [first] = await rows();
    await user.click(within(first!).getByRole('link', { name: /^Detalle del requerimiento/ }));
    await waitFor(() => expect(currentPath()).toMatch(/^\/requerimientos\/\d+$/));
    await user.click(await screen.findByRole('link', { name: '← Volver a Mis Requerimientos' }));
    await waitFor(() => expect(currentPath()).toBe('/requerimientos'));
    expect(window.location.search).toBe('?servicio=4');
    const service = within(await filters()).getByRole('combobox', { name: 'Servicio' }) as HTMLSelectElement;
    await waitFor(() => expect(service.value).toBe('4'));
    for (const row of await rows()) expect(within(row).getAllByRole('cell')[2]!.textContent).toContain('Cilindro');
  });

  it('shows the list’s error with Reintentar while the filters stay, and brings the list back', async () => {
    const world = createScreenWorld();
    world.faults.fail('/request/list');
    const { user } = await renderScreen('/requerimientos', { as: 'cliente@demo.cl', world });
    const list = await results();
    expect(await within(list).findByText(UNAVAILABLE)).toBeDefined();
    const service = within(await filters()).getByRole('combobox', { name: 'Servicio' });
    await waitFor(() => expect(within(service).getAllByRole('option')).toHaveLength(5));

    world.faults.clear();
    await user.click(within(list).getByRole('button', { name: 'Reintentar' }));
    await waitFor(async () => expect((await rows()).length).toBe(firstPage(requestsOf(world, 'cliente@demo.cl').length)));
  });

  it('shows the tree’s error inside the filters while the list stays', async () => {
    const world = createScreenWorld();
    world.faults.fail('/request/type/tree');
    const { user } = await renderScreen('/requerimientos', { as: 'cliente@demo.cl', world });
    const form = await filters();
    expect(await within(form).findByText(UNAVAILABLE)).toBeDefined();
    expect((await rows()).length).toBeGreaterThan(0);
    world.faults.clear();
    await user.click(within(form).getByRole('button', { name: 'Reintentar' }));
    expect(await within(form).findByRole('combobox', { name: 'Servicio' })).toBeDefined();
  });

  it('lists a company user’s requests, with the company lines in the filter', async () => {
    const world = createScreenWorld();
    await renderScreen('/requerimientos', { as: 'funcionario@empresa.demo.cl', world });
    expect(await rows()).toHaveLength(firstPage(requestsOf(world, 'funcionario@empresa.demo.cl').length));
    const service = within(await filters()).getByRole('combobox', { name: 'Servicio' });
    await waitFor(() =>
      expect(
        within(service)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Todos', 'Envasado Institucional', 'Granel Industrial', 'Suministro Eléctrico']),
    );
  });
});
