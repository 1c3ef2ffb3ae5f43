import { describe, expect, it } from 'vitest';
import { CLAIM_FAILED, claimConfirmation, orderClaimMachine, type OrderClaimInput } from '../../machines/order-claim.machine';
import { replayGraph } from '../support/machine-graph';

const asks: OrderClaimInput = { orderNumber: '7', confirmation: 'EXISTING' };
const straight: OrderClaimInput = { orderNumber: '7', confirmation: null };

describe('order claim machine, every path of its graph', async () => {
  const run = await replayGraph(orderClaimMachine, {
    inputs: [asks, straight],
    events: [
      { type: 'claim.confirm' },
      { type: 'comment.edit', value: ' llevo horas esperando ' },
      { type: 'claim.send' },
      { type: 'claim.retry' },
      { type: 'dialog.close' },
    ],
    outputs: {
      claim: [
        { outcome: 'SENT', message: null },
        { outcome: 'FAILED', message: 'El pedido ya fue entregado' },
        { outcome: 'FAILED', message: null },
      ],
    },
  });

  it('reaches every state and takes every transition', () => {
    expect(run.missing).toEqual([]);
  });

  it('asks first only when there is a question, and sends the trimmed observation or none', () => {
    for (const path of run.paths) {
      expect(path.steps[0]!.snapshot.value).toBe(path.input === asks ? 'confirming' : 'commenting');
      const edited = path.events.some((e) => e.type === 'comment.edit');
      for (const call of path.calls) expect(call.input).toEqual({ orderNumber: '7', comment: edited ? 'llevo horas esperando' : null });
    }
  });

  it("shows the server's message on failure, or the default one", () => {
    const errors = new Set(
      run.paths.flatMap((p) => p.steps.filter((s) => s.snapshot.matches('failed')).map((s) => s.snapshot.context.error)),
    );
    expect(errors).toEqual(new Set(['El pedido ya fue entregado', CLAIM_FAILED]));
  });
});

describe('which question comes before a claim', () => {
  const order = { hasClaim: false, scheduledDate: '2026-11-23', scheduledTime: '11:30' };
  it('asks again when a claim exists', () => {
    expect(claimConfirmation({ ...order, hasClaim: true }, '2026-11-20T08:00')).toBe('EXISTING');
  });
  it('says it is on its way when scheduled today and the time has passed', () => {
    expect(claimConfirmation(order, '2026-11-23T11:31')).toBe('ON_THE_WAY');
    expect(claimConfirmation(order, '2026-11-23T11:00')).toBeNull();
    expect(claimConfirmation(order, '2026-11-24T12:00')).toBeNull();
  });
});
