import type { FlagName } from '../../machines/rules/flags';
import type { SessionPaths } from '../../machines/session.paths';
import { paths } from '../shared/paths';
import type { Access, FeatureDeclaration, RouteDeclaration } from '../shared/routing';

/** The route table, derived from the features' declarations. Pure: the rules are unit-tested. */

export interface RouteTable {
  /** signed-out screens, in the guest layout */
  guest: RouteDeclaration[];
  /** screens anyone may open, in the guest layout */
  public: RouteDeclaration[];
  /** signed-in screens, in the shell */
  signedIn: RouteDeclaration[];
}

/** Who is looking, as far as a route's gate cares. */
export interface Viewer {
  signedIn: boolean;
  company: boolean;
  administrator: boolean;
  consented: boolean;
  flag(name: FlagName): boolean;
  /** demo data: the demo's own screens open */
  demo?: boolean;
  /** the privileges of the selected client (company areas) */
  privileges: readonly number[];
}

export type GateDecision = { type: 'open' } | { type: 'redirect'; to: string } | { type: 'logout' };

export function buildRouteTable(features: readonly FeatureDeclaration[]): RouteTable {
  const table: RouteTable = { guest: [], public: [], signedIn: [] };
  const seen = new Set<string>();
  for (const feature of features) {
    for (const route of feature.routes ?? []) {
      const key = `${route.access} ${route.path}`;
      if (seen.has(key)) throw new Error(`${feature.name}: route ${route.path} (${route.access}) is declared twice`);
      seen.add(key);
      if (route.access === 'guest') table.guest.push(route);
      else if (route.access === 'public') table.public.push(route);
      else table.signedIn.push(route);
    }
  }
  return table;
}

/** wouter's `:name` segments become the machine's `*` */
function toSessionPattern(path: string): string {
  return path.replace(/:[^/]+/g, '*');
}

/** The session machine's start paths; its matcher reads `*` for one segment. */
export function sessionPathsOf(table: RouteTable): SessionPaths {
  const all = [...table.guest, ...table.public, ...table.signedIn];
  return {
    guest: table.guest.map((r) => toSessionPattern(r.path)),
    public: table.public.map((r) => toSessionPattern(r.path)),
    logoutOnVisit: all.filter((r) => r.logoutOnVisit).map((r) => toSessionPattern(r.path)),
  };
}

export function admits(access: Access, viewer: Viewer): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'guest':
      return !viewer.signedIn;
    case 'signedIn':
      return viewer.signedIn;
    case 'person':
      return viewer.signedIn && !viewer.company;
    case 'company':
      return viewer.signedIn && viewer.company;
    case 'admin':
      return viewer.signedIn && viewer.company && viewer.administrator;
  }
}

/** What opening `route` does for `viewer`: the screen, a redirect home, or a logout (no consent). */
export function gate(route: RouteDeclaration, viewer: Viewer): GateDecision {
  const home = viewer.signedIn ? paths.dashboard : paths.login;
  if (!admits(route.access, viewer)) return { type: 'redirect', to: home };
  if (route.flag !== undefined && !viewer.flag(route.flag)) return { type: 'redirect', to: home };
  if (route.demoOnly && !viewer.demo) return { type: 'redirect', to: home };
  if (route.privilege !== undefined && !viewer.privileges.includes(route.privilege)) return { type: 'redirect', to: home };
  if (route.consent && !viewer.consented) return { type: 'logout' };
  return { type: 'open' };
}

/**
 * The routes the viewer may open first, the others after, each group in declaration order: where a person's and a
 * company's screen share a path (spec/routes.tsv), the first match is the viewer's own.
 */
export function orderForViewer(routes: readonly RouteDeclaration[], viewer: Viewer): RouteDeclaration[] {
  return [...routes.filter((r) => admits(r.access, viewer)), ...routes.filter((r) => !admits(r.access, viewer))];
}
