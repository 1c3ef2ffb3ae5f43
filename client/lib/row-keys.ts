/**
 * Rows with a React key each: their id where they have one, else their place in the list. A row the backend sent
 * without its id (issue 37) never takes another row's key, so React never shows one row twice in place of two.
 */
export function keyed<T extends object>(rows: readonly T[], idOf: (row: T) => string | null | undefined): Array<T & { rowKey: string }> {
  const seen = new Set<string>();
  return rows.map((row, index) => {
    const id = idOf(row);
    let rowKey = id ? `id:${id}` : `row:${index}`;
    // two rows with one id (a backend's repeat) are two rows still
    if (seen.has(rowKey)) rowKey = `${rowKey}#${index}`;
    seen.add(rowKey);
    return { ...row, rowKey };
  });
}
