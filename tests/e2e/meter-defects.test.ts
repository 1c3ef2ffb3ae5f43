import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, PHONE, signInPerson } from '../support/browser';
import { browserApp } from '../support/e2e';

/**
 * Issue 43 item 16b in Chromium: the bill's 'Ver PDF' opens the PDF in a new tab that shows it (spec 2 §2 "a PDF
 * view per bill"), the answer inline rather than an attachment the browser saves.
 */
const env = browserApp();

describe('Boletas: Ver PDF in Chromium', () => {
  for (const [width, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`opens the bill's PDF in a new tab, shown inline, at ${width} px`, async () => {
      const { context, page } = await newPage(env.browser, env.app.url, viewport);
      await signInPerson(page);
      await page.goto('/mis-servicios/medidor/boletas');
      const view = page.getByRole('button', { name: /^Ver PDF de la boleta/ }).first();
      await view.waitFor();
      // the due date stays on a phone (item 14b)
      expect(await page.getByRole('columnheader', { name: 'Vencimiento' }).isVisible()).toBe(true);
      const answered = context.waitForEvent('response', (r) => r.url().endsWith('/descargas/tickets/file'));
      const [tab] = await Promise.all([context.waitForEvent('page'), view.click()]);
      const response = await answered;
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
      expect(response.headers()['content-disposition']).toMatch(/^inline;/);
      // shown, not saved: the tab stays on the view's address, and no download started
      let downloaded = false;
      tab.on('download', () => (downloaded = true));
      await tab.waitForLoadState('domcontentloaded');
      expect(tab.url()).toContain('/descargas/tickets/file');
      expect(downloaded).toBe(false);
      await context.close();
    });
  }
});
