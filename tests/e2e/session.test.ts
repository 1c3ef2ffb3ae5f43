import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, PHONE } from '../support/browser';
import { browserApp } from '../support/e2e';

const PASSWORD = 'Gas.Demo.2026';
const env = browserApp();

async function signIn(page: Page, email: string, tab: 'Personas' | 'Empresas' = 'Personas', password = PASSWORD) {
  await page.goto('/login');
  await page.getByRole('tab', { name: tab }).click();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Siguiente' }).click();
}

/**
 * The fonts a screen sets up before its first layout, one per size and weight its text uses (form controls included):
 * on a phone that setup was most of the dashboard's first layout (docs/performance.md, the type scale).
 */
function fontsInUse(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fonts = new Set<string>();
    for (const element of document.body.querySelectorAll('*')) {
      const control = element.matches('button, input, select, textarea');
      const text = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
      if (!control && !text) continue;
      const style = getComputedStyle(element);
      fonts.add(`${style.fontWeight} ${style.fontSize} ${style.fontFamily}`);
    }
    return [...fonts].sort();
  });
}

function menu(page: Page) {
  return page.getByRole('navigation', { name: 'Menú principal' });
}

describe('sign-in and the shell', () => {
  it('sends a guest to /login, and shows the emergency line and the login campaign there', async () => {
    const { context, page } = await newPage(env.browser, env.app.url, undefined, { campaign: true });
    await page.goto('/mis-servicios');
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByText('600 200 9000').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('img', { name: 'Ver campaña' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Siguiente' }).isVisible()).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('signs cliente@demo.cl in: the dashboard, the menu of the four lines with #showmodal on Medidor', async () => {
    const { context, page } = await newPage(env.browser, env.app.url);
    await signIn(page, 'cliente@demo.cl');
    await page.waitForURL('**/mis-servicios');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/\S+ \S+/);
    const nav = menu(page);
    await expect.poll(() => nav.getByRole('link', { name: 'Medidor' }).getAttribute('href')).toBe('/mis-servicios/medidor#showmodal');
    for (const label of [
      'Granel',
      'Cilindro',
      'Autogas',
      'Mis Requerimientos',
      'Información de Interés',
      'Administrar mis servicios/productos',
    ]) {
      expect(await nav.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
    }
    expect(await nav.getByRole('link', { name: 'Mis funcionarios' }).count()).toBe(0);
    expect(await page.getByRole('article', { name: 'Medidor' }).isVisible()).toBe(true);
    expect(await page.getByText('Lunes a Domingo de 08:00 a 21:00 hrs.').isVisible()).toBe(true);

    // reload keeps the session; the app asks for the config, the shell and the dashboard once each as it opens
    // (the early reads), and the screens take those answers instead of asking again
    const operations: string[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/graphql')) return;
      operations.push(
        /^\s*(?:query|mutation)\s+(\w+)/.exec((JSON.parse(request.postData() ?? '{}') as { query?: string }).query ?? '')?.[1] ?? '?',
      );
    });
    await page.reload();
    await expect.poll(() => menu(page).getByRole('link', { name: 'Autogas' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('region', { name: 'Campañas' }).getByRole('img').count()).toBe(1);
    for (const operation of ['AppConfig', 'Shell', 'Dashboard']) expect(operations.filter((name) => name === operation)).toHaveLength(1);

    // a person cannot open a company screen
    await page.goto('/funcionarios');
    await page.waitForURL('**/mis-servicios');

    // logout clears local storage, and the gateway refuses the token from then on (a copy of it reads nothing)
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('session') ?? '{}') as { token?: string }).token);
    expect(token).toBeTruthy();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    const readWithOldToken = async () => {
      const response = await fetch(`${env.app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: '{ viewer { user { email } } }' }),
      });
      return ((await response.json()) as { data?: { viewer: unknown } }).data?.viewer;
    };
    await expect.poll(readWithOldToken).toBeNull();
    await page.goto('/mis-servicios');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('ACEPTAR posts the consent, shows the accepted modal and does not ask again', async () => {
    const { context, page } = await newPage(env.browser, env.app.url);
    await signIn(page, 'consentimiento@demo.cl');
    const dialog = page.getByRole('dialog', { name: 'Términos y condiciones' });
    await expect.poll(() => dialog.getByRole('button', { name: 'ACEPTAR' }).isEnabled()).toBe(true);
    await dialog.getByRole('button', { name: 'ACEPTAR' }).click();
    const accepted = page.getByRole('dialog', { name: 'Términos y condiciones aceptados' });
    await accepted.getByRole('button', { name: 'Aceptar' }).click();
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Términos y condiciones' }).count()).toBe(0);
    await context.close();
  });

  it('signs the Administrador in on Empresas: Mis funcionarios and Buscar Clientes', async () => {
    const { context, page } = await newPage(env.browser, env.app.url);
    await signIn(page, 'admin@empresa.demo.cl', 'Empresas');
    await page.waitForURL('**/mis-servicios');
    await expect.poll(() => menu(page).getByRole('link', { name: 'Mis funcionarios' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Buscar Clientes' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Empresas' }).isVisible()).toBe(true);
    await page.goto('/funcionarios');
    await expect.poll(() => page.getByRole('heading', { name: 'Mis Funcionarios' }).isVisible()).toBe(true);
    await context.close();
  });

  it('signs a Funcionario in: Granel Industrial with the links of their privileges, no Mis funcionarios', async () => {
    const { context, page } = await newPage(env.browser, env.app.url);
    await signIn(page, 'limitado@empresa.demo.cl', 'Empresas');
    await page.waitForURL('**/mis-servicios');
    const card = page.getByRole('article', { name: 'Granel Industrial' });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.getByRole('link', { name: 'Historial de Pagos' }).isVisible()).toBe(true);
    expect(await card.getByRole('link', { name: 'Telemetría' }).count()).toBe(0);
    expect(await menu(page).getByRole('link', { name: 'Mis funcionarios' }).count()).toBe(0);
    expect(await menu(page).getByRole('link', { name: 'Granel Industrial' }).isVisible()).toBe(true);
    await context.close();
  });

  it('works at a phone width: the menu opens from the header', async () => {
    const { context, page } = await newPage(env.browser, env.app.url, PHONE);
    await signIn(page, 'cliente@demo.cl');
    await page.waitForURL('**/mis-servicios');
    await page.getByRole('button', { name: 'Menú' }).click();
    await expect.poll(() => menu(page).getByRole('link', { name: 'Cilindro' }).isVisible()).toBe(true);
    await context.close();
  });

  it('draws /login and the dashboard in the type scale: one family, weights 400 and 700, at most eight fonts', async () => {
    const { context, page } = await newPage(env.browser, env.app.url, PHONE);
    await page.goto('/login');
    await expect.poll(() => page.getByRole('button', { name: 'Siguiente' }).isVisible()).toBe(true);
    const login = await fontsInUse(page);
    await signIn(page, 'cliente@demo.cl');
    await page.waitForURL('**/mis-servicios');
    await expect.poll(() => page.getByRole('heading', { name: 'Medidor' }).isVisible()).toBe(true);
    const dashboard = await fontsInUse(page);
    for (const fonts of [login, dashboard]) {
      expect(fonts.length).toBeLessThanOrEqual(8);
      expect(new Set(fonts.map((font) => font.split(' ').slice(2).join(' '))).size).toBe(1);
      expect(new Set(fonts.map((font) => font.split(' ')[0]))).toEqual(new Set(['400', '700']));
    }
    await context.close();
  });
});
