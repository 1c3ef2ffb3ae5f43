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

  it('shows the load error when the accounts cannot be read', async () => {
    const world = createScreenWorld();
    world.faults.fail('/bussines_line/autogas/list');
    await renderScreen('/adminitracion_cuentas', { as: 'cliente@demo.cl', world });
    // the screen says what it could not read; the menu beside it stays
    expect(within(await screen.findByRole('alert')).getByRole('button', { name: 'Reintentar' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Mis Servicios' })).toBeDefined();
  });
});
