import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { currentPath, renderScreen } from '../support/screen';

const off = (module: string) => ({ FEATURE_FLAGS: JSON.stringify({ [module]: false }) });

/** Issue 43 item 2: a line's module flag gates every screen of the line, by URL too (spec 2 §6), as cilindro does. */
describe('a line whose module flag is off opens no screen of it by URL', () => {
  it.each([
    ['medidor', '/mis-servicios/medidor/detalle-deuda'],
    ['medidor', '/mis-servicios/medidor/boletas'],
    ['medidor', '/mis-servicios/medidor/requerimientos/123'],
    ['medidor', '/mis-servicios/medidor/convenio-pago/detalle/1'],
    ['granel', '/mis-servicios/granel/detalle-deuda'],
    ['granel', '/mis-servicios/granel/pedidos'],
  ])('with %s off, %s goes to /mis-servicios', async (module, path) => {
    await renderScreen(path, { as: 'cliente@demo.cl', env: off(module) });
    await waitFor(() => expect(currentPath()).toBe('/mis-servicios'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeDefined();
    expect(screen.queryByText(/Total a pagar/)).toBeNull();
  });

  it('with the module on, the debt screen opens', async () => {
    await renderScreen('/mis-servicios/medidor/detalle-deuda', { as: 'cliente@demo.cl' });
    expect(await screen.findByRole('heading', { name: 'Medidor' })).toBeDefined();
    expect(currentPath()).toBe('/mis-servicios/medidor/detalle-deuda');
  });
});
