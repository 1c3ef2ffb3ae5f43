import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createJitGateway } from '../../../gateway/executor';
import { LruCache } from '../../../gateway/operation-cache';
import { buildSchema } from '../../../gateway/schema';

describe('the bounded LRU cache', () => {
  it('drops the least recently used entry past its size, a read counting as a use', () => {
    const cache = new LruCache<string>(2);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['A', undefined, 'C']);
    expect(cache.size).toBe(2);
  });

  it('drops entries until their weights fit, and keeps none heavier than the whole', () => {
    const cache = new LruCache<string>(100, 10);
    cache.set('a', 'A', 4);
    cache.set('b', 'B', 4);
    cache.set('c', 'C', 4);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'B', 'C']);
    expect(cache.weight).toBe(8);
    cache.set('huge', 'H', 11);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.weight).toBe(8);
  });

  it('keeps an entry in use while many new ones pass through', () => {
    const cache = new LruCache<number>(10);
    let misses = 0;
    for (let i = 0; i < 1000; i += 1) {
      cache.set(`new-${i}`, i);
      if (cache.get('hot') === undefined) {
        misses += 1;
        cache.set('hot', -1);
      }
    }
    expect(misses).toBe(1);
    expect(cache.size).toBe(10);
  });

  it('replaces an entry set twice, counting its weight once', () => {
    const cache = new LruCache<string>(10, 10);
    cache.set('a', 'A', 6);
    cache.set('a', 'A2', 6);
    expect(cache.get('a')).toBe('A2');
    expect(cache.weight).toBe(6);
  });
});

describe('the compiled operations', () => {
  const schema = buildSchema();
  const documents = ['{ __typename }', '{ viewer { kind } }', 'query Third { __typename }'];

  async function run(gateway: ReturnType<typeof createJitGateway>['gateway'], source: string) {
    const { executor } = await gateway.load({ apollo: {} });
    const request = { source, document: parse(source), context: { token: null }, request: {} };
    return executor!(request as unknown as Parameters<NonNullable<typeof executor>>[0]);
  }

  it('compiles a document the second time it is run, not the first', async () => {
    const { gateway, operations } = createJitGateway(schema);
    expect(await run(gateway, documents[0]!)).toEqual({ data: { __typename: 'Query' } });
    expect(operations.lookup(documents[0]!, undefined)).toBeUndefined();
    expect(await run(gateway, documents[0]!)).toEqual({ data: { __typename: 'Query' } });
    expect(operations.lookup(documents[0]!, undefined)).toBeDefined();
  });

  it('remembers at most its number of documents, so unique documents cannot grow memory', async () => {
    const { gateway, operations } = createJitGateway(schema, { maxDocuments: 2 });
    for (const source of documents) {
      await run(gateway, source);
      await run(gateway, source);
    }
    expect(operations.size).toBe(2);
    expect(operations.lookup(documents[0]!, undefined)).toBeUndefined();
    expect(operations.lookup(documents[2]!, undefined)).toBeDefined();
  });

  it('remembers at most its number of characters of query text', async () => {
    const { gateway, operations } = createJitGateway(schema, { maxSourceChars: 40 });
    const long = `{ __typename ${'# padding\n'.repeat(10)}}`;
    await run(gateway, long);
    await run(gateway, long);
    expect(operations.size).toBe(0);
  });
});
