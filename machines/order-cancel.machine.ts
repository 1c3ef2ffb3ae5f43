import { assign, fromPromise, setup } from 'xstate';

/** The outcome of a cancel or claim call as the gateway answers it (schema OrderActionOutcome). */
export type OrderActionOutcome = 'SENT' | 'ALREADY_REQUESTED' | 'FAILED';
export interface OrderActionResult {
  outcome: OrderActionOutcome;
  message: string | null;
}

export const CANCEL_SENT = 'Se ha enviado la solicitud de anulación del pedido.';
export const CANCEL_FAILED = 'Error anulando pedido, inténtalo más tarde';
export const CANCEL_ALREADY = 'Ya solicitaste anular este pedido';

export interface OrderCancelInput {
  orderNumber: string;
  /** the order offers cancellation (cancel_order and not yet requested); otherwise 'Ya solicitaste anular este pedido' */
  allowed: boolean;
  /** the variant with an observation box (spec 2 §2); without it, confirming sends at once */
  withComment: boolean;
}

interface OrderCancelContext extends OrderCancelInput {
  comment: string;
  sent: boolean;
}

type OrderCancelEvent =
  | { type: 'order.confirm' }
  | { type: 'comment.edit'; value: string }
  | { type: 'order.send' }
  | { type: 'order.retry' }
  | { type: 'dialog.close' };

/**
 * 'Anular Pedido' (spec 2 §2, §4, §5), for bulk and cylinder orders alike: confirm, then an optional observation
 * (trimmed; empty sends none), then sent, or an error with Reintentar (the observation kept), or already requested.
 * Ends when closed, telling whether a cancellation was sent (the screen then re-reads the order).
 */
export const orderCancelMachine = setup({
  types: {
    input: {} as OrderCancelInput,
    context: {} as OrderCancelContext,
    events: {} as OrderCancelEvent,
    output: {} as { sent: boolean },
  },
  actors: {
    cancel: fromPromise<OrderActionResult, { orderNumber: string; comment: string | null }>(async () => {
      throw new Error('not provided');
    }),
  },
  guards: {
    allowed: ({ context }) => context.allowed,
    withComment: ({ context }) => context.withComment,
    outcomeIs: (_, params: { outcome: OrderActionOutcome; expected: OrderActionOutcome }) => params.outcome === params.expected,
  },
}).createMachine({
  id: 'orderCancel',
  context: ({ input }) => ({ ...input, comment: '', sent: false }),
  output: ({ context }) => ({ sent: context.sent }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'allowed', target: 'confirming' }, { target: 'alreadyRequested' }] },
    confirming: {
      on: {
        'order.confirm': [{ guard: 'withComment', target: 'commenting' }, { target: 'sending' }],
        'dialog.close': 'closed',
      },
    },
    commenting: {
      on: {
        'comment.edit': { actions: assign({ comment: ({ event }) => event.value }) },
        'order.send': 'sending',
        'dialog.close': 'closed',
      },
    },
    sending: {
      invoke: {
        src: 'cancel',
        input: ({ context }) => ({ orderNumber: context.orderNumber, comment: context.comment.trim() || null }),
        onDone: [
          { guard: { type: 'outcomeIs', params: ({ event }) => ({ outcome: event.output.outcome, expected: 'SENT' }) }, target: 'sent' },
          {
            guard: { type: 'outcomeIs', params: ({ event }) => ({ outcome: event.output.outcome, expected: 'ALREADY_REQUESTED' }) },
            target: 'alreadyRequested',
          },
          { target: 'failed' },
        ],
        onError: 'failed',
      },
    },
    sent: { entry: assign({ sent: true }), on: { 'dialog.close': 'closed' } },
    failed: { on: { 'order.retry': 'sending', 'dialog.close': 'closed' } },
    alreadyRequested: { on: { 'dialog.close': 'closed' } },
    closed: { type: 'final' },
  },
});
