/** The latency bench's table, its summary against the issue's goals, and the JSON of a run (and its comparison with another). */
import type { Measurement, Way } from './measure';
import type { Skipped } from './open-screens';

export interface LatencyRun {
  date: string;
  commit: string | null;
  latencyMs: number;
  quietMs: number;
  /** how long the pointer rested on each link before its click */
  hoverMs: number;
  /** the machine's one-minute load average when the run began and ended: the wall times are only as quiet as it was */
  load: { cores: number; before: number; after: number };
  measurements: Measurement[];
  skipped: Skipped[];
  notOpened: Array<{ route: string; reason: string }>;
}

/** the issue's goals: backend depth 1 both ways, a click shown within one latency and 150 ms, no call repeated */
export const GOALS = { depth: 1, clickExtraMs: 150, repeats: 0 };

const WAYS: readonly Way[] = ['click', 'reload'];

const median = (values: number[]) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const times = (value: number | null) => (value === null ? '  –  ' : `${value.toFixed(2)}×`);

/** over the click goal: not shown, or later than one latency and 150 ms */
export function overWallGoal(m: Measurement, latencyMs: number): boolean {
  return m.way === 'click' && (m.wallMs === null || m.wallMs > latencyMs + GOALS.clickExtraMs);
}

function goalsMissed(m: Measurement, latencyMs: number): string[] {
  const missed: string[] = [];
  if (m.backendDepth > GOALS.depth) missed.push('depth');
  if (overWallGoal(m, latencyMs)) missed.push('wall');
  if (m.repeats > GOALS.repeats) missed.push('repeats');
  return missed;
}

/** worst first: not shown, then the wall time, then the backend depth */
const worstFirst = (a: Measurement, b: Measurement) =>
  (b.wall ?? Infinity) - (a.wall ?? Infinity) || b.backendDepth - a.backendDepth || b.roundTrips - a.roundTrips;

