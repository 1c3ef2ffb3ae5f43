import type { IncomingHttpHeaders } from 'node:http';
import { ApolloLink, type ApolloClient } from '@apollo/client';
import { tap } from 'rxjs';
import { SchemaLink } from '@apollo/client/link/schema';
import { sessionBridge } from '../../client/app/session-bridge';
import { currentSession, readStoredSession } from '../../client/app/session';
import { createApolloClient } from '../../client/lib/apollo';
import { readyApollo } from '../../client/lib/apollo-holder';
import type { AppConnection } from '../../client/shared/apollo-ready';
import { createAuthLinks, type AuthState } from '../../client/lib/auth-link';
import type { GraphQLSchema } from 'graphql';
import type { ScreenWorld } from './screen-world';

/** The headers the client's auth link set on an operation, as the gateway reads them from a request. */
function headersOf(operation: ApolloLink.Operation): IncomingHttpHeaders {
  const context = operation.getContext() as { headers?: Record<string, string> };
  return context.headers ?? {};
}

const REFRESH = 'mutation RefreshSession { refreshSession { token } }';

async function refreshOver(world: ScreenWorld, auth: AuthState): Promise<string> {
  const data = await world.execute<{ refreshSession: { token: string } | null }>(REFRESH, {
    authorization: `Bearer ${auth.token}`,
    'x-account-kind': auth.kind,
  });
  if (!data.refreshSession) throw new Error('La sesión no pudo renovarse');
  return data.refreshSession.token;
}

/**
 * The app's Apollo client (its cache and type policies, main.tsx's session callbacks and the real auth
 * link), ending in a SchemaLink instead of HTTP: every operation runs through the gateway's resolvers
 * with a context built from the headers the auth link set, as the gateway builds it per request.
 */
export function createScreenClient(
  world: ScreenWorld,
  schema: GraphQLSchema,
  onOperation: (name: string) => void = () => {},
  /** told of each request as it starts; what it returns is called when its answer (or its error) comes */
  onRequest?: (name: string) => () => void,
): ApolloClient {
  const session = {
    getAuth: () => {
      const current = currentSession();
      return current ? { token: current.token, kind: current.kind } : null;
    },
    onTokenRefreshed: (token: string) => sessionBridge.tokenRefreshed(token),
    onSessionExpired: () => sessionBridge.expired(),
    storedToken: () => readStoredSession()?.token ?? null,
  };
  const client = createApolloClient(session);
  const schemaLink = new SchemaLink({ schema, context: (operation) => world.contextFor(headersOf(operation)), validate: true });
  // every operation the app sends, as the browser would send it: a request each (the app's HTTP link batches none)
  const recorder = new ApolloLink((operation, forward) => {
    const name = operation.operationName ?? '(unnamed)';
    onOperation(name);
    const answered = onRequest?.(name);
    return answered ? forward(operation).pipe(tap({ next: answered, error: answered, complete: answered })) : forward(operation);
  });
  client.setLink(ApolloLink.from([recorder, createAuthLinks({ ...session, refresh: (auth) => refreshOver(world, auth) }), schemaLink]));
  return client;
}

/**
 * How the screens reach the gateway here: the client above, loaded from the start, and the first screen's plain
 * reads (config, campaign) through the same schema, uncached as the browser's fetch is.
 */
export function screenConnection(client: ApolloClient): AppConnection {
  return {
    apollo: readyApollo(client),
    query: async (document) => {
      const result = await client.query({ query: document, fetchPolicy: 'no-cache' });
      if (result.error) throw result.error;
      if (!result.data) throw new Error('Sin respuesta');
      return result.data;
    },
  };
}
