import { Fragment, useEffect, useId, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import type { FlagName } from '../../machines/rules/flags';
import type { BusinessLine } from '../gql/graphql';
import { LoadError } from '../ui/LoadError';
import { Loading } from '../ui/Loading';
import { TabBar } from '../ui/TabBar';
import { useConfig } from './config';
import { usePreloadWhenIdle } from './link-preload';
import { paths } from './paths';
import { accountKey, rememberedSelection, rememberSelection } from './remembered-selection';
import type { TabDeclaration } from './routing';
import { pickSelected, useSelection, type SelectionParam } from './selected-client';
import { SessionActor } from './session-actor';
import { visibleTabs } from './service-tabs';
import './area-shell.css';

/** A line's list as its query answers it: undefined or null while unread or when the read failed. */
export interface AreaList<T> {
  items: readonly T[] | null | undefined;
  loading: boolean;
  refetch: () => unknown;
}

/** The labelled list of the area's clients (or plates). */
export interface AreaSelector<T> {
  label: string;
  optionLabel: (item: T) => string;
  /** the wrapper's class: 'area-selector' (a row above the screen) by default; the meter's band has its own */
  className?: string;
  /** shown from this many items on (1: even for one) */
  minItems?: number;
  /** the search parameters a change of client keeps (a period, a day filter) */
  keep?: readonly string[];
}

export interface AreaShellProps<T> {
  /** the line: this browser remembers its selected client per user, for a URL that names none (remembered-selection.ts) */
  line: BusinessLine;
  /** the line's module flag (spec 2 §6: `medidor`, `granel`): with it off, no screen of the line opens, by URL either */
  module?: FlagName;
  /** the h1 */
  title: string;
  /** the h1's id, which names the section */
  titleId: string;
  /** the section's class, besides 'page' */
  className: string;
  /** with it the h1 and the selector stand in a <header> of this class (the meter's band); without, the selector stands above the screen */
  headerClassName?: string;
  /** a <div> of this class around what is below the tabs */
  bodyClassName?: string;
  /** the tab bar's accessible name */
  tabsLabel: string;
  /** the area's tabs: those whose flag is on (and privilege held, with `privileges`) are shown; none, no bar */
  tabs: readonly TabDeclaration[];
  /** the privileges of the selected company client, for the company lines' tabs */
  privileges?: readonly number[];
  /** the current tab's path; by default the tab whose path the location is or starts */
  current?: string;
  list: AreaList<T>;
  /** the code that names an item in the URL */
  codeOf: (item: T) => string;
  /** where the URL names it: ?cliente= (default) or ?patente= */
  param?: SelectionParam;
  loadingLabel?: string;
  /** what the area says with an empty list */
  empty: ReactNode;
  selector?: AreaSelector<T> | false;
  /** after the body: a dialog the area opens with */
  overlay?: ReactNode;
  /** the screen, for the chosen item (the URL's, else the one last selected here, else the first) */
  children: (chosen: T, items: readonly T[]) => ReactNode;
}

/** The tab `location` is in: its path is the location or a prefix of it (a detail belongs to its list's tab). */
function tabOf(tabs: readonly TabDeclaration[], location: string): string | undefined {
  return tabs.find((t) => location === t.path || location.startsWith(`${t.path}/`))?.path;
}

/**
 * The code an area's list is decided by: the URL's, else the one this user last had selected in the area (the list
 * still decides: a code it does not hold gives its first). A tab's prefetch guesses with the same (tab-prefetch.ts).
 */
export function useAskedCode(line: BusinessLine, param: SelectionParam = 'cliente'): string | null {
  const account = SessionActor.useSelector((s) => accountKey(s.context.session));
  return useSelection(param).code ?? rememberedSelection(account, line);
}

/**
 * A line's area around each of its screens: the title, the tab bar, the line's list (loading, its error with
 * Reintentar, the empty text) and the client (or plate) the screen is about, named in the URL so that the tabs, a
 * reload and a shared link keep it; the selector changes it in place. The tabs' screens are fetched while the browser
 * is idle, so a click on one shows it at once.
 */
export function AreaShell<T>({
  line,
  module,
  title,
  titleId,
  className,
  headerClassName,
  bodyClassName,
  tabsLabel,
  tabs,
  privileges,
  current,
  list,
  codeOf,
  param = 'cliente',
  loadingLabel,
  empty,
  selector = false,
  overlay,
  children,
}: AreaShellProps<T>) {
  const { flag } = useConfig();
  const [location] = useLocation();
  const selection = useSelection(param);
  const account = SessionActor.useSelector((s) => accountKey(s.context.session));
  const asked = selection.code ?? rememberedSelection(account, line);
  const selectId = useId();
  const items = list.items;
  const chosen = items ? pickSelected(items, asked, codeOf) : undefined;
  const decided = chosen === undefined ? null : codeOf(chosen);
  const code = decided ?? selection.code;
  const shown = visibleTabs([...tabs], flag, privileges);
  const tab = current ?? tabOf(shown, location) ?? location;
  const links = shown.map((t) => ({ href: selection.link(t.path, code), label: t.label }));
  useEffect(() => {
    if (decided !== null) rememberSelection(account, line, decided);
  }, [account, line, decided]);
  usePreloadWhenIdle(links.map((link) => link.href));
  if (module && !flag(module)) return <Redirect to={paths.dashboard} replace />;

  const select =
    selector && items && chosen !== undefined && items.length >= (selector.minItems ?? 1) ? (
      <div className={selector.className ?? 'area-selector'}>
        <label htmlFor={selectId}>{selector.label}</label>
        <select id={selectId} value={codeOf(chosen)} onChange={(e) => selection.select(e.target.value, { path: tab, keep: selector.keep })}>
          {items.map((item) => (
            <option key={codeOf(item)} value={codeOf(item)}>
              {selector.optionLabel(item)}
            </option>
          ))}
        </select>
      </div>
    ) : null;

  let body: ReactNode;
  if (!items) body = list.loading ? <Loading label={loadingLabel} /> : <LoadError onRetry={() => list.refetch()} />;
  else if (chosen === undefined) body = empty;
  else
    body = (
      <>
        {!headerClassName && select}
        {/* a screen the selector can change starts again for the other client */}
        <Fragment key={select ? code : undefined}>{children(chosen, items)}</Fragment>
      </>
    );

  const heading = <h1 id={titleId}>{title}</h1>;
  return (
    <section className={`page ${className}`} aria-labelledby={titleId}>
      {headerClassName ? (
        <header className={headerClassName}>
          {heading}
          {select}
        </header>
      ) : (
        heading
      )}
      {links.length > 0 && <TabBar label={tabsLabel} tabs={links} current={selection.link(tab, code)} />}
      {bodyClassName ? <div className={bodyClassName}>{body}</div> : body}
      {overlay}
    </section>
  );
}
