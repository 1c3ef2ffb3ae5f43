import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createScreenWorld, renderScreen, type ScreenWorld } from '../support/screen';

const meters = (world: ScreenWorld) => {
  const cliente = world.backend.world.persons.find((p) => p.email === 'cliente@demo.cl')!;
  return cliente.linked.meter.map((id) => world.backend.world.accounts.find((a) => a.id === id)!);
};

async function open(path: string, world: ScreenWorld, meter = 0) {
  const rendered = await renderScreen(path, { as: 'cliente@demo.cl', world });
  await rendered.user.selectOptions(await screen.findByLabelText('N° Cliente'), meters(world)[meter]!.contract_cod!);
  return rendered;
}

let posted: Array<{ action: string; target: string; fields: Record<string, string> }> = [];
beforeEach(() => {
  posted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    const fields = Object.fromEntries([...this.querySelectorAll('input')].map((input) => [input.name, input.value]));
    posted.push({ action: this.getAttribute('action') ?? '', target: this.target, fields });
  });
});
afterEach(() => vi.restoreAllMocks());

describe('/mis-servicios/medidor/detalle-deuda', () => {
  it('shows the debt in pesos with its documents, and Pagar posts the portal form in a new tab', async () => {
    const world = createScreenWorld();
    const { user } = await open('/mis-servicios/medidor/detalle-deuda', world);
    const pay = await screen.findByRole('button', { name: 'Pagar' });
    const facts = document.querySelector('.meter-facts')!;
    expect(facts.textContent).toMatch(/Total a pagar\$\d{1,3}(\.\d{3})*Saldo/);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 2);
    expect(table.textContent).toMatch(/\d{2}-\d{2}-\d{4}/);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['N° Boleta', 'Vencimiento', 'Día de pago', 'Monto']);
    await user.click(pay);
    expect(posted).toEqual([
      {
        action: '/demo/portal-pagos',
        target: '_blank',
        fields: { codCliente: meters(world)[0]!.contract_cod, email: 'cliente@demo.cl', movil: '987654321', reposicion: '0' },
      },
    ]);
  });

  it('says there is nothing to pay for the meter without debt', async () => {
    const world = createScreenWorld();
    await open('/mis-servicios/medidor/detalle-deuda', world, 1);
    expect(await screen.findByText('No tienes cuentas por pagar')).toBeDefined();
    expect(screen.getByText('No tienes boletas pendientes de pago')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Pagar' })).toBeNull();
  });

  it("shows the server's message when the debt is unavailable", async () => {
    const world = createScreenWorld();
    world.backend.world.meterDebtUnavailable[String(meters(world)[0]!.id)] = 'Tu deuda se está actualizando';
    await open('/mis-servicios/medidor/detalle-deuda', world);
    expect(await screen.findByText('Tu deuda se está actualizando')).toBeDefined();
  });

  it("shows the spec's two lines when the debt cannot be read, and Reintentar brings it", async () => {
    const down = createScreenWorld();
    down.faults.fail('/meter/debt');
    const { user } = await open('/mis-servicios/medidor/detalle-deuda', down);
    expect(await screen.findByText('En este momento no es posible obtener la información.')).toBeDefined();
    expect(screen.getByText('Por favor intenta más tarde')).toBeDefined();
    down.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Pagar' })).toBeDefined();
  });

  it('opens with the debt modal from the menu link (#showmodal)', async () => {
    const world = createScreenWorld();
    const { user } = await renderScreen('/mis-servicios/medidor#showmodal', { as: 'cliente@demo.cl', world });
    const modal = await screen.findByRole('dialog', { name: 'Tienes cuentas pendientes de pago' });
    await user.click(within(modal).getByRole('link', { name: 'Ver detalle de deuda' }));
    expect(await screen.findByRole('button', { name: 'Pagar' })).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('/mis-servicios/medidor/historial-pagos', () => {
  it('lists the payments of the period, and says so when there are none', async () => {
    const world = createScreenWorld();
    await open('/mis-servicios/medidor/historial-pagos', world);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(5);
    expect(table.textContent).toMatch(/\$\d/);
  });

  it("says 'No se registran pagos…' for the meter without payments", async () => {
    const world = createScreenWorld();
    await open('/mis-servicios/medidor/historial-pagos', world, 1);
    expect(await screen.findByText('No se registran pagos realizados durante el período seleccionado')).toBeDefined();
  });
});
