/**
 * `npm run bench`: the budgets of DESIGN.md, measured in one run.
 * - the JavaScript and CSS (gzip) of each route group: /login, the dashboard, each area's heaviest screen;
 * - the gateway against a bare `node:http` server answering the same bytes, each in its own process, loaded from
 *   this one by autocannon in alternating rounds: req/s, p50 and p99 of each and their ratio, for the dashboard
 *   query and for `{ __typename }` (the HTTP and GraphQL pipeline's floor);
 * - the REST calls of each screen's query and its backend depth; for a query deeper than one, the paths of each wave.
 * `npm run bench -- throughput` (or `bundles`, `rest`) runs only those parts. `npm run bench -- latency` (never run
 * unless named: it drives Chromium for minutes) opens every screen against a backend behind a fixed latency
 * (scripts/bench/latency/index.ts).
 * BENCH_SECONDS (5), BENCH_ROUNDS (3) and BENCH_CONNECTIONS (16) shape the load; BENCH_PROFILE=<folder> writes the
 * gateway's CPU profile there (node --cpu-prof); BENCH_GATEWAY_DIR=<checkout> loads that checkout's gateway instead
 * (how much a change bought). The machine is shared and noisy: read the ratios.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DASHBOARD } from '../client/features/dashboard/api';
import { printWithTypenames } from '../client/lib/typenames';
import { routeGroups, screenWeights } from './bench/bundle';
import { alternate, median, type Run, type Target } from './bench/load';
import type { BareAnswer } from './bench/bare-server';
import { coresOf, pinLoadAndServers, startBareServer, startGateway, type Child } from './bench/processes';
import { restCallsPerQuery } from './bench/rest-calls';
import { FIRST_SCREEN_BUDGETS } from './first-screens';

const FREE_BACKEND_ENTRY = 'scripts/bench/free-backend-gateway.ts';
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** the budget a route group is held to, if it has one (scripts/first-screens.ts) */
const budgetOf = (label: string) =>
  label === '/login' ? FIRST_SCREEN_BUDGETS.login : label === 'dashboard' ? FIRST_SCREEN_BUDGETS.dashboard : null;

function printBundles() {
  console.log('== JavaScript per route group (gzip; the entry chunk and what the screen loads)');
  for (const { label, weight } of routeGroups(screenWeights(join(process.cwd(), 'dist')))) {
    const budget = budgetOf(label);
    const within = budget === null ? '' : ` (budget ${(budget / 1000).toFixed(0)} KB: ${weight.js <= budget ? 'within' : 'OVER'})`;
    const heavy = weight.heavy.length ? `HEAVY: ${weight.heavy.join(', ')}` : 'no echarts, no OpenLayers';
    const lazy = weight.lazyJs ? `; then, when it draws, ${kib(weight.lazyJs)} (${weight.lazyHeavy.join(', ') || 'no heavy library'})` : '';
    console.log(
      `${label.padEnd(34)} JS ${kib(weight.js).padStart(10)}, CSS ${kib(weight.css).padStart(9)} in ${String(weight.files).padStart(2)} files ` +
        `(${weight.area}/${weight.screen})${within}; ${heavy}${lazy}`,
    );
  }
}

/** headers Node's HTTP server writes itself, on the bare server's answers too */
const WRITTEN_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

async function post(url: string, body: string, headers: Record<string, string>): Promise<BareAnswer & { cookie: string | null }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  const text = await response.text();
  if (response.status !== 200 || text.includes('"errors"')) throw new Error(`${url} answered ${response.status}: ${text}`);
  const answerHeaders = Object.fromEntries([...response.headers].filter(([name]) => !WRITTEN_BY_NODE.has(name) && name !== 'set-cookie'));
  return { body: text, headers: answerHeaders, cookie: response.headers.getSetCookie()[0]?.split(';')[0] ?? null };
}

/**
 * Signs the demo person in as a browser would: its token, its account kind, and the demo browser cookie the gateway
 * gives a browser on its first call (a browser sends it back; a caller without it would get a new one each time).
 */
