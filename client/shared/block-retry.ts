import { useCallback } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useConnection } from './apollo-ready';

/**
 * The Reintentar of one block of a screen (docs/architecture.md, "Failure stays where it happened"). `query` asks for the screen's
 * blocks, each behind its own `@include(if: $block)`; a retry sends it with that block's variable on, so it calls the
 * backend for that block alone. The answer lands in the cache, where the screen's own query reads it: the blocks that
 * came stay on screen meanwhile, and the block shows its data, or its error again. It loads Apollo if the screen
 * showed before it (the dashboard).
 */
export function useBlockRetry<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
): (block: keyof TVariables & string) => Promise<unknown> {
  const { apollo } = useConnection();
  return useCallback(
    async (block) => {
      const client = await apollo.load();
      return client.query({
        query,
        variables: { [block]: true } as unknown as TVariables,
        fetchPolicy: 'network-only',
        errorPolicy: 'all',
      });
    },
    [apollo, query],
  );
}
