import { randomBytes } from 'node:crypto';
/**
 * `npm run load`: the signed-in dashboard under load, as issue 11 measures it. Not part of `npm test`.
 * - `demo`: the gateway on the demo data (in-process fixtures);
 * - `http`: the gateway over HTTP to the sandbox (`DATA_SOURCE=rest`);
 * - `hanging`: the same with `/me` hanging in the sandbox, measured once its breaker is open.
 * `npm run load -- http` runs only that one. Each of the gateway, the sandbox and autocannon runs in its own
 * process; this one only starts them and reads their numbers. LOAD_CONNECTIONS (200) and LOAD_SECONDS (60) shape
 * the load; a first run of LOAD_WARMUP_SECONDS (5) with as many connections is not counted (the gateway's first
 * seconds run code V8 has not optimized yet, and 200 first requests at once would be a good part of a p99). Printed: req/s, p50, p99 and the slowest answer, failures (errors, client timeouts, non-2xx), the most
 * sockets the gateway held open to the backend at once, and the gateway's RSS before and after.
 * Goals: over HTTP, p99 under 1 s and no timeout; with /me hanging, p99 under 2 s once the breaker is open.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { print } from 'graphql';
import { DASHBOARD } from '../client/features/dashboard/api';

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};
const CONNECTIONS = positive('LOAD_CONNECTIONS', 200);
const SECONDS = positive('LOAD_SECONDS', 60);
const WARMUP_SECONDS = positive('LOAD_WARMUP_SECONDS', 5);
/** the gateway's defaults (gateway/config.ts); the script leaves them as they are */
const BACKEND_TIMEOUT_S = 10;
const BREAKER_FAILURES = 3;

