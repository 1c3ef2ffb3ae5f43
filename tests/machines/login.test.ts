import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, toPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { loginMachine, type Credentials, type LoginEvent } from '../../machines/login.machine';
import type { LoginResult, SessionData } from '../../machines/types';

const session: SessionData = {
  token: 't1',
  kind: 'PERSON',
  role: 'Persona',
  hasConsentSalesForce: true,
  user: { id: '1', name: 'Ana', lastName: 'Rojas', email: 'a@b.cl' },
};

type Answer = (c: Credentials) => Promise<LoginResult>;

function start(person: Answer, company: Answer = person) {
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
  return { actor: createActor(machine, { input: {}, clock: new SimulatedClock() }).start(), calls };
}

const result = (outcome: LoginResult['outcome'], message: string | null = null, s: SessionData | null = null): LoginResult => ({
  outcome,
  message,
  session: s,
});
const refused: Answer = async () => result('ERROR', 'no debería llamarse');

describe('login machine', () => {
  it('signs in on Personas and outputs the session', async () => {
    const { actor, calls } = start(async () => result('OK', null, session));
    actor.send({ type: 'form.submit', email: 'a@b.cl', password: 'x' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    await expect(toPromise(actor)).resolves.toEqual({ type: 'signedIn', session });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(calls).toEqual([{ tab: 'personas', input: { email: 'a@b.cl', password: 'x' } }]);
  });

  it('uses the company login on the Empresas tab', async () => {
    const company = { ...session, kind: 'COMPANY' as const, role: 'Funcionario' };
    const { actor, calls } = start(refused, async () => result('OK', null, company));
    actor.send({ type: 'tab.select', tab: 'empresas' });
    actor.send({ type: 'form.submit', email: 'f@e.cl', password: 'y' });
    await expect(toPromise(actor)).resolves.toEqual({ type: 'signedIn', session: company });
    expect(calls).toEqual([{ tab: 'empresas', input: { email: 'f@e.cl', password: 'y' } }]);
  });

  it("shows the server's message under the button of that tab only, cleared on edit", async () => {
    const { actor } = start(
      async () => result('ERROR', 'Usuario bloqueado temporalmente'),
      async () => result('ERROR', 'Empresa no encontrada'),
    );
    actor.send({ type: 'form.submit', email: 'a@b.cl', password: 'bad' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.tooltip).toEqual({ personas: 'Usuario bloqueado temporalmente', empresas: null });

    actor.send({ type: 'tab.select', tab: 'empresas' });
    expect(actor.getSnapshot().context.tab).toBe('empresas');
    actor.send({ type: 'form.submit', email: 'f@e.cl', password: 'bad' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.tooltip).toEqual({ personas: 'Usuario bloqueado temporalmente', empresas: 'Empresa no encontrada' });

    // editing a field clears only the current tab's message
    actor.send({ type: 'field.edit' });
    expect(actor.getSnapshot().context.tooltip).toEqual({ personas: 'Usuario bloqueado temporalmente', empresas: null });
    actor.send({ type: 'tab.select', tab: 'personas' });
    actor.send({ type: 'field.edit' });
    expect(actor.getSnapshot().context.tooltip.personas).toBeNull();
  });

  it("falls back to 'Correo o contraseña inválidos.' when the server gives no message", async () => {
    const { actor } = start(async () => result('ERROR', null));
    actor.send({ type: 'form.submit', email: 'a@b.cl', password: 'bad' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.tooltip.personas).toBe('Correo o contraseña inválidos.');
    expect(actor.getSnapshot().context.email).toBe('a@b.cl');
  });

  it('clears the old message when the form is sent again', async () => {
    let answer: Promise<LoginResult> = Promise.resolve(result('ERROR', 'Clave incorrecta'));
    const { actor } = start(() => answer);
    actor.send({ type: 'form.submit', email: 'a@b.cl', password: 'bad' });
    await waitFor(actor, (s) => s.matches('editing'));
    answer = new Promise(() => {});
    actor.send({ type: 'form.submit', email: 'a@b.cl', password: 'otra' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(actor.getSnapshot().context.tooltip.personas).toBeNull();
  });

  it('notifies a disabled account, and the notice can be dismissed', async () => {
    const { actor } = start(async () => result('ACCOUNT_DISABLED', 'Cuenta deshabilitada'));
    actor.send({ type: 'form.submit', email: 'd@b.cl', password: 'x' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.notice).toEqual({
      title: 'Cuenta deshabilitada',
      text: 'Por favor, Contacta a servicio al cliente.',
    });
    expect(actor.getSnapshot().context.tooltip.personas).toBeNull();
    actor.send({ type: 'notice.dismiss' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('sends an unverified e-mail to /enviar_codigo_verificacion', async () => {
    const { actor } = start(async () => result('EMAIL_NOT_VERIFIED'));
    actor.send({ type: 'form.submit', email: 's@b.cl', password: 'x' });
    await expect(toPromise(actor)).resolves.toEqual({ type: 'redirect', to: '/enviar_codigo_verificacion', email: 's@b.cl' });
    expect(actor.getSnapshot().matches('redirecting')).toBe(true);
  });

  it("sends a missing registration to /confirmar_datos with 'Cuenta no registrada'", async () => {
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

  it("notifies 'Cuenta sin empresas asociadas' to a company user without companies", async () => {
    const { actor } = start(refused, async () => result('NO_COMPANIES', 'sin empresas'));
    actor.send({ type: 'tab.select', tab: 'empresas' });
    actor.send({ type: 'form.submit', email: 's@e.cl', password: 'x' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.notice).toEqual({ title: 'Cuenta sin empresas asociadas', text: '' });
    expect(actor.getSnapshot().context.tooltip.empresas).toBeNull();
  });

  it("notifies 'Error inesperado' on a transport failure (personas) and 'error inesperado' (empresas)", async () => {
    const { actor } = start(
      async () => Promise.reject(new Error('down')),
      async () => Promise.reject(new Error('down')),
    );
    actor.send({ type: 'form.submit', email: 'a@b.cl', password: 'x' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.notice).toEqual({ title: 'Error inesperado', text: 'Intente mas tarde' });
    actor.send({ type: 'tab.select', tab: 'empresas' });
    expect(actor.getSnapshot().context.notice).toBeNull();
    actor.send({ type: 'form.submit', email: 'a@b.cl', password: 'x' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.notice !== null);
    expect(actor.getSnapshot().context.notice).toEqual({ title: 'error inesperado', text: 'Intente mas tarde' });
  });

  it('ignores a second submit, a tab switch and an edit while submitting', async () => {
    let release: (r: LoginResult) => void = () => {};
    const { actor, calls } = start(() => new Promise((resolve) => (release = resolve)));
    actor.send({ type: 'form.submit', email: 'a@b.cl', password: 'x' });
    expect(actor.getSnapshot().can({ type: 'form.submit', email: 'otro@b.cl', password: 'y' })).toBe(false);
    actor.send({ type: 'form.submit', email: 'otro@b.cl', password: 'y' });
    actor.send({ type: 'tab.select', tab: 'empresas' });
    expect(actor.getSnapshot().context.tab).toBe('personas');
    release(result('ERROR', 'Clave incorrecta'));
    await waitFor(actor, (s) => s.matches('editing'));
    expect(calls).toEqual([{ tab: 'personas', input: { email: 'a@b.cl', password: 'x' } }]);
    expect(actor.getSnapshot().context).toMatchObject({ email: 'a@b.cl', tooltip: { personas: 'Clave incorrecta', empresas: null } });
  });

  it('treats OK without a session as a refusal', async () => {
    const { actor } = start(async () => result('OK', 'Sin sesión'));
    actor.send({ type: 'form.submit', email: 'a@b.cl', password: 'x' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.tooltip.personas).toBe('Sin sesión');
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
    const known = createActor(machine, { input: {} }).start();
    known.send({ type: 'google.select', token: 'known', email: 'a@b.cl' });
    await expect(toPromise(known)).resolves.toEqual({ type: 'signedIn', session });
    const unknown = createActor(machine, { input: {} }).start();
    unknown.send({ type: 'google.select', token: 'g1', email: 'm@gmail.com' });
    await expect(toPromise(unknown)).resolves.toEqual({
      type: 'redirect',
      to: '/confirmar_datos',
      email: 'm@gmail.com',
      social,
      notice: { title: 'Cuenta no registrada', text: 'Para continuar completa el registro' },
    });
    expect(tokens).toEqual(['known', 'g1']);
  });

  it("notifies 'Error inesperado' when the Google sign-in call fails", async () => {
    const actor = createActor(loginMachine, { input: {} }).start(); // the placeholder actor rejects
    actor.send({ type: 'google.select', token: 'g', email: 'm@gmail.com' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.notice !== null);
    expect(actor.getSnapshot().context.notice).toEqual({ title: 'Error inesperado', text: 'Intente mas tarde' });
  });
});

describe('login chart', () => {
  it('reaches both ends from the form, through each tab and Google', () => {
    const done = (id: string, outcome: LoginResult['outcome']) =>
      ({ type: `xstate.done.actor.${id}`, output: result(outcome, null, outcome === 'OK' ? session : null) }) as unknown as LoginEvent;
    const outcomes: LoginResult['outcome'][] = [
      'OK',
      'ERROR',
      'ACCOUNT_DISABLED',
      'EMAIL_NOT_VERIFIED',
      'REGISTRATION_MISSING',
      'NO_COMPANIES',
    ];
    const paths = getShortestPaths(loginMachine, {
      events: [
        { type: 'tab.select', tab: 'empresas' },
        { type: 'form.submit', email: 'a@b.cl', password: 'x' },
        { type: 'google.select', token: 'g', email: 'a@b.cl' },
        ...['personLogin', 'companyLogin', 'googleLogin'].flatMap((id) => outcomes.map((o) => done(id, o))),
      ],
    });
    const ends = new Set(paths.filter((p) => p.state.status === 'done').map((p) => JSON.stringify(p.state.value)));
    expect(ends).toEqual(new Set(['"signedIn"', '"redirecting"']));
    const submittingFrom = new Set(paths.map((p) => JSON.stringify(p.state.value)).filter((v) => v.includes('submitting')));
    expect(submittingFrom).toEqual(new Set(['{"submitting":"personas"}', '{"submitting":"empresas"}', '{"submitting":"google"}']));
  });

  it('opens on the tab it is given: Empresas when a company screen sends the user back (issue 9, item 14)', () => {
    expect(
      createActor(loginMachine, { input: { tab: 'empresas' } })
        .start()
        .getSnapshot().context.tab,
    ).toBe('empresas');
    expect(createActor(loginMachine, { input: {} }).start().getSnapshot().context.tab).toBe('personas');
  });
});
