import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createScreenWorld, fill, renderScreen } from '../support/screen';

describe('/demo/correos', () => {
  it('is empty in a fresh demo world', async () => {
    await renderScreen('/demo/correos');
    expect(await screen.findByText('No hay correos todavía.')).toBeDefined();
  });

  it('shows the mail a recovery sent, with its new password', async () => {
    const world = createScreenWorld();
    const { user } = await renderScreen('/recover', { world });
    await fill(user, await screen.findByLabelText('Correo electrónico'), 'nuevo@demo.cl');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByText('Nueva contraseña enviada');

    await renderScreen('/demo/correos', { world });
    const mail = await screen.findByRole('article', { name: 'Tu nueva contraseña' });
    expect(within(mail).getByText(/Para nuevo@demo\.cl/)).toBeDefined();
  });
});
