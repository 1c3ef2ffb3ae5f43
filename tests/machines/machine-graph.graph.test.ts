import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { replayGraph } from '../support/machine-graph';

/** The helper itself: what it drives, and that it names what a test never reached. */
const door = setup({
  types: { context: {} as { opened: number }, events: {} as { type: 'door.open' } | { type: 'door.lock'; code: string } },
  actors: { unlock: fromPromise<boolean, { code: string }>(async () => false) },
  guards: { isRight: (_, params: { ok: boolean }) => params.ok },
  delays: { autoClose: 5_000 },
}).createMachine({
  id: 'door',
  context: { opened: 0 },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'door.open': { target: 'open', actions: assign({ opened: ({ context }) => context.opened + 1 }) },
        'door.lock': 'unlocking',
      },
    },
    open: { after: { autoClose: 'closed' } },
    unlocking: {
      invoke: {
        src: 'unlock',
        input: ({ event }) => ({ code: event.type === 'door.lock' ? event.code : '' }),
        onDone: [{ guard: { type: 'isRight', params: ({ event }) => ({ ok: event.output }) }, target: 'locked' }, { target: 'closed' }],
        onError: 'closed',
      },
    },
    locked: { type: 'final' },
    // no transition leads here
    broken: {},
  },
});

describe('machine graph helper', () => {
  it('names every state never reached and every transition never taken', async () => {
    const run = await replayGraph(door, {
      events: [{ type: 'door.open' }],
      outputs: { unlock: [true] },
      stopWhen: (s) => s.context.opened > 1,
    });
    expect(run.missing).toEqual([
      'state door.unlocking never reached',
      'state door.locked never reached',
      'state door.broken never reached',
      'transition door.closed → door.unlocking on event door.lock never taken',
      'transition door.unlocking → door.locked on event xstate.done.actor.0.door.unlocking (branch 1 of 2, isRight) never taken',
      'transition door.unlocking → door.closed on event xstate.done.actor.0.door.unlocking (branch 2 of 2) never taken',
      'transition door.unlocking → door.closed on event xstate.error.actor.0.door.unlocking never taken',
    ]);
  });

  it('finishes invoked actors with each output given, fails them, and lets delays elapse', async () => {
    const run = await replayGraph(door, {
      events: [{ type: 'door.open' }, { type: 'door.lock', code: '1234' }],
      outputs: { unlock: [true, false] },
      // the counter grows with every opening: two are enough
      stopWhen: (s) => s.context.opened > 1,
    });
    expect(run.missing).toEqual(['state door.broken never reached']);
    const locked = run.paths.filter((p) => p.snapshot.status === 'done');
    expect(locked.length).toBeGreaterThan(0);
    for (const path of locked) expect(path.calls.at(-1)).toEqual({ src: 'unlock', input: { code: '1234' } });
    const reopened = run.paths.find((p) => p.events.some((e) => e.type === 'xstate.after.autoClose.door.open'));
    expect(reopened?.snapshot.context.opened).toBeGreaterThan(0);
  });

  it('refuses outputs for an actor the machine does not have', async () => {
    // @ts-expect-error unlokc is not one of the machine's actors
    await expect(replayGraph(door, { outputs: { unlokc: [true] } })).rejects.toThrow('unlokc');
  });

  it('stops a graph that never ends instead of hanging', async () => {
    await expect(replayGraph(door, { events: [{ type: 'door.open' }] })).rejects.toThrow('more than 5000 states');
  });
});
