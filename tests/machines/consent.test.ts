import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise, waitFor } from 'xstate';
import { consentMachine } from '../../machines/consent.machine';

function start(options: { hasConsent?: boolean; terms?: () => Promise<string>; accept?: () => Promise<void> } = {}) {
  let accepted = 0;
  const machine = consentMachine.provide({
    actors: {
      loadTerms: fromPromise(options.terms ?? (async () => 'Términos y condiciones del servicio')),
      acceptConsent: fromPromise(async () => {
        accepted += 1;
        await (options.accept ?? (async () => {}))();
      }),
    },
  });
  const actor = createActor(machine, { input: { hasConsent: options.hasConsent ?? false } }).start();
  return { actor, accepted: () => accepted };
}

describe('consent machine', () => {
  it('ends at once for a user who already accepted', async () => {
    const { actor } = start({ hasConsent: true });
    await expect(toPromise(actor)).resolves.toEqual({ result: 'accepted' });
  });

  it('loads the terms, ACEPTAR posts the consent, shows the accepted modal, closing it ends accepted', async () => {
    const { actor, accepted } = start();
    await waitFor(actor, (s) => s.matches('showing'));
    expect(actor.getSnapshot().context.terms).toBe('Términos y condiciones del servicio');
    actor.send({ type: 'consent.accept' });
    await waitFor(actor, (s) => s.matches('accepted'));
    expect(accepted()).toBe(1);
    actor.send({ type: 'modal.close' });
    await expect(toPromise(actor)).resolves.toEqual({ result: 'accepted' });
  });

  it('RECHAZAR ends rejected (the client logs out)', async () => {
    const { actor, accepted } = start();
    await waitFor(actor, (s) => s.matches('showing'));
    actor.send({ type: 'consent.reject' });
    await expect(toPromise(actor)).resolves.toEqual({ result: 'rejected' });
    expect(accepted()).toBe(0);
  });

  it('shows an error and stays on the terms when the consent cannot be posted', async () => {
    const { actor } = start({ accept: async () => Promise.reject(new Error('503')) });
    await waitFor(actor, (s) => s.matches('showing'));
    actor.send({ type: 'consent.accept' });
    await waitFor(actor, (s) => s.matches('showing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Ha ocurrido un error inesperado,por favor intente más tarde.');
  });

  it('offers a retry when the terms cannot be read, and rejecting from there', async () => {
    let attempts = 0;
    const { actor } = start({
      terms: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('down');
        return 'T';
      },
    });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    actor.send({ type: 'terms.retry' });
    await waitFor(actor, (s) => s.matches('showing'));
    expect(actor.getSnapshot().context.error).toBeNull();

    const second = start({ terms: async () => Promise.reject(new Error('down')) });
    await waitFor(second.actor, (s) => s.matches('loadFailed'));
    second.actor.send({ type: 'consent.reject' });
    await expect(toPromise(second.actor)).resolves.toEqual({ result: 'rejected' });
  });
});
