import { createHttpTransport } from '../backend/http';
import { createInprocessTransport } from '../backend/inprocess';
import type { Transport } from '../backend/transport';
import type { GatewayConfig } from '../config';

/**
 * DATA_SOURCE=fixtures (default): the fixture world in-process; DATA_SOURCE=rest: BACKEND_URL over HTTP.
 * The only place the gateway reaches the fixtures, and only when it runs on them: a gateway in front of a real
 * backend never loads the demo world.
 */
export async function transportFor(config: GatewayConfig): Promise<Transport> {
  if (config.dataSource === 'rest') {
    if (!config.backendUrl) throw new Error('DATA_SOURCE=rest needs BACKEND_URL');
    return createHttpTransport({
      baseUrl: config.backendUrl,
      timeoutMs: config.backendTimeoutMs,
      deadlineMs: config.backendDeadlineMs,
      connections: config.backendConnections,
      queue: config.backendQueue,
      breaker: { failures: config.breakerFailures, coolDownMs: config.breakerCoolDownMs },
    });
  }
  const { createFixtureBackend } = await import('../../fixtures/backend');
  return createInprocessTransport(createFixtureBackend({}));
}
