import type { ComponentType, LazyExoticComponent } from 'react';
import type { FlagName } from '../../machines/rules/flags';
import type { PrivilegeId } from '../../machines/rules/privileges';
import type { AccountKind } from '../gql/graphql';
import type { CompanyDashboardCards, PersonDashboardCards } from './dashboard-cards';
import type { LazyScreen } from './lazy-screen';
import type { PrefetchContext } from './prefetch-context';

export type { PrefetchContext, PrefetchLocation } from './prefetch-context';

/**
 * What a feature declares about itself: its screens' routes, its menu entries. The app derives the route table, the
 * session's start paths and the sidebar from these (client/app/registry.ts lists the features).
 */

/** Who may open a route (spec/routes.tsv "who"): signed-out only, anyone, or a kind of signed-in user. */
export type Access = 'guest' | 'public' | 'person' | 'company' | 'admin' | 'signedIn';

export interface RouteDeclaration {
  /** a wouter pattern, from client/shared/paths.ts */
  path: string;
  /** the screen's name in the browser's tab and history, in Spanish ('Iniciar sesión'); the app adds ' · Sucursal Virtual' */
  title: string;
  access: Access;
  /** needs the terms accepted; without them the user is logged out (spec 1 §2, §6) */
  consent?: boolean;
  /** opening it ends any stored session first (docs/decisions.md) */
  logoutOnVisit?: boolean;
  /** the feature flag that shows the module (DESIGN.md "Feature flags") */
  flag?: FlagName;
  /** exists only with demo data (DATA_SOURCE=fixtures): closed in front of a real backend */
  demoOnly?: boolean;
  /** the privilege number the selected client must hold (spec 3 §2) */
  privilege?: PrivilegeId;
  /**
   * a `lazyScreen(() => import(...))` screen, so each screen is its own chunk, fetched ahead when the app opens on it
   * or navigates to it; the module may export `prefetch`, what its first render will ask for (lazy-screen.ts)
   */
  screen: LazyScreen | LazyExoticComponent<ComponentType>;
  /**
   * Asks for what the screen reads first, when the app opens on it (not on a navigation: the screen module's own
   * `prefetch` runs then too): the answer arrives beside the config and Apollo's chunk instead of after them. Only for
   * data the screen would ask for anyway, and that it then takes instead of asking again.
   */
  prefetch?(context: PrefetchContext): void;
  /**
   * The screen renders before Apollo Client has loaded and loads it itself when it needs it (useConnection,
   * useEarlyQuery): /login and the dashboard, the two screens the app opens on, whose first paint should not wait for
   * a third of the app's JavaScript. Every other screen waits for Apollo (it is loaded by then, or loads beside it).
   */
  loadsApollo?: true;
}

/**
 * A person's screen in a service area (spec 2 §2): behind its feature flag, and with the terms accepted, as the
 * service chooser they are reached from (spec 1 §2).
 */
export function personAreaRoute(path: string, title: string, flag: FlagName, screen: RouteDeclaration['screen']): RouteDeclaration {
  return { path, title, access: 'person', consent: true, flag, screen };
}

/**
 * A company user's screen in a line area (spec 3 §2, §6): behind its feature flag and, with `privilege`, opened only
 * when the selected client holds it (client/app/privilege-gate.tsx). Company users are never asked for consent.
 */
export function companyAreaRoute(
  path: string,
  title: string,
  flag: FlagName | undefined,
  privilege: PrivilegeId | undefined,
  screen: RouteDeclaration['screen'],
): RouteDeclaration {
  return { path, title, access: 'company', screen, ...(flag && { flag }), ...(privilege && { privilege }) };
}

/** What the sidebar's rules read (spec 1 §2 Menu, spec 3 §4 Menu visibility). */
export interface MenuInput {
  kind: AccountKind;
  /** demo data (DATA_SOURCE=fixtures): the demo's own entries show */
  demo?: boolean;
  flag(name: FlagName): boolean;
  hasDebt: boolean;
  hasRequests: boolean;
  person?: { meter: number; bulk: number; cylinder: number; autogas: number } | null;
  company?: { isAdministrator: boolean; lines: string[] } | null;
}

export interface MenuDeclaration {
  label: string;
  href: string | ((input: MenuInput) => string);
  /** place among its siblings, lowest first */
  order: number;
  /** names this entry so others can nest under it */
  id?: string;
  /** the `id` of the entry this one is listed under */
  parent?: string;
  visible(input: MenuInput): boolean;
}

/** A tab of a service area's tab bar (and a link of its dashboard card). */
export interface TabDeclaration {
  label: string;
  path: string;
  flag: FlagName;
  /** the privilege number the selected client must hold (industrial bulk) */
  privilege?: PrivilegeId;
}

export interface FeatureDeclaration {
  /** the feature folder's name, for messages */
  name: string;
  routes?: RouteDeclaration[];
  menu?: MenuDeclaration[];
  /** cards it puts on the person dashboard (client/shared/dashboard-cards.ts) */
  dashboardCards?: PersonDashboardCards;
  /** cards it puts on the company dashboard: fetched with the dashboard for a company session only */
  companyDashboardCards?: CompanyDashboardCards;
}
