/** The two servers the bench loads, each in its own process. */
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { BareAnswer, BareServerMessage } from './bare-server';

export interface Child {
  /** http://127.0.0.1:<port> */
  url: string;
  pid: number | undefined;
  /** CPU seconds the process and its children (cluster workers) have used so far; null where /proc is missing */
  cpuSeconds(): number | null;
  stop(): Promise<void>;
}

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on Linux

/** utime + stime of a process from /proc/<pid>/stat, and its parent's pid; null once it is gone. */
function procStat(pid: string): { ticks: number; parent: string } | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return { ticks: Number(fields[11]) + Number(fields[12]), parent: fields[1]! };
  } catch {
    return null;
  }
}

function cpuOf(pid: number | undefined): () => number | null {
  return () => {
    const own = pid === undefined ? null : procStat(String(pid));
    if (!own) return null;
    let ticks = own.ticks;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = procStat(entry);
      if (stat?.parent === String(pid)) ticks += stat.ticks;
    }
    return ticks / TICKS_PER_SECOND;
  };
}

/**
 * The cores this process may use before the bench pins it: `availableParallelism()` follows the process's own
 * affinity, so read after the load is pinned to one core it says 1, and no server was moved off that core.
 */
const CORES = availableParallelism();

/** The cores a process may run on, as Linux lists them ("1", "0-1"); null where /proc is missing. */
export function coresOf(pid: number | undefined): string | null {
  try {
    return /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync(`/proc/${pid ?? process.pid}/status`, 'utf8'))?.[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * The load on the first core, the server under load on the second, with `taskset` where there is one and two cores
 * or more: a server and autocannon sharing cores take turns unevenly, and rounds of the same server differed by a
 * quarter; pinned, they agree within a few points. Returns how the run was placed, for the report.
 */
export function pinLoadAndServers(): string {
  if (CORES < 2) return 'one core: load and servers share it';
  try {
    execFileSync('taskset', ['-a', '-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });
    return 'autocannon pinned to core 0, each server to core 1 (taskset)';
  } catch {
    return 'no taskset: load and servers share the cores';
  }
}

/** Puts a server on the second core, when the load was pinned to the first. */
function pinServer(pid: number | undefined) {
  if (pid === undefined || CORES < 2) return;
  try {
    execFileSync('taskset', ['-a', '-p', '-c', '1', String(pid)], { stdio: 'ignore' });
  } catch {
    // no taskset: the bench says so once, from pinLoadAndServers
  }
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/**
 * `node --import tsx gateway/server.ts` as `npm start` runs it (NODE_ENV=production), on a free port. tsx only
 * transpiles while modules load; the measured requests run plain JavaScript. `nodeArgs` adds flags (--cpu-prof);
 * `cwd` runs another checkout's gateway; `entry` another way of starting it (scripts/bench/free-backend-gateway.ts).
 */
export function startGateway(
  env: NodeJS.ProcessEnv,
  nodeArgs: string[] = [],
  cwd = process.cwd(),
  entry = 'gateway/server.ts',
): Promise<Child> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
      cwd,
      env: { ...process.env, NODE_ENV: 'production', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = / on http:\/\/[^\s/]+:(\d+)/.exec(out)?.[1];
      if (port) {
        // pinned once it listens, so the threads its start made are moved too
        pinServer(child.pid);
        resolve({ url: `http://127.0.0.1:${port}`, pid: child.pid, cpuSeconds: cpuOf(child.pid), stop: stopper(child) });
      }
    });
    child.once('exit', (code) => reject(new Error(`the gateway exited with ${code}: ${out}`)));
  });
}

/** scripts/bench/bare-server.ts in its own process, answering `answers` (path → body). */
export function startBareServer(answers: Record<string, BareAnswer>): Promise<Child> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./bare-server.ts', import.meta.url), { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    child.once('message', (message: { port: number }) => {
      pinServer(child.pid);
      resolve({ url: `http://127.0.0.1:${message.port}`, pid: child.pid, cpuSeconds: cpuOf(child.pid), stop: stopper(child) });
    });
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
    child.send({ answers } satisfies BareServerMessage);
  });
}
