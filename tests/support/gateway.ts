import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createFixtureBackend, GEOCODER_PATH, type FixtureBackend } from '../../fixtures/backend';
import { startSandbox, type Sandbox } from '../../fixtures/server';
import { forgetSessionReads } from '../../gateway/backend/client';
import { createHttpTransport, type HttpTransportOptions } from '../../gateway/backend/http';
import type { Transport } from '../../gateway/backend/transport';
import { readConfig } from '../../gateway/config';
import type { AccountKind } from '../../gateway/context';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { chileDay } from '../../machines/rules/chile-time';

export const DEMO_PASSWORD = 'Gas.Demo.2026';

/** The first day the pickers refuse, and so must the gateway: the day after Chile's today (YYYY-MM-DD). */
export const chileTomorrow = (): string => new Date(Date.parse(chileDay()) + 86_400_000).toISOString().slice(0, 10);

export interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: Array<{ message: string; path?: Array<string | number>; extensions?: { code?: string; reason?: string } }>;
  /** with GATEWAY_TRACE_CALLS=1 */
  extensions?: { restCalls?: number };
}

export interface SandboxGatewayOptions {
  /** gateway environment beside DATA_SOURCE and BACKEND_URL, e.g. { GATEWAY_TRACE_CALLS: '1' } */
  env?: Record<string, string>;
  /** the gateway's http transport beside its base URL, e.g. a shorter timeout or the breakers' clock */
  http?: Omit<HttpTransportOptions, 'baseUrl'>;
}

export interface SandboxGateway {
  /** the sandbox REST backend: faults, call log, token expiry */
  readonly sandbox: Sandbox;
  /** the fixture world behind the sandbox (outbox, persons, accounts) */
  readonly backend: FixtureBackend;
  readonly graphqlUrl: string;
  /**
   * One GraphQL request. The account kind header is the one given, else the kind the token was signed in
   * with by `signIn`, else PERSON.
   */
  gql<T>(query: string, variables?: Record<string, unknown>, token?: string | null, kind?: AccountKind): Promise<GraphQLAnswer<T>>;
  /** Signs a demo account in through the gateway (company users with `company: true`) and gives its token. */
  signIn(email: string, options?: { company?: boolean; password?: string }): Promise<string>;
  /** The http transport straight at the sandbox, for tests of the transport itself. */
  transport(timeoutMs: number): Transport;
  /**
   * Lets go of the reads the gateway keeps for each session (gateway/backend/session-reads.ts), as a few seconds
   * later: for a test that changes the backend behind the gateway's back (a fault, the world) and then reads again.
   * Each test starts with none kept.
   */
  forgetKeptReads(): void;
}

const GATEWAY_TIMEOUT_MS = 2000;

/**
 * One sandbox on a fresh in-memory world and one gateway over the http transport pointed at it, per test
 * file: started before its tests, stopped after. Each test starts with no faults, an empty call log and no read kept
 * by the gateway.
 */
export function sandboxGateway(options: SandboxGatewayOptions = {}): SandboxGateway {
  let backend: FixtureBackend | undefined;
  let sandbox: Sandbox | undefined;
  let gateway: RunningGateway | undefined;
  let gatewayTransport: Transport | undefined;
  const kinds = new Map<string, AccountKind>();

  beforeAll(async () => {
    backend = createFixtureBackend({ file: null });
    sandbox = await startSandbox({ port: 0, backend });
    // the sandbox plays the maps service too
    const geocoder = `${sandbox.url}${GEOCODER_PATH}`;
    const config = readConfig({ GEOCODER_URL: geocoder, ...options.env, DATA_SOURCE: 'rest', BACKEND_URL: sandbox.url });
    gatewayTransport = createHttpTransport({
      timeoutMs: GATEWAY_TIMEOUT_MS,
      chosenPaths: config.chosenPaths,
      ...options.http,
      baseUrl: sandbox.url,
    });
    gateway = await startGateway({ config, transport: gatewayTransport, staticDir: null }, 0);
  });
  afterAll(async () => {
    await gateway?.close();
    await sandbox?.close();
  });
  beforeEach(() => {
    sandbox?.faults.clear();
    sandbox?.calls.reset();
    if (gatewayTransport) forgetSessionReads(gatewayTransport);
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`the ${what} starts in beforeAll`);
    return value;
  };

  const setup: SandboxGateway = {
    get sandbox() {
      return started(sandbox, 'sandbox');
    },
    get backend() {
      return started(backend, 'fixture backend');
    },
    get graphqlUrl() {
      return `${started(gateway, 'gateway').url}/graphql`;
    },
    async gql<T>(query: string, variables: Record<string, unknown> = {}, token?: string | null, kind?: AccountKind) {
      const accountKind = kind ?? (token ? kinds.get(token) : undefined) ?? 'PERSON';
      const response = await fetch(setup.graphqlUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-account-kind': accountKind,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as GraphQLAnswer<T>;
    },
    async signIn(email, { company = false, password = DEMO_PASSWORD } = {}) {
      const field = company ? 'companyLogin' : 'login';
      type SignedIn = Record<string, { outcome: string; message: string | null; session: { token: string } | null }>;
      const answer = await setup.gql<SignedIn>(
        `mutation($e: String!, $p: String!) { ${field}(email: $e, password: $p) { outcome message session { token } } }`,
        { e: email, p: password },
      );
      const result = answer.data?.[field];
      if (!result?.session)
        throw new Error(`${email} could not sign in: ${result?.outcome ?? answer.errors?.[0]?.message} ${result?.message ?? ''}`);
      kinds.set(result.session.token, company ? 'COMPANY' : 'PERSON');
      return result.session.token;
    },
    transport: (timeoutMs) => createHttpTransport({ baseUrl: started(sandbox, 'sandbox').url, timeoutMs }),
    forgetKeptReads: () => forgetSessionReads(started(gatewayTransport, 'gateway')),
  };
  return setup;
}
