import cluster, { type Worker } from 'node:cluster';
import type { GatewayConfig } from './config';
import { startClusterStore } from './limit-store';

/**
 * WORKERS=N: this process forks N gateways that share its port (node:cluster hands each connection to one of them)
 * and replaces any that dies. Any worker may answer any request: what the gateway keeps between requests (throttles,
 * revoked tokens) is kept here for all of them, or in Redis; the demo world does keep state, so readConfig refuses
 * WORKERS>1 with DATA_SOURCE=fixtures.
 */
export function runPrimary(config: GatewayConfig, describe: (url: string) => string): void {
  let stopping = false;
  let announced = false;
  const fork = () => cluster.fork();

  // announced once every worker takes connections, not at the first
  let listening = 0;
  cluster.on('listening', (_worker, address) => {
    listening += 1;
    if (announced || listening < config.workers) return;
    announced = true;
    console.log(`${describe(`http://localhost:${address.port}`)}, ${config.workers} workers`);
  });
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`gateway worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    setTimeout(fork, 1000);
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {});
      if (workers.length === 0) process.exit(0);
      for (const worker of workers) worker?.process.kill('SIGTERM');
    });
  }
  // the workers' throttles and revoked tokens: kept here unless Redis keeps them
  startClusterStore(config.redisUrl);
  for (let i = 0; i < config.workers; i += 1) fork();
}
