import { print } from 'graphql';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardQuery, ShellQuery } from '../../client/gql/graphql';
import { DASHBOARD } from '../../client/features/dashboard/api';
import { SHELL } from '../../client/shared/api';
import { createFixtureBackend, type FixtureBackend } from '../../fixtures/backend';
import { demoWorldOf } from '../../fixtures/demo-world';
import { createBackendClient } from '../../gateway/backend/client';
import { BackendError } from '../../gateway/backend/errors';
import { paths, type Path } from '../../gateway/backend/contract';
import { CALL_KINDS, callKindOf } from '../../gateway/backend/contract/kinds';
import { createInprocessTransport } from '../../gateway/backend/inprocess';
import type { RestRequest } from '../../gateway/backend/protocol';
import { createSessionReads, SESSION_READ_REUSE_MS } from '../../gateway/backend/session-reads';
import type { Transport } from '../../gateway/backend/transport';
import { readConfig } from '../../gateway/config';
import { DEMO_BROWSER_COOKIE } from '../../gateway/demo-browser';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { catchBackendFailures } from '../support/console';
import { DEMO_PASSWORD, sandboxGateway, type GraphQLAnswer } from '../support/gateway';

/**
 * Issue 44: no REST call made twice for one page load. A reload sends the shell's query and the screen's at once; a
 * read made with a session's token is shared by that session's requests (one call in flight, its ok answer given
 * again for SESSION_READ_REUSE_MS), never across tokens, never an error, and forgotten by the session's next write.
 */

const shell = print(SHELL);
const dashboard = print(DASHBOARD);

/** Each call the backend received, as `path body` (the token apart): what "the same call" is to the gateway. */
function recordCalls(backend: Pick<FixtureBackend, 'dispatch'>) {
  const made: RestRequest[] = [];
  const dispatch = backend.dispatch.bind(backend);
  vi.spyOn(backend, 'dispatch').mockImplementation((request) => {
    made.push(request);
    return dispatch(request);
  });
  const key = (r: RestRequest) => `${r.path} ${JSON.stringify(r.body)}`;
  return {
    /** how many times each distinct call (path and payload) was made with `token`, or with any token */
    counts(token?: string): Record<string, number> {
      const counts: Record<string, number> = {};
      for (const request of made)
        if (token === undefined || request.token === token) counts[key(request)] = (counts[key(request)] ?? 0) + 1;
      return counts;
    },
    /** how many calls of `path` were made, with `token` or with any */
    of(path: string, token?: string): number {
      return made.filter((r) => r.path === path && (token === undefined || r.token === token)).length;
    },
    get total() {
      return made.length;
    },
    reset() {
      made.length = 0;
    },
  };
}

/** The rows of rest-calls.tsv whose payload is a form post (a download the browser receives): the spec's list, as of issue 44. */
const SPEC_FORM_POSTS: readonly Path[] = [
  '/request/file',
  '/company_user/request/file',
  '/tickets/file',
  '/document/get',
  '/autogas/contract/download',
  '/company_user/electricity/consuption/csv',
];

describe('every path of the contract is classified for the session reads', () => {
  it('names each path of the contract once, and nothing else', () => {
    expect(Object.keys(CALL_KINDS).sort()).toEqual([...paths].sort());
    for (const path of paths) expect(['read', 'fresh', 'write', 'account', 'sign-in', 'file'], path).toContain(callKindOf(path));
    // a path the contract does not know is not shared, and forgets as a write does
    expect(callKindOf('/no/existe')).toBe('write');
  });

  it('agrees with rest-calls.tsv: a form-post download is a file, a sign-in or token call is never a read', () => {
    for (const path of SPEC_FORM_POSTS) expect(CALL_KINDS[path], path).toBe('file');
    const tokenCalls = paths.filter((path) => /^(\/company_user)?\/(login(\/|$)|refresh_token$|validate_sf$)/.test(path));
    expect(paths.filter((path) => CALL_KINDS[path] === 'sign-in').sort()).toEqual(tokenCalls.sort());
  });

  it('never makes a read of a call whose name says it changes something', () => {
    const changes =
      /\/(store|delete|update|create|create-sf|cancel|claim|register|pay|activate|schedule|check|rate|set_notifications|place_order|order|consent|unsuscribe|request_user|sync_suscriptions|generate_status_change_notifications|email_request_help|recover|verify|verify_again)$/;
    const named = paths.filter((path) => changes.test(path.replace(/\/\{[^}]+\}$/, '')));
    expect(named.length).toBeGreaterThan(30);
    for (const path of named) expect(['write', 'account'], path).toContain(CALL_KINDS[path]);
  });
});

