import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { QueryRunner, SessionAuth } from './plain-query';

type Read = TypedDocumentNode<unknown, Record<string, never>>;

interface EarlyRead {
  token: string;
  answer: Promise<unknown>;
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
  reads.set(document as Read, { token: auth.token, answer });
  return answer;
}

/** The early read of `document` for this session: null when none was made, or it was made for another token. */
export function earlyRead<TData>(
  query: QueryRunner,
  document: TypedDocumentNode<TData, Record<string, never>>,
  token: string | undefined,
): Promise<TData> | null {
  const read = pending.get(query)?.get(document as Read);
  return read && read.token === token ? (read.answer as Promise<TData>) : null;
}

/** Once a screen has shown it: the next visit to that screen reads afresh. */
export function forgetEarlyRead(query: QueryRunner, document: TypedDocumentNode<unknown, Record<string, never>>): void {
  pending.get(query)?.delete(document as Read);
}
