/**
 * `npm run bench`: the budgets of DESIGN.md, measured in one run.
 * - gzip size of the JavaScript and CSS a browser loads for /login and for the dashboard (echarts and OpenLayers in neither);
 * - gateway requests per second and p99 for the dashboard query, against a bare Node HTTP server answering the same JSON;
 * - REST calls the dashboard query makes.
 * Machines are noisy: read the throughput as a ratio to the bare server measured in the same run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { print } from 'graphql';
import { DASHBOARD } from '../client/features/dashboard/api';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const dist = join(process.cwd(), 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;

function closure(keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  keys.forEach(walk);
  return files;
}

function routeBudget(name: string, screen: string) {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('no entry chunk in the manifest');
  const screenKey = Object.entries(manifest).find(([, chunk]) => chunk.src?.endsWith(screen))?.[0];
  if (!screenKey) throw new Error(`no chunk for ${screen}`);
  const files = closure([entry, screenKey]);
  let js = 0;
  let css = 0;
  const heavy: string[] = [];
  for (const file of files) {
    const content = readFileSync(join(dist, file));
    const size = gzipSync(content, { level: 9 }).length;
    if (file.endsWith('.css')) css += size;
    else js += size;
    const text = content.toString('utf8');
    if (/echarts/i.test(text)) heavy.push(`${file} (echarts)`);
    if (/ol-viewport|ol-overlaycontainer/.test(text)) heavy.push(`${file} (OpenLayers)`);
  }
  return { name, js, css, files: files.size, heavy };
}

function startChild(command: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      // `ready` captures the URL the child listens on
      const url = ready.exec(out)?.[1];
      if (url) resolve({ child, url });
    });
    child.on('exit', (code) => reject(new Error(`${command} exited with ${code}: ${out}`)));
  });
}

async function post(url: string, body: string, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  return { status: response.status, text: await response.text() };
}

async function load(url: string, body: string, headers: Record<string, string>, total: number, concurrency: number) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        const t0 = performance.now();
        const { status } = await post(url, body, headers);
        if (status !== 200) throw new Error(`status ${status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { rps: total / seconds, p99: percentile(latencies, 0.99) };
}

/** The nearest-rank percentile (a run under 100 requests gives its slowest); no samples is a broken run. */
function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const value = sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)];
  if (value === undefined) throw new Error('no requests were measured');
  return value;
}

async function main() {
  console.log('== JavaScript per entry route (gzip)');
  for (const route of [
    routeBudget('/login', 'features/auth/LoginPage.tsx'),
    routeBudget('/mis-servicios', 'features/dashboard/DashboardPage.tsx'),
  ]) {
    console.log(
      `${route.name.padEnd(16)} JS ${(route.js / 1024).toFixed(1)} KiB, CSS ${(route.css / 1024).toFixed(1)} KiB in ${route.files} files; ` +
        (route.heavy.length ? `HEAVY: ${route.heavy.join(', ')}` : 'no echarts, no OpenLayers'),
    );
  }

  const folder = mkdtempSync(join(tmpdir(), 'sv-bench-'));
  const gateway = await startChild(
    'npx',
    ['tsx', 'gateway/server.ts'],
    { PORT: '0', WORLD_FILE: join(folder, 'world.json'), GATEWAY_TRACE_CALLS: '1', NODE_ENV: 'production' },
    /on (http:\/\/localhost:\d+)/,
  );
  try {
    const graphql = `${gateway.url}/graphql`;
    const login = await post(
      graphql,
      JSON.stringify({
        query: 'mutation($e:String!,$p:String!){ login(email:$e,password:$p){ session { token } } }',
        variables: { e: 'cliente@demo.cl', p: 'Gas.Demo.2026' },
      }),
      {},
    );
    const token = (JSON.parse(login.text) as { data: { login: { session: { token: string } } } }).data.login.session.token;
    const headers = { authorization: `Bearer ${token}`, 'x-account-kind': 'PERSON' };
    const body = JSON.stringify({ query: print(DASHBOARD), operationName: 'Dashboard' });
    const sample = await post(graphql, body, headers);
    const parsed = JSON.parse(sample.text) as { errors?: unknown; extensions?: { restCalls?: number } };
    if (parsed.errors) throw new Error(`dashboard query failed: ${sample.text}`);
    console.log('\n== Dashboard query');
    console.log(`one GraphQL round trip, ${parsed.extensions?.restCalls} REST calls (identical calls made once per request)`);

    const answer = sample.text;
    const bare = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(answer));
    });
    await new Promise<void>((resolve) => bare.listen(0, resolve));
    const bareUrl = `http://localhost:${(bare.address() as AddressInfo).port}/graphql`;

    const total = Number(process.env.BENCH_REQUESTS ?? 1500);
    const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
    await load(graphql, body, headers, 200, concurrency); // warm-up
    await load(bareUrl, body, headers, 200, concurrency);
    const g = await load(graphql, body, headers, total, concurrency);
    const b = await load(bareUrl, body, headers, total, concurrency);
    bare.close();
    console.log(`\n== Gateway throughput (${total} requests, ${concurrency} at a time)`);
    console.log(`gateway     ${g.rps.toFixed(0)} req/s, p99 ${g.p99.toFixed(1)} ms`);
    console.log(`bare HTTP   ${b.rps.toFixed(0)} req/s, p99 ${b.p99.toFixed(1)} ms`);
    console.log(
      `ratio       gateway does ${((g.rps / b.rps) * 100).toFixed(0)}% of the bare server's throughput; p99 ${(g.p99 / b.p99).toFixed(1)}x`,
    );
  } finally {
    gateway.child.kill('SIGTERM');
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
