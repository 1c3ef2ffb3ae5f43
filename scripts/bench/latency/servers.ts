/**
 * The latency bench's three servers: the sandbox backend with a fresh world (its own process), the latency proxy in
 * front of it (this process), and the gateway as `npm start` runs it (NODE_ENV=production, its own process, serving
 * dist/) in REST mode against the proxy.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { specDefaults } from '../../../machines/rules/flags';
import { startLatencyProxy, type LatencyProxy } from './latency-proxy';

export interface LatencyServers {
  /** the gateway's address, the app's origin */
  appUrl: string;
  proxy: LatencyProxy;
  stop(): Promise<void>;
}

/** every screen open, as the demo has them (DATA_SOURCE=fixtures turns every flag on but Facebook sign-in) */
const EVERY_SCREEN = JSON.stringify(Object.fromEntries(Object.keys(specDefaults).map((name) => [name, name !== 'login_facebook'])));

/** `node --import tsx <entry>` with `env`, resolved with the URL it prints once it listens (matched by `listening`). */
function startChild(entry: string, env: NodeJS.ProcessEnv, listening: RegExp): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    // node itself with tsx's loader, not npx: a signal then reaches the server, not a wrapper that leaves it running
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = listening.exec(out)?.[1];
      if (url) resolve({ child, url });
    });
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code}: ${out}`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** dist/index.html, waiting a minute at most for a build under way (one empties dist/ first) */
async function builtApp(): Promise<void> {
  const page = join(process.cwd(), 'dist', 'index.html');
  for (let waited = 0; !existsSync(page); waited += 1) {
    if (waited === 60) throw new Error('dist/ is missing: run `npx vite build` first (npm run bench does)');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

export async function startLatencyServers(latencyMs: number): Promise<LatencyServers> {
  await builtApp();
  const folder = mkdtempSync(join(tmpdir(), 'sv-latency-'));
  const children: ChildProcess[] = [];
  let proxy: LatencyProxy | null = null;
  const stop = async () => {
    await Promise.all(children.map(stopChild));
    await proxy?.close();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const sandbox = await startChild(
      'fixtures/server.ts',
      { SANDBOX_PORT: '0', WORLD_FILE: join(folder, 'world.json') },
      /Sandbox REST backend on (http:\/\/\S+)/,
    );
    children.push(sandbox.child);
    proxy = await startLatencyProxy(sandbox.url, latencyMs);
    const gateway = await startChild(
      'gateway/server.ts',
      {
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_SOURCE: 'rest',
        BACKEND_URL: proxy.url,
        // the maps service's geocoder is a backend too: the sandbox plays it, behind the same latency
        GEOCODER_URL: `${proxy.url}/geocoder/search`,
        FEATURE_FLAGS: EVERY_SCREEN,
        GATEWAY_TRACE_CALLS: '0',
      },
      /Sucursal Virtual on (http:\/\/\S+)/,
    );
    children.push(gateway.child);
    return { appUrl: gateway.url, proxy, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
