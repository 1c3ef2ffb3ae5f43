import { describe, expect, it } from 'vitest';
import { loginMachine } from '../../machines/login.machine';
import type { LoginResult, SessionData } from '../../machines/types';
import { replayGraph } from '../support/machine-graph';

const person: SessionData = {
  token: 't1',
  kind: 'PERSON',
  role: 'Persona',
  hasConsentSalesForce: true,
  user: { id: '1', name: 'Ana', lastName: 'Rojas', email: 'ana@correo.cl' },
};
const company: SessionData = { ...person, kind: 'COMPANY', role: 'Funcionario' };
const social = { name: 'M', lastName: 'L', email: 'm@gmail.com', token: 'g', picture: null, type: 'google' };
const answer = (outcome: LoginResult['outcome'], session: SessionData | null = null, message: string | null = null): LoginResult => ({
  outcome,
  message,
  session,
});

describe('login machine, every path of its graph', async () => {
  const run = await replayGraph(loginMachine, {
    events: [
      { type: 'tab.select', tab: 'empresas' },
      { type: 'tab.select', tab: 'personas' },
      { type: 'form.submit', email: 'ana@correo.cl', password: 'Clave.Segura.2026' },
      { type: 'google.select', token: 'g', email: 'm@gmail.com' },
      { type: 'field.edit' },
      { type: 'notice.dismiss' },
    ],
    outputs: {
      personLogin: [answer('OK', person), answer('ERROR'), answer('EMAIL_NOT_VERIFIED'), answer('ACCOUNT_DISABLED'), answer('OK')],
      companyLogin: [answer('OK', company), answer('ERROR', null, 'Empresa no encontrada'), answer('NO_COMPANIES')],
      googleLogin: [{ ...answer('REGISTRATION_MISSING'), social }],
    },
  });

  it('reaches every state and takes every transition', () => {
    expect(run.missing).toEqual([]);
  });

  it('signs in with the session of the tab the form was sent from', () => {
    const signedIn = run.paths.filter((p) => p.snapshot.value === 'signedIn');
    expect(signedIn.length).toBeGreaterThan(0);
    for (const path of signedIn) {
      const last = path.calls.at(-1)?.src;
      expect(path.snapshot.output).toEqual({ type: 'signedIn', session: last === 'companyLogin' ? company : person });
    }
  });

  it('sends an unverified e-mail to the resend screen and an unregistered Google account to /confirmar_datos', () => {
    const outputs = run.paths.filter((p) => p.snapshot.value === 'redirecting').map((p) => p.snapshot.output);
    expect(outputs).toEqual(
      expect.arrayContaining([
        { type: 'redirect', to: '/enviar_codigo_verificacion', email: 'ana@correo.cl' },
        {
          type: 'redirect',
          to: '/confirmar_datos',
          email: 'm@gmail.com',
          social,
          notice: { title: 'Cuenta no registrada', text: 'Para continuar completa el registro' },
        },
      ]),
    );
  });

  it('keeps the message under the button of its own tab', () => {
    const refused = run.paths
      .flatMap((p) => p.steps)
      .filter((s) => s.snapshot.value === 'editing' && s.snapshot.context.result?.outcome === 'ERROR');
    const tooltips = refused.map((s) => s.snapshot.context.tooltip);
    expect(tooltips).toContainEqual({ personas: 'Correo o contraseña inválidos.', empresas: null });
    expect(tooltips).toContainEqual({ personas: null, empresas: 'Empresa no encontrada' });
  });

  it('takes no second submit, tab switch or edit while a call is running', () => {
    const running = run.paths.flatMap((p) => p.steps.map((s) => s.snapshot)).filter((s) => s.matches('submitting'));
    expect(running.length).toBeGreaterThan(0);
    for (const snapshot of running) {
      expect(snapshot.can({ type: 'form.submit', email: 'otro@correo.cl', password: 'x' })).toBe(false);
      expect(snapshot.can({ type: 'tab.select', tab: 'empresas' })).toBe(false);
      expect(snapshot.can({ type: 'field.edit' })).toBe(false);
    }
  });
});
