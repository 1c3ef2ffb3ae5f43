import { assign, fromPromise, setup } from 'xstate';

export const DEBT_ALREADY_PAID = 'Una de las deudas seleccionadas ya ha sido pagada';
export const PAY_FAILED = 'En este momento no es posible obtener la información. Por favor intenta más tarde';

/** 'Se detectó la apertura del Portal de Pagos. Reintenta en {time}' (spec 2 §8): minutes and seconds, or 'unos segundos'. */
export function portalWaitMessage(seconds: number): string {
  let time = 'unos segundos';
  if (seconds > 0) {
    const m = Math.floor(seconds / 60);
    const s = Math.floor(seconds % 60);
    const unit = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
    time = m > 0 ? `${unit(m, 'minuto', 'minutos')}${s > 0 ? ` y ${unit(s, 'segundo', 'segundos')}` : ''}` : unit(s, 'segundo', 'segundos');
  }
  return `Se detectó la apertura del Portal de Pagos. Reintenta en ${time}`;
}

export interface PortalForm {
  url: string;
  fields: Array<{ name: string; value: string }>;
}

/** payBulkDebt's answer (schema BulkPaymentPayload). */
export interface BulkPaymentResult {
  outcome: 'OPEN' | 'PAID' | 'WAIT' | 'FAILED';
  message: string | null;
  waitSeconds: number | null;
  portal: PortalForm | null;
}

interface BulkPaymentContext {
  clientCode: string;
  billNumbers: string[];
  message: string | null;
  portal: PortalForm | null;
}

type BulkPaymentEvent = { type: 'debt.pay'; billNumbers: string[] } | { type: 'notice.dismiss' };

/**
 * 'Pagar' on Detalle de Deuda (spec 2 §4, §5, §8): with at least one document chosen, the gateway re-reads the
 * debt and asks /housing/can_pay. Already paid → the message, then `debt.reload` (the screen re-reads the list);
 * portal open elsewhere → the wait message; allowed → `portal.open` with the form the screen posts in a new tab.
 */
export const bulkPaymentMachine = setup({
  types: {
    input: {} as { clientCode: string },
    context: {} as BulkPaymentContext,
    events: {} as BulkPaymentEvent,
  },
  actors: {
    pay: fromPromise<BulkPaymentResult, { clientCode: string; billNumbers: string[] }>(async () => {
      throw new Error('not provided');
    }),
  },
  actions: {
    /** the screen re-reads the debt (provided by it) */
    reloadDebt: () => {},
    /** the screen posts the portal's form in a new tab (provided by it) */
    openPortal: (_, _params: { portal: PortalForm }) => {},
  },
  guards: {
    chosen: ({ event }) => event.type === 'debt.pay' && event.billNumbers.length > 0,
    outcomeIs: (_, params: { outcome: string; expected: string }) => params.outcome === params.expected,
  },
}).createMachine({
  id: 'bulkPayment',
  context: ({ input }) => ({ clientCode: input.clientCode, billNumbers: [], message: null, portal: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'debt.pay': {
          guard: 'chosen',
          target: 'paying',
          actions: assign({ billNumbers: ({ event }) => event.billNumbers, message: null }),
        },
        'notice.dismiss': { actions: assign({ message: null }) },
      },
    },
    paying: {
      invoke: {
        src: 'pay',
        input: ({ context }) => ({ clientCode: context.clientCode, billNumbers: context.billNumbers }),
        onDone: [
          {
            guard: { type: 'outcomeIs', params: ({ event }) => ({ outcome: event.output.outcome, expected: 'OPEN' }) },
            target: 'idle',
            actions: [
              assign({ portal: ({ event }) => event.output.portal }),
              { type: 'openPortal', params: ({ event }) => ({ portal: event.output.portal! }) },
            ],
          },
          {
            guard: { type: 'outcomeIs', params: ({ event }) => ({ outcome: event.output.outcome, expected: 'PAID' }) },
            target: 'idle',
            actions: [assign({ message: DEBT_ALREADY_PAID }), 'reloadDebt'],
          },
          {
            guard: { type: 'outcomeIs', params: ({ event }) => ({ outcome: event.output.outcome, expected: 'WAIT' }) },
            target: 'idle',
            actions: assign({ message: ({ event }) => portalWaitMessage(event.output.waitSeconds ?? 0) }),
          },
          { target: 'idle', actions: assign({ message: ({ event }) => event.output.message ?? PAY_FAILED }) },
        ],
        onError: { target: 'idle', actions: assign({ message: PAY_FAILED }) },
      },
    },
  },
});
