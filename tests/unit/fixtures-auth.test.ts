import { describe, expect, it } from 'vitest';
import { EXCHANGES_KEPT } from '../../fixtures/areas/session/handlers';
import { createFixtureBackend, tokenTtlFromEnv, type FixtureBackend } from '../../fixtures/backend';
import { OUTBOX_KEPT } from '../../fixtures/core/mail';
import { REFRESH_GRACE } from '../../fixtures/core/auth';
import { DAY } from '../../fixtures/core/dates';
import type { RestResponse } from '../../gateway/backend/protocol';
import { first } from '../support/items';

const PASSWORD = 'Gas.Demo.2026';
const START = Date.UTC(2026, 10, 23, 12);

type Answer = { status?: string; message?: string; token?: string; user_type?: string; data?: Record<string, unknown> };
const answer = (r: RestResponse): Answer => ('json' in r ? (r.json as Answer) : {});

function setup(ttl = 60) {
  const clock = { now: START };
  const backend = createFixtureBackend({ file: null, tokenTtlSeconds: ttl, now: () => clock.now });
  return { backend, clock };
}

const post = (b: FixtureBackend, path: string, body: Record<string, unknown> = {}, token: string | null = null) =>
  b.dispatch({ method: 'POST', path, token, body });
const get = (b: FixtureBackend, path: string, token: string | null = null) => b.dispatch({ method: 'GET', path, token, body: {} });

async function personToken(b: FixtureBackend, email = 'cliente@demo.cl'): Promise<string> {
  return (answer(await post(b, '/login/email', { email, password: PASSWORD })).data as { token: string }).token;
}
async function companyToken(b: FixtureBackend, email = 'admin@empresa.demo.cl'): Promise<string> {
  return answer(await post(b, '/company_user/login', { email, password: PASSWORD })).token!;
}

describe('person login', () => {
  const { backend } = setup();

  it('signs cliente@demo.cl in with a token and the person', async () => {
    const response = await post(backend, '/login/email', { email: 'cliente@demo.cl', password: PASSWORD });
    expect(response.status).toBe(200);
    const body = answer(response);
    expect(body.status).toBe('ok');
    expect(body.data).toMatchObject({ token: expect.any(String), person: { email: 'cliente@demo.cl', hasdebt: true, role: 'Persona' } });
  });

  it.each(['nuevo@demo.cl', 'consentimiento@demo.cl', 'CLIENTE@demo.cl '])('signs %s in', async (email) => {
    expect(answer(await post(backend, '/login/email', { email, password: PASSWORD })).status).toBe('ok');
  });

  it('answers the unverified and the disabled account with their statuses', async () => {
    expect(answer(await post(backend, '/login/email', { email: 'sinverificar@demo.cl', password: PASSWORD })).status).toBe(
      'error_email_verificado',
    );
    expect(answer(await post(backend, '/login/email', { email: 'deshabilitada@demo.cl', password: PASSWORD }))).toEqual({
      status: 'error_cuenta_deshabilitada',
      message: 'Cuenta deshabilitada',
    });
  });

  it.each([
    ['a wrong password', 'cliente@demo.cl', 'otra'],
    ['an unknown e-mail', 'nadie@demo.cl', PASSWORD],
    ['a company e-mail', 'admin@empresa.demo.cl', PASSWORD],
    ['a wrong password of a disabled account', 'deshabilitada@demo.cl', 'otra'],
  ])('refuses %s as invalid credentials', async (_name, email, password) => {
    expect(answer(await post(backend, '/login/email', { email, password }))).toEqual({
      status: 'error',
      message: 'Correo o contraseña inválidos.',
    });
  });

  it('records a token exchange for the e-mail', async () => {
    const body = answer(await post(backend, '/login/token_exchange', { email: 'Nuevo@demo.cl' }));
    expect(body.status).toBe('ok');
    expect(body.data).toMatchObject({ exchange_id: expect.any(String) });
    expect(backend.world.exchanges['nuevo@demo.cl']).toBe(START);
  });
});

