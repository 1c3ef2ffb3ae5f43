import { assign, fromPromise, setup } from 'xstate';

/** Spec 2 §4: the states of a cylinder order (schema CylinderOrderState). */
export type CylinderOrderState = 'CAMINO' | 'ENTREGADO' | 'ANULADO' | 'PROBLEMA';

/** Spec 2 §9: the order is read again every 300,000 ms while it is on its way. */
export const CYLINDER_POLL_MS = 300_000;

interface TrackingInput {
  orderNumber: string;
  /** the state at first load: only an order on its way (CAMINO) is followed */
  state: CylinderOrderState;
}

type TrackingContext = TrackingInput;

/**
 * Following a cylinder order (spec 2 §4): while it is in Camino, re-read it (and its truck) every CYLINDER_POLL_MS;
 * when it becomes Entregado, refresh once more and stop; any other state stops at once. A failed read waits for the
 * next interval. The screen injects `readOrder` (a network read that updates what the screen shows); stopping the
 * actor (the screen closes) stops the reads.
 */
export const cylinderOrderTrackingMachine = setup({
  types: {
    input: {} as TrackingInput,
    context: {} as TrackingContext,
  },
  actors: {
    readOrder: fromPromise<CylinderOrderState, { orderNumber: string }>(async () => {
      throw new Error('not provided');
    }),
  },
  guards: {
    onTheWay: ({ context }) => context.state === 'CAMINO',
    nowOnTheWay: (_, output: CylinderOrderState) => output === 'CAMINO',
    nowDelivered: (_, output: CylinderOrderState) => output === 'ENTREGADO',
  },
  delays: { poll: CYLINDER_POLL_MS },
}).createMachine({
  id: 'cylinderOrderTracking',
  context: ({ input }) => ({ ...input }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'onTheWay', target: 'waiting' }, { target: 'stopped' }],
    },
    waiting: { after: { poll: 'reading' } },
    reading: {
      invoke: {
        src: 'readOrder',
        input: ({ context }) => ({ orderNumber: context.orderNumber }),
        onDone: [
          {
            guard: { type: 'nowOnTheWay', params: ({ event }) => event.output },
            target: 'waiting',
            actions: assign({ state: ({ event }) => event.output }),
          },
          {
            guard: { type: 'nowDelivered', params: ({ event }) => event.output },
            target: 'lastRefresh',
            actions: assign({ state: ({ event }) => event.output }),
          },
          { target: 'stopped', actions: assign({ state: ({ event }) => event.output }) },
        ],
        onError: 'waiting',
      },
    },
    lastRefresh: {
      invoke: {
        src: 'readOrder',
        input: ({ context }) => ({ orderNumber: context.orderNumber }),
        onDone: 'stopped',
        onError: 'stopped',
      },
    },
    stopped: { type: 'final' },
  },
});
