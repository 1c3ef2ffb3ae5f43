// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Money } from '../../../client/ui/Money';
import { Table, type Column } from '../../../client/ui/Table';
import { nth } from '../../support/items';

afterEach(cleanup);

interface Bill {
  number: string;
  issued: string;
  amount: number | null;
}

const columns: Column<Bill>[] = [
  { key: 'number', header: 'N° Boleta', render: (bill) => bill.number },
  { key: 'issued', header: 'Fecha Emisión', render: (bill) => bill.issued, hideOnPhone: true },
  { key: 'amount', header: 'Monto', render: (bill) => <Money value={bill.amount} />, align: 'end' },
];
const bills: Bill[] = [
  { number: '1001', issued: '05-10-2026', amount: 45990 },
  { number: '1002', issued: '05-11-2026', amount: null },
];
const base = {
  caption: 'Boletas',
  columns,
  rowKey: (bill: Bill) => bill.number,
  emptyText: 'No se encontraron boletas para el periodo seleccionado',
};

describe('Table', () => {
  it('shows a captioned table with a header per column and a row per record', () => {
    render(<Table {...base} rows={bills} />);
    const table = screen.getByRole('table', { name: 'Boletas' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['N° Boleta', 'Fecha Emisión', 'Monto']);
    const rows = within(table).getAllByRole('row');
    expect(
      within(nth(rows, 1, 'row'))
        .getAllByRole('cell')
        .map((td) => td.querySelector('.cell-value')?.textContent),
    ).toEqual(['1001', '05-10-2026', '$45.990']);
    expect(within(nth(rows, 2, 'row')).getByText('–')).toBeTruthy();
  });

  it('labels each cell with its column for the stacked phone layout, hidden from screen readers', () => {
    render(<Table {...base} rows={bills} />);
    const cell = nth(screen.getAllByRole('cell'), 2, 'cell');
    const label = cell.querySelector('.cell-label');
    expect(label?.textContent).toBe('Monto');
    expect(label?.getAttribute('aria-hidden')).toBe('true');
    expect(cell.className).toContain('align-end');
    expect(nth(screen.getAllByRole('cell'), 1, 'cell').className).toContain('hide-on-phone');
  });

  it('shows the empty text and no table when there are no rows', () => {
    render(<Table {...base} rows={[]} />);
    expect(screen.getByText('No se encontraron boletas para el periodo seleccionado')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('announces loading instead of the table', () => {
    render(<Table {...base} rows={bills} loading />);
    expect(screen.getByRole('status').textContent).toContain('Cargando boletas');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows an error with a retry that asks again', async () => {
    const onRetry = vi.fn();
    render(<Table {...base} rows={null} error="Error al obtener el historial de pagos" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Error al obtener el historial de pagos');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('uses the standard message for an error without text', () => {
    render(<Table {...base} rows={undefined} error />);
    expect(screen.getByRole('alert').textContent).toContain('En este momento no es posible obtener la información');
  });
});
