import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createScreenWorld, currentPath, renderScreen } from '../support/screen';

const meters = (world: ReturnType<typeof createScreenWorld>) => {
  const cliente = world.backend.world.persons.find((p) => p.email === 'cliente@demo.cl')!;
  return cliente.linked.meter.map((id) => world.backend.world.accounts.find((a) => a.id === id)!.contract_cod!);
};

describe('/mis-servicios/medidor/boletas', () => {
  it("shows the last two months' bills with their PDF, and 'NO DISPONIBLE' where the backend does not know an amount", async () => {
    const world = createScreenWorld();
    const [full] = meters(world);
    // one of the shown bills says NO DISPONIBLE in its amounts
    const shown = world.backend.world.meterBills
      .filter((b) => b.account === world.backend.world.accounts.find((a) => a.contract_cod === full)!.id)
      .slice(-2);
    shown[0]!.prev_amount = null;
    await renderScreen('/mis-servicios/medidor/boletas', { as: 'cliente@demo.cl', world });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(table).getAllByText('NO DISPONIBLE').length).toBeGreaterThan(0);
    expect(table.textContent).not.toMatch(/NaN/);
    expect(within(table).getAllByRole('button', { name: /Ver PDF de la boleta/ }).length).toBeGreaterThan(0);
  });

  it('names each meter in the N° Cliente selector by its client code (client_cod), not its contract number (issue 37)', async () => {
    const world = createScreenWorld();
    const cliente = world.backend.world.persons.find((p) => p.email === 'cliente@demo.cl')!;
    // the demo has both codes equal, which hid the mix-up: here they differ
    const accounts = cliente.linked.meter.map((id) => world.backend.world.accounts.find((a) => a.id === id)!);
    accounts.forEach((a, i) => (a.client_cod = `00077${i}`));
    await renderScreen('/mis-servicios/medidor/boletas', { as: 'cliente@demo.cl', world });
    const selector = (await screen.findByLabelText('N° Cliente')) as HTMLSelectElement;
    const options = within(selector).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => o.textContent)).toEqual(accounts.map((a) => expect.stringMatching(new RegExp(`^${a.client_cod} · `))));
    // the selection itself still goes by contract
    expect(options.map((o) => o.value)).toEqual(accounts.map((a) => a.contract_cod));
    expect(options.some((o) => accounts.some((a) => o.textContent!.includes(a.contract_cod!)))).toBe(false);
  });

  it('shows bills the backend sent without their number or amounts with dashes and no PDF, never "undefined"', async () => {
    const world = createScreenWorld();
    const [full] = meters(world);
    const shown = world.backend.world.meterBills
      .filter((b) => b.account === world.backend.world.accounts.find((a) => a.contract_cod === full)!.id)
      .slice(-2);
    for (const bill of shown) {
      delete (bill as { ticket_number?: string }).ticket_number;
      bill.pdf = true;
    }
    await renderScreen('/mis-servicios/medidor/boletas', { as: 'cliente@demo.cl', world });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(table.textContent).not.toMatch(/undefined|null|NaN/);
    for (const row of rows) expect(within(row).getAllByRole('cell')[0]!.textContent).toContain('–');
    expect(within(table).queryByRole('button', { name: /Ver PDF/ })).toBeNull();
  });

  it('lists the tabs whose flags are on: Tarifas, off by the spec, is hidden with its route', async () => {
    const world = createScreenWorld({ env: { FEATURE_FLAGS: '{"medidor_tarifas":false}' } });
    await renderScreen('/mis-servicios/medidor/boletas', { as: 'cliente@demo.cl', world });
    const tabs = await screen.findByRole('navigation', { name: 'Secciones de Medidor' });
    const labels = within(tabs)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(labels).toContain('Historial de Lectura');
    expect(labels).toContain('Simulador convenio ley 21.340');
    expect(labels).not.toContain('Tarifas');
    expect(within(tabs).getByRole('link', { name: 'Boletas' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows Tarifas when its flag is on', async () => {
    await renderScreen('/mis-servicios/medidor/tarifas', { as: 'cliente@demo.cl' });
    expect(await screen.findByText('Cargo variable')).toBeDefined();
    expect(currentPath()).toBe('/mis-servicios/medidor/tarifas');
  });

  it('sends the Tarifas route home when its flag is off', async () => {
    const world = createScreenWorld({ env: { FEATURE_FLAGS: '{"medidor_tarifas":false}' } });
    await renderScreen('/mis-servicios/medidor/tarifas', { as: 'cliente@demo.cl', world });
    await waitFor(() => expect(currentPath()).toBe('/mis-servicios'));
  });

  it('says there are no bills for the meter with none, and asks for both months', async () => {
    const world = createScreenWorld();
    const [, empty] = meters(world);
    const { user } = await renderScreen('/mis-servicios/medidor/boletas', { as: 'cliente@demo.cl', world });
    await user.selectOptions(await screen.findByLabelText('N° Cliente'), empty!);
    expect(await screen.findByText('No se encontraron boletas para el periodo seleccionado')).toBeDefined();
    await user.clear(screen.getByLabelText('Desde'));
    expect(await screen.findByText('Debes seleccionar Fecha de inicio y de Término')).toBeDefined();
  });

  it('fails in the table alone and comes back with Reintentar', async () => {
    const world = createScreenWorld();
    world.faults.fail('/tickets/list');
    const { user } = await renderScreen('/mis-servicios/medidor/boletas', { as: 'cliente@demo.cl', world });
    await user.selectOptions(await screen.findByLabelText('N° Cliente'), meters(world)[0]!);
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    expect(screen.getByLabelText('N° Cliente')).toBeDefined();
    world.faults.clear();
    await user.click(retry);
    expect(await screen.findByRole('table')).toBeDefined();
  });

  it('sends an unknown path of the area to /mis-servicios', async () => {
    await renderScreen('/mis-servicios/medidor/no-existe', { as: 'cliente@demo.cl' });
    await waitFor(() => expect(currentPath()).toBe('/mis-servicios'));
  });

  it('sends a person without meters to add one, in the empty header', async () => {
    await renderScreen('/mis-servicios/medidor/boletas', { as: 'nuevo@demo.cl' });
    expect(await screen.findByText('No tienes servicios de Medidor asociados.')).toBeDefined();
    expect(document.querySelector('.meter-header-empty')).not.toBeNull();
  });
});
