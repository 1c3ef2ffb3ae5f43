import { beforeAll, describe, expect, it } from 'vitest';
import { createFixtureBackend } from '../../fixtures/backend';
import { startSandbox } from '../../fixtures/server';
import { BackendError, type BackendErrorKind } from '../../gateway/backend/errors';
import { createHttpTransport } from '../../gateway/backend/http';
import type { Transport } from '../../gateway/backend/transport';
import { DEMO_PASSWORD, sandboxGateway } from '../support/gateway';

/** only its sandbox and the http transport are under test here, not the gateway */
const setup = sandboxGateway();
/** a patient transport for the ordinary calls, and an impatient one for the timeout */
let http: Transport;
let impatient: Transport;
let token: string;

async function kindOf(promise: Promise<unknown>): Promise<BackendErrorKind | 'ok'> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof BackendError) return error.kind;
    throw error;
  }
}

async function login(email = 'cliente@demo.cl'): Promise<string> {
  const answer = await http.call('/login/email', { email, password: DEMO_PASSWORD });
  return answer.data!.token;
}

beforeAll(async () => {
  http = setup.transport(10_000);
  impatient = setup.transport(200);
  token = await login();
});

describe('the sandbox through the http transport', () => {
  it('signs in, then answers /me (POST, token in the body) and /validate_sf (GET, bearer)', async () => {
    const me = await http.call('/me', {}, { token });
    expect(me).toMatchObject({ status: 'ok', data: { person: { email: 'cliente@demo.cl' } } });
    expect(await http.call('/validate_sf', {}, { token })).toEqual({ status: 'ok', data: { hasConsentSalesForce: true } });
    const company = await http.call('/company_user/login', { email: 'admin@empresa.demo.cl', password: DEMO_PASSWORD });
    expect(company).toMatchObject({ status: 'ok', user_type: 'Administrador' });
    expect(await http.call('/me', {}, { token: company.token })).toMatchObject({ data: { person: { email: 'admin@empresa.demo.cl' } } });
  });

  it('answers the login outcomes as data', async () => {
    expect(await http.call('/login/email', { email: 'cliente@demo.cl', password: 'mala' })).toEqual({
      status: 'error',
      message: 'Correo o contraseña inválidos.',
    });
    expect((await http.call('/login/email', { email: 'sinverificar@demo.cl', password: 'Gas.Demo.2026' })).status).toBe(
      'error_email_verificado',
    );
    expect(await http.call('/company_user/login', { email: 'sinempresa@empresa.demo.cl', password: 'Gas.Demo.2026' })).toEqual({
      status: 'error_sin_empresas',
      message: 'Cuenta sin empresas asociadas',
    });
  });

  it('refuses without a token (401), and the other population (403)', async () => {
    expect(await kindOf(http.call('/bussines_line/meter/list', {}))).toBe('UNAUTHENTICATED');
    expect(await kindOf(http.call('/validate_sf', {}))).toBe('UNAUTHENTICATED');
    expect(await kindOf(http.call('/company_user/services', {}, { token }))).toBe('FORBIDDEN');
  });

  it('serves the campaign banner as SVG bytes, and 404 for an unknown one', async () => {
    const image = await http.binary('/image/campain/{device}/{id}', { device: 'mobile', id: '1' });
    expect(image.contentType).toBe('image/svg+xml');
    expect(new TextDecoder().decode(image.bytes)).toContain('<svg');
    expect(await kindOf(http.binary('/image/campain/{device}/{id}', { device: 'desktop', id: '999' }))).toBe('NOT_FOUND');
  });
});

