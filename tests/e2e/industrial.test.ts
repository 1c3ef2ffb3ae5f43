import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, expectVisible, newPage, PHONE, signInCompany } from '../support/browser';
import { browserApp } from '../support/e2e';
import { CLAIM_CONFIRM_ON_THE_WAY, CLAIM_SENT } from '../../machines/order-claim.machine';

/** Granel Industrial in Chromium (issue 40): every tab of funcionario@ with its data; limitado@ sees only its own. */
const env = browserApp();

const visible = expectVisible;

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Secciones de Granel Industrial' });

/** Each industrial tab and a text its data brings. */
const TABS: Array<[string, string | RegExp]> = [
  ['Resumen de Tanques', 'Centrales sin UT asignada'],
  ['Realizar Pedidos', 'Realizar pedido'],
  ['Historial de Pedidos', 'Ver Detalle'],
  ['Historial de Pagos', /^\$/],
  ['Detalle de Deuda', /^Total a pagar/],
  ['Cuenta Corriente', 'Ver documentos'],
  ['Telemetría', /Ver tanques|Activar telemetría/],
  ['Requerimientos', 'Selecciona el cliente'],
  ['Variación de Precio', /^\$/],
];

describe('Granel Industrial in Chromium', () => {
  for (const [width, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`funcionario@ walks every tab from the dashboard card's link at ${width} px, each with its data`, async () => {
      const { context, page } = await newPage(env.browser, env.app.url, viewport);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await signInCompany(page, 'funcionario@empresa.demo.cl');
      const card = page.getByRole('article', { name: 'Granel Industrial' });
      const client = await card.getByRole('combobox', { name: 'N° de cliente' }).inputValue();
      await card.getByRole('link', { name: 'Resumen de Tanques' }).click();
      await page.waitForURL(`**/mis-servicios/granel/resumen-tanques?cliente=${client}`);
      for (const [tab, text] of TABS) {
        await tabBar(page).getByRole('link', { name: tab, exact: true }).click();
        await expect.poll(() => tabBar(page).locator('[aria-current="page"]').textContent()).toBe(tab);
        await visible(page, text);
        // the tab keeps the client the card chose
        expect(new URL(page.url()).searchParams.get('cliente'), tab).toBe(client);
        expect(await page.getByRole('heading', { level: 1 }).textContent(), tab).toBe('Granel Industrial');
        expect(await page.evaluate(() => document.documentElement.scrollWidth), tab).toBeLessThanOrEqual(viewport.width);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('opens a central of the tank summary with the keyboard, its tanks readable at 390 px', async () => {
    const { context, page } = await newPage(env.browser, env.app.url, PHONE);
    await signInCompany(page, 'funcionario@empresa.demo.cl');
    await page.goto('/mis-servicios/granel/resumen-tanques');
    await visible(page, 'Centrales sin UT asignada');
    await expect.poll(() => page.getByRole('heading', { level: 2, name: /^Ubicación técnica/ }).count()).toBeGreaterThan(0);
    const central = page.getByRole('button', { name: /^Central / }).first();
    expect(await central.getAttribute('aria-expanded')).toBe('false');
    await central.focus();
    await page.keyboard.press('Enter');
    expect(await central.getAttribute('aria-expanded')).toBe('true');
    const tanks = page.getByRole('table', { name: /^Tanques de/ }).first();
    await tanks.waitFor();
    expect(await tanks.getByRole('columnheader').allTextContents()).toEqual(['Tanque', 'N° de serie', 'Capacidad (litros)']);
    // capacities with thousands dots, as the spec writes liters
    await visible(page, /^Capacidad total: \d{1,3}(\.\d{3})+ litros$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });

  it('follows an order En Ruta of a client of funcionario@ on the map, and claims its delay', async () => {
    const { context, page } = await newPage(env.browser, env.app.url);
    await signInCompany(page, 'funcionario@empresa.demo.cl');
    await page.goto('/mis-servicios/granel/pedidos');
    const row = page.getByRole('row').filter({ hasText: 'En Ruta' }).first();
    await row.getByRole('link', { name: /^Ver Detalle/ }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Mapa del camión y la dirección' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('img', { name: 'Camión' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toMatch(/^Pedido N° \d+/);
    await page.getByRole('button', { name: 'Reclamar Retraso' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('button').first().isVisible()).toBe(true);
    // an order the truck is bringing asks first whether to claim anyway (spec 2 §5)
    if (await dialog.getByRole('button', { name: 'Sí' }).count()) {
      expect(await dialog.textContent()).toContain(CLAIM_CONFIRM_ON_THE_WAY);
      await dialog.getByRole('button', { name: 'Sí' }).click();
    }
    await dialog.getByRole('button', { name: 'Enviar reclamo' }).click();
    await expect.poll(() => dialog.textContent()).toContain(CLAIM_SENT);
    await context.close();
  });

  it('limitado@ sees only the tabs its privileges give, and is sent back from the others by URL', async () => {
    const { context, page } = await newPage(env.browser, env.app.url);
    await signInCompany(page, 'limitado@empresa.demo.cl');
    const card = page.getByRole('article', { name: 'Granel Industrial' });
    await expect
      .poll(() => card.getByRole('link').allTextContents())
      .toEqual(['Resumen de Tanques', 'Historial de Pedidos', 'Historial de Pagos']);
    await card.getByRole('link', { name: 'Historial de Pagos' }).click();
    await expect
      .poll(() => tabBar(page).getByRole('link').allTextContents())
      .toEqual(['Resumen de Tanques', 'Historial de Pedidos', 'Historial de Pagos']);
    for (const path of ['detalle-deuda', 'telemetria', 'cuenta-corriente', 'realizar-pedidos', 'requerimientos']) {
      await page.goto(`/mis-servicios/granel/${path}`);
      await page.waitForURL('**/mis-servicios');
      expect(await page.getByRole('heading', { level: 1, name: 'Granel Industrial' }).count(), path).toBe(0);
    }
    await context.close();
  });
});
