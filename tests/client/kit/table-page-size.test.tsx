// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Table, type Column } from '../../../client/ui/Table';

afterEach(cleanup);

interface Reading {
  date: string;
  liters: number;
}

const readings = (count: number, from = 1): Reading[] =>
  Array.from({ length: count }, (_, i) => ({ date: `Lectura ${from + i}`, liters: (from + i) * 10 }));
const columns: Column<Reading>[] = [
  { key: 'date', header: 'Fecha', render: (r) => r.date },
  { key: 'liters', header: 'Litros', render: (r) => r.liters, align: 'end' },
];

/** A screen with its table: a filter that changes the rows, and a button that asks again for the same rows. */
function Readings({ initial, pageSize }: { initial: Reading[]; pageSize?: number }) {
  const [rows, setRows] = useState(initial);
  return (
    <>
      <button type="button" onClick={() => setRows(readings(12, 100))}>
        Filtrar
      </button>
      <button type="button" onClick={() => setRows((current) => current.map((r) => ({ ...r })))}>
        Actualizar
      </button>
      <Table caption="Lecturas" columns={columns} rows={rows} rowKey={(r) => r.date} emptyText="Sin lecturas" pageSize={pageSize} />
    </>
  );
}

const shownDates = () =>
  within(screen.getByRole('table', { name: 'Lecturas' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td .cell-value')?.textContent);
const pager = () => screen.queryByRole('navigation', { name: 'Paginación de lecturas' });
const pageButton = (n: number) => within(pager() ?? document.body).getByRole('button', { name: `Página ${n}` });

describe('Table with a page size', () => {
  it('shows every row and no pager without a page size', () => {
    render(<Readings initial={readings(25)} />);
    expect(shownDates()).toHaveLength(25);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows every row and no pager when they fit in one page', () => {
    render(<Readings initial={readings(10)} pageSize={10} />);
    expect(shownDates()).toHaveLength(10);
    expect(pager()).toBeNull();
  });

  it('shows one page at a time, with the pager below the table', async () => {
    const user = userEvent.setup();
    render(<Readings initial={readings(25)} pageSize={10} />);
    expect(shownDates()).toEqual(readings(10).map((r) => r.date));
    expect(pageButton(1).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('table').compareDocumentPosition(pager() as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(pageButton(3));
    expect(shownDates()).toEqual(['Lectura 21', 'Lectura 22', 'Lectura 23', 'Lectura 24', 'Lectura 25']);
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(shownDates()?.[0]).toBe('Lectura 11');
    expect(pageButton(2).getAttribute('aria-current')).toBe('page');
  });

  it('goes back to page 1 when the rows change', async () => {
    const user = userEvent.setup();
    render(<Readings initial={readings(25)} pageSize={10} />);
    await user.click(pageButton(3));
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(shownDates()).toEqual(readings(10, 100).map((r) => r.date));
    expect(pageButton(1).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('button', { name: 'Página 3' })).toBeNull();
  });

  it('keeps its page when the same rows come again', async () => {
    const user = userEvent.setup();
    render(<Readings initial={readings(25)} pageSize={10} />);
    await user.click(pageButton(2));
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(shownDates()?.[0]).toBe('Lectura 11');
    expect(pageButton(2).getAttribute('aria-current')).toBe('page');
  });
});
