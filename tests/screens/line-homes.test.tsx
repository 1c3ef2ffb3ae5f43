import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { currentPath, renderScreen } from '../support/screen';

describe("the menu's line entries (spec 1 §2 Menu: Medidor, Granel, Cilindro, Autogas)", () => {
  it.each([
    ['Granel', '/mis-servicios/granel/realizar-pedidos'],
    ['Cilindro', '/mis-servicios/cilindro/realizar-pedidos'],
    ['Autogas', '/mis-servicios/autogas/contrato'],
    ['Medidor', '/mis-servicios/medidor/boletas'],
  ])('%s opens its line at its first tab, with the entry still marked current', async (label, first) => {
    const { user } = await renderScreen('/mis-servicios', { as: 'cliente@demo.cl' });
    const menu = await screen.findByRole('navigation', { name: 'Menú principal' });
    await user.click(await within(menu).findByRole('link', { name: label }));
    await waitFor(() => expect(currentPath()).toBe(first));
    expect(within(menu).getByRole('link', { name: label }).getAttribute('aria-current')).toBe('page');
  });

  it('skips a first tab whose flag is off', async () => {
    await renderScreen('/mis-servicios/granel', {
      as: 'cliente@demo.cl',
      env: { FEATURE_FLAGS: JSON.stringify({ granel_realizar_pedido: false }) },
    });
    await waitFor(() => expect(currentPath()).toBe('/mis-servicios/granel/pedidos'));
  });
});
