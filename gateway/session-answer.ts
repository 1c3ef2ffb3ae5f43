import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type OperationDefinitionNode } from 'graphql';

/** The keys `viewer` is answered under in an operation (its alias, if it has one). */
export function viewerKeys(operation: OperationDefinitionNode | undefined): string[] {
  if (!operation) return [];
  return operation.selectionSet.selections.flatMap((selection) =>
    selection.kind === Kind.FIELD && selection.name.value === 'viewer' ? [selection.alias?.value ?? 'viewer'] : [],
  );
}

/**
 * Blocks of the viewer are nullable so that a failure stays where it happened; a 401 is no such failure. An answer
 * that carries UNAUTHENTICATED anywhere has no viewer, which the schema says means no session, rather than a viewer
 * with one block null that a screen would show as a block error.
 */
export function dropViewerWithoutSession(
  result: { data?: Record<string, unknown> | null; errors?: ReadonlyArray<{ extensions?: Record<string, unknown> }> },
  keys: string[],
): void {
  if (!result.data || !result.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) return;
  for (const key of keys) if (key in result.data) result.data[key] = null;
}

export const noViewerWithoutSession: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, operation }) {
        if (response.body.kind !== 'single') return;
        dropViewerWithoutSession(response.body.singleResult, viewerKeys(operation));
      },
    };
  },
};
