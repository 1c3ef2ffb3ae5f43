import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createScreenWorld, currentPath, renderScreen } from '../support/screen';

/** Envasado Institucional's house (spec 3 §2, §6): its tabs by flag and privilege, the account and a document. */
const FUNCIONARIO = 'funcionario@empresa.demo.cl';
/** holds Cuenta Corriente (2002) and not Cotizar (2001) on a client of Transportes Australes */
const ACCOUNT_ONLY = 'reservado@empresa.demo.cl';

/** The text of each cell of a row, without the phone's column labels. */
const cells = (row: HTMLElement) => [...row.querySelectorAll('td .cell-value')].map((cell) => cell.textContent ?? '');

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Secciones de Envasado Institucional' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Envasado Institucional', () => {
  it("opens the menu's entry on the first tab, with the three tabs and the contact center", async () => {
    await renderScreen('/mis-servicios/cilindro', { as: FUNCIONARIO });
    await screen.findByRole('heading', { level: 2, name: 'Cliente' });
    expect(currentPath()).toBe('/mis-servicios/cilindro/cotizar-pedido');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Envasado Institucional');
    expect(tabNames()).toEqual(['Cotizar Pedido', 'Cotizaciones', 'Cuenta Corriente']);
    expect(screen.getByRole('link', { name: '800 208 800' })).toBeDefined();
  });

  it('shows a Funcionario holding only the account privilege its one tab, and sends the quote tab back to /mis-servicios', async () => {
    await renderScreen('/mis-servicios/cilindro', { as: ACCOUNT_ONLY });
    await screen.findByRole('button', { name: 'Ver documentos' });
    expect(currentPath()).toBe('/mis-servicios/cilindro/cuenta-corriente');
    expect(tabNames()).toEqual(['Cuenta Corriente']);

    await renderScreen('/mis-servicios/cilindro/cotizar-pedido', { as: ACCOUNT_ONLY });
    await waitFor(() => expect(currentPath()).toBe('/mis-servicios'));
  });

  it('hides a tab whose flag is off, and its URL leads to /mis-servicios', async () => {
    const world = createScreenWorld({ env: { FEATURE_FLAGS: JSON.stringify({ envasado_institucional_cotizaciones: false }) } });
    await renderScreen('/mis-servicios/cilindro/cuenta-corriente', { as: FUNCIONARIO, world });
    await screen.findByRole('button', { name: 'Ver documentos' });
    expect(tabNames()).toEqual(['Cotizar Pedido', 'Cuenta Corriente']);

    await renderScreen('/mis-servicios/cilindro/cotizaciones', { as: FUNCIONARIO, world });
    await waitFor(() => expect(currentPath()).toBe('/mis-servicios'));
  });

  it('lists a year of documents 10 a page with their columns, the lateness only above 0', async () => {
    const { user } = await renderScreen('/mis-servicios/cilindro/cuenta-corriente?periodo=12', { as: FUNCIONARIO });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Clase documento',
      'N° documento',
      'Fecha emisión',
      'Vencimiento',
      'Valor',
      'Atraso',
      'Condición de pago',
      'Dirección de entrega',
      'Detalle',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    const lateness = rows.map((row) => cells(row)[5]!);
    expect(lateness.every((text) => text === '' || /^\d+ días?$/.test(text))).toBe(true);
    expect(lateness.some((text) => text !== '')).toBe(true);
    expect(cells(rows[0]!)[4]).toMatch(/^-?\$\d{1,3}(\.\d{3})*$/);
    await user.click(screen.getByRole('button', { name: /página 2/i }));
    expect(within(screen.getByRole('table')).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it("says so when the client has no documents in the period, with the spec's words", async () => {
    const world = createScreenWorld();
    world.backend.world.institutionalDocuments.length = 0;
    await renderScreen('/mis-servicios/cilindro/cuenta-corriente', { as: FUNCIONARIO, world });
    expect(await screen.findByText('No se han encontrado documentos en el período seleccionado.')).toBeDefined();
  });

  it('opens a document with only the fields it has, its downloads, and a way back to the same list', async () => {
    const { user } = await renderScreen('/mis-servicios/cilindro/cuenta-corriente?periodo=6', { as: FUNCIONARIO });
    const table = await screen.findByRole('table');
    const invoice = within(table)
      .getAllByRole('row')
      .find((row) => cells(row)[0] === 'FACTURA')!;
    await user.click(within(invoice).getByRole('link', { name: /^Ver detalle del documento/ }));
    const title = await screen.findByRole('heading', { level: 2, name: /^Documento N° \d+$/ });
    const detail = title.closest('article')!;
    await within(detail).findByText('Fecha de emisión');
    const labels = [...detail.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(labels).toContain('Valor');
    expect([...detail.querySelectorAll('dd')].every((dd) => dd.textContent!.trim() !== '' && dd.textContent !== '–')).toBe(true);
    expect(within(detail).getByRole('button', { name: 'Descargar documento' })).toBeDefined();
    const back = within(detail).getByRole('link', { name: 'Volver a Cuenta Corriente' });
    const target = new URL(back.getAttribute('href')!, 'http://x');
    expect(target.pathname).toBe('/mis-servicios/cilindro/cuenta-corriente');
    expect(target.searchParams.get('periodo')).toBe('6');
    expect(target.searchParams.get('cliente')).toMatch(/^\d+$/);
  });
});
