import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { sessionMachine, type SessionEvent, type StoredSession } from '../../machines/session.machine';
import { matchPath, matchesAny } from '../../machines/session.paths';
import { sessionPaths } from '../../client/app/registry';

const { guest: GUEST_PATHS, public: PUBLIC_PATHS, logoutOnVisit: LOGOUT_ON_VISIT_PATHS } = sessionPaths;

const person: StoredSession = {
  token: 'p1',
  kind: 'PERSON',
  role: 'Persona',
  hasConsentSalesForce: false,
  user: { id: '1', name: 'Ana', lastName: 'Rojas', email: 'a@b.cl' },
};
const funcionario: StoredSession = { ...person, token: 'c1', kind: 'COMPANY', role: 'Funcionario' };
const administrador: StoredSession = { ...funcionario, role: 'Administrador' };

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
  const actor = createActor(machine, { input: { path, stored, paths: sessionPaths }, clock }).start();
  return { actor, persist, clearStorage, redirect, polls, clock };
}

describe('session machine: start rules', () => {
  it.each(['/login/abc123', '/verificar_email/xyz', '/confirmar_datos', '/confirmar_datos/'])(
    'logs out on %s even with a stored session, and stays on the page',
    (path) => {
      const { actor, clearStorage, redirect, persist, polls } = start(path, person);
      expect(actor.getSnapshot().matches('guest')).toBe(true);
      expect(actor.getSnapshot().context).toMatchObject({ session: null, redirectTo: null });
      expect(clearStorage).toHaveBeenCalledTimes(1);
      expect(redirect).not.toHaveBeenCalled();
      expect(persist).not.toHaveBeenCalled();
      expect(polls).toEqual([]);
    },
  );

  it('starts a company session for Administrador or Funcionario', () => {
    for (const stored of [funcionario, administrador]) {
      const { actor, redirect, clearStorage } = start('/mis-servicios', stored);
      expect(actor.getSnapshot().matches({ signedIn: 'company' })).toBe(true);
      expect(actor.getSnapshot().context.session).toEqual(stored);
      expect(redirect).not.toHaveBeenCalled();
      expect(clearStorage).not.toHaveBeenCalled();
    }
  });

  it('starts a person session for any other role, also on a guest path', () => {
    expect(start('/mis-servicios', person).actor.getSnapshot().matches({ signedIn: 'person' })).toBe(true);
    expect(start('/login', person).actor.getSnapshot().matches({ signedIn: 'person' })).toBe(true);
    // the role decides, not the kind
    expect(
      start('/mis-servicios', { ...person, kind: 'COMPANY' })
        .actor.getSnapshot()
        .matches({ signedIn: 'person' }),
    ).toBe(true);
  });

  it('sends a guest to /login from a private path', () => {
    const { actor, redirect, clearStorage } = start('/mis-servicios/granel', null);
    expect(actor.getSnapshot().matches('guest')).toBe(true);
    expect(actor.getSnapshot().context.redirectTo).toBe('/login');
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith('/login');
    expect(clearStorage).not.toHaveBeenCalled();
  });

  it.each(['/login', '/register', '/register/required', '/recover/empresas/', '/verificar_email', '/demo/correos'])(
    'leaves a guest on %s',
    (path) => {
      const { actor, redirect } = start(path, null);
      expect(actor.getSnapshot().matches('guest')).toBe(true);
      expect(actor.getSnapshot().context.redirectTo).toBeNull();
      expect(redirect).not.toHaveBeenCalled();
    },
  );

  it('reads its path lists from the input, so a newly declared route takes part', () => {
    const paths = { ...sessionPaths, public: [...sessionPaths.public, '/pagina-nueva/*'] };
    const redirect = vi.fn();
    const machine = sessionMachine.provide({ actions: { redirect: (_, params) => redirect(params.to) } });
    const actor = createActor(machine, { input: { path: '/pagina-nueva/tok', stored: null, paths } }).start();
    expect(actor.getSnapshot().matches('guest')).toBe(true);
    expect(redirect).not.toHaveBeenCalled();
    expect(start('/pagina-nueva/tok', null).redirect).toHaveBeenCalledWith('/login');
  });
});

