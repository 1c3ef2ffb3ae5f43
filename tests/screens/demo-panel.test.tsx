import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { readStoredSession } from '../../client/app/session';
import { currentPath, renderScreen } from '../support/screen';

/** Without demo data (DATA_SOURCE=rest) there is no panel (issue 17). */
const REST = { DATA_SOURCE: 'rest', BACKEND_URL: 'http://backend.invalid' };

/** the panel with its data: the title shows before it */
const panel = async () => {
  await screen.findByRole('heading', { level: 1, name: 'Panel de demostración' });
  return screen.findByRole('region', { name: 'Ingresar como' });
};

describe('/demo, the demo control panel', () => {
  it('lists every demo account and signs in as one in one click', async () => {
    const { user } = await renderScreen('/demo');
    await panel();
    const personas = within(screen.getByRole('region', { name: 'Ingresar como' }));
    expect(personas.getByText('Camila Fuentes Soto')).toBeDefined();
    expect(personas.getByText(/admin@empresa\.demo\.cl · Empresas/)).toBeDefined();
    await user.click(personas.getByRole('button', { name: 'Ingresar como cliente@demo.cl' }));
    await waitFor(() => expect(currentPath()).toBe('/mis-servicios'));
    expect(readStoredSession()?.user.email).toBe('cliente@demo.cl');
  });

  it('says why an account cannot sign in (a disabled one)', async () => {
    const { user } = await renderScreen('/demo');
    await panel();
    await user.click(screen.getByRole('button', { name: 'Ingresar como deshabilitada@demo.cl' }));
    const card = screen.getByRole('button', { name: 'Ingresar como deshabilitada@demo.cl' }).closest('li')!;
    expect((await within(card as HTMLElement).findByRole('alert')).textContent).not.toBe('');
    expect(currentPath()).toBe('/demo');
    expect(readStoredSession()).toBeNull();
  });

  it('turns a module off and maintenance on for the gateway, and says so', async () => {
    const { user, world } = await renderScreen('/demo', { as: 'cliente@demo.cl' });
    await panel();
    await user.click(screen.getByRole('checkbox', { name: 'medidor_boletas' }));
    await waitFor(() => expect(screen.getByText('Módulo medidor_boletas desactivado.')).toBeDefined());
    expect(world.config.flags.medidor_boletas).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'medidor_boletas' }) as HTMLInputElement).checked).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'Modo mantención' }));
    await waitFor(() => expect(screen.getByText('Modo mantención activado.')).toBeDefined());
    expect(world.config.maintenance).toBe(true);
  });

  it('finds a module by name', async () => {
    const { user } = await renderScreen('/demo');
    await panel();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar módulo' }), 'granel_tele');
    const flags = screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label') ?? box.parentElement?.textContent);
    expect(flags).toEqual(['Modo mantención', 'granel_telemetria', 'granel_telemetria_historial']);
  });

  it('adds a 503 on the meter area, lists it, and lifts it', async () => {
    const { user, world } = await renderScreen('/demo');
    await panel();
    const faults = within(screen.getByRole('region', { name: 'Fallas del servicio' }));
    expect(faults.getByText('No hay fallas activas: el servicio responde normalmente.')).toBeDefined();
    expect((faults.getByRole('combobox', { name: 'Tipo de falla' }) as HTMLSelectElement).value).toBe('UNAVAILABLE');
    expect((faults.getByRole('combobox', { name: 'Área' }) as HTMLSelectElement).value).toBe('meter');
    await user.click(faults.getByRole('button', { name: 'Agregar falla' }));
    expect(await faults.findByText(/Área Medidor · todas las llamadas/)).toBeDefined();
    expect(world.backend.faults.list()).toEqual([{ area: 'meter', status: 503 }]);

    await user.click(faults.getByRole('radio', { name: 'Una llamada' }));
    await user.selectOptions(faults.getByRole('combobox', { name: 'Tipo de falla' }), 'MALFORMED');
    await user.selectOptions(faults.getByRole('combobox', { name: 'Llamada' }), '/tickets/list');
    await user.selectOptions(faults.getByRole('combobox', { name: 'Veces' }), '1');
    await user.click(faults.getByRole('button', { name: 'Agregar falla' }));
    expect(await faults.findByText(/Llamada \/tickets\/list · 1 llamada más/)).toBeDefined();

    await user.click(faults.getByRole('button', { name: 'Quitar Servicio no disponible (503) en Área Medidor' }));
    await waitFor(() => expect(world.backend.faults.list()).toEqual([{ path: '/tickets/list', malformed: true, times: 1 }]));
    await user.click(faults.getByRole('button', { name: 'Quitar todas las fallas' }));
    expect(await faults.findByText('No hay fallas activas: el servicio responde normalmente.')).toBeDefined();
  });

  it('resets the world and speeds up its clock', async () => {
    const { user, world } = await renderScreen('/demo');
    await panel();
    world.backend.world.persons.find((p) => p.email === 'cliente@demo.cl')!.name = 'Otra';
    await user.click(screen.getByRole('button', { name: 'Reiniciar el mundo' }));
    await waitFor(() => expect(screen.getByText('El mundo volvió a su estado inicial.')).toBeDefined());
    expect(world.backend.world.persons.find((p) => p.email === 'cliente@demo.cl')!.name).toBe('Camila');

    await user.selectOptions(screen.getByRole('combobox', { name: /Velocidad del reloj del mundo/ }), '60');
    await waitFor(() => expect(world.backend.clock.speed()).toBe(60));
    expect(await screen.findByText('Reloj del mundo: un minuto por segundo.')).toBeDefined();
  });

  it('links to the demo mailbox', async () => {
    await renderScreen('/demo');
    await panel();
    expect(screen.getByRole('link', { name: 'Correos de la demostración' }).getAttribute('href')).toBe('/demo/correos');
  });

  it('is in the menu with demo data only', async () => {
    await renderScreen('/mis-servicios', { as: 'cliente@demo.cl' });
    expect(await screen.findByRole('link', { name: 'Panel de demostración' })).toBeDefined();
  });

  it('does not exist against a real backend: the route is closed and the menu has no entry', async () => {
    const guest = await renderScreen('/demo', { env: REST });
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(screen.queryByRole('heading', { name: 'Panel de demostración' })).toBeNull();
    guest.unmount();

    await renderScreen('/mis-servicios', { as: 'cliente@demo.cl', env: REST });
    await screen.findByRole('link', { name: 'Mis Servicios' });
    expect(screen.queryByRole('link', { name: 'Panel de demostración' })).toBeNull();
  });
});
