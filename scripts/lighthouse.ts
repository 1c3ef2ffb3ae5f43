/**
 * Lighthouse 12, mobile preset, against the built app:
 *   npm run lighthouse                         /login and the signed-in dashboard (/mis-servicios)
 *   npm run lighthouse -- PATH…                those screens; a path is opened as cliente@demo.cl, or as the company
 *                                              user its prefix names (funcionario:/mis-servicios/granel/pedidos,
 *                                              admin:/funcionarios)
 *   npm run lighthouse -- all                  every signed-in screen the latency bench opens whose path has no id
 *                                              (scripts/bench/latency/screens.ts; an area's root redirects: skipped)
 * LIGHTHOUSE_RUNS=5 for more runs (3 for the first screens, 1 for a list, by default); LIGHTHOUSE_REPORTS=dir keeps
 * each report, HTML and JSON.
 * Builds the SPA, starts the gateway on a free port with a throwaway demo world, signs each account in through the
 * login form, and prints each run's four category scores and metrics, then their medians: timings on a shared
 * machine are noisy, so read the median, never one run. The first lines are the JavaScript each first screen
 * needs before it is usable (the entry, the screen's chunk and the shell's, with their static imports, gzip), read
 * from the manifest.
 * Not part of `npm test`: timings never go in tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse, { type Result } from 'lighthouse';
// lighthouse's own dependency: its Node API takes a puppeteer page
import puppeteer, { type Browser } from 'puppeteer-core';
import { firstScreenFiles } from './bench/bundle';
import { DASHBOARD_FILES, LOGIN_FILES } from './first-screens';
import { PERSONAS, STEPS, type PersonaName as Persona } from './bench/latency/screens';

const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const DIST = join(process.cwd(), 'dist');
const PASSWORD = 'Gas.Demo.2026';

interface Screen {
  name: string;
  path: string;
  /** who opens it; null signed out */
  as: Persona | null;
  /** its first screen's files (client/…), whose JavaScript is weighed */
  screens?: readonly string[];
}

const FIRST_SCREENS: readonly Screen[] = [
  { name: '/login', path: '/login', screens: LOGIN_FILES, as: null },
  // Apollo Client loads at the person's first touch, after the first screen (RouteDeclaration.loadsApollo)
  { name: 'dashboard', path: '/mis-servicios', screens: DASHBOARD_FILES, as: 'person' },
];

/** `funcionario:/path` → that path as the Funcionario; a bare path as the person. */
function screenOf(arg: string): Screen {
  const [prefix, path] = arg.includes(':/') ? (arg.split(/:(?=\/)/) as [string, string]) : ['person', arg];
  if (!(prefix in STEPS)) throw new Error(`${arg}: who opens it must be one of ${Object.keys(STEPS).join(', ')}`);
  return { name: arg, path, as: prefix as Persona };
}

const args = process.argv.slice(2);
const listed = args.length > 0;
const SCREENS: readonly Screen[] = !listed
  ? FIRST_SCREENS
  : args.includes('all')
    ? Object.entries(STEPS).flatMap(([as, steps]) =>
        steps
          .filter((step) => !step.screen.includes(':'))
          .map((step) => ({ name: as === 'person' ? step.screen : `${as}:${step.screen}`, path: step.screen, as: as as Persona })),
      )
    : args.map(screenOf);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? (listed ? 1 : 3));

const CATEGORIES = [
  ['performance', 'Performance'],
  ['accessibility', 'Accessibility'],
  ['best-practices', 'Best Practices'],
  ['seo', 'SEO'],
] as const;

const METRICS = [
  ['first-contentful-paint', 'FCP', (v: number) => `${(v / 1000).toFixed(2)} s`],
  ['largest-contentful-paint', 'LCP', (v: number) => `${(v / 1000).toFixed(2)} s`],
  ['total-blocking-time', 'TBT', (v: number) => `${v.toFixed(0)} ms`],
  ['cumulative-layout-shift', 'CLS', (v: number) => v.toFixed(3)],
  ['speed-index', 'SI', (v: number) => `${(v / 1000).toFixed(2)} s`],
] as const;

