import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { matchRoute, Router, useRouter, type AroundNavHandler } from 'wouter';
import { countNavigation } from '../lib/navigation-count';
import { useConnection } from '../shared/apollo-ready';
import { LinkPreload } from '../shared/link-preload';
import { accountKey } from '../shared/remembered-selection';
import { personAreaRoots, visibleTabs } from '../shared/service-tabs';
import { SessionActor } from '../shared/session-actor';
import { routeTable } from './registry';
import { gate, orderForViewer, type Viewer } from './route-table';
import { useViewer } from './viewer';

/**
 * Where a link to a person's area root leads: the first tab the flags show, as the root's redirect (FirstTab) would
 * send it, so that tab's code and read start at the click rather than once the root has rendered. Null for any other
 * link, a company's roots (their first tab depends on the client's privileges), or a root that shows no tab.
 */
function firstTabOf(href: string, viewer: Viewer): string | null {
  if (!viewer.signedIn || viewer.company) return null;
  const url = new URL(href, window.location.href);
  const area = personAreaRoots.find((candidate) => candidate.root === url.pathname);
  const first = area && visibleTabs(area.tabs, viewer.flag)[0]?.path;
  return first ? `${first}${area.keepHash ? url.hash : ''}` : null;
}

/** what says a person is about to follow a link: the pointer over it or pressing it, the focus on it */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * In-app navigation that starts the next screen at once (DESIGN.md "Latency"): as a link is followed (or a redirect,
 * or a change of the URL's client), the screen's chunk and its module's `prefetch` start before it renders, so its
 * query goes out at the click; the chunk of a link the pointer is over or the focus is on is fetched then, and an
 * area's tabs when the browser is idle (LinkPreload).
 */
export function PrefetchOnNavigation({ children }: { children: ReactNode }) {
  const { parser } = useRouter();
  const { apollo, query } = useConnection();
  const viewer = useViewer();
  const session = SessionActor.useSelector((s) => s.context.session);
  // read by the handlers below, which stay the same function (a new one would re-render every link)
  const latest = useRef({ viewer, session });
  latest.current = { viewer, session };

  // the last navigation asked for: one held for its screen's code is dropped when another is asked meanwhile
  const lastAsked = useRef(0);

  /** The route the app would open at `href`, with its URL and parameters, if it would open. */
  const routeAt = useCallback(
    (href: string) => {
      const url = new URL(href, window.location.href);
      const { viewer } = latest.current;
      for (const route of orderForViewer(routeTable.signedIn, viewer)) {
        const [matched, params] = matchRoute(parser, route.path, url.pathname);
        if (!matched) continue;
        // a company route's privilege is the selected client's: its own gate reads it once the screen opens
        const privileges = route.privilege === undefined ? viewer.privileges : [route.privilege];
        return gate(route, { ...viewer, privileges }).type === 'open' ? { route, screen: route.screen, url, params } : null;
      }
      return null;
    },
    [parser],
  );

  const aroundNav = useCallback<AroundNavHandler>(
    (navigate, href, options) => {
      countNavigation();
      const to = firstTabOf(href, latest.current.viewer) ?? href;
      const target = routeAt(to);
      const { session } = latest.current;
      if (target && 'prefetch' in target.screen)
        target.screen.prefetch({
          query,
          apollo,
          auth: session && { token: session.token, kind: session.kind },
          account: accountKey(session),
          userId: session?.user.id ?? null,
          location: { path: target.url.pathname, params: target.params, search: target.url.search.slice(1) },
        });
      const asked = ++lastAsked.current;
      const missing = [
        target && 'loaded' in target.screen && !target.screen.loaded ? target.screen.preload() : null,
        target && !target.route.loadsApollo && !apollo.client ? apollo.load() : null,
      ].filter((pending) => pending !== null);
      if (!missing.length) {
        document.documentElement.classList.remove('navigating');
        return navigate(to, options);
      }
      // the screen is shown once its code is in, not as a spinner first: React holds a suspended screen's reveal up to
      // 300 ms, and its reads (those its module does not prefetch) would start only then. A failed chunk navigates too:
      // the route's own Suspense and retry take over
      document.documentElement.classList.add('navigating');
      void Promise.allSettled(missing).then(() => {
        if (asked !== lastAsked.current) return;
        document.documentElement.classList.remove('navigating');
        navigate(to, options);
      });
    },
    [routeAt, query, apollo],
  );

  const preload = useCallback(
    (href: string) => {
      const screen = routeAt(firstTabOf(href, latest.current.viewer) ?? href)?.screen;
      if (screen && 'preload' in screen) screen.preload().catch(() => undefined);
    },
    [routeAt],
  );

  useEffect(() => {
    let last: string | null = null;
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.href === last) return;
      last = link.href;
      preload(link.href);
    };
    // the browser's back or forward is the last navigation asked: one still held for its code is dropped
    const onHistory = () => {
      lastAsked.current += 1;
      document.documentElement.classList.remove('navigating');
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
    window.addEventListener('popstate', onHistory);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, { capture: true });
      window.removeEventListener('popstate', onHistory);
    };
  }, [preload]);

  return (
    <Router aroundNav={aroundNav}>
      <LinkPreload.Provider value={preload}>{children}</LinkPreload.Provider>
    </Router>
  );
}
