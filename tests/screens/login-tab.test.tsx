import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { currentPath, fill, renderScreen } from '../support/screen';

const selectedTab = async () => (await screen.findByRole('tab', { selected: true })).textContent;

describe('/login opens on the tab the user came from (issue 9, item 14)', () => {
  it('is Empresas after a company password recovery', async () => {
    const { user } = await renderScreen('/recover/empresas');
    await fill(user, await screen.findByLabelText('Correo electrónico'), 'funcionario@empresa.demo.cl');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Nueva contraseña enviada')).toBeDefined();
    expect(currentPath()).toBe('/login');
    expect(await selectedTab()).toBe('Empresas');
  });

  it('is Empresas after a company external sign-in code that fails', async () => {
    await renderScreen('/login/CODIGO-MALO?company');
    expect(await screen.findByText('Error con inicio de sesión empresa')).toBeDefined();
    expect(await selectedTab()).toBe('Empresas');
  });

  it('is Personas otherwise', async () => {
    await renderScreen('/login');
    expect(await selectedTab()).toBe('Personas');
  });
});
