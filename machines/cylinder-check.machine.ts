import { fromPromise, setup } from 'xstate';

/**
 * The cylinder status-change check (spec 1 §2 Menu, spec 2 §7): for a user with cylinder services, once at
 * menu load with first_time 1, then every 60 s with 0. A failed check waits and tries again.
 */
export const cylinderCheckMachine = setup({
  actors: {
    check: fromPromise<void, { firstTime: boolean }>(async () => {
      throw new Error('not provided');
    }),
  },
  delays: { checkInterval: 60_000 },
}).createMachine({
  id: 'cylinderCheck',
  initial: 'first',
  states: {
    first: {
      invoke: { src: 'check', input: { firstTime: true }, onDone: 'waiting', onError: 'waiting' },
    },
    waiting: { after: { checkInterval: 'again' } },
    again: {
      invoke: { src: 'check', input: { firstTime: false }, onDone: 'waiting', onError: 'waiting' },
    },
  },
});