/** The gzip bytes of the JavaScript and CSS a route loads before its first screen shows: its chunks and their static imports. */
function firstScreenBytes(screens: readonly string[]): { js: number; css: number } {
  let js = 0;
  let css = 0;
  for (const file of firstScreenFiles(DIST, screens)) {
    const size = gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
    if (file.endsWith('.css')) css += size;
    else js += size;
  }
  return { js, css };
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

function startGateway(worldFile: string): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    // node itself with tsx's loader, not npx: a signal then reaches the gateway, not a wrapper that leaves it running
    const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/server.ts'], {
      env: { ...process.env, PORT: '0', WORLD_FILE: worldFile, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /Sucursal Virtual on (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve({ child, url });
    });
    child.on('exit', (code) => reject(new Error(`the gateway exited with ${code}: ${out}`)));
  });
}

/** Signs in through the login form (a company user on its Empresas tab), as a person would, and returns what the app stored. */
async function signIn(browser: Browser, origin: string, persona: Persona): Promise<string> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.evaluateOnNewDocument(() => sessionStorage.setItem('loginCampaignSeen', '1'));
  await page.goto(`${origin}/login`);
  if (persona !== 'person') await page.locator('::-p-aria(Empresas[role="tab"])').click();
  await page.locator('input[name=email]').fill(PERSONAS.find((p) => p.name === persona)!.email);
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.locator('button[type=submit]').click();
  await page.waitForFunction(() => location.pathname === '/mis-servicios' && localStorage.getItem('session') !== null);
  const session = await page.evaluate(() => localStorage.getItem('session')!);
  await context.close();
  return session;
}

/** The screen sent the browser to another (an area's root to its first tab): that one is measured on its own. */
class Redirected extends Error {}

interface Measure {
  scores: Record<string, number>;
  metrics: Record<string, number>;
  script: number;
  notes: string[];
  /** Lighthouse's measure of the machine's speed (higher is faster): its timings are this machine's times 4 */
  benchmark: number;
}