describe('what anyone may ask for does not grow the world without end', () => {
  it('remembers the latest token exchanges only', async () => {
    const { backend } = setup();
    for (let i = 0; i <= EXCHANGES_KEPT; i++) await post(backend, '/login/token_exchange', { email: `persona${i}@correo.cl` });
    const kept = Object.keys(backend.world.exchanges);
    expect(kept).toHaveLength(EXCHANGES_KEPT);
    expect(kept).not.toContain('persona0@correo.cl');
    expect(kept).toContain(`persona${EXCHANGES_KEPT}@correo.cl`);
  });

  it('keeps the newest mails of the outbox only', async () => {
    const { backend } = setup();
    for (let i = 0; i <= OUTBOX_KEPT; i++) await post(backend, '/verify_again', { email: 'sinverificar@demo.cl' });
    expect(backend.world.outbox).toHaveLength(OUTBOX_KEPT);
  });
});

describe('company login', () => {
  const { backend } = setup();

  it.each([
    ['admin@empresa.demo.cl', 'Administrador'],
    ['funcionario@empresa.demo.cl', 'Funcionario'],
    ['limitado@empresa.demo.cl', 'Funcionario'],
  ])('signs %s in as %s', async (email, role) => {
    const body = answer(await post(backend, '/company_user/login', { email, password: PASSWORD }));
    expect(body).toMatchObject({
      status: 'ok',
      token: expect.any(String),
      user_type: role,
      data: { company_user: { email, user_type: role } },
    });
  });

  it('refuses a company user without companies', async () => {
    expect(answer(await post(backend, '/company_user/login', { email: 'sinempresa@empresa.demo.cl', password: PASSWORD }))).toEqual({
      status: 'error_sin_empresas',
      message: 'Cuenta sin empresas asociadas',
    });
  });

  it.each([
    ['a wrong password', 'admin@empresa.demo.cl', 'otra'],
    ['an unknown e-mail', 'nadie@empresa.demo.cl', PASSWORD],
    ['a person e-mail', 'cliente@demo.cl', PASSWORD],
  ])('refuses %s as invalid credentials', async (_name, email, password) => {
    expect(answer(await post(backend, '/company_user/login', { email, password }))).toEqual({
      status: 'error',
      message: 'Correo o contraseña inválidos.',
    });
  });
});

