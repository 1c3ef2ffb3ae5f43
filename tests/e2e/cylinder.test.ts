import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, newPage, PHONE, signInPerson } from '../support/browser';
import { browserApp } from '../support/e2e';

// the world's clock runs 900 times real time: an order placed through the portal is delivered within seconds
const env = browserApp({ env: { WORLD_CLOCK_SPEED: '900' } });

const UNAVAILABLE = 'En este momento no es posible obtener la información. Por favor intenta más tarde';

const visible = (page: Page, text: string | RegExp) =>
  expect
    .poll(() =>
      page
        .getByText(text, { exact: typeof text === 'string' })
        .first()
        .isVisible(),
    )
    .toBe(true);
const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Secciones de Cilindro' }).getByRole('link', { name, exact: true });
/** the page is no wider than its viewport: nothing scrolls sideways */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Makes one GraphQL operation of the page fail as the gateway answers a failing backend. */
async function failOperation(page: Page, operationName: string, field: string) {
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== operationName) return route.fallback();
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        data: { viewer: { __typename: 'Viewer', [field]: null } },
        errors: [{ message: 'No disponible', path: ['viewer', field], extensions: { code: 'BACKEND_UNAVAILABLE' } }],
      }),
    });
  });
}

describe.each([
  ['1280', DESKTOP],
  ['390', PHONE],
])('every cylinder tab at %s px', (_, viewport) => {
  it('shows each tab with its data, and its error and empty states', async () => {
    const { context, page } = await newPage(env.browser, env.app.url, viewport);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInPerson(page);

    await page.goto('/mis-servicios/cilindro/realizar-pedidos');
    await expect.poll(() => page.getByRole('button', { name: 'Realizar pedido' }).count()).toBe(1);
    expect(await fitsWidth(page)).toBe(true);

    await tab(page, 'Precios').click();
    await visible(page, /^Valor de productos para hoy \d{2}-\d{2}-\d{4} en .+, .+$/);
    await expect.poll(() => page.getByRole('row').count()).toBe(5);
    expect(await page.getByRole('link', { name: /descuento en tu cilindro/ }).isVisible()).toBe(true);
    expect(await fitsWidth(page)).toBe(true);

    await tab(page, 'Descuentos').click();
    await visible(page, 'Sin fecha de término');
    expect(await fitsWidth(page)).toBe(true);

    await tab(page, 'Pedidos').click();
    await expect.poll(() => page.getByRole('link', { name: /^Ver Detalle del pedido/ }).count()).toBeGreaterThan(3);
    await visible(page, 'No he recibido mi pedido');
    expect(await fitsWidth(page)).toBe(true);
    await page.getByLabel('N° de pedido').fill('99');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await visible(page, 'Sin datos, para 99');

    await tab(page, 'Requerimientos').click();
    await visible(page, /Paso 1 de 4/);
    expect(await fitsWidth(page)).toBe(true);

    // one block failing keeps the rest of the screen, with Reintentar
    await failOperation(page, 'CylinderPrices', 'cylinderPrices');
    await failOperation(page, 'CylinderOrders', 'cylinderOrders');
    await page.goto('/mis-servicios/cilindro/precios');
    await visible(page, UNAVAILABLE);
    expect(await page.getByRole('button', { name: 'Reintentar' }).isVisible()).toBe(true);
    expect(await tab(page, 'Pedidos').isVisible()).toBe(true);
    await tab(page, 'Pedidos').click();
    await visible(page, UNAVAILABLE);
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => page.getByRole('link', { name: /^Ver Detalle del pedido/ }).count()).toBeGreaterThan(3);
    expect(errors).toEqual([]);
    await context.close();

    // a person without cylinder services
    const other = await newPage(env.browser, env.app.url, viewport);
    await signInPerson(other.page, 'vecino@demo.cl');
    for (const path of ['realizar-pedidos', 'precios', 'descuentos', 'pedidos']) {
      await other.page.goto(`/mis-servicios/cilindro/${path}`);
      await visible(other.page, 'No existen clientes asociados');
    }
    await other.context.close();
  });
});

