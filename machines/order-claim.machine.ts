import { assign, fromPromise, setup } from 'xstate';
import type { OrderActionResult } from './order-cancel.machine';

export const CLAIM_SENT = 'Informaremos al área de despacho para que tu pedido llegue a la brevedad';
export const CLAIM_FAILED = 'Error enviando reclamo, inténtalo más tarde';
export const CLAIM_CONFIRM_EXISTING = 'Ya hemos recibido un reclamo asociado a este pedido. ¿Deseas enviar uno nuevamente?';
export const CLAIM_CONFIRM_ON_THE_WAY = 'Tu pedido está en camino. ¿Estás seguro que deseas registrar un reclamo?';

export type ClaimConfirmation = 'EXISTING' | 'ON_THE_WAY' | null;

/**
 * Which question comes before a delay claim (spec 2 §5): one when a claim exists, another when the order is
 * scheduled today and its time has passed; none otherwise. `now` is the local date and time (YYYY-MM-DDTHH:mm).
 */
export function claimConfirmation(
  order: { hasClaim: boolean; scheduledDate: string | null; scheduledTime: string | null },
  now: string,
): ClaimConfirmation {
  if (order.hasClaim) return 'EXISTING';
  if (!order.scheduledDate || order.scheduledDate !== now.slice(0, 10)) return null;
  const time = /^\d{2}:\d{2}/.exec(order.scheduledTime ?? '')?.[0];
  return time && now.slice(11, 16) > time ? 'ON_THE_WAY' : null;
}

export interface OrderClaimInput {
  orderNumber: string;
  confirmation: ClaimConfirmation;
}

interface OrderClaimContext extends OrderClaimInput {
  comment: string;
  /** the server's message, or the default, on failure */
  error: string | null;
  sent: boolean;
}

type OrderClaimEvent =
  | { type: 'claim.confirm' }
  | { type: 'comment.edit'; value: string }
  | { type: 'claim.send' }
  | { type: 'claim.retry' }
  | { type: 'dialog.close' };

/**
 * 'Reclamar retraso' (spec 2 §2, §4, §5), for bulk and cylinder orders alike: the question when there is one,
 * an optional observation (trimmed), then sent or the failure with the server's message. Ends when closed,
 * telling whether a claim was sent.
 */
export const orderClaimMachine = setup({
  types: {
    input: {} as OrderClaimInput,
    context: {} as OrderClaimContext,
    events: {} as OrderClaimEvent,
    output: {} as { sent: boolean },
  },
  actors: {
    claim: fromPromise<OrderActionResult, { orderNumber: string; comment: string | null }>(async () => {
      throw new Error('not provided');
    }),
  },
  guards: {
    asks: ({ context }) => context.confirmation !== null,
    sent: (_, params: { outcome: string }) => params.outcome === 'SENT',
  },
}).createMachine({
  id: 'orderClaim',
  context: ({ input }) => ({ ...input, comment: '', error: null, sent: false }),
  output: ({ context }) => ({ sent: context.sent }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'asks', target: 'confirming' }, { target: 'commenting' }] },
    confirming: { on: { 'claim.confirm': 'commenting', 'dialog.close': 'closed' } },
    commenting: {
      on: {
        'comment.edit': { actions: assign({ comment: ({ event }) => event.value }) },
        'claim.send': 'sending',
        'dialog.close': 'closed',
      },
    },
    sending: {
      entry: assign({ error: null }),
      invoke: {
        src: 'claim',
        input: ({ context }) => ({ orderNumber: context.orderNumber, comment: context.comment.trim() || null }),
        onDone: [
          { guard: { type: 'sent', params: ({ event }) => ({ outcome: event.output.outcome }) }, target: 'sent' },
          { target: 'failed', actions: assign({ error: ({ event }) => event.output.message ?? CLAIM_FAILED }) },
        ],
        onError: { target: 'failed', actions: assign({ error: CLAIM_FAILED }) },
      },
    },
    sent: { entry: assign({ sent: true }), on: { 'dialog.close': 'closed' } },
    failed: { on: { 'claim.retry': 'sending', 'dialog.close': 'closed' } },
    closed: { type: 'final' },
  },
});
