import { describe, expect, it } from 'vitest';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { createApolloClient } from '../../client/lib/apollo';
import { DEMO_PASSWORD, sandboxGateway } from '../support/gateway';

const LOGIN = gql`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      outcome
      session {
        token
        kind
      }
    }
  }
` as TypedDocumentNode<
  { login: { outcome: string; session: { token: string; kind: 'PERSON' | 'COMPANY' } | null } },
  { email: string; password: string }
>;

const QUERIES = [
  gql`
    query A {
      viewer {
        user {
          email
        }
      }
    }
  `,
  gql`
    query B {
      viewer {
        services {
          meter {
            id
          }
        }
      }
    }
  `,
  gql`
    query C {
      viewer {
        services {
          bulk {
            id
          }
        }
      }
    }
  `,
  gql`
    query D {
      viewer {
        unreadNotifications
      }
    }
  `,
  gql`
    query E {
      viewer {
        hasRequests
      }
    }
  `,
] as const;

const gateway = sandboxGateway();

async function signedInClient() {
  let auth: { token: string; kind: 'PERSON' | 'COMPANY' } | null = null;
  const events = { refreshed: [] as string[], expired: 0 };
  const client = createApolloClient({
    uri: gateway.graphqlUrl,
    getAuth: () => auth,
    onTokenRefreshed: (token) => {
      events.refreshed.push(token);
      if (auth) auth = { ...auth, token };
    },
    onSessionExpired: () => {
      events.expired += 1;
      auth = null;
    },
  });
  const result = await client.mutate({ mutation: LOGIN, variables: { email: 'cliente@demo.cl', password: DEMO_PASSWORD } });
  const session = result.data?.login.session;
  if (!session) throw new Error('login failed');
  auth = { token: session.token, kind: session.kind };
  return { client, events, token: () => auth?.token ?? null };
}

describe('token refresh through the http transport against the sandbox', () => {
  it('refreshes an expired token exactly once while five queries fail at the same time, then all five succeed', async () => {
    const { client, events, token } = await signedInClient();
    const before = token();
    gateway.sandbox.calls.reset();
    gateway.sandbox.expireTokens();

    const results = await Promise.all(QUERIES.map((query) => client.query({ query, fetchPolicy: 'network-only' })));

    expect(results.every((r) => r.error === undefined && r.data)).toBe(true);
    expect(events.refreshed).toHaveLength(1);
    expect(token()).not.toBe(before);
    const calls = gateway.sandbox.calls.get();
    expect(calls['/refresh_token']).toBe(1);
    expect(events.expired).toBe(0);
  });

  it('adopts the token another tab refreshed first instead of ending the session', async () => {
    const first = await signedInClient();
    const shared = { token: first.token() };
    let expired = 0;
    let auth = { token: first.token()!, kind: 'PERSON' as const };
    const second = createApolloClient({
      uri: gateway.graphqlUrl,
      getAuth: () => auth,
      onTokenRefreshed: (token) => (auth = { ...auth, token }),
      onSessionExpired: () => (expired += 1),
      storedToken: () => shared.token,
    });
    gateway.sandbox.expireTokens();
    // the first tab refreshes and stores its new token; the second still holds the old one
    await first.client.query({ query: QUERIES[0], fetchPolicy: 'network-only' });
    shared.token = first.token();
    const result = await second.query({ query: QUERIES[1], fetchPolicy: 'network-only' });
    expect(result.error).toBeUndefined();
    expect(expired).toBe(0);
    expect(auth.token).toBe(first.token());
  });

  it('ends the session when the refresh is refused', async () => {
    const { client, events } = await signedInClient();
    gateway.sandbox.expireTokens();
    gateway.sandbox.faults.add({ path: '/refresh_token', status: 401 });

    const results = await Promise.allSettled(QUERIES.slice(0, 3).map((query) => client.query({ query, fetchPolicy: 'network-only' })));

    expect(events.expired).toBe(1);
    expect(events.refreshed).toHaveLength(0);
    const calls = gateway.sandbox.calls.get();
    expect(calls['/refresh_token']).toBe(1);
    for (const r of results) {
      const failed = r.status === 'rejected' || r.value.error !== undefined;
      expect(failed).toBe(true);
    }
  });
});
