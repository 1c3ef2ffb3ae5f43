import { assign, fromPromise, setup } from 'xstate';

/**
 * /desuscribir/{token}, the electronic bill's unsubscribe link (spec 3 §4 "Unsubscribe page"): the token is
 * decoded and the subscription's status read; one already cancelled says the request was processed, any other
 * shows its client number and e-mail with Aceptar, then a confirmation. The success text tells whether the bill
 * keeps going to other e-mails; a failure shows its text whenever the call fails (the original compared it against
 * a string with a leading space and so never showed it) and Aceptar tries again.
 */

export interface BillUnsubscription {
  clientNumber: string | null;
  email: string;
  alreadyProcessed: boolean;
}

export interface UnsubscribeResult {
  ok: boolean;
  othersStillReceive: boolean;
}

export interface UnsubscribeContext {
  token: string;
  subscription: BillUnsubscription | null;
  othersStillReceive: boolean;
}

export type UnsubscribeEvent =
  { type: 'unsubscribe.accept' } | { type: 'unsubscribe.confirm' } | { type: 'dialog.close' } | { type: 'read.retry' };

export const unsubscribeMachine = setup({
  types: {
    input: {} as { token: string },
    context: {} as UnsubscribeContext,
    events: {} as UnsubscribeEvent,
  },
  actors: {
    /** the subscription the token names; null when it names none */
    read: fromPromise<BillUnsubscription | null, { token: string }>(async () => {
      throw new Error('not provided');
    }),
    unsubscribe: fromPromise<UnsubscribeResult, { token: string }>(async () => {
      throw new Error('not provided');
    }),
  },
  // named, so /flujos labels each branch
  guards: {
    namesNothing: (_, read: BillUnsubscription | null) => read === null,
    alreadyCancelled: (_, read: BillUnsubscription | null) => read?.alreadyProcessed === true,
    cancelled: (_, result: UnsubscribeResult) => result.ok,
  },
}).createMachine({
  id: 'unsubscribe',
  context: ({ input }) => ({ token: input.token, subscription: null, othersStillReceive: false }),
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        src: 'read',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          { guard: { type: 'namesNothing', params: ({ event }) => event.output }, target: 'invalid' },
          {
            guard: { type: 'alreadyCancelled', params: ({ event }) => event.output },
            target: 'alreadyProcessed',
            actions: assign({ subscription: ({ event }) => event.output }),
          },
          { target: 'ready', actions: assign({ subscription: ({ event }) => event.output }) },
        ],
        onError: 'readFailed',
      },
    },
    readFailed: { on: { 'read.retry': 'reading' } },
    invalid: { type: 'final' },
    alreadyProcessed: { type: 'final' },
    ready: { on: { 'unsubscribe.accept': 'confirming' } },
    confirming: { on: { 'unsubscribe.confirm': 'unsubscribing', 'dialog.close': 'ready' } },
    unsubscribing: {
      invoke: {
        src: 'unsubscribe',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            guard: { type: 'cancelled', params: ({ event }) => event.output },
            target: 'done',
            actions: assign({ othersStillReceive: ({ event }) => event.output.othersStillReceive }),
          },
          { target: 'failed' },
        ],
        onError: 'failed',
      },
    },
    failed: { on: { 'unsubscribe.accept': 'confirming' } },
    done: { type: 'final' },
  },
});
