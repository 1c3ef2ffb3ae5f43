import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFixtureBackend, type FixtureBackend } from '../../fixtures/backend';
import { clockSpeedFromEnv, createWorldClock } from '../../fixtures/core/world-clock';
import { demoWorldOf } from '../../fixtures/demo-world';
import { forgetSessionReads } from '../../gateway/backend/client';
import { createHttpTransport } from '../../gateway/backend/http';
import { createInprocessTransport } from '../../gateway/backend/inprocess';
import type { Transport } from '../../gateway/backend/transport';
import { readConfig } from '../../gateway/config';
import { demoGeocoder } from '../../gateway/data-source/transport';
import { startGateway } from '../../gateway/server';

export interface TestApp {
  url: string;
  worldFile: string;
  /**
   * lets the gateway's kept session reads go (gateway/backend/session-reads.ts): for a test that changes the backend
   * behind the gateway's back (a fault, expired tokens) and then reloads, which within the short keep would be answered
   * from what was read just before, or join a read of the previous load still in flight
   */
  forgetReads(): void;
  /** stops the app and starts it again on the same port and world file, as a restart would */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** a REST backend to use over the http transport (the sandbox); default: fixtures in-process */
  backendUrl?: string;
  /** gateway environment; WORLD_CLOCK_SPEED here also speeds up the in-process world's clock */
  env?: Record<string, string>;
  tokenTtlSeconds?: number;
  backendTimeoutMs?: number;
}

/** The whole app (built SPA + gateway) on a free port, with its own fixture world in a temp folder. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const staticDir = join(process.cwd(), 'dist') + '/';
  if (!existsSync(staticDir + 'index.html')) throw new Error('dist/ is missing: run `npm run build` first (npm test does)');
  const folder = mkdtempSync(join(tmpdir(), 'sv-app-'));
  const worldFile = join(folder, 'world.json');
  const config = readConfig({ ...(options.backendUrl ? { DATA_SOURCE: 'rest', BACKEND_URL: options.backendUrl } : {}), ...options.env });
  let fixtures: FixtureBackend | null = null;
  let transport: Transport | null = null;
  const start = (port: number) => {
    const clock = createWorldClock(Date.now, clockSpeedFromEnv({ ...process.env, ...options.env }));
    fixtures = options.backendUrl ? null : createFixtureBackend({ file: worldFile, tokenTtlSeconds: options.tokenTtlSeconds, clock });
    transport = fixtures
      ? createInprocessTransport(fixtures, { timeoutMs: config.backendTimeoutMs })
      : createHttpTransport({ baseUrl: options.backendUrl!, timeoutMs: options.backendTimeoutMs ?? 10_000 });
    // with demo data, the demo panel drives this world as it does under `npm start`
    return startGateway(
      { config, transport, demo: fixtures ? demoWorldOf(fixtures) : null, geocoder: fixtures ? demoGeocoder(fixtures) : null, staticDir },
      port,
    );
  };
  let gateway = await start(0);
  const port = Number(new URL(gateway.url).port);
  return {
    url: gateway.url,
    worldFile,
    forgetReads: () => {
      if (transport) forgetSessionReads(transport);
    },
    restart: async () => {
      await gateway.close();
      // the world is saved a moment after a change: what is pending goes to disk before the new start reads it
      await fixtures?.flush();
      gateway = await start(port);
    },
    close: async () => {
      await gateway.close();
      await fixtures?.flush();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
