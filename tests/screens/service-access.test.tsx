import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { currentPath, renderScreen } from '../support/screen';

const home = () => screen.findByRole('heading', { level: 1 });

describe('who reaches the services screens by URL (issue 9, items 3 and 4)', () => {
  it.each(['/adminitracion_cuentas', '/adminitracion_cuentas/medidor', '/adminitracion_cuentas/medidor/asociar', '/servicios/seleccionar'])(
    'sends a company user from %s to /mis-servicios',
    async (path) => {
      await renderScreen(path, { as: 'funcionario@empresa.demo.cl' });
      await home();
      expect(currentPath()).toBe('/mis-servicios');
    },
  );

  it('opens the first line that is on when the one asked for is off', async () => {
    await renderScreen('/adminitracion_cuentas/medidor', { as: 'cliente@demo.cl', env: { FEATURE_FLAGS: '{"medidor":false}' } });
    expect(await screen.findByRole('navigation', { name: 'Líneas de servicio' })).toBeDefined();
    expect(currentPath()).toBe('/adminitracion_cuentas/granel');
    expect(screen.queryByRole('link', { name: 'Medidor' })).toBeNull();
  });

  it('does not link a line whose module is off', async () => {
    await renderScreen('/adminitracion_cuentas/medidor/asociar', { as: 'nuevo@demo.cl', env: { FEATURE_FLAGS: '{"medidor":false}' } });
    await home();
    expect(currentPath()).toBe('/mis-servicios');
    expect(screen.queryByRole('heading', { name: 'Asociar cuenta de Medidor' })).toBeNull();
  });
});
