import { afterAll, beforeAll } from 'vitest';
import { createFixtureBackend, type FixtureBackend } from '../../fixtures/backend';
import { createInprocessTransport } from '../../gateway/backend/inprocess';
import { readConfig } from '../../gateway/config';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { DEMO_PASSWORD } from './gateway';

export interface DemoGateway {
  /** the gateway's base URL (its demo pages live under it) */
  readonly url: string;
  /** the fixture world behind it, with its faults */
  readonly backend: FixtureBackend;
  gql<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<{ data: T; errors?: unknown[] }>;
  /** a person of the demo world signed in, its token */
  signIn(email: string): Promise<string>;
}

/**
 * A gateway with demo data, in-process, per test file: for the demo's own pages (the portals' stand-ins), which only
 * the fixture world serves. Started before the file's tests, stopped after.
 */
export function demoGateway(): DemoGateway {
  let gateway: RunningGateway | undefined;
  let backend: FixtureBackend | undefined;
  beforeAll(async () => {
    backend = createFixtureBackend({ file: null });
    gateway = await startGateway({ config: readConfig({}), transport: createInprocessTransport(backend), staticDir: null }, 0);
  });
  afterAll(() => gateway?.close());
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('the demo gateway starts in beforeAll');
    return value;
  };
  const demo: DemoGateway = {
    get url() {
      return started(gateway).url;
    },
    get backend() {
      return started(backend);
    },
    async gql<T>(query: string, variables: Record<string, unknown>, token?: string) {
      const response = await fetch(`${demo.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-account-kind': 'PERSON', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data: T; errors?: unknown[] };
    },
    async signIn(email) {
      const answer = await demo.gql<{ login: { session: { token: string } } }>(
        'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { session { token } } }',
        { e: email, p: DEMO_PASSWORD },
      );
      return answer.data.login.session.token;
    },
  };
  return demo;
}
