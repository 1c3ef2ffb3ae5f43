import { describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage } from '../support/browser';
import { catchBackendFailures } from '../support/console';
import { browserApp } from '../support/e2e';

const env = browserApp();

/** Demo accounts that sign in, and the ones the backend refuses (unverified, disabled, no companies). */
const SIGN_IN = [
  'cliente@demo.cl',
  'nuevo@demo.cl',
  'consentimiento@demo.cl',
  'vecino@demo.cl',
  'admin@empresa.demo.cl',
  'funcionario@empresa.demo.cl',
  'limitado@empresa.demo.cl',
];
const REFUSED = ['sinverificar@demo.cl', 'deshabilitada@demo.cl', 'sinempresa@empresa.demo.cl'];

const storedEmail = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('session') ?? 'null') as { user: { email: string } } | null)?.user.email ?? null);
const visible = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
const meterTabs = (page: Page) => page.getByRole('navigation', { name: 'Secciones de Medidor' });
const LOAD_ERROR = 'En este momento no es posible obtener la información. Por favor intenta más tarde';

async function setFlag(name: string, enabled: boolean) {
  const response = await fetch(`${env.app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($name: String!, $enabled: Boolean!) { demoSetFlag(name: $name, enabled: $enabled) { __typename } }',
      variables: { name, enabled },
    }),
  });
  expect(response.status).toBe(200);
}

async function openPanel(page: Page) {
  await page.goto('/demo');
  await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Panel de demostración' }).isVisible()).toBe(true);
}

describe('the demo panel (/demo)', () => {
  it('signs in as each demo account in one click, and says why the refused ones cannot', async () => {
    const { context, page } = await newPage(env.browser, env.app.url);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const email of SIGN_IN) {
      await openPanel(page);
      await page.getByRole('button', { name: `Ingresar como ${email}` }).click();
      await page.waitForURL('**/mis-servicios');
      await expect.poll(() => storedEmail(page), { message: email }).toBe(email);
    }
    for (const email of REFUSED) {
      await openPanel(page);
      await page.getByRole('button', { name: `Ingresar como ${email}` }).click();
      const card = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Ingresar como ${email}` }) });
      await expect.poll(() => card.getByRole('alert').isVisible(), { message: email }).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/demo');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("turns medidor_boletas off and the meter's Boletas tab goes, in this tab and in another on its focus, with no restart", async () => {
    // the flag is the demo world's, shared with the next tests: back on even if this one fails half-way
    onTestFinished(() => setFlag('medidor_boletas', true));
    const { context, page } = await newPage(env.browser, env.app.url);
    await openPanel(page);
    await page.getByRole('button', { name: 'Ingresar como cliente@demo.cl' }).click();
    await page.waitForURL('**/mis-servicios');
    const other = await context.newPage();
    await other.goto('/mis-servicios/medidor/historial-lectura');
    await expect.poll(() => meterTabs(other).getByRole('link', { name: 'Boletas' }).isVisible()).toBe(true);

    await page.goto('/mis-servicios/medidor/historial-lectura');
    await expect.poll(() => meterTabs(page).getByRole('link', { name: 'Boletas' }).isVisible()).toBe(true);
    // to the panel and back inside the app: no page load in between
    await page.getByRole('link', { name: 'Panel de demostración' }).click();
    await page.getByRole('checkbox', { name: 'medidor_boletas' }).click();
    await visible(page, 'Módulo medidor_boletas desactivado.');
    await page.goBack();
    await expect.poll(() => meterTabs(page).getByRole('link', { name: 'Historial de Lectura' }).isVisible()).toBe(true);
    expect(await meterTabs(page).getByRole('link', { name: 'Boletas' }).count()).toBe(0);

    // the other tab learns it when it is looked at again
    await other.bringToFront();
    await other.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => meterTabs(other).getByRole('link', { name: 'Boletas' }).count()).toBe(0);

    await openPanel(page);
    await page.getByRole('checkbox', { name: 'medidor_boletas' }).click();
    await visible(page, 'Módulo medidor_boletas activado.');
    await context.close();
  });

  it("injects a 503 on the meter area: the meter's screens show their error state, and come back once it is lifted", async () => {
    const { context, page } = await newPage(env.browser, env.app.url);
    await openPanel(page);
    await page.getByRole('button', { name: 'Ingresar como cliente@demo.cl' }).click();
    await page.waitForURL('**/mis-servicios');
    await openPanel(page);
    const faults = page.getByRole('region', { name: 'Fallas del servicio' });
    await faults.getByLabel('Tipo de falla').selectOption('UNAVAILABLE');
    await faults.getByRole('combobox', { name: /^Área/ }).selectOption('meter');
    await faults.getByRole('button', { name: 'Agregar falla' }).click();
    await expect.poll(() => faults.getByText(/Área Medidor · todas las llamadas/).isVisible()).toBe(true);

    const log = catchBackendFailures();
    await page.goto('/mis-servicios/medidor/boletas');
    await visible(page, LOAD_ERROR);
    await page.goto('/mis-servicios/medidor/historial-lectura');
    await visible(page, LOAD_ERROR);
    // the gateway logged the calls the fault failed: the bills', the readings' (and the chart's, asked with them)
    expect(log.failures).toEqual(expect.arrayContaining(['UNAVAILABLE /tickets/list', 'UNAVAILABLE /reading/list']));
    expect(log.failures.filter((failure) => !failure.startsWith('UNAVAILABLE '))).toEqual([]);
    expect(await page.getByRole('button', { name: 'Reintentar' }).count()).toBeGreaterThan(0);

    await openPanel(page);
    await page.getByRole('button', { name: 'Quitar todas las fallas' }).click();
    await visible(page, 'No hay fallas activas: el servicio responde normalmente.');
    await page.goto('/mis-servicios/medidor/boletas');
    await expect.poll(() => page.getByRole('table').isVisible()).toBe(true);
    await context.close();
  });

  it('resets the world: a changed profile is restored', async () => {
    const { context, page } = await newPage(env.browser, env.app.url);
    await openPanel(page);
    await page.getByRole('button', { name: 'Ingresar como cliente@demo.cl' }).click();
    await page.waitForURL('**/mis-servicios');
    await page.goto('/editar-perfil');
    const name = page.getByLabel('Nombre', { exact: true });
    await expect.poll(() => name.inputValue()).toBe('Camila');
    await name.fill('Camila Andrea');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await visible(page, 'Datos actualizados correctamente');
    await page.reload();
    await expect.poll(() => page.getByLabel('Nombre', { exact: true }).inputValue()).toBe('Camila Andrea');

    await openPanel(page);
    await page.getByRole('button', { name: 'Reiniciar el mundo' }).click();
    await visible(page, 'El mundo volvió a su estado inicial.');
    // still signed in: the session outlives the reset
    await page.goto('/editar-perfil');
    await expect.poll(() => page.getByLabel('Nombre', { exact: true }).inputValue()).toBe('Camila');
    await context.close();
  });
});
