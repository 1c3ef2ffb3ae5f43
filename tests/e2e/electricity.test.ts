import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, expectVisible, newPage, PHONE, signInCompany } from '../support/browser';
import { browserApp } from '../support/e2e';

/** Suministro Eléctrico in Chromium (issue 42): the consumption chart and its CSV, invoices, payments, the debt paid. */
const env = browserApp();

const visible = expectVisible;
const chartTitle = (page: Page) => page.getByRole('heading', { name: /^Consumo eléctrico \(kWh\) – Cliente: / });
const fitsWidth = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

describe('Suministro Eléctrico in Chromium', () => {
  for (const [width, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`draws the consumption at each granularity and downloads its CSV, at ${width} px`, async () => {
      const { context, page } = await newPage(env.browser, env.app.url, viewport);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await signInCompany(page, 'funcionario@empresa.demo.cl');
      await page.goto('/mis-servicios/suministro-electrico');
      await page.waitForURL('**/historial-consumos**');
      await expect.poll(() => chartTitle(page).isVisible()).toBe(true);
      // the chart draws an SVG of its lines
      await expect.poll(() => page.locator('.electricity-chart svg path').count()).toBeGreaterThan(0);
      const total = async () => {
        const text = (await page.getByText(/^Total del período: /).textContent()) ?? '';
        return Number(/: ([\d.,]+) kWh/.exec(text)![1]!.replaceAll('.', '').replace(',', '.'));
      };
      for (const label of ['Anual', 'Mensual', 'Diaria', 'Por hora', '15 minutos']) {
        const before = page.url();
        await page.getByRole('combobox', { name: 'Granularidad' }).selectOption({ label });
        await page.getByRole('button', { name: 'Filtrar' }).click();
        await expect.poll(() => page.url()).not.toBe(before);
        await expect.poll(() => chartTitle(page).isVisible()).toBe(true);
        await expect.poll(() => page.getByText(/^Total del período: /).isVisible()).toBe(true);
      }
      await fitsWidth(page, viewport.width);

      // the CSV the browser receives, read back: a header row, semicolons, comma decimals, and the chart's own points
      let csv = '';
      await context.route('**/descargas/company_user/electricity/consuption/csv', async (route) => {
        const response = await route.fetch();
        csv = await response.text();
        await route.fulfill({ response, body: csv });
      });
      const answered = context.waitForEvent('response', (response) =>
        response.url().endsWith('/descargas/company_user/electricity/consuption/csv'),
      );
      await page.getByRole('button', { name: 'Descargar CSV' }).click();
      const response = await answered;
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/csv/);
      const rows = csv
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(rows[0]).toBe('Fecha;Consumo (kWh);Consumo día (kWh);Consumo noche (kWh)');
      expect(rows[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};\d+,\d{3};/);
      const readings = Number(
        /([\d.]+) lecturas/.exec((await page.getByText(/ lecturas, promediadas/).textContent()) ?? '')![1]!.replaceAll('.', ''),
      );
      expect(rows.length - 1).toBe(readings);
      const sum = rows.slice(1).reduce((s, row) => s + Number(row.split(';')[1]!.replace(',', '.')), 0);
      expect(Math.abs(sum - (await total()))).toBeLessThan(0.1);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('lists invoices and payments, and pays the debt in the portal stand-in', async () => {
    const { context, page } = await newPage(env.browser, env.app.url, PHONE);
    await signInCompany(page, 'funcionario@empresa.demo.cl');
    await page.goto('/mis-servicios/suministro-electrico/historial-facturas');
    await expect.poll(() => page.getByRole('button', { name: /^Descargar la factura / }).count()).toBeGreaterThan(0);
    await page.goto('/mis-servicios/suministro-electrico/historial-pagos');
    await visible(page, 'Pagado en');

    await page.goto('/mis-servicios/suministro-electrico/detalle-deuda');
    const [portal] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Pagar Cuenta' }).click()]);
    await portal.waitForLoadState();
    await portal.getByRole('button', { name: 'Pagar' }).click();
    await expect.poll(() => portal.getByRole('status').textContent()).toBe('Pago realizado. Ya puedes volver a la Sucursal Virtual.');
    await portal.close();
    await page.bringToFront();
    await page.reload();
    await visible(page, 'Deuda actual');
    expect(await page.getByRole('button', { name: 'Pagar Cuenta' }).count()).toBe(0);
    await context.close();
  });
});
