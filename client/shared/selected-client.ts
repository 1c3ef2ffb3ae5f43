import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * The client (or plate) an area shows lives in the URL, so a link, a reload and every tab of the area keep it:
 * `?cliente=` for the person and company lines, `?patente=` for autogas.
 */
export type SelectionParam = 'cliente' | 'patente';

/** The code the URL names, or null. */
export function selectedCode(search: string, param: SelectionParam = 'cliente'): string | null {
  const code = new URLSearchParams(search).get(param);
  return code === null || code === '' ? null : code;
}

/** The item the URL names, else the first: an area always shows one while it has any. */
export function pickSelected<T>(items: readonly T[], code: string | null, codeOf: (item: T) => string): T | undefined {
  return (code === null ? undefined : items.find((item) => codeOf(item) === code)) ?? items[0];
}

/** `path` for the selected code: the tabs and a detail's back link carry it. */
export function withSelection(path: string, code: string | null | undefined, param: SelectionParam = 'cliente'): string {
  if (!code) return path;
  const [base, query = ''] = path.split('?', 2);
  const search = new URLSearchParams(query);
  search.set(param, code);
  return `${base}?${search.toString()}`;
}

export interface SelectOptions {
  /** where the other code is shown: the current path by default; a detail passes its tab's list (the record was the other client's) */
  path?: string;
  /** the other search parameters that stay (a period, a day filter); the rest are dropped, they named the previous client's records */
  keep?: readonly string[];
}

export interface Selection {
  /** the code in the URL, or null when it names none */
  code: string | null;
  /** names another code on the current screen (or `options.path`), replacing the history entry */
  select(code: string, options?: SelectOptions): void;
  /** `path` with the current selection */
  link(path: string, code?: string | null): string;
}

/** The selected client of the open area, read from and written to the URL. */
export function useSelection(param: SelectionParam = 'cliente'): Selection {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const code = selectedCode(search, param);
  const select = useCallback(
    (next: string, options: SelectOptions = {}) => {
      const current = new URLSearchParams(search);
      const kept = new URLSearchParams();
      for (const name of options.keep ?? []) for (const value of current.getAll(name)) kept.append(name, value);
      const query = kept.toString();
      navigate(withSelection(`${options.path ?? location}${query ? `?${query}` : ''}`, next, param), { replace: true });
    },
    [location, navigate, param, search],
  );
  return useMemo(
    () => ({ code, select, link: (path: string, other?: string | null) => withSelection(path, other === undefined ? code : other, param) }),
    [code, select, param],
  );
}
