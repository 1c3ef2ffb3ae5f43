import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { startTestApp, type TestApp } from '../support/app';

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  app = await startTestApp({ env: { MAINTENANCE_MODE: '1' } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

it('shows the maintenance text instead of the login form when the gateway says so', async () => {
  const { context, page } = await newPage(browser, app.url);
  await page.goto('/login');
  await expect
    .poll(() => page.getByText('En estos momentos nuestra Sucursal Virtual se encuentra en mantención. Por favor intenta más tarde.').isVisible())
    .toBe(true);
  expect(await page.getByRole('button', { name: 'Siguiente' }).count()).toBe(0);
  await context.close();
});
