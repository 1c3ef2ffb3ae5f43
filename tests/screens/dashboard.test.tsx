import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createScreenWorld, renderScreen } from '../support/screen';

const UNAVAILABLE = 'En este momento no es posible obtener la información. Por favor intenta más tarde';

describe('/mis-servicios for a person', () => {
  it('welcomes the person and shows a card per line with its tabs', async () => {
    const { session } = await renderScreen('/mis-servicios', { as: 'cliente@demo.cl' });
    expect(await screen.findByRole('heading', { level: 1, name: `${session!.user.name} ${session!.user.lastName}` })).toBeDefined();
    for (const line of ['Medidor', 'Granel Habitacional', 'Cilindro', 'Autogas'])
      expect(screen.getByRole('article', { name: line })).toBeDefined();
    const meter = screen.getByRole('article', { name: 'Medidor' });
    expect(within(meter).getByRole('link', { name: 'Boletas' }).getAttribute('href')).toBe('/mis-servicios/medidor/boletas');
    expect(screen.getByRole('link', { name: 'Suscripción a boleta electrónica' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Agregar Servicios' }).getAttribute('href')).toBe('/servicios/seleccionar');
  });

  it('shows a new person "¿Eres nuevo?" with a card per line to add, and no line cards', async () => {
    await renderScreen('/mis-servicios', { as: 'nuevo@demo.cl' });
    expect(await screen.findByRole('heading', { name: '¿Eres nuevo?' })).toBeDefined();
    for (const line of ['Cilindro', 'Granel Habitacional', 'Autogas', 'Medidor'])
      expect(screen.getByRole('link', { name: `Agregar ${line}` })).toBeDefined();
    expect(screen.queryByRole('article', { name: 'Medidor' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Suscripción a boleta electrónica' })).toBeNull();
  });

  it('sends each "¿Eres nuevo?" card to its own line\'s linking screen (issue 9, item 19)', async () => {
    await renderScreen('/mis-servicios', { as: 'nuevo@demo.cl' });
    await screen.findByRole('heading', { name: '¿Eres nuevo?' });
    const linking = { Cilindro: 'cilindro', 'Granel Habitacional': 'granel', Autogas: 'autogas', Medidor: 'medidor' };
    for (const [line, service] of Object.entries(linking))
      expect(screen.getByRole('link', { name: `Agregar ${line}` }).getAttribute('href')).toBe(`/adminitracion_cuentas/${service}/asociar`);
  });

  it('shows the load error and a retry when a line cannot be read, then the cards once it can', async () => {
    const world = createScreenWorld();
    world.faults.fail('/bussines_line/meter/list');
    const { user } = await renderScreen('/mis-servicios', { as: 'cliente@demo.cl', world });
    // the failure stays where it happened: the menu and the header stay, the screen says what it could not read
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(UNAVAILABLE)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Mis Servicios' })).toBeDefined();
    expect(screen.queryByText('No fue posible cargar el menú.')).toBeNull();

    world.faults.clear();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Medidor' })).toBeDefined();
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
  });
});

describe('/mis-servicios for a company', () => {
  it('shows the Administrador the companies and Buscar Clientes', async () => {
    await renderScreen('/mis-servicios', { as: 'admin@empresa.demo.cl' });
    expect(await screen.findByRole('heading', { name: 'Buscar Clientes' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Empresas' })).toBeDefined();
    expect(
      within(screen.getByRole('navigation', { name: 'Menú principal' })).getByRole('link', { name: 'Mis funcionarios' }),
    ).toBeDefined();
  });

  it('shows a Funcionario the Granel Industrial card with only the tabs of their privileges', async () => {
    await renderScreen('/mis-servicios', { as: 'limitado@empresa.demo.cl' });
    const card = await screen.findByRole('article', { name: 'Granel Industrial' });
    expect(within(card).getByRole('link', { name: 'Historial de Pagos' })).toBeDefined();
    expect(within(card).queryByRole('link', { name: 'Telemetría' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Buscar Clientes' })).toBeNull();
  });
});
