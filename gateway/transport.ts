import { createFixtureBackend, type FixtureBackend } from '../fixtures/backend';
import { createHttpTransport } from './backend/http';
import { createInprocessTransport } from './backend/inprocess';
import type { Transport } from './backend/transport';
import type { GatewayConfig } from './config';

/** DATA_SOURCE=fixtures (default): the fixture world in-process; DATA_SOURCE=rest: BACKEND_URL over HTTP. */
export function transportFor(config: GatewayConfig): { transport: Transport; fixtures: FixtureBackend | null } {
  if (config.dataSource === 'rest') {
    return { transport: createHttpTransport({ baseUrl: config.backendUrl!, timeoutMs: config.backendTimeoutMs }), fixtures: null };
  }
  const fixtures = createFixtureBackend({});
  return { transport: createInprocessTransport(fixtures), fixtures };
}
