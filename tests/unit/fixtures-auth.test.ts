import { describe, expect, it } from 'vitest';
import { createFixtureBackend, tokenTtlFromEnv, type FixtureBackend } from '../../fixtures/backend';
import { REFRESH_GRACE } from '../../fixtures/core/auth';
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
    expect(backend.world.tokens[a]).toMatchObject({ kind: 'person', revoked: false, expiresAt: START + 60_000 });
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