describe('session machine: signed in', () => {
  it('starts a session after login by role and persists it', () => {
    const { actor, persist, polls, clock } = start('/login', null);
    actor.send({ type: 'session.start', session: funcionario });
    expect(actor.getSnapshot().matches({ signedIn: 'company' })).toBe(true);
    expect(actor.getSnapshot().context.session).toEqual(funcionario);
    expect(persist).toHaveBeenCalledWith(funcionario);
    // the shell's read after the sign-in brings the first count; the poll comes 30 s later
    expect(polls).toEqual([]);
    clock.increment(30_000);
    expect(polls).toEqual(['COMPANY']);
    actor.send({ type: 'session.logout' });
    actor.send({ type: 'session.start', session: person });
    expect(actor.getSnapshot().matches({ signedIn: 'person' })).toBe(true);
    expect(persist).toHaveBeenLastCalledWith(person);
  });

  it('forgets the /login redirect once a session starts', () => {
    const { actor } = start('/mis-servicios', null);
    actor.send({ type: 'session.start', session: person });
    expect(actor.getSnapshot().context.redirectTo).toBeNull();
  });

  it('ignores a second session.start while signed in', () => {
    const { actor, persist } = start('/mis-servicios', person);
    actor.send({ type: 'session.start', session: funcionario });
    expect(actor.getSnapshot().matches({ signedIn: 'person' })).toBe(true);
    expect(actor.getSnapshot().context.session).toEqual(person);
    expect(persist).not.toHaveBeenCalled();
  });

  it('polls notifications every 30 s from the start (the shell’s read brings the first count), and keeps polling after a failure', async () => {
    let fail = false;
    const { actor, polls, clock } = start('/mis-servicios', person, async () => {
      if (fail) throw new Error('down');
      return { unread: 3 };
    });
    expect(actor.getSnapshot().matches({ signedIn: { person: 'waiting' } })).toBe(true);
    clock.increment(29_999);
    expect(polls).toEqual([]);
    clock.increment(1);
    await waitFor(actor, (s) => s.context.unreadNotifications === 3);
    expect(polls).toEqual(['PERSON']);
    fail = true;
    clock.increment(30_000);
    await waitFor(actor, (s) => polls.length === 2 && s.matches({ signedIn: { person: 'waiting' } }));
    expect(actor.getSnapshot().context.unreadNotifications).toBe(3);
    clock.increment(30_000);
    await waitFor(actor, (s) => polls.length === 3 && s.matches({ signedIn: { person: 'waiting' } }));
    fail = false;
    clock.increment(30_000);
    await waitFor(actor, () => polls.length === 4);
    expect(polls).toEqual(['PERSON', 'PERSON', 'PERSON', 'PERSON']);
  });

  it('polls with the company kind for company users', async () => {
    const { actor, polls, clock } = start('/mis-servicios', funcionario);
    expect(actor.getSnapshot().matches({ signedIn: { company: 'waiting' } })).toBe(true);
    clock.increment(30_000);
    await waitFor(actor, (s) => polls.length === 1 && s.matches({ signedIn: { company: 'waiting' } }));
    clock.increment(30_000);
    await waitFor(actor, () => polls.length === 2);
    expect(polls).toEqual(['COMPANY', 'COMPANY']);
  });

  it('zeroes the unread count when the notifications are read; the next poll counts again', async () => {
    const { actor, clock } = start('/mis-servicios', person);
    clock.increment(30_000);
    await waitFor(actor, (s) => s.context.unreadNotifications === 2);
    actor.send({ type: 'notifications.read' });
    expect(actor.getSnapshot().context.unreadNotifications).toBe(0);
    clock.increment(30_000);
    await waitFor(actor, (s) => s.context.unreadNotifications === 2);
  });

  it('stores a refreshed token and persists it', () => {
    const { actor, persist } = start('/mis-servicios', person);
    actor.send({ type: 'session.tokenRefreshed', token: 'p2' });
    expect(actor.getSnapshot().matches({ signedIn: 'person' })).toBe(true);
    expect(actor.getSnapshot().context.session?.token).toBe('p2');
    expect(persist).toHaveBeenCalledTimes(1);
    expect(persist).toHaveBeenLastCalledWith({ ...person, token: 'p2' });
  });

  it('ignores a refreshed token while a guest', () => {
    const { actor, persist } = start('/login', null);
    actor.send({ type: 'session.tokenRefreshed', token: 'p2' });
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(persist).not.toHaveBeenCalled();
  });

  it('records the accepted consent and persists it', () => {
    const { actor, persist } = start('/mis-servicios', person);
    actor.send({ type: 'session.consentAccepted' });
    expect(actor.getSnapshot().context.session?.hasConsentSalesForce).toBe(true);
    expect(persist).toHaveBeenLastCalledWith({ ...person, hasConsentSalesForce: true });
  });

  it.each(['session.logout', 'session.expired'] as const)('%s clears storage, goes to /login and stops polling', async (type) => {
    const { actor, clearStorage, redirect, polls, clock } = start('/mis-servicios', funcionario);
    clock.increment(30_000);
    await waitFor(actor, (s) => s.context.unreadNotifications === 2);
    actor.send({ type });
    expect(actor.getSnapshot().matches('guest')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ session: null, redirectTo: '/login', unreadNotifications: 0 });
    expect(clearStorage).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith('/login');
    const before = polls.length;
    clock.increment(60_000);
    expect(polls.length).toBe(before);
  });

  it('after a logout-on-visit start, a later logout still goes to /login', () => {
    const { actor, redirect } = start('/login/abc123', person);
    actor.send({ type: 'session.start', session: person });
    actor.send({ type: 'session.logout' });
    expect(redirect).toHaveBeenCalledWith('/login');
  });
});