export function printTable(run: LatencyRun): void {
  const rows = [...run.measurements].sort(worstFirst);
  const width = Math.max(...rows.map((m) => m.screen.length), 6);
  console.log(
    `\n== Every screen against a backend ${run.latencyMs} ms away (worst first; wall: from the navigation or the click to the ` +
      'screen shown, in latencies and in ms; 1st req: ms to its first GraphQL request)',
  );
  const header = `${'persona'.padEnd(11)} ${'screen'.padEnd(width)} ${'way'.padEnd(6)} round trips  depth  REST  repeats   wall   (ms)  1st req  missed`;
  console.log(header);
  console.log('-'.repeat(header.length + 10));
  for (const m of rows) {
    const notes = [
      goalsMissed(m, run.latencyMs).join(', '),
      m.errors ? `${m.errors} block(s) failed` : '',
      m.blocker !== undefined ? `not shown: ${m.blocker}` : '',
      m.landed.split('?')[0] !== m.url.split(/[?#]/)[0] ? `→ ${m.landed.split('?')[0]}` : '',
    ].filter(Boolean);
    console.log(
      `${m.persona.padEnd(11)} ${m.screen.padEnd(width)} ${m.way.padEnd(6)} ${String(m.roundTrips).padStart(11)}  ${String(m.backendDepth).padStart(5)}  ` +
        `${String(m.restCalls).padStart(4)}  ${String(m.repeats).padStart(7)}  ${times(m.wall).padStart(6)}  ${String(m.wallMs ?? '–').padStart(5)}  ${String(m.firstRequestMs ?? '–').padStart(7)}  ${notes.join('; ')}`,
    );
  }
}

export function printChains(run: LatencyRun): void {
  // a reload asks for the config first (AppConfig), then the screen: its floor is two round trips
  const floor = (m: Measurement) => (m.way === 'click' ? 1 : 2);
  const long = run.measurements.filter((m) => m.roundTrips > floor(m) || m.backendDepth > 1 || m.repeats > 0).sort(worstFirst);
  if (long.length === 0) return;
  console.log(
    '\n== What the long loads waited for (more round trips than a click 1 or a reload 2, backend depth over 1, or a repeat): ' +
      'GraphQL operations one after the other; the backend chain; repeated calls',
  );
  for (const m of long) {
    console.log(`${m.persona} ${m.screen} (${m.way}): ${m.chain.join(' → ') || 'no GraphQL'}`);
    if (m.backendDepth > 1) console.log(`    backend: ${m.backendChain.join(' → ')}`);
    if (m.repeats > 0) console.log(`    repeated: ${m.repeated.join(', ')}`);
  }
}

export function printBackground(run: LatencyRun): void {
  const count = (names: string[]) => {
    const counts = new Map<string, number>();
    for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
    return [...counts].map(([name, n]) => `${name} ×${n}`).join(', ') || 'none';
  };
  console.log("\n== Background (not counted above): the bell's poll, the cylinder check, page views");
  console.log(`requests   ${count(run.measurements.flatMap((m) => m.background.graphql))}`);
  console.log(`REST calls ${count(run.measurements.flatMap((m) => m.background.rest))}`);
  console.log(
    'REST calls made while no request of the page was on its way (most likely page views sent as a page unloads): ' +
      count(run.measurements.flatMap((m) => m.background.unattributed)),
  );
}

export function printSummary(run: LatencyRun): void {
  console.log(
    `\n== Summary (latency ${run.latencyMs} ms; goals: backend depth ${GOALS.depth} both ways, a click shown within 1 latency + ` +
      `${GOALS.clickExtraMs} ms, no repeated REST call; load average ${run.load.before.toFixed(1)} then ${run.load.after.toFixed(1)} ` +
      `on ${run.load.cores} cores: the counts hold on any machine, the wall times only on a quiet one)`,
  );
  for (const way of WAYS) {
    const rows = run.measurements.filter((m) => m.way === way);
    if (rows.length === 0) continue;
    const walls = rows.flatMap((m) => (m.wall === null ? [] : [m.wall]));
    const depths = rows.map((m) => m.backendDepth);
    const trips = rows.map((m) => m.roundTrips);
    const notShown = rows.length - walls.length;
    console.log(
      `${way.padEnd(6)} ${String(rows.length).padStart(3)} screens   wall median ${times(median(walls))}, worst ${times(Math.max(...walls))}` +
        `${notShown ? ` (${notShown} not shown)` : ''}   depth median ${median(depths)}, worst ${Math.max(...depths)}   ` +
        `round trips median ${median(trips)}, worst ${Math.max(...trips)}`,
    );
    const over = (test: (m: Measurement) => boolean) => rows.filter(test).length;
    const wallGoal = way === 'click' ? `, ${over((m) => overWallGoal(m, run.latencyMs))} over 1 latency + ${GOALS.clickExtraMs} ms` : '';
    console.log(
      `${''.padEnd(6)} goals: ${over((m) => m.backendDepth > GOALS.depth)} at backend depth over ${GOALS.depth}${wallGoal}, ` +
        `${over((m) => m.repeats > 0)} with repeated REST calls, ${over((m) => m.errors > 0)} with a failed block`,
    );
  }
}

export function printSkipped(run: LatencyRun): void {
  if (run.skipped.length === 0 && run.notOpened.length === 0) return;
  console.log('\n== Not measured');
  for (const s of run.skipped) console.log(`${s.persona.padEnd(11)} ${s.screen} (${s.way}): ${s.reason}`);
  for (const n of run.notOpened) console.log(`${'-'.padEnd(11)} ${n.route}: ${n.reason}`);
}

/** Per screen and way, what changed from an earlier run's JSON. */
export function printComparison(before: LatencyRun, after: LatencyRun): void {
  const key = (m: Measurement) => `${m.persona} ${m.screen} ${m.way}`;
  const earlier = new Map(before.measurements.map((m) => [key(m), m]));
  console.log(
    `\n== Against the run of ${before.date} (${before.commit ?? 'unknown commit'}, latency ${before.latencyMs} ms): what changed`,
  );
  let changes = 0;
  for (const m of after.measurements) {
    const b = earlier.get(key(m));
    if (!b) continue;
    const moved =
      b.backendDepth !== m.backendDepth || b.roundTrips !== m.roundTrips || b.repeats !== m.repeats || b.restCalls !== m.restCalls;
    if (!moved) continue;
    changes += 1;
    console.log(
      `${key(m).padEnd(70)} round trips ${b.roundTrips}→${m.roundTrips}  depth ${b.backendDepth}→${m.backendDepth}  ` +
        `REST ${b.restCalls}→${m.restCalls}  repeats ${b.repeats}→${m.repeats}  wall ${times(b.wall)}→${times(m.wall)}`,
    );
  }
  if (changes === 0) console.log('no screen changed its round trips, depth or REST calls');
}
