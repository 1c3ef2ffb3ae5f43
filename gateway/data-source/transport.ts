import { createHttpTransport } from '../backend/http';
import { createInprocessTransport } from '../backend/inprocess';
import type { Transport } from '../backend/transport';
import type { GatewayConfig } from '../config';
import type { DemoWorld } from '../demo/controls';

export interface DataSource {
  transport: Transport;
  /** the demo panel's controls over the fixture world; null in front of a real backend */
  demo: DemoWorld | null;
}

/**
 * DATA_SOURCE=fixtures (default): the fixture world in-process; DATA_SOURCE=rest: BACKEND_URL over HTTP.
 * The only place the gateway reaches the fixtures, and only when it runs on them: a gateway in front of a real
 * backend never loads the demo world.
 */
export async function dataSourceFor(config: GatewayConfig): Promise<DataSource> {
  if (config.dataSource === 'rest') {
    if (!config.backendUrl) throw new Error('DATA_SOURCE=rest needs BACKEND_URL');
    const transport = createHttpTransport({
      baseUrl: config.backendUrl,
      timeoutMs: config.backendTimeoutMs,
      deadlineMs: config.backendDeadlineMs,
      connections: config.backendConnections,
      queue: config.backendQueue,
      breaker: { failures: config.breakerFailures, coolDownMs: config.breakerCoolDownMs },
    });
    return { transport, demo: null };
  }
  const [{ createFixtureBackend }, { demoWorldOf }] = await Promise.all([
    import('../../fixtures/backend'),
    import('../../fixtures/demo-world'),
  ]);
  const backend = createFixtureBackend({});
  // the same timeout as over HTTP, so a fault that delays a call past it fails the same way
  return { transport: createInprocessTransport(backend, { timeoutMs: config.backendTimeoutMs }), demo: demoWorldOf(backend) };
}
