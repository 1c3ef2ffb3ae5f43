import { useMemo } from 'react';
import type { ApolloClient } from '@apollo/client';
import type { OrderActionResult } from '../../../machines/order-cancel.machine';
import { CANCEL_CYLINDER_ORDER, CLAIM_CYLINDER_ORDER } from './api';

/** The local date and time as YYYY-MM-DDTHH:mm (the claim's "scheduled today and the time has passed"). */
export function localNow(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

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
