import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApolloClient, DocumentNode, TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { routeTable } from '../../client/app/registry';
import type { BusinessLine } from '../../client/gql/graphql';
import { readyApollo } from '../../client/lib/apollo-holder';
import type { PrefetchContext } from '../../client/shared/prefetch-context';
import { accountKey, rememberSelection } from '../../client/shared/remembered-selection';
import { screenRead } from '../../client/shared/screen-reads';
import { autogasTabs, bulkTabs, cylinderTabs, industrialBulkTabs, institutionalTabs, meterTabs } from '../../client/shared/service-tabs';
import type { TabDeclaration } from '../../client/shared/routing';
import { tabPrefetch, type AreaList } from '../../client/shared/tab-prefetch';
import { paths } from '../../client/shared/paths';

/** A tab's prefetch: which client it reads about, and what it starts before the area's list has answered. */

type ListData = { items: Array<{ code: string; extra: string }> };
const LIST = parse('query List { items { code extra } }') as TypedDocumentNode<ListData, Record<string, never>>;
const TAB = parse('query Tab($code: String!) { tab(code: $code) }') as TypedDocumentNode<unknown, { code: string }>;
const BY_ITEM = parse('query ByItem($extra: String!) { byItem(extra: $extra) }') as TypedDocumentNode<unknown, { extra: string }>;

const nameOf = (document: DocumentNode) => {
  const definition = document.definitions[0];
  return definition?.kind === 'OperationDefinition' ? (definition.name?.value ?? '') : '';
};

