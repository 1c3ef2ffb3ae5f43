import { assign, fromPromise, setup } from 'xstate';

export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** When the backend gives no interval (spec 2 §9 reads the server's minutes). */
export const DEFAULT_REFRESH_MINUTES = 5;

/** Spec 2 §9: the server's minutes × 60,000 ms; the default when it gave none. */
export function refreshDelay(minutes: number | null | undefined): number {
  return (minutes && minutes > 0 ? minutes : DEFAULT_REFRESH_MINUTES) * 60_000;
}

interface TruckTrackingContext {
  orderNumber: string;
  truck: MapPoint | null;
  /** the last read failed (the map keeps the last position it had) */
  failed: boolean;
  /** a read has answered: from then on a null truck is 'No se ha podido encontrar la posición del camión' */
  read: boolean;
}

/**
 * The truck of an order En Ruta (spec 2 §2, §4, §9): its position at once, then again every `refresh` ms with
 * XState's delayed transitions. The screen gives the server's interval (/housing/freq_update_truck, read with
 * the order) as `machine.provide({ delays: { refresh: refreshDelay(minutes) } })`. Stopping the actor (the
 * screen closes) stops the reads.
 */
export const truckTrackingMachine = setup({
  types: {
    input: {} as { orderNumber: string },
    context: {} as TruckTrackingContext,
  },
  actors: {
    position: fromPromise<MapPoint | null, { orderNumber: string }>(async () => {
      throw new Error('not provided');
    }),
  },
  delays: { refresh: refreshDelay(null) },
}).createMachine({
  id: 'truckTracking',
  context: ({ input }) => ({ orderNumber: input.orderNumber, truck: null, failed: false, read: false }),
  initial: 'locating',
  states: {
    locating: {
      invoke: {
        src: 'position',
        input: ({ context }) => ({ orderNumber: context.orderNumber }),
        onDone: { target: 'waiting', actions: assign({ truck: ({ event }) => event.output, failed: false, read: true }) },
        onError: { target: 'waiting', actions: assign({ failed: true, read: true }) },
      },
    },
    waiting: { after: { refresh: 'locating' } },
  },
});
