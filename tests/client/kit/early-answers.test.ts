import { describe, expect, it } from 'vitest';
import type { ApolloClient } from '@apollo/client';
import {
  earlyAnswer,
  forgetShownReads,
  keepShownRead,
  startEarlyRead,
  takeShownRead,
  writeShownReads,
} from '../../../client/lib/early-reads';
import type { QueryRunner } from '../../../client/lib/plain-query';
import { DASHBOARD } from '../../../client/features/dashboard/api';
import { SHELL } from '../../../client/shared/api';
import { sameAnswer } from '../../../client/shared/early-query';

const runner = (() => Promise.reject(new Error('not asked'))) as unknown as QueryRunner;

function recordingClient() {
  const written: unknown[] = [];
  const client = {
    writeQuery: ({ query, data }: { query: unknown; data: unknown }) => written.push([query, data]),
  } as unknown as ApolloClient;
  return { client, written };
}

describe('the answers a screen showed before Apollo Client', () => {
  it('go into the cache once each, as the client is prepared, and not again from the screen', async () => {
    const query = runner.bind(null) as QueryRunner;
    keepShownRead(query, SHELL, { viewer: { kind: 'PERSON' } } as never);
    keepShownRead(query, DASHBOARD, { viewer: { kind: 'PERSON', campaigns: [] } } as never);
    const { client, written } = recordingClient();
    await writeShownReads(query, client);
    expect(written).toEqual([
      [SHELL, { viewer: { kind: 'PERSON' } }],
      [DASHBOARD, { viewer: { kind: 'PERSON', campaigns: [] } }],
    ]);
    expect(takeShownRead(query, DASHBOARD)).toBeUndefined();
  });

  it('are the screen’s to write when the client came before them, and nobody’s once the session ended', async () => {
    const query = runner.bind(null) as QueryRunner;
    keepShownRead(query, SHELL, { viewer: null } as never);
    expect(takeShownRead(query, SHELL)).toEqual({ viewer: null });
    keepShownRead(query, DASHBOARD, { viewer: null } as never);
    forgetShownReads(query);
    const { client, written } = recordingClient();
    await writeShownReads(query, client);
    expect(written).toEqual([]);
  });
});

describe('an early read', () => {
  it('gives its answer at once to a screen rendered after it came, to the session that asked only', async () => {
    let arrive: (data: unknown) => void = () => {};
    const query = (() => new Promise((resolve) => (arrive = resolve))) as unknown as QueryRunner;
    const asked = startEarlyRead(query, SHELL, { token: 'tok-1', kind: 'PERSON' });
    expect(earlyAnswer(query, SHELL, 'tok-1')).toBeUndefined();
    arrive({ viewer: { kind: 'PERSON' } });
    await asked;
    expect(earlyAnswer(query, SHELL, 'tok-1')).toEqual({ viewer: { kind: 'PERSON' } });
    expect(earlyAnswer(query, SHELL, 'tok-2')).toBeUndefined();
    expect(earlyAnswer(query, DASHBOARD, 'tok-1')).toBeUndefined();
  });
});

describe('an answer the cache gives back', () => {
  it('is the one on screen when it has the same fields and values, whatever their order', () => {
    const shown = {
      viewer: {
        kind: 'PERSON',
        user: { id: '1', name: 'Camila', __typename: 'User' },
        list: [{ id: 'a', __typename: 'X' }],
        __typename: 'Viewer',
      },
    };
    const read = {
      viewer: {
        __typename: 'Viewer',
        kind: 'PERSON',
        user: { __typename: 'User', id: '1', name: 'Camila' },
        list: [{ __typename: 'X', id: 'a' }],
      },
    };
    expect(sameAnswer(read, shown)).toBe(true);
  });

  it('is another when a value, a field or an item differs', () => {
    const shown = { viewer: { unread: 4, list: [1, 2], user: null } };
    expect(sameAnswer({ viewer: { unread: 0, list: [1, 2], user: null } }, shown)).toBe(false);
    expect(sameAnswer({ viewer: { unread: 4, list: [1], user: null } }, shown)).toBe(false);
    expect(sameAnswer({ viewer: { unread: 4, list: [1, 2] } }, shown)).toBe(false);
    expect(sameAnswer({ viewer: { unread: 4, list: [1, 2], user: {} } }, shown)).toBe(false);
    expect(sameAnswer({ viewer: { unread: 4, list: { 0: 1, 1: 2 }, user: null } }, shown)).toBe(false);
  });
});
