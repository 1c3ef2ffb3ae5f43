import { describe, expect, it } from 'vitest';
import { externalLoginMachine } from '../../machines/external-login.machine';
import type { SessionData } from '../../machines/types';
import { replayGraph } from '../support/machine-graph';

const session: SessionData = {
  token: 't',
  kind: 'PERSON',
  role: 'Persona',
  hasConsentSalesForce: true,
  user: { id: '1', name: 'Ana', lastName: 'Rojas', email: 'a@b.cl' },
};

describe('external login machine, every path of its graph', async () => {
  const run = await replayGraph(externalLoginMachine, {
    inputs: [
      { code: 'DEMO-CLIENTE', company: false },
      { code: 'DEMO-EMPRESA', company: true },
      { code: '', company: false },
    ],
    outputs: {
      validate: [
        { outcome: 'OK', message: null, session },
        { outcome: 'ERROR', message: 'Código inválido', session: null },
        // an OK without a session is no sign-in
        { outcome: 'OK', message: null, session: null },
      ],
    },
  });

  it('reaches every state and takes every transition', () => {
    expect(run.missing).toEqual([]);
  });

  it('signs in with a good code, otherwise goes to /login with the notice of its tab', () => {
    const person = run.paths.filter((p) => p.input?.code === 'DEMO-CLIENTE').map((p) => p.snapshot.output);
    expect(person).toEqual(
      expect.arrayContaining([
        { type: 'signedIn', session },
        { type: 'redirect', to: '/login', notice: { title: 'Error con inicio de sesión', text: 'Código inválido', tone: 'error' } },
        { type: 'redirect', to: '/login', notice: { title: 'Error con inicio de sesión', text: 'Intentelo nuevamente', tone: 'error' } },
      ]),
    );
    const company = run.paths.filter((p) => p.input?.company && p.snapshot.output?.type === 'redirect');
    expect(company.length).toBeGreaterThan(0);
    for (const path of company) expect(path.snapshot.output).toMatchObject({ notice: { title: 'Error con inicio de sesión empresa' } });
  });

  it('without a code waits and goes to /login with no notice and no call', () => {
    const blank = run.paths.filter((p) => p.input?.code === '');
    expect(blank.map((p) => [p.events.map((e) => e.type), p.snapshot.output, p.calls])).toEqual([
      [['xstate.after.noCodeRedirect.externalLogin.waiting'], { type: 'redirect', to: '/login', notice: null }, []],
    ]);
  });
});
