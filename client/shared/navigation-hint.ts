import { navigationCount } from '../lib/navigation-count';

/**
 * A hint a screen's read names for the gateway to check beside its own lookup (issue 44: a contract, a meter's client
 * id, a commune), fixed per key for the navigation that first gave one. A prefetch by URL starts before the area's list
 * has answered, so without the hint; the screen, rendered once the list is in, then asks with that same hint rather
 * than the one the list has since given, and joins the read in flight instead of asking a second time.
 */
export interface NavigationHint<T> {
  /** the hint this navigation first gave for `key`, else `known`, kept for the rest of the navigation */
  fix(key: string, known: T): T;
  /** the hint this navigation fixed for `key`, else `known` (not kept) */
  peek(key: string, known: T): T;
}

export function navigationHint<T>(): NavigationHint<T> {
  const given = new Map<string, { navigation: number; value: T }>();
  const current = (key: string) => {
    const kept = given.get(key);
    return kept?.navigation === navigationCount() ? kept : undefined;
  };
  return {
    fix(key, known) {
      const kept = current(key);
      if (kept) return kept.value;
      given.set(key, { navigation: navigationCount(), value: known });
      return known;
    },
    peek: (key, known) => (current(key) ?? { value: known }).value,
  };
}
