import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureBackend } from '../../fixtures/backend';
import { startSandbox, type Sandbox } from '../../fixtures/server';
import { createHttpTransport } from '../../gateway/backend/http';
import { readConfig } from '../../gateway/config';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { TOO_MANY_ATTEMPTS } from '../../gateway/throttle';
import { DEMO_PASSWORD, type GraphQLAnswer } from '../support/gateway';

/**
 * Issue 38, item 4: a logout must end the token at every gateway process, and a guesser must not get a fresh count
 * from each. Two gateways sharing REDIS_URL, and a node:cluster gateway of two workers without Redis.
 */

const REDIS_SERVER = '/usr/bin/redis-server';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts a child and resolves once its output says `ready`; rejects if it ends first. */
function startChild(command: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<ChildProcess> {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve(child);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`${command} ended (${code}) before it was ready:\n${output}`)));
  });
}

function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** One request on a connection of its own, so that node:cluster may hand each to another worker. */
function gqlOnce<T>(url: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<GraphQLAnswer<T>> {
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const sent = request(
      `${url}/graphql`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-account-kind': 'PERSON',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve(JSON.parse(text) as GraphQLAnswer<T>));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

type SignIn = { login: { outcome: string; message: string | null; session: { token: string } | null } };
const SIGN_IN = 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { outcome message session { token } } }';
const signIn = (url: string, password = DEMO_PASSWORD) => gqlOnce<SignIn>(url, SIGN_IN, { e: 'cliente@demo.cl', p: password });
const VIEWER = '{ viewer { user { email } } }';
const codeOf = (answer: GraphQLAnswer<unknown>) => answer.errors?.[0]?.extensions?.code ?? null;

let sandbox: Sandbox | undefined;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, backend: createFixtureBackend({ file: null }) });
});
afterAll(async () => {
  await sandbox?.close();
});
const sandboxUrl = () => {
  if (!sandbox) throw new Error('the sandbox starts in beforeAll');
  return sandbox.url;
};

describe('two gateways sharing REDIS_URL', () => {
  let redis: ChildProcess | undefined;
  const gateways: RunningGateway[] = [];

  beforeAll(async () => {
    if (!existsSync(REDIS_SERVER))
      throw new Error(`These tests need Redis at ${REDIS_SERVER} (Debian package redis-server; npm test installs it)`);
    const port = await freePort();
    redis = await startChild(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      process.env,
      /Ready to accept connections/,
    );
    const config = readConfig({ DATA_SOURCE: 'rest', BACKEND_URL: sandboxUrl(), REDIS_URL: `redis://127.0.0.1:${port}` });
    for (let i = 0; i < 2; i += 1) {
      const transport = createHttpTransport({ baseUrl: sandboxUrl(), timeoutMs: 2000, chosenPaths: config.chosenPaths });
      gateways.push(await startGateway({ config, transport, staticDir: null }, 0));
    }
  });
  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.close()));
    await stopChild(redis);
  });

  it('a token logged out at one is refused by the other', async () => {
    const [one, other] = gateways.map((gateway) => gateway.url) as [string, string];
    const token = (await signIn(one)).data?.login.session?.token;
    expect(token).toBeTruthy();
    expect((await gqlOnce<{ viewer: { user: { email: string } } }>(other, VIEWER, {}, token)).data?.viewer.user.email).toBe(
      'cliente@demo.cl',
    );
    expect((await gqlOnce<{ logout: boolean }>(one, 'mutation { logout }', {}, token)).data?.logout).toBe(true);
    expect(codeOf(await gqlOnce(other, VIEWER, {}, token))).toBe('UNAUTHENTICATED');
  });

  it('wrong passwords tried at both count together: the free ones are five in all, not five at each', async () => {
    const [one, other] = gateways.map((gateway) => gateway.url) as [string, string];
    for (let i = 0; i < 3; i += 1) {
      expect((await signIn(one, 'Equivocada.2026')).data?.login.session).toBeNull();
      expect((await signIn(other, 'Equivocada.2026')).data?.login.session).toBeNull();
    }
    const refused = await signIn(one);
    expect(refused.data?.login.session).toBeNull();
    expect(refused.data?.login.message).toBe(TOO_MANY_ATTEMPTS);
  });
});

describe('a gateway of two node:cluster workers, without Redis', () => {
  let primary: ChildProcess | undefined;
  let url = '';

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_SOURCE: 'rest',
      BACKEND_URL: sandboxUrl(),
      WORKERS: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
    };
    delete env.REDIS_URL;
    primary = await startChild(process.execPath, ['--import', 'tsx', 'gateway/server.ts'], env, /2 workers/);
    // three node processes each compile the gateway with tsx: on a busy two-core machine that outlasts the default hook time
  }, 120_000);
  afterAll(() => stopChild(primary));

  it('refuses a logged-out token at every worker', async () => {
    const token = (await signIn(url)).data?.login.session?.token;
    expect(token).toBeTruthy();
    expect((await gqlOnce<{ logout: boolean }>(url, 'mutation { logout }', {}, token)).data?.logout).toBe(true);
    // each request on a connection of its own: the primary hands them to the workers in turn
    const answers = await Promise.all(Array.from({ length: 6 }, () => gqlOnce(url, VIEWER, {}, token)));
    expect(answers.map(codeOf)).toEqual(Array(6).fill('UNAUTHENTICATED'));
  });
});
