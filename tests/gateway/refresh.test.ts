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

/** What the client sent: each operation's name and the token it carried. */
type Sent = Array<{ operation: string; token: string }>;

function recordingFetch(sent: Sent): typeof fetch {
  return async (input, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { operationName?: string };
    const headers = new Headers(init?.headers);
    sent.push({ operation: body.operationName ?? '', token: (headers.get('authorization') ?? '').replace(/^Bearer /, '') });
    return fetch(input, init);
  };
}

/** A client holding `token` in memory, with `stored` as what local storage holds (another tab may write it). */
function clientWith(token: string, stored: { token: string | null } = { token: null }) {
  let auth: { token: string; kind: 'PERSON' | 'COMPANY' } | null = { token, kind: 'PERSON' };
  const events = { refreshed: [] as string[], expired: 0 };
  const sent: Sent = [];
  const client = createApolloClient({
    uri: gateway.graphqlUrl,
    fetch: recordingFetch(sent),
    getAuth: () => auth,
    onTokenRefreshed: (next) => {
      events.refreshed.push(next);
      if (auth) auth = { ...auth, token: next };
    },
    onSessionExpired: () => {
      events.expired += 1;
      auth = null;
    },
    storedToken: () => stored.token,
  });
  return { client, events, sent, token: () => auth?.token ?? null };
}

const refreshesSent = (sent: Sent) => sent.filter((s) => s.operation === 'RefreshSession');

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

const REFRESH = 'mutation { refreshSession { token } }';
type Refreshed = { refreshSession: { token: string } | null };

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

  it('retries a call sent with a token older than the stored one with the stored one, without refreshing', async () => {
    const old = await gateway.signIn('cliente@demo.cl');
    // another tab refreshed the token and stored the new one; this tab still holds the old one
    const stored = { token: (await gateway.gql<Refreshed>(REFRESH, {}, old)).data?.refreshSession?.token ?? null };
    gateway.sandbox.calls.reset();
    const tab = clientWith(old, stored);

    const result = await tab.client.query({ query: QUERIES[0], fetchPolicy: 'network-only' });

    expect(result.error).toBeUndefined();
    expect(tab.token()).toBe(stored.token);
    expect(tab.sent.map((s) => s.token)).toEqual([old, stored.token]);
    expect(refreshesSent(tab.sent)).toEqual([]);
    expect(gateway.sandbox.calls.get()['/refresh_token']).toBeUndefined();
  });

  it('retries with the stored token first, and refreshes that one once when it has expired too', async () => {
    const old = await gateway.signIn('cliente@demo.cl');
    const stored = { token: (await gateway.gql<Refreshed>(REFRESH, {}, old)).data?.refreshSession?.token ?? null };
    gateway.sandbox.expireTokens();
    gateway.sandbox.calls.reset();
    const tab = clientWith(old, stored);

    const result = await tab.client.query({ query: QUERIES[0], fetchPolicy: 'network-only' });

    expect(result.error).toBeUndefined();
    expect(refreshesSent(tab.sent)).toEqual([{ operation: 'RefreshSession', token: stored.token }]);
    expect(tab.token()).not.toBe(stored.token);
    expect(tab.events.expired).toBe(0);
    expect(gateway.sandbox.calls.get()['/refresh_token']).toBe(1);
  });

  it('makes one backend refresh for 20 refreshSession mutations with the same expired token at once', async () => {
    const token = await gateway.signIn('cliente@demo.cl');
    gateway.sandbox.expireTokens();
    gateway.sandbox.calls.reset();

    const answers = await Promise.all(Array.from({ length: 20 }, () => gateway.gql<Refreshed>(REFRESH, {}, token)));

    const tokens = new Set(answers.map((a) => a.data?.refreshSession?.token));
    expect(tokens.size).toBe(1);
    expect([...tokens][0]).toEqual(expect.any(String));
    expect(gateway.sandbox.calls.get()['/refresh_token']).toBe(1);
  });

  it('gives a page whose refresh answer was lost the same new token, with no second backend refresh', async () => {
    const old = await gateway.signIn('cliente@demo.cl');
    gateway.sandbox.expireTokens();
    gateway.sandbox.calls.reset();
    // the page sent its refresh and was reloaded before the answer came: the answer is lost
    const lost = (await gateway.gql<Refreshed>(REFRESH, {}, old)).data?.refreshSession?.token;
    const reloaded = clientWith(old);

    const result = await reloaded.client.query({ query: QUERIES[0], fetchPolicy: 'network-only' });

    expect(result.error).toBeUndefined();
    expect(reloaded.events.expired).toBe(0);
    expect(reloaded.token()).toBe(lost);
    expect(gateway.sandbox.calls.get()['/refresh_token']).toBe(1);
  });
});
