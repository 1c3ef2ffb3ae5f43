import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFixtureBackend } from '../../fixtures/backend';
import { startSandbox } from '../../fixtures/server';
import { createHttpTransport } from '../../gateway/backend/http';
import { readConfig } from '../../gateway/config';
import { startGateway, type RunningGateway } from '../../gateway/server';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;
interface GraphQLAnswer {
  data?: { viewer?: { services?: { meter: unknown[] } | null } | null } | null;
  errors?: Array<{ message: string; extensions?: { code?: string; reason?: string } }>;
  extensions?: { restCalls?: number };
}

let sandbox: Sandbox;
let gateway: RunningGateway;
let token: string;

async function graphql(query: string, variables: Record<string, unknown> = {}, auth = true): Promise<GraphQLAnswer> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLAnswer;
}

const METERS = '{ viewer { services { meter { id clientCode } } } }';

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, backend: createFixtureBackend({ file: null }) });
  const config = readConfig({ DATA_SOURCE: 'rest', BACKEND_URL: sandbox.url, GATEWAY_TRACE_CALLS: '1' });
  gateway = await startGateway({ config, transport: createHttpTransport({ baseUrl: sandbox.url, timeoutMs: 2000 }), staticDir: null }, 0);
  const login = await graphql(
    'mutation($e:String!,$p:String!){ login(email:$e,password:$p){ outcome session { token } } }',
    { e: 'cliente@demo.cl', p: 'Gas.Demo.2026' },
    false,
  );
  token = (login.data as unknown as { login: { session: { token: string } } }).login.session.token;
});
afterAll(async () => {
  await gateway.close();
  await sandbox.close();
});
beforeEach(async () => {
  await sandbox.faults.clear();
});

describe('backend failures through the http transport', () => {
  it('answers the meters when the backend is well', async () => {
    const answer = await graphql(METERS);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.viewer?.services?.meter.length).toBeGreaterThan(0);
  });

  it.each([
    ['a 500', { status: 500 }, 'UNAVAILABLE'],
    ['a 503', { status: 503 }, 'UNAVAILABLE'],
    ['a timeout', { delayMs: 5000 }, 'TIMEOUT'],
    ['a malformed body', { malformed: true }, 'MALFORMED'],
  ] as const)('turns %s into BACKEND_UNAVAILABLE with a message the screen can show', async (_name, fault, reason) => {
    await sandbox.faults.add({ path: '/bussines_line/meter/list', ...fault });
    const answer = await graphql(METERS);
    expect(answer.errors?.[0].extensions?.code).toBe('BACKEND_UNAVAILABLE');
    expect(answer.errors?.[0].extensions?.reason).toBe(reason);
    expect(answer.errors?.[0].message).toBe('En este momento no es posible obtener la información. Por favor intenta más tarde');
  });

  it('turns a 401 into UNAUTHENTICATED', async () => {
    await sandbox.faults.add({ path: '/me', status: 401 });
    const answer = await graphql('{ viewer { user { email } } }');
    expect(answer.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers viewer null without a token, and refuses the refresh', async () => {
    const answer = await graphql('{ viewer { user { email } } }', {}, false);
    expect(answer.data?.viewer).toBeNull();
    const refresh = await graphql('mutation { refreshSession { token } }', {}, false);
    expect(refresh.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses company data to a person token (FORBIDDEN from the backend)', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-account-kind': 'COMPANY' },
      body: JSON.stringify({ query: '{ viewer { company { services { id } } } }' }),
    });
    const answer = (await response.json()) as GraphQLAnswer;
    expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('makes each REST call of the shell once, and the four lists of the dashboard', async () => {
    const answer = await graphql('{ viewer { user { name } services { meter { id } bulk { id } cylinder { id } autogas { id } } unreadNotifications notifications { id } } }');
    expect(answer.errors).toBeUndefined();
    // /me, four lists, one notification list shared by both fields
    expect(answer.extensions?.restCalls).toBe(6);
  });
});

describe('sign-in outcomes through the gateway', () => {
  const login = 'mutation($e:String!,$p:String!){ login(email:$e,password:$p){ outcome message session { role hasConsentSalesForce } } }';
  const companyLogin = 'mutation($e:String!,$p:String!){ companyLogin(email:$e,password:$p){ outcome message session { role kind } } }';
  const outcome = async (query: string, e: string, p = 'Gas.Demo.2026') =>
    ((await graphql(query, { e, p }, false)).data as unknown as Record<string, { outcome: string; message: string | null; session: Record<string, unknown> | null }>);

  it.each([
    ['cliente@demo.cl', 'OK'],
    ['sinverificar@demo.cl', 'EMAIL_NOT_VERIFIED'],
    ['deshabilitada@demo.cl', 'ACCOUNT_DISABLED'],
  ])('%s → %s', async (email, expected) => {
    expect((await outcome(login, email)).login.outcome).toBe(expected);
  });

  it('gives the server message for a wrong password, and consent state for a new session', async () => {
    expect((await outcome(login, 'cliente@demo.cl', 'mala')).login).toMatchObject({ outcome: 'ERROR', message: 'Correo o contraseña inválidos.' });
    expect((await outcome(login, 'consentimiento@demo.cl')).login.session).toMatchObject({ hasConsentSalesForce: false });
  });

  it('signs in company users by role, and refuses one without companies', async () => {
    expect((await outcome(companyLogin, 'admin@empresa.demo.cl')).companyLogin.session).toMatchObject({ role: 'Administrador', kind: 'COMPANY' });
    expect((await outcome(companyLogin, 'funcionario@empresa.demo.cl')).companyLogin.session).toMatchObject({ role: 'Funcionario' });
    expect((await outcome(companyLogin, 'sinempresa@empresa.demo.cl')).companyLogin.outcome).toBe('NO_COMPANIES');
    expect((await outcome(companyLogin, 'cliente@demo.cl')).companyLogin.outcome).toBe('ERROR');
  });

  it('calls the token exchange before the personas login', async () => {
    await sandbox.calls.reset();
    await outcome(login, 'nuevo@demo.cl');
    const calls = await sandbox.calls.get();
    expect(calls['/login/token_exchange']).toBe(1);
    expect(calls['/login/email']).toBe(1);
  });
});
