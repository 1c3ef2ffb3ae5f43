import { describe, expect, it } from 'vitest';
import { sessionMachine, type StoredSession } from '../../machines/session.machine';
import { sessionPaths } from '../../client/app/registry';
import { replayGraph, snapshotsAfter } from '../support/machine-graph';

const person: StoredSession = {
  token: 'p1',
  kind: 'PERSON',
  role: 'Persona',
  hasConsentSalesForce: false,
  user: { id: '1', name: 'Ana', lastName: 'Rojas', email: 'a@b.cl' },
};
const funcionario: StoredSession = { ...person, token: 'c1', kind: 'COMPANY', role: 'Funcionario' };

describe('session machine, every path of its graph', async () => {
  const run = await replayGraph(sessionMachine, {
    inputs: [
      { path: '/mis-servicios', stored: null, paths: sessionPaths },
      { path: '/login', stored: null, paths: sessionPaths },
      { path: '/login/DEMO-CLIENTE', stored: person, paths: sessionPaths },
      { path: '/mis-servicios', stored: person, paths: sessionPaths },
      { path: '/empresas', stored: funcionario, paths: sessionPaths },
    ],
    events: [
      { type: 'session.start', session: person },
      { type: 'session.start', session: funcionario },
      { type: 'session.logout' },
      { type: 'session.expired' },
      { type: 'session.tokenRefreshed', token: 'p2' },
      { type: 'session.consentAccepted' },
      { type: 'notifications.read' },
    ],
    outputs: { fetchNotifications: [{ unread: 3 }] },
  });

  it('reaches every state and takes every transition', () => {
    expect(run.missing).toEqual([]);
  });

  it('polls the notifications of the kind of session, every 30 s, and never for a guest', () => {
    for (const path of run.paths) {
      const company =
        path.input?.stored === funcionario ||
        path.events.some((e) => e.type === 'session.start' && 'session' in e && e.session === funcionario);
      if (!company) for (const call of path.calls) expect(call.input).toEqual({ kind: 'PERSON' });
      if (path.steps.every((s) => s.snapshot.matches('guest'))) expect(path.calls).toEqual([]);
    }
    const polled = snapshotsAfter(run, 'xstate.done.actor.0.session.signedIn.company.polling');
    expect(polled.map((s) => s.context.unreadNotifications)).toContain(3);
    expect(
      snapshotsAfter(run, 'xstate.after.notificationInterval.session.signedIn.person.waiting').every((s) =>
        s.matches({ signedIn: { person: 'polling' } }),
      ),
    ).toBe(true);
  });

  it('forgets everything on logout or a refused refresh, and goes to /login', () => {
    const out = [...snapshotsAfter(run, 'session.logout'), ...snapshotsAfter(run, 'session.expired')];
    expect(out.length).toBeGreaterThan(0);
    for (const snapshot of out) {
      expect(snapshot.value).toBe('guest');
      expect(snapshot.context).toMatchObject({ session: null, unreadNotifications: 0, redirectTo: '/login' });
    }
  });

  it('keeps the refreshed token and the accepted consent of the session it has', () => {
    for (const snapshot of snapshotsAfter(run, 'session.tokenRefreshed')) expect(snapshot.context.session?.token).toBe('p2');
    for (const snapshot of snapshotsAfter(run, 'session.consentAccepted'))
      expect(snapshot.context.session?.hasConsentSalesForce).toBe(true);
  });
});
