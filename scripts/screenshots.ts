/**
 * Screenshots of the main screens at desktop and phone widths, for a person to look at:
 *   npx tsx scripts/screenshots.ts [outDir]     (needs `npm run build` first)
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, newPage, DESKTOP, PHONE } from '../tests/support/browser';
import { startTestApp } from '../tests/support/app';

const out = process.argv[2] ?? join(process.cwd(), '.data', 'screenshots');
mkdirSync(out, { recursive: true });

const app = await startTestApp();
const browser = await launchBrowser();
try {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    // a tab that has not seen the login campaign yet (newPage marks it seen, for the tests that type at once)
    const { context, page } = await newPage(browser, app.url, viewport, { campaign: true });
    await page.goto('/login');
    await page.getByRole('dialog').waitFor();
    await page.screenshot({ path: join(out, `login-campaign-${name}.png`) });
    await page.keyboard.press('Escape');
    await page.screenshot({ path: join(out, `login-${name}.png`), fullPage: true });
    for (const [who, tab] of [
      ['cliente@demo.cl', 'Personas'],
      ['nuevo@demo.cl', 'Personas'],
      ['funcionario@empresa.demo.cl', 'Empresas'],
      ['admin@empresa.demo.cl', 'Empresas'],
    ] as const) {
      await page.goto('/login');
      await page.keyboard.press('Escape');
      await page.getByRole('tab', { name: tab }).click();
      await page.getByLabel('Correo electrónico').fill(who);
      await page.getByLabel('Contraseña').fill('Gas.Demo.2026');
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await page.waitForURL('**/mis-servicios');
      await page.waitForTimeout(1200);
      await page.screenshot({ path: join(out, `dashboard-${who.split('@')[0]}-${name}.png`), fullPage: true });
      if (name === 'phone' && who === 'cliente@demo.cl') {
        await page.getByRole('button', { name: 'Menú' }).click();
        await page.waitForTimeout(400);
        await page.screenshot({ path: join(out, `menu-${name}.png`) });
        await page.getByRole('button', { name: 'Menú' }).click();
      }
      await page.getByRole('button', { name: 'Cerrar sesión' }).click();
      await page.waitForURL('**/login');
    }
    await context.close();
  }
  console.log(`screenshots in ${out}`);
} finally {
  await browser.close();
  await app.close();
}
