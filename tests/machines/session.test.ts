import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { sessionMachine, type StoredSession } from '../../machines/session.machine';
import { matchPath, matchesAny, GUEST_PATHS } from '../../machines/session.paths';

const person: StoredSession = { token: 'p1', kind: 'PERSON', role: 'Persona', hasConsentSalesForce: false, user: { id: '1', name: 'Ana', lastName: 'Rojas', email: 'a@b.cl' } };
const funcionario: StoredSession = { ...person, token: 'c1', kind: 'COMPANY', role: 'Funcionario' };

function start(path: string, stored: StoredSession | null, poll: () => Promise<{ unread: number }> = async () => ({ unread: 2 })) {
  const persist = vi.fn();
  const clearStorage = vi.fn();
  const redirect = vi.fn();
  const polls: string[] = [];
  const clock = new SimulatedClock();
  const machine = sessionMachine.provide({
    actions: {
      persist: ({ context }) => persist(context.session),
      clearStorage,
      redirect: (_, params) => redirect(params.to),
    },
    actors: {
      fetchNotifications: fromPromise(async ({ input }: { input: { kind: 'PERSON' | 'COMPANY' } }) => {
        polls.push(input.kind);
        return poll();
      }),
    },
  });
  const actor = createActor(machine, { input: { path, stored }, clock }).start();
  return { actor, persist, clearStorage, redirect, polls, clock };
}

describe('session machine: start rules', () => {
  it('logs out on a logout-on-visit path even with a stored session', () => {
    const { actor, clearStorage, redirect } = start('/login/abc123', person);
    expect(actor.getSnapshot().matches('guest')).toBe(true);
    expect(clearStorage).toHaveBeenCalledTimes(1);
    expect(redirect).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.session).toBeNull();
  });

  it('starts a company session for Administrador or Funcionario', () => {
    expect(start('/mis-servicios', funcionario).actor.getSnapshot().matches({ signedIn: 'company' })).toBe(true);
    expect(start('/mis-servicios', { ...funcionario, role: 'Administrador' }).actor.getSnapshot().matches({ signedIn: 'company' })).toBe(true);
  });

  it('starts a person session for any other role', () => {
    expect(start('/mis-servicios', person).actor.getSnapshot().matches({ signedIn: 'person' })).toBe(true);
  });

  it('sends a guest to /login unless the path is a guest or public one', () => {
    const away = start('/mis-servicios', null);
    expect(away.actor.getSnapshot().matches('guest')).toBe(true);
    expect(away.redirect).toHaveBeenCalledWith('/login');
    expect(start('/register', null).redirect).not.toHaveBeenCalled();
    expect(start('/desuscribir/tok', null).redirect).not.toHaveBeenCalled();
  });
});

describe('session machine: signed in', () => {
  it('starts a session after login and persists it', () => {
    const { actor, persist } = start('/login', null);
    actor.send({ type: 'session.start', session: funcionario });
    expect(actor.getSnapshot().matches({ signedIn: 'company' })).toBe(true);
    expect(persist).toHaveBeenCalledWith(funcionario);
    actor.send({ type: 'session.logout' });
    actor.send({ type: 'session.start', session: person });
    expect(actor.getSnapshot().matches({ signedIn: 'person' })).toBe(true);
  });

  it('polls notifications at start and every 30 s, and keeps polling after a failure', async () => {
    let fail = false;
    const { actor, polls, clock } = start('/mis-servicios', person, async () => {
      if (fail) throw new Error('down');
      return { unread: 3 };
    });
    await waitFor(actor, (s) => s.context.unreadNotifications === 3);
    expect(polls).toEqual(['PERSON']);
    fail = true;
    clock.increment(29_999);
    expect(polls).toHaveLength(1);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches({ signedIn: { person: 'waiting' } }));
    expect(polls).toHaveLength(2);
    expect(actor.getSnapshot().context.unreadNotifications).toBe(3);
    fail = false;
    clock.increment(30_000);
    await waitFor(actor, () => polls.length === 3);
    expect(polls).toEqual(['PERSON', 'PERSON', 'PERSON']);
  });

  it('polls with the company kind for company users', async () => {
    const { actor, polls } = start('/mis-servicios', funcionario);
    await waitFor(actor, (s) => s.matches({ signedIn: { company: 'waiting' } }));
    expect(polls).toEqual(['COMPANY']);
  });

  it('zeroes the unread count when the notifications are read', async () => {
    const { actor } = start('/mis-servicios', person);
    await waitFor(actor, (s) => s.context.unreadNotifications === 2);
    actor.send({ type: 'notifications.read' });
    expect(actor.getSnapshot().context.unreadNotifications).toBe(0);
  });

  it('stores a refreshed token and persists it', () => {
    const { actor, persist } = start('/mis-servicios', person);
    actor.send({ type: 'session.tokenRefreshed', token: 'p2' });
    expect(actor.getSnapshot().context.session?.token).toBe('p2');
    expect(persist).toHaveBeenLastCalledWith({ ...person, token: 'p2' });
  });

  it('records the accepted consent and persists it', () => {
    const { actor, persist } = start('/mis-servicios', person);
    actor.send({ type: 'session.consentAccepted' });
    expect(actor.getSnapshot().context.session?.hasConsentSalesForce).toBe(true);
    expect(persist).toHaveBeenLastCalledWith({ ...person, hasConsentSalesForce: true });
  });

  it.each(['session.logout', 'session.expired'] as const)('%s clears storage and goes to /login', (type) => {
    const { actor, clearStorage, redirect, polls, clock } = start('/mis-servicios', person);
    actor.send({ type });
    expect(actor.getSnapshot().matches('guest')).toBe(true);
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(clearStorage).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith('/login');
    const before = polls.length;
    clock.increment(60_000);
    expect(polls.length).toBe(before);
  });
});

describe('route matching', () => {
  it('matches wildcard segments and ignores trailing slashes', () => {
    expect(matchPath('/login/*', '/login/abc')).toBe(true);
    expect(matchPath('/login/*', '/login')).toBe(false);
    expect(matchPath('/login/*', '/login/abc/def')).toBe(false);
    expect(matchPath('/recover', '/recover/')).toBe(true);
    expect(matchPath('/desuscribir/*', '/desuscribir/tok?x=1')).toBe(true);
    expect(matchesAny(GUEST_PATHS, '/mis-servicios')).toBe(false);
    expect(matchesAny(GUEST_PATHS, '/recover/empresas/')).toBe(true);
  });
});