async function signIn(graphql: string): Promise<Record<string, string>> {
  const { body: answer, cookie } = await post(
    graphql,
    JSON.stringify({
      query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { session { token } } }',
      variables: { e: 'cliente@demo.cl', p: 'Gas.Demo.2026' },
    }),
    {},
  );
  const token = (JSON.parse(answer) as { data: { login: { session: { token: string } } } }).data.login.session.token;
  return { authorization: `Bearer ${token}`, 'x-account-kind': 'PERSON', ...(cookie ? { cookie } : {}) };
}

/** one server's row: its medians over the rounds */
function printRow(name: string, runs: Run[]) {
  const [rps, p50, p99] = [median(runs.map((r) => r.rps)), median(runs.map((r) => r.p50)), median(runs.map((r) => r.p99))];
  const cpu = runs.every((r) => r.cpuMicros !== null)
    ? `   CPU ${median(runs.map((r) => r.cpuMicros!))
        .toFixed(0)
        .padStart(4)} µs/request`
    : '';
  const load = `   (load ${median(runs.map((r) => r.loadMicros)).toFixed(0)} µs/request, ${(median(runs.map((r) => r.loadBusy)) * 100).toFixed(0)}% of a core)`;
  // autocannon counts whole milliseconds
  const ms = (value: number) => (value < 1 ? '<1' : value.toFixed(0)).padStart(4);
  console.log(`${name.padEnd(16)} ${rps.toFixed(0).padStart(7)} req/s   p50 ${ms(p50)} ms   p99 ${ms(p99)} ms${cpu}${load}`);
  return { rps, p50, p99 };
}

const percent = (value: number) => `${(value * 100).toFixed(0)}%`;

/** the req/s of `runs` against the bare server's, round by round, and their median */
function ratiosTo(bare: Run[], runs: Run[]) {
  const rounds = runs.map((run, i) => run.rps / bare[i]!.rps);
  return {
    median: median(rounds),
    text: `${percent(median(rounds))} of the bare server's req/s (rounds ${rounds.map(percent).join(', ')})`,
  };
}

function printComparison(label: string, gateway: Run[], bare: Run[]) {
  console.log(`-- ${label}`);
  const g = printRow('gateway', gateway);
  printRow('bare node:http', bare);
  const ratio = ratiosTo(bare, gateway);
  console.log(`ratio            ${ratio.text}; gateway p99 ${(g.p99 / Math.max(1, g.p50)).toFixed(1)}x its p50`);
  return { ratio: ratio.median, tail: g.p99 / Math.max(1, g.p50) };
}

