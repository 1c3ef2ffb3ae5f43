import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { matchRoute, Router, useRouter, type AroundNavHandler } from 'wouter';
import { countNavigation } from '../lib/navigation-count';
import { useConnection } from '../shared/apollo-ready';
import { LinkPreload } from '../shared/link-preload';
import { accountKey } from '../shared/remembered-selection';
import { SessionActor } from '../shared/session-actor';
import { routeTable } from './registry';
import { gate, orderForViewer } from './route-table';
import { useViewer } from './viewer';

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
        return gate(route, { ...viewer, privileges }).type === 'open' ? { screen: route.screen, url, params } : null;
      }
      return null;
    },
    [parser],
  );

  const aroundNav = useCallback<AroundNavHandler>(
    (navigate, to, options) => {
      countNavigation();
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
      navigate(to, options);
    },
    [routeAt, query, apollo],
  );

  const preload = useCallback(
    (href: string) => {
      const screen = routeAt(href)?.screen;
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
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, { capture: true });
    };
  }, [preload]);

  return (
    <Router aroundNav={aroundNav}>
      <LinkPreload.Provider value={preload}>{children}</LinkPreload.Provider>
    </Router>
  );
}
