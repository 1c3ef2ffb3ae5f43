import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { currentPath, renderScreen } from '../support/screen';

describe('/informacion_interes', () => {
  it('opens the first line of a person with a tab per line they have', async () => {
    await renderScreen('/informacion_interes', { as: 'cliente@demo.cl' });
    const tabs = await screen.findByRole('navigation', { name: 'Líneas de servicio' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((tab) => tab.textContent),
    ).toEqual(['Medidor', 'Granel', 'Cilindro', 'Autogas']);
    expect(currentPath()).toBe('/informacion_interes/medidor');
    expect(screen.getByRole('link', { name: /Preguntas frecuentes/ }).getAttribute('target')).toBe('_blank');
  });

  it('shows the cards of the tab in the address', async () => {
    await renderScreen('/informacion_interes/autogas', { as: 'cliente@demo.cl' });
    expect(await screen.findByRole('heading', { name: 'Talleres' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Estaciones de servicio' })).toBeDefined();
  });

  it('tells a person without services where the information will appear', async () => {
    await renderScreen('/informacion_interes', { as: 'nuevo@demo.cl' });
    expect(await screen.findByText('Cuando asocies un servicio verás aquí su información de interés.')).toBeDefined();
    expect(screen.queryByRole('navigation', { name: 'Líneas de servicio' })).toBeNull();
  });

  it('shows a Funcionario only the company tabs', async () => {
    await renderScreen('/informacion_interes', { as: 'funcionario@empresa.demo.cl' });
    const tabs = await screen.findByRole('navigation', { name: 'Líneas de servicio' });
    const names = within(tabs)
      .getAllByRole('link')
      .map((tab) => tab.textContent);
    expect(names).toContain('Granel Industrial');
    expect(names).not.toContain('Medidor');
  });
});
