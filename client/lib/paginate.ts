/** How many pages `total` rows fill, at least one. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** The rows of page `page` (from 1); a page past the end gives the last page, so a shorter list never shows an empty page. */
export function paginate<Row>(rows: readonly Row[], page: number, pageSize: number): Row[] {
  const current = Math.min(Math.max(1, page), pageCount(rows.length, pageSize));
  return rows.slice((current - 1) * pageSize, current * pageSize);
}

/** The page numbers a pager shows: the first, the last and the current one with its neighbours; `null` marks a gap. */
export function visiblePages(current: number, count: number, neighbours = 1): Array<number | null> {
  const pages: Array<number | null> = [];
  for (let page = 1; page <= count; page += 1) {
    const shown = page === 1 || page === count || Math.abs(page - current) <= neighbours;
    if (shown) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}
