import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, toPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { consentMachine, type ConsentEvent } from '../../machines/consent.machine';

const UNEXPECTED = 'Ha ocurrido un error inesperado,por favor intente más tarde.';

function start(options: { hasConsent?: boolean; terms?: () => Promise<string>; accept?: () => Promise<void> } = {}) {
  let loads = 0;
  let accepts = 0;
  const machine = consentMachine.provide({
    actors: {
      loadTerms: fromPromise(async () => {
        loads += 1;
        return (options.terms ?? (async () => 'Términos y condiciones del servicio'))();
      }),
      acceptConsent: fromPromise(async () => {
        accepts += 1;
        await (options.accept ?? (async () => {}))();
      }),
    },
  });
  const actor = createActor(machine, { input: { hasConsent: options.hasConsent ?? false }, clock: new SimulatedClock() }).start();
  return { actor, loads: () => loads, accepts: () => accepts };
}

describe('consent machine', () => {
  it('ends accepted at once, with no modal and no call, for a user who already accepted', async () => {
    const { actor, loads } = start({ hasConsent: true });
    await expect(toPromise(actor)).resolves.toEqual({ result: 'accepted' });
    expect(actor.getSnapshot().matches('done')).toBe(true);
    expect(loads()).toBe(0);
  });

  it('loads the terms, ACEPTAR posts the consent, shows the accepted modal, closing it ends accepted', async () => {
    const { actor, accepts } = start();
    expect(actor.getSnapshot().matches('loadingTerms')).toBe(true);
    await waitFor(actor, (s) => s.matches('showing'));
    expect(actor.getSnapshot().context.terms).toBe('Términos y condiciones del servicio');
    actor.send({ type: 'consent.accept' });
    expect(actor.getSnapshot().matches('accepting')).toBe(true);
    await waitFor(actor, (s) => s.matches('accepted'));
    expect(accepts()).toBe(1);
    expect(actor.getSnapshot().status).toBe('active');
    actor.send({ type: 'modal.close' });
    await expect(toPromise(actor)).resolves.toEqual({ result: 'accepted' });
  });

  it('RECHAZAR ends rejected without posting the consent (the client logs out)', async () => {
    const { actor, accepts } = start();
    await waitFor(actor, (s) => s.matches('showing'));
    actor.send({ type: 'consent.reject' });
    await expect(toPromise(actor)).resolves.toEqual({ result: 'rejected' });
    expect(actor.getSnapshot().matches('rejected')).toBe(true);
    expect(accepts()).toBe(0);
  });

  it('shows the error and stays on the terms when the consent cannot be posted; a new ACEPTAR clears it', async () => {
    let fail = true;
    const { actor, accepts } = start({ accept: async () => (fail ? Promise.reject(new Error('503')) : undefined) });
    await waitFor(actor, (s) => s.matches('showing'));
    actor.send({ type: 'consent.accept' });
    await waitFor(actor, (s) => s.matches('showing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(UNEXPECTED);
    expect(actor.getSnapshot().context.terms).toBe('Términos y condiciones del servicio');

    fail = false;
    actor.send({ type: 'consent.accept' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('accepted'));
    expect(accepts()).toBe(2);
  });

  it('offers a retry when the terms cannot be read', async () => {
    let attempts = 0;
    const { actor, loads } = start({
      terms: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('down');
        return 'T';
      },
    });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe('En este momento no es posible obtener la información. Por favor intenta más tarde');
    actor.send({ type: 'terms.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('showing'));
    expect(actor.getSnapshot().context.terms).toBe('T');
    expect(loads()).toBe(2);
  });

  it('RECHAZAR from the failed load ends rejected', async () => {
    const { actor } = start({ terms: async () => Promise.reject(new Error('down')) });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    actor.send({ type: 'consent.reject' });
    await expect(toPromise(actor)).resolves.toEqual({ result: 'rejected' });
  });
});

describe('consent chart', () => {
  it('ACEPTAR only from the shown terms; both ends reachable', () => {
    const events = [
      { type: 'consent.accept' },
      { type: 'consent.reject' },
      { type: 'terms.retry' },
      { type: 'modal.close' },
      { type: 'xstate.done.actor.loadTerms', output: 'T' },
      { type: 'xstate.error.actor.loadTerms', error: new Error('down') },
      { type: 'xstate.done.actor.acceptConsent', output: undefined },
      { type: 'xstate.error.actor.acceptConsent', error: new Error('down') },
    ] as unknown as ConsentEvent[];
    const paths = getShortestPaths(consentMachine, { events, input: { hasConsent: false } });
    const reached = new Set(paths.map((p) => p.state.value));
    const snapshotOf = (value: string) => paths.find((p) => p.state.value === value)?.state;
    expect(reached).toEqual(new Set(['loadingTerms', 'showing', 'loadFailed', 'accepting', 'accepted', 'done', 'rejected']));
    expect(snapshotOf('showing')?.can({ type: 'consent.accept' })).toBe(true);
    expect(snapshotOf('loadFailed')?.can({ type: 'consent.accept' })).toBe(false);
    expect(snapshotOf('accepting')?.can({ type: 'consent.reject' })).toBe(false);
  });
});
