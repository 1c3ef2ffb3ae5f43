import { expect } from 'vitest';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: npm test installs Debian's chromium`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** A fresh browser profile; the login campaign counts as seen unless `campaign` is asked for. */
export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
  options: { campaign?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'es-CL' });
  if (!options.campaign) await context.addInitScript(() => sessionStorage.setItem('loginCampaignSeen', '1'));
  const page = await context.newPage();
  return { context, page };
}

/** Signs a person in through /login with the demo password, and waits for the dashboard. */
export async function signInPerson(page: Page, email = 'cliente@demo.cl'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Gas.Demo.2026');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.waitForURL('**/mis-servicios');
}

/** Signs a company user in through /login's Empresas tab, whoever was signed in before, and waits for the dashboard. */
export async function signInCompany(page: Page, email: string, password = 'Gas.Demo.2026'): Promise<void> {
  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Empresas' }).click();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.waitForURL('**/mis-servicios');
}

/** Waits until the first element with `text` (exact, or a pattern) is visible. */
export const expectVisible = (page: Page, text: string | RegExp) =>
  expect
    .poll(() =>
      page
        .getByText(text, typeof text === 'string' ? { exact: true } : {})
        .first()
        .isVisible(),
    )
    .toBe(true);
