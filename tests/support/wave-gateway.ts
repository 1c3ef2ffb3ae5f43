import { createFixtureBackend, type FixtureBackend } from '../../fixtures/backend';
import { createInprocessTransport } from '../../gateway/backend/inprocess';
import { readConfig } from '../../gateway/config';
import type { AccountKind } from '../../gateway/context';
import { startGateway } from '../../gateway/server';
import { createWaveTransport, type WaveTransport } from '../../scripts/bench/backend-waves';
import { DEMO_PASSWORD, type GraphQLAnswer } from './gateway';

export interface WaveSession {
  token: string;
  id: string;
  kind: AccountKind;
}

/**
 * A gateway over the fixture world through the waves transport (scripts/bench/backend-waves.ts): a query's backend
 * depth, the latencies it waits for against a real backend, counted without a clock. Each sign-in is its own session,
 * so one test's reads are never given to another's (gateway/backend/session-reads.ts).
 */
export interface WaveGateway {
  backend: FixtureBackend;
  waves: WaveTransport;
  signIn(email: string, kind?: AccountKind): Promise<WaveSession>;
  /** the query as `session` sends it, its waves counted from here */
  ask<T = unknown>(session: WaveSession, query: string, variables?: Record<string, unknown>): Promise<GraphQLAnswer<T>>;
  close(): Promise<void>;
}

export async function startWaveGateway(): Promise<WaveGateway> {
  const backend = createFixtureBackend({ file: null });
  const waves = createWaveTransport(createInprocessTransport(backend));
  const gateway = await startGateway({ config: readConfig({}), transport: waves.transport, staticDir: null }, 0);
  const post = async <T>(query: string, variables: Record<string, unknown>, headers: Record<string, string>) => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLAnswer<T>;
  };
  return {
    backend,
    waves,
    async signIn(email, kind = 'PERSON') {
      const field = kind === 'COMPANY' ? 'companyLogin' : 'login';
      type Login = Record<string, { session: { token: string; user: { id: string } } } | null>;
      const answer = await post<Login>(
        `mutation($e: String!, $p: String!) { ${field}(email: $e, password: $p) { session { token user { id } } } }`,
        { e: email, p: DEMO_PASSWORD },
        { 'x-account-kind': kind },
      );
      const session = answer.data?.[field]?.session;
      if (!session) throw new Error(`${email} could not sign in: ${JSON.stringify(answer.errors)}`);
      return { token: session.token, id: session.user.id, kind };
    },
    ask(session, query, variables = {}) {
      waves.reset();
      return post(query, variables, { authorization: `Bearer ${session.token}`, 'x-account-kind': session.kind });
    },
    close: () => gateway.close(),
  };
}
