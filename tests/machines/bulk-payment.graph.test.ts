import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { bulkPaymentMachine, DEBT_ALREADY_PAID, portalWaitMessage } from '../../machines/bulk-payment.machine';
import { replayGraph } from '../support/machine-graph';

const portal = { url: '/demo/portal-pagos', fields: [{ name: 'documentos', value: '1|2' }] };

describe('bulk payment machine, every path of its graph', async () => {
  const run = await replayGraph(bulkPaymentMachine, {
    inputs: [{ clientCode: 'C1' }],
    events: [{ type: 'debt.pay', billNumbers: [] }, { type: 'debt.pay', billNumbers: ['1', '2'] }, { type: 'notice.dismiss' }],
    outputs: {
      pay: [
        { outcome: 'OPEN', message: null, waitSeconds: null, portal },
        { outcome: 'PAID', message: null, waitSeconds: null, portal: null },
        { outcome: 'WAIT', message: null, waitSeconds: 95, portal: null },
        { outcome: 'FAILED', message: null, waitSeconds: null, portal: null },
      ],
    },
  });

  it('reaches every state and takes every transition', () => {
    expect(run.missing).toEqual([]);
  });

  it('pays only with something chosen', () => {
    for (const path of run.paths) for (const call of path.calls) expect(call.input).toEqual({ clientCode: 'C1', billNumbers: ['1', '2'] });
    const actor = createActor(bulkPaymentMachine, { input: { clientCode: 'C1' } }).start();
    expect(actor.getSnapshot().can({ type: 'debt.pay', billNumbers: [] })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'debt.pay', billNumbers: ['1'] })).toBe(true);
    actor.stop();
  });

  it('gives the already-paid and the wait messages, and keeps the portal form to post', () => {
    const snapshots = run.paths.flatMap((p) => p.steps.map((s) => s.snapshot));
    const messages = new Set(snapshots.map((s) => s.context.message));
    expect(messages).toContain(DEBT_ALREADY_PAID);
    expect(messages).toContain('Se detectó la apertura del Portal de Pagos. Reintenta en 1 minuto y 35 segundos');
    expect(snapshots.some((s) => s.context.portal === portal)).toBe(true);
  });
});

describe('the portal wait message', () => {
  it("says minutes and seconds, or 'unos segundos' when the time is up", () => {
    expect(portalWaitMessage(125)).toBe('Se detectó la apertura del Portal de Pagos. Reintenta en 2 minutos y 5 segundos');
    expect(portalWaitMessage(40)).toBe('Se detectó la apertura del Portal de Pagos. Reintenta en 40 segundos');
    expect(portalWaitMessage(-3)).toBe('Se detectó la apertura del Portal de Pagos. Reintenta en unos segundos');
  });
});
