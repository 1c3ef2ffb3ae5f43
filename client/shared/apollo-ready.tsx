import { createContext, use, useContext, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import type { ApolloHolder } from '../lib/apollo-holder';
import type { QueryRunner } from '../lib/plain-query';

/** How the app reaches the gateway: Apollo once loaded, and plain reads for what the first screen needs before it. */
export interface AppConnection {
  apollo: ApolloHolder;
  query: QueryRunner;
}

export const ConnectionContext = createContext<AppConnection | null>(null);

export function useConnection(): AppConnection {
  const connection = useContext(ConnectionContext);
  if (!connection) throw new Error('useConnection outside ConnectionContext');
  return connection;
}

// one context value per client, so a re-render never looks like a new client to Apollo's hooks
const values = new WeakMap<ApolloClient, { client: ApolloClient }>();
const valueOf = (client: ApolloClient) => {
  let value = values.get(client);
  if (!value) values.set(client, (value = { client }));
  return value;
};

/**
 * Apollo's hooks for what it wraps, once the client has loaded (until then it suspends, and the nearest Suspense
 * shows its fallback). Every screen is wrapped but those that load it themselves (/login, RouteDeclaration).
 */
export function ApolloReady({ children }: { children: ReactNode }) {
  const { apollo } = useConnection();
  const client = apollo.client ?? use(apollo.load());
  const ApolloContext = getApolloContext();
  return <ApolloContext.Provider value={valueOf(client)}>{children}</ApolloContext.Provider>;
}
