import { useState, type ReactNode } from 'react';
import { paginate } from '../lib/paginate';
import { LoadError } from './LoadError';
import { Loading } from './Loading';
import { Pager } from './Pager';

export interface Column<Row> {
  key: string;
  /** the column's title, also the label of each cell when rows stack on a phone */
  header: string;
  render: (row: Row) => ReactNode;
  /** amounts and numbers align to the end */
  align?: 'start' | 'center' | 'end';
  /** a column a phone can do without */
  hideOnPhone?: boolean;
}

export interface TableProps<Row> {
  caption: string;
  hideCaption?: boolean;
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[] | null | undefined;
  rowKey: (row: Row) => string | number;
  loading?: boolean;
  /**
   * true shows the standard message, a string shows that message; the query's error itself shows the standard
   * message too, or, when the backend lacks the call (reason NOT_PROVIDED), that the service is not offered, with no
   * retry (LoadError). Falsy: no error.
   */
  error?: unknown;
  onRetry?: () => void;
  emptyText: string;
  /** rows a page: more rows than this show one page at a time, with the pager below, back on page 1 when the rows change */
  pageSize?: number;
}

/**
 * A data table with its loading, error and empty states. Below 600 px each row stacks into a card whose
 * cells carry their column's title, so a phone never scrolls sideways.
 */
export function Table<Row>({ caption, hideCaption, columns, rows, rowKey, loading, error, onRetry, emptyText, pageSize }: TableProps<Row>) {
  // the rows are told apart by their keys: a new array of the same rows (a refetch, a parent's render) keeps the page
  const rowsSeen = pageSize && rows ? rows.map((row) => String(rowKey(row))).join('\u0000') : '';
  const [paging, setPaging] = useState({ page: 1, rowsSeen });
  let page = paging.page;
  if (paging.rowsSeen !== rowsSeen) {
    page = 1;
    setPaging({ page, rowsSeen });
  }
  if (loading) return <Loading label={`Cargando ${caption.toLowerCase()}…`} />;
  if (error)
    return (
      <LoadError
        onRetry={onRetry}
        message={typeof error === 'string' ? error : undefined}
        error={typeof error === 'object' ? error : undefined}
      />
    );
  if (!rows?.length) return <p className="empty table-empty">{emptyText}</p>;
  const cellClass = (column: Column<Row>) =>
    [column.align && column.align !== 'start' ? `align-${column.align}` : '', column.hideOnPhone ? 'hide-on-phone' : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const paged = pageSize !== undefined && rows.length > pageSize;
  const shown = paged ? paginate(rows, page, pageSize) : rows;
  const table = (
    <div className="table-wrap">
      <table className="data-table">
        <caption className={hideCaption ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={cellClass(column)}>
                  <span className="cell-label" aria-hidden="true">
                    {column.header}
                  </span>
                  <span className="cell-value">{column.render(row)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  if (!paged) return table;
  return (
    <>
      {table}
      <Pager
        page={page}
        pageSize={pageSize}
        total={rows.length}
        label={`Paginación de ${caption.toLowerCase()}`}
        onPageChange={(next) => setPaging({ page: next, rowsSeen })}
      />
    </>
  );
}
