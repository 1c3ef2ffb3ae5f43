import type { QueryRunner } from '../lib/plain-query';
import { APP_CONFIG, type AppConfigData } from '../shared/api';

const requests = new WeakMap<QueryRunner, Promise<AppConfigData>>();

/**
 * The flags and contact data, asked for once: main.tsx asks before React renders and App takes the same answer (a
 * failed one is forgotten, so App's retry asks again). A plain read, not Apollo: the first screen renders before
 * Apollo has loaded, and only App reads it.
 */
export function requestConfig(query: QueryRunner): Promise<AppConfigData> {
  let request = requests.get(query);
  if (!request) {
    request = query(APP_CONFIG).catch((error: unknown) => {
      requests.delete(query);
      throw error;
    });
    requests.set(query, request);
  }
  return request;
}