describe('tokens', () => {
  it('reads the lifetime from TOKEN_TTL_SECONDS, an hour by default', () => {
    expect(tokenTtlFromEnv({})).toBe(3600);
    expect(tokenTtlFromEnv({ TOKEN_TTL_SECONDS: '5' })).toBe(5);
    expect(tokenTtlFromEnv({ TOKEN_TTL_SECONDS: 'nunca' })).toBe(3600);
  });

  it('issues opaque tokens, different each time', async () => {
    const { backend } = setup();
    const a = await personToken(backend);
    const b = await personToken(backend);
    expect(a).not.toBe(b);
    expect(a).not.toContain('cliente');
    expect(backend.world.tokens.get(a)).toMatchObject({ kind: 'person', revoked: false, expiresAt: START + 60_000 });
  });

  it('refuses an expired token with 401 Token expirado', async () => {
    const { backend, clock } = setup();
    const token = await personToken(backend);
    expect((await post(backend, '/me', {}, token)).status).toBe(200);
    clock.now += 59_000;
    expect((await post(backend, '/me', {}, token)).status).toBe(200);
    clock.now += 1_000;
    const refused = await post(backend, '/me', {}, token);
    expect(refused.status).toBe(401);
    expect(answer(refused)).toEqual({ status: 'error', message: 'Token expirado' });
  });

  it('refuses an unknown token with 401', async () => {
    const { backend } = setup();
    expect((await post(backend, '/me', {}, 'no-es-un-token')).status).toBe(401);
    expect((await get(backend, '/validate_sf', 'no-es-un-token')).status).toBe(401);
  });

  it('refreshes an expired person token once; the old one is refused after the grace window', async () => {
    const { backend, clock } = setup();
    const old = await personToken(backend);
    clock.now += 10 * 60_000;
    const refreshed = answer(await post(backend, '/refresh_token', {}, old));
    expect(refreshed.status).toBe('ok');
    const fresh = (refreshed.data as { token: string }).token;
    expect(fresh).not.toBe(old);
    expect(answer(await post(backend, '/me', {}, fresh)).data).toMatchObject({ person: { email: 'cliente@demo.cl' } });
    expect((await post(backend, '/me', {}, old)).status).toBe(401);
    clock.now += REFRESH_GRACE + 1;
    expect((await post(backend, '/refresh_token', {}, old)).status).toBe(401);
    expect((await post(backend, '/me', {}, old)).status).toBe(401);
  });

  it('answers a refresh repeated within the grace window with the token it gave (a lost answer), not a new one', async () => {
    const { backend, clock } = setup();
    const old = await personToken(backend);
    const tokenOf = async (token: string) => (answer(await post(backend, '/refresh_token', {}, token)).data as { token: string }).token;
    const fresh = await tokenOf(old);
    clock.now += REFRESH_GRACE;
    expect(await tokenOf(old)).toBe(fresh);
    expect((await post(backend, '/me', {}, fresh)).status).toBe(200);
    // the old token still opens nothing but its refresh, and not on the other population's path
    expect((await post(backend, '/me', {}, old)).status).toBe(401);
    expect((await post(backend, '/company_user/refresh_token', {}, old)).status).toBe(401);
    // once its successor has been refreshed in turn, the old token is worth nothing
    await tokenOf(fresh);
    expect((await post(backend, '/refresh_token', {}, old)).status).toBe(401);
  });

  it('ends a session a week after its sign-in however often its token was refreshed (issue 38, item 4)', async () => {
    const { backend, clock } = setup();
    let token = await personToken(backend);
    const refresh = async (current: string) => post(backend, '/refresh_token', {}, current);
    // a refresh every day keeps the session for a week from its sign-in, not a week from the last refresh
    for (let day = 1; day <= 6; day++) {
      clock.now += DAY;
      token = (answer(await refresh(token)).data as { token: string }).token;
    }
    clock.now += DAY + 1;
    expect((await refresh(token)).status).toBe(401);
  });

  it('refreshes a valid token too, and revokes it', async () => {
    const { backend } = setup();
    const old = await personToken(backend);
    const fresh = (answer(await post(backend, '/refresh_token', {}, old)).data as { token: string }).token;
    expect((await post(backend, '/me', {}, old)).status).toBe(401);
    expect((await post(backend, '/me', {}, fresh)).status).toBe(200);
  });

  it('refreshes a company token on the company path only', async () => {
    const { backend, clock } = setup();
    const old = await companyToken(backend);
    clock.now += 120_000;
    expect((await post(backend, '/refresh_token', {}, old)).status).toBe(401);
    const refreshed = answer(await post(backend, '/company_user/refresh_token', {}, old));
    const fresh = (refreshed.data as { token: string }).token;
    expect(answer(await post(backend, '/me', {}, fresh)).data).toMatchObject({
      person: { email: 'admin@empresa.demo.cl', user_type: 'Administrador' },
    });
    clock.now += REFRESH_GRACE + 1;
    expect((await post(backend, '/company_user/refresh_token', {}, old)).status).toBe(401);
  });

  it('refuses to refresh a token issued more than 7 days ago, no token, or an unknown one', async () => {
    const { backend, clock } = setup();
    const old = await personToken(backend);
    clock.now += 7 * 24 * 3600_000 + 1;
    expect((await post(backend, '/refresh_token', {}, old)).status).toBe(401);
    expect((await post(backend, '/refresh_token')).status).toBe(401);
    expect((await post(backend, '/refresh_token', {}, 'desconocido')).status).toBe(401);
  });

  it('refuses to refresh the token of an account disabled since', async () => {
    const { backend } = setup();
    const token = await personToken(backend, 'nuevo@demo.cl');
    backend.world.persons.find((p) => p.email === 'nuevo@demo.cl')!.disabled = true;
    expect((await post(backend, '/refresh_token', {}, token)).status).toBe(401);
  });

  it('expires one token or all of them on demand', async () => {
    const { backend } = setup(3600);
    const a = await personToken(backend);
    const b = await personToken(backend, 'nuevo@demo.cl');
    backend.expireTokens(a);
    expect((await post(backend, '/me', {}, a)).status).toBe(401);
    expect((await post(backend, '/me', {}, b)).status).toBe(200);
    backend.expireTokens();
    expect((await post(backend, '/me', {}, b)).status).toBe(401);
    // an expired token is still refreshable
    expect(answer(await post(backend, '/refresh_token', {}, b)).status).toBe('ok');
  });
});