async function measure(browser: Browser, url: string, session: string | null, attempt = 1): Promise<Measure> {
  // a fresh profile each run (Lighthouse clears the cache, not local storage); a signed-in run finds the session in
  // local storage before the app's first script runs, as if the user had signed in on an earlier visit
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  if (session) {
    await page.evaluateOnNewDocument(
      (origin: string, value: string) => {
        if (location.origin === origin) localStorage.setItem('session', value);
      },
      new URL(url).origin,
      session,
    );
  }
  const result = await lighthouse(url, { output: ['html', 'json'], logLevel: 'error' }, undefined, page);
  await context.close();
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const lhr: Result = result.lhr;
  // Lighthouse sometimes loses the trace of a load (NO_NAVSTART…): that run is taken again, at most twice
  if (lhr.runtimeError) {
    if (attempt < 3) return measure(browser, url, session, attempt + 1);
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  // a redirect (no session, a session refused) would measure another screen
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Redirected(landed);
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    const [html, json] = result.report as string[];
    const name = join(REPORTS, `${new URL(url).pathname.slice(1).replaceAll('/', '-')}-${Date.now()}`);
    writeFileSync(`${name}.html`, html!);
    writeFileSync(`${name}.json`, json!);
  }
  const scores = Object.fromEntries(CATEGORIES.map(([id]) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const metrics = Object.fromEntries(METRICS.map(([id]) => [id, lhr.audits[id]?.numericValue ?? NaN]));
  const summary = lhr.audits['resource-summary']?.details;
  const items = summary?.type === 'table' ? (summary.items as { resourceType: string; transferSize: number }[]) : [];
  const script = items.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  // what keeps a score under 100: the failing audits of accessibility, best practices and SEO
  const notes = CATEGORIES.slice(1).flatMap(([id]) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id}`),
  );
  return { scores, metrics, script, notes, benchmark: lhr.environment.benchmarkIndex };
}

function median(values: (number | undefined)[]): number {
  const sorted = values.map((v) => v ?? NaN).sort((a, b) => a - b);
  const at = (i: number) => sorted[i] ?? NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

function line(label: string, m: Measure): string {
  const scores = CATEGORIES.map(([id, name]) => `${name} ${m.scores[id]}`).join(', ');
  const metrics = METRICS.map(([id, name, format]) => `${name} ${format(m.metrics[id] ?? NaN)}`).join(', ');
  return `${label.padEnd(8)} ${scores} | ${metrics} | JS ${(m.script / 1024).toFixed(1)} KiB transferred | machine ${Math.round(m.benchmark)}`;
}

console.log('building the SPA…');
await run('npx', ['vite', 'build']);
console.log(
  '\n== JavaScript before the first screen is usable (gzip: the entry, the screen and the shell it opens in, with their static imports)',
);
for (const screen of SCREENS) {
  if (!screen.screens) continue;
  const { js, css } = firstScreenBytes(screen.screens);
  console.log(`${screen.name.padEnd(10)} JS ${(js / 1024).toFixed(1)} KiB, CSS ${(css / 1024).toFixed(1)} KiB`);
}

const folder = mkdtempSync(join(tmpdir(), 'sv-lighthouse-'));
const gateway = await startGateway(join(folder, 'world.json'));
const browser = await puppeteer.launch({
  executablePath: CHROME,
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const medians: Array<[Screen, Measure]> = [];
try {
  const sessions = new Map<Persona, string>();
  for (const persona of new Set(SCREENS.flatMap((screen) => screen.as ?? [])))
    sessions.set(persona, await signIn(browser, gateway.url, persona));
  // other work on the machine slows every task Lighthouse times (and multiplies by 4): say how busy it was
  console.log(`\nload average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores at the start`);
  for (const screen of SCREENS) {
    console.log(`\n== Lighthouse mobile, ${screen.name} (${screen.path}), ${RUNS} run${RUNS === 1 ? '' : 's'}`);
    const runs: Measure[] = [];
    try {
      for (let i = 0; i < RUNS; i += 1) {
        const m = await measure(browser, gateway.url + screen.path, screen.as ? sessions.get(screen.as)! : null);
        runs.push(m);
        console.log(line(`run ${i + 1}`, m));
      }
    } catch (error) {
      if (!(error instanceof Redirected) || !listed) throw error;
      console.log(`redirects to ${error.message}: not measured here`);
      continue;
    }
    const middle: Measure = {
      scores: Object.fromEntries(CATEGORIES.map(([id]) => [id, median(runs.map((r) => r.scores[id]))])),
      metrics: Object.fromEntries(METRICS.map(([id]) => [id, median(runs.map((r) => r.metrics[id]))])),
      script: median(runs.map((r) => r.script)),
      notes: [...new Set(runs.flatMap((r) => r.notes))],
      benchmark: median(runs.map((r) => r.benchmark)),
    };
    medians.push([screen, middle]);
    console.log(line('median', middle));
    if (middle.notes.length) console.log(`failing audits: ${middle.notes.join(', ')}`);
  }
  console.log(`\nload average ${loadavg()[0]!.toFixed(1)} at the end`);
} finally {
  await browser.close();
  gateway.child.kill('SIGTERM');
  rmSync(folder, { recursive: true, force: true });
}

// the list's table, worst first, for a closing note: the issue's bar is performance ≥ 95 and CLS ≤ 0.02 on every screen
if (medians.length > 2) {
  const bar = ([, m]: [Screen, Measure]) => (m.scores.performance ?? 0) >= 95 && (m.metrics['cumulative-layout-shift'] ?? 1) <= 0.02;
  const rows = [...medians].sort(([, a], [, b]) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  console.log('\n| screen | performance | TBT | CLS | LCP | accessibility | best practices | SEO |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [screen, m] of rows) {
    const metric = (id: string, unit: number, digits: number) => ((m.metrics[id] ?? NaN) / unit).toFixed(digits);
    console.log(
      `| ${screen.name} | ${m.scores.performance} | ${metric('total-blocking-time', 1, 0)} ms | ${metric('cumulative-layout-shift', 1, 3)} | ` +
        `${metric('largest-contentful-paint', 1000, 2)} s | ${m.scores.accessibility} | ${m.scores['best-practices']} | ${m.scores.seo} |`,
    );
  }
  const under = medians.filter((row) => !bar(row)).map(([screen]) => screen.name);
  console.log(
    `\n${medians.length - under.length} of ${medians.length} screens at performance ≥ 95 and CLS ≤ 0.02${under.length ? `; not: ${under.join(', ')}` : ''}`,
  );
}
