import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, expectVisible, newPage, PHONE, signInPerson } from '../support/browser';
import { browserApp } from '../support/e2e';
import { chileDay } from '../../machines/rules/chile-time';

// the world's truck is re-read every few seconds and drives a minute of road per second, so it visibly moves
process.env.TRUCK_REFRESH_SECONDS = '2';
process.env.WORLD_CLOCK_SPEED = '60';
const env = browserApp();

const visible = expectVisible;

/** Each tab of /mis-servicios/granel and a text its data brings. */
const TABS: Array<[string, string, string | RegExp]> = [
  ['Realizar Pedidos', '/mis-servicios/granel/realizar-pedidos', 'Realizar pedido'],
  ['Historial de Pedidos', '/mis-servicios/granel/pedidos', 'Ver Detalle'],
  ['Historial de Pagos', '/mis-servicios/granel/historial-pagos', /^\$/],
  ['Detalle de Deuda', '/mis-servicios/granel/detalle-deuda', /^Total a pagar/],
  ['Cuenta Corriente', '/mis-servicios/granel/cuenta-corriente', 'Ver documentos'],
  ['Variación de Precios', '/mis-servicios/granel/variacion-precio', /^\$/],
  ['Telemetría', '/mis-servicios/granel/telemetria', 'Ver tanques'],
  ['Requerimientos', '/mis-servicios/granel/requerimientos', 'Selecciona el cliente'],
];

/** On a phone the eight tabs are one row that scrolls sideways, opened with the current tab whole in view. */
async function expectOneRowWithTabInView(page: Page, tab: string) {
  const bar = page.getByRole('navigation', { name: 'Secciones de Granel Habitacional' });
  const current = bar.getByRole('link', { name: tab, exact: true });
  expect(await current.getAttribute('aria-current'), tab).toBe('page');
  const [row, link] = [await bar.boundingBox(), await current.boundingBox()];
  expect(row!.height, tab).toBeLessThan(link!.height * 1.5);
  expect(link!.x, tab).toBeGreaterThanOrEqual(row!.x - 1);
  expect(link!.x + link!.width, tab).toBeLessThanOrEqual(row!.x + row!.width + 1);
}

