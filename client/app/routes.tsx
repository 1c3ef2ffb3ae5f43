import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { matchRoute, Redirect, Route, Switch, useLocation, useRouter, useSearch } from 'wouter';
import { startEarlyRead } from '../lib/early-reads';
import { whenEngaged } from '../lib/next-task';
import { lazyScreen } from '../shared/lazy-screen';
import { SHELL } from '../shared/api';
import { paths } from '../shared/paths';
import type { RouteDeclaration } from '../shared/routing';
import { Loading } from '../ui/Loading';
import { ApolloReady, useConnection } from '../shared/apollo-ready';
import { DashboardCardsContext } from '../shared/dashboard-cards';
import { accountKey } from '../shared/remembered-selection';
import { companyDashboardCards, dashboardCards, personDashboardCards, routeTable } from './registry';
import { gate, orderForViewer, type Viewer } from './route-table';
import { readStoredSession } from './session';
import { useViewer } from './viewer';
import { SessionActor } from '../shared/session-actor';
import { GuestLayout } from './shell/GuestLayout';
import type { PrivilegeGateProps } from './privilege-gate';

// the signed-in frame (header, menu, bell, consent) is not needed before a sign-in: /login loads without it
const Shell = lazyScreen<{ children: ReactNode }>(() => import('./shell/Shell'));
// the company client list behind a privileged route is a company session's: /login loads none of it
const SelectedClientPrivileges = lazyScreen<PrivilegeGateProps>(() => import('./privilege-gate'));

/** Without the terms accepted the user is logged out (spec 1 §2, §6). */
function LogOut() {
  const actor = SessionActor.useActorRef();
  useEffect(() => actor.send({ type: 'session.logout' }), [actor]);
  return null;
}

/** The browser tab names the open screen (its route's title); a screen whose name depends on data may set it after this. */
const documentTitle = (title: string) => `${title} · Sucursal Virtual`;

function RouteTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return null;
}

function GatedScreen({ route, viewer }: { route: RouteDeclaration; viewer: Viewer }) {
  // a company route with a privilege is decided once the selected client's privileges are known
  if (route.privilege !== undefined && viewer.company && gate(route, { ...viewer, privileges: [route.privilege] }).type === 'open') {
    // fetched beside Apollo Client, not after it
    void SelectedClientPrivileges.preload();
    return (
      <Suspense fallback={<Loading />}>
        <ApolloReady>
          <SelectedClientPrivileges privilege={route.privilege} viewer={viewer}>
            {(withPrivileges) => <DecidedScreen route={route} viewer={withPrivileges} />}
          </SelectedClientPrivileges>
        </ApolloReady>
      </Suspense>
    );
  }
  return <DecidedScreen route={route} viewer={viewer} />;
}

function DecidedScreen({ route, viewer }: { route: RouteDeclaration; viewer: Viewer }) {
  const decision = gate(route, viewer);
  if (decision.type === 'redirect') return <Redirect to={decision.to} replace />;
  if (decision.type === 'logout') return <LogOut />;
  const Screen = route.screen;
  // the title's effect runs before the screen's own effects (an earlier sibling), so a screen can still rename itself
  return (
    <>
      <RouteTitle title={route.title} />
      <Suspense fallback={<Loading />}>
        {route.loadsApollo ? (
          <Screen />
        ) : (
          <ApolloReady>
            <Screen />
          </ApolloReady>
        )}
      </Suspense>
    </>
  );
}

// one key per screen, so moving between two paths of one screen keeps it mounted (the Switch renders one child,
// so routes sharing a key never meet in one list)
const screenKeys = new Map<RouteDeclaration['screen'], string>();
function keyOf(route: RouteDeclaration): string {
  let key = screenKeys.get(route.screen);
  if (key === undefined) {
    key = `screen-${screenKeys.size}`;
    screenKeys.set(route.screen, key);
  }
  return key;
}

function RouteSwitch({ routes, viewer, fallback }: { routes: readonly RouteDeclaration[]; viewer: Viewer; fallback: string | null }) {
  return (
    <Switch>
      {routes.map((route) => (
        <Route key={keyOf(route)} path={route.path}>
          <GatedScreen route={route} viewer={viewer} />
        </Route>
      ))}
      {fallback !== null && (
        <Route>
          <Redirect to={fallback} replace />
        </Route>
      )}
    </Switch>
  );
}

