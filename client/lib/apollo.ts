import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { createAuthLinks, type AuthState } from './auth-link';
import { refreshToken } from './refresh';
import { sentTextOf } from './typenames';

export interface ApolloOptions {
  uri?: string;
  getAuth(): AuthState | null;
  onTokenRefreshed(token: string): void;
  onSessionExpired(): void;
  storedToken?(): string | null;
  fetch?: typeof fetch;
}

export function createApolloClient(options: ApolloOptions): ApolloClient {
  const uri = options.uri ?? '/graphql';
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const auth = createAuthLinks({
    getAuth: options.getAuth,
    refresh: (state) => refreshToken(uri, state, fetchImpl),
    onTokenRefreshed: options.onTokenRefreshed,
    onSessionExpired: options.onSessionExpired,
    storedToken: options.storedToken,
  });
  return new ApolloClient({
    // the same text as the plain reads send (typenames.ts), so the gateway compiles one operation for both
    link: ApolloLink.from([auth, new HttpLink({ uri, fetch: fetchImpl, print: (node) => sentTextOf(node) })]),
    cache: new InMemoryCache({
      typePolicies: {
        // one viewer per session: merge its fields whichever screen asked for them
        Query: { fields: { viewer: { merge: true } } },
        Viewer: { keyFields: [] },
        // a line's list read again replaces the one held (its accounts are entities of their own)
        PersonServices: {
          keyFields: [],
          fields: { meter: { merge: false }, bulk: { merge: false }, cylinder: { merge: false }, autogas: { merge: false } },
        },
        CompanyArea: { keyFields: [] },
        AppConfig: { keyFields: [] },
        // the detail and the truck map ask for different fields of one order: one entry, both kept
        CylinderOrder: { keyFields: ['orderNumber'] },
      },
    }),
  });
}
