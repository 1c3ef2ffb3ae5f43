import { createHttpTransport } from '../backend/http';
import { createInprocessTransport } from '../backend/inprocess';
import { withMisfitLog } from '../backend/misfit-log';
import { answerShapeOf } from '../backend/shapes';
import type { Transport } from '../backend/transport';
import type { GatewayConfig } from '../config';
import type { FixtureBackend } from '../../fixtures/backend';
import type { DemoWorld } from '../demo/controls';
import { pointOfPlaces, type Geocoder } from '../geocoder';

export interface DataSource {
  transport: Transport;
  /** the demo panel's controls over the fixture world; null in front of a real backend */
  demo: DemoWorld | null;
  /** the demo's maps service over the fixture world, in-process; null in front of a real backend */
  geocoder: Geocoder | null;
}

/** The demo world's maps service, in-process: the answer the sandbox gives at GEOCODER_PATH, read as over HTTP. */
export function demoGeocoder(backend: Pick<FixtureBackend, 'geocode'>): Geocoder {
  return async (query) => {
    const answer = await backend.geocode(query);
    if (answer.status !== 200 || !('json' in answer)) throw new Error(`the demo geocoder answered ${answer.status}`);
    return pointOfPlaces(answer.json);
  };
}

/**
 * DATA_SOURCE=fixtures (default): the fixture world in-process; DATA_SOURCE=rest: BACKEND_URL over HTTP.
 * The only place the gateway reaches the fixtures, and only when it runs on them: a gateway in front of a real
 * backend never loads the demo world.
 */
export async function dataSourceFor(config: GatewayConfig): Promise<DataSource> {
  if (config.dataSource === 'rest') {
    if (!config.backendUrl) throw new Error('DATA_SOURCE=rest needs BACKEND_URL');
    const http = createHttpTransport({
      baseUrl: config.backendUrl,
      timeoutMs: config.backendTimeoutMs,
      deadlineMs: config.backendDeadlineMs,
      connections: config.backendConnections,
      queue: config.backendQueue,
      breaker: { failures: config.breakerFailures, coolDownMs: config.breakerCoolDownMs },
      chosenPaths: config.chosenPaths,
    });
    // each answer that does not fit what the spec allows is logged, field by field, and read as far as it goes
    return { transport: withMisfitLog(http, answerShapeOf), demo: null, geocoder: null };
  }
  const [{ createFixtureBackend }, { demoWorldOf }] = await Promise.all([
    import('../../fixtures/backend'),
    import('../../fixtures/demo-world'),
  ]);
  const backend = createFixtureBackend({});
  // the same timeout as over HTTP, so a fault that delays a call past it fails the same way
  return {
    transport: createInprocessTransport(backend, { timeoutMs: config.backendTimeoutMs }),
    demo: demoWorldOf(backend),
    geocoder: demoGeocoder(backend),
  };
}
