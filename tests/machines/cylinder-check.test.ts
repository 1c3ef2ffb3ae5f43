import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { cylinderCheckMachine } from '../../machines/cylinder-check.machine';

describe('cylinder status-change check', () => {
  it('checks at load with first_time, then every 60 s without, also after a failure', async () => {
    const calls: boolean[] = [];
    let fail = true;
    const clock = new SimulatedClock();
    const actor = createActor(
      cylinderCheckMachine.provide({
        actors: {
          check: fromPromise(async ({ input }: { input: { firstTime: boolean } }) => {
            calls.push(input.firstTime);
            if (fail) throw new Error('down');
          }),
        },
      }),
      { clock },
    ).start();
    await waitFor(actor, (s) => s.matches('waiting'));
    expect(calls).toEqual([true]);
    fail = false;
    clock.increment(59_999);
    expect(calls).toHaveLength(1);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches('waiting') && calls.length === 2);
    clock.increment(60_000);
    await waitFor(actor, () => calls.length === 3);
    expect(calls).toEqual([true, false, false]);
  });
});
