import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise, waitFor } from 'xstate';
import { loginMachine, type Credentials, type LoginResult, type SessionData } from '../../machines/login.machine';

const session: SessionData = { token: 't1', kind: 'PERSON', role: 'Persona', hasConsentSalesForce: true, user: { id: '1', name: 'Ana', lastName: 'Rojas', email: 'a@b.cl' } };

function start(person: (c: Credentials) => Promise<LoginResult>, company: (c: Credentials) => Promise<LoginResult> = person) {
  const calls: Array<{ tab: string; input: Credentials }> = [];
  const machine = loginMachine.provide({
    actors: {
      personLogin: fromPromise(async ({ input }: { input: Credentials }) => {
        calls.push({ tab: 'personas', input });
        return person(input);
      }),
      companyLogin: fromPromise(async ({ input }: { input: Credentials }) => {
        calls.push({ tab: 'empresas', input });
        return company(input);
      }),
    },
  });
  return { actor: createActor(machine).start(), calls };
}

const result = (outcome: LoginResult['outcome'], message: string | null = null, s: SessionData | null = null): LoginResult => ({ outcome, message, session: s });

describe('login machine', () => {
  it('signs in on Personas and outputs the session', async () => {
    const { actor, calls } = start(async () => result('OK', null, session));
    actor.send({ type: 'form.submit', email: 'a@b.cl', password: 'x' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    await expect(toPromise(actor)).resolves.toEqual({ type: 'signedIn', session });
    expect(calls).toEqual([{ tab: 'personas', input: { email: 'a@b.cl', password: 'x' } }]);
  });

  it('uses the company login on the Empresas tab', async () => {
    const { actor, calls } = start(async () => result('ERROR'), async () => result('OK', null, { ...session, kind: 'COMPANY', role: 'Funcionario' }));
    actor.send({ type: 'tab.select', tab: 'empresas' });
    actor.send({ type: 'form.submit', email: 'f@e.cl', password: 'x' });
    const output = await toPromise(actor);
    expect(output.type).toBe('signedIn');
    expect(calls[0].tab).toBe('empresas');
  });

  it("shows the server's message under the button of that tab only, cleared on edit", async () => {
    const { actor } = start(async () => result('ERROR', 'Correo o contraseña inválidos.'));
    actor.send({ type: 'form.submit', email: 'a@b.cl', password: 'bad' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.tooltip).toEqual({ personas: 'Correo o contraseña inválidos.', empresas: null });
    actor.send({ type: 'tab.select', tab: 'empresas' });
    expect(actor.getSnapshot().context.tooltip.personas).toBe('Correo o contraseña inválidos.');
    actor.send({ type: 'tab.select', tab: 'personas' });
    actor.send({ type: 'field.edit' });
    expect(actor.getSnapshot().context.tooltip.personas).toBeNull();
  });

  it('falls back to the invalid-credentials text when the server gives no message', async () => {
    const { actor } = start(async () => result('ERROR', null));
    actor.send({ type: 'form.submit', email: 'a@b.cl', password: 'bad' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.tooltip.personas).toBe('Correo o contraseña inválidos.');
  });

  it('notifies a disabled account', async () => {
    const { actor } = start(async () => result('ACCOUNT_DISABLED', 'Cuenta deshabilitada'));
    actor.send({ type: 'form.submit', email: 'd@b.cl', password: 'x' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.notice).toEqual({ title: 'Cuenta deshabilitada', text: 'Por favor, Contacta a servicio al cliente.' });
    actor.send({ type: 'notice.dismiss' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('sends an unverified e-mail to /enviar_codigo_verificacion', async () => {
    const { actor } = start(async () => result('EMAIL_NOT_VERIFIED'));
    actor.send({ type: 'form.submit', email: 's@b.cl', password: 'x' });
    await expect(toPromise(actor)).resolves.toEqual({ type: 'redirect', to: '/enviar_codigo_verificacion', email: 's@b.cl' });
  });

  it('sends a missing registration to /confirmar_datos', async () => {
    const { actor } = start(async () => result('REGISTRATION_MISSING'));
    actor.send({ type: 'form.submit', email: 'g@b.cl', password: 'x' });
    await expect(toPromise(actor)).resolves.toEqual({
      type: 'redirect',
      to: '/confirmar_datos',
      email: 'g@b.cl',
      social: null,
      notice: { title: 'Cuenta no registrada', text: 'Para continuar completa el registro' },
    });
  });

  it('notifies a company user without companies', async () => {
    const { actor } = start(async () => result('ERROR'), async () => result('NO_COMPANIES', 'Cuenta sin empresas asociadas'));
    actor.send({ type: 'tab.select', tab: 'empresas' });
    actor.send({ type: 'form.submit', email: 's@e.cl', password: 'x' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.notice?.title).toBe('Cuenta sin empresas asociadas');
  });

  it("notifies 'Error inesperado' on a transport failure (personas) and 'error inesperado' (empresas)", async () => {
    const { actor } = start(async () => Promise.reject(new Error('down')));
    actor.send({ type: 'form.submit', email: 'a@b.cl', password: 'x' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.notice).toEqual({ title: 'Error inesperado', text: 'Intente mas tarde' });
    actor.send({ type: 'tab.select', tab: 'empresas' });
    actor.send({ type: 'form.submit', email: 'a@b.cl', password: 'x' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.notice !== null);
    expect(actor.getSnapshot().context.notice?.title).toBe('error inesperado');
  });

  it('signs in with a Google account, or sends an unregistered one to /confirmar_datos with its data', async () => {
    const social = { name: 'Martina', lastName: 'López', email: 'm@gmail.com', token: 'g1', picture: null, type: 'google' };
    const tokens: string[] = [];
    const machine = loginMachine.provide({
      actors: {
        googleLogin: fromPromise(async ({ input }: { input: { token: string } }) => {
          tokens.push(input.token);
          return input.token === 'known' ? result('OK', null, session) : { ...result('REGISTRATION_MISSING'), social };
        }),
      },
    });
    const known = createActor(machine).start();
    known.send({ type: 'google.select', token: 'known', email: 'a@b.cl' });
    await expect(toPromise(known)).resolves.toEqual({ type: 'signedIn', session });
    const unknown = createActor(machine).start();
    unknown.send({ type: 'google.select', token: 'g1', email: 'm@gmail.com' });
    const output = await toPromise(unknown);
    expect(output).toMatchObject({ type: 'redirect', to: '/confirmar_datos', social, notice: { title: 'Cuenta no registrada' } });
    expect(tokens).toEqual(['known', 'g1']);
  });

  it('ignores a second submit while submitting', async () => {
    let release: (r: LoginResult) => void = () => {};
    const { actor, calls } = start(() => new Promise((resolve) => (release = resolve)));
    actor.send({ type: 'form.submit', email: 'a@b.cl', password: 'x' });
    actor.send({ type: 'form.submit', email: 'a@b.cl', password: 'x' });
    release(result('OK', null, session));
    await toPromise(actor);
    expect(calls).toHaveLength(1);
  });

  it('treats OK without a session as a refusal', async () => {
    const { actor } = start(async () => result('OK', 'Sin sesión'));
    actor.send({ type: 'form.submit', email: 'a@b.cl', password: 'x' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.tooltip.personas).toBe('Sin sesión');
  });
});
