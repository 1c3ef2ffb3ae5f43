import { describe, expect, it } from 'vitest';
import { signGoogleToken } from '../../fixtures/core/google';
import { CURRENT_PASSWORD_REQUIRED, formField, PASSWORD_WEAK, registrationErrors } from '../../machines/rules/account-rules';
import { sandboxGateway } from '../support/gateway';
import { present } from '../support/items';

interface Payload {
  ok: boolean;
  message: string | null;
  fieldErrors: Array<{ field: string; message: string }>;
}
interface Login {
  outcome: string;
  message: string | null;
  session: { token: string; role: string; user: { email: string } } | null;
  social: { email: string; token: string; name: string } | null;
}

const gateway = sandboxGateway();
const { gql } = gateway;

const PAYLOAD = 'ok message fieldErrors { field message }';
const LOGIN_FIELDS = 'outcome message session { token role user { email } } social { email token name }';
const register = (input: Record<string, unknown>) =>
  gql<{ register: Payload }>(`mutation($i: RegisterInput!) { register(input: $i) { ${PAYLOAD} } }`, { i: input });
const login = async (email: string, password: string) =>
  (
    await gql<{ login: Login }>(`mutation($e: String!, $p: String!) { login(email: $e, password: $p) { ${LOGIN_FIELDS} } }`, {
      e: email,
      p: password,
    })
  ).data!.login;

const person = {
  name: 'Ignacia',
  lastName: 'Soto',
  rut: '11.111.111-1',
  email: 'ignacia.soto@correo.cl',
  emailConfirmation: 'ignacia.soto@correo.cl',
  phone: '934567812',
  password: 'Clave.Segura.2026',
  passwordConfirmation: 'Clave.Segura.2026',
};

