import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, toPromise, waitFor } from 'xstate';
import { emailFormMachine } from '../../machines/email-form.machine';
import { emailVerificationMachine } from '../../machines/email-verification.machine';
import { externalLoginMachine } from '../../machines/external-login.machine';
import type { LoginResult, ProfileData, SessionData, SubmitResult } from '../../machines/types';
import { profileMachine } from '../../machines/profile.machine';
import { registrationMachine } from '../../machines/registration.machine';
import type { RegistrationValues } from '../../machines/rules/account-rules';

const session: SessionData = {
  token: 't',
  kind: 'PERSON',
  role: 'Persona',
  hasConsentSalesForce: false,
  user: { id: '9', name: 'M', lastName: 'L', email: 'm@gmail.com' },
};
const values: RegistrationValues = {
  name: 'Ana',
  last_name: 'Rojas',
  dni: '12345678-5',
  email: 'ana@correo.cl',
  email_confirmation: 'ana@correo.cl',
  phone: '912345678',
  password: 'Clave.Segura.2026',
  password_confirmation: 'Clave.Segura.2026',
};
const ok: SubmitResult = { ok: true, message: null, fieldErrors: [] };

describe('registration machine', () => {
  function start(
    register: () => Promise<SubmitResult>,
    social = false,
    login: () => Promise<LoginResult> = async () => ({ outcome: 'OK', message: null, session }),
  ) {
    const calls: unknown[] = [];
    const machine = registrationMachine.provide({
      actors: {
        register: fromPromise(async ({ input }) => {
          calls.push(input);
          return register();
        }),
        socialLogin: fromPromise(login),
      },
    });
    const input = { social: social ? { name: 'M', lastName: 'L', email: 'm@gmail.com', token: 'g', picture: null, type: 'google' } : null };
    return { actor: createActor(machine, { input }).start(), calls };
  }

  it('shows the client rules without calling the server', () => {
    const { actor, calls } = start(async () => ok);
    actor.send({ type: 'form.submit', values: { ...values, phone: '123', dni: '12345678-9' } });
    expect(actor.getSnapshot().context.errors.map((e) => e.message)).toEqual([
      'El rut ingresado no es válido',
      'Teléfono debe contener 9 dígitos',
    ]);
    expect(calls).toHaveLength(0);
    actor.send({ type: 'field.edit', field: 'phone' });
    expect(actor.getSnapshot().context.errors.map((e) => e.field)).toEqual(['dni']);
  });

  it('registers and ends with the e-mail for the verification screen', async () => {
    const { actor } = start(async () => ok);
    actor.send({ type: 'form.submit', values });
    await expect(toPromise(actor)).resolves.toEqual({ type: 'registered', email: 'ana@correo.cl' });
  });

  it("shows the server's first message per field", async () => {
    const { actor } = start(async () => ({
      ok: false,
      message: null,
      fieldErrors: [{ field: 'email', message: 'El correo electrónico ya se encuentra registrado' }],
    }));
    actor.send({ type: 'form.submit', values });
    await waitFor(actor, (s) => s.matches('editing') && s.context.errors.length > 0);
    expect(actor.getSnapshot().context.errors).toEqual([{ field: 'email', message: 'El correo electrónico ya se encuentra registrado' }]);
  });

  it("alerts 'error al registrar' on a transport error", async () => {
    const { actor } = start(async () => Promise.reject(new Error('down')));
    actor.send({ type: 'form.submit', values });
    await waitFor(actor, (s) => s.context.alert !== null);
    expect(actor.getSnapshot().context.alert).toBe('error al registrar');
    actor.send({ type: 'alert.dismiss' });
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it('with social data: no password asked, then signs in', async () => {
    const { actor, calls } = start(async () => ok, true);
    actor.send({ type: 'form.submit', values: { ...values, password: '', password_confirmation: '' } });
    await expect(toPromise(actor)).resolves.toEqual({ type: 'signedIn', session });
    expect(calls).toHaveLength(1);
  });

  it('with social data: a refused sign-in after registering shows its message', async () => {
    const { actor } = start(
      async () => ok,
      true,
      async () => ({ outcome: 'ERROR', message: 'Cuenta deshabilitada', session: null }),
    );
    actor.send({ type: 'form.submit', values });
    await waitFor(actor, (s) => s.context.alert !== null);
    expect(actor.getSnapshot().context.alert).toBe('Cuenta deshabilitada');
  });
});

describe('e-mail verification machine', () => {
  const start = (code: string, verify: () => Promise<SubmitResult>) => {
    const clock = new SimulatedClock();
    const machine = emailVerificationMachine.provide({ actors: { verify: fromPromise(verify) } });
    return { actor: createActor(machine, { input: { code }, clock }).start(), clock };
  };

  it('verifies a code and goes to /login with the success notice', async () => {
    await expect(toPromise(start('abc', async () => ok).actor)).resolves.toEqual({
      to: '/login',
      notice: { title: 'Email verificado correctamente', text: 'Ahora inicia sesión', tone: 'ok' },
    });
  });

  it('goes to the resend screen with the server message on error', async () => {
    const output = await toPromise(start('bad', async () => ({ ok: false, message: 'Enlace inválido', fieldErrors: [] })).actor);
    expect(output).toEqual({
      to: '/enviar_codigo_verificacion',
      notice: { title: 'Error verificando Correo electrónico', text: 'Enlace inválido', tone: 'error' },
    });
  });

  it('waits 1500 ms without a code', () => {
    const { actor, clock } = start('', async () => ok);
    clock.increment(1499);
    expect(actor.getSnapshot().status).toBe('active');
    clock.increment(1);
    expect(actor.getSnapshot().output).toEqual({ to: '/enviar_codigo_verificacion', notice: null });
  });
});

describe('e-mail form machine', () => {
  const start = (rule: 'resend' | 'recovery', send: () => Promise<SubmitResult>, redirectTo: string | null) => {
    const machine = emailFormMachine.provide({ actors: { send: fromPromise(send) } });
    return createActor(machine, { input: { rule, success: { title: 'Hecho', text: '', tone: 'ok' }, redirectTo } }).start();
  };

  it("resend: an empty e-mail gives 'Debes ingresar el código'; a sent mail shows its notice and stays", async () => {
    const actor = start('resend', async () => ok, null);
    actor.send({ type: 'form.submit', email: '  ' });
    expect(actor.getSnapshot().context.error).toBe('Debes ingresar el código');
    actor.send({ type: 'field.edit' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'form.submit', email: 'a@b.cl' });
    await waitFor(actor, (s) => s.context.notice !== null);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it("recovery: a bad format gives 'Formato de correo invalido'; the server message goes under the field", async () => {
    const actor = start(
      'recovery',
      async () => ({ ok: false, message: 'x', fieldErrors: [{ field: 'email', message: 'No existe una cuenta con este correo' }] }),
      '/login',
    );
    actor.send({ type: 'form.submit', email: 'nope' });
    expect(actor.getSnapshot().context.error).toBe('Formato de correo invalido');
    actor.send({ type: 'form.submit', email: 'a@b.cl' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null && s.context.error !== 'Formato de correo invalido');
    expect(actor.getSnapshot().context.error).toBe('No existe una cuenta con este correo');
  });

  it('recovery: success ends with the redirect and its notice; a transport error notifies', async () => {
    const good = start('recovery', async () => ok, '/login');
    good.send({ type: 'form.submit', email: 'a@b.cl' });
    await expect(toPromise(good)).resolves.toEqual({ to: '/login', notice: { title: 'Hecho', text: '', tone: 'ok' } });
    const bad = start('recovery', async () => Promise.reject(new Error('down')), '/login');
    bad.send({ type: 'form.submit', email: 'a@b.cl' });
    await waitFor(bad, (s) => s.context.notice !== null);
    expect(bad.getSnapshot().context.notice?.title).toBe('Error inesperado');
  });
});

describe('external login machine', () => {
  const start = (code: string, company: boolean, validate: () => Promise<LoginResult>) => {
    const clock = new SimulatedClock();
    const machine = externalLoginMachine.provide({ actors: { validate: fromPromise(validate) } });
    return { actor: createActor(machine, { input: { code, company }, clock }).start(), clock };
  };

  it('signs in with a good code', async () => {
    await expect(toPromise(start('C', false, async () => ({ outcome: 'OK', message: null, session })).actor)).resolves.toEqual({
      type: 'signedIn',
      session,
    });
  });

  it('notifies a refused code with the server message, person and company variants', async () => {
    const refused = async (): Promise<LoginResult> => ({ outcome: 'ERROR', message: 'Código inválido', session: null });
    expect(await toPromise(start('X', false, refused).actor)).toEqual({
      type: 'redirect',
      to: '/login',
      notice: { title: 'Error con inicio de sesión', text: 'Código inválido', tone: 'error' },
    });
    expect(await toPromise(start('X', true, refused).actor)).toMatchObject({ notice: { title: 'Error con inicio de sesión empresa' } });
  });

  it("says 'Intentelo nuevamente' when the call fails", async () => {
    expect(await toPromise(start('X', false, async () => Promise.reject(new Error('down'))).actor)).toMatchObject({
      notice: { text: 'Intentelo nuevamente' },
    });
  });

  it('goes to /login after 1500 ms without a code', () => {
    const { actor, clock } = start('', false, async () => ({ outcome: 'OK', message: null, session }));
    clock.increment(1500);
    expect(actor.getSnapshot().output).toEqual({ type: 'redirect', to: '/login', notice: null });
  });
});

describe('profile machine', () => {
  const profile: ProfileData = {
    id: '1',
    name: 'Ana',
    lastName: 'Rojas',
    email: 'a@b.cl',
    rut: '1-9',
    phone: '912345678',
    notificationCheck: true,
    hasSecondAccount: false,
    secondEmail: null,
  };
  const submission = {
    name: 'Ana María',
    last_name: 'Rojas',
    phone: '987654321',
    password: '',
    password_confirmation: '',
    current_password: '',
    notificationCheck: false,
    syncSecondAccount: false,
  };
  const start = (save: () => Promise<SubmitResult>, load: () => Promise<ProfileData> = async () => profile) =>
    createActor(profileMachine.provide({ actors: { loadProfile: fromPromise(load), saveProfile: fromPromise(save) } })).start();

  it('loads, saves, and shows Edición completada with the new values', async () => {
    const actor = start(async () => ok);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'form.submit', values: submission });
    await waitFor(actor, (s) => s.matches('editing') && s.context.notice !== null);
    expect(actor.getSnapshot().context.notice).toEqual({
      title: 'Edición completada',
      text: 'Datos actualizados correctamente',
      tone: 'ok',
    });
    expect(actor.getSnapshot().context.profile).toMatchObject({ name: 'Ana María', phone: '987654321', notificationCheck: false });
  });

  it("refuses different passwords with 'Las contraseñas no coinciden' and a missing name", async () => {
    const actor = start(async () => ok);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({
      type: 'form.submit',
      values: { ...submission, name: '', password: 'Clave.Segura.2026', password_confirmation: 'b', current_password: 'Gas.Demo.2026' },
    });
    expect(actor.getSnapshot().context.errors.map((e) => e.message)).toEqual(['Campo requerido', 'Las contraseñas no coinciden']);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('shows server field errors, and retries a failed load', async () => {
    const actor = start(async () => ({
      ok: false,
      message: null,
      fieldErrors: [{ field: 'phone', message: 'Teléfono debe contener 9 dígitos' }],
    }));
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'form.submit', values: submission });
    await waitFor(actor, (s) => s.matches('editing') && s.context.errors.length > 0);
    expect(actor.getSnapshot().context.errors[0]?.field).toBe('phone');

    let attempt = 0;
    const flaky = start(
      async () => ok,
      async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('down');
        return profile;
      },
    );
    await waitFor(flaky, (s) => s.matches('loadFailed'));
    flaky.send({ type: 'load.retry' });
    await waitFor(flaky, (s) => s.matches('editing'));
  });
});
