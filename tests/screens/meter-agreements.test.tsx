import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createScreenWorld, currentPath, renderScreen, type ScreenWorld } from '../support/screen';

const meters = (world: ScreenWorld) => {
  const cliente = world.backend.world.persons.find((p) => p.email === 'cliente@demo.cl')!;
  return cliente.linked.meter.map((id) => world.backend.world.accounts.find((a) => a.id === id)!);
};

async function open(path: string, world: ScreenWorld, meter = 0) {
  const rendered = await renderScreen(path, { as: 'cliente@demo.cl', world });
  await rendered.user.selectOptions(await screen.findByLabelText('N° Cliente'), meters(world)[meter]!.contract_cod!);
  return rendered;
}

describe('/mis-servicios/medidor/convenio-pago', () => {
  it("lists the agreements with spec 2 §4's labels, and opens a detail with its instalments", async () => {
    const world = createScreenWorld();
    const { user } = await open('/mis-servicios/medidor/convenio-pago', world);
    const table = await screen.findByRole('table');
    const text = table.textContent!;
    for (const label of [
      'Convenio Creado',
      'Pago pie en verificación',
      'Pago pie pendiente',
      'En revisión',
      'Rechazado',
      'Solicitud Rechazada',
    ])
      expect(text).toContain(label);
    const created = world.backend.world.meterAgreements.find((a) => a.valid && a.status === 'CONVENIO CREADO SAP')!;
    const row = within(table)
      .getAllByRole('row')
      .find((r) => r.textContent!.includes('Convenio Creado'))!;
    await user.click(within(row).getByRole('link'));
    // the detail's chunk may still be on its way: the app navigates once it is in
    await waitFor(() => expect(currentPath()).toBe(`/mis-servicios/medidor/convenio-pago/detalle/${created.id}`));
    const details = await screen.findByText('Código de cliente');
    expect(details.nextElementSibling!.textContent).toBe(meters(world)[0]!.contract_cod);
    const sap = created.sap_date!.split('-').reverse().join('-');
    expect(screen.getByText(sap)).toBeDefined();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(1 + 12);
  });

  it("says 'No se registran cuotas' for an agreement without instalments", async () => {
    const world = createScreenWorld();
    const pending = world.backend.world.meterAgreements.find((a) => a.status === 'PENDIENTE APROBACIÓN')!;
    await renderScreen(`/mis-servicios/medidor/convenio-pago/detalle/${pending.id}`, { as: 'cliente@demo.cl', world });
    expect(await screen.findByText('No se registran cuotas')).toBeDefined();
  });
});

describe('/mis-servicios/medidor/simulador', () => {
  it('shows the debt, divides it into 1 to 48 instalments rounded to pesos, and Solicitar Convenio preloads C361', async () => {
    const world = createScreenWorld();
    const meter = meters(world)[0]!;
    world.backend.world.agreementDebts[String(meter.id)] = 100_000;
    const { user } = await open('/mis-servicios/medidor/simulador', world);
    const count = (await screen.findByLabelText('Número de cuotas')) as HTMLSelectElement;
    expect([...count.options].map((o) => Number(o.value))).toEqual(Array.from({ length: 48 }, (_, i) => i + 1));
    expect(screen.getByText('$100.000')).toBeDefined();
    await user.selectOptions(count, '7');
    expect(screen.getByText('$14.286')).toBeDefined();
    expect(screen.getAllByRole('listitem').filter((li) => li.closest('.meter-footnotes'))).toHaveLength(3);
    // the wizard's route belongs to the meter's Requerimientos tab: what counts here is where the button goes
    const pushed = vi.spyOn(window.history, 'pushState');
    await user.click(screen.getByRole('button', { name: 'Solicitar Convenio' }));
    // the instalments chosen travel with it (issue 43)
    expect(pushed.mock.calls.map((call) => call[2])).toContain(
      `/mis-servicios/medidor/requerimientos?codigo=C361&cliente=${meter.id}&cuotas=7`,
    );
    pushed.mockRestore();
  });

  it('says the client has no debt for the meter without it', async () => {
    const world = createScreenWorld();
    await open('/mis-servicios/medidor/simulador', world, 1);
    expect(await screen.findByText('El cliente seleccionado no registra deuda.')).toBeDefined();
  });

  it('opens the retry modal when the amount cannot be read, and Reintentar brings it', async () => {
    const world = createScreenWorld();
    world.faults.fail('/simulation/amount');
    const { user } = await open('/mis-servicios/medidor/simulador', world);
    const modal = await screen.findByRole('dialog', { name: 'En este momento no podemos realizar la acción solicitada.' });
    world.faults.clear();
    await user.click(within(modal).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByLabelText('Número de cuotas')).toBeDefined();
  });
});