describe('fault injection', () => {
  it.each([
    ['a 500', { status: 500 }, 'UNAVAILABLE'],
    ['a 503', { status: 503 }, 'UNAVAILABLE'],
    ['a malformed body', { malformed: true }, 'MALFORMED'],
    ['a 401', { status: 401 }, 'UNAUTHENTICATED'],
  ] as const)('turns %s into %s', async (_name, fault, kind) => {
    setup.sandbox.faults.add({ path: '/bussines_line/meter/list', ...fault });
    expect(await kindOf(http.call('/bussines_line/meter/list', {}, { token }))).toBe(kind);
    // only that path
    expect(await kindOf(http.call('/bussines_line/housing/list', {}, { token }))).toBe('ok');
    setup.sandbox.faults.clear();
    expect(await kindOf(http.call('/bussines_line/meter/list', {}, { token }))).toBe('ok');
  });

  it('turns a delay beyond the timeout into TIMEOUT', async () => {
    setup.sandbox.faults.add({ path: '/me', delayMs: 1000, times: 1 });
    expect(await kindOf(impatient.call('/me', {}, { token }))).toBe('TIMEOUT');
  });

  it('hits only as many calls as times says', async () => {
    setup.sandbox.faults.add({ path: '/me', status: 503, times: 2 });
    expect(await kindOf(http.call('/me', {}, { token }))).toBe('UNAVAILABLE');
    expect(await kindOf(http.call('/me', {}, { token }))).toBe('UNAVAILABLE');
    expect(await kindOf(http.call('/me', {}, { token }))).toBe('ok');
  });

  it('takes a contract template as the path', async () => {
    setup.sandbox.faults.add({ path: '/image/campain/{device}/{id}', status: 500 });
    expect(await kindOf(http.binary('/image/campain/{device}/{id}', { device: 'desktop', id: '1' }))).toBe('UNAVAILABLE');
  });

  it('is driven over HTTP too: POST, GET and DELETE /__faults, with the token printed at its start', async () => {
    const control = { 'x-sandbox-token': setup.sandbox.controlToken };
    const add = await fetch(`${setup.sandbox.url}/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...control },
      body: JSON.stringify({ path: '/me', status: 500 }),
    });
    expect(add.status).toBe(200);
    expect(await kindOf(http.call('/me', {}, { token }))).toBe('UNAVAILABLE');
    const listed = (await (await fetch(`${setup.sandbox.url}/__faults`, { headers: control })).json()) as { faults: unknown[] };
    expect(listed.faults).toEqual([{ path: '/me', status: 500 }]);
    expect((await fetch(`${setup.sandbox.url}/__faults`, { method: 'DELETE', headers: control })).status).toBe(200);
    expect(await kindOf(http.call('/me', {}, { token }))).toBe('ok');
    const bad = await fetch(`${setup.sandbox.url}/__faults`, { method: 'POST', headers: control, body: JSON.stringify({ status: 500 }) });
    expect(bad.status).toBe(400);
  });

  it('refuses its controls without the token (issue 38, item 7)', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${setup.sandbox.url}/__faults`, { method: 'POST', headers, body: JSON.stringify({ path: '/me', status: 500 }) });
    expect((await post({})).status).toBe(401);
    expect((await post({ 'x-sandbox-token': 'adivinado' })).status).toBe(401);
    expect((await fetch(`${setup.sandbox.url}/__tokens/expire`, { method: 'POST' })).status).toBe(401);
    expect(await kindOf(http.call('/me', {}, { token }))).toBe('ok');
  });

  it('reads faults from SANDBOX_FAULTS at start', async () => {
    const saved = process.env.SANDBOX_FAULTS;
    process.env.SANDBOX_FAULTS = JSON.stringify([{ path: '/consent_sf', status: 503 }]);
    const other = await startSandbox({ port: 0, backend: createFixtureBackend({ file: null }) });
    try {
      const transport = createHttpTransport({ baseUrl: other.url, timeoutMs: 10_000 });
      expect(await kindOf(transport.call('/consent_sf', {}))).toBe('UNAVAILABLE');
      expect(await kindOf(transport.call('/campains/login', {}))).toBe('ok');
    } finally {
      if (saved === undefined) delete process.env.SANDBOX_FAULTS;
      else process.env.SANDBOX_FAULTS = saved;
      await other.close();
    }
  });
});

describe('token expiry on demand', () => {
  it('expires a token so the next call is UNAUTHENTICATED, and the refresh gives a working one', async () => {
    const mine = await login('nuevo@demo.cl');
    const other = await login('consentimiento@demo.cl');
    const expire = await fetch(`${setup.sandbox.url}/__tokens/expire`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-token': setup.sandbox.controlToken },
      body: JSON.stringify({ token: mine }),
    });
    expect(expire.status).toBe(200);
    expect(await kindOf(http.call('/me', {}, { token: mine }))).toBe('UNAUTHENTICATED');
    expect(await kindOf(http.call('/me', {}, { token: other }))).toBe('ok');

    const refreshed = await http.call('/refresh_token', {}, { token: mine });
    expect(await http.call('/me', {}, { token: refreshed.data!.token })).toMatchObject({ data: { person: { email: 'nuevo@demo.cl' } } });
    // the old token opens nothing; refreshed again within the grace window, it gets the same answer
    expect(await kindOf(http.call('/me', {}, { token: mine }))).toBe('UNAUTHENTICATED');
    expect((await http.call('/refresh_token', {}, { token: mine })).data?.token).toBe(refreshed.data!.token);
  });

  it('expires every token programmatically', async () => {
    const mine = await login('nuevo@demo.cl');
    setup.sandbox.expireTokens();
    expect(await kindOf(http.call('/me', {}, { token: mine }))).toBe('UNAUTHENTICATED');
    token = await login();
  });
});

describe('the call log', () => {
  it('counts the calls per path, over HTTP and programmatically, and resets', async () => {
    await http.call('/me', {}, { token });
    await http.call('/me', {}, { token });
    await http.call('/bussines_line/meter/list', {}, { token });
    await http.binary('/image/campain/{device}/{id}', { device: 'desktop', id: '1' });
    const expected = { '/me': 2, '/bussines_line/meter/list': 1, '/image/campain/desktop/1': 1 };
    expect(setup.sandbox.calls.get()).toEqual(expected);
    expect(
      await (await fetch(`${setup.sandbox.url}/__calls`, { headers: { 'x-sandbox-token': setup.sandbox.controlToken } })).json(),
    ).toEqual(expected);

    expect(
      (await fetch(`${setup.sandbox.url}/__calls`, { method: 'DELETE', headers: { 'x-sandbox-token': setup.sandbox.controlToken } }))
        .status,
    ).toBe(200);
    expect(setup.sandbox.calls.get()).toEqual({});
  });

  it('counts a call that a fault answered', async () => {
    setup.sandbox.faults.add({ path: '/me', status: 500 });
    await kindOf(http.call('/me', {}, { token }));
    expect(setup.sandbox.calls.get()).toEqual({ '/me': 1 });
  });
});

describe('what the real backend would refuse', () => {
  it('answers 404 to an unknown path, 405 to the wrong method, 400 to a body that is not JSON', async () => {
    expect((await fetch(`${setup.sandbox.url}/no/existe`, { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await fetch(`${setup.sandbox.url}/me`)).status).toBe(405);
    expect((await fetch(`${setup.sandbox.url}/me`, { method: 'PUT', body: '{}' })).status).toBe(405);
    expect((await fetch(`${setup.sandbox.url}/me`, { method: 'POST', body: '{"token":' })).status).toBe(400);
  });
});
