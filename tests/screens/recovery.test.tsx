import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { currentPath, fill, renderScreen } from '../support/screen';

describe('/recover', () => {
  it('refuses an e-mail without a domain', async () => {
    const { user } = await renderScreen('/recover');
    await fill(user, await screen.findByLabelText('Correo electrónico'), 'nuevo@demo');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Formato de correo invalido')).toBeDefined();
    expect(currentPath()).toBe('/recover');
  });

  it('sends a new password and returns to /login with the notice', async () => {
    const { user } = await renderScreen('/recover');
    await fill(user, await screen.findByLabelText('Correo electrónico'), 'nuevo@demo.cl');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Nueva contraseña enviada')).toBeDefined();
    expect(currentPath()).toBe('/login');
  });

  it('recovers a company password on /recover/empresas', async () => {
    const { user } = await renderScreen('/recover/empresas');
    expect(await screen.findByRole('heading', { name: 'Recupera tu contraseña de empresa' })).toBeDefined();
    await fill(user, screen.getByLabelText('Correo electrónico'), 'limitado@empresa.demo.cl');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Nueva contraseña enviada')).toBeDefined();
  });
});
