import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, expectVisible, PHONE, signInPerson } from '../support/browser';
import { browserApp } from '../support/e2e';
import { chileDay, monthsBefore } from '../../machines/rules/chile-time';

/** issue 43, items 16a and 14: an English browser still reads and writes Chile's dates, in Spanish */

const env = browserApp();

const MONTHS_EN = /January|February|March|April|May|June|July|August|September|October|November|December/;
const typedDay = (iso: string) => iso.split('-').reverse().join('/');
const daysBefore = (days: number) => new Date(Date.parse(chileDay()) - days * 86_400_000).toISOString().slice(0, 10);

async function englishPage(viewport = DESKTOP) {
  const context = await env.browser.newContext({ baseURL: env.app.url, viewport, locale: 'en-US' });
  await context.addInitScript(() => sessionStorage.setItem('loginCampaignSeen', '1'));
  const page = await context.newPage();
  await signInPerson(page);
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');
  return { context, page };
}

/** Granel › Telemetría › the first client's tanks › the first tank's history. */
async function openTankHistory(page: Page) {
  await page.goto('/mis-servicios/granel/telemetria');
  await page.getByRole('link', { name: 'Ver tanques' }).first().click();
  await page.getByRole('link', { name: 'Ver Historial' }).first().click();
  await page.waitForURL('**/historial');
}

const nativePickers = (page: Page) => page.locator('input[type="date"], input[type="month"]').count();

describe('date pickers in an en-US browser', () => {
  it('shows the tank history’s dates as dd/mm/aaaa with a Spanish calendar, and takes a typed Chilean period', async () => {
    const { context, page } = await englishPage();
    await openTankHistory(page);
    const from = page.getByLabel('Desde', { exact: true });
    const to = page.getByLabel('Hasta', { exact: true });
    await expect.poll(() => to.inputValue()).toBe(typedDay(chileDay()));
    expect(await from.getAttribute('placeholder')).toBe('dd/mm/aaaa');
    expect(await nativePickers(page)).toBe(0);
    await expectVisible(
      page,
      /^Puedes consultar los últimos 12 meses\. Escribe las fechas como dd\/mm\/aaaa, desde el \d{2}\/\d{2}\/\d{4} hasta hoy\.$/,
    );

    await page.getByRole('button', { name: 'Elegir en el calendario: Desde' }).click();
    const dialog = page.getByRole('dialog', { name: 'Elegir en el calendario: Desde' });
    const headers = await dialog.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['lu', 'ma', 'mi', 'ju', 'vi', 'sá', 'do']);
    const title = (await dialog.locator('.picker-title').textContent()) ?? '';
    expect(title).toMatch(/^(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) \d{4}$/);
    expect(await dialog.textContent()).not.toMatch(MONTHS_EN);
    // the keyboard alone: the next day, and Enter picks it
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await from.inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    await from.fill(typedDay(daysBefore(10)));
    await to.fill(typedDay(daysBefore(6)));
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const dates = page.locator('table tbody tr td:first-child .cell-value');
    // one reading a day: the five days typed, not the month shown before
    await expect.poll(() => dates.count()).toBe(5);
    expect(await dates.allTextContents()).toContain(daysBefore(8).split('-').reverse().join('-'));

    await to.fill(typedDay(daysBefore(-1)));
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('No puedes seleccionar fechas futuras');
    await context.close();
  });

  it('shows the meter readings’ months as mm/aaaa and picks them by their Spanish names', async () => {
    const { context, page } = await englishPage();
    await page.goto('/mis-servicios/medidor/historial-lectura');
    const from = page.getByLabel('Desde', { exact: true });
    const start = monthsBefore(chileDay(), 11);
    await expect.poll(() => from.inputValue()).toBe(`${start.slice(5, 7)}/${start.slice(0, 4)}`);
    expect(await nativePickers(page)).toBe(0);
    await page.getByRole('button', { name: 'Elegir el mes: Desde' }).click();
    const dialog = page.getByRole('dialog', { name: 'Elegir el mes: Desde' });
    expect(await dialog.locator('.picker-cell').allTextContents()).toEqual([
      'ene',
      'feb',
      'mar',
      'abr',
      'may',
      'jun',
      'jul',
      'ago',
      'sep',
      'oct',
      'nov',
      'dic',
    ]);
    expect(await page.locator('main').textContent()).not.toMatch(MONTHS_EN);
    await dialog.getByRole('button', { name: `enero de ${start.slice(0, 4)}` }).click();
    expect(await from.inputValue()).toBe(`01/${start.slice(0, 4)}`);
    await context.close();
  });
});

describe('at 390 px (issue 43, items 14a and 14c)', () => {
  it('gives the tank history’s dates the page’s width, and the requests list 10 cards a page', async () => {
    const { context, page } = await englishPage(PHONE);
    await openTankHistory(page);
    const from = page.getByLabel('Desde', { exact: true });
    await expect.poll(() => from.inputValue()).not.toBe('');
    const box = await from.boundingBox();
    expect(box!.width).toBeGreaterThan(250);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('button', { name: 'Elegir en el calendario: Desde' }).click();
    const calendar = await page.getByRole('dialog').boundingBox();
    expect(calendar!.x).toBeGreaterThanOrEqual(0);
    expect(calendar!.x + calendar!.width).toBeLessThanOrEqual(PHONE.width);

    await page.goto('/requerimientos');
    const rows = page.getByRole('region', { name: 'Resultados' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(10);
    await expect.poll(() => page.getByRole('navigation', { name: 'Paginación de requerimientos' }).isVisible()).toBe(true);
    await context.close();
  });
});
