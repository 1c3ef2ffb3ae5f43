import { useMemo } from 'react';
import type { ApolloClient } from '@apollo/client';
import type { OrderActionResult } from '../../../machines/order-cancel.machine';
import { CANCEL_CYLINDER_ORDER, CLAIM_CYLINDER_ORDER } from './api';

type ActionInput = { orderNumber: string; comment: string | null };

/** The cylinder calls the shared cancel and claim dialogs make: a GraphQL error rejects (the machine's failure). */
export function useCylinderOrderActions(client: ApolloClient) {
  return useMemo(
    () => ({
      cancel: async (input: ActionInput): Promise<OrderActionResult> => {
        const result = await client.mutate({ mutation: CANCEL_CYLINDER_ORDER, variables: input });
        if (result.error || !result.data) throw result.error ?? new Error('Sin respuesta');
        return result.data.cancelCylinderOrder;
      },
      claim: async (input: ActionInput): Promise<OrderActionResult> => {
        const result = await client.mutate({ mutation: CLAIM_CYLINDER_ORDER, variables: input });
        if (result.error || !result.data) throw result.error ?? new Error('Sin respuesta');
        return result.data.claimCylinderOrder;
      },
    }),
    [client],
  );
}
