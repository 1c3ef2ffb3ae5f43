import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createFixtureBackend } from '../../fixtures/backend';
import { startSandbox } from '../../fixtures/server';
import { launchBrowser, newPage } from '../support/browser';
import { startTestApp, type TestApp } from '../support/app';
import { catchBackendFailures } from '../support/console';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;
const MESSAGE = 'En este momento no es posible obtener la información. Por favor intenta más tarde';

let sandbox: Sandbox;
let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, backend: createFixtureBackend({ file: null }) });
  // the gateway's own timeout: no case here delays an answer, and a loaded machine must not fail one
  app = await startTestApp({ backendUrl: sandbox.url });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await sandbox?.close();
});
beforeEach(async () => {
  await sandbox.faults.clear();
});

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill('cliente@demo.cl');
  await page.getByLabel('Contraseña').fill('Gas.Demo.2026');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.waitForURL('**/mis-servicios');
}

describe('the dashboard when the backend fails', () => {
  it.each([
    // each kind of failure is a gateway test (tests/gateway/failures.test.ts); here, the screen's part once
    ['503', { status: 503 }],
  ] as const)('shows a message and a retry on %s, then recovers', async (_name, fault) => {
    const { context, page } = await newPage(browser, app.url);
    await signIn(page);
    const log = catchBackendFailures();
    await sandbox.faults.add({ path: '/bussines_line/meter/list', ...fault });
    app.forgetReads();
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: MESSAGE }).first();
    await expect.poll(() => alert.isVisible()).toBe(true);
    await sandbox.faults.clear();
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => page.getByRole('article', { name: 'Medidor' }).isVisible()).toBe(true);
    // the gateway logged the failed call (once per request that met it: how many the page sent is its own business)
    expect(new Set(log.failures)).toEqual(new Set(['UNAVAILABLE /bussines_line/meter/list']));
    await context.close();
  });

  it('shows the other lines when one fails, and a retry in its card that brings it back (issue 11)', async () => {
    const { context, page } = await newPage(browser, app.url);
    await signIn(page);
    const log = catchBackendFailures();
    await sandbox.faults.add({ path: '/bussines_line/housing/list', status: 503 });
    app.forgetReads();
    await page.reload();
    const bulk = page.getByRole('article', { name: 'Granel Habitacional' });
    await expect.poll(() => bulk.getByRole('alert').isVisible()).toBe(true);
    for (const line of ['Medidor', 'Cilindro', 'Autogas'])
      expect(await page.getByRole('article', { name: line }).getByRole('link').count()).toBeGreaterThan(0);
    expect(await page.getByRole('alert').count()).toBe(1);
    await sandbox.faults.clear();
    await bulk.getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => bulk.getByRole('link', { name: 'Realizar Pedidos' }).isVisible()).toBe(true);
    expect(await bulk.getByRole('alert').count()).toBe(0);
    expect(new Set(log.failures)).toEqual(new Set(['UNAVAILABLE /bussines_line/housing/list']));
    await context.close();
  });

  it('refreshes an expired token without the user noticing', async () => {
    const { context, page } = await newPage(browser, app.url);
    await signIn(page);
    // nothing in flight when the tokens expire: a refresh answered to a page that is reloading would be lost, and
    // the backend has already revoked the token the reloaded page still holds
    await expect.poll(() => page.getByRole('article', { name: 'Medidor' }).isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    const before = await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? '{}').token as string);
    sandbox.expireTokens();
    // a screen whose reads this session has not made: a reload within the gateway's short keep of the dashboard's reads
    // (gateway/backend/session-reads.ts) would be answered without asking the backend, so with the old token
    await page.goto('/mis-servicios/medidor/historial-pagos');
    await expect.poll(() => page.getByRole('cell', { name: /^\$/ }).first().isVisible()).toBe(true);
    const after = await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? '{}').token as string);
    expect(after).not.toBe(before);
    await context.close();
  });

  it('ends the session when the refresh is refused', async () => {
    const { context, page } = await newPage(browser, app.url);
    await signIn(page);
    sandbox.expireTokens();
    await sandbox.faults.add({ path: '/refresh_token', status: 401 });
    app.forgetReads();
    await page.reload();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
    await context.close();
  });
});
