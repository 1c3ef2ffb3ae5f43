import { assign, fromPromise, setup } from 'xstate';

export const TELEMETRY_CONFIRM = 'Seguro que desea activar la telemetría de este cliente?';

/**
 * Telemetry of one client (spec 2 §2, §4): inactive, a confirmation, then activated and its tank list. A failure
 * shows the server's message in a modal and leaves it inactive.
 */
export const telemetryActivationMachine = setup({
  types: {
    input: {} as { clientCode: string; active: boolean },
    context: {} as { clientCode: string; active: boolean; error: string | null },
    events: {} as { type: 'telemetry.activate' } | { type: 'telemetry.confirm' } | { type: 'dialog.close' },
  },
  actors: {
    activate: fromPromise<{ ok: boolean; message: string | null }, { clientCode: string }>(async () => {
      throw new Error('not provided');
    }),
  },
  guards: {
    startsActive: ({ context }) => context.active,
    ok: (_, params: { ok: boolean }) => params.ok,
  },
}).createMachine({
  id: 'telemetryActivation',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'startsActive', target: 'active' }, { target: 'inactive' }],
    },
    inactive: { on: { 'telemetry.activate': 'confirming' } },
    confirming: { on: { 'telemetry.confirm': 'activating', 'dialog.close': 'inactive' } },
    activating: {
      invoke: {
        src: 'activate',
        input: ({ context }) => ({ clientCode: context.clientCode }),
        onDone: [
          { guard: { type: 'ok', params: ({ event }) => ({ ok: event.output.ok }) }, target: 'active' },
          { target: 'failed', actions: assign({ error: ({ event }) => event.output.message ?? 'No fue posible activar la telemetría' }) },
        ],
        onError: { target: 'failed', actions: assign({ error: 'No fue posible activar la telemetría' }) },
      },
    },
    failed: { on: { 'dialog.close': { target: 'inactive', actions: assign({ error: null }) } } },
    active: { entry: assign({ active: true }) },
  },
});