describe('consent and the session calls', () => {
  it('says a person without consent has not accepted until /register_sf/consent', async () => {
    const { backend } = setup();
    const token = await personToken(backend, 'consentimiento@demo.cl');
    expect(answer(await get(backend, '/validate_sf', token))).toEqual({ status: 'ok', data: { hasConsentSalesForce: false } });
    expect(answer(await post(backend, '/register_sf/consent', {}, token)).status).toBe('ok');
    expect(answer(await get(backend, '/validate_sf', token))).toEqual({ status: 'ok', data: { hasConsentSalesForce: true } });
    expect(answer(await get(backend, '/validate_sf', await personToken(backend)))).toEqual({
      status: 'ok',
      data: { hasConsentSalesForce: true },
    });
  });

  it('says a company user has always accepted', async () => {
    const { backend } = setup();
    expect(answer(await get(backend, '/company_user/validate_sf', await companyToken(backend, 'limitado@empresa.demo.cl')))).toEqual({
      status: 'ok',
      data: { hasConsentSalesForce: true },
    });
  });

  it('gives the terms without a token', async () => {
    const { backend } = setup();
    const terms = answer(await get(backend, '/consent_sf')).data as unknown as Array<{ terminos_y_condiciones: string }>;
    expect(first(terms, 'terms').terminos_y_condiciones).toMatch(/Sucursal Virtual/);
  });

  it('answers /me for a person and for a company user', async () => {
    const { backend } = setup();
    expect(answer(await post(backend, '/me', {}, await personToken(backend))).data).toMatchObject({
      person: { email: 'cliente@demo.cl', role: 'Persona' },
    });
    expect(answer(await post(backend, '/me', {}, await companyToken(backend, 'funcionario@empresa.demo.cl'))).data).toMatchObject({
      person: { email: 'funcionario@empresa.demo.cl', user_type: 'Funcionario', role: 'Funcionario' },
    });
  });
});

describe('tokens named after what every object has (issue 11)', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('refuses %s as a token it never issued', async (name) => {
    const { backend } = setup();
    await personToken(backend);
    expect(await post(backend, '/me', {}, name)).toEqual({ status: 401, json: { status: 'error', message: 'Token expirado' } });
    expect((await get(backend, '/validate_sf', name)).status).toBe(401);
    expect((await post(backend, '/company_user/services', {}, name)).status).toBe(401);
    expect((await post(backend, '/refresh_token', {}, name)).status).toBe(401);
  });
});

describe('a new password ends the sessions of the old one (issue 11)', () => {
  const profile = (id: number, password = '') => ({
    id,
    name: 'Nuevo',
    last_name: 'Demo',
    phone: '912345678',
    password,
    password_confirmation: password,
    notification_check: 1,
  });
  const idOf = (b: FixtureBackend, email: string) => b.world.persons.find((p) => p.email === email)!.id;

  it('a reset revokes every token of the account: neither accepted nor refreshed', async () => {
    const { backend } = setup();
    const [a, b] = [await personToken(backend, 'nuevo@demo.cl'), await personToken(backend, 'nuevo@demo.cl')];
    const other = await personToken(backend);
    expect(answer(await post(backend, '/recover', { email: 'nuevo@demo.cl' })).status).toBe('ok');
    for (const token of [a, b]) {
      expect((await post(backend, '/me', {}, token)).status).toBe(401);
      expect((await post(backend, '/refresh_token', {}, token)).status).toBe(401);
    }
    expect((await post(backend, '/me', {}, other)).status).toBe(200);
  });

  it("a company user's reset revokes that user's tokens", async () => {
    const { backend } = setup();
    const token = await companyToken(backend, 'funcionario@empresa.demo.cl');
    const admin = await companyToken(backend);
    expect(answer(await post(backend, '/company_user/recover', { email: 'funcionario@empresa.demo.cl' })).status).toBe('ok');
    expect((await post(backend, '/me', {}, token)).status).toBe(401);
    expect((await post(backend, '/company_user/refresh_token', {}, token)).status).toBe(401);
    expect((await post(backend, '/me', {}, admin)).status).toBe(200);
  });

  it('a password change in the profile ends the other sessions and keeps the one that made it', async () => {
    const { backend } = setup();
    const elsewhere = await personToken(backend, 'nuevo@demo.cl');
    const here = await personToken(backend, 'nuevo@demo.cl');
    const id = idOf(backend, 'nuevo@demo.cl');
    expect(answer(await post(backend, '/person/profile/update', profile(id), here)).status).toBe('ok');
    expect((await post(backend, '/me', {}, elsewhere)).status).toBe(200);

    expect(answer(await post(backend, '/person/profile/update', profile(id, 'Otra.Clave.2026'), here)).status).toBe('ok');
    expect((await post(backend, '/me', {}, elsewhere)).status).toBe(401);
    expect((await post(backend, '/refresh_token', {}, elsewhere)).status).toBe(401);
    expect((await post(backend, '/me', {}, here)).status).toBe(200);
    expect(answer(await post(backend, '/login/email', { email: 'nuevo@demo.cl', password: 'Otra.Clave.2026' })).status).toBe('ok');
  });

  it('refuses a new password the hint would not take, and keeps the old one', async () => {
    const { backend } = setup();
    const token = await personToken(backend, 'nuevo@demo.cl');
    const refused = answer(await post(backend, '/person/profile/update', profile(idOf(backend, 'nuevo@demo.cl'), 'a'), token));
    expect(refused).toMatchObject({
      status: 'error',
      errors: { password: [expect.stringMatching(/^La contraseña debe tener mínimo 12/)] },
    });
    expect(answer(await post(backend, '/login/email', { email: 'nuevo@demo.cl', password: PASSWORD })).status).toBe('ok');
    const register = answer(
      await post(backend, '/register', {
        name: 'Ana',
        last_name: 'Rojas',
        dni: '12345678-5',
        email: 'ana@correo.cl',
        email_confirmation: 'ana@correo.cl',
        phone: '912345678',
        password: 'x',
        password_confirmation: 'x',
      }),
    );
    expect(register).toMatchObject({ status: 'error', errors: { password: [expect.stringMatching(/^La contraseña debe tener/)] } });
    expect(backend.world.persons.some((p) => p.email === 'ana@correo.cl')).toBe(false);
  });
});

