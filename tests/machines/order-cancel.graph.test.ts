import { describe, expect, it } from 'vitest';
import { orderCancelMachine, type OrderCancelInput } from '../../machines/order-cancel.machine';
import { replayGraph } from '../support/machine-graph';

const withComment: OrderCancelInput = { orderNumber: '100', allowed: true, withComment: true };
const bare: OrderCancelInput = { orderNumber: '100', allowed: true, withComment: false };
const refused: OrderCancelInput = { orderNumber: '100', allowed: false, withComment: true };

describe('order cancel machine, every path of its graph', async () => {
  const run = await replayGraph(orderCancelMachine, {
    inputs: [withComment, bare, refused],
    events: [
      { type: 'order.confirm' },
      { type: 'comment.edit', value: '  no lo necesito  ' },
      { type: 'order.send' },
      { type: 'order.retry' },
      { type: 'dialog.close' },
    ],
    outputs: {
      cancel: [
        { outcome: 'SENT', message: null },
        { outcome: 'ALREADY_REQUESTED', message: 'Ya solicitaste anular este pedido' },
        { outcome: 'FAILED', message: null },
      ],
    },
  });

  it('reaches every state and takes every transition', () => {
    expect(run.missing).toEqual([]);
  });

  it('never sends for an order that does not allow it', () => {
    for (const path of run.paths.filter((p) => p.input === refused)) {
      expect(path.calls).toEqual([]);
      expect(path.steps[0]!.snapshot.value).toBe('alreadyRequested');
    }
  });

  it('sends the observation trimmed, none when empty, and none in the variant without the box', () => {
    for (const path of run.paths) {
      const edited = path.events.some((e) => e.type === 'comment.edit');
      for (const call of path.calls)
        expect(call).toEqual({ src: 'cancel', input: { orderNumber: '100', comment: edited ? 'no lo necesito' : null } });
      if (path.input === bare) expect(path.steps.some((s) => s.snapshot.matches('commenting'))).toBe(false);
    }
  });

  it('tells the screen whether a cancellation was sent when it closes', () => {
    const ended = run.paths.filter((p) => p.snapshot.status === 'done');
    expect(ended.map((p) => p.snapshot.output)).toContainEqual({ sent: true });
    for (const path of ended) {
      const sent = path.steps.some((s) => s.snapshot.matches('sent'));
      expect(path.snapshot.output).toEqual({ sent });
    }
  });
});
