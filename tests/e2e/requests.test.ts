import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { World } from '../../fixtures/world';
import { newPage } from '../support/browser';
import { browserApp } from '../support/e2e';

const env = browserApp();

async function signIn(page: Page, email: string, tab: 'Personas' | 'Empresas' = 'Personas') {
  await page.goto('/login');
  await page.getByRole('tab', { name: tab }).click();
  await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Gas.Demo.2026');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.waitForURL('**/mis-servicios');
}

function requestsOf(email: string) {
  const world = JSON.parse(readFileSync(env.app.worldFile, 'utf8')) as World;
  const person = world.persons.find((p) => p.email === email);
  const owner = person ? { kind: 'person', id: person.id } : { kind: 'company', id: world.companyUsers.find((u) => u.email === email)!.id };
  return world.requests.filter((r) => r.owner.kind === owner.kind && r.owner.id === owner.id);
}

const results = (page: Page) => page.getByRole('region', { name: 'Resultados' });
const dataRows = (page: Page) => results(page).locator('tbody tr');

describe('Mis Requerimientos as cliente@demo.cl', () => {
  it('filters the list, keeps the filters through a detail, rates a request and opens the payment portal', async () => {
    const { context, page } = await newPage(env.browser, env.app.url);
    await signIn(page, 'cliente@demo.cl');
    const seeded = requestsOf('cliente@demo.cl');

    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Mis Requerimientos' }).click();
    await page.waitForURL('**/requerimientos');
    // ten a page (issue 43: fifteen cards made a phone's page 4,659 px long), the rest on the next
    await expect.poll(() => dataRows(page).count()).toBe(Math.min(10, seeded.length));
    expect(seeded.length).toBeGreaterThan(10);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(() => dataRows(page).count()).toBe(seeded.length - 10);

    // filter: meter requests, category Convenios
    const filters = page.getByRole('form', { name: 'Filtros' });
    await filters.getByLabel('Servicio').selectOption({ label: 'Medidor' });
    await filters.getByLabel('Categoría').selectOption({ label: 'Convenios' });
    await filters.getByRole('button', { name: 'Filtrar' }).click();
    const agreements = seeded.filter((r) => r.request_categories_id === 8);
    await expect.poll(() => dataRows(page).count()).toBe(agreements.length);

    // a detail and back: the same filters, the same list
    const approved = agreements.find((r) => r.agreement?.status === 'Pendiente creación SAP')!;
    await results(page)
      .getByRole('link', { name: `Detalle del requerimiento ${approved.id}` })
      .click();
    await page.waitForURL(`**/requerimientos/${approved.id}?**`);
    const agreement = page.getByRole('region', { name: 'Convenio de pago' });
    await expect.poll(() => agreement.getByText('Tu solicitud de convenio de pago fue aprobada.', { exact: false }).isVisible()).toBe(true);

    // Crear Convenio de Pago opens the portal stand-in in a new tab
    const [portal] = await Promise.all([
      context.waitForEvent('page'),
      agreement.getByRole('button', { name: 'Crear Convenio de Pago' }).click(),
    ]);
    await portal.waitForLoadState();
    await expect.poll(() => portal.getByRole('heading', { name: 'Portal de Pagos' }).isVisible()).toBe(true);
    // the down payment is registered once the portal has paid it, not when the portal opens
    await portal.getByRole('button', { name: 'Pagar' }).click();
    await expect.poll(() => portal.getByRole('status').textContent()).toBe('Pago realizado. Ya puedes volver a la Sucursal Virtual.');
    await portal.close();
    await page.reload();
    await expect.poll(() => agreement.getByText(/El pago pie de tu convenio se encuentra registrado/).isVisible()).toBe(true);

    await page.getByRole('link', { name: '← Volver a Mis Requerimientos' }).click();
    await page.waitForURL('**/requerimientos?servicio=1&categoria=8');
    expect(await filters.getByLabel('Servicio').inputValue()).toBe('1');
    expect(await filters.getByLabel('Categoría').inputValue()).toBe('8');
    await expect.poll(() => dataRows(page).count()).toBe(agreements.length);

    // rate a closed request
    const unrated = seeded.find((r) => r.status === 'Cerrado' && r.calificacion === null && !r.clossing_justification)!;
    await page.goto(`/requerimientos/${unrated.id}`);
    await page.getByRole('button', { name: 'Calificar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Calificar requerimiento' });
    await dialog.locator('label', { hasText: '5 estrellas' }).click();
    expect(await dialog.getByRole('radio', { name: '5 estrellas' }).isChecked()).toBe(true);
    await dialog.getByLabel('Comentario (opcional)').fill('Muy buena atención');
    await dialog.getByRole('button', { name: 'Calificar' }).click();
    await expect.poll(() => page.getByLabel('5 de 5 estrellas').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Calificar' }).count()).toBe(0);
    await context.close();
  });
});

describe('Mis Requerimientos as a company user', () => {
  it('lists the company user’s requests with the company lines', async () => {
    const { context, page } = await newPage(env.browser, env.app.url);
    await signIn(page, 'funcionario@empresa.demo.cl', 'Empresas');
    await page.goto('/requerimientos');
    await expect.poll(() => dataRows(page).count()).toBe(requestsOf('funcionario@empresa.demo.cl').length);
    const services = await page.getByRole('form', { name: 'Filtros' }).getByLabel('Servicio').locator('option').allTextContents();
    expect(services).toEqual(['Todos', 'Envasado Institucional', 'Granel Industrial', 'Suministro Eléctrico']);
    await context.close();
  });
});
