import { assign, fromPromise, setup } from 'xstate';
import type { OrderActionOutcome, OrderActionResult } from './order-cancel.machine';

export const MAINTENANCE_CANCEL_SENT = 'Se ha enviado la solicitud de anulación de la mantención.';
export const MAINTENANCE_CANCEL_FAILED = 'Error anulando mantención, inténtalo más tarde';
export const MAINTENANCE_CANCEL_ALREADY = 'Ya solicitaste anular esta mantención';

export interface MaintenanceCancelInput {
  patent: string;
  noticeId: string;
}

type MaintenanceCancelEvent = { type: 'cancel.confirm' } | { type: 'cancel.retry' } | { type: 'dialog.close' };

/**
 * 'Anular Mantenimiento' (spec 2 §4, §8): a confirm step, then sent ('Se ha enviado la solicitud…'), or a failure
 * with Reintentar, or already requested. Ends when closed, telling whether the cancellation was sent (the screen
 * then re-reads the maintenance).
 */
export const maintenanceCancelMachine = setup({
  types: {
    input: {} as MaintenanceCancelInput,
    context: {} as MaintenanceCancelInput & { sent: boolean },
    events: {} as MaintenanceCancelEvent,
    output: {} as { sent: boolean },
  },
  actors: {
    cancel: fromPromise<OrderActionResult, MaintenanceCancelInput>(async () => {
      throw new Error('not provided');
    }),
  },
  guards: {
    outcomeIs: (_, params: { outcome: OrderActionOutcome; expected: OrderActionOutcome }) => params.outcome === params.expected,
  },
}).createMachine({
  id: 'maintenanceCancel',
  context: ({ input }) => ({ ...input, sent: false }),
  output: ({ context }) => ({ sent: context.sent }),
  initial: 'confirming',
  states: {
    confirming: { on: { 'cancel.confirm': 'sending', 'dialog.close': 'closed' } },
    sending: {
      invoke: {
        src: 'cancel',
        input: ({ context }) => ({ patent: context.patent, noticeId: context.noticeId }),
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
    failed: { on: { 'cancel.retry': 'sending', 'dialog.close': 'closed' } },
    alreadyRequested: { on: { 'dialog.close': 'closed' } },
    closed: { type: 'final' },
  },
});
