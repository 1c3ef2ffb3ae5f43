import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { CYLINDER_POLL_MS, cylinderOrderTrackingMachine, type CylinderOrderState } from '../../machines/cylinder-order-tracking.machine';
import { replayGraph } from '../support/machine-graph';

const STATES: CylinderOrderState[] = ['CAMINO', 'ENTREGADO', 'ANULADO', 'PROBLEMA'];

describe('cylinder order tracking machine, every path of its graph', async () => {
  const run = await replayGraph(cylinderOrderTrackingMachine, {
    inputs: STATES.map((state) => ({ orderNumber: '31', state })),
    outputs: { readOrder: STATES },
  });

  it('reaches every state and takes every transition', () => {
    expect(run.missing).toEqual([]);
  });

  it('follows only an order on its way at first load: any other never reads', () => {
    for (const path of run.paths.filter((p) => p.input?.state !== 'CAMINO')) {
      expect(path.calls).toEqual([]);
      expect(path.snapshot.status).toBe('done');
    }
  });

  it('reads once per interval, and after a read that says Entregado once more before it stops', () => {
    for (const path of run.paths.filter((p) => p.input?.state === 'CAMINO')) {
      const intervals = path.events.filter((e) => e.type.startsWith('xstate.after.')).length;
      const delivered = path.steps.some((s) => s.snapshot.matches('lastRefresh'));
      expect(path.calls.length).toBe(intervals + (delivered ? 1 : 0));
      if (path.snapshot.matches('stopped')) expect(path.snapshot.context.state).not.toBe('CAMINO');
    }
  });
});

function follow(answers: CylinderOrderState[]) {
  const clock = new SimulatedClock();
  const reads: string[] = [];
  const machine = cylinderOrderTrackingMachine.provide({
    actors: {
      readOrder: fromPromise<CylinderOrderState, { orderNumber: string }>(async ({ input }) => {
        reads.push(input.orderNumber);
        const next = answers.shift();
        if (!next) throw new Error('sin respuesta');
        return next;
      }),
    },
  });
  const actor = createActor(machine, { input: { orderNumber: '31', state: 'CAMINO' }, clock }).start();
  const settle = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { clock, reads, actor, settle };
}

describe('on the simulated clock', () => {
  it('re-reads every 300,000 ms while Camino; Entregado refreshes once more, then nothing', async () => {
    const { clock, reads, actor, settle } = follow(['CAMINO', 'ENTREGADO', 'ENTREGADO']);
    clock.increment(CYLINDER_POLL_MS - 1);
    await settle();
    expect(reads).toHaveLength(0);
    clock.increment(1);
    await settle();
    expect(reads).toHaveLength(1);
    clock.increment(CYLINDER_POLL_MS);
    await settle();
    // the read that saw Entregado, and the one refresh after it
    expect(reads).toHaveLength(3);
    expect(actor.getSnapshot().status).toBe('done');
    clock.increment(10 * CYLINDER_POLL_MS);
    await settle();
    expect(reads).toHaveLength(3);
  });

  it('stops at once when the order turns Anulado', async () => {
    const { clock, reads, actor, settle } = follow(['ANULADO']);
    clock.increment(CYLINDER_POLL_MS);
    await settle();
    expect(reads).toHaveLength(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.state).toBe('ANULADO');
    clock.increment(10 * CYLINDER_POLL_MS);
    await settle();
    expect(reads).toHaveLength(1);
  });

  it('keeps following after a failed read', async () => {
    const { clock, reads, actor, settle } = follow([]);
    clock.increment(CYLINDER_POLL_MS);
    await settle();
    expect(reads).toHaveLength(1);
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
  });

  it('never reads an order that was not on its way at first load', () => {
    const actor = createActor(cylinderOrderTrackingMachine, { input: { orderNumber: '31', state: 'ENTREGADO' } }).start();
    expect(actor.getSnapshot().status).toBe('done');
  });
});
