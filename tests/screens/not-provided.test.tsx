import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { NOT_PROVIDED_MESSAGE } from '../../gateway/backend/chosen-paths';
import { createScreenWorld, renderScreen } from '../support/screen';

/**
 * Issue 43: a table whose backend call this backend lacks (the gateway's NOT_PROVIDED: BACKEND_PATH_…=none) says the
 * service is not offered, with no 'Reintentar' (trying again would not help), as LoadError does when given the error;
 * any other failure keeps the usual message and its retry.
 */
const AS = { as: 'cliente@demo.cl' };

describe("a table's load error (client/ui/Table)", () => {
  it("says 'Este servicio no está disponible por ahora.' without Reintentar when the backend lacks the call", async () => {
    const world = createScreenWorld();
    world.faults.missing('/cylinder/order_search');
    await renderScreen('/mis-servicios/cilindro/pedidos', { ...AS, world });
    const area = await screen.findByRole('region', { name: 'Cilindro' });
    const message = await within(area).findByText(NOT_PROVIDED_MESSAGE);
    expect(message.closest('.load-error')?.getAttribute('role')).toBe('status');
    expect(within(area).queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(within(area).queryByRole('alert')).toBeNull();
  });

  it('keeps the usual message and Reintentar for a backend that failed', async () => {
    const world = createScreenWorld();
    // twice: the tab's prefetch fails first, and a screen that opens after a failed prefetch asks again itself
    world.faults.failNext('/cylinder/order_search', { times: 2 });
    await renderScreen('/mis-servicios/cilindro/pedidos', { ...AS, world });
    const area = await screen.findByRole('region', { name: 'Cilindro' });
    expect((await within(area).findByRole('alert')).textContent).toContain('En este momento no es posible obtener la información');
    expect(within(area).getByRole('button', { name: 'Reintentar' })).toBeDefined();
    expect(within(area).queryByText(NOT_PROVIDED_MESSAGE)).toBeNull();
  });
});

describe("Granel Industrial's tables on a backend that lacks their call", () => {
  it("say 'Este servicio no está disponible por ahora.' without Reintentar (Historial de Pagos)", async () => {
    const world = createScreenWorld();
    world.faults.missing('/company_user/industrial/payment/record');
    await renderScreen('/mis-servicios/granel/historial-pagos', { as: 'funcionario@empresa.demo.cl', world });
    expect(await screen.findByText(NOT_PROVIDED_MESSAGE)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });
});

describe("Medidor's debt on a backend that lacks its call", () => {
  it("says 'Este servicio no está disponible por ahora.' without Reintentar", async () => {
    const world = createScreenWorld();
    world.faults.missing('/meter/debt');
    await renderScreen('/mis-servicios/medidor/detalle-deuda', { ...AS, world });
    expect(await screen.findByText(NOT_PROVIDED_MESSAGE)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });
});
