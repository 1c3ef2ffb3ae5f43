import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createScreenWorld, currentPath, renderScreen } from '../support/screen';
import { first } from '../support/items';

describe('/servicios/seleccionar', () => {
  it('offers a card per line, each leading to its linking screen', async () => {
    await renderScreen('/servicios/seleccionar', { as: 'nuevo@demo.cl' });
    expect(await screen.findByRole('heading', { name: 'Agregar Servicios' })).toBeDefined();
    const links = ['Cilindro', 'Granel Habitacional', 'Autogas', 'Medidor'].map((line) =>
      screen.getByRole('link', { name: `Asociar ${line}` }).getAttribute('href'),
    );
    expect(links).toEqual([
      '/adminitracion_cuentas/cilindro/asociar',
      '/adminitracion_cuentas/granel/asociar',
      '/adminitracion_cuentas/autogas/asociar',
      '/adminitracion_cuentas/medidor/asociar',
    ]);
  });
});

describe('/adminitracion_cuentas', () => {
  it('opens the first line with data and lists its accounts, a tab per line', async () => {
    await renderScreen('/adminitracion_cuentas', { as: 'cliente@demo.cl' });
    const tabs = await screen.findByRole('navigation', { name: 'Líneas de servicio' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((tab) => tab.textContent),
    ).toEqual(['Medidor', 'Granel Habitacional', 'Cilindro', 'Autogas']);
    expect(currentPath()).toBe('/adminitracion_cuentas/medidor');
    expect(screen.getAllByRole('button', { name: 'Desvincular' }).length).toBeGreaterThan(0);
  });

  it('asks before unlinking; Cancelar keeps the account', async () => {
    const { user } = await renderScreen('/adminitracion_cuentas/cilindro', { as: 'cliente@demo.cl' });
    const rows = await screen.findAllByRole('button', { name: 'Desvincular' });
    await user.click(first(rows, 'Desvincular button'));
    const dialog = screen.getByRole('dialog', { name: 'Desvincular servicio' });
    expect(within(dialog).getByText(/¿Seguro que quieres desvincular N° Cliente \S+ de tu cuenta\?/)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Desvincular' })).toHaveLength(rows.length);
  });

  it('unlinks on Aceptar with the spec notice', async () => {
    const { user } = await renderScreen('/adminitracion_cuentas/medidor', { as: 'cliente@demo.cl' });
    const rows = await screen.findAllByRole('button', { name: 'Desvincular' });
    await user.click(first(rows, 'Desvincular button'));
    await user.click(within(screen.getByRole('dialog', { name: 'Desvincular servicio' })).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('El servicio se ha desvinculado de tu cuenta correctamente')).toBeDefined();
  });

  it('keeps the dialog and shows the error when unlinking fails', async () => {
    const world = createScreenWorld();
    world.faults.fail('/bussines_line/cylinder/delete');
    const { user } = await renderScreen('/adminitracion_cuentas/cilindro', { as: 'cliente@demo.cl', world });
    await user.click(first(await screen.findAllByRole('button', { name: 'Desvincular' }), 'Desvincular button'));
    await user.click(within(screen.getByRole('dialog', { name: 'Desvincular servicio' })).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('En este momento no es posible obtener la información. Por favor intenta más tarde')).toBeDefined();
    expect(screen.getByRole('dialog', { name: 'Desvincular servicio' })).toBeDefined();
  });

  it('keeps the other lines when one cannot be read, with a retry on its tab that brings it back', async () => {
    const world = createScreenWorld();
    world.faults.fail('/bussines_line/autogas/list');
    const { user } = await renderScreen('/adminitracion_cuentas', { as: 'cliente@demo.cl', world });
    // on entry, the first line with data; the failed line keeps its tab
    const tabs = await screen.findByRole('navigation', { name: 'Líneas de servicio' });
    expect(currentPath()).toBe('/adminitracion_cuentas/medidor');
    expect((await screen.findAllByRole('button', { name: 'Desvincular' })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(within(tabs).getByRole('link', { name: 'Autogas' }));
    // the screen says what it could not read; the menu beside it stays
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('link', { name: 'Mis Servicios' })).toBeDefined();
    expect(screen.queryByText('No tienes cuentas de Autogas asociadas.')).toBeNull();

    world.faults.clear();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect((await screen.findAllByText(/^Patente /)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