describe('session chart', () => {
  it('reaches every state of the start rules and logout from the spec events', () => {
    const events: SessionEvent[] = [
      { type: 'session.start', session: person },
      { type: 'session.start', session: funcionario },
      { type: 'session.logout' },
      { type: 'session.expired' },
    ];
    const reached = (path: string, stored: StoredSession | null) =>
      new Set(
        getShortestPaths(sessionMachine, { events, input: { path, stored, paths: sessionPaths } }).map((p) =>
          JSON.stringify(p.state.value),
        ),
      );
    const signedIn = ['{"signedIn":{"person":"waiting"}}', '{"signedIn":{"company":"waiting"}}'];
    expect(reached('/mis-servicios', null)).toEqual(new Set(['"guest"', ...signedIn]));
    expect(reached('/mis-servicios', person)).toEqual(new Set(['"guest"', ...signedIn]));
  });
});

describe('route matching', () => {
  it('matches a `*` to exactly one segment', () => {
    expect(matchPath('/login/*', '/login/abc')).toBe(true);
    expect(matchPath('/login/*', '/login')).toBe(false);
    expect(matchPath('/login/*', '/login/abc/def')).toBe(false);
    expect(matchPath('/*/required', '/register/required')).toBe(true);
    expect(matchPath('/login', '/loginx')).toBe(false);
  });

  it('ignores trailing slashes, on the path and on the pattern, and the query', () => {
    expect(matchPath('/recover', '/recover/')).toBe(true);
    expect(matchPath('/recover/', '/recover')).toBe(true);
    expect(matchPath('/login/*', '/login/abc//')).toBe(true);
    expect(matchPath('/desuscribir/*', '/desuscribir/tok?x=1')).toBe(true);
    expect(matchPath('/login/*', '/login/abc?company=1')).toBe(true);
  });

  it('lists the guest, public and logout-on-visit paths', () => {
    for (const path of [
      '/login',
      '/login/abc',
      '/register',
      '/register/required',
      '/register_empresa',
      '/verificar_email',
      '/verificar_email/abc',
      '/enviar_codigo_verificacion',
      '/confirmar_datos',
      '/recover',
      '/recover/empresas',
    ]) {
      expect(matchesAny(GUEST_PATHS, path), path).toBe(true);
    }
    for (const path of ['/mis-servicios', '/requerimientos', '/editar-perfil', '/recover/personas', '/']) {
      expect(matchesAny([...GUEST_PATHS, ...PUBLIC_PATHS], path), path).toBe(false);
    }
    expect(matchesAny(PUBLIC_PATHS, '/demo/correos')).toBe(true);
    // the demo panel and the statecharts are public pages (each refused against a real backend)
    expect(matchesAny(PUBLIC_PATHS, '/demo')).toBe(true);
    expect(matchesAny(PUBLIC_PATHS, '/flujos')).toBe(true);
    expect(matchesAny(LOGOUT_ON_VISIT_PATHS, '/login')).toBe(false);
    expect(matchesAny(LOGOUT_ON_VISIT_PATHS, '/verificar_email')).toBe(false);
    expect(matchesAny(LOGOUT_ON_VISIT_PATHS, '/login/abc')).toBe(true);
  });
});