describe('a cylinder order as cliente@demo.cl', () => {
  it('orders through the portal, finds the order on its way, and sees it delivered with its notification in the bell', async () => {
    const { context, page } = await newPage(env.browser, env.app.url);
    await signInPerson(page);
    await page.goto('/mis-servicios/cilindro/realizar-pedidos');
    const [portal] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Realizar pedido' }).click()]);
    await portal.waitForLoadState();
    await expect.poll(() => portal.getByRole('heading', { name: 'Portal de pedidos de cilindros' }).isVisible()).toBe(true);
    expect(await portal.getByRole('row', { name: 'tipo_servicio EN' }).isVisible()).toBe(true);
    await expect.poll(() => portal.getByLabel('Cilindro 15 kg').isVisible()).toBe(true);
    await portal.getByLabel('Cilindro 15 kg').fill('2');
    await portal.getByLabel('Cilindro 5 kg').fill('1');
    await portal.getByRole('button', { name: 'Confirmar pedido' }).click();
    await expect.poll(() => portal.getByRole('status').textContent()).toMatch(/^Pedido N° \d+ ingresado/);
    const number = /N° (\d+)/.exec((await portal.getByRole('status').textContent()) ?? '')![1]!;
    await portal.close();

    await page.goto('/mis-servicios/cilindro/pedidos');
    await page.getByLabel('N° de pedido').fill(number);
    await page.getByRole('button', { name: 'Buscar' }).click();
    const row = page.getByRole('row').filter({ hasText: number });
    await expect.poll(() => row.textContent()).toContain('1 × Cilindro 5 kg, 2 × Cilindro 15 kg');
    await page.getByRole('link', { name: `Ver Detalle del pedido ${number}` }).click();
    await visible(page, `Pedido N° ${number}`);
    const delivered = page.getByRole('list', { name: 'Estado del pedido' }).getByText('Pedido entregado');
    expect(await delivered.getAttribute('class')).toBeNull();
    await visible(page, /^El camión /);
    // the map with the truck and the destination, drawn while the order was Camino at first load
    const map = page.getByRole('region', { name: 'Mapa del camión y la dirección' });
    await expect.poll(() => map.locator('canvas').count()).toBeGreaterThan(0);
    await expect.poll(() => map.locator('.map-marker-truck').isVisible()).toBe(true);
    await expect.poll(() => map.locator('.map-marker-destination').isVisible()).toBe(true);

    // the world delivers it: the detail shows it, and the bell is told
    await expect
      .poll(async () => {
        await page.reload();
        await page.getByRole('heading', { name: `Pedido N° ${number}` }).waitFor();
        await page.getByRole('list', { name: 'Estado del pedido' }).waitFor();
        return delivered.getAttribute('class');
      })
      .toBe('reached');
    await visible(page, 'Monto Pagado');
    // the bell hears of it at the next status-change check (at menu load, then every 60 s)
    const bell = page.getByRole('region', { name: 'Notificaciones' });
    await expect
      .poll(async () => {
        await page.reload();
        await page.getByRole('button', { name: /^Notificaciones sin leer/ }).click();
        await bell.getByRole('heading', { name: 'Notificaciones' }).waitFor();
        return bell.getByText(`Tu pedido de cilindros N° ${number} fue entregado`).count();
      })
      .toBe(1);
    await context.close();
  });

  it('cancels an order on its way, and claims a delay on a late one', async () => {
    const { context, page } = await newPage(env.browser, env.app.url, PHONE);
    await signInPerson(page);
    await page.goto('/mis-servicios/cilindro/pedidos');
    await page.getByRole('button', { name: 'Anular' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Anular pedido' }).click();
    await dialog.getByLabel('Observación (opcional)').fill('Ya compré en otro lado');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await visible(page, 'Se ha enviado la solicitud de anulación del pedido.');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await visible(page, 'Anulado');

    const late = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: 'No he recibido mi pedido' }) })
      .first();
    await late.getByRole('link', { name: /^Ver Detalle del pedido/ }).click();
    await page.getByRole('button', { name: 'Reclamar Retraso' }).click();
    const claim = page.getByRole('dialog');
    await claim.waitFor();
    if (await claim.getByRole('button', { name: 'Sí' }).isVisible()) await claim.getByRole('button', { name: 'Sí' }).click();
    await claim.getByRole('button', { name: 'Enviar reclamo' }).click();
    await visible(page, 'Informaremos al área de despacho para que tu pedido llegue a la brevedad');
    await context.close();
  });
});
