import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, PHONE, signInPerson } from '../support/browser';
import { browserApp } from '../support/e2e';

const env = browserApp();

const visible = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);

describe('metered gas as cliente@demo.cl', () => {
  it('opens with the debt modal, draws the readings chart, pays in the portal stand-in and sees the debt gone', async () => {
    const { context, page } = await newPage(env.browser, env.app.url);
    const scripts: string[] = [];
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await signInPerson(page, 'cliente@demo.cl');

    // the menu's Medidor link carries #showmodal while in debt
    await page.goto('/mis-servicios/medidor#showmodal');
    const modal = page.getByRole('dialog', { name: 'Tienes cuentas pendientes de pago' });
    await expect.poll(() => modal.isVisible()).toBe(true);
    await modal.getByRole('button', { name: 'Cerrar' }).click();
    await page.waitForURL('**/mis-servicios/medidor/boletas');
    await expect.poll(() => page.getByRole('table').isVisible()).toBe(true);
    expect(scripts.some((url) => url.includes('ReadingChart'))).toBe(false);

    // readings: the chart's chunk comes with this screen only
    await page.getByRole('navigation', { name: 'Secciones de Medidor' }).getByRole('link', { name: 'Historial de Lectura' }).click();
    await expect.poll(() => page.locator('.meter-chart svg').count()).toBeGreaterThan(0);
    expect(scripts.some((url) => url.includes('ReadingChart'))).toBe(true);
    // the bars as drawn: 13 months of consumption (spec 2 §9), one filled path each
    await expect.poll(() => page.locator('.meter-chart svg path[fill="#1d4f91"]').count()).toBe(13);

    // debt → Pagar opens the portal in a new tab
    await page.getByRole('navigation', { name: 'Secciones de Medidor' }).getByRole('link', { name: 'Detalle de Deuda' }).click();
    const [portal] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Pagar' }).click()]);
    await portal.waitForLoadState();
    await expect.poll(() => portal.getByRole('heading', { name: 'Portal de Pagos' }).isVisible()).toBe(true);
    await expect.poll(() => portal.getByRole('rowheader', { name: 'codCliente' }).isVisible()).toBe(true);
    await portal.getByRole('button', { name: 'Pagar' }).click();
    await expect.poll(() => portal.getByRole('status').textContent()).toBe('Pago realizado. Ya puedes volver a la Sucursal Virtual.');
    await portal.close();

    expect(errors).toEqual([]);
    await page.reload();
    await visible(page, 'No tienes cuentas por pagar');
    await visible(page, 'No tienes boletas pendientes de pago');
    await context.close();
  });

  it('works on a phone: the simulator divides the debt and the subscription asks for a category', async () => {
    const { context, page } = await newPage(env.browser, env.app.url, PHONE);
    await signInPerson(page, 'cliente@demo.cl');
    await page.goto('/mis-servicios/medidor/simulador');
    const count = page.getByLabel('Número de cuotas');
    await expect.poll(() => count.isVisible()).toBe(true);
    await count.selectOption('48');
    await expect.poll(() => page.getByText('Valor cuota mensual').isVisible()).toBe(true);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);

    // 'Solicitar Convenio' opens the meter's requests on step 3 of the ley 21.340 request (C361)
    await page.getByRole('button', { name: 'Solicitar Convenio' }).click();
    await page.waitForURL('**/mis-servicios/medidor/requerimientos?codigo=C361**');
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Convenio ley 21.340' }).isVisible()).toBe(true);
    await visible(page, 'Paso 3 de 4');

    await page.goto('/mis-servicios/medidor/suscripcion');
    await visible(page, 'Para suscribir debes seleccionar su categoría');
    await context.close();
  });

  it('subscribes again, and the unsubscribe link of the mail it sends cancels it without the session', async () => {
    const { context, page } = await newPage(env.browser, env.app.url);
    await signInPerson(page, 'cliente@demo.cl');
    await page.goto('/mis-servicios/medidor/suscripcion');
    // the first subscribed contact's client number, as its button names it
    const label = await page
      .getByRole('button', { name: /^Desuscribir N° Cliente / })
      .first()
      .getAttribute('aria-label');
    const code = label!.replace('Desuscribir N° Cliente ', '');
    const rowOfCode = page.getByRole('row').filter({ hasText: code });
    const save = async (result: string) => {
      await page.getByRole('button', { name: 'Guardar' }).click();
      const dialog = page.getByRole('dialog', { name: result });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await dialog
        .getByRole('button', { name: /Cerrar|Aceptar/ })
        .first()
        .click();
    };
    await rowOfCode.getByRole('button', { name: /Desuscribir/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
    await save('Suscripción actualizada');
    await rowOfCode.getByRole('button', { name: /Suscribir/ }).click();
    const confirm = page.getByRole('dialog');
    if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Aceptar' }).click();
    await save('Suscripción actualizada');

    await page.goto('/demo/correos');
    const mail = page.getByRole('article').filter({ hasText: 'Suscripción a boleta electrónica' }).first();
    await expect.poll(() => mail.isVisible()).toBe(true);
    await mail.getByRole('link', { name: 'Abrir enlace' }).click();
    await page.waitForURL('**/desuscribir/**');
    await visible(page, 'cliente@demo.cl');
    await visible(page, code);
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('dialog', { name: 'Confirmar desuscripción' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect.poll(() => page.getByText(/^Tu solicitud fue procesada/).isVisible()).toBe(true);
    await page.reload();
    await visible(page, 'Tu solicitud de desuscripción ya fue procesada.');

    await page.goto('/mis-servicios/medidor/suscripcion');
    await expect.poll(() => rowOfCode.getByRole('button', { name: /Suscribir/ }).isVisible()).toBe(true);
    await context.close();
  });
});
