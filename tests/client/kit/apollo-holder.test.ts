import { describe, expect, it } from 'vitest';
import type { ApolloClient } from '@apollo/client';
import { lazyApollo } from '../../../client/lib/apollo-holder';

const fakeClient = { name: 'a client' } as unknown as ApolloClient;

describe('Apollo Client loaded lazily', () => {
  it('is asked for once, however many ask', async () => {
    let created = 0;
    const apollo = lazyApollo(async () => {
      created += 1;
      return fakeClient;
    });
    expect(apollo.client).toBeNull();
    const [a, b] = await Promise.all([apollo.load(), apollo.load()]);
    expect([a, b, apollo.client, created]).toEqual([fakeClient, fakeClient, fakeClient, 1]);
  });

  it('waits, for what can wait, until something else has loaded it, and never loads it itself', async () => {
    let created = 0;
    const apollo = lazyApollo(async () => {
      created += 1;
      return fakeClient;
    });
    let waited: ApolloClient | null = null;
    void apollo.loaded().then((client) => (waited = client));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([waited, created]).toEqual([null, 0]);
    await apollo.load();
    await Promise.resolve();
    expect([waited, created]).toEqual([fakeClient, 1]);
  });

  it('tries again after a failed load, and tells the waiting ones of the one that worked', async () => {
    let attempts = 0;
    const apollo = lazyApollo(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('sin conexión');
      return fakeClient;
    });
    const waiting = apollo.loaded();
    await expect(apollo.load()).rejects.toThrow('sin conexión');
    expect(apollo.client).toBeNull();
    await expect(apollo.load()).resolves.toBe(fakeClient);
    await expect(waiting).resolves.toBe(fakeClient);
  });

  it('hands the client to no one, waiting or asking, before its preparation is done', async () => {
    const steps: string[] = [];
    let prepared = () => {};
    const apollo = lazyApollo(
      async () => fakeClient,
      (client) => {
        steps.push(`preparing ${client === fakeClient}`);
        return new Promise<void>((resolve) => (prepared = resolve));
      },
    );
    void apollo.loaded().then(() => steps.push('waiting one'));
    void apollo.load().then(() => steps.push('asking one'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([steps, apollo.client]).toEqual([['preparing true'], null]);
    prepared();
    await apollo.load();
    expect(steps).toEqual(['preparing true', 'waiting one', 'asking one']);
    expect(apollo.client).toBe(fakeClient);
  });
});