describe('registration through the gateway', () => {
  it('refuses what the client refuses, with the same field errors, without reaching the backend', async () => {
    const bad = {
      ...person,
      rut: '12345678-9',
      phone: '12345',
      email: 'sin-punto@correo',
      emailConfirmation: 'otro@correo.cl',
      passwordConfirmation: 'distinta',
    };
    const answer = await register(bad);
    const expected = registrationErrors({
      name: bad.name,
      last_name: bad.lastName,
      dni: bad.rut,
      email: bad.email,
      email_confirmation: bad.emailConfirmation,
      phone: bad.phone,
      password: bad.password,
      password_confirmation: bad.passwordConfirmation,
    }).map((e) => ({ field: formField(e.field), message: e.message }));
    expect(answer.data?.register).toEqual({ ok: false, message: null, fieldErrors: expected });
    expect(expected.map((e) => e.message)).toContain('El rut ingresado no es válido');
    expect(gateway.sandbox.calls.get()['/register']).toBeUndefined();
  });

  it('refuses a surname of 313 characters in Spanish without reaching the backend, and the backend refuses it too (issue 9, item 7)', async () => {
    const long = {
      ...person,
      lastName: 'x'.repeat(313),
      rut: '24.681.357-4',
      email: 'largo@correo.cl',
      emailConfirmation: 'largo@correo.cl',
    };
    expect((await register(long)).data?.register).toEqual({
      ok: false,
      message: null,
      fieldErrors: [{ field: 'lastName', message: 'Máximo 60 caracteres' }],
    });
    expect(gateway.sandbox.calls.get()['/register']).toBeUndefined();

    const direct = await gateway.transport(5000).call('/register', {
      name: long.name,
      last_name: long.lastName,
      dni: long.rut,
      email: long.email,
      email_confirmation: long.email,
      phone: long.phone,
      password: long.password,
      password_confirmation: long.password,
    });
    expect(direct).toMatchObject({ status: 'error', errors: { last_name: ['Máximo 60 caracteres'] } });
    expect(gateway.backend.world.persons.some((p) => p.email === long.email)).toBe(false);
  });

  it('refuses an e-mail already registered (the backend says so under the field)', async () => {
    // a RUT of its own, so the answer is the e-mail's alone whichever test registered first
    const answer = await register({ ...person, rut: '23.456.789-6', email: 'cliente@demo.cl', emailConfirmation: 'cliente@demo.cl' });
    expect(answer.data?.register.fieldErrors).toEqual([{ field: 'email', message: 'El correo electrónico ya se encuentra registrado' }]);
  });

  it('registers, mails a verification link, refuses sign-in until verified, then signs in', async () => {
    expect((await register(person)).data?.register.ok).toBe(true);
    const mail = gateway.backend.world.outbox.find((m) => m.to === person.email)!;
    expect(mail.link).toMatch(/^\/verificar_email\//);
    expect((await login(person.email, person.password)).outcome).toBe('EMAIL_NOT_VERIFIED');

    const code = mail.link!.split('/').pop()!;
    const verified = await gql<{ verifyEmail: Payload }>(`mutation($c: String!) { verifyEmail(code: $c) { ${PAYLOAD} } }`, { c: code });
    expect(verified.data?.verifyEmail.ok).toBe(true);
    const again = await gql<{ verifyEmail: Payload }>(`mutation($c: String!) { verifyEmail(code: $c) { ${PAYLOAD} } }`, { c: code });
    expect(again.data?.verifyEmail.ok).toBe(false);
    expect((await login(person.email, person.password)).outcome).toBe('OK');
    // a blank code is refused as the client refuses it, without reaching the backend
    const blank = await gql<{ verifyEmail: Payload }>(`mutation($c: String!) { verifyEmail(code: $c) { ${PAYLOAD} } }`, { c: ' ' });
    expect(blank.data?.verifyEmail.fieldErrors).toEqual([{ field: 'code', message: 'Debes ingresar el código' }]);
    expect(gateway.sandbox.calls.get()['/verify']).toBe(2);
  });

  it("resends the verification mail; an empty e-mail gives 'Debes ingresar el código'", async () => {
    const resend = (email: string) =>
      gql<{ resendVerification: Payload }>(`mutation($e: String!) { resendVerification(email: $e) { ${PAYLOAD} } }`, { e: email });
    expect((await resend('')).data?.resendVerification.fieldErrors).toEqual([{ field: 'email', message: 'Debes ingresar el código' }]);
    const before = gateway.backend.world.outbox.length;
    expect((await resend('sinverificar@demo.cl')).data?.resendVerification.ok).toBe(true);
    expect(gateway.backend.world.outbox.length).toBe(before + 1);
  });
});

describe('recovery through the gateway', () => {
  const recover = (email: string, company: boolean) =>
    gql<{ recoverPassword: Payload }>(`mutation($e: String!, $c: Boolean!) { recoverPassword(email: $e, company: $c) { ${PAYLOAD} } }`, {
      e: email,
      c: company,
    });

  it('checks the format, puts an unknown e-mail under the field, mails a new password that then works', async () => {
    expect((await recover('no-es-correo', false)).data?.recoverPassword.fieldErrors).toEqual([
      { field: 'email', message: 'Formato de correo invalido' },
    ]);
    expect((await recover('nadie@demo.cl', false)).data?.recoverPassword.fieldErrors[0]?.field).toBe('email');
    expect((await recover('nuevo@demo.cl', false)).data?.recoverPassword.ok).toBe(true);
    const mail = present(
      gateway.backend.world.outbox.find((m) => m.to === 'nuevo@demo.cl'),
      'a mail to nuevo@demo.cl',
    );
    const password = present(/es: (\S+)$/.exec(mail.body)?.[1], 'the new password in the mail');
    expect((await login('nuevo@demo.cl', 'Gas.Demo.2026')).outcome).toBe('ERROR');
    expect((await login('nuevo@demo.cl', password)).outcome).toBe('OK');
  });

  it('recovers company users on the company path', async () => {
    expect((await recover('limitado@empresa.demo.cl', true)).data?.recoverPassword.ok).toBe(true);
    expect(gateway.sandbox.calls.get()['/company_user/recover']).toBe(1);
  });
});

describe('social and external sign-in', () => {
  const google = (token: string) =>
    gql<{ googleLogin: Login }>(`mutation($t: String!) { googleLogin(googleToken: $t) { ${LOGIN_FIELDS} } }`, { t: token });

  it('an unregistered Google account gets its social data, registers without a password, then signs in', async () => {
    // what the simulated chooser hands out for the account (the demo backend signs it)
    const token = signGoogleToken({ email: 'martina.lopez.demo@gmail.com', givenName: 'Martina', familyName: 'López' });
    const first = (await google(token)).data!.googleLogin;
    expect(first).toMatchObject({ outcome: 'REGISTRATION_MISSING', social: { email: 'martina.lopez.demo@gmail.com', name: 'Martina' } });
    const registered = await register({
      name: 'Martina',
      lastName: 'López',
      rut: '22.222.222-2',
      email: first.social!.email,
      emailConfirmation: first.social!.email,
      phone: '956781234',
      googleToken: first.social!.token,
    });
    expect(registered.data?.register.ok).toBe(true);
    expect((await google(token)).data!.googleLogin).toMatchObject({
      outcome: 'OK',
      session: { user: { email: 'martina.lopez.demo@gmail.com' } },
    });
  });

  it('signs a registered Google account in', async () => {
    expect(
      (await google(signGoogleToken({ email: 'cliente@demo.cl', givenName: 'Camila', familyName: 'Fuentes Soto' }))).data!.googleLogin
        .outcome,
    ).toBe('OK');
    // one typed by hand signs no one in (issue 11)
    expect((await google('google-demo:cliente@demo.cl:Camila:Fuentes')).data!.googleLogin.outcome).toBe('ERROR');
  });

  it('signs in by external code, person and company, and refuses a bad code', async () => {
    const external = (code: string, company: boolean) =>
      gql<{ externalLogin: Login }>(`mutation($c: String!, $k: Boolean!) { externalLogin(code: $c, company: $k) { ${LOGIN_FIELDS} } }`, {
        c: code,
        k: company,
      });
    expect((await external('DEMO-CLIENTE', false)).data!.externalLogin).toMatchObject({
      outcome: 'OK',
      session: { user: { email: 'cliente@demo.cl' } },
    });
    expect((await external('DEMO-EMPRESA', true)).data!.externalLogin).toMatchObject({ outcome: 'OK', session: { role: 'Funcionario' } });
    expect((await external('NO-EXISTE', false)).data!.externalLogin).toMatchObject({
      outcome: 'ERROR',
      message: 'El código de acceso no es válido o expiró',
    });
    expect((await external('DEMO-CLIENTE', true)).data!.externalLogin.outcome).toBe('ERROR');
    // each code signs in once (issue 11)
    expect((await external('DEMO-CLIENTE', false)).data!.externalLogin).toMatchObject({
      outcome: 'ERROR',
      message: 'El código de acceso no es válido o expiró',
    });
  });
});

describe('profile through the gateway', () => {
  const update = (token: string, input: Record<string, unknown>) =>
    gql<{ updateProfile: Payload }>(`mutation($i: ProfileInput!) { updateProfile(input: $i) { ${PAYLOAD} } }`, { i: input }, token);
  const base = { name: 'Camila', lastName: 'Fuentes Soto', phone: '987654321', notificationCheck: true, syncSecondAccount: false };

  it('reads the profile, refuses what the client refuses, saves the rest', async () => {
    const { session } = await login('cliente@demo.cl', 'Gas.Demo.2026');
    const token = session!.token;
    const read = await gql<{ viewer: { profile: { name: string; hasSecondAccount: boolean } } }>(
      '{ viewer { profile { name hasSecondAccount } } }',
      {},
      token,
    );
    expect(read.data?.viewer.profile).toEqual({ name: 'Camila', hasSecondAccount: true });

    const refused = await update(token, { ...base, name: ' ', password: 'abc', passwordConfirmation: 'abd' });
    expect(refused.data?.updateProfile.fieldErrors).toEqual([
      { field: 'name', message: 'Campo requerido' },
      { field: 'password', message: PASSWORD_WEAK },
      { field: 'passwordConfirmation', message: 'Las contraseñas no coinciden' },
      { field: 'currentPassword', message: CURRENT_PASSWORD_REQUIRED },
    ]);
    expect((await update(token, { ...base, phone: '911112222' })).data?.updateProfile).toMatchObject({
      ok: true,
      message: 'Datos actualizados correctamente',
    });
    const after = await gql<{ viewer: { profile: { phone: string } } }>('{ viewer { profile { phone } } }', {}, token);
    expect(after.data?.viewer.profile.phone).toBe('911112222');
  });

  it('refuses a surname of 313 characters in Spanish without reaching the backend, and the backend refuses it too (issue 9, item 7)', async () => {
    const { session } = await login('cliente@demo.cl', 'Gas.Demo.2026');
    const token = session!.token;
    const refused = await update(token, { ...base, lastName: 'x'.repeat(313) });
    expect(refused.data?.updateProfile).toEqual({
      ok: false,
      message: null,
      fieldErrors: [{ field: 'lastName', message: 'Máximo 60 caracteres' }],
    });
    expect(gateway.sandbox.calls.get()['/person/profile/update']).toBeUndefined();

    const me = await gateway.transport(5000).call('/me', {}, { token });
    const direct = await gateway
      .transport(5000)
      .call(
        '/person/profile/update',
        { id: me.data.person.id, name: 'Camila', last_name: 'x'.repeat(313), phone: '987654321', notification_check: 1 },
        { token },
      );
    expect(direct).toMatchObject({ status: 'error', errors: { last_name: ['Máximo 60 caracteres'] } });
    expect(gateway.backend.world.persons.find((p) => p.email === 'cliente@demo.cl')?.last_name).not.toContain('xxx');
  });

  it('refuses an over-long text in any argument: a sign-in, a search, the street suggestions', async () => {
    expect((await login(`${'a'.repeat(250)}@demo.cl`, 'Gas.Demo.2026')).message).toBe(
      'Uno de los datos ingresados supera el largo máximo permitido',
    );
    expect(gateway.sandbox.calls.get()['/login/token_exchange']).toBeUndefined();

    const token = await gateway.signIn('cliente@demo.cl');
    const search = await gql<{ searchAccounts: { candidates: unknown[]; fieldErrors: Payload['fieldErrors'] } }>(
      'query($s: AccountSearch!) { searchAccounts(line: BULK, search: $s) { candidates { id } fieldErrors { field message } } }',
      { s: { by: 'CLIENT_CODE', value: '1'.repeat(21) } },
      token,
    );
    expect(search.data?.searchAccounts).toEqual({ candidates: [], fieldErrors: [{ field: 'value', message: 'Máximo 20 caracteres' }] });
    const streets = await gql(
      'query($s: String!) { streetSuggestions(region: "RM", commune: "Ñuñoa", street: $s) }',
      { s: 'A'.repeat(101) },
      token,
    );
    expect(streets.errors?.[0]).toMatchObject({
      message: 'Uno de los datos ingresados supera el largo máximo permitido',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const calls = gateway.sandbox.calls.get();
    expect([calls['/bussines_line/housing/search'], calls['/bussines_line/address/search']]).toEqual([undefined, undefined]);
  });

  it('refuses a profile update without a session', async () => {
    const answer = await gql<{ updateProfile: Payload }>(`mutation($i: ProfileInput!) { updateProfile(input: $i) { ${PAYLOAD} } }`, {
      i: base,
    });
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
