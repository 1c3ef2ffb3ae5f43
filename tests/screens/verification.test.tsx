import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { currentPath, fill, renderScreen } from '../support/screen';

describe('/verificar_email/{code}', () => {
  it('verifies a valid code and sends the user to /login to sign in', async () => {
    await renderScreen('/verificar_email/VERIFICAR-DEMO');
    expect(await screen.findByText('Email verificado correctamente')).toBeDefined();
    expect(screen.getByText('Ahora inicia sesión')).toBeDefined();
    expect(currentPath()).toBe('/login');
  });

  it('sends a used or unknown code to the resend screen with the error', async () => {
    await renderScreen('/verificar_email/NO-EXISTE');
    expect(await screen.findByText('Error verificando Correo electrónico')).toBeDefined();
    expect(currentPath()).toBe('/enviar_codigo_verificacion');
  });
});

describe('/verificar_email (after registering)', () => {
  it('offers IR AL INICIO and Reenviar correo', async () => {
    await renderScreen('/verificar_email');
    expect(await screen.findByRole('link', { name: 'IR AL INICIO' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Reenviar correo' })).toBeDefined();
  });
});

describe('/enviar_codigo_verificacion', () => {
  it('asks for the e-mail when it is empty', async () => {
    const { user } = await renderScreen('/enviar_codigo_verificacion');
    await user.click(await screen.findByRole('button', { name: 'Reenviar correo' }));
    expect(await screen.findByText('Debes ingresar el código')).toBeDefined();
  });

  it('sends the verification mail again', async () => {
    const { user } = await renderScreen('/enviar_codigo_verificacion');
    await fill(user, await screen.findByLabelText('Correo electrónico'), 'sinverificar@demo.cl');
    await user.click(screen.getByRole('button', { name: 'Reenviar correo' }));
    expect(await screen.findByText('Correo enviado')).toBeDefined();
  });

  it('shows the server refusal for an e-mail already verified', async () => {
    const { user } = await renderScreen('/enviar_codigo_verificacion');
    await fill(user, await screen.findByLabelText('Correo electrónico'), 'cliente@demo.cl');
    await user.click(screen.getByRole('button', { name: 'Reenviar correo' }));
    expect(await screen.findByText('Este correo ya fue verificado')).toBeDefined();
  });
});