describe('session reads through the sandbox (http transport)', () => {
  const gateway = sandboxGateway({ env: { GATEWAY_TRACE_CALLS: '1' } });
  let calls: ReturnType<typeof recordCalls>;
  let cliente: string;
  let nuevo: string;

  beforeAll(async () => {
    cliente = await gateway.signIn('cliente@demo.cl');
    nuevo = await gateway.signIn('nuevo@demo.cl');
    calls = recordCalls(gateway.backend);
  });
  // each test starts with no read kept (sandboxGateway); the window passes when a test moves the clock
  beforeEach(() => {
    calls.reset();
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const pageLoad = (token: string) =>
    Promise.all([gateway.gql<ShellQuery>(shell, {}, token), gateway.gql<DashboardQuery>(dashboard, {}, token)]);
  const restCalls = (...answers: Array<GraphQLAnswer<unknown>>) => answers.reduce((sum, a) => sum + (a.extensions?.restCalls ?? 0), 0);

  it("makes each REST call once for the shell's read and the dashboard's sent at once", async () => {
    const [shellAnswer, dashboardAnswer] = await pageLoad(cliente);
    expect(shellAnswer.errors).toBeUndefined();
    expect(dashboardAnswer.errors).toBeUndefined();
    expect(shellAnswer.data!.viewer!.user!.email).toBe('cliente@demo.cl');
    expect(dashboardAnswer.data!.viewer!.services!.meter!.length).toBeGreaterThan(0);

    const counts = calls.counts(cliente);
    // both queries read /me and the four line lists: the shell's and the dashboard's share them
    for (const path of ['/me', '/bussines_line/meter/list', '/bussines_line/housing/list', '/bussines_line/cylinder/list'])
      expect(calls.of(path), path).toBe(1);
    expect(Object.entries(counts).filter(([, n]) => n > 1)).toEqual([]);
    // each request counts the calls it made, not the ones it took from the other
    expect(restCalls(shellAnswer, dashboardAnswer)).toBe(calls.total);
  });

  it("gives the shell's answers to the screen's read that starts just after, within the window", async () => {
    const first = await gateway.gql<ShellQuery>(shell, {}, cliente);
    const made = calls.total;
    expect(made).toBeGreaterThan(0);
    vi.setSystemTime(Date.now() + SESSION_READ_REUSE_MS);
    const again = await gateway.gql<ShellQuery>(shell, {}, cliente);
    expect(again.data).toEqual(first.data);
    expect(calls.total).toBe(made);
    expect(again.extensions?.restCalls).toBe(0);
  });

  it('asks again once the window has passed', async () => {
    await gateway.gql<ShellQuery>(shell, {}, cliente);
    expect(calls.of('/me')).toBe(1);
    vi.setSystemTime(Date.now() + SESSION_READ_REUSE_MS + 1);
    await gateway.gql<ShellQuery>(shell, {}, cliente);
    expect(calls.of('/me')).toBe(2);
  });

  it('shares nothing between two customers loading their pages at once', async () => {
    const [[clienteShell, clienteDashboard], [nuevoShell, nuevoDashboard]] = await Promise.all([pageLoad(cliente), pageLoad(nuevo)]);
    expect(clienteShell.data!.viewer!.user!.email).toBe('cliente@demo.cl');
    expect(nuevoShell.data!.viewer!.user!.email).toBe('nuevo@demo.cl');
    expect(clienteDashboard.data!.viewer!.user!.name).toBe(clienteShell.data!.viewer!.user!.name);
    expect(nuevoDashboard.data!.viewer!.user!.name).toBe(nuevoShell.data!.viewer!.user!.name);
    expect(nuevoDashboard.data!.viewer!.services!.meter).toEqual([]);
    // each made its own calls, each once
    for (const token of [cliente, nuevo]) {
      expect(calls.of('/me', token)).toBe(1);
      expect(calls.of('/bussines_line/meter/list', token)).toBe(1);
    }
    expect(calls.of('/me')).toBe(2);
  });

  it("never gives one customer's kept read to another, nor to the same customer's other session", async () => {
    await gateway.gql<ShellQuery>(shell, {}, cliente);
    const otra = await gateway.signIn('cliente@demo.cl');
    const [mine, theirs] = await Promise.all([gateway.gql<ShellQuery>(shell, {}, otra), gateway.gql<ShellQuery>(shell, {}, nuevo)]);
    expect(mine.data!.viewer!.user!.email).toBe('cliente@demo.cl');
    expect(theirs.data!.viewer!.user!.email).toBe('nuevo@demo.cl');
    expect([calls.of('/me', cliente), calls.of('/me', otra), calls.of('/me', nuevo)]).toEqual([1, 1, 1]);
  });

  it("forgets the session's kept reads at its write: the next read is fresh", async () => {
    const before = await gateway.gql<ShellQuery>(shell, {}, cliente);
    expect(before.data!.viewer!.unreadNotifications).toBeGreaterThan(0);
    expect(calls.of('/housing/notification/list')).toBe(1);
    const marked = await gateway.gql<{ markNotificationsRead: { ok: boolean } }>('mutation { markNotificationsRead { ok } }', {}, cliente);
    expect(marked.data!.markNotificationsRead.ok).toBe(true);
    const after = await gateway.gql<ShellQuery>(shell, {}, cliente);
    expect(after.data!.viewer!.unreadNotifications).toBe(0);
    expect(calls.of('/housing/notification/list')).toBe(2);
    expect(calls.of('/me')).toBe(2);
  });

  it("keeps another session's reads at one session's write", async () => {
    await Promise.all([gateway.gql<ShellQuery>(shell, {}, cliente), gateway.gql<ShellQuery>(shell, {}, nuevo)]);
    await gateway.gql('mutation { markNotificationsRead { ok } }', {}, cliente);
    await Promise.all([gateway.gql<ShellQuery>(shell, {}, cliente), gateway.gql<ShellQuery>(shell, {}, nuevo)]);
    expect(calls.of('/me', cliente)).toBe(2);
    expect(calls.of('/me', nuevo)).toBe(1);
  });

  it('keeps no failed answer: the next read asks again', async () => {
    const log = catchBackendFailures();
    gateway.sandbox.faults.add({ path: '/me', status: 503 });
    const failed = await gateway.gql<ShellQuery>('{ viewer { user { email } } }', {}, cliente);
    expect(failed.errors?.[0]?.extensions?.code).toBe('BACKEND_UNAVAILABLE');
    gateway.sandbox.faults.clear();
    const answered = await gateway.gql<ShellQuery>('{ viewer { user { email } } }', {}, cliente);
    expect(answered.data!.viewer!.user!.email).toBe('cliente@demo.cl');
    // the sandbox refused the first before its world: the second reached it
    expect(gateway.sandbox.calls.get()['/me']).toBe(2);
    expect(log.failures).toEqual(['UNAVAILABLE /me']);
  });
});

/** A transport that answers each path as `answers` says and records each call (path, token). */
function scriptedTransport(answers: Partial<Record<Path, (call: number) => unknown>>) {
  const made: Array<{ path: string; token: string | null | undefined }> = [];
  const transport = {
    name: 'http',
    call: async (path: Path, _payload: unknown, options: { token?: string | null } = {}) => {
      made.push({ path, token: options.token });
      const answer = answers[path];
      if (!answer) throw new Error(`no answer for ${path}`);
      return answer(made.filter((m) => m.path === path).length);
    },
    binary: async () => {
      throw new Error('not used');
    },
    download: async () => {
      throw new Error('not used');
    },
  } as unknown as Transport;
  return { transport, made, count: (path: string) => made.filter((m) => m.path === path).length };
}

describe("one gateway's session reads, client by client (a scripted backend)", () => {
  const me = () => ({ status: 'ok', data: { person: { id: 1 } } });

  it('gives a kept read to the same token and the same demo browser only', async () => {
    const { transport, count } = scriptedTransport({ '/me': me });
    await createBackendClient(transport, 't1', 'navegador-a').call('/me', {});
    await createBackendClient(transport, 't1', 'navegador-a').call('/me', {});
    expect(count('/me')).toBe(1);
    await createBackendClient(transport, 't1', 'navegador-b').call('/me', {});
    await createBackendClient(transport, 't1', null).call('/me', {});
    await createBackendClient(transport, 't2', 'navegador-a').call('/me', {});
    expect(count('/me')).toBe(4);
  });

  it('gives nothing to a request whose token a logout revoked', async () => {
    const { transport, count } = scriptedTransport({ '/me': me });
    await createBackendClient(transport, 't1').call('/me', {});
    const revoked = createBackendClient(transport, 't1', null, async () => true);
    const refused = await revoked.call('/me', {}).catch((error: { extensions?: { code?: string } }) => error.extensions?.code);
    expect(refused).toBe('UNAUTHENTICATED');
    expect(count('/me')).toBe(1);
  });

  it('gives nothing kept to a token once the backend refused it (expired): the next read asks the backend', async () => {
    const { transport, count } = scriptedTransport({
      '/me': me,
      '/meter/debt': () => {
        throw new BackendError('UNAUTHENTICATED', '/meter/debt', 401, 'Token expirado');
      },
    });
    await createBackendClient(transport, 't1').call('/me', {});
    await createBackendClient(transport, 't2').call('/me', {});
    const refused = await createBackendClient(transport, 't1')
      .call('/meter/debt', { contract_cod: '1' })
      .catch((error: { extensions?: { code?: string } }) => error.extensions?.code);
    expect(refused).toBe('UNAUTHENTICATED');
    await createBackendClient(transport, 't1').call('/me', {});
    await createBackendClient(transport, 't2').call('/me', {});
    // t1 asked again, t2 (another session) still given its kept read
    expect(count('/me')).toBe(3);
  });

  it('keeps no answer the backend did not give as ok or empty: an error or a disabled area is asked again', async () => {
    const { transport, count } = scriptedTransport({
      '/meter/debt': () => ({ status: 'error', message: 'No disponible' }),
      '/request/category/list': () => ({ status: 'disabled', message: 'Cerrado' }),
      '/housing/notification/list': () => ({ status: 'empty' }),
    });
    for (let i = 0; i < 2; i += 1) {
      const client = createBackendClient(transport, 't1');
      await client.call('/meter/debt', { contract_cod: '1' });
      await client.call('/request/category/list', { business_line_id: 1 });
      await client.call('/housing/notification/list', {});
    }
    expect([count('/meter/debt'), count('/request/category/list'), count('/housing/notification/list')]).toEqual([2, 2, 1]);
  });

  it('shares no write, fresh call, sign-in or download token, and forgets the reads at a write with the token', async () => {
    const ok = () => ({ status: 'ok', data: { token: 'x' } });
    const { transport, count } = scriptedTransport({
      '/me': me,
      '/person/profile/update': ok,
      '/housing/can_pay': ok,
      '/download/token': ok,
      '/validate_sf': ok,
    });
    const a = createBackendClient(transport, 't1');
    const b = createBackendClient(transport, 't1');
    await Promise.all([a.call('/housing/can_pay', {}), b.call('/housing/can_pay', {})]);
    await Promise.all([a.call('/download/token', {}), b.call('/download/token', {})]);
    await Promise.all([a.callWith('t1', '/validate_sf', {}), b.callWith('t1', '/validate_sf', {})]);
    expect([count('/housing/can_pay'), count('/download/token'), count('/validate_sf')]).toEqual([2, 2, 2]);

    await a.call('/me', {});
    await createBackendClient(transport, 't1').call('/person/profile/update', {} as never);
    await b.call('/me', {});
    expect(count('/me')).toBe(2);
    expect(count('/person/profile/update')).toBe(1);
  });

  it("forgets every session's kept reads at a write that may end sessions, even a public one (a password reset)", async () => {
    const { transport, count } = scriptedTransport({ '/me': me, '/recover': () => ({ status: 'ok' }) });
    await createBackendClient(transport, 't1').call('/me', {});
    await createBackendClient(transport, 't2').call('/me', {});
    await createBackendClient(transport, null).callPublic('/recover', { email: 'cliente@demo.cl' });
    await createBackendClient(transport, 't1').call('/me', {});
    await createBackendClient(transport, 't2').call('/me', {});
    expect(count('/me')).toBe(4);
  });

  it('counts in callCount only the calls a request made', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { transport, count } = scriptedTransport({ '/me': me });
    const slow = {
      ...transport,
      call: async (...args: Parameters<Transport['call']>) => {
        await held;
        return transport.call(...args);
      },
    } as Transport;
    const a = createBackendClient(slow, 't1');
    const b = createBackendClient(slow, 't1');
    const both = Promise.all([a.call('/me', {}), b.call('/me', {})]);
    release();
    await both;
    expect(count('/me')).toBe(1);
    expect(a.callCount + b.callCount).toBe(1);
  });
});

describe("the session reads' memory", () => {
  it('drops a kept read after the window, and a session with none left', async () => {
    let now = 0;
    const reads = createSessionReads({ reuseMs: 1000, now: () => now });
    const call = vi.fn(async () => ({ status: 'ok' }));
    await reads.run('t1', 'me', call, () => true);
    await reads.run('t1', 'me', call, () => true);
    expect(call).toHaveBeenCalledTimes(1);
    now = 1001;
    expect(reads.sessions).toBe(0);
    await reads.run('t1', 'me', call, () => true);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('holds at most so many sessions and reads per session, the least recently used let go', async () => {
    const reads = createSessionReads({ reuseMs: 60_000, now: () => 0, maxSessions: 3, maxReadsPerSession: 2 });
    const call = vi.fn(async () => ({ status: 'ok' }));
    for (let i = 0; i < 1000; i += 1) await reads.run(`token-${i}`, 'me', call, () => true);
    expect(reads.sessions).toBe(3);
    await reads.run('token-999', 'me', call, () => true);
    expect(call).toHaveBeenCalledTimes(1000);
    await reads.run('token-0', 'me', call, () => true);
    expect(call).toHaveBeenCalledTimes(1001);

    for (const key of ['a', 'b', 'c']) await reads.run('token-999', key, call, () => true);
    // 'me' and 'a' were the oldest of token-999's reads
    await reads.run('token-999', 'c', call, () => true);
    expect(call).toHaveBeenCalledTimes(1004);
    await reads.run('token-999', 'a', call, () => true);
    expect(call).toHaveBeenCalledTimes(1005);
  });

  it('forgets one session, or all of them', async () => {
    const reads = createSessionReads({ reuseMs: 60_000, now: () => 0 });
    const call = vi.fn(async () => ({ status: 'ok' }));
    await reads.run('t1', 'me', call, () => true);
    await reads.run('t2', 'me', call, () => true);
    reads.forget('t1');
    await reads.run('t1', 'me', call, () => true);
    await reads.run('t2', 'me', call, () => true);
    expect(call).toHaveBeenCalledTimes(3);
    reads.forgetAll();
    expect(reads.sessions).toBe(0);
  });
});

describe('session reads in the demo (DATA_SOURCE=fixtures, in-process)', () => {
  const TIMEOUT_MS = 1500;
  let backend: FixtureBackend;
  let running: RunningGateway;
  let calls: ReturnType<typeof recordCalls>;
  let token: string;

  // the demo's browser id (gateway/demo-browser.ts): one browser unless a test says another
  const BROWSER = 'a'.repeat(24);
  const gql = async <T>(query: string, bearer?: string, browser = BROWSER): Promise<GraphQLAnswer<T>> => {
    const response = await fetch(`${running.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-account-kind': 'PERSON',
        cookie: `${DEMO_BROWSER_COOKIE}=${browser}`,
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify({ query }),
    });
    return (await response.json()) as GraphQLAnswer<T>;
  };

  beforeAll(async () => {
    backend = createFixtureBackend({ file: null, faults: [] });
    const config = readConfig({ DATA_SOURCE: 'fixtures', BACKEND_TIMEOUT_MS: String(TIMEOUT_MS) });
    running = await startGateway(
      {
        config,
        transport: createInprocessTransport(backend, { timeoutMs: config.backendTimeoutMs }),
        demo: demoWorldOf(backend),
        staticDir: null,
      },
      0,
    );
    await gql('mutation { demoSetMaintenance(enabled: false) { maintenance } }');
    const login = await gql<{ login: { session: { token: string } } }>(
      `mutation { login(email: "cliente@demo.cl", password: "${DEMO_PASSWORD}") { session { token } } }`,
    );
    token = login.data!.login.session.token;
    calls = recordCalls(backend);
  });
  afterAll(async () => {
    await running.close();
  });
  beforeEach(() => calls.reset());

  it("keeps no read past its answer: a change in the demo's world shows at the next read", async () => {
    const email = '{ viewer { user { name } } }';
    expect((await gql<ShellQuery>(email, token)).data!.viewer!.user!.name).toBe('Camila');
    backend.world.persons.find((p) => p.email === 'cliente@demo.cl')!.name = 'Otra';
    expect((await gql<ShellQuery>(email, token)).data!.viewer!.user!.name).toBe('Otra');
    expect(calls.of('/me')).toBe(2);
    await gql('mutation { demoResetWorld { maintenance } }');
  });

  it('does not join a read held by a fault to the next read once the panel lifts the fault', async () => {
    const log = catchBackendFailures();
    await gql('mutation { demoAddFault(fault: { kind: TIMEOUT, path: "/me" }) { maintenance } }');
    const held = gql<ShellQuery>('{ viewer { user { email } } }', token);
    await vi.waitFor(() => expect(calls.of('/me')).toBe(1));
    await gql('mutation { demoClearFaults { maintenance } }');
    const next = await gql<ShellQuery>('{ viewer { user { email } } }', token);
    expect(next.data!.viewer!.user!.email).toBe('cliente@demo.cl');
    expect(calls.of('/me')).toBe(2);
    expect((await held).errors?.[0]?.extensions?.reason).toBe('TIMEOUT');
    expect(log.failures).toEqual(['TIMEOUT /me']);
  });

  it("joins a read in flight for the same browser's request, never for another browser's with the same token", async () => {
    const log = catchBackendFailures();
    const me = '{ viewer { user { email } } }';
    // the first call of /me is held past the timeout; the next ones go through
    await gql('mutation { demoAddFault(fault: { kind: TIMEOUT, path: "/me", times: 1 }) { maintenance } }');
    const held = gql<ShellQuery>(me, token);
    await vi.waitFor(() => expect(calls.of('/me')).toBe(1));
    const sameBrowser = gql<ShellQuery>(me, token);
    const otherBrowser = await gql<ShellQuery>(me, token, 'b'.repeat(24));
    expect(otherBrowser.data!.viewer!.user!.email).toBe('cliente@demo.cl');
    expect(calls.of('/me')).toBe(2);
    const [first, joined] = await Promise.all([held, sameBrowser]);
    expect([first, joined].map((answer) => answer.errors?.[0]?.extensions?.reason)).toEqual(['TIMEOUT', 'TIMEOUT']);
    expect(calls.of('/me')).toBe(2);
    expect(log.failures).toEqual(['TIMEOUT /me', 'TIMEOUT /me']);
  });
});
