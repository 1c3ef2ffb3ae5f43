import { useMemo } from 'react';
import type { ApolloClient } from '@apollo/client';
import type { OrderActionResult } from '../../../machines/order-cancel.machine';
import { CANCEL_BULK_ORDER, CLAIM_BULK_ORDER } from './api';

type ActionInput = { orderNumber: string; comment: string | null };

/** The bulk calls the shared cancel and claim dialogs make: a GraphQL error rejects (the machine's failure). */
export function useOrderActions(client: ApolloClient) {
  return useMemo(
    () => ({
      cancel: async (input: ActionInput): Promise<OrderActionResult> => {
        const result = await client.mutate({ mutation: CANCEL_BULK_ORDER, variables: input });
        if (result.error || !result.data) throw result.error ?? new Error('Sin respuesta');
        return result.data.cancelBulkOrder;
      },
      claim: async (input: ActionInput): Promise<OrderActionResult> => {
        const result = await client.mutate({ mutation: CLAIM_BULK_ORDER, variables: input });
        if (result.error || !result.data) throw result.error ?? new Error('Sin respuesta');
        return result.data.claimBulkOrder;
      },
    }),
    [client],
  );
}
