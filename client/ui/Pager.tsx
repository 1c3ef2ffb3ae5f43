import { pageCount, visiblePages } from '../lib/paginate';

export interface PagerProps {
  /** the current page, from 1 */
  page: number;
  pageSize: number;
  /** how many rows there are in all */
  total: number;
  onPageChange: (page: number) => void;
  /** the pager shows only with more rows than this (the spec's readings: 15 a page, a pager above 10 rows) */
  showAbove?: number;
  label?: string;
}

/** Previous, page numbers and next, as buttons; the current page is marked for assistive technology. */
export function Pager({ page, pageSize, total, onPageChange, showAbove = pageSize, label = 'Paginación' }: PagerProps) {
  if (total <= showAbove) return null;
  const count = pageCount(total, pageSize);
  const current = Math.min(Math.max(1, page), count);
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="pager-step" disabled={current === 1} onClick={() => onPageChange(current - 1)}>
        <span aria-hidden="true">‹</span>
        <span className="pager-step-text">Anterior</span>
      </button>
      <ul>
        {visiblePages(current, count).map((shown, index) =>
          shown === null ? (
            <li key={`gap-${index}`} className="pager-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={shown}>
              <button
                type="button"
                aria-label={`Página ${shown}`}
                aria-current={shown === current ? 'page' : undefined}
                onClick={() => shown !== current && onPageChange(shown)}
              >
                {shown}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className="pager-step" disabled={current === count} onClick={() => onPageChange(current + 1)}>
        <span className="pager-step-text">Siguiente</span>
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
