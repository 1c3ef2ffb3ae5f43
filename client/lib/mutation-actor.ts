import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { fromPromise } from 'xstate';

/**
 * The effects the machines invoke, over Apollo: run one operation with variables built from the actor's
 * input and hand the machine the part of the answer it needs. A GraphQL or network error rejects (the
 * machine's `onError`); an answer without data rejects as 'Sin respuesta'.
 */

/** A client, or how to get one when it loads lazily (/login renders before Apollo has loaded). */
export type ClientSource = ApolloClient | (() => Promise<ApolloClient>);

const clientOf = (source: ClientSource): Promise<ApolloClient> | ApolloClient => (typeof source === 'function' ? source() : source);

/** `options`: what else the mutation asks of Apollo, such as the queries to read again once it is done. */
export function mutationActor<TData, TVariables extends OperationVariables, TInput, TOutput>(
  source: ClientSource,
  mutation: TypedDocumentNode<TData, TVariables>,
  toVariables: (input: TInput) => TVariables,
  pick: (data: TData) => TOutput,
  options: Pick<ApolloClient.MutateOptions<TData, TVariables>, 'refetchQueries' | 'awaitRefetchQueries' | 'update'> = {},
) {
  return fromPromise<TOutput, TInput>(async ({ input }) => {
    const client = await clientOf(source);
    const result = await client.mutate({ ...options, mutation, variables: toVariables(input) });
    if (result.error) throw result.error;
    if (!result.data) throw new Error('Sin respuesta');
    return pick(result.data);
  });
}

/** The same for a read: always asks the network, so a machine never decides on a stale cache. */
export function queryActor<TData, TVariables extends OperationVariables, TInput, TOutput>(
  source: ClientSource,
  query: TypedDocumentNode<TData, TVariables>,
  toVariables: (input: TInput) => TVariables,
  pick: (data: TData) => TOutput,
) {
  return fromPromise<TOutput, TInput>(async ({ input }) => pick(await readFresh(await clientOf(source), query, toVariables(input))));
}

/** One read from the network, as `queryActor` makes it, for an actor that does more than one read's work. */
export async function readFresh<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const result = await client.query({ query, variables, fetchPolicy: 'network-only' });
  if (result.error) throw result.error;
  if (!result.data) throw new Error('Sin respuesta');
  return result.data;
}
