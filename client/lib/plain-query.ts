import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql/language/printer';

/** A read with no variables and no session, answered once: what the first screen asks before Apollo has loaded. */
export type QueryRunner = <TData>(document: TypedDocumentNode<TData, Record<string, never>>) => Promise<TData>;

/**
 * The config and /login's campaign over plain fetch, so the first screen renders without Apollo Client (about a
 * third of the JavaScript a phone would otherwise run first). Nothing reads them through Apollo's cache.
 */
export function fetchQueryRunner(uri = '/graphql'): QueryRunner {
  return async (document) => {
    const response = await fetch(uri, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json,application/json;q=0.9' },
      body: JSON.stringify({ query: print(document) }),
    });
    const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
    if (!response.ok || body.errors?.length || !body.data) throw new Error(`La consulta falló (${response.status})`);
    return body.data as never;
  };
}
