import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CREATED, EDITED, REQUEST_SENT, RESERVED_TITLE } from '../../machines/rules/funcionario-rules';
import { checkDigit } from '../../machines/rules/rut';
import { newPage, PHONE, signInCompany } from '../support/browser';
import { browserApp } from '../support/e2e';
import { present } from '../support/items';

/** The Administrador's area in Chromium (issue 39): create, sign in as the new funcionario, edit, reserved, re-enable, delete. */
const env = browserApp();
const ADMIN = 'admin@empresa.demo.cl';
const NEW_EMAIL = 'lucia.navarro@empresa.demo.cl';

const signIn = signInCompany;

const visible = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' }).click();

/** The password the last mail with this subject gives, from the demo mailbox. */
async function mailedPassword(page: Page, subject: string): Promise<string> {
  await page.goto('/demo/correos');
  const body = await page.getByRole('article', { name: subject }).first().locator('p').last().textContent();
  return present(/contraseña: (\S+)/.exec(body ?? '')?.[1], `the password in '${subject}'`);
}

/** Opens the popup of the first client whose line offers `privilege`, ticks it and confirms. */
async function grantOnFirstClientWith(page: Page, privilege: string) {
  const buttons = page.getByRole('button', { name: /^(Habilitar|Administrar) cliente/ });
  const count = await buttons.count();
  for (let i = 0; i < count; i += 1) {
    await buttons.nth(i).click();
    const dialog = page.getByRole('dialog');
    const box = dialog.getByRole('checkbox', { name: privilege });
    if ((await box.count()) > 0) {
      await box.check();
      await dialog.getByRole('button', { name: 'Confirmar' }).click();
      return;
    }
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
  }
  throw new Error(`no client offers ${privilege}`);
}

async function openWizard(page: Page, rut: string) {
  await page.goto('/funcionarios');
  await page.getByRole('link', { name: 'Crear Funcionario' }).click();
  await page.waitForURL('**/funcionarios/nuevo');
  await page.getByRole('textbox', { name: 'RUT' }).fill(rut);
  await next(page);
}

describe('the Administrador’s funcionarios, in Chromium', () => {
  it('creates a funcionario who signs in with the mailed password and sees only what was granted; a change of privileges shows', async () => {
    const { context, page } = await newPage(env.browser, env.app.url);
    await signIn(page, ADMIN);
    await openWizard(page, `20.555.321-${checkDigit('20555321')}`);
    await page.getByRole('heading', { name: 'Datos personales' }).waitFor();
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Lucía');
    await page.getByRole('textbox', { name: 'Apellido' }).fill('Navarro Soto');
    await page.getByRole('textbox', { name: 'Email' }).fill(NEW_EMAIL);
    await page.getByRole('textbox', { name: 'Teléfono' }).fill('987651234');
    await next(page);
    await page.getByRole('heading', { name: 'Clientes habilitados' }).waitFor();
    await grantOnFirstClientWith(page, 'Historial de pagos');
    await next(page);
    await page.getByRole('heading', { name: 'Resumen' }).waitFor();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL('**/funcionarios');
    await visible(page, CREATED);
    await expect.poll(() => page.getByText(NEW_EMAIL).isVisible()).toBe(true);

    const password = await mailedPassword(page, 'Tu cuenta de funcionario en la Sucursal Virtual');
    await signIn(page, NEW_EMAIL, password);
    const card = page.getByRole('article', { name: 'Granel Industrial' });
    await expect.poll(() => card.getByRole('link', { name: 'Historial de Pagos' }).isVisible()).toBe(true);
    expect(await card.getByRole('link', { name: 'Telemetría' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Mis funcionarios' }).count()).toBe(0);

    // the Administrador grants Telemetría too
    await signIn(page, ADMIN);
    await page.goto(`/funcionarios?tipo=email&valor=${encodeURIComponent(NEW_EMAIL)}`);
    await page.getByRole('link', { name: /^Editar a Lucía/ }).click();
    await page.getByRole('textbox', { name: 'Nombre' }).waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: 'Nombre' }).inputValue()).toBe('Lucía');
    await page
      .getByRole('button', { name: /^Administrar cliente/ })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('checkbox', { name: 'Telemetría' }).check();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await page.getByRole('button', { name: 'GUARDAR' }).click();
    await visible(page, EDITED);

    await signIn(page, NEW_EMAIL, password);
    await expect.poll(() => card.getByRole('link', { name: 'Telemetría' }).isVisible()).toBe(true);
    await context.close();
  });

  it('sends the request for a reserved RUT from its modal, and re-enables a disabled funcionario with every field locked', async () => {
    const { context, page } = await newPage(env.browser, env.app.url, PHONE);
    await signIn(page, ADMIN);
    await openWizard(page, '17.456.789-1');
    const modal = page.getByRole('dialog', { name: RESERVED_TITLE });
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Enviar solicitud' }).click();
    await visible(page, REQUEST_SENT);

    await openWizard(page, '16.345.678-8');
    await page.getByRole('heading', { name: 'Datos personales' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Nombre' }).isEditable()).toBe(false);
    expect(await page.getByRole('textbox', { name: 'Email' }).isEditable()).toBe(false);
    await next(page);
    await page.getByRole('heading', { name: 'Clientes habilitados' }).waitFor();
    await grantOnFirstClientWith(page, 'Cuenta corriente');
    await next(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL('**/funcionarios');
    await page.goto('/funcionarios?tipo=email&valor=deshabilitado%40empresa.demo.cl');
    const row = page.getByRole('row').filter({ hasText: 'deshabilitado@empresa.demo.cl' });
    await expect.poll(() => row.getByRole('img', { name: 'Habilitado' }).isVisible()).toBe(true);
    await context.close();
  });

  it('finds a client, reads who holds what, and deletes a funcionario after its check', async () => {
    const { context, page } = await newPage(env.browser, env.app.url);
    await signIn(page, ADMIN);
    const search = page.getByRole('form', { name: 'Filtros de clientes' });
    await search.getByLabel('Empresa').selectOption({ label: 'Comercial Los Andes SpA' });
    await search.getByRole('button', { name: 'Filtrar' }).click();
    await page
      .getByRole('link', { name: /^Ver detalle del cliente/ })
      .first()
      .click();
    await page.waitForURL('**/mis-servicios/cliente?**');
    await page.getByRole('heading', { name: 'Detalle de Cliente' }).waitFor();
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'FUNCIONARIOS' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: '← Volver a Buscar Clientes' }).click();
    await page.waitForURL(/\/mis-servicios\?empresa=/);

    await page.goto(`/funcionarios?tipo=email&valor=${encodeURIComponent(NEW_EMAIL)}`);
    await page.getByRole('button', { name: /^Eliminar a Lucía/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.getByText(NEW_EMAIL).count()).toBe(0);
    await context.close();
  });
});
