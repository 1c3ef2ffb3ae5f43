import type { ApolloClient } from '@apollo/client';
import { APP_CONFIG, type AppConfigData } from '../shared/api';

const requests = new WeakMap<ApolloClient, Promise<AppConfigData>>();

/**
 * The flags and contact data, asked for once per client: main.tsx asks before React renders and App takes the same
 * answer (a failed one is forgotten, so App's retry asks again). It skips Apollo's cache: only App reads it, and
 * normalising it would be work for a slow phone while its first screen loads.
 */
export function requestConfig(client: ApolloClient): Promise<AppConfigData> {
  let request = requests.get(client);
  if (!request) {
    request = client.query({ query: APP_CONFIG, fetchPolicy: 'no-cache' }).then(
      ({ data }) => {
        if (!data) throw new Error('Sin configuración');
        return data;
      },
      (error: unknown) => {
        requests.delete(client);
        throw error;
      },
    );
    requests.set(client, request);
  }
  return request;
}
