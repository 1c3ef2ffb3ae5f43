import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PAGE_VIEW_LIMITS, PAGE_VIEWS_PATH, pageViewPath } from '../../../machines/rules/page-views';
import { currentSession } from '../session';

/** One screen shown, as the gateway takes it (gateway/page-views/views.ts). */
export interface PageView {
  path: string;
  title: string;
  /** when it was shown (epoch ms) */
  at: number;
}

export interface PageViewQueue {
  push(view: PageView): void;
  /** sends what is waiting now (the tab is hidden, the shell goes) */
  flush(): void;
}

/** A location counts once it has stayed this long: a redirect (/ to the dashboard, a client added to the URL) is one view. */
export const SETTLE_MS = 500;
/** Views wait this long for others to go with them in one request. */
export const BATCH_MS = 3000;

/** Batches views: sent `waitMs` after the first one waiting, or at once when a batch is full. `send` failing is ignored. */
export function createPageViewQueue(send: (views: PageView[]) => void, waitMs = BATCH_MS): PageViewQueue {
  let waiting: PageView[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (waiting.length === 0) return;
    const views = waiting;
    waiting = [];
    try {
      send(views);
    } catch {
      // page views never break a screen
    }
  };
  return {
    push(view) {
      waiting.push(view);
      if (waiting.length >= PAGE_VIEW_LIMITS.batch) flush();
      else timer ??= setTimeout(flush, waitMs);
    },
    flush,
  };
}

/**
 * Posts views in the background with the session's token, as the GraphQL requests carry it (sendBeacon cannot send
 * an Authorization header; a keepalive fetch can, and outlives the page). Signed out, they are dropped; a refusal too.
 */
function sendPageViews(views: PageView[]): void {
  const session = currentSession();
  if (!session) return;
  void fetch(PAGE_VIEWS_PATH, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}`, 'x-account-kind': session.kind },
    body: JSON.stringify({ views }),
  }).catch(() => undefined);
}

// the tab's title is the route's title with the portal's name after it (RouteTitle, client/app/routes.tsx)
const titleOf = (documentTitle: string) => documentTitle.replace(/ · Sucursal Virtual$/, '').slice(0, PAGE_VIEW_LIMITS.title);

/**
 * The signed-in shell reports each screen it shows (spec 3 §1): after it rendered, batched, never in its way. A
 * component of its own, so a change of the location re-renders this alone.
 */
export function PageViewReporter(): null {
  const [location] = useLocation();
  const search = useSearch();
  const [queue] = useState(() => createPageViewQueue(sendPageViews));

  useEffect(() => {
    const at = Date.now();
    // read after the screen's effects set its title, and only if no redirect moved on meanwhile
    const timer = setTimeout(() => queue.push({ path: pageViewPath(location, search), title: titleOf(document.title), at }), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [queue, location, search]);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') queue.flush();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      queue.flush();
    };
  }, [queue]);
  return null;
}
