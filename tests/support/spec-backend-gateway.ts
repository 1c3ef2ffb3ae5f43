import { afterAll, beforeAll } from 'vitest';
import { createHttpTransport } from '../../gateway/backend/http';
import { withMisfitLog } from '../../gateway/backend/misfit-log';
import { answerShapeOf } from '../../gateway/backend/shapes';
import { readConfig } from '../../gateway/config';
import type { AccountKind } from '../../gateway/context';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { startSpecBackend, type SpecBackend } from '../../spec-backend/server';
import { DEMO_PASSWORD, type GraphQLAnswer } from './gateway';

/** A JSON answer of the spec-only backend, as its tests read it. */
export type RestJson = Record<string, unknown> & { status?: string; message?: string; data?: unknown; errors?: Record<string, string[]> };

export interface RestAnswer<J> {
  status: number;
  /** the body when it is JSON, else {} */
  json: J;
  type: string;
}

export interface SpecBackendGateway {
  /** the backend written from the spec's words alone, with its world */
  readonly backend: SpecBackend;
  /** what the gateway logged as not fitting the contract (none may be) */
  readonly misfits: readonly string[];
  /** A POST straight to the backend, the token in the body as the spec's calls carry it. */
  rest<J = RestJson>(path: string, body: Record<string, unknown>): Promise<RestAnswer<J>>;
  /** A demo account's token signed in straight at the backend (a company user by @empresa.demo.cl), kept per email. */
  restToken(email: string): Promise<string>;
  /** One GraphQL request with the token given (none: signed out) as the kind given. */
  gql<T>(query: string, variables?: Record<string, unknown>, token?: string, kind?: AccountKind): Promise<GraphQLAnswer<T>>;
  /** One GraphQL request as a demo account signed in through the gateway (once per email). */
  gqlAs<T>(email: string, query: string, variables?: Record<string, unknown>): Promise<GraphQLAnswer<T>>;
}

const isCompany = (email: string) => email.endsWith('@empresa.demo.cl');

/**
 * The spec-only backend (spec-backend/) on a free port and a gateway over the http transport pointed at it, logging
 * misfits: started before the file's tests, stopped after.
 */
export function specBackendGateway(options: { timeoutMs?: number } = {}): SpecBackendGateway {
  let backend: SpecBackend | undefined;
  let gateway: RunningGateway | undefined;
  const misfits: string[] = [];
  const restTokens = new Map<string, string>();
  const gatewayTokens = new Map<string, string>();

  beforeAll(async () => {
    backend = await startSpecBackend({ port: 0 });
    const config = readConfig({ DATA_SOURCE: 'rest', BACKEND_URL: backend.url });
    const http = createHttpTransport({ baseUrl: backend.url, timeoutMs: options.timeoutMs ?? 5_000 });
    gateway = await startGateway(
      { config, transport: withMisfitLog(http, answerShapeOf, (line) => misfits.push(line)), staticDir: null },
      0,
    );
  });
  afterAll(async () => {
    await gateway?.close();
    await backend?.close();
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('specBackendGateway is used before its beforeAll ran');
    return value;
  };

  async function rest<J = RestJson>(path: string, body: Record<string, unknown>): Promise<RestAnswer<J>> {
    const response = await fetch(`${started(backend).url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const type = response.headers.get('content-type') ?? '';
    return { status: response.status, json: (type.includes('json') ? await response.json() : {}) as J, type };
  }

  async function restToken(email: string): Promise<string> {
    let token = restTokens.get(email);
    if (token === undefined) {
      const path = isCompany(email) ? '/company_user/login' : '/login/email';
      const json = (await rest<{ token?: string; data?: { token?: string } }>(path, { email, password: DEMO_PASSWORD })).json;
      token = (isCompany(email) ? json.token : json.data?.token) ?? '';
      restTokens.set(email, token);
    }
    return token;
  }

  async function gql<T>(query: string, variables: Record<string, unknown> = {}, token = '', kind: AccountKind = 'COMPANY') {
    const response = await fetch(`${started(gateway).url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-account-kind': kind },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLAnswer<T>;
  }

  async function gqlAs<T>(email: string, query: string, variables: Record<string, unknown> = {}) {
    const kind: AccountKind = isCompany(email) ? 'COMPANY' : 'PERSON';
    let token = gatewayTokens.get(email);
    if (token === undefined) {
      type Login = Record<'login' | 'companyLogin', { session: { token: string } | null } | undefined>;
      const mutation = isCompany(email) ? 'companyLogin' : 'login';
      const answer = await gql<Login>(
        `mutation($e: String!, $p: String!) { ${mutation}(email: $e, password: $p) { session { token } } }`,
        { e: email, p: DEMO_PASSWORD },
        '',
        kind,
      );
      token = answer.data?.[mutation]?.session?.token ?? '';
      gatewayTokens.set(email, token);
    }
    return gql<T>(query, variables, token, kind);
  }

  return {
    get backend() {
      return started(backend);
    },
    misfits,
    rest,
    restToken,
    gql,
    gqlAs,
  };
}
