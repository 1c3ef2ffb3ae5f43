import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { currentPath, fill, renderScreen } from '../support/screen';

describe('/verificar_email/{code}', () => {
  it('verifies a valid code and sends the user to /login to sign in', async () => {
    await renderScreen('/verificar_email/VERIFICAR-DEMO');
    expect(await screen.findByText('Email verificado correctamente')).toBeDefined();
    expect(screen.getByText('Ahora inicia sesión')).toBeDefined();
    expect(currentPath()).toBe('/login');
  });

  it('shows the notice before the login campaign, which opens once the notice is closed (issue 9, item 16)', async () => {
    let together = false;
    const watch = new MutationObserver(() => {
      const notice = document.body.textContent?.includes('Email verificado correctamente') ?? false;
      together ||= notice && document.querySelector('img[alt="Ver campaña"]') !== null;
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      const { user } = await renderScreen('/verificar_email/VERIFICAR-DEMO');
      expect(await screen.findByText('Email verificado correctamente')).toBeDefined();
      await user.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
      expect(await screen.findByRole('img', { name: 'Ver campaña' })).toBeDefined();
      expect(together).toBe(false);
    } finally {
      watch.disconnect();
    }
  });
});

const WAITING = 'Te llevamos a reenviar el correo de verificación…';

describe('/verificar_email without a code', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('after registering in this tab, offers IR AL INICIO and Reenviar correo for the e-mail just registered', async () => {
    const { user } = await renderScreen('/verificar_email', { tab: { pendingEmail: 'sinverificar@demo.cl' } });
    expect(await screen.findByText(/Te enviamos un correo de verificación a sinverificar@demo\.cl\./)).toBeDefined();
    expect(screen.getByRole('link', { name: 'IR AL INICIO' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Reenviar correo' }));
    expect(await screen.findByText('Correo enviado')).toBeDefined();
  });

  it('in a fresh tab, waits 1500 ms and goes to /enviar_codigo_verificacion, where the e-mail is typed', async () => {
    // only the timers are fake: the lazy screen still loads in real time, so wait for it without advancing them
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderScreen('/verificar_email');
    for (let turn = 0; turn < 10_000 && !screen.queryByText(WAITING); turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(screen.getByText(WAITING)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Reenviar correo' })).toBeNull();
    await vi.advanceTimersByTimeAsync(1499);
    expect(currentPath()).toBe('/verificar_email');
    await vi.advanceTimersByTimeAsync(1);
    expect(currentPath()).toBe('/enviar_codigo_verificacion');
    vi.useRealTimers();
    expect(await screen.findByLabelText('Correo electrónico')).toBeDefined();
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
