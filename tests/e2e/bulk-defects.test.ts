import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, expectVisible, newPage, PHONE, signInPerson } from '../support/browser';
import { browserApp } from '../support/e2e';

/** Issue 43 in Chromium: the truck map frames the truck and the address (item 7), and the bulk payment story closes in the demo (16c). */
const env = browserApp();

/** Whether the marker's point (its label's edge where it meets the point) is inside the map's box. */
async function inside(map: Locator, marker: Locator): Promise<boolean> {
  const [box, label] = [await map.boundingBox(), await marker.boundingBox()];
  if (!box || !label) return false;
  const x = label.x + label.width / 2;
  return x >= box.x && x <= box.x + box.width && label.y >= box.y && label.y + label.height <= box.y + box.height;
}

async function openOrderOnRoute(page: Page) {
  await page.goto('/mis-servicios/granel/pedidos');
  await page
    .getByRole('row')
    .filter({ hasText: 'En Ruta' })
    .first()
    .getByRole('link', { name: /^Ver Detalle/ })
    .click();
}

describe('the map of a bulk order En Ruta', () => {
  for (const [width, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`opens with both the truck and the delivery address in view, told in words, at ${width} px`, async () => {
      const { context, page } = await newPage(env.browser, env.app.url, viewport);
      await signInPerson(page);
      await openOrderOnRoute(page);
      const map = page.getByRole('region', { name: 'Mapa del camión y la dirección' });
      await expect.poll(() => map.locator('canvas').count()).toBeGreaterThan(0);
      const truck = map.getByRole('img', { name: 'Camión' });
      const address = map.getByRole('img', { name: 'Dirección' });
      await expect.poll(() => truck.isVisible()).toBe(true);
      await expect.poll(() => inside(map, truck)).toBe(true);
      await expect.poll(() => inside(map, address)).toBe(true);
      await expectVisible(page, /^El camión está (a [\d,]+ k?m de|llegando a) la dirección de entrega$/);
      expect(await page.getByText(/Camión en -?\d/).count()).toBe(0);
      await context.close();
    });
  }
});

describe('paying bulk debt through the payment portal stand-in', () => {
  it('pays the chosen document, which is gone from Detalle de Deuda after a reload', async () => {
    const { context, page } = await newPage(env.browser, env.app.url);
    await signInPerson(page);
    await page.goto('/mis-servicios/granel/detalle-deuda');
    const boxes = page.getByRole('checkbox');
    await expect.poll(() => boxes.count()).toBeGreaterThan(0);
    const owed = await boxes.count();
    const label = (await boxes.first().getAttribute('aria-label'))!;
    await boxes.first().check();
    const [portal] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Pagar' }).click()]);
    await portal.waitForLoadState();
    await expect.poll(() => portal.getByRole('heading', { name: 'Portal de Pagos' }).isVisible()).toBe(true);
    await portal.getByRole('button', { name: 'Pagar' }).click();
    await expect.poll(() => portal.getByRole('status').textContent()).toBe('Pago realizado. Ya puedes volver a la Sucursal Virtual.');
    await portal.close();

    await page.reload();
    await expect.poll(() => page.getByRole('checkbox').count()).toBe(owed - 1);
    expect(await page.getByRole('checkbox', { name: label }).count()).toBe(0);
    await context.close();
  });
});
