import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { BillSubscriptionContact, BillSubscriptionPayload } from '../../schema/generated/types';
import { ServerMessage } from '../../machines/server-message';
import {
  appliesFrom,
  changedRows,
  SUBSCRIPTION_LOAD_ERROR,
  SUBSCRIPTION_SAVE_ERROR,
  subscriptionMachine,
} from '../../machines/subscription.machine';
import { replayGraph } from '../support/machine-graph';

const contacts: BillSubscriptionContact[] = [
  { id: '1', clientId: 10, contractCode: '300100', address: 'Los Robles 12', subscribed: true, category: 'OWNER', documentType: 'BOLETA' },
  { id: '2', clientId: 11, contractCode: '300200', address: 'Las Lilas 40', subscribed: false, category: null, documentType: 'FACTURA' },
];
const answer = (outcome: BillSubscriptionPayload['outcome'], extra: Partial<BillSubscriptionPayload> = {}): BillSubscriptionPayload => ({
  outcome,
  message: null,
  remainingContacts: [],
  inReview: [],
  inProgress: [],
  failed: [],
  ...extra,
});

describe('subscription machine, every path of its graph', async () => {
  const run = await replayGraph(subscriptionMachine, {
    events: [
      { type: 'contact.toggle', id: '1' },
      { type: 'contact.toggle', id: '2' },
      { type: 'contact.category', id: '2', category: 'TENANT' },
      { type: 'contact.category', id: '2', category: null },
      { type: 'confirm.accept' },
      { type: 'confirm.cancel' },
      { type: 'form.save' },
      { type: 'result.close' },
      { type: 'load.retry' },
    ],
    outputs: {
      loadContacts: [contacts],
      saveSubscriptions: [
        answer('OK', { remainingContacts: ['otra@correo.cl'] }),
        answer('SOME_OK', { inReview: [{ contractCode: '300200', address: null, requirementNumber: 'R1', dueOn: '2026-12-02' }] }),
        answer('ERROR', { message: 'Servicio en mantención' }),
        answer('ERROR'),
      ],
    },
  });

  it('reaches every state and takes every transition', () => {
    expect(run.missing).toEqual([]);
  });

  const steps = run.paths.flatMap((p) => p.steps);

  it('asks to confirm a toggle only for a row with a category', () => {
    for (const { event, snapshot } of steps.filter((s) => s.snapshot.matches('confirming') && s.event.type === 'contact.toggle')) {
      const id = (event as unknown as { id: string }).id;
      const category = snapshot.context.edits[id]?.category ?? contacts.find((c) => c.id === id)!.category;
      expect(category).toBeTruthy();
    }
    const actor = createActor(subscriptionMachine.provide({ actors: { loadContacts: fromPromise(async () => contacts) } })).start();
    return waitFor(actor, (s) => s.matches('editing')).then(() => {
      actor.send({ type: 'contact.toggle', id: '2' });
      expect(actor.getSnapshot().value).toBe('editing');
      actor.send({ type: 'contact.category', id: '2', category: 'OWNER' });
      actor.send({ type: 'contact.toggle', id: '2' });
      expect(actor.getSnapshot().value).toBe('confirming');
    });
  });

  it("tells a failed load by the server's message when it gave one, else by the spec's (spec 2 §8)", async () => {
    const failWith = async (error: Error) => {
      const failing = fromPromise<BillSubscriptionContact[]>(async () => Promise.reject(error));
      const actor = createActor(subscriptionMachine.provide({ actors: { loadContacts: failing } })).start();
      return (await waitFor(actor, (s) => s.matches('loadFailed'))).context.loadError;
    };
    expect(await failWith(new ServerMessage('Servicio de suscripciones en mantención'))).toBe('Servicio de suscripciones en mantención');
    expect(await failWith(new Error('Failed to fetch'))).toBe(SUBSCRIPTION_LOAD_ERROR);
  });

  it('sends only the changed rows, each with its category', () => {
    const saves = run.paths.flatMap((p) => p.calls.filter((c) => c.src === 'saveSubscriptions'));
    expect(saves.length).toBeGreaterThan(0);
    for (const call of saves) {
      const rows = call.input as Array<{ id: string; category: string }>;
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.category).toBeTruthy();
    }
    expect(saves.map((c) => c.input)).toContainEqual([{ id: '1', subscribed: false, category: 'OWNER' }]);
    expect(saves.map((c) => c.input)).toContainEqual([{ id: '2', subscribed: true, category: 'TENANT' }]);
  });

  it("keeps the user's changes and shows the server's message, or the spec's, when saving fails", () => {
    const failed = steps.filter((s) => /^xstate\.(done|error)\.actor\..*saving$/.test(s.event.type) && s.snapshot.matches('editing'));
    const messages = new Set(failed.map((s) => s.snapshot.context.error));
    expect(messages).toEqual(new Set(['Servicio en mantención', SUBSCRIPTION_SAVE_ERROR]));
    for (const s of failed) expect(changedRows(s.snapshot.context).length).toBeGreaterThan(0);
  });

  it('ends in the modal with the answer, ok or some_ok', () => {
    const outcomes = new Set(steps.filter((s) => s.snapshot.matches('saved')).map((s) => s.snapshot.context.result?.outcome));
    expect(outcomes).toEqual(new Set(['OK', 'SOME_OK']));
  });
});

describe('the billing month a change applies from', () => {
  it('is the next up to the 20th, the following after', () => {
    expect(appliesFrom('2026-11-20')).toBe('next');
    expect(appliesFrom('2026-11-21')).toBe('following');
  });
});
