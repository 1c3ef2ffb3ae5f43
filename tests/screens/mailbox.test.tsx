import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createScreenWorld, fill, renderScreen } from '../support/screen';

/** Without demo data (DATA_SOURCE=rest) the gateway offers no mailbox and no simulated Google (issue 11). */
const REST = { DATA_SOURCE: 'rest', BACKEND_URL: 'http://backend.invalid' };

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

  it('exists only in the demo', async () => {
    await renderScreen('/demo/correos', { env: REST });
    expect(await screen.findByText('Esta página existe solo en la demostración.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Actualizar' })).toBeNull();
  });
});

describe('Ingresar con Google', () => {
  it('opens the simulated chooser in the demo; without demo data it offers no accounts and says Google sign-in is not available', async () => {
    const demo = await renderScreen('/login');
    await demo.user.click(await screen.findByRole('button', { name: 'Ingresar con Google' }));
    const chooser = await screen.findByRole('dialog', { name: 'Elige una cuenta de Google' });
    expect(await within(chooser).findByRole('button', { name: /cliente@demo\.cl/ })).toBeDefined();
    demo.unmount();

    const { user } = await renderScreen('/login', { env: REST });
    await user.click(await screen.findByRole('button', { name: 'Ingresar con Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ingresar con Google' });
    expect(within(dialog).getByText('El inicio con Google no está disponible en este momento.')).toBeDefined();
    expect(within(dialog).queryAllByRole('button', { name: /@/ })).toEqual([]);
  });
});
