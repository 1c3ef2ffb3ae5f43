// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { paginate } from '../../../client/lib/paginate';
import { Pager } from '../../../client/ui/Pager';

afterEach(cleanup);

const rows = Array.from({ length: 45 }, (_, i) => `Documento ${i + 1}`);

/** A list of 45 documents, 10 a page, as a screen would use the pager. */
function Documents({ showAbove }: { showAbove?: number }) {
  const [page, setPage] = useState(1);
  return (
    <>
      <ul aria-label="Documentos">
        {paginate(rows, page, 10).map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
      <Pager page={page} pageSize={10} total={rows.length} onPageChange={setPage} showAbove={showAbove} />
    </>
  );
}

const shownRows = () =>
  screen
    .getAllByRole('listitem')
    .filter((li) => li.textContent?.startsWith('Documento'))
    .map((li) => li.textContent);
const pageButton = (n: number) => screen.getByRole('button', { name: `Página ${n}` });

describe('Pager', () => {
  it('starts on page 1, marked current, with Anterior disabled', () => {
    render(<Documents />);
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toBeTruthy();
    expect(pageButton(1).getAttribute('aria-current')).toBe('page');
    expect(pageButton(2).getAttribute('aria-current')).toBeNull();
    expect((screen.getByRole('button', { name: 'Anterior' }) as HTMLButtonElement).disabled).toBe(true);
    expect(shownRows()[0]).toBe('Documento 1');
  });

  it('moves with Siguiente, Anterior and the page numbers', async () => {
    const user = userEvent.setup();
    render(<Documents />);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(pageButton(2).getAttribute('aria-current')).toBe('page');
    expect(shownRows()[0]).toBe('Documento 11');
    await user.click(pageButton(5));
    expect(shownRows()).toEqual(['Documento 41', 'Documento 42', 'Documento 43', 'Documento 44', 'Documento 45']);
    expect((screen.getByRole('button', { name: 'Siguiente' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(shownRows()[0]).toBe('Documento 31');
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Documents />);
    await user.tab(); // Anterior is disabled, so the first stop is page 1
    expect(document.activeElement).toBe(pageButton(1));
    await user.tab();
    await user.keyboard('{Enter}');
    expect(pageButton(2).getAttribute('aria-current')).toBe('page');
    expect(shownRows()[0]).toBe('Documento 11');
  });

  it('collapses far pages into a gap', () => {
    render(<Documents />);
    expect(screen.queryByRole('button', { name: 'Página 4' })).toBeNull();
    expect(screen.getByText('…')).toBeTruthy();
  });

  it('hides itself when every row fits the threshold', () => {
    render(<Pager page={1} pageSize={15} total={10} onPageChange={() => {}} showAbove={10} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows above the threshold even on a single page (readings: 15 a page, pager above 10 rows)', () => {
    render(<Pager page={1} pageSize={15} total={12} onPageChange={() => {}} showAbove={10} />);
    expect(pageButton(1).getAttribute('aria-current')).toBe('page');
  });
});
