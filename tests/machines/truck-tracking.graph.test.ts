import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { refreshDelay, truckTrackingMachine, type MapPoint } from '../../machines/truck-tracking.machine';
import { replayGraph } from '../support/machine-graph';

const here = { latitude: -33.4, longitude: -70.6 };

describe('truck tracking machine, every path of its graph', async () => {
  const run = await replayGraph(truckTrackingMachine, {
    inputs: [{ orderNumber: '55' }],
    outputs: { position: [here, null] },
  });

  it('reaches every state and takes every transition', () => {
    expect(run.missing).toEqual([]);
  });

  it('reads the position at once and again after each interval, keeping the last one when a read fails', () => {
    for (const path of run.paths) {
      const intervals = path.events.filter((e) => e.type.startsWith('xstate.after.')).length;
      expect(path.calls).toEqual(Array.from({ length: intervals + 1 }, () => ({ src: 'position', input: { orderNumber: '55' } })));
    }
    const failedAfterFound = run.paths.flatMap((p) => p.steps.map((s) => s.snapshot)).filter((s) => s.context.failed && s.context.truck);
    expect(failedAfterFound.length).toBeGreaterThan(0);
  });
});

describe("the server's interval", () => {
  it('waits its minutes between reads, and stops reading once stopped', async () => {
    const clock = new SimulatedClock();
    let reads = 0;
    const machine = truckTrackingMachine.provide({
      delays: { refresh: refreshDelay(2) },
      actors: { position: fromPromise<MapPoint | null, { orderNumber: string }>(async () => (reads++, here)) },
    });
    const actor = createActor(machine, { input: { orderNumber: '55' }, clock }).start();
    await Promise.resolve();
    await Promise.resolve();
    expect(reads).toBe(1);
    clock.increment(119_999);
    expect(reads).toBe(1);
    clock.increment(1);
    await Promise.resolve();
    expect(reads).toBe(2);
    actor.stop();
    clock.increment(10 * 60_000);
    expect(reads).toBe(2);
  });

  it('falls back to its default when the server gives none', () => {
    expect(refreshDelay(null)).toBe(5 * 60_000);
    expect(refreshDelay(0)).toBe(5 * 60_000);
  });
});