async function compareThroughput() {
  const options = {
    seconds: positive('BENCH_SECONDS', 5),
    rounds: positive('BENCH_ROUNDS', 3),
    connections: positive('BENCH_CONNECTIONS', 16),
  };
  const folder = mkdtempSync(join(tmpdir(), 'sv-bench-'));
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${resolve(process.env.BENCH_PROFILE)}`] : [];
  const children: Child[] = [];
  const placement = pinLoadAndServers();
  try {
    const gateway = await startGateway(
      { WORLD_FILE: join(folder, 'world.json'), GATEWAY_TRACE_CALLS: '0' },
      profile,
      resolve(process.env.BENCH_GATEWAY_DIR ?? process.cwd()),
    );
    children.push(gateway);
    const graphql = `${gateway.url}/graphql`;
    const headers = await signIn(graphql);
    const bodies = {
      // the text the app sends (client/lib/typenames.ts)
      dashboard: JSON.stringify({ query: printWithTypenames(DASHBOARD), operationName: 'Dashboard' }),
      typename: JSON.stringify({ query: '{ __typename }' }),
    };
    // the gateway's answers, headers and all (its security headers are part of what it must send)
    const answers = {
      '/dashboard': await post(graphql, bodies.dashboard, headers),
      '/typename': await post(graphql, bodies.typename, headers),
    };
    const bare = await startBareServer(answers);
    children.push(bare);
    // the same gateway with a backend that answers from memory: its own work only (scripts/bench/free-backend-gateway.ts)
    const free = await startGateway(
      { WORLD_FILE: join(folder, 'free-world.json'), GATEWAY_TRACE_CALLS: '0' },
      [],
      process.cwd(),
      FREE_BACKEND_ENTRY,
    );
    children.push(free);
    const freeHeaders = await signIn(`${free.url}/graphql`);
    const freeAnswer = await post(`${free.url}/graphql`, bodies.dashboard, freeHeaders);
    if (freeAnswer.body !== answers['/dashboard'].body)
      throw new Error('the gateway with its backend in memory answered the dashboard otherwise');

    console.log(
      `\n== Gateway against a bare node:http server answering the same bytes (each in its own process; autocannon, ` +
        `${options.connections} connections, ${options.rounds} alternating rounds of ${options.seconds} s; medians; ${placement})`,
    );
    // read back from the kernel, not assumed: the servers once stayed on the load's core unnoticed
    console.log(
      `cores            load ${coresOf(undefined)}, gateway ${coresOf(gateway.pid)}, bare server ${coresOf(bare.pid)}, ` +
        `gateway with its backend free ${coresOf(free.pid)}`,
    );
    const pair = (query: keyof typeof bodies): Target[] => [
      { name: `gateway ${query}`, url: graphql, headers, body: bodies[query], cpuSeconds: gateway.cpuSeconds },
      { name: `bare ${query}`, url: `${bare.url}/${query}`, headers, body: bodies[query], cpuSeconds: bare.cpuSeconds },
    ];
    const freeTarget: Target = {
      name: 'free dashboard',
      url: `${free.url}/graphql`,
      headers: freeHeaders,
      body: bodies.dashboard,
      cpuSeconds: free.cpuSeconds,
    };
    const [dashboardGateway, dashboardBare, dashboardFree] = await alternate([...pair('dashboard'), freeTarget], options);
    const dashboard = printComparison(
      `Dashboard query (${kib(answers['/dashboard'].body.length)} answer)`,
      dashboardGateway!,
      dashboardBare!,
    );
    printRow('backend free', dashboardFree!);
    console.log(
      `ratio            ${ratiosTo(dashboardBare!, dashboardFree!).text}: the gateway's own work, its backend answering from memory`,
    );
    const [typenameGateway, typenameBare] = await alternate(pair('typename'), options);
    const floor = printComparison('{ __typename } (the pipeline with no data)', typenameGateway!, typenameBare!);
    const mark = (ok: boolean) => (ok ? 'met' : 'NOT MET');
    console.log(
      `goals            dashboard ≥ 50%: ${mark(dashboard.ratio >= 0.5)}; its p99 ≤ 3x p50: ${mark(dashboard.tail <= 3)}; ` +
        `{ __typename } ≥ 70%: ${mark(floor.ratio >= 0.7)}`,
    );
  } finally {
    await Promise.all(children.map((child) => child.stop()));
    rmSync(folder, { recursive: true, force: true });
  }
}

async function printRestCalls() {
  console.log('\n== REST calls of each screen query (identical calls made once per request), and its backend depth (latencies waited)');
  const cell = (calls: number | null) => (calls === null ? '–' : String(calls)).padStart(3);
  for (const row of await restCallsPerQuery()) {
    const person = `person ${cell(row.person)} depth ${cell(row.personDepth)}`;
    const company = `company ${cell(row.company)} depth ${cell(row.companyDepth)}`;
    console.log(`${row.name.padEnd(26)} ${person}   ${company}${row.note ? `   (${row.note})` : ''}`);
    // a chain: the paths each wave let through, so the call that waited and what it waited for can be read
    for (const [kind, waves] of [
      ['person', row.personWaves],
      ['company', row.companyWaves],
    ] as const) {
      if (!waves || waves.length < 2) continue;
      waves.forEach((paths, index) => console.log(`${''.padEnd(28)}${kind} wave ${index + 1}: ${paths.join(' ')}`));
    }
  }
}

async function main() {
  // `--name=value` arguments are the parts' options (the latency part's)
  const parts = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const wanted = (part: string) => parts.length === 0 || parts.includes(part);
  if (wanted('bundles')) printBundles();
  if (wanted('throughput')) await compareThroughput();
  if (wanted('rest')) await printRestCalls();
  // loaded only when asked for: it brings Playwright and the browser tests' helpers
  if (parts.includes('latency')) await (await import('./bench/latency/index')).runLatencyBench(process.argv.slice(2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
