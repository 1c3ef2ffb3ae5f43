import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { AccountKind } from '../gql/graphql';

/** The stored session's credentials, for a read the first screen makes before Apollo (and its auth link) has loaded. */
export interface SessionAuth {
  token: string;
  kind: AccountKind;
}

/** A read with no variables, answered once: what the first screen asks before Apollo has loaded. */
export type QueryRunner = <TData>(document: TypedDocumentNode<TData, Record<string, never>>, auth?: SessionAuth) => Promise<TData>;

/**
 * The text a document is sent as: Apollo Client's (`__typename` in its selection sets), so an answer can go into its
 * cache and the gateway compiles one operation for both. The build writes it into each document; in development and
 * tests it is printed on demand.
 */
async function sentText(document: TypedDocumentNode<unknown, never>): Promise<string> {
  const printed = (document as { sentText?: unknown }).sentText;
  if (typeof printed === 'string') return printed;
  const { printWithTypenames } = await import('./typenames');
  return printWithTypenames(document);
}

/**
 * The config, /login's campaign and the first screen's data over plain fetch, so the first screen does not wait for
 * Apollo Client (about a third of the JavaScript a phone would otherwise run first). A signed-in read that fails
 * (an expired token) is simply not used: the screen asks again through Apollo, which refreshes the token.
 */
export function fetchQueryRunner(uri = '/graphql'): QueryRunner {
  return async (document, auth) => {
    const query = await sentText(document);
    const response = await fetch(uri, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json,application/json;q=0.9',
        ...(auth ? { authorization: `Bearer ${auth.token}`, 'x-account-kind': auth.kind } : {}),
      },
      body: JSON.stringify({ query }),
    });
    const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
    if (!response.ok || body.errors?.length || !body.data) throw new Error(`La consulta falló (${response.status})`);
    return body.data as never;
  };
}
