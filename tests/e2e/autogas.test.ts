import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, expectVisible, newPage, PHONE, signInPerson } from '../support/browser';
import { browserApp } from '../support/e2e';

const env = browserApp();

const visible = expectVisible;

/** The dashboard card on the plate whose plan suggests a maintenance; its patent. */
async function plateWithPlan(page: Page): Promise<string> {
  const card = page.getByRole('article', { name: 'Autogas' });
  const select = card.getByLabel('Patente');
  await expect.poll(() => select.isVisible()).toBe(true);
  const patents = await select.locator('option').allTextContents();
  for (const patent of patents) {
    await select.selectOption(patent);
    if (await card.getByText('Próxima mantención sugerida').isVisible()) return patent;
  }
  throw new Error('no plate with a plan');
}

describe('autogas as cliente@demo.cl', () => {
  it('schedules a maintenance, sees it on the card and in the history, and cancels it', async () => {
    const { context, page } = await newPage(env.browser, env.app.url);
    const errors: string[] = [];
    const scripts: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await signInPerson(page, 'cliente@demo.cl');
    const card = page.getByRole('article', { name: 'Autogas' });
    const patent = await plateWithPlan(page);
    // the doughnut is drawn, from its own chunk, once the card is on the screen
    await card.locator('.autogas-doughnut').scrollIntoViewIfNeeded();
    await expect.poll(() => card.locator('.autogas-doughnut svg').count()).toBeGreaterThan(0);
    expect(scripts.some((url) => url.includes('LitersDoughnut'))).toBe(true);

    await card.getByRole('link', { name: 'Agendar mantención' }).click();
    await page.waitForURL(`**/mis-servicios/autogas/agenda-mantenciones?patente=${patent}`);
    const taller = page.getByLabel('Taller');
    await expect.poll(() => taller.isEnabled()).toBe(true);
    await taller.selectOption({ label: 'Taller Autogas Santiago Centro' });
    await visible(page, /IVA incluido/);
    const fecha = page.getByLabel('Fecha');
    await fecha.selectOption({ index: 1 });
    await page.getByLabel('Hora').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Agendar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await visible(page, /Tu mantención quedó agendada/);
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Próxima mantención agendada' }).isVisible()).toBe(true);

    // on the dashboard card
    await page.goto('/mis-servicios');
    await card.getByLabel('Patente').selectOption(patent);
    await expect.poll(() => card.getByText('Mantención agendada').isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: 'Anular Mantenimiento' }).isVisible()).toBe(true);

    // in the history, newest first: its detail is pending and cancellable
    await page.goto(`/mis-servicios/autogas/mantenciones-asistencias?patente=${patent}`);
    await page.getByRole('link', { name: 'Ver Detalle' }).first().click();
    await visible(page, 'PENDIENTE');
    await page.getByRole('button', { name: 'Anular Mantenimiento' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Anular mantención' }).click();
    await visible(page, 'Se ha enviado la solicitud de anulación de la mantención.');
    await page.getByRole('button', { name: 'Aceptar' }).click();

    // the card no longer shows it
    await page.goto('/mis-servicios');
    await card.getByLabel('Patente').selectOption(patent);
    await expect.poll(() => card.getByText('Próxima mantención sugerida').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows each tab at 1280 and 390 px without a sideways scroll', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(env.browser, env.app.url, viewport);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await signInPerson(page, 'cliente@demo.cl');
      const tabs: Array<[string, string | RegExp]> = [
        ['contrato', 'Datos del contrato'],
        ['consumo', 'Consumo del mes en curso'],
        ['metas', 'Metas de consumo'],
        ['mantenciones-asistencias', 'Mostrar'],
        ['agenda-mantenciones', /Agendar mantención|Próxima mantención agendada|800 208 800/],
        ['requerimientos', /Requerimientos|Selecciona/],
      ];
      for (const [tab, text] of tabs) {
        await page.goto(`/mis-servicios/autogas/${tab}`);
        // in the main content: on a phone the closed menu also holds 'Mis Requerimientos', hidden
        await expect.poll(() => page.getByRole('main').getByText(text).first().isVisible()).toBe(true);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${tab} at ${viewport.width}`).toBeLessThanOrEqual(viewport.width);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
