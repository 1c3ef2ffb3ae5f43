import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { currentPath, renderScreen } from '../support/screen';

const titled = (title: string) => vi.waitFor(() => expect(document.title).toBe(title));

describe('every screen names itself in the browser tab (issue 9, item 17)', () => {
  it.each([
    ['/login', 'Iniciar sesión · Sucursal Virtual'],
    ['/register', 'Registro · Sucursal Virtual'],
    ['/recover/empresas', 'Recuperar contraseña de empresa · Sucursal Virtual'],
  ])('%s is "%s"', async (path, title) => {
    await renderScreen(path);
    await titled(title);
  });

  it('names the screen a redirect lands on', async () => {
    await renderScreen('/mis-servicios');
    await titled('Iniciar sesión · Sucursal Virtual');
    expect(currentPath()).toBe('/login');
  });

  it('follows the signed-in user from screen to screen', async () => {
    const { user } = await renderScreen('/mis-servicios', { as: 'cliente@demo.cl' });
    await titled('Mis Servicios · Sucursal Virtual');
    await user.click(await screen.findByRole('link', { name: 'Agregar Servicios' }));
    await titled('Agregar Servicios · Sucursal Virtual');
    expect(currentPath()).toBe('/servicios/seleccionar');
  });
});
