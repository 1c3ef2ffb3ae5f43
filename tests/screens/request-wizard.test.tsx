import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderScreen } from '../support/screen';

const METER = '/mis-servicios/medidor/requerimientos';

async function wizard() {
  return screen.findByRole('heading', { name: /Selecciona (el cliente|la patente)/ });
}

describe('request wizard: step 1', () => {
  it("shows the line's frame and asks for a client with the spec's message", async () => {
    const { user } = await renderScreen(METER, { as: 'cliente@demo.cl' });
    await wizard();
    expect(screen.getByRole('heading', { level: 1, name: 'Medidor' })).toBeDefined();
    expect(
      within(screen.getByRole('navigation', { name: 'Secciones de Medidor' }))
        .getByRole('link', { name: 'Requerimientos' })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(screen.getByText('Paso 1 de 4')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Debes seleccionar un cliente');
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });
});
