import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { createScreenWorld, currentPath, renderScreen, type ScreenWorld } from '../support/screen';

/** The area's client rides in the URL (?cliente=, ?patente=): the tabs carry it, the selector changes it, a reload keeps it. */

function cliente(world: ScreenWorld) {
  const data = world.backend.world;
  const person = data.persons.find((p) => p.email === 'cliente@demo.cl')!;
  const account = (id: number) => data.accounts.find((a) => a.id === id)!;
  return {
    bulk: person.linked.housing.map((id) => account(id).client_cod),
    meters: person.linked.meter.map((id) => account(id).contract_cod!),
    plates: person.linked.autogas.flatMap((l) => l.patents),
  };
}

const tabLinks = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
const search = () => new URLSearchParams(window.location.search);

describe('the area shell', () => {
  it('carries the client in every tab link, and choosing another keeps the tab and names it in the URL', async () => {
    const world = createScreenWorld();
    const [first, second] = cliente(world).bulk;
    expect(second).toBeDefined();
    const { user } = await renderScreen('/mis-servicios/granel/historial-pagos', { as: 'cliente@demo.cl', world });
    const select = (await screen.findByLabelText('Cliente')) as HTMLSelectElement;
    expect(select.value).toBe(first);
    const bar = 'Secciones de Granel Habitacional';
    for (const href of tabLinks(bar)) expect(href).toMatch(new RegExp(`\\?cliente=${first}$`));

    await user.selectOptions(select, second!);
    await waitFor(() => expect(search().get('cliente')).toBe(second));
    expect(currentPath()).toBe('/mis-servicios/granel/historial-pagos');
    expect(((await screen.findByLabelText('Cliente')) as HTMLSelectElement).value).toBe(second);
    for (const href of tabLinks(bar)) expect(href).toMatch(new RegExp(`\\?cliente=${second}$`));
    const current = within(screen.getByRole('navigation', { name: bar })).getByRole('link', { name: 'Historial de Pagos' });
    expect(current.getAttribute('aria-current')).toBe('page');

    // to another tab: the client comes along
    await user.click(within(screen.getByRole('navigation', { name: bar })).getByRole('link', { name: 'Detalle de Deuda' }));
    await waitFor(() => expect(currentPath()).toBe('/mis-servicios/granel/detalle-deuda'));
    expect(search().get('cliente')).toBe(second);
    expect(((await screen.findByLabelText('Cliente')) as HTMLSelectElement).value).toBe(second);
  });

  it('keeps the period of Cuenta Corriente when the client changes', async () => {
    const world = createScreenWorld();
    const [first, second] = cliente(world).bulk;
    const { user } = await renderScreen(`/mis-servicios/granel/cuenta-corriente?cliente=${first}&periodo=6`, {
      as: 'cliente@demo.cl',
      world,
    });
    await user.selectOptions(await screen.findByLabelText('Cliente'), second!);
    await waitFor(() => expect(search().get('cliente')).toBe(second));
    expect(search().get('periodo')).toBe('6');
  });

  it('shows the client a reloaded URL names, the meter by its contract code', async () => {
    const world = createScreenWorld();
    const [, meter] = cliente(world).meters;
    await renderScreen(`/mis-servicios/medidor/boletas?cliente=${meter}`, { as: 'cliente@demo.cl', world });
    await waitFor(() => expect((screen.getByLabelText('N° Cliente') as HTMLSelectElement).value).toBe(meter));
    for (const href of tabLinks('Secciones de Medidor')) expect(href).toMatch(new RegExp(`\\?cliente=${meter}$`));
    expect(
      within(screen.getByRole('navigation', { name: 'Secciones de Medidor' }))
        .getByRole('link', { name: 'Boletas' })
        .getAttribute('aria-current'),
    ).toBe('page');
    cleanup();

    // a new session on the same URL: no memory but the URL's
    await renderScreen(`/mis-servicios/medidor/historial-pagos?cliente=${meter}`, { as: 'cliente@demo.cl', world });
    await waitFor(() => expect((screen.getByLabelText('N° Cliente') as HTMLSelectElement).value).toBe(meter));
  });

  it('changes the meter in the URL, and the tabs take it along', async () => {
    const world = createScreenWorld();
    const [first, second] = cliente(world).meters;
    const { user } = await renderScreen('/mis-servicios/medidor/historial-pagos', { as: 'cliente@demo.cl', world });
    const select = (await screen.findByLabelText('N° Cliente')) as HTMLSelectElement;
    expect(select.value).toBe(first);
    // the area opens on the first without writing it: the menu's link stays as it was
    expect(window.location.search).toBe('');
    await user.selectOptions(select, second!);
    await waitFor(() => expect(search().get('cliente')).toBe(second));
    await user.click(within(screen.getByRole('navigation', { name: 'Secciones de Medidor' })).getByRole('link', { name: 'Boletas' }));
    await waitFor(() => expect(currentPath()).toBe('/mis-servicios/medidor/boletas'));
    expect(search().get('cliente')).toBe(second);
    expect((screen.getByLabelText('N° Cliente') as HTMLSelectElement).value).toBe(second);
  });

  it('names the plate with ?patente= on autogas, in the tabs too', async () => {
    const world = createScreenWorld();
    const [, plate] = cliente(world).plates;
    await renderScreen(`/mis-servicios/autogas/metas?patente=${plate}`, { as: 'cliente@demo.cl', world });
    await waitFor(() => expect((screen.getByLabelText('Patente') as HTMLSelectElement).value).toBe(plate));
    for (const href of tabLinks('Secciones de Autogas')) expect(href).toMatch(new RegExp(`\\?patente=${plate}$`));
  });
});
