import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApolloClient, ObservableQuery } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { earlyAnswer, earlyRead, forgetEarlyRead, keepShownRead, takeShownRead } from '../lib/early-reads';
import { nextTask } from '../lib/next-task';
import { useConnection } from './apollo-ready';
import { SessionActor } from './session-actor';

export interface EarlyQueryResult<TData> {
  data: TData | undefined;
  loading: boolean;
  /** what went wrong, beside the data that came (errors come back with the data, as errorPolicy 'all') */
  error: unknown;
  refetch(): Promise<unknown>;
}

type Policy = 'cache-first' | 'cache-and-network';
type Answer<TData> = Omit<EarlyQueryResult<TData>, 'refetch'>;

/**
 * useQuery for what shows before Apollo Client has loaded (the signed-in shell, the dashboard). The answer the app
 * read as it opened (`startEarlyRead`) shows at once; Apollo loads when the phone is idle, the answer goes into its
 * cache, and from then on the screen follows the cache as useQuery would (a block's retry, a mutation's refetch, the
 * bell's count). With no early read (it failed, or the screen was opened later) it asks through Apollo with
 * `fetchPolicy`. Only Apollo's types are imported: its runtime stays in its own chunk.
 */
export function useEarlyQuery<TData>(
  document: TypedDocumentNode<TData, Record<string, never>>,
  fetchPolicy: Policy = 'cache-first',
): EarlyQueryResult<TData> {
  const { apollo, query } = useConnection();
  const token = SessionActor.useSelector((s) => s.context.session?.token);
  const [early] = useState(() => earlyRead(query, document, token));
  // an answer that came before the screen rendered is in its first render: no loading state drawn and replaced
  const [answer, setAnswer] = useState<Answer<TData>>(() => {
    const data = earlyAnswer(query, document, token);
    return { data, loading: data === undefined, error: undefined };
  });
  const [attempt, setAttempt] = useState(0);
  const watched = useRef<ObservableQuery<TData, Record<string, never>> | null>(null);

  useEffect(() => {
    let live = true;
    let subscription: { unsubscribe(): void } | undefined;
    const follow = (client: ApolloClient, policy: Policy, shown?: TData) => {
      if (!live) return;
      const observable = client.watchQuery({ query: document, fetchPolicy: policy, errorPolicy: 'all' });
      watched.current = observable;
      let first = true;
      subscription = observable.subscribe((next) => {
        // the cache giving back what is on screen re-renders nothing (the whole dashboard, on a phone that is busy)
        const same = first && shown !== undefined && !next.loading && !next.error && sameAnswer(next.data, shown);
        first = false;
        if (!same) setAnswer({ data: (next.data as TData | undefined) ?? undefined, loading: next.loading, error: next.error });
      });
    };
    const failed = (error: unknown) => live && setAnswer((current) => ({ ...current, loading: false, error }));
    void (async () => {
      // a read that failed (an expired token, a block in error) is asked again through Apollo, which renews the token
      const data = attempt === 0 && early ? await early.catch(() => null) : null;
      if (!live) return;
      if (!data) return apollo.load().then((client) => follow(client, fetchPolicy), failed);
      forgetEarlyRead(query, document);
      setAnswer((current) => (current.data === data && !current.loading ? current : { data, loading: false, error: undefined }));
      // written into the cache before anyone can change it (the bell marking notifications read), or this older
      // answer would undo their change: by the holder before it hands the client out (main.tsx), else here, as the
      // client arrives
      keepShownRead(query, document, data);
      const client = await apollo.loaded();
      if (!live) return;
      const unwritten = takeShownRead(query, document);
      if (unwritten !== undefined) client.writeQuery({ query: document, data: unwritten });
      // following the cache is a task of its own (Apollo's first watch of a document: 50 ms on Lighthouse's phone)
      await nextTask();
      follow(client, 'cache-first', data);
    })();
    return () => {
      live = false;
      subscription?.unsubscribe();
      watched.current = null;
    };
  }, [apollo, query, document, early, fetchPolicy, attempt]);

  const refetch = useCallback(async () => {
    if (watched.current) return watched.current.refetch();
    // Apollo is not there yet, or did not load: try again through it
    setAnswer((current) => ({ ...current, loading: true, error: undefined }));
    setAttempt((n) => n + 1);
    return undefined;
  }, []);

  return { ...answer, refetch };
}

/** The same JSON answer, its keys in any order (Apollo reads `__typename` first, the server sends it last). */
export function sameAnswer(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => Object.prototype.hasOwnProperty.call(right, key) && sameAnswer(left[key], right[key]));
}
