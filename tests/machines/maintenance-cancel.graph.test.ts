import { describe, expect, it } from 'vitest';
import { maintenanceCancelMachine } from '../../machines/maintenance-cancel.machine';
import { replayGraph } from '../support/machine-graph';

describe('maintenance cancel machine, every path of its graph', async () => {
  const input = { patent: 'ABCD12', noticeId: '400000001' };
  const run = await replayGraph(maintenanceCancelMachine, {
    inputs: [input],
    events: [{ type: 'cancel.confirm' }, { type: 'cancel.retry' }, { type: 'dialog.close' }],
    outputs: {
      cancel: [
        { outcome: 'SENT', message: null },
        { outcome: 'ALREADY_REQUESTED', message: 'Ya solicitaste anular esta mantención' },
        { outcome: 'FAILED', message: null },
      ],
    },
  });

  it('reaches every state and takes every transition', () => {
    expect(run.missing).toEqual([]);
  });

  it('sends nothing before the confirm step, and the plate and notice after it', () => {
    for (const path of run.paths) {
      const confirmed = path.events.some((e) => e.type === 'cancel.confirm');
      if (!confirmed) expect(path.calls).toEqual([]);
      for (const call of path.calls) expect(call).toEqual({ src: 'cancel', input });
    }
  });

  it('retries after a failure, and tells the screen whether the cancellation was sent', () => {
    expect(run.paths.some((p) => p.events.some((e) => e.type === 'cancel.retry') && p.calls.length === 2)).toBe(true);
    for (const path of run.paths.filter((p) => p.snapshot.status === 'done')) {
      expect(path.snapshot.output).toEqual({ sent: path.steps.some((s) => s.snapshot.matches('sent')) });
    }
  });
});
