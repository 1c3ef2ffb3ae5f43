import type { PageView } from './views';

/** A kept view with the account's e-mail, as the demo panel lists it. */
export interface RecentPageView extends PageView {
  email: string | null;
}

/** The demo's last page views (demo data only), in this gateway process: the demo runs as one (gateway/config.ts). */
export interface RecentPageViews {
  add(views: readonly RecentPageView[]): void;
  /** newest first, each with its place in the order they arrived */
  list(): Array<RecentPageView & { id: string }>;
}

export const RECENT_PAGE_VIEWS = 50;

export function createRecentPageViews(limit = RECENT_PAGE_VIEWS): RecentPageViews {
  let kept: Array<RecentPageView & { id: string }> = [];
  let arrived = 0;
  return {
    add(views) {
      const numbered = views.map((view) => ({ ...view, id: String((arrived += 1)) }));
      kept = numbered.reverse().concat(kept).slice(0, limit);
    },
    list: () => [...kept],
  };
}
