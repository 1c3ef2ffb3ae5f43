import { useCallback } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';

/**
 * The Reintentar of one block of a screen (README, "Failure stays where it happened"). `query` asks for the screen's
 * blocks, each behind its own `@include(if: $block)`; a retry sends it with that block's variable on, so it calls the
 * backend for that block alone. The answer lands in the cache, where the screen's own query reads it: the blocks that
 * came stay on screen meanwhile, and the block shows its data, or its error again.
 */
export function useBlockRetry<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
): (block: keyof TVariables & string) => Promise<unknown> {
  const client = useApolloClient();
  return useCallback(
    (block) =>
      client.query({ query, variables: { [block]: true } as unknown as TVariables, fetchPolicy: 'network-only', errorPolicy: 'all' }),
    [client, query],
  );
}
