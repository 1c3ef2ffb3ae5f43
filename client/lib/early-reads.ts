import type { ApolloClient } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { nextTask } from './next-task';
import type { QueryRunner, SessionAuth } from './plain-query';

type Read = TypedDocumentNode<unknown, Record<string, never>>;

interface EarlyRead {
  token: string;
  answer: Promise<unknown>;
  /** the answer once it has come: a screen rendered after it shows it in its first render */
  value?: unknown;
}

// by the plain-read runner of the page (or of a screen test), so one app's read never reaches another's screen
const pending = new WeakMap<QueryRunner, Map<Read, EarlyRead>>();

/**
 * A signed-in first screen's read, sent as the app opens (beside the config and the screens' chunks) over plain
 * fetch, with the text Apollo would send (plain-query.ts), so its answer can go into Apollo's cache later and the
 * gateway compiles one operation for both. Kept until the screen has shown it (`forgetEarlyRead`).
 */
export function startEarlyRead<TData>(
  query: QueryRunner,
  document: TypedDocumentNode<TData, Record<string, never>>,
  auth: SessionAuth,
): Promise<TData> {
  const answer = query(document, auth);
  // a read nobody takes (the user left the screen first) must not report an unhandled rejection
  answer.catch(() => undefined);
  let reads = pending.get(query);
  if (!reads) pending.set(query, (reads = new Map()));
  const read: EarlyRead = { token: auth.token, answer };
  answer.then(
    (value) => (read.value = value),
    () => undefined,
  );
  reads.set(document as Read, read);
  return answer;
}

/** The early read of `document` made for this session's token, if any. */
function readFor(query: QueryRunner, document: Read, token: string | undefined): EarlyRead | undefined {
  const read = pending.get(query)?.get(document);
  return read?.token === token ? read : undefined;
}

/** The early read of `document` for this session: null when none was made, or it was made for another token. */
export function earlyRead<TData>(
  query: QueryRunner,
  document: TypedDocumentNode<TData, Record<string, never>>,
  token: string | undefined,
): Promise<TData> | null {
  return (readFor(query, document as Read, token)?.answer as Promise<TData> | undefined) ?? null;
}

/** The early read's answer if it has already come (same rules as `earlyRead`), else undefined. */
export function earlyAnswer<TData>(
  query: QueryRunner,
  document: TypedDocumentNode<TData, Record<string, never>>,
  token: string | undefined,
): TData | undefined {
  return readFor(query, document as Read, token)?.value as TData | undefined;
}

/** Once a screen has shown it: the next visit to that screen reads afresh. */
export function forgetEarlyRead(query: QueryRunner, document: TypedDocumentNode<unknown, Record<string, never>>): void {
  pending.get(query)?.delete(document as Read);
}

// answers a screen showed before Apollo Client had loaded, waiting for its cache (by plain-read runner, as above)
const shown = new WeakMap<QueryRunner, Map<Read, unknown>>();

/** A screen showed this early answer: Apollo's cache takes it as Apollo arrives (`writeShownReads`), or the screen does. */
export function keepShownRead<TData>(query: QueryRunner, document: TypedDocumentNode<TData, Record<string, never>>, data: TData): void {
  let answers = shown.get(query);
  if (!answers) shown.set(query, (answers = new Map()));
  answers.set(document as Read, data);
}

/** The shown answer of `document` if nothing has written it into Apollo's cache yet; taken, so it is written once. */
export function takeShownRead<TData>(query: QueryRunner, document: TypedDocumentNode<TData, Record<string, never>>): TData | undefined {
  const answers = shown.get(query);
  const data = answers?.get(document as Read) as TData | undefined;
  answers?.delete(document as Read);
  return data;
}

/**
 * Writes the answers the screens showed into a client that has just been created, each in a task of its own (a
 * document's first write into the cache runs Apollo's document transforms: 80 ms on Lighthouse's phone, where the
 * client's creation and both writes in one piece made a task of 300 ms), before the client is handed to anyone: a
 * mutation (the bell marking its notifications read) can only change the cache after these older answers are in.
 */
export async function writeShownReads(query: QueryRunner, client: ApolloClient): Promise<void> {
  const answers = shown.get(query);
  if (!answers) return;
  for (const document of [...answers.keys()]) {
    await nextTask();
    const data = takeShownRead(query, document);
    try {
      if (data !== undefined) client.writeQuery({ query: document, data });
    } catch {
      // an answer the cache cannot take is not there: the screen's query asks for it
    }
  }
}

/** The session ended: what its screens showed must not reach the next session's cache. */
export function forgetShownReads(query: QueryRunner): void {
  shown.delete(query);
}
