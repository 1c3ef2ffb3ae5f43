import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createScreenWorld, currentPath, renderScreen } from '../support/screen';
import { first } from '../support/items';
import { speakingSpec } from '../support/spec-speaking';

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

type Rows = { status: string; data?: Array<Record<string, unknown>> };
/** a list's rows cut down to the fields spec 2 §3 names for the line, the address written whole */
const specRows = (fields: string[]) => (json: unknown) => {
  const answer = json as Rows;
  return {
    ...answer,
    data: (answer.data ?? []).map((row) => ({
      ...Object.fromEntries(fields.filter((f) => row[f] !== undefined).map((f) => [f, row[f]])),
      client_address: `${String(row.address_street)} ${String(row.address_num)}`,
    })),
  };
};

describe("/adminitracion_cuentas over a backend that writes spec 2 §3's shapes (issue 37)", () => {
  it('shows each meter service without client_name or RUT, with its address and Desvincular', async () => {
    const world = createScreenWorld();
    speakingSpec(
      world.backend,
      '/bussines_line/meter/list',
      specRows(['client_cod', 'contract_cod', 'client_id', 'client_city', 'client_region_cod']),
    );
    const data = world.backend.world;
    const person = data.persons.find((p) => p.email === 'cliente@demo.cl')!;
    const meters = person.linked.meter.map((id) => data.accounts.find((a) => a.id === id)!);
    await renderScreen('/adminitracion_cuentas/medidor', { as: 'cliente@demo.cl', world });
    expect(await screen.findAllByRole('button', { name: 'Desvincular' })).toHaveLength(meters.length);
    for (const meter of meters) {
      expect(screen.getByText(`N° Cliente ${meter.client_cod}`)).toBeDefined();
      expect(screen.getByText(`${meter.street} ${meter.number}, ${meter.city}`)).toBeDefined();
    }
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body.textContent).not.toMatch(/undefined|null/);
  });

  it('lists a cylinder by its client_id alone, with a dash for the city it lacks, and unlinks it', async () => {
    const world = createScreenWorld();
    speakingSpec(world.backend, '/bussines_line/cylinder/list', specRows(['client_id', 'client_region_cod']));
    const removals = speakingSpec(world.backend, '/bussines_line/cylinder/delete').bodies;
    const data = world.backend.world;
    const person = data.persons.find((p) => p.email === 'cliente@demo.cl')!;
    const cylinder = data.accounts.find((a) => a.id === person.linked.cylinder[0])!;
    const { user } = await renderScreen('/adminitracion_cuentas/cilindro', { as: 'cliente@demo.cl', world });
    expect(await screen.findByText(`N° Cliente ${cylinder.id}`)).toBeDefined();
    expect(screen.getByText(`${cylinder.street} ${cylinder.number}, –`)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Desvincular' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Desvincular servicio' })).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('El servicio se ha desvinculado de tu cuenta correctamente')).toBeDefined();
    // spec 1 §7: the cylinder is unlinked by its client_id in client_cod
    expect(removals).toEqual([{ client_cod: String(cylinder.id) }]);
  });

  it('shows a plate whose client code the backend left out, without Desvincular, beside the others', async () => {
    const world = createScreenWorld();
    speakingSpec(world.backend, '/bussines_line/autogas/list', (json) => {
      const answer = json as { status: string; data?: Array<{ client_id: number; patents: Array<Record<string, unknown>> }> };
      return {
        ...answer,
        // spec 2 §3's account: client_id and patents, the code in each patent, here left out of the first
        data: answer.data?.map((account) => ({
          client_id: account.client_id,
          patents: account.patents
            .filter((p) => p.linked === '1')
            .map((p, i) => ({
              patent: p.patent,
              conversion_contract_number: p.conversion_contract_number,
              ...(i ? { client_cod: '0071555' } : {}),
            })),
        })),
      };
    });
    await renderScreen('/adminitracion_cuentas/autogas', { as: 'cliente@demo.cl', world });
    const coded = await screen.findAllByText(/· Cliente 0071555$/);
    const uncoded = screen.getAllByText(/· Cliente –$/);
    expect(uncoded.length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Desvincular' })).toHaveLength(coded.length);
  });
});
