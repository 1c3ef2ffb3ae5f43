import { assign, fromPromise, setup } from 'xstate';

/** The terms-and-conditions modal after login (spec 1 §4 Consent). */

export interface ConsentInput {
  hasConsent: boolean;
}
export interface ConsentOutput {
  result: 'accepted' | 'rejected';
}

interface ConsentContext {
  hasConsent: boolean;
  terms: string | null;
  error: string | null;
  result: ConsentOutput['result'];
}

type ConsentEvent = { type: 'consent.accept' } | { type: 'consent.reject' } | { type: 'terms.retry' } | { type: 'modal.close' };

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
}).createMachine({
  id: 'consent',
  context: ({ input }) => ({ hasConsent: input.hasConsent, terms: null, error: null, result: 'accepted' }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'alreadyAccepted', target: 'done' }, { target: 'loadingTerms' }],
    },
    loadingTerms: {
      entry: assign({ error: null }),
      invoke: {
        src: 'loadTerms',
        onDone: { target: 'showing', actions: assign({ terms: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: assign({ error: 'En este momento no es posible obtener la información. Por favor intenta más tarde' }) },
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
      entry: assign({ error: null }),
      invoke: {
        src: 'acceptConsent',
        onDone: 'accepted',
        onError: { target: 'showing', actions: assign({ error: 'Ha ocurrido un error inesperado,por favor intente más tarde.' }) },
      },
    },
    accepted: {
      on: { 'modal.close': 'done' },
    },
    done: { type: 'final', entry: assign({ result: 'accepted' as const }) },
    rejected: { type: 'final', entry: assign({ result: 'rejected' as const }) },
  },
  output: ({ context }) => ({ result: context.result }),
});
