import { describe, expect, it } from 'vitest';
import { unsubscribeMachine, type BillUnsubscription } from '../../machines/unsubscribe.machine';
import { replayGraph } from '../support/machine-graph';

const subscribed: BillUnsubscription = { clientNumber: '18666221', email: 'cliente@demo.cl', alreadyProcessed: false };
const cancelled: BillUnsubscription = { ...subscribed, alreadyProcessed: true };

describe('unsubscribe machine, every path of its graph', async () => {
  const run = await replayGraph(unsubscribeMachine, {
    inputs: [{ token: 'tok' }],
    events: [{ type: 'unsubscribe.accept' }, { type: 'unsubscribe.confirm' }, { type: 'dialog.close' }, { type: 'read.retry' }],
    outputs: {
      read: [subscribed, cancelled, null],
      unsubscribe: [
        { ok: true, othersStillReceive: true },
        { ok: true, othersStillReceive: false },
        { ok: false, othersStillReceive: false },
      ],
    },
  });

  it('reaches every state and takes every transition', () => {
    expect(run.missing).toEqual([]);
  });

  it('unsubscribes only after Aceptar and its confirmation, and only a subscription still on', () => {
    for (const path of run.paths) {
      const sent = path.calls.filter((c) => c.src === 'unsubscribe');
      const confirmations = path.events.filter((e) => e.type === 'unsubscribe.confirm').length;
      expect(sent).toHaveLength(confirmations);
      for (const call of sent) expect(call.input).toEqual({ token: 'tok' });
      if (path.steps.some((s) => s.snapshot.matches('alreadyProcessed') || s.snapshot.matches('invalid'))) expect(sent).toEqual([]);
    }
  });

  it('ends done only after the backend said ok, telling whether other e-mails still receive the bill', () => {
    const done = run.paths.filter((p) => p.snapshot.matches('done'));
    expect(new Set(done.map((p) => p.snapshot.context.othersStillReceive))).toEqual(new Set([false, true]));
    for (const path of done) expect(path.steps.some((s) => s.snapshot.matches('unsubscribing'))).toBe(true);
  });
});
