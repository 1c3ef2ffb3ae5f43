/** Load from this process (autocannon) against servers in their own processes, in alternating rounds. */
import autocannon from 'autocannon';

export interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  /** CPU seconds the server has used so far, if known */
  cpuSeconds(): number | null;
}

export interface Run {
  rps: number;
  p50: number;
  p99: number;
  /** the server's CPU time per answered request, in microseconds; null where it cannot be read */
  cpuMicros: number | null;
  /** the load's own CPU time per answered request (autocannon, this process) */
  loadMicros: number;
  /** how much of one core the load used: near 1, it and not the server set the pace */
  loadBusy: number;
}

export interface LoadOptions {
  connections: number;
  /** seconds per run */
  seconds: number;
  rounds: number;
}

async function run(target: Target, connections: number, seconds: number): Promise<Run> {
  const cpuBefore = target.cpuSeconds();
  const loadBefore = process.cpuUsage();
  const result = await autocannon({
    url: target.url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...target.headers },
    body: target.body,
    connections,
    duration: seconds,
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${target.name}: ${failed} of ${result.requests.total} requests failed`);
  const cpuAfter = target.cpuSeconds();
  const load = process.cpuUsage(loadBefore);
  const cpuMicros = cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1e6) / result['2xx'];
  const loadMicros = (load.user + load.system) / result['2xx'];
  const loadBusy = (load.user + load.system) / 1e6 / result.duration;
  return { rps: result['2xx'] / result.duration, p50: result.latency.p50, p99: result.latency.p99, cpuMicros, loadMicros, loadBusy };
}

/**
 * Each round loads every target once, the order turning each round so neither side always runs on a warmer or
 * quieter machine; a short warm-up run of each comes first and is not counted.
 */
export async function alternate(targets: Target[], options: LoadOptions): Promise<Run[][]> {
  for (const target of targets) await run(target, options.connections, Math.min(2, options.seconds));
  const runs: Run[][] = targets.map(() => []);
  for (let round = 0; round < options.rounds; round += 1) {
    for (let k = 0; k < targets.length; k += 1) {
      const index = (round + k) % targets.length;
      runs[index]!.push(await run(targets[index]!, options.connections, options.seconds));
    }
  }
  return runs;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  if (sorted.length === 0) throw new Error('no runs were measured');
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