function useIsPublic(): boolean {
  const { parser } = useRouter();
  const [location] = useLocation();
  return routeTable.public.some((route) => matchRoute(parser, route.path, location)[0]);
}

/** The screens: public pages for anyone, the guest pages signed out, the shell's pages signed in. */
export function AppRoutes() {
  const viewer = useViewer();
  const isPublic = useIsPublic();
  if (isPublic) {
    return (
      <GuestLayout>
        <RouteSwitch routes={routeTable.public} viewer={viewer} fallback={null} />
      </GuestLayout>
    );
  }
  if (viewer.signedIn) {
    return (
      <Suspense fallback={<Loading />}>
        <DashboardCardsContext.Provider value={dashboardCards}>
          <Shell>
            <RouteSwitch routes={orderForViewer(routeTable.signedIn, viewer)} viewer={viewer} fallback={paths.dashboard} />
          </Shell>
        </DashboardCardsContext.Provider>
      </Suspense>
    );
  }
  return (
    <GuestLayout>
      <RouteSwitch routes={routeTable.guest} viewer={viewer} fallback={paths.login} />
    </GuestLayout>
  );
}

/**
 * Fetches what the app opens on, while App reads the config: the screens of the routes that match the path (and what
 * they and their modules prefetch) and, with a stored session, the shell. True once they are in (or failed: the routes' Suspense and errors take over), so the
 * first frame is the whole screen, not its frame with a spinner that the screen then pushes down.
 */
export function useFirstScreenLoaded(storedSession: boolean): boolean {
  const { parser } = useRouter();
  const [location] = useLocation();
  const search = useSearch();
  const { apollo, query } = useConnection();
  const [loading] = useState(() => {
    const routes = [...routeTable.public, ...routeTable.guest, ...routeTable.signedIn].filter(
      (route) => matchRoute(parser, route.path, location)[0],
    );
    const stored = storedSession ? readStoredSession() : null;
    const auth = stored && { token: stored.token, kind: stored.kind };
    // the signed-in shell renders before Apollo: its menu and bell are read now, beside the screen's own read (from
    // the entry, which already carries the query: a chunk of its own cost a round trip before the read could start)
    const guestScreen = routes.some((route) => routeTable.public.includes(route) || routeTable.guest.includes(route));
    if (auth && !guestScreen) void startEarlyRead(query, SHELL, auth);
    const at = (route: RouteDeclaration) => ({
      query,
      apollo,
      auth,
      account: accountKey(stored),
      userId: stored?.user.id ?? null,
      location: { path: location, params: matchRoute(parser, route.path, location)[1] ?? {}, search },
    });
    routes.forEach((route) => route.prefetch?.(at(route)));
    // a person's and a company's screen may share a path (and a screen): the session's own reads what it will show
    const otherKind = (route: RouteDeclaration) =>
      stored?.kind === 'COMPANY' ? route.access === 'person' : route.access === 'company' || route.access === 'admin';
    const prefetched = new Set<RouteDeclaration['screen']>();
    for (const route of routes)
      if ('prefetch' in route.screen && !otherKind(route) && !prefetched.has(route.screen)) {
        prefetched.add(route.screen);
        route.screen.prefetch(at(route));
      }
    // the areas' dashboard cards come with the dashboard, so none shows a spinner in its place first
    // (the company dashboard's only for a company session: a person never shows them)
    const cards = routes.some((route) => route.path === paths.dashboard)
      ? [...Object.values(personDashboardCards), ...(stored?.kind === 'COMPANY' ? Object.values(companyDashboardCards) : [])]
      : [];
    const screens = [...routes.map((route) => route.screen), ...(storedSession ? [Shell, ...cards] : [])];
    const needApollo = routes.some((route) => !route.loadsApollo);
    return Promise.allSettled([
      ...screens.map((screen) => ('preload' in screen ? screen.preload() : null)),
      needApollo ? apollo.load() : null,
    ]);
  });
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    void loading.then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [loading]);
  // a screen that renders without Apollo (/login, the dashboard) gets it at the person's first touch or key (or a few
  // seconds after the page settled), so signing in or the next screen does not wait for it, and neither the first
  // screen's largest image nor a phone's main thread while the person reads that screen do
  useEffect(() => {
    if (!loaded || apollo.client) return;
    return whenEngaged(() => void apollo.load().catch(() => undefined));
  }, [loaded, apollo]);
  return loaded;
}