describe('residential bulk as cliente@demo.cl', () => {
  for (const [width, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`shows every tab with its data at ${width} px, with no page errors`, async () => {
      const { context, page } = await newPage(env.browser, env.app.url, viewport);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await signInPerson(page);
      for (const [tab, path, text] of TABS) {
        await page.goto(path);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toContain('Granel');
        await visible(page, text);
        expect(await page.getByRole('alert').count(), tab).toBe(0);
        // nothing spills sideways on a phone
        expect(await page.evaluate(() => document.documentElement.scrollWidth), tab).toBeLessThanOrEqual(viewport.width);
        if (viewport === PHONE) await expectOneRowWithTabInView(page, tab);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('draws the map of the order En Ruta with both markers, and the truck moves on the next read; OpenLayers comes with it alone', async () => {
    const { context, page } = await newPage(env.browser, env.app.url);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await signInPerson(page);
    await page.goto('/mis-servicios/granel/pedidos');
    await page
      .getByRole('row')
      .filter({ hasText: 'En Ruta' })
      .first()
      .getByRole('link', { name: /^Ver Detalle/ })
      .click();
    await expect.poll(() => page.getByRole('region', { name: 'Mapa del camión y la dirección' }).isVisible()).toBe(true);
    expect(scripts.some((url) => url.includes('OlTruckMap'))).toBe(true);
    const truck = page.getByRole('img', { name: 'Camión' });
    await expect.poll(() => truck.isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('img', { name: 'Dirección' }).count()).toBe(1);
    // the plan of Santiago is drawn on the canvas: not a blank box
    await expect
      .poll(() =>
        page.evaluate(() => {
          const canvas = document.querySelector('.truck-map-canvas canvas') as HTMLCanvasElement | null;
          const pixels = canvas?.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
          return pixels ? new Set(Array.from({ length: 2000 }, (_, i) => pixels[(i * 997 * 4) % pixels.length])).size : 0;
        }),
      )
      .toBeGreaterThan(1);
    const first = await truck.getAttribute('data-position');
    const caption = await page.getByText(/^El camión está a /).textContent();
    await expect.poll(() => truck.getAttribute('data-position')).not.toBe(first);
    await expect.poll(() => page.getByText(/^El camión está a /).textContent()).not.toBe(caption);
    await context.close();
  });

  it('keeps OpenLayers out of the other bulk screens', async () => {
    const { context, page } = await newPage(env.browser, env.app.url);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await signInPerson(page);
    await page.goto('/mis-servicios/granel/pedidos');
    await visible(page, 'Ver Detalle');
    await page
      .getByRole('row')
      .filter({ hasText: 'Entregado' })
      .first()
      .getByRole('link', { name: /^Ver Detalle/ })
      .click();
    await visible(page, 'Litros entregados');
    expect(scripts.some((url) => url.includes('OlTruckMap'))).toBe(false);
    await context.close();
  });

  it('places an order through the ordering stand-in and finds it in Historial de Pedidos', async () => {
    const { context, page } = await newPage(env.browser, env.app.url);
    await signInPerson(page);
    await page.goto('/mis-servicios/granel/realizar-pedidos');
    const [portal] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Realizar pedido' }).first().click(),
    ]);
    await portal.waitForLoadState();
    await expect.poll(() => portal.getByRole('heading', { name: 'Portal de pedidos de granel' }).isVisible()).toBe(true);
    await portal.getByLabel('Litros a pedir').fill('420');
    await portal.getByRole('button', { name: 'Confirmar pedido' }).click();
    await expect.poll(() => portal.getByRole('status').textContent()).toMatch(/^Pedido N° \d+ ingresado/);
    const number = /N° (\d+)/.exec((await portal.getByRole('status').textContent())!)![1]!;
    await portal.close();

    await page.goto('/mis-servicios/granel/pedidos');
    await visible(page, 'Ver Detalle');
    const row = page.getByRole('row').filter({ hasText: number });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.textContent()).toContain('420');
    await context.close();
  });

  it('pays a chosen debt through the payment stand-in: it leaves Detalle de Deuda and shows in Historial de Pagos', async () => {
    const { context, page } = await newPage(env.browser, env.app.url);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInPerson(page);
    await page.goto('/mis-servicios/granel/detalle-deuda');
    const choice = page.getByRole('checkbox', { name: /^Pagar documento / }).first();
    await expect.poll(() => choice.isVisible()).toBe(true);
    const docNumber = (await choice.getAttribute('aria-label'))!.replace('Pagar documento ', '');
    const pay = page.locator('.debt-pay').getByRole('button', { name: 'Pagar' });
    expect(await pay.isDisabled()).toBe(true);
    await choice.check();
    const [portal] = await Promise.all([context.waitForEvent('page'), pay.click()]);
    await portal.waitForLoadState();
    await expect.poll(() => portal.getByRole('heading', { name: 'Portal de Pagos' }).isVisible()).toBe(true);
    await expect.poll(() => portal.getByRole('row', { name: /cantidadDocumentos/ }).textContent()).toContain('1');
    const folio = (await portal
      .getByRole('row', { name: /^documentos/ })
      .getByRole('cell')
      .textContent())!.trim();
    await portal.getByRole('button', { name: 'Pagar' }).click();
    await expect.poll(() => portal.getByRole('status').textContent()).toBe('Pago realizado. Ya puedes volver a la Sucursal Virtual.');
    await portal.close();

    await page.reload();
    await visible(page, /^Total a pagar|^No se han encontrado documentos pendientes de pago$/);
    expect(await page.getByRole('checkbox', { name: `Pagar documento ${docNumber}` }).count()).toBe(0);
    await page.goto('/mis-servicios/granel/historial-pagos');
    const paid = page.getByRole('row').filter({ hasText: folio });
    await expect.poll(() => paid.count()).toBe(1);
    const today = chileDay().split('-').reverse().join('-');
    await expect.poll(() => paid.textContent()).toContain(today);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('cancels an order once; the second cancellation, from a page opened before, is refused', async () => {
    const { context, page } = await newPage(env.browser, env.app.url);
    await signInPerson(page);
    await page.goto('/mis-servicios/granel/pedidos');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: 'Anular' }) })
      .first();
    await expect.poll(() => row.isVisible()).toBe(true);
    const detail = await row.getByRole('link', { name: /^Ver Detalle/ }).getAttribute('href');
    const stale = await context.newPage();
    await stale.goto(detail!);
    await visible(stale, 'Anular pedido');

    await page.goto(detail!);
    const cancelOnce = async (on: Page) => {
      await on.getByRole('button', { name: 'Anular pedido' }).click();
      const dialog = on.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Anular pedido' }).click();
      await dialog.getByLabel('Observación (opcional)').fill('Ya no lo necesito');
      await dialog.getByRole('button', { name: 'Enviar' }).click();
      return dialog;
    };
    const first = await cancelOnce(page);
    await expect.poll(() => first.textContent()).toContain('Se ha enviado la solicitud de anulación del pedido.');
    await first.getByRole('button', { name: 'Aceptar' }).click();
    // opened again, the order still offers 'Anular pedido', which now says it was asked for and sends nothing
    await page.goto(detail!);
    await page.getByRole('button', { name: 'Anular pedido' }).click();
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain('Ya solicitaste anular este pedido');
    expect(await page.getByRole('dialog').getByLabel('Observación (opcional)').count()).toBe(0);

    const second = await cancelOnce(stale);
    await expect.poll(() => second.textContent()).toContain('Ya solicitaste anular este pedido');
    await context.close();
  });

  it('claims the delay of the order En Ruta; a second claim asks again first', async () => {
    const { context, page } = await newPage(env.browser, env.app.url, PHONE);
    await signInPerson(page);
    await page.goto('/mis-servicios/granel/pedidos');
    await page
      .getByRole('row')
      .filter({ hasText: 'En Ruta' })
      .first()
      .getByRole('link', { name: /^Ver Detalle/ })
      .click();
    await page.getByRole('button', { name: 'Reclamar Retraso' }).click();
    let dialog = page.getByRole('dialog');
    // an order on its way asks first whether to claim anyway (spec 2 §5)
    await expect.poll(() => dialog.getByRole('button').first().isVisible()).toBe(true);
    if (await dialog.getByRole('button', { name: 'Sí' }).count()) await dialog.getByRole('button', { name: 'Sí' }).click();
    await dialog.getByRole('button', { name: 'Enviar reclamo' }).click();
    await expect.poll(() => dialog.textContent()).toContain('Informaremos al área de despacho para que tu pedido llegue a la brevedad');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();

    await page.getByRole('button', { name: 'Reclamar Retraso' }).click();
    dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.textContent())
      .toContain('Ya hemos recibido un reclamo asociado a este pedido. ¿Deseas enviar uno nuevamente?');
    await dialog.getByRole('button', { name: 'Sí' }).click();
    await dialog.getByRole('button', { name: 'Enviar reclamo' }).click();
    await expect.poll(() => dialog.textContent()).toContain('Informaremos al área de despacho para que tu pedido llegue a la brevedad');
    await context.close();
  });
});
