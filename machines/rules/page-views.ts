/**
 * Page views (spec 3 §1 and §7, issue 40): what the signed-in shell sends of each screen it shows, and what the
 * gateway accepts of it. Both sides read these, so a view the client sends is one the gateway keeps.
 */

/** Where the shell posts its views, on the gateway's own origin. */
export const PAGE_VIEWS_PATH = '/page-views';

export const PAGE_VIEW_LIMITS = {
  path: 300,
  title: 120,
  /** views in one request */
  batch: 20,
} as const;

/**
 * The only query parameter a view keeps: the selected client's code, the supplier's own id. The others are dropped
 * (the client search's number and company, the requests' dates, an order number typed in a filter, an autogas
 * plate): what a person typed or what names their vehicle does not leave in a page view.
 */
const KEPT_PARAMS = ['cliente'] as const;

/** `pathname` with the kept parameters of `search` (with or without its '?'). */
export function pageViewPath(pathname: string, search: string): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of KEPT_PARAMS) {
    const value = given.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}
