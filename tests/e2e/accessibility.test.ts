import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, newPage, PHONE, signInPerson } from '../support/browser';
import { browserApp } from '../support/e2e';

const env = browserApp();
// evaluated through the DevTools protocol: the app's CSP (script-src 'self') rightly refuses an injected <script>
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The screens a guest opens. */
const GUEST = [
  '/login',
  '/register',
  '/register/required',
  '/recover',
  '/enviar_codigo_verificacion',
  // the public unsubscribe pages: a link that names no subscription, and the page for several e-mails
  '/desuscribir/no-es-un-token',
  '/desuscripcionfail',
];

/** Every person screen of the service areas, the requests, the profile and the accounts, as cliente@demo.cl sees them. */
const PERSON = [
  '/mis-servicios',
  '/mis-servicios/medidor/boletas',
  '/mis-servicios/medidor/historial-lectura',
  '/mis-servicios/medidor/historial-pagos',
  '/mis-servicios/medidor/detalle-deuda',
  '/mis-servicios/medidor/convenio-pago',
  '/mis-servicios/medidor/tarifas',
  '/mis-servicios/medidor/simulador',
  '/mis-servicios/medidor/suscripcion',
  '/mis-servicios/medidor/requerimientos',
  '/mis-servicios/granel/realizar-pedidos',
  '/mis-servicios/granel/pedidos',
  '/mis-servicios/granel/historial-pagos',
  '/mis-servicios/granel/detalle-deuda',
  '/mis-servicios/granel/cuenta-corriente',
  '/mis-servicios/granel/telemetria',
  '/mis-servicios/granel/variacion-precio',
  '/mis-servicios/cilindro/realizar-pedidos',
  '/mis-servicios/cilindro/precios',
  '/mis-servicios/cilindro/descuentos',
  '/mis-servicios/cilindro/pedidos',
  '/mis-servicios/autogas/contrato',
  '/mis-servicios/autogas/consumo',
  '/mis-servicios/autogas/metas',
  '/mis-servicios/autogas/mantenciones-asistencias',
  '/mis-servicios/autogas/agenda-mantenciones',
  '/requerimientos',
  '/editar-perfil',
  '/informacion_interes/medidor',
  '/informacion_interes/granel',
  '/informacion_interes/cilindro',
  '/informacion_interes/autogas',
  '/adminitracion_cuentas',
];

/**
 * The detail screens, each reached as a person reaches it: the first link of its list (a list a person opens, so an id
 * the world gives cliente@demo.cl).
 */
const DETAILS: Array<{ list: string; link: string }> = [
  { list: '/mis-servicios/medidor/convenio-pago', link: 'a[href*="/convenio-pago/detalle/"]' },
  { list: '/mis-servicios/granel/pedidos', link: 'a[href^="/mis-servicios/granel/pedidos/"]' },
  { list: '/mis-servicios/granel/cuenta-corriente', link: 'a[href^="/mis-servicios/granel/cuenta-corriente/"]' },
  { list: '/mis-servicios/cilindro/pedidos', link: 'a[href^="/mis-servicios/cilindro/pedidos/"]' },
  { list: '/mis-servicios/autogas/mantenciones-asistencias', link: 'a[href^="/mis-servicios/autogas/mantenciones-asistencias/"]' },
  { list: '/requerimientos', link: 'a[href^="/requerimientos/"]' },
];

/** Where each detail's first link leads, read from its list once its data is in. */
async function detailPaths(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const { list, link } of DETAILS) {
    await page.goto(list);
    await expect.poll(() => page.locator(link).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    found.push((await page.locator(link).first().getAttribute('href'))!);
  }
  return found;
}

interface Violation {
  id: string;
  impact: string | null;
  targets: string[];
}

/** The screen once its data is in (no 'Cargando…' left), checked by axe-core against WCAG's rules. */
async function violationsOf(page: Page, path: string): Promise<Violation[]> {
  await page.goto(path);
  await expect.poll(() => page.locator('h1').count()).toBeGreaterThan(0);
  await expect.poll(() => page.locator('.loading').count(), { timeout: 15_000 }).toBe(0);
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run(context: Document): Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }> }>;
      };
    };
    const result = await axe.run(document);
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
}

describe('accessibility: axe-core finds nothing on any person screen', () => {
  it('on the guest screens, on a phone', async () => {
    const { context, page } = await newPage(env.browser, env.app.url, PHONE);
    const found: Record<string, Violation[]> = {};
    for (const path of GUEST) found[path] = await violationsOf(page, path);
    expect(Object.entries(found).filter(([, violations]) => violations.length)).toEqual([]);
    await context.close();
  });

  for (const [width, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    it(`on every signed-in screen at ${width} px`, async () => {
      const { context, page } = await newPage(env.browser, env.app.url, viewport);
      await signInPerson(page);
      const found: Record<string, Violation[]> = {};
      for (const path of [...PERSON, ...(await detailPaths(page))]) found[path] = await violationsOf(page, path);
      expect(Object.keys(found)).toHaveLength(PERSON.length + DETAILS.length);
      expect(Object.entries(found).filter(([, violations]) => violations.length)).toEqual([]);
      await context.close();
    }, 240_000);
  }
});