describe('external sign-in (issue 11: reusable codes, forged Google tokens)', () => {
  it('signs in once with a demo code; the code is then used up', async () => {
    const { backend } = setup();
    expect(answer(await post(backend, '/login/validate', { validate: 'DEMO-CLIENTE' })).status).toBe('ok');
    expect(answer(await post(backend, '/login/validate', { validate: 'DEMO-CLIENTE' }))).toEqual({
      status: 'error',
      message: 'El código de acceso no es válido o expiró',
    });
    expect(answer(await post(backend, '/company_user/login/validate', { validate: 'DEMO-EMPRESA' })).status).toBe('ok');
    expect(answer(await post(backend, '/company_user/login/validate', { validate: 'DEMO-EMPRESA' })).status).toBe('error');
  });

  it('keeps a code used on the wrong tab, and refuses codes named after what every object has', async () => {
    const { backend } = setup();
    expect(answer(await post(backend, '/company_user/login/validate', { validate: 'DEMO-CLIENTE' })).status).toBe('error');
    expect(answer(await post(backend, '/login/validate', { validate: 'DEMO-CLIENTE' })).status).toBe('ok');
    for (const code of ['__proto__', 'constructor']) {
      expect(answer(await post(backend, '/login/validate', { validate: code })).status).toBe('error');
      expect(answer(await post(backend, '/verify', { verify_email_token: code })).status).toBe('error');
    }
  });

  it('signs in with a Google token its simulated chooser handed out, and refuses one typed by hand', async () => {
    const { backend } = setup();
    const accounts = answer(await post(backend, '/sandbox/google_accounts')).data as unknown as Array<{ email: string; token: string }>;
    const cliente = accounts.find((a) => a.email === 'cliente@demo.cl')!;
    expect(answer(await post(backend, '/login/google', { google_token: cliente.token })).status).toBe('ok');

    // nuevo@demo.cl has no Google account: a token in the old readable shape signed nobody in as them
    for (const forged of ['google-demo:nuevo@demo.cl:Nuevo:Demo', 'google-demo:cliente@demo.cl:Camila:Fuentes Soto']) {
      expect(answer(await post(backend, '/login/google', { google_token: forged }))).toEqual({
        status: 'error',
        message: 'No fue posible validar la cuenta de Google',
      });
    }
    const [payload, signature] = cliente.token.slice('google-demo:'.length).split('.');
    const other = Buffer.from(JSON.stringify(['nuevo@demo.cl', 'Nuevo', 'Demo'])).toString('base64url');
    expect(payload).not.toBe(other);
    expect(answer(await post(backend, '/login/google', { google_token: `google-demo:${other}.${signature}` })).status).toBe('error');
  });
});
