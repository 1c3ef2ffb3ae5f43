import { describe, expect, it } from 'vitest';
import { consentMachine } from '../../machines/consent.machine';
import { replayGraph, snapshotsAfter } from '../support/machine-graph';
import { only } from '../support/items';

describe('consent machine, every path of its graph', async () => {
  const run = await replayGraph(consentMachine, {
    inputs: [{ hasConsent: false }, { hasConsent: true }],
    events: [{ type: 'consent.accept' }, { type: 'consent.reject' }, { type: 'terms.retry' }, { type: 'modal.close' }],
    outputs: { loadTerms: ['Términos y condiciones del servicio'] },
  });

  it('reaches every state and takes every transition', () => {
    expect(run.missing).toEqual([]);
  });

  it('ends accepted only after the consent was posted, or for a user who had accepted', () => {
    const accepted = run.paths.filter((p) => p.snapshot.status === 'done' && p.snapshot.output?.result === 'accepted');
    expect(accepted.length).toBeGreaterThan(0);
    for (const path of accepted) {
      const posted = path.calls.some((c) => c.src === 'acceptConsent');
      expect(posted || path.input?.hasConsent).toBe(true);
    }
  });

  it('never asks a user who already accepted', () => {
    const accepting = run.paths.filter((p) => p.input?.hasConsent);
    expect(accepting.map((p) => p.snapshot.output)).toEqual([{ result: 'accepted' }]);
    expect(only(accepting, 'accepting path').calls).toEqual([]);
  });

  it('ends rejected only while the consent is not posted', () => {
    const rejected = run.paths.filter((p) => p.snapshot.output?.result === 'rejected');
    expect(rejected.length).toBeGreaterThan(0);
    for (const path of rejected) expect(path.events.map((e) => e.type)).not.toContain('xstate.done.actor.acceptConsent');
  });

  it('keeps the terms on screen with the error when posting fails', () => {
    const failed = snapshotsAfter(run, 'xstate.error.actor.acceptConsent');
    expect(failed.length).toBeGreaterThan(0);
    for (const snapshot of failed) {
      expect(snapshot.value).toBe('showing');
      expect(snapshot.context).toMatchObject({
        terms: 'Términos y condiciones del servicio',
        error: 'Ha ocurrido un error inesperado,por favor intente más tarde.',
      });
    }
  });
});
