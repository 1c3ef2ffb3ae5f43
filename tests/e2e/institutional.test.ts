import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { QUOTE_SAVED, QUOTE_SENT } from '../../machines/rules/quote-rules';
import { DESKTOP, expectVisible, newPage, PHONE, signInCompany } from '../support/browser';
import { browserApp } from '../support/e2e';

/** Envasado Institucional in Chromium (issue 41): a quote saved, reopened and sent; the current account and a download. */
const env = browserApp();

const visible = expectVisible;
const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Secciones de Envasado Institucional' });
const fitsWidth = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

describe('Envasado Institucional in Chromium', () => {
  for (const [width, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`funcionario@ saves a quote for later, reopens it from Cotizaciones and sends it, at ${width} px`, async () => {
      const { context, page } = await newPage(env.browser, env.app.url, viewport);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await signInCompany(page, 'funcionario@empresa.demo.cl');
      await page.getByRole('article', { name: 'Envasado Institucional' }).getByRole('link', { name: 'Cotizar Pedido' }).click();
      await page.waitForURL('**/mis-servicios/cilindro/cotizar-pedido');
      await visible(page, 'Cliente o dirección');

      const clients = page.getByRole('combobox', { name: /^Cliente o dirección/ });
      await clients.selectOption({ index: 1 });
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await page.getByRole('combobox', { name: /^Tipo Cotización/ }).selectOption('COUPONS');
      await page.getByRole('combobox', { name: /^Medio de Pago/ }).selectOption({ label: 'Contado' });
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Formulario' }).isVisible()).toBe(true);
      const quantity = page.getByRole('textbox', { name: /^Cantidad de / }).first();
      await quantity.fill('6');
      await expect.poll(() => page.locator('.quote-total strong').textContent()).toMatch(/^\$\d{1,3}(\.\d{3})+$/);
      await fitsWidth(page, viewport.width);
      await page.getByRole('button', { name: 'Guardar para enviar después' }).click();
      await visible(page, QUOTE_SAVED);

      await page.getByRole('link', { name: 'Ver Cotizaciones' }).click();
      await page.waitForURL('**/mis-servicios/cilindro/cotizaciones**');
      const complete = page.getByRole('link', { name: /^Completar y enviar la cotización/ }).first();
      await expect.poll(() => complete.isVisible()).toBe(true);
      const number = (await complete.getAttribute('aria-label'))!.split(' ').at(-1)!;
      await complete.click();
      await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Formulario' }).isVisible()).toBe(true);
      expect(
        await page
          .getByRole('textbox', { name: /^Cantidad de / })
          .first()
          .inputValue(),
      ).not.toBe('');
      await page.getByRole('button', { name: 'Enviar', exact: true }).click();
      await visible(page, QUOTE_SENT);

      await tabBar(page).getByRole('link', { name: 'Cotizaciones' }).click();
      await page.getByRole('link', { name: `Ver detalle de la cotización ${number}` }).click();
      await expect.poll(() => page.getByRole('heading', { level: 2, name: `Cotización N° ${number}` }).isVisible()).toBe(true);
      await expect.poll(() => page.getByRole('table', { name: 'Materiales' }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Completar y enviar' }).count()).toBe(0);
      await fitsWidth(page, viewport.width);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('reads the current account of a year, opens a document and downloads it', async () => {
    const { context, page } = await newPage(env.browser, env.app.url, PHONE);
    await signInCompany(page, 'funcionario@empresa.demo.cl');
    await page.goto('/mis-servicios/cilindro/cuenta-corriente');
    await page.getByRole('combobox', { name: 'Periodo' }).selectOption('12');
    await page.getByRole('button', { name: 'Ver documentos' }).click();
    await page.waitForURL('**periodo=12**');
    await expect.poll(() => page.getByRole('navigation', { name: 'Paginación de documentos' }).isVisible()).toBe(true);
    await fitsWidth(page, PHONE.width);
    await page
      .getByRole('link', { name: /^Ver detalle del documento/ })
      .first()
      .click();
    await expect.poll(() => page.getByRole('heading', { level: 2, name: /^Documento N° / }).isVisible()).toBe(true);
    await visible(page, '800 208 800');
    // the form posts in a new tab, whose answer is the document's pdf
    const answered = context.waitForEvent('response', (response) => response.url().endsWith('/descargas/document/get'));
    await page.getByRole('button', { name: 'Descargar documento' }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="[^"]+\.pdf"/);

    await page.getByRole('link', { name: 'Volver a Cuenta Corriente' }).click();
    await page.waitForURL('**/mis-servicios/cilindro/cuenta-corriente?**');
    expect(new URL(page.url()).searchParams.get('periodo')).toBe('12');
    await context.close();
  });
});
