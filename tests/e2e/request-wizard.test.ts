import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createFixtureBackend } from '../../fixtures/backend';
import { startSandbox } from '../../fixtures/server';
import { startTestApp, type TestApp } from '../support/app';
import { launchBrowser, newPage, signInPerson } from '../support/browser';
import { catchBackendFailures } from '../support/console';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

const SENT = 'Requerimiento enviado con éxito';
const FAILED = 'Ha ocurrido un error inesperado,por favor intente más tarde.';
const TOO_LARGE = 'El tamaño del archivo seleccionado supera lo permitido (3MB)';

// the app over the sandbox, so a backend failure can be injected on submit
const backend = createFixtureBackend({ file: null });
let sandbox: Sandbox;
let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, backend });
  app = await startTestApp({ backendUrl: sandbox.url });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await sandbox?.close();
});

/** A PDF by its magic bytes ('%PDF-'), of `bytes` bytes: the wizard takes PDF and pictures, checked by their content too. */
const file = (name: string, bytes: number) => {
  const buffer = Buffer.alloc(bytes, 1);
  buffer.write('%PDF-1.7\n');
  return { name, mimeType: 'application/pdf', buffer };
};

/** Opens a line's Requerimientos tab and goes to the form of `type`. */
async function openForm(page: Page, line: { path: string; title: string }, category: string, type: string) {
  await page.goto(line.path);
  await page.getByRole('heading', { level: 1, name: line.title }).waitFor();
  const tab = page.getByRole('navigation', { name: `Secciones de ${line.title}` }).getByRole('link', { name: 'Requerimientos' });
  expect(await tab.getAttribute('aria-current')).toBe('page');
  await page.getByText('Paso 1 de 4').waitFor();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('radio', { name: category, exact: true }).check();
  await page.getByRole('radio', { name: type, exact: true }).check();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('heading', { level: 2, name: type }).waitFor();
}

async function fillEveryKind(page: Page) {
  await page.getByLabel('Motivo').selectOption('llama');
  await page.getByRole('listbox', { name: 'Artefactos involucrados' }).selectOption(['calefont', 'caldera']);
  await page.getByRole('searchbox', { name: 'Buscar en Comuna de la visita' }).fill('provi');
  await page.getByRole('combobox', { name: 'Comuna de la visita' }).selectOption({ label: 'Providencia' });
  await page.getByLabel('Fecha preferida de visita').fill('2026-12-15');
  await page.getByLabel('Cantidad de artefactos').fill('2');
  await page.getByLabel('Correo de contacto').fill('camila@correo.cl');
  await page.getByLabel('Teléfono de contacto').fill('987654321');
  await page.getByLabel('Describe el problema').fill('La llama del calefont es amarilla');
  await page.getByRole('checkbox', { name: 'Acepto que un técnico visite mi domicilio' }).check();
}

async function fillOrdinary(page: Page, text: string) {
  await page.getByLabel('Describe tu solicitud').fill(text);
  await page.getByLabel('Teléfono de contacto').fill('987654321');
  await page.getByLabel('Adjunto (opcional)').setInputFiles(file('respaldo.pdf', 1024));
  await page.getByText('Archivo adjunto: respaldo.pdf').waitFor();
}

async function sent(page: Page) {
  await page.getByRole('heading', { name: SENT }).waitFor();
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await page.getByText('Paso 1 de 4').waitFor();
}

describe('request wizard as cliente@demo.cl', () => {
  it('files a request in each of the four lines, with every field kind and an attachment', async () => {
    const { context, page } = await newPage(browser, app.url);
    await signInPerson(page);

    await openForm(
      page,
      { path: '/mis-servicios/medidor/requerimientos', title: 'Medidor' },
      'Servicio técnico',
      'Revisión de instalación',
    );
    await fillEveryKind(page);
    await page.getByLabel('Fotografía de la instalación').setInputFiles(file('foto.pdf', 2048));
    await page.getByText('Archivo adjunto: foto.pdf').waitFor();
    await page.getByRole('button', { name: 'Enviar' }).click();
    await sent(page);

    await openForm(page, { path: '/mis-servicios/granel/requerimientos', title: 'Granel Habitacional' }, 'Estanque', 'Revisión de tanque');
    await fillOrdinary(page, 'El indicador del estanque no marca');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await sent(page);

    await openForm(page, { path: '/mis-servicios/cilindro/requerimientos', title: 'Cilindro' }, 'Pedidos', 'Reclamo por pedido');
    await fillOrdinary(page, 'El cilindro llegó sin sello');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await sent(page);

    await openForm(page, { path: '/mis-servicios/autogas/requerimientos', title: 'Autogas' }, 'Vehículo', 'Mantención de vehículo');
    await fillOrdinary(page, 'Necesito agendar la mantención de los 10.000 km');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await sent(page);

    // the backend holds the four, with the values as sent
    const filed = backend.world.requests.slice(-4);
    expect(filed.map((r) => r.request_type_name)).toEqual([
      'Revisión de instalación',
      'Revisión de tanque',
      'Reclamo por pedido',
      'Mantención de vehículo',
    ]);
    expect(filed[0]!.data).toContainEqual(expect.objectContaining({ name: 'fecha_visita', value: '15-12-2026' }));
    expect(filed[0]!.data).toContainEqual(expect.objectContaining({ name: 'artefactos', value: 'Calefont, Caldera' }));
    for (const request of filed.slice(1))
      expect(request.data).toContainEqual(expect.objectContaining({ name: 'adjunto', file_name: 'respaldo.pdf' }));
    await context.close();
  });

  it('refuses a 4 MB file at selection, and keeps the values and the file when the submit fails', async () => {
    const { context, page } = await newPage(browser, app.url);
    await signInPerson(page);
    await openForm(
      page,
      { path: '/mis-servicios/medidor/requerimientos', title: 'Medidor' },
      'Servicio técnico',
      'Revisión de instalación',
    );
    const photo = page.getByLabel('Fotografía de la instalación');
    await photo.setInputFiles(file('plano.pdf', 4 * 1024 * 1024));
    await page.getByText(TOO_LARGE).waitFor();
    expect(await page.getByText('Archivo adjunto: plano.pdf').count()).toBe(0);
    await photo.setInputFiles(file('foto.pdf', 2048));
    await page.getByText('Archivo adjunto: foto.pdf').waitFor();
    expect(await page.getByText(TOO_LARGE).count()).toBe(0);
    await fillEveryKind(page);

    const log = catchBackendFailures();
    sandbox.faults.add({ path: '/request/create-sf', status: 503 });
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText(FAILED).waitFor();
    expect(log.failures).toEqual(['UNAVAILABLE /request/create-sf']);
    expect(await page.getByLabel('Describe el problema').inputValue()).toBe('La llama del calefont es amarilla');
    expect(await page.getByLabel('Fecha preferida de visita').inputValue()).toBe('2026-12-15');
    expect(await page.getByLabel('Motivo').inputValue()).toBe('llama');
    expect(await page.getByRole('checkbox', { name: 'Acepto que un técnico visite mi domicilio' }).isChecked()).toBe(true);
    await page.getByText('Archivo adjunto: foto.pdf').waitFor();

    sandbox.faults.clear();
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByRole('heading', { name: SENT }).waitFor();
    await context.close();
  });
});
