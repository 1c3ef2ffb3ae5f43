import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, newPage, PHONE, signInPerson } from '../support/browser';
import { browserApp } from '../support/e2e';

const env = browserApp();

/** SHOTS_DIR=/tmp/shots/gateway keeps a picture of the open modal at each width, to look at. */
const shots = process.env.SHOTS_DIR;

/** The text the tracking page shows in its frame, or null while it is not (yet) the tracking page. */
async function trackingText(page: Page): Promise<string | null> {
  const frame = page.frames().find((f) => f !== page.mainFrame() && new URL(f.url(), 'http://x').pathname === '/demo/seguimiento');
  if (!frame) return null;
  return frame
    .locator('body')
    .innerText()
    .catch(() => null);
}

describe.each([
  ['1280', DESKTOP],
  ['390', PHONE],
])("the dashboard's 'Seguir pedido' at %s px (issue 43, item 1)", (width, viewport) => {
  it('shows the tracking page in its frame, with the number given', async () => {
    const { context, page } = await newPage(env.browser, env.app.url, viewport);
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors|X-Frame-Options|refused to connect/i.test(message.text())) refused.push(message.text());
    });
    await signInPerson(page);
    const box = page.getByRole('region', { name: 'Seguimiento de pedido Granel' });
    await box.getByLabel('N° de pedido').fill('4711');
    await box.getByRole('button', { name: 'Seguir pedido' }).click();
    const modal = page.getByRole('dialog', { name: 'Seguimiento del pedido 4711' });
    await expect.poll(() => modal.isVisible()).toBe(true);
    await expect.poll(() => trackingText(page)).toContain('Seguimiento del pedido 4711');
    expect(await modal.locator('iframe').getAttribute('src')).toBe('/demo/seguimiento?pedido=4711');
    expect(refused).toEqual([]);
    if (shots) {
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: `${shots}/tracking-modal-${width}.png` });
    }
    await context.close();
  });
});