/** A client that records what is asked of it; the list answers when the test says, the rest never. */
function fakeClient(cached: unknown = null) {
  const asked: string[] = [];
  let answerList: (data: unknown) => void = () => undefined;
  const client = {
    readQuery: () => cached,
    query: ({ query, variables }: { query: DocumentNode; variables?: Record<string, unknown> }) => {
      asked.push(`${nameOf(query)}${variables && Object.keys(variables).length ? ` ${Object.values(variables).join(',')}` : ''}`);
      return query === LIST ? new Promise((resolve) => (answerList = (data) => resolve({ data }))) : new Promise(() => undefined);
    },
  };
  return {
    client: client as unknown as ApolloClient,
    asked,
    answer: async (codes: string[]) => {
      answerList({ items: codes.map((code) => ({ code, extra: `x-${code}` })) });
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

const SESSION = { kind: 'PERSON', user: { id: '7' } };

function contextFor(client: ApolloClient, search = '', kind: 'PERSON' | 'COMPANY' = 'PERSON'): PrefetchContext {
  return {
    query: () => Promise.reject(new Error('no plain reads here')),
    apollo: readyApollo(client),
    auth: { token: 't', kind },
    account: accountKey({ ...SESSION, kind }),
    userId: SESSION.user.id,
    location: { path: '/x', params: {}, search },
  };
}

const area: AreaList<ListData, ListData['items'][number]> = {
  line: 'METER',
  list: LIST,
  items: (data) => data.items,
  codeOf: (item) => item.code,
};
const byCode = tabPrefetch(area, (chosen) => chosen && screenRead(TAB, { code: chosen.code }));
const byItem = tabPrefetch(area, (chosen) => chosen?.item && screenRead(BY_ITEM, { extra: chosen.item.extra }));

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('a tab’s prefetch', () => {
  it('asks for the list and the URL’s client’s read at once', () => {
    const { client, asked } = fakeClient();
    byCode(contextFor(client, 'cliente=B'));
    expect(asked).toEqual(['Tab B', 'List']);
  });

  it('takes the client from the list already in the cache, without asking for the list', () => {
    const { client, asked } = fakeClient({ items: [{ code: 'A', extra: 'x-A' }] });
    byItem(contextFor(client));
    expect(asked).toEqual(['ByItem x-A']);
  });

  it('guesses the client this browser remembers for the user and area, beside the list', async () => {
    rememberSelection(accountKey(SESSION), 'METER', 'B');
    const { client, asked, answer } = fakeClient();
    byCode(contextFor(client));
    expect(asked).toEqual(['Tab B', 'List']);
    await answer(['A', 'B']);
    expect(asked).toEqual(['Tab B', 'List']);
  });

  it('asks for the list’s decision once it answers when the guess was wrong (a client since unlinked)', async () => {
    rememberSelection(accountKey(SESSION), 'METER', 'GONE');
    const { client, asked, answer } = fakeClient();
    byCode(contextFor(client));
    await answer(['A', 'B']);
    expect(asked).toEqual(['Tab GONE', 'List', 'Tab A']);
  });

  it('remembers per user: another account’s selection is not guessed', () => {
    rememberSelection(accountKey(SESSION), 'METER', 'B');
    const { client, asked } = fakeClient();
    byCode(contextFor(client, '', 'COMPANY'));
    expect(asked).toEqual(['List']);
  });

  it('waits for the list on a first visit by a bare URL, and for a read that needs the client’s item', async () => {
    for (const [prefetch, search, after] of [
      [byCode, '', 'Tab A'],
      [byItem, 'cliente=B', 'ByItem x-B'],
    ] as const) {
      const { client, asked, answer } = fakeClient();
      prefetch(contextFor(client, search));
      expect(asked).toEqual(['List']);
      await answer(['A', 'B']);
      expect(asked).toEqual(['List', after]);
    }
  });

  it('asks nothing signed out', () => {
    const { client, asked } = fakeClient();
    byCode({ ...contextFor(client, 'cliente=B'), auth: null });
    expect(asked).toEqual([]);
  });
});

/** The areas whose tabs read their data in one round trip, with the list each reads its client from. */
const AREAS: Array<{ tabs: TabDeclaration[]; kind: 'PERSON' | 'COMPANY'; list: string; line: BusinessLine }> = [
  { tabs: meterTabs, kind: 'PERSON', list: 'MeterFrame', line: 'METER' },
  { tabs: bulkTabs, kind: 'PERSON', list: 'BulkClients', line: 'BULK' },
  { tabs: cylinderTabs, kind: 'PERSON', list: 'CylinderClients', line: 'CYLINDER' },
  { tabs: autogasTabs, kind: 'PERSON', list: 'AutogasVehicles', line: 'AUTOGAS' },
  { tabs: industrialBulkTabs, kind: 'COMPANY', list: 'CompanyClients', line: 'INDUSTRIAL_BULK' },
  { tabs: institutionalTabs, kind: 'COMPANY', list: 'CompanyClients', line: 'INSTITUTIONAL_CYLINDER' },
];

/** Tabs that read nothing but the list, or whose read needs more of the client than its code (its item, from the list). */
const AFTER_THE_LIST: readonly string[] = [
  paths.cylinder.order,
  paths.institutional.quote,
  paths.meter.readings,
  paths.autogas.contract,
  paths.autogas.maintenance,
];

describe('every tab of the person and company areas (Suministro Eléctrico aside)', () => {
  const cases = AREAS.flatMap(({ tabs, ...area }) => tabs.map((tab) => ({ ...area, path: tab.path })));

  it.each(cases)(
    '$path ($kind) declares a prefetch that starts its list and, by the URL’s client, its own read',
    async ({ path, kind, list }) => {
      const route = routeTable.signedIn.find((r) => r.path === path && r.access === (kind === 'COMPANY' ? 'company' : 'person'))!;
      expect(route).toBeDefined();
      const screen = route.screen;
      expect('prefetch' in screen).toBe(true);
      if (!('prefetch' in screen)) return;
      await screen.preload();
      const { client, asked } = fakeClient();
      screen.prefetch({
        ...contextFor(client, 'cliente=C1&patente=P1', kind),
        location: { path, params: {}, search: 'cliente=C1&patente=P1' },
      });
      expect(asked).toContain(list);
      if (!AFTER_THE_LIST.includes(path)) expect(asked.filter((name) => name !== list).length).toBeGreaterThan(0);
    },
  );
});
