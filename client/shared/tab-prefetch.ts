import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import type { BusinessLine } from '../gql/graphql';
import type { PrefetchContext, PrefetchLocation } from './prefetch-context';
import { rememberedSelection } from './remembered-selection';
import { startScreenRead, type ScreenRead } from './screen-reads';
import { pickSelected, selectedCode, type SelectionParam } from './selected-client';

/** An area's list of clients (or plates) as its shell reads it and decides the selected one (AreaShell). */
export interface AreaList<TList, TItem> {
  /** the line whose selection this browser remembers (remembered-selection.ts) */
  line: BusinessLine;
  list: TypedDocumentNode<TList, Record<string, never>>;
  /** the items the shell offers (a company tab offers the clients holding its privilege) */
  items(data: TList): readonly TItem[] | null | undefined;
  codeOf(item: TItem): string;
  param?: SelectionParam;
}

/** The client a tab is about: its code, and its item once the list is known (a read may need more than the code). */
export interface Chosen<TItem> {
  code: string;
  item?: TItem;
}

/**
 * What a tab's first render asks for, about `chosen` (null: no client known yet, for a read about none); null when it
 * cannot be known yet.
 */
export type TabReads<TItem> = (
  chosen: Chosen<TItem> | null,
  location: PrefetchLocation,
  context: PrefetchContext,
) => ScreenRead | readonly ScreenRead[] | null | undefined;

/**
 * A tab's prefetch (a screen module's `prefetch`): the area's list and the tab's own read at once, so a tab opened by
 * a link, a reload or a click waits for one round trip. The tab's client is the URL's, else the one in the list already
 * cached, else the one this browser remembers for the user, else (a first visit by a bare URL) the list's decision,
 * once it has answered. A guess the list then overrules (a client since unlinked) is simply not used: the screen
 * shows the list's decision and asks for it, as it would have.
 */
export function tabPrefetch<TList, TItem>(area: AreaList<TList, TItem>, reads: TabReads<TItem>): (context: PrefetchContext) => void {
  return (context) => {
    if (!context.auth) return;
    const { location } = context;
    const asked = selectedCode(location.search, area.param) ?? rememberedSelection(context.account, area.line);
    const decide = (data: TList | null | undefined): Chosen<TItem> | undefined => {
      const items = data ? area.items(data) : undefined;
      const item = items ? pickSelected(items, asked, area.codeOf) : undefined;
      return item === undefined ? undefined : { code: area.codeOf(item), item };
    };
    const run = (client: ApolloClient) => {
      const started: ScreenRead[] = [];
      const start = (reads: ScreenRead | readonly ScreenRead[] | null | undefined) => {
        for (const read of [reads ?? []].flat()) {
          const same = (other: ScreenRead) =>
            other.query === read.query && JSON.stringify(other.variables) === JSON.stringify(read.variables);
          if (started.some(same)) continue;
          started.push(read);
          startScreenRead(client, read);
        }
      };
      const cached = client.readQuery({ query: area.list });
      if (cached) {
        const chosen = decide(cached);
        if (chosen) start(reads(chosen, location, context));
        return;
      }
      start(reads(asked === null ? null : { code: asked }, location, context));
      client.query({ query: area.list }).then(
        ({ data }) => {
          const chosen = decide(data);
          if (chosen) start(reads(chosen, location, context));
        },
        () => undefined,
      );
    };
    const { client } = context.apollo;
    if (client) run(client);
    else context.apollo.load().then(run, () => undefined);
  };
}
