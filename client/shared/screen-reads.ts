import type { ApolloClient, DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { navigationCount } from '../lib/navigation-count';

/**
 * A screen's read as one value, so the screen's useQuery and its prefetch (tab-prefetch.ts) ask with the same
 * variables: Apollo joins a read in flight, or serves its answer from the cache, only for the same document and
 * variables.
 */
export interface ScreenRead {
  query: DocumentNode;
  variables: OperationVariables;
  /** the screen asks the network on every visit (its fetch policy): the prefetch asks it then, and the screen takes that answer */
  policy?: 'cache-and-network' | 'network-only';
}

/** A screen's read with its document's types, so the screen's useQuery takes its variables as they are. */
export interface TypedScreenRead<TData, TVariables extends OperationVariables> extends ScreenRead {
  query: TypedDocumentNode<TData, TVariables>;
  variables: TVariables;
}

export function screenRead<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  policy?: ScreenRead['policy'],
): TypedScreenRead<TData, TVariables> {
  return policy ? { query, variables, policy } : { query, variables };
}

const keyOf = (read: ScreenRead) => {
  const definition = read.query.definitions[0];
  const name = definition?.kind === 'OperationDefinition' ? definition.name?.value : undefined;
  return `${name ?? ''} ${JSON.stringify(read.variables, Object.keys(read.variables).sort())}`;
};

/** The reads that ask the network on every visit, by the navigation that asked for them (per client: one app each) */
const askedBy = new WeakMap<ApolloClient, Map<string, number>>();

/**
 * Starts `read` as its screen would: from the cache if it may, else from the network (the screen joins it in flight).
 * An answer with errors is not kept: the cache would give the screen its data without the errors (no Reintentar), so
 * a screen that comes after it asks again and shows them.
 */
export function startScreenRead(client: ApolloClient, read: ScreenRead): void {
  if (read.policy) {
    let asked = askedBy.get(client);
    if (!asked) askedBy.set(client, (asked = new Map()));
    asked.set(keyOf(read), navigationCount());
  }
  client
    .query({
      query: read.query,
      variables: read.variables,
      fetchPolicy: read.policy ? 'network-only' : 'cache-first',
    })
    .catch(() => undefined);
}

/**
 * The fetch policy of a read that asks the network on every visit: 'cache-first' when this navigation's prefetch
 * has just asked for the same read (its answer is in the cache, or on its way and joined), else the read's own.
 */
export function visitPolicy(client: ApolloClient, read: ScreenRead): 'cache-first' | NonNullable<ScreenRead['policy']> {
  return askedBy.get(client)?.get(keyOf(read)) === navigationCount() ? 'cache-first' : (read.policy ?? 'cache-and-network');
}

/**
 * visitPolicy for a screen's useQuery, once per read: variables the screen has left and comes back to (a filter
 * chosen again) are asked again, as the screen always did.
 */
export function useVisitPolicy(read: ScreenRead): 'cache-first' | NonNullable<ScreenRead['policy']> {
  const client = useApolloClient();
  const key = keyOf(read);
  const shown = useRef<{ key: string; left: Set<string> }>({ key, left: new Set() }).current;
  if (shown.key !== key) {
    shown.left.add(shown.key);
    shown.key = key;
  }
  return shown.left.has(key) ? (read.policy ?? 'cache-and-network') : visitPolicy(client, read);
}
