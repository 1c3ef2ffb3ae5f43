import { beforeAll, describe, expect, it } from 'vitest';
import { catchBackendFailures } from '../support/console';
import { DEMO_PASSWORD, sandboxGateway } from '../support/gateway';

interface Meters {
  viewer: { services: { meter: unknown[] } | null } | null;
}

const gateway = sandboxGateway({ env: { GATEWAY_TRACE_CALLS: '1' } });
let token: string;

const METERS = '{ viewer { services { meter { id clientCode } } } }';

beforeAll(async () => {
  token = await gateway.signIn('cliente@demo.cl');
});

describe('backend failures through the http transport', () => {
  it('answers the meters when the backend is well', async () => {
    const answer = await gateway.gql<Meters>(METERS, {}, token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.viewer?.services?.meter.length).toBeGreaterThan(0);
  });

  it.each([
    ['a 500', { status: 500 }, 'UNAVAILABLE'],
    ['a 503', { status: 503 }, 'UNAVAILABLE'],
    ['a timeout', { delayMs: 5000 }, 'TIMEOUT'],
    ['a malformed body', { malformed: true }, 'MALFORMED'],
  ] as const)('turns %s into BACKEND_UNAVAILABLE with a message the screen can show', async (_name, fault, reason) => {
    gateway.sandbox.faults.add({ path: '/bussines_line/meter/list', ...fault });
    const log = catchBackendFailures();
    const answer = await gateway.gql<Meters>(METERS, {}, token);
    expect(answer.errors?.[0]?.extensions?.code).toBe('BACKEND_UNAVAILABLE');
    expect(answer.errors?.[0]?.extensions?.reason).toBe(reason);
    expect(answer.errors?.[0]?.message).toBe('En este momento no es posible obtener la información. Por favor intenta más tarde');
    expect(log.failures).toEqual([`${reason} /bussines_line/meter/list`]);
  });

  it('turns a 401 into UNAUTHENTICATED', async () => {
    gateway.sandbox.faults.add({ path: '/me', status: 401 });
    const answer = await gateway.gql('{ viewer { user { email } } }', {}, token);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers viewer null without a token, and refuses the refresh', async () => {
    const answer = await gateway.gql<{ viewer: unknown }>('{ viewer { user { email } } }');
    expect(answer.data?.viewer).toBeNull();
    const refresh = await gateway.gql('mutation { refreshSession { token } }');
    expect(refresh.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses company data to a person token (FORBIDDEN from the backend)', async () => {
    const answer = await gateway.gql('{ viewer { company { services { id } } } }', {}, token, 'COMPANY');
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('serves company data to a company token', async () => {
    const funcionario = await gateway.signIn('funcionario@empresa.demo.cl', { company: true });
    const answer = await gateway.gql<{ viewer: { company: { services: unknown[] } } }>(
      '{ viewer { company { services { id } } } }',
      {},
      funcionario,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.viewer.company.services.length).toBeGreaterThan(0);
  });

  it('makes each REST call of the shell once, and the four lists of the dashboard', async () => {
    const answer = await gateway.gql(
      '{ viewer { user { name } services { meter { id } bulk { id } cylinder { id } autogas { id } } unreadNotifications notifications { id } } }',
      {},
      token,
    );
    expect(answer.errors).toBeUndefined();
    // /me, four lists, one notification list shared by both fields
    expect(answer.extensions?.restCalls).toBe(6);
  });
});

describe('sign-in outcomes through the gateway', () => {
  const login = 'mutation($e:String!,$p:String!){ login(email:$e,password:$p){ outcome message session { role hasConsentSalesForce } } }';
  const companyLogin = 'mutation($e:String!,$p:String!){ companyLogin(email:$e,password:$p){ outcome message session { role kind } } }';
  type Outcomes = Record<string, { outcome: string; message: string | null; session: Record<string, unknown> | null }>;
  const outcome = async (query: string, e: string, p = DEMO_PASSWORD) => (await gateway.gql<Outcomes>(query, { e, p })).data!;

  it.each([
    ['cliente@demo.cl', 'OK'],
    ['sinverificar@demo.cl', 'EMAIL_NOT_VERIFIED'],
    ['deshabilitada@demo.cl', 'ACCOUNT_DISABLED'],
  ])('%s → %s', async (email, expected) => {
    expect((await outcome(login, email)).login?.outcome).toBe(expected);
  });

  it('gives the server message for a wrong password, and consent state for a new session', async () => {
    expect((await outcome(login, 'cliente@demo.cl', 'mala')).login).toMatchObject({
      outcome: 'ERROR',
      message: 'Correo o contraseña inválidos.',
    });
    expect((await outcome(login, 'consentimiento@demo.cl')).login?.session).toMatchObject({ hasConsentSalesForce: false });
  });

  it('signs in company users by role, and refuses one without companies', async () => {
    expect((await outcome(companyLogin, 'admin@empresa.demo.cl')).companyLogin?.session).toMatchObject({
      role: 'Administrador',
      kind: 'COMPANY',
    });
    expect((await outcome(companyLogin, 'funcionario@empresa.demo.cl')).companyLogin?.session).toMatchObject({ role: 'Funcionario' });
    expect((await outcome(companyLogin, 'sinempresa@empresa.demo.cl')).companyLogin?.outcome).toBe('NO_COMPANIES');
    expect((await outcome(companyLogin, 'cliente@demo.cl')).companyLogin?.outcome).toBe('ERROR');
  });

  it('calls the token exchange before the personas login', async () => {
    await outcome(login, 'nuevo@demo.cl');
    const calls = gateway.sandbox.calls.get();
    expect(calls['/login/token_exchange']).toBe(1);
    expect(calls['/login/email']).toBe(1);
  });
});
