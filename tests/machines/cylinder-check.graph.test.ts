import { describe, expect, it } from 'vitest';
import { cylinderCheckMachine } from '../../machines/cylinder-check.machine';
import { replayGraph } from '../support/machine-graph';

describe('cylinder check machine, every path of its graph', async () => {
  const run = await replayGraph(cylinderCheckMachine);

  it('reaches every state and takes every transition', () => {
    expect(run.missing).toEqual([]);
  });

  it('checks with first_time once, then without it after each interval, whether the check failed or not', () => {
    for (const path of run.paths) {
      const intervals = path.events.filter((e) => e.type.startsWith('xstate.after.')).length;
      const again = Array.from({ length: intervals }, () => ({ src: 'check', input: { firstTime: false } }));
      expect(path.calls).toEqual([{ src: 'check', input: { firstTime: true } }, ...again]);
    }
    expect(run.paths.some((p) => p.calls.length > 1)).toBe(true);
  });
});
