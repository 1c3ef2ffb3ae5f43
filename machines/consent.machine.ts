import { assign, fromPromise, setup } from 'xstate';

/** The terms-and-conditions modal after login (spec 1 §4 Consent). */

export interface ConsentInput {
  hasConsent: boolean;
}
export interface ConsentOutput {
  result: 'accepted' | 'rejected';
}

export interface ConsentContext {
  hasConsent: boolean;
  terms: string | null;
  error: string | null;
  result: ConsentOutput['result'];
}

export type ConsentEvent = { type: 'consent.accept' } | { type: 'consent.reject' } | { type: 'terms.retry' } | { type: 'modal.close' };

export const consentMachine = setup({
  types: {
    input: {} as ConsentInput,
    context: {} as ConsentContext,
    events: {} as ConsentEvent,
    output: {} as ConsentOutput,
  },
  actors: {
    loadTerms: fromPromise<string>(async () => {
      throw new Error('not provided');
    }),
    acceptConsent: fromPromise<void>(async () => {
      throw new Error('not provided');
    }),
  },
  guards: {
    alreadyAccepted: ({ context }) => context.hasConsent,
  },
  actions: {
    storeTerms: assign({ terms: (_, params: { terms: string }) => params.terms }),
    showError: assign({ error: (_, params: { message: string }) => params.message }),
    clearError: assign({ error: null }),
    endAccepted: assign({ result: 'accepted' as const }),
    endRejected: assign({ result: 'rejected' as const }),
  },
}).createMachine({
  id: 'consent',
  context: ({ input }) => ({ hasConsent: input.hasConsent, terms: null, error: null, result: 'accepted' }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'alreadyAccepted', target: 'done' }, { target: 'loadingTerms' }],
    },
    loadingTerms: {
      entry: 'clearError',
      invoke: {
        id: 'loadTerms',
        src: 'loadTerms',
        onDone: { target: 'showing', actions: { type: 'storeTerms', params: ({ event }) => ({ terms: event.output }) } },
        // the spec gives no text for this failure: the portal's general load-failure message
        onError: {
          target: 'loadFailed',
          actions: {
            type: 'showError',
            params: { message: 'En este momento no es posible obtener la información. Por favor intenta más tarde' },
          },
        },
      },
    },
    loadFailed: {
      on: {
        'terms.retry': 'loadingTerms',
        'consent.reject': 'rejected',
      },
    },
    showing: {
      on: {
        'consent.accept': 'accepting',
        'consent.reject': 'rejected',
      },
    },
    accepting: {
      entry: 'clearError',
      invoke: {
        id: 'acceptConsent',
        src: 'acceptConsent',
        onDone: 'accepted',
        onError: {
          target: 'showing',
          actions: { type: 'showError', params: { message: 'Ha ocurrido un error inesperado,por favor intente más tarde.' } },
        },
      },
    },
    accepted: {
      on: { 'modal.close': 'done' },
    },
    done: { type: 'final', entry: 'endAccepted' },
    rejected: { type: 'final', entry: 'endRejected' },
  },
  output: ({ context }) => ({ result: context.result }),
});
