import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { World } from '../../fixtures/world';
import { newPage, signInPerson } from '../support/browser';
import { browserApp } from '../support/e2e';
import { first } from '../support/items';

const env = browserApp();

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
const visible = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);

function nuevosAccounts() {
  const world = JSON.parse(readFileSync(env.app.worldFile, 'utf8')) as World;
  const nuevo = world.persons.find((p) => p.email === 'nuevo@demo.cl')!;
  const of = (line: 'meter' | 'housing' | 'cylinder') => world.accounts.filter((a) => a.line === line && a.client_rut === nuevo.dni);
  return {
    meter: of('meter'),
    housing: of('housing'),
    cylinder: of('cylinder'),
    autogas: world.autogas.filter((a) => a.client_rut === nuevo.dni),
    dni: nuevo.dni,
  };
}

async function linked(page: Page, label: string) {
  await page.waitForURL('**/mis-servicios');
  await visible(page, 'El servicio se ha vinculado a tu cuenta correctamente');
  await expect.poll(() => menu(page).getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
}

describe('services as nuevo@demo.cl', () => {
  it('links an account in each line by a different search, sees the menu grow, unlinks them with the redirects of the spec', async () => {
    const { context, page } = await newPage(env.browser, env.app.url);
    await signInPerson(page, 'nuevo@demo.cl');
    const accounts = nuevosAccounts();

    // chooser
    await page.getByRole('link', { name: 'Agregar Servicios' }).click();
    await page.waitForURL('**/servicios/seleccionar');
    for (const card of ['Cilindro', 'Granel Habitacional', 'Autogas', 'Medidor']) {
      await expect.poll(() => page.getByRole('article', { name: card }).isVisible()).toBe(true);
    }

    // meter by N° Cliente
    await page.getByRole('link', { name: 'Asociar Medidor' }).click();
    await page.waitForURL('**/adminitracion_cuentas/medidor/asociar');
    await visible(page, 'Servicios a tu nombre');
    await page.getByRole('textbox', { name: 'N° Cliente' }).fill(first(accounts.meter, 'meter account').contract_cod!);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page
      .getByRole('region', { name: 'Buscar servicio' })
      .getByRole('button', { name: `Asociar N° Cliente ${first(accounts.meter, 'meter account').client_cod}` })
      .click();
    await linked(page, 'Medidor');

    // bulk by Rut, auto-formatted as typed
    await page.goto('/adminitracion_cuentas/granel/asociar');
    await page.getByLabel('Rut', { exact: true }).check();
    await page.getByRole('textbox', { name: 'Rut' }).fill(accounts.dni.replace('-', ''));
    expect(await page.getByRole('textbox', { name: 'Rut' }).inputValue()).toBe(accounts.dni.toUpperCase());
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page
      .getByRole('region', { name: 'Buscar servicio' })
      .getByRole('button', { name: `Asociar N° Cliente ${first(accounts.housing, 'bulk account').client_cod}` })
      .click();
    await linked(page, 'Granel');

    // cylinder by address: region, commune, street suggestions, number
    const cylinder = first(accounts.cylinder, 'cylinder account');
    await page.goto('/adminitracion_cuentas/cilindro/asociar');
    const form = page.getByRole('region', { name: 'Buscar servicio' });
    await form.getByLabel('Calle', { exact: true }).fill('los');
    await visible(page, 'Antes de ingresar la calle debe seleccionar una comuna');
    await form.getByLabel('Región').selectOption(cylinder.region_cod);
    await form.getByLabel('Comuna').selectOption(cylinder.comune);
    await form.getByLabel('Calle', { exact: true }).fill(cylinder.street.slice(0, 4).toLowerCase());
    expect(await form.getByLabel('Calle', { exact: true }).inputValue()).toBe(cylinder.street.slice(0, 4));
    await form.getByRole('listbox', { name: 'Calles sugeridas' }).getByRole('option', { name: cylinder.street, exact: true }).click();
    await form.getByRole('button', { name: 'Buscar' }).click();
    await visible(page, 'El número es requerido');
    await form.getByLabel('Número').fill(cylinder.number);
    await form.getByRole('button', { name: 'Buscar' }).click();
    await form.getByRole('button', { name: `Asociar N° Cliente ${cylinder.client_cod}` }).click();
    await linked(page, 'Cilindro');

    // autogas by patente, uppercased
    const patent = first(first(accounts.autogas, 'autogas account').patents, 'patent').patent;
    await page.goto('/adminitracion_cuentas/autogas/asociar');
    const autogas = page.getByRole('region', { name: 'Buscar servicio' });
    await autogas.getByRole('textbox', { name: 'Patente' }).fill(patent.toLowerCase());
    expect(await autogas.getByRole('textbox', { name: 'Patente' }).inputValue()).toBe(patent);
    await autogas.getByRole('button', { name: 'Buscar' }).click();
    await page
      .getByRole('region', { name: 'Buscar servicio' })
      .getByRole('button', { name: `Asociar ${patent}` })
      .click();
    await linked(page, 'Autogas');
    for (const card of ['Medidor', 'Granel Habitacional', 'Cilindro', 'Autogas']) {
      await expect.poll(() => page.getByRole('article', { name: card }).isVisible()).toBe(true);
    }

    // administration: redirect to the first line with data, tabs, unlinking
    await menu(page).getByRole('link', { name: 'Administrar mis servicios/productos' }).click();
    await page.waitForURL('**/adminitracion_cuentas/medidor');
    const tabs = page.getByRole('navigation', { name: 'Líneas de servicio' });
    await expect.poll(() => tabs.getByRole('link').allTextContents()).toEqual(['Medidor', 'Granel Habitacional', 'Cilindro', 'Autogas']);
    await page.getByRole('button', { name: 'Desvincular' }).click();
    await page.getByRole('dialog', { name: 'Desvincular servicio' }).getByRole('button', { name: 'Aceptar' }).click();
    await page.waitForURL('**/mis-servicios');
    await visible(page, 'El servicio se ha desvinculado de tu cuenta correctamente');
    await expect.poll(() => menu(page).getByRole('link', { name: 'Medidor', exact: true }).count()).toBe(0);

    await page.goto('/adminitracion_cuentas');
    await page.waitForURL('**/adminitracion_cuentas/granel');
    await page.goto('/adminitracion_cuentas/autogas');
    await page.getByRole('button', { name: 'Desvincular' }).click();
    await page.getByRole('dialog', { name: 'Desvincular servicio' }).getByRole('button', { name: 'Aceptar' }).click();
    await page.waitForURL('**/mis-servicios');
    await visible(page, 'La patente se ha desvinculado de tu cuenta correctamente');
    await context.close();
  });

  it('sends the help form from the linking screen', async () => {
    const { context, page } = await newPage(env.browser, env.app.url);
    await signInPerson(page, 'nuevo@demo.cl');
    await page.goto('/adminitracion_cuentas/autogas/asociar');
    await page.getByText('¿No encuentras tu servicio? Te ayudamos').click();
    const help = page.locator('details.help-box');
    await help.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect.poll(() => help.getByText('Campo requerido').count()).toBe(5);
    await help.getByLabel('Región').selectOption('RM');
    await help.getByLabel('Comuna').selectOption('Ñuñoa');
    await help.getByLabel('Calle', { exact: true }).fill('Irarrázaval');
    await help.getByLabel('Número').fill('3400');
    await help.getByRole('textbox', { name: 'Patente' }).fill('abcd12');
    await help.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect.poll(() => help.getByText('Solicitud enviada con éxito').isVisible()).toBe(true);
    await context.close();
  });
});

describe('notifications and information as cliente@demo.cl', () => {
  it('shows unread notifications; opening the bell marks them read (still zero after a reload); an internal one navigates', async () => {
    const { context, page } = await newPage(env.browser, env.app.url);
    await signInPerson(page, 'cliente@demo.cl');
    const bell = page.getByRole('button', { name: /Notificaciones sin leer/ });
    await expect.poll(async () => Number((await bell.getAttribute('aria-label'))?.split(': ')[1])).toBeGreaterThan(0);
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notificaciones' });
    await expect.poll(() => panel.getByRole('button', { name: /Actualiza tus datos de contacto/ }).isVisible()).toBe(true);
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notificaciones sin leer: 0');
    await panel.getByRole('button', { name: /Actualiza tus datos de contacto/ }).click();
    await page.waitForURL('**/editar-perfil');
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Editar perfil' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Notificaciones sin leer: 0' }).isVisible()).toBe(true);
    await context.close();
  });
});
