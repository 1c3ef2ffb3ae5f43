import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, newPage, PHONE } from '../support/browser';
import { browserApp } from '../support/e2e';
import { present } from '../support/items';

const env = browserApp();

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Siguiente' }).click();
}

const visible = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);

describe('accounts, tried as a new user would', () => {
  it('registers: each rule shows its message, then verifies from the demo mailbox and signs in', async () => {
    const { context, page } = await newPage(env.browser, env.app.url);
    await page.goto('/login');
    await page.getByRole('link', { name: '¿No tienes cuenta? Regístrate' }).click();
    await page.waitForURL('**/register');

    await page.getByRole('button', { name: 'Registrarme' }).click();
    expect(await page.getByText('Campo requerido').count()).toBe(8);

    await page.getByLabel('Nombre', { exact: true }).fill('Ignacio');
    await page.getByLabel('Apellido', { exact: true }).fill('Valdés');
    await page.getByLabel('Rut').pressSequentially('12.345.678-9');
    expect(await page.getByLabel('Rut').inputValue()).toBe('12345678-9');
    await page.getByLabel('Teléfono').fill('9123456789');
    expect(await page.getByLabel('Teléfono').inputValue()).toBe('912345678');
    await page.getByLabel('Teléfono').fill('91234');
    await page.getByLabel('Email', { exact: true }).fill('ignacio.valdes@correo');
    await page.getByLabel('Confirmar email').fill('ignacio.valdes@correo.cl');
    await page.getByLabel('Contraseña', { exact: true }).fill('Clave.Segura.2026');
    await page.getByLabel('Confirmar contraseña').fill('Clave.Distinta.2026');
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await visible(page, 'El rut ingresado no es válido');
    await visible(page, 'Teléfono debe contener 9 dígitos');
    await visible(page, 'Email debe contener . y @');
    await visible(page, 'Contraseñas deben ser iguales');

    await page.getByLabel('Email', { exact: true }).fill('ignacio.valdes@correo.cl');
    await page.getByLabel('Confirmar email').fill('ignacio.valdes@otro.cl');
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await visible(page, 'Emails deben ser iguales');
    expect(await page.getByText('Email debe contener . y @').count()).toBe(0);

    await page.getByLabel('Rut').fill('');
    await page.getByLabel('Rut').pressSequentially('123456785');
    await page.getByLabel('Teléfono').fill('934567812');
    await page.getByLabel('Confirmar email').fill('ignacio.valdes@correo.cl');
    await page.getByLabel('Confirmar contraseña').fill('Clave.Segura.2026');
    await page.getByRole('button', { name: 'Registrarme' }).click();

    await page.waitForURL('**/verificar_email');
    await visible(page, 'IR AL INICIO');
    await page.getByRole('button', { name: 'Reenviar correo' }).click();
    await visible(page, 'Correo enviado');

    await page.goto('/demo/correos');
    const mail = page.getByRole('article').filter({ hasText: 'ignacio.valdes@correo.cl' }).first();
    await mail.getByRole('link', { name: 'Abrir enlace' }).click();
    await page.waitForURL('**/login');
    await visible(page, 'Email verificado correctamente');
    await visible(page, 'Ahora inicia sesión');

    await signIn(page, 'ignacio.valdes@correo.cl', 'Clave.Segura.2026');
    await page.waitForURL('**/mis-servicios');
    await expect.poll(() => page.getByRole('dialog', { name: 'Términos y condiciones' }).isVisible()).toBe(true);
    await context.close();
  });

  it('recovers a password and signs in with the new one', async () => {
    const { context, page } = await newPage(env.browser, env.app.url);
    await page.goto('/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.waitForURL('**/recover');
    await page.getByLabel('Correo electrónico', { exact: true }).fill('nuevo@demo');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await visible(page, 'Formato de correo invalido');
    await page.getByLabel('Correo electrónico', { exact: true }).fill('nuevo@demo.cl');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.waitForURL('**/login');
    await visible(page, 'Nueva contraseña enviada');

    await page.goto('/demo/correos');
    const body = await page.getByRole('article', { name: 'Tu nueva contraseña' }).first().textContent();
    const password = present(/es: (\S+)/.exec(body ?? '')?.[1], 'the new password in the mail');
    await signIn(page, 'nuevo@demo.cl', password);
    await page.waitForURL('**/mis-servicios');
    await context.close();
  });

  it('completes an unregistered Google account through /confirmar_datos and lands signed in', async () => {
    const { context, page } = await newPage(env.browser, env.app.url);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Ingresar con Google' }).click();
    await page
      .getByRole('dialog', { name: 'Elige una cuenta de Google' })
      .getByRole('button', { name: /martina\.lopez\.demo@gmail\.com/ })
      .click();
    await page.waitForURL('**/confirmar_datos');
    await visible(page, 'Cuenta no registrada');
    await visible(page, 'Para continuar completa el registro');
    const dialog = page.getByRole('dialog', { name: 'Confirmar Información' });
    await expect.poll(() => dialog.getByText('Para poder continuar tienes que confirmar esta información').isVisible()).toBe(true);
    expect(await dialog.getByLabel('Nombre', { exact: true }).inputValue()).toBe('Martina');
    await dialog.getByLabel('Rut').pressSequentially('222222221');
    await dialog.getByLabel('Teléfono').fill('956781234');
    await dialog.getByRole('button', { name: 'CONFIRMAR' }).click();
    await visible(page, 'El rut ingresado no es válido');
    await dialog.getByLabel('Rut').fill('');
    await dialog.getByLabel('Rut').pressSequentially('222222222');
    await dialog.getByRole('button', { name: 'CONFIRMAR' }).click();
    await page.waitForURL('**/mis-servicios');
    await expect
      .poll(() =>
        page
          .getByRole('heading', { name: /Martina/ })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await context.close();
  });

  it('signs in by external code, and sends a bad code back to /login with the notice', async () => {
    const { context, page } = await newPage(env.browser, env.app.url);
    await page.goto('/login/NO-EXISTE');
    await page.waitForURL('**/login');
    await visible(page, 'Error con inicio de sesión');
    await page.goto('/login/DEMO-EMPRESA?company');
    await page.waitForURL('**/mis-servicios');
    await expect.poll(() => page.getByRole('article', { name: 'Granel Industrial' }).isVisible()).toBe(true);
    await page.goto('/login/DEMO-CLIENTE');
    await page.waitForURL('**/mis-servicios');
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Autogas' }).isVisible())
      .toBe(true);
    await context.close();
  });

  it('edits the profile; the change persists after a restart of the app', async () => {
    const { context, page } = await newPage(env.browser, env.app.url);
    await signIn(page, 'cliente@demo.cl', 'Gas.Demo.2026');
    await page.waitForURL('**/mis-servicios');
    await page.goto('/editar-perfil');
    const phone = page.getByLabel('Teléfono');
    await expect.poll(() => phone.inputValue()).toBe('987654321');
    expect(await page.getByLabel(/Cambiar también la contraseña de mi otra cuenta/).isVisible()).toBe(true);
    await page.getByLabel('Nueva contraseña').fill('Nueva.Clave.2026');
    await page.getByLabel('Repetir contraseña').fill('Otra.Clave.2026');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await visible(page, 'Las contraseñas no coinciden');
    await page.getByLabel('Repetir contraseña').fill('');
    await page.getByLabel('Nueva contraseña').fill('');
    await phone.fill('911223344');
    await page.getByLabel('Nombre', { exact: true }).fill('Camila Andrea');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await visible(page, 'Edición completada');
    await visible(page, 'Datos actualizados correctamente');

    await env.app.restart();
    await page.reload();
    await expect.poll(() => page.getByLabel('Teléfono').inputValue()).toBe('911223344');
    expect(await page.getByLabel('Nombre', { exact: true }).inputValue()).toBe('Camila Andrea');
    await context.close();
  });

  it('takes 60 characters of a 313-character surname, and a long unbroken name never widens the page (issue 9, item 7)', async () => {
    const { context, page } = await newPage(env.browser, env.app.url, PHONE);
    await signIn(page, 'cliente@demo.cl', 'Gas.Demo.2026');
    await page.waitForURL('**/mis-servicios');
    await page.goto('/editar-perfil');
    const lastName = page.getByLabel('Apellido');
    await lastName.fill('X'.repeat(313));
    expect(await lastName.inputValue()).toBe('X'.repeat(60));
    await page.getByLabel('Nombre', { exact: true }).fill('N'.repeat(60));
    await page.getByRole('button', { name: 'Guardar' }).click();
    await visible(page, 'Edición completada');
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);

    await page.goto('/mis-servicios');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`${'N'.repeat(60)} ${'X'.repeat(60)}`);
    expect(await fits()).toBe(true);
    await page.setViewportSize(DESKTOP);
    expect(await fits()).toBe(true);
    await context.close();
  });
});
