import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureBackend } from '../../fixtures/backend';
import { demoWorldOf } from '../../fixtures/demo-world';
import { createInprocessTransport } from '../../gateway/backend/inprocess';
import { readConfig } from '../../gateway/config';
import { FORWARD_TIMEOUT_MS } from '../../gateway/page-views/forward';
import { RECENT_PAGE_VIEWS } from '../../gateway/page-views/recent';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { PAGE_VIEW_LIMITS, PAGE_VIEWS_PATH } from '../../machines/rules/page-views';
import { catchConsole } from '../support/console';
import { DEMO_PASSWORD, sandboxGateway, type GraphQLAnswer } from '../support/gateway';

/** Issue 40: the shell's page views, received by the gateway, kept for the demo panel and sent on to PAGE_VIEW_URL. */

/** A stand-in for the analytics endpoint PAGE_VIEW_URL names: what it received, and whether it answers at all. */
function startReceiver() {
  const batches: unknown[] = [];
  let silent = false;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      batches.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      if (!silent) res.writeHead(204).end();
    });
  });
  return new Promise<{ url: string; batches: unknown[]; setSilent(value: boolean): void; close(): void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/collect`,
        batches,
        setSilent: (value) => void (silent = value),
        close: () => {
          server.closeAllConnections();
          server.close();
        },
      }),
    ),
  );
}

const receiver = await startReceiver();
afterAll(() => receiver.close());

type Kind = 'PERSON' | 'COMPANY';

/** POST /page-views as the shell sends it: its token and kind in the headers, `{ views }` in the body. */
async function post(base: string, body: unknown, token?: string | null, kind: Kind | null = 'PERSON') {
  const response = await fetch(`${base}${PAGE_VIEWS_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(kind ? { 'x-account-kind': kind } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { accepted?: number; dropped?: number } };
}

const view = (path: string, title = 'Mis Servicios', at = Date.now()) => ({ path, title, at });

/** Waits for the receiver to have `count` batches (forwarding is not awaited by the request). */
async function receivedBatches(count: number) {
  await expect.poll(() => receiver.batches.length).toBeGreaterThanOrEqual(count);
  return receiver.batches;
}

describe('page views against a real backend (DATA_SOURCE=rest, PAGE_VIEW_URL set)', () => {
  const gateway = sandboxGateway({ env: { PAGE_VIEW_URL: receiver.url } });
  const base = () => gateway.graphqlUrl.replace(/\/graphql$/, '');

  it('refuses views without a session: no token, a token the backend does not know, no account kind, a logged-out token', async () => {
    const body = { views: [view('/mis-servicios')] };
    expect((await post(base(), body)).status).toBe(401);
    expect((await post(base(), body, 'not-a-token')).status).toBe(401);
    const token = await gateway.signIn('cliente@demo.cl');
    expect((await post(base(), body, token, null)).status).toBe(401);
    await gateway.gql('mutation { logout }', {}, token);
    expect((await post(base(), body, token)).status).toBe(401);
    expect(receiver.batches).toEqual([]);
  });

  it('forwards the accepted views to PAGE_VIEW_URL without the e-mail, keeping only ?cliente= of the query', async () => {
    const token = await gateway.signIn('cliente@demo.cl');
    const at = Date.now() - 1000;
    const answer = await post(base(), { views: [view('/granel/pedidos?cliente=123&rut=11111111-1&pedido=9', 'Pedidos', at)] }, token);
    expect(answer).toEqual({ status: 202, body: { accepted: 1, dropped: 0 } });
    const [batch] = await receivedBatches(1);
    expect(batch).toEqual({
      views: [{ at: new Date(at).toISOString(), kind: 'PERSON', path: '/granel/pedidos?cliente=123', title: 'Pedidos' }],
    });
  });

  it('drops each view with a field of the wrong type or length, or fields it does not know, and keeps the rest', async () => {
    const token = await gateway.signIn('admin@empresa.demo.cl', { company: true });
    const before = receiver.batches.length;
    const bad = [
      view(`/${'a'.repeat(PAGE_VIEW_LIMITS.path)}`),
      view('/mis-servicios', 'T'.repeat(PAGE_VIEW_LIMITS.title + 1)),
      view('mis-servicios'),
      view('/mis-servicios\n'),
      { path: '/mis-servicios', title: 'Inicio', at: 'ayer' },
      { path: '/mis-servicios', title: 7, at: Date.now() },
      view('/mis-servicios', 'Inicio', Date.now() - 2 * 24 * 3600_000),
      'una vista',
    ];
    const kept = { ...view(`/${'b'.repeat(PAGE_VIEW_LIMITS.path - 1)}`, 'T'.repeat(PAGE_VIEW_LIMITS.title)), email: 'x@y.cl', extra: 1 };
    const answer = await post(base(), { views: [...bad, kept] }, token, 'COMPANY');
    expect(answer).toEqual({ status: 202, body: { accepted: 1, dropped: bad.length } });
    const batches = await receivedBatches(before + 1);
    expect(batches[before]).toEqual({
      views: [{ at: new Date(kept.at).toISOString(), kind: 'COMPANY', path: kept.path, title: kept.title }],
    });
  });

  it('refuses a body that is not a list of views, has too many, is not JSON or is too large', async () => {
    const token = await gateway.signIn('nuevo@demo.cl');
    expect((await post(base(), { views: [] }, token)).status).toBe(400);
    expect((await post(base(), [view('/mis-servicios')], token)).status).toBe(400);
    const tooMany = Array.from({ length: PAGE_VIEW_LIMITS.batch + 1 }, () => view('/mis-servicios'));
    expect((await post(base(), { views: tooMany }, token)).status).toBe(400);
    expect((await post(base(), '{"views": [', token)).status).toBe(400);
    expect((await post(base(), { views: [view('/mis-servicios', 'x'.repeat(20_000))] }, token)).status).toBe(413);
  });

  it('answers at once while PAGE_VIEW_URL does not answer, and gives up on it after its timeout with a log line', async () => {
    const warned = catchConsole('warn', /^\[page-views\]/);
    receiver.setSilent(true);
    try {
      const token = await gateway.signIn('nuevo@demo.cl');
      const started = Date.now();
      expect((await post(base(), { views: [view('/perfil', 'Mi Perfil')] }, token)).status).toBe(202);
      expect(Date.now() - started).toBeLessThan(FORWARD_TIMEOUT_MS / 2);
      await expect
        .poll(() => warned, { timeout: FORWARD_TIMEOUT_MS * 3 })
        .toEqual(['[page-views] PAGE_VIEW_URL did not take a batch: TimeoutError']);
    } finally {
      receiver.setSilent(false);
    }
  });

  it('limits the views of one account a minute', async () => {
    const token = await gateway.signIn('limitado@empresa.demo.cl', { company: true });
    const batch = { views: Array.from({ length: PAGE_VIEW_LIMITS.batch }, () => view('/mis-servicios')) };
    // 60 a minute: three full batches go, the fourth waits
    for (let i = 0; i < 3; i += 1) expect((await post(base(), batch, token, 'COMPANY')).status).toBe(202);
    const refused = await fetch(`${base()}${PAGE_VIEWS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-account-kind': 'COMPANY', authorization: `Bearer ${token}` },
      body: JSON.stringify(batch),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("asks who sent the views with the page's own /me: the shell's read and the views' check make one call", async () => {
    const token = await gateway.signIn('nuevo@demo.cl');
    gateway.sandbox.calls.reset();
    const [shell, views] = await Promise.all([
      gateway.gql<{ viewer: { user: { email: string } } }>('{ viewer { user { email } } }', {}, token),
      post(base(), { views: [view('/mis-servicios')] }, token),
    ]);
    expect(shell.data?.viewer.user.email).toBe('nuevo@demo.cl');
    expect(views.status).toBe(202);
    expect(gateway.sandbox.calls.get()['/me']).toBe(1);
  });

  it('has no demo list against a real backend', async () => {
    const answer = await gateway.gql('{ demoPageViews { path } }', {}, await gateway.signIn('cliente@demo.cl'));
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('page views in the demo (DATA_SOURCE=fixtures, PAGE_VIEW_URL unset)', () => {
  let running: RunningGateway;

  const gql = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLAnswer<T>> => {
    const response = await fetch(`${running.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLAnswer<T>;
  };
  const signIn = async (email: string, company = false) => {
    const field = company ? 'companyLogin' : 'login';
    const answer = await gql<Record<string, { session: { token: string } | null }>>(
      `mutation($e: String!, $p: String!) { ${field}(email: $e, password: $p) { session { token } } }`,
      { e: email, p: DEMO_PASSWORD },
    );
    return answer.data![field]!.session!.token;
  };
  type Listed = { id: string; at: string; kind: Kind; email: string | null; path: string; title: string };
  const listed = async () =>
    (await gql<{ demoPageViews: Listed[] }>('{ demoPageViews { id at kind email path title } }')).data!.demoPageViews;

  beforeAll(async () => {
    const backend = createFixtureBackend({ file: null, faults: [] });
    running = await startGateway(
      {
        config: readConfig({ DATA_SOURCE: 'fixtures' }),
        transport: createInprocessTransport(backend),
        demo: demoWorldOf(backend),
        staticDir: null,
      },
      0,
    );
  });
  afterAll(() => running.close());

  it('keeps the accepted views for the demo panel, newest first, with the account, and sends them nowhere else', async () => {
    const before = receiver.batches.length;
    expect(await listed()).toEqual([]);
    const person = await signIn('cliente@demo.cl');
    const company = await signIn('funcionario@empresa.demo.cl', true);
    const first = Date.now() - 2000;
    expect(
      (
        await post(
          running.url,
          { views: [view('/mis-servicios', 'Mis Servicios', first), view('/perfil', 'Mi Perfil', first + 1)] },
          person,
        )
      ).status,
    ).toBe(202);
    expect(
      (await post(running.url, { views: [view('/granel-industrial?cliente=77', 'Granel', first + 2)] }, company, 'COMPANY')).status,
    ).toBe(202);
    expect((await post(running.url, { views: [view('/mis-servicios')] })).status).toBe(401);

    const views = await listed();
    expect(views.map(({ kind, email, path, title }) => ({ kind, email, path, title }))).toEqual([
      { kind: 'COMPANY', email: 'funcionario@empresa.demo.cl', path: '/granel-industrial?cliente=77', title: 'Granel' },
      { kind: 'PERSON', email: 'cliente@demo.cl', path: '/perfil', title: 'Mi Perfil' },
      { kind: 'PERSON', email: 'cliente@demo.cl', path: '/mis-servicios', title: 'Mis Servicios' },
    ]);
    expect(views[2]!.at).toBe(new Date(first).toISOString());
    expect(receiver.batches.length).toBe(before);
  });

  it(`keeps the last ${RECENT_PAGE_VIEWS}`, async () => {
    const token = await signIn('nuevo@demo.cl');
    const start = Date.now() - 10_000;
    for (let batch = 0; batch < 3; batch += 1) {
      const views = Array.from({ length: PAGE_VIEW_LIMITS.batch }, (_, i) => view(`/v${batch * PAGE_VIEW_LIMITS.batch + i}`, 'V', start));
      expect((await post(running.url, { views }, token)).status).toBe(202);
    }
    const views = await listed();
    expect(views).toHaveLength(RECENT_PAGE_VIEWS);
    expect(views[0]!.path).toBe('/v59');
    expect(views.at(-1)!.path).toBe('/v10');
  });
});