interface Child {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** A node process running a TypeScript entry through tsx, ready once its output shows the URL it listens on. */
function startNode(entry: string, env: NodeJS.ProcessEnv, ready: RegExp): Promise<Child> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = ready.exec(out)?.[1];
      if (url && child.pid !== undefined) {
        resolve({
          url,
          pid: child.pid,
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code}: ${out}`)));
  });
}

/** Resident memory of a process in MiB, from /proc; null where there is none. */
function rssOf(pid: number): number | null {
  try {
    const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib ? Number(kib) / 1024 : null;
  } catch {
    return null;
  }
}

/** Established TCP connections to a port on this machine (the gateway's sockets to the backend); null without /proc. */
function socketsTo(port: number): number | null {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  let count = 0;
  let readable = false;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    try {
      for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
        const [, , remote, state] = line.trim().split(/\s+/);
        if (remote?.endsWith(`:${hex}`) && state === '01') count += 1;
      }
      readable = true;
    } catch {
      // no such table here
    }
  }
  return readable ? count : null;
}

/** the sandbox's control token, given to the sandbox this script starts */
const CONTROL_TOKEN = randomBytes(18).toString('base64url');

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

async function signIn(graphql: string): Promise<Record<string, string>> {
  const answer = await post(graphql, {
    query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { session { token } } }',
    variables: { e: 'cliente@demo.cl', p: 'Gas.Demo.2026' },
  });
  const token = (JSON.parse(answer.text) as { data?: { login?: { session?: { token: string } } } }).data?.login?.session?.token;
  if (!token) throw new Error(`cliente@demo.cl could not sign in: ${answer.text}`);
  return { authorization: `Bearer ${token}`, 'x-account-kind': 'PERSON' };
}

interface Result {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  latency: { p50: number; p99: number; max: number };
}

/** autocannon in its own process (its CLI, JSON on stdout). */
function autocannon(url: string, headers: Record<string, string>, body: string, seconds: number, timeoutSeconds: number): Promise<Result> {
  const require = createRequire(import.meta.url);
  const cli = join(dirname(require.resolve('autocannon/package.json')), 'autocannon.js');
  const headerArgs = Object.entries({ 'content-type': 'application/json', ...headers }).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
  const args = [cli, '-c', String(CONNECTIONS), '-d', String(seconds), '-t', String(timeoutSeconds), '-m', 'POST', '-b', body, '-n', '-j'];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...args, ...headerArgs, url], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => {
      try {
        resolve(JSON.parse(out) as Result);
      } catch {
        reject(new Error(`autocannon exited with ${code}: ${out}`));
      }
    });
  });
}

interface Scenario {
  name: 'demo' | 'http' | 'hanging';
  label: string;
  /** the client timeout: the issue counts autocannon's default, 10 s; the hanging case gives its probes room */
  timeoutSeconds: number;
  goal?: (result: Result) => string;
}

const mark = (ok: boolean) => (ok ? 'met' : 'NOT MET');
const scenarios: Scenario[] = [
  { name: 'demo', label: 'demo data (in-process fixtures)', timeoutSeconds: 10 },
  {
    name: 'http',
    label: 'over HTTP to the sandbox',
    timeoutSeconds: 10,
    goal: (r) => `p99 under 1 s: ${mark(r.latency.p99 < 1000)}; no timeout: ${mark(r.timeouts === 0)}`,
  },
  {
    name: 'hanging',
    label: 'over HTTP, /me hanging, its breaker open',
    timeoutSeconds: 30,
    goal: (r) => `p99 under 2 s: ${mark(r.latency.p99 < 2000)} (a probe after each cool-down waits the whole timeout)`,
  },
];

async function run(scenario: Scenario, folder: string): Promise<void> {
  const children: Child[] = [];
  try {
    let backendPort: number | null = null;
    const env: NodeJS.ProcessEnv = { PORT: '0', WORLD_FILE: join(folder, `${scenario.name}-world.json`) };
    if (scenario.name !== 'demo') {
      const sandbox = await startNode(
        'fixtures/server.ts',
        {
          SANDBOX_PORT: '0',
          WORLD_FILE: join(folder, `${scenario.name}-sandbox.json`),
          SANDBOX_FAULTS: '',
          SANDBOX_CONTROL_TOKEN: CONTROL_TOKEN,
        },
        / on (http:\/\/[^\s/]+:\d+)/,
      );
      children.push(sandbox);
      backendPort = Number(new URL(sandbox.url).port);
      Object.assign(env, { DATA_SOURCE: 'rest', BACKEND_URL: sandbox.url });
    }
    const gateway = await startNode('gateway/server.ts', env, / on (http:\/\/[^\s/]+:\d+)/);
    children.push(gateway);
    const graphql = `${gateway.url}/graphql`;
    const headers = await signIn(graphql);
    const dashboard = { query: print(DASHBOARD), operationName: 'Dashboard' };
    const sample = await post(graphql, dashboard, headers);
    if (sample.status !== 200 || sample.text.includes('"errors"')) throw new Error(`the dashboard query failed: ${sample.text}`);

    if (scenario.name === 'hanging') {
      const sandboxUrl = children[0]!.url;
      await post(`${sandboxUrl}/__faults`, { path: '/me', delayMs: 3_600_000 }, { 'x-sandbox-token': CONTROL_TOKEN });
      // as many dashboards as it takes timeouts to open /me's breaker, each waiting the whole timeout
      console.log(`(opening the breaker: ${BREAKER_FAILURES} dashboards wait ${BACKEND_TIMEOUT_S} s for /me)`);
      await Promise.all(Array.from({ length: BREAKER_FAILURES }, () => post(graphql, dashboard, headers)));
    }

    const rssBefore = rssOf(gateway.pid);
    await autocannon(graphql, headers, JSON.stringify(dashboard), WARMUP_SECONDS, scenario.timeoutSeconds);
    let sockets = 0;
    const sampler = setInterval(() => {
      if (backendPort !== null) sockets = Math.max(sockets, socketsTo(backendPort) ?? 0);
    }, 250);
    const result = await autocannon(graphql, headers, JSON.stringify(dashboard), SECONDS, scenario.timeoutSeconds);
    clearInterval(sampler);
    const rssAfter = rssOf(gateway.pid);

    const mib = (value: number | null) => (value === null ? '–' : `${value.toFixed(0)} MiB`);
    const failures = result.errors + result.timeouts + result.non2xx;
    console.log(`-- ${scenario.label}`);
    console.log(
      `${(result['2xx'] / result.duration).toFixed(0).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   ` +
        `slowest ${result.latency.max} ms   errors ${failures} (${result.timeouts} timeouts, ${result.non2xx} non-2xx)`,
    );
    console.log(
      `gateway RSS ${mib(rssBefore)} before, ${mib(rssAfter)} after` +
        (backendPort === null ? '' : `   sockets to the backend: at most ${socketsTo(backendPort) === null ? '–' : sockets}`),
    );
    if (scenario.goal) console.log(`goals: ${scenario.goal(result)}`);
  } finally {
    await Promise.all(children.reverse().map((child) => child.stop()));
  }
}

async function main() {
  const wanted = process.argv.slice(2);
  const chosen = scenarios.filter((s) => wanted.length === 0 || wanted.includes(s.name));
  if (chosen.length === 0) throw new Error(`choose among ${scenarios.map((s) => s.name).join(', ')}`);
  console.log(
    `== The signed-in dashboard under load: ${CONNECTIONS} connections for ${SECONDS} s after ${WARMUP_SECONDS} s not counted ` +
      `(autocannon, in its own process)`,
  );
  const folder = mkdtempSync(join(tmpdir(), 'sv-load-'));
  try {
    for (const scenario of chosen) await run(scenario, folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
