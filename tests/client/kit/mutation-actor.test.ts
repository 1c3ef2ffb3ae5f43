import { ApolloClient, ApolloLink, CombinedGraphQLErrors, gql, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { of } from 'rxjs';
import { SchemaLink } from '@apollo/client/link/schema';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { mutationActor, queryActor } from '../../../client/lib/mutation-actor';
import { first } from '../../support/items';

interface Order {
  id: string;
  state: string;
}

/** A tiny backend: orders that can be cancelled, one of which the server refuses. */
function setup() {
  const orders = new Map<string, Order>([
    ['A1', { id: 'A1', state: 'Programado' }],
    ['B2', { id: 'B2', state: 'Programado' }],
  ]);
  let reads = 0;
  const schema = makeExecutableSchema({
    typeDefs: `
      type Order { id: ID!, state: String! }
      type CancelPayload { ok: Boolean!, message: String, order: Order }
      type Query { order(id: ID!): Order }
      type Mutation { cancelOrder(id: ID!): CancelPayload!, explode: Boolean }
    `,
    resolvers: {
      Query: {
        order: (_: unknown, { id }: { id: string }) => {
          reads += 1;
          return orders.get(id) ?? null;
        },
      },
      Mutation: {
        cancelOrder: (_: unknown, { id }: { id: string }) => {
          const order = orders.get(id);
          if (!order || id === 'B2') return { ok: false, message: 'Error anulando pedido, inténtalo más tarde', order: null };
          order.state = 'Anulado';
          return { ok: true, message: null, order };
        },
        explode: () => {
          throw new Error('backend caído');
        },
      },
    },
  });
  const client = new ApolloClient({ link: new SchemaLink({ schema }), cache: new InMemoryCache() });
  return { client, reads: () => reads };
}

const CANCEL: TypedDocumentNode<{ cancelOrder: { ok: boolean; message: string | null; order: Order | null } }, { id: string }> = gql`
  mutation Cancel($id: ID!) {
    cancelOrder(id: $id) {
      ok
      message
      order {
        id
        state
      }
    }
  }
`;
const EXPLODE: TypedDocumentNode<{ explode: boolean | null }, Record<string, never>> = gql`
  mutation Explode {
    explode
  }
`;
const ORDER: TypedDocumentNode<{ order: Order | null }, { id: string }> = gql`
  query Order($id: ID!) {
    order(id: $id) {
      id
      state
    }
  }
`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('mutationActor', () => {
  it('sends the variables built from the input and returns the picked field', async () => {
    const { client } = setup();
    const cancel = mutationActor(
      client,
      CANCEL,
      (input: { orderNumber: string }) => ({ id: input.orderNumber }),
      (data) => data.cancelOrder,
    );
    const output = await toPromise(createActor(cancel, { input: { orderNumber: 'A1' } }).start());
    expect(output).toMatchObject({ ok: true, message: null, order: { id: 'A1', state: 'Anulado' } });
  });

  it('hands a business refusal back as data', async () => {
    const { client } = setup();
    const cancel = mutationActor(
      client,
      CANCEL,
      (id: string) => ({ id }),
      (data) => data.cancelOrder,
    );
    const output = await toPromise(createActor(cancel, { input: 'B2' }).start());
    expect(output).toMatchObject({ ok: false, message: 'Error anulando pedido, inténtalo más tarde' });
  });

  it('ends in error when the server answers a GraphQL error', async () => {
    const { client } = setup();
    const explode = mutationActor(
      client,
      EXPLODE,
      () => ({}),
      (data) => data.explode,
    );
    const failure = await toPromise(createActor(explode, { input: undefined }).start()).catch((error: unknown) => error);
    expect(CombinedGraphQLErrors.is(failure)).toBe(true);
    expect(first((failure as CombinedGraphQLErrors).errors, 'GraphQL error').message).toBe('backend caído');
  });

  it("ends in error 'Sin respuesta' when an answer carries no data", async () => {
    // the cache complains about the missing field before the actor does
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const silent = new ApolloClient({ link: new ApolloLink(() => of({ data: null })), cache: new InMemoryCache() });
    const cancel = mutationActor(
      silent,
      CANCEL,
      (id: string) => ({ id }),
      (data) => data.cancelOrder,
    );
    await expect(toPromise(createActor(cancel, { input: 'A1' }).start())).rejects.toThrow('Sin respuesta');
  });
});

describe('queryActor', () => {
  it('reads from the network every time, not from the cache', async () => {
    const { client, reads } = setup();
    const readOrder = queryActor(
      client,
      ORDER,
      (id: string) => ({ id }),
      (data) => data.order?.state ?? null,
    );
    expect(await toPromise(createActor(readOrder, { input: 'A1' }).start())).toBe('Programado');
    await toPromise(
      createActor(
        mutationActor(
          client,
          CANCEL,
          (id: string) => ({ id }),
          (d) => d.cancelOrder,
        ),
        { input: 'A1' },
      ).start(),
    );
    expect(await toPromise(createActor(readOrder, { input: 'A1' }).start())).toBe('Anulado');
    expect(reads()).toBe(2);
  });

  it('returns what the picker makes of a missing record', async () => {
    const { client } = setup();
    const readOrder = queryActor(
      client,
      ORDER,
      (id: string) => ({ id }),
      (data) => data.order,
    );
    expect(await toPromise(createActor(readOrder, { input: 'ZZ' }).start())).toBeNull();
  });
});
