/**
 * `npm run bench -- latency [--latency=300] [--hover=0] [--quiet=500] [--only=person,funcionario,admin] [--out=file] [--compare=file]`
 *
 * The gateway as `npm start` runs it, in REST mode against the sandbox through a proxy that adds a fixed latency to
 * every backend call; Chromium opens every signed-in screen of the route table as the personas that reach it, by
 * a click from the screen before it and by reload, and the bench prints per screen the GraphQL round trips, the
 * backend depth, the REST calls and their repeats and the wall time in latencies (measure.ts says how each is
 * counted), worst first, then a summary against the goals, and writes the run as JSON (default
 * .data/bench/latency.json) for `--compare` to read. Not part of `npm test`: timings never go in tests.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { launchBrowser } from '../../../tests/support/browser';
import type { Measurement } from './measure';
import { openScreens, type Skipped } from './open-screens';
import { printBackground, printChains, printComparison, printSkipped, printSummary, printTable, type LatencyRun } from './report';
import { notOpened, PERSONAS } from './screens';
import { startLatencyServers } from './servers';

const DEFAULT_OUT = '.data/bench/latency.json';

/** `--name=value` from the arguments, else the fallback */
function option(args: readonly string[], name: string): string | undefined {
  return args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function milliseconds(args: readonly string[], name: string, fallback: number): number {
  const raw = option(args, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} takes a whole number of milliseconds above 0, not ${raw}`);
  return value;
}

function commit(): string | null {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${head} with uncommitted changes` : head;
  } catch {
    return null;
  }
}

export async function runLatencyBench(args: readonly string[]): Promise<void> {
  const latencyMs = milliseconds(args, 'latency', 300);
  const quietMs = milliseconds(args, 'quiet', 500);
  const hoverMs = option(args, 'hover') === '0' ? 0 : milliseconds(args, 'hover', 0);
  const only = option(args, 'only')?.split(',');
  const personas = PERSONAS.filter((p) => !only || only.includes(p.name));
  const out = resolve(option(args, 'out') ?? DEFAULT_OUT);
  const compare = option(args, 'compare');
  const before = compare ? (JSON.parse(readFileSync(compare, 'utf8')) as LatencyRun) : null;

  console.log(
    `\n== Latency: every screen, a backend ${latencyMs} ms away (sandbox behind a latency proxy, gateway in REST mode); ` +
      (hoverMs
        ? `each click after ${hoverMs} ms on its link`
        : 'each click at once, as a tap (--hover=N rests the pointer on the link first)'),
  );
  const servers = await startLatencyServers(latencyMs);
  const browser = await launchBrowser();
  const measurements: Measurement[] = [];
  const skipped: Skipped[] = [];
  const began = Date.now();
  const loadBefore = loadavg()[0]!;
  try {
    for (const persona of personas) {
      console.log(`${persona.name} (${persona.email})…`);
      const report = (m: Measurement) => measurements.push(m);
      skipped.push(
        ...(await openScreens(browser, servers.appUrl, servers.proxy, persona, { latencyMs, quietMs, hoverMs, timeoutMs: 15_000 }, report)),
      );
    }
  } finally {
    await browser.close();
    await servers.stop();
  }
  const run: LatencyRun = {
    date: new Date().toISOString(),
    commit: commit(),
    latencyMs,
    quietMs,
    hoverMs,
    load: { cores: availableParallelism(), before: loadBefore, after: loadavg()[0]! },
    measurements,
    skipped,
    notOpened: only ? [] : notOpened(),
  };
  printTable(run);
  printChains(run);
  printBackground(run);
  printSummary(run);
  printSkipped(run);
  if (before) printComparison(before, run);
  if (!existsSync(dirname(out))) mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(run, null, 2) + '\n');
  console.log(`\n${measurements.length} loads in ${((Date.now() - began) / 1000).toFixed(0)} s; the run is in ${out}`);
}
