import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createScreenWorld, renderScreen, type ScreenWorld } from '../support/screen';
import { speakingSpec } from '../support/spec-speaking';

const UNAVAILABLE = 'En este momento no es posible obtener la información. Por favor intenta más tarde';

describe('/mis-servicios for a person', () => {
  it('welcomes the person and shows a card per line with its tabs', async () => {
    const { session } = await renderScreen('/mis-servicios', { as: 'cliente@demo.cl' });
    expect(await screen.findByRole('heading', { level: 1, name: `${session!.user.name} ${session!.user.lastName}` })).toBeDefined();
    for (const line of ['Medidor', 'Granel Habitacional', 'Cilindro', 'Autogas'])
      expect(screen.getByRole('article', { name: line })).toBeDefined();
    const meter = screen.getByRole('article', { name: 'Medidor' });
    expect(within(meter).getByRole('link', { name: 'Boletas' }).getAttribute('href')).toBe('/mis-servicios/medidor/boletas');
    // the agenda is a route with no tab (spec 2 §2): the autogas card leads to it by 'Agendar mantención' only
    const autogas = screen.getByRole('article', { name: 'Autogas' });
    expect(within(autogas).getByRole('link', { name: 'Mantenciones y Asistencias' })).toBeDefined();
    expect(within(autogas).queryByRole('link', { name: 'Agenda de Mantenciones' })).toBeNull();
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

  it('keeps the other lines when one cannot be read, with a retry in its card that brings it back', async () => {
    const world = createScreenWorld();
    world.faults.fail('/bussines_line/housing/list');
    const { user, session } = await renderScreen('/mis-servicios', { as: 'cliente@demo.cl', world });
    // the failure stays where it happened: its card says so, the other lines, the welcome and the menu stay
    const bulk = await screen.findByRole('article', { name: 'Granel Habitacional' });
    expect(within(within(bulk).getByRole('alert')).getByText(UNAVAILABLE)).toBeDefined();
    expect(within(bulk).queryByRole('link', { name: 'Realizar Pedidos' })).toBeNull();
    for (const line of ['Medidor', 'Cilindro', 'Autogas']) {
      const card = screen.getByRole('article', { name: line });
      expect(within(card).queryByRole('alert')).toBeNull();
      expect(within(card).getAllByRole('link').length).toBeGreaterThan(0);
    }
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: `${session!.user.name} ${session!.user.lastName}` })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Mis Servicios' })).toBeDefined();

    world.faults.clear();
    await user.click(within(bulk).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Granel Habitacional' })).queryByRole('alert')).toBeNull());
    const bulkAgain = screen.getByRole('article', { name: 'Granel Habitacional' });
    expect(within(bulkAgain).getByText(/clientes? asociados?/)).toBeDefined();
    expect(within(bulkAgain).getByRole('link', { name: 'Realizar Pedidos' })).toBeDefined();
    expect(screen.getByRole('article', { name: 'Medidor' })).toBeDefined();
  });

  it('hides only the carousel when the campaigns cannot be read', async () => {
    const world = createScreenWorld();
    world.faults.fail('/person/campains');
    await renderScreen('/mis-servicios', { as: 'cliente@demo.cl', world });
    expect(await screen.findByRole('article', { name: 'Medidor' })).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Campañas' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('welcomes the person by the stored session when /me cannot be read, and shows the lines', async () => {
    const world = createScreenWorld();
    world.faults.fail('/me');
    const { session } = await renderScreen('/mis-servicios', { as: 'cliente@demo.cl', world });
    expect(await screen.findByRole('heading', { level: 1, name: `${session!.user.name} ${session!.user.lastName}` })).toBeDefined();
    expect(await screen.findByRole('article', { name: 'Medidor' })).toBeDefined();
    expect(screen.getByRole('article', { name: 'Autogas' })).toBeDefined();
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

/** The Funcionario's industrial clients of the first company, in the card's order: the first with a known credit line in region VIII, the second with none. */
function industrialWorld(): { world: ScreenWorld; first: string; second: string } {
  const world = createScreenWorld();
  const data = world.backend.world;
  const [first, second] = data.companyServices.filter((s) => s.business_line_id === 6);
  first!.client_region_cod = 'VIII';
  data.industrialCredits = [{ service_id: first!.id, aproved_credit: 15_000_000, used_credit: 4_321_500 }];
  return { world, first: first!.client_cod, second: second!.client_cod };
}

describe('/mis-servicios for a company: each block fails alone', () => {
  it('keeps the Granel Industrial card when the companies cannot be read, and brings them back on Reintentar', async () => {
    const world = createScreenWorld();
    world.faults.fail('/company/list');
    const { user } = await renderScreen('/mis-servicios', { as: 'funcionario@empresa.demo.cl', world });
    const companies = await screen.findByRole('region', { name: 'Empresas' });
    expect(within(companies).getByRole('alert')).toBeDefined();
    expect(screen.getByRole('article', { name: 'Granel Industrial' })).toBeDefined();

    world.faults.clear();
    await user.click(within(companies).getByRole('button', { name: 'Reintentar' }));
    expect(await within(companies).findByLabelText('Empresa')).toBeDefined();
    expect(within(companies).queryByRole('alert')).toBeNull();
  });

  it('keeps the companies when the services cannot be read, and brings the cards back on Reintentar', async () => {
    const world = createScreenWorld();
    world.faults.fail('/company_user/services');
    const { user } = await renderScreen('/mis-servicios', { as: 'funcionario@empresa.demo.cl', world });
    const services = await screen.findByRole('region', { name: 'Servicios' });
    expect(within(screen.getByRole('region', { name: 'Empresas' })).getByLabelText('Empresa')).toBeDefined();

    world.faults.clear();
    await user.click(within(services).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Granel Industrial' })).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Servicios' })).toBeNull();
  });
});

describe('/mis-servicios: the credit box of the Granel Industrial card', () => {
  it('says the credit is not offered, with no Reintentar, on a backend that lacks its call', async () => {
    const { world } = industrialWorld();
    world.faults.missing('/company_user/industrial/debt');
    await renderScreen('/mis-servicios', { as: 'funcionario@empresa.demo.cl', world });
    const card = await screen.findByRole('article', { name: 'Granel Industrial' });
    const credit = within(card).getByRole('region', { name: 'Crédito' });
    expect(await within(credit).findByText('Este servicio no está disponible por ahora.')).toBeDefined();
    expect(within(credit).queryByRole('button', { name: 'Reintentar' })).toBeNull();
    // the card's other blocks stand
    expect(within(card).getByText('Región del Biobío')).toBeDefined();
  });

  it("shows a Funcionario the client's region by name and its credit approved, used and available", async () => {
    const { world, second } = industrialWorld();
    const { user } = await renderScreen('/mis-servicios', { as: 'funcionario@empresa.demo.cl', world });
    const card = await screen.findByRole('article', { name: 'Granel Industrial' });
    expect(within(card).getByText('Región del Biobío')).toBeDefined();
    expect(within(card).queryByText('VIII')).toBeNull();
    const credit = within(card).getByRole('region', { name: 'Crédito' });
    const amount = (label: string) => within(credit).getByText(label).nextElementSibling?.textContent;
    expect(amount('Aprobado')).toBe('$15.000.000');
    expect(amount('Utilizado')).toBe('$4.321.500');
    expect(amount('Disponible')).toBe('$10.678.500');

    await user.selectOptions(within(card).getByLabelText('N° de cliente'), second);
    expect(await within(card).findByText('No tienes cuentas por pagar')).toBeDefined();
    expect(within(card).queryByText('$15.000.000')).toBeNull();
  });

  it('shows the credit box only on a client the Funcionario holds the debt-detail privilege (1008) on', async () => {
    const { world, first, second } = industrialWorld();
    const funcionario = world.backend.world.companyUsers.find((u) => u.email === 'funcionario@empresa.demo.cl')!;
    const secondId = String(world.backend.world.companyServices.find((s) => s.client_cod === second)!.id);
    funcionario.privileges[secondId] = funcionario.privileges[secondId]!.filter((p) => p !== 1008);
    const { user } = await renderScreen('/mis-servicios', { as: 'funcionario@empresa.demo.cl', world });
    const card = await screen.findByRole('article', { name: 'Granel Industrial' });
    expect(within(card).getByRole('region', { name: 'Crédito' })).toBeDefined();

    await user.selectOptions(within(card).getByLabelText('N° de cliente'), second);
    await waitFor(() => expect(within(card).queryByRole('region', { name: 'Crédito' })).toBeNull());
    expect(within(card).queryByText('No tienes cuentas por pagar')).toBeNull();
    await user.selectOptions(within(card).getByLabelText('N° de cliente'), first);
    expect(await within(card).findByText('$15.000.000')).toBeDefined();
  });

  it('gives limitado@empresa.demo.cl (no 1008) the card with its region by name and no credit box', async () => {
    const world = createScreenWorld();
    const data = world.backend.world;
    const limitado = data.companyUsers.find((u) => u.email === 'limitado@empresa.demo.cl')!;
    const [granted] = Object.keys(limitado.privileges);
    expect(limitado.privileges[granted!]).not.toContain(1008);
    data.companyServices.find((s) => String(s.id) === granted)!.client_region_cod = 'V';
    await renderScreen('/mis-servicios', { as: 'limitado@empresa.demo.cl', world });
    const card = await screen.findByRole('article', { name: 'Granel Industrial' });
    expect(within(card).getByText('Región de Valparaíso')).toBeDefined();
    expect(within(card).queryByRole('region', { name: 'Crédito' })).toBeNull();
    expect(within(card).queryByText('No tienes cuentas por pagar')).toBeNull();
  });

  it('keeps a failing credit call inside the box: the rest of the card and the dashboard stay', async () => {
    const { world } = industrialWorld();
    world.faults.fail('/company_user/industrial/debt');
    const { user } = await renderScreen('/mis-servicios', { as: 'funcionario@empresa.demo.cl', world });
    const card = await screen.findByRole('article', { name: 'Granel Industrial' });
    const credit = within(card).getByRole('region', { name: 'Crédito' });
    expect(within(credit).getByRole('alert').textContent).toContain('No fue posible obtener tu crédito.');
    expect(within(card).getByText('Región del Biobío')).toBeDefined();
    expect(within(card).getByRole('link', { name: 'Detalle de Deuda' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Empresas' })).toBeDefined();

    world.faults.clear();
    await user.click(within(credit).getByRole('button', { name: 'Reintentar' }));
    expect(await within(card).findByText('$15.000.000')).toBeDefined();
  });
});

describe('/mis-servicios: the Granel Industrial card keeps its client in the URL', () => {
  it('puts the chosen client in ?cliente=, its tab links carry it, and a reload opens on it', async () => {
    const { world, second } = industrialWorld();
    const { user, unmount } = await renderScreen('/mis-servicios', { as: 'funcionario@empresa.demo.cl', world });
    const card = await screen.findByRole('article', { name: 'Granel Industrial' });
    await user.selectOptions(within(card).getByLabelText('N° de cliente'), second);
    await waitFor(() => expect(window.location.search).toBe(`?cliente=${second}`));
    expect(within(card).getByRole('link', { name: 'Detalle de Deuda' }).getAttribute('href')).toBe(
      `/mis-servicios/granel/detalle-deuda?cliente=${second}`,
    );
    unmount();

    await renderScreen(`/mis-servicios?cliente=${second}`, { as: 'funcionario@empresa.demo.cl', world });
    const reloaded = await screen.findByRole('article', { name: 'Granel Industrial' });
    expect((within(reloaded).getByLabelText('N° de cliente') as HTMLSelectElement).value).toBe(second);
    expect(await within(reloaded).findByText('No tienes cuentas por pagar')).toBeDefined();
  });
});

type Rows = { status: string; data?: Array<Record<string, unknown>> };

describe("/mis-servicios over a backend that writes spec 2 §3's shapes (issue 37)", () => {
  it('shows every card when the services come in their per-line shapes: cylinder by client_id, autogas codes in the patents', async () => {
    const world = createScreenWorld();
    const only = (fields: string[]) => (json: unknown) => {
      const answer = json as Rows;
      return {
        ...answer,
        data: answer.data?.map((row) => ({
          ...Object.fromEntries(fields.filter((f) => row[f] !== undefined).map((f) => [f, row[f]])),
          client_address: `${String(row.address_street)} ${String(row.address_num)}`,
        })),
      };
    };
    speakingSpec(
      world.backend,
      '/bussines_line/meter/list',
      only(['client_cod', 'contract_cod', 'client_id', 'client_city', 'client_region_cod']),
    );
    speakingSpec(world.backend, '/bussines_line/cylinder/list', only(['client_id', 'client_city', 'client_region_cod']));
    speakingSpec(world.backend, '/bussines_line/autogas/list', (json) => {
      const answer = json as {
        status: string;
        data?: Array<{ client_id: number; client_cod: string; patents: Array<Record<string, unknown>> }>;
      };
      return {
        ...answer,
        data: answer.data?.map((a) => ({
          client_id: a.client_id,
          patents: a.patents
            .filter((p) => p.linked === '1')
            .map((p) => ({ patent: p.patent, conversion_contract_number: p.conversion_contract_number, client_cod: a.client_cod })),
        })),
      };
    });
    await renderScreen('/mis-servicios', { as: 'cliente@demo.cl', world });
    const cylinder = await screen.findByRole('article', { name: 'Cilindro' });
    expect(within(cylinder).getByText('1 dirección asociada')).toBeDefined();
    expect(within(screen.getByRole('article', { name: 'Medidor' })).getByText('2 medidores asociados')).toBeDefined();
    const autogas = screen.getByRole('article', { name: 'Autogas' });
    expect(within(autogas).getByRole('link', { name: 'Contrato' })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the rest of the autogas card, the brand as a dash, when the dashboard answer leaves vehicle_brand out', async () => {
    const world = createScreenWorld();
    speakingSpec(world.backend, '/autogas/dashboard', (json) => {
      const answer = json as { status: string; data?: Record<string, unknown> };
      const { vehicle_brand: _, ...rest } = answer.data ?? {};
      return { ...answer, data: { ...rest, monthly_consumption_goal: 180, giftcard_liters: '40.5' } };
    });
    await renderScreen('/mis-servicios', { as: 'cliente@demo.cl', world });
    const card = await screen.findByRole('article', { name: 'Autogas' });
    const brand = await within(card).findByText('Vehículo');
    expect(brand.nextElementSibling?.textContent).toBe('–');
    expect(within(card).getByText('180,0 L')).toBeDefined();
    expect(within(card).getByText('40,5 L')).toBeDefined();
    expect(within(card).queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });
});
