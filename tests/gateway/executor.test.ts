import { print } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DASHBOARD } from '../../client/features/dashboard/api';
import { createFixtureBackend } from '../../fixtures/backend';
import { startSandbox, type Fault, type Sandbox } from '../../fixtures/server';
import { forgetSessionReads } from '../../gateway/backend/client';
import { createHttpTransport } from '../../gateway/backend/http';
import type { Transport } from '../../gateway/backend/transport';
import { readConfig } from '../../gateway/config';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { catchBackendFailures } from '../support/console';
import { DEMO_PASSWORD } from '../support/gateway';

/**
 * Compiled execution answers as graphql's `execute` does. One sandbox, two gateways over it with the REST-call trace:
 * `plain` runs every request through Apollo Server and graphql's execute (GATEWAY_JIT=0); `compiled` is the default.
 * The compiled gateway sees each request three times: through Apollo with execute, through Apollo with the operation
 * just compiled, and by the short way that skips Apollo. All four answers must be the same bytes.
 */
let sandbox: Sandbox;
let plain: RunningGateway;
let compiled: RunningGateway;
let person: string;
let company: string;

/** each gateway's transport, whose session reads `send` lets go */
const transports = new Map<RunningGateway, Transport>();

async function start(env: Record<string, string>) {
  const config = readConfig({ ...env, GATEWAY_TRACE_CALLS: '1', DATA_SOURCE: 'rest', BACKEND_URL: sandbox.url });
  const transport = createHttpTransport({ baseUrl: sandbox.url, timeoutMs: 2000 });
  const gateway = await startGateway({ config, transport, staticDir: null }, 0);
  transports.set(gateway, transport);
  return gateway;
}

interface Request {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  token?: string;
  kind?: 'PERSON' | 'COMPANY';
  accept?: string;
}

/**
 * One request, answered from the backend as the first would be: the session reads the gateway kept from the requests
 * before are let go (this file compares the ways of executing, each making the same calls, not what a gateway keeps).
 */
async function send(gateway: RunningGateway, request: Request) {
  forgetSessionReads(transports.get(gateway)!);
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-account-kind': request.kind ?? 'PERSON',
      ...(request.accept ? { accept: request.accept } : {}),
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
    },
    body: JSON.stringify({ query: request.query, variables: request.variables, operationName: request.operationName }),
  });
  return { status: response.status, contentType: response.headers.get('content-type'), body: await response.text() };
}

async function signIn(field: 'login' | 'companyLogin', email: string): Promise<string> {
  const answer = await send(plain, {
    query: `mutation($e: String!, $p: String!) { ${field}(email: $e, password: $p) { session { token } } }`,
    variables: { e: email, p: DEMO_PASSWORD },
  });
  return (JSON.parse(answer.body) as { data: Record<string, { session: { token: string } }> }).data[field]!.session.token;
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, backend: createFixtureBackend({ file: null }) });
  plain = await start({ GATEWAY_JIT: '0' });
  compiled = await start({});
  person = await signIn('login', 'cliente@demo.cl');
  company = await signIn('companyLogin', 'funcionario@empresa.demo.cl');
  // the regions are reference data each gateway keeps once read: read them first, so every answer counts the same calls
  for (const gateway of [plain, compiled]) await send(gateway, { query: '{ regions { code } }', token: person });
});
afterAll(async () => {
  await plain?.close();
  await compiled?.close();
  await sandbox?.close();
});
beforeEach(() => sandbox.faults.clear());

const APOLLO_CLIENT_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';
const cases: Array<[string, () => Request, Fault?]> = [
  [
    'the dashboard of a person',
    () => ({ query: print(DASHBOARD), operationName: 'Dashboard', token: person, accept: APOLLO_CLIENT_ACCEPT }),
  ],
  ['the dashboard of a company user', () => ({ query: print(DASHBOARD), operationName: 'Dashboard', token: company, kind: 'COMPANY' })],
  ['the dashboard with no session (viewer null)', () => ({ query: print(DASHBOARD) })],
  ['{ __typename }', () => ({ query: '{ __typename }' })],
  [
    'a backend failure inside a list (BACKEND_UNAVAILABLE with reason, status and path)',
    () => ({ query: '{ viewer { kind services { meter { id } bulk { id } } } }', token: person }),
    { path: '/bussines_line/meter/list', status: 503 },
  ],
  [
    'a failure under a non-null field, nulling its parent',
    () => ({ query: '{ viewer { kind profile { email name } } }', token: person }),
    { path: '/me', status: 503 },
  ],
  [
    'UNAUTHENTICATED from an expired token',
    () => ({ query: '{ viewer { user { email } } }', token: person }),
    { path: '/me', status: 401 },
  ],
  ['FORBIDDEN from the backend', () => ({ query: '{ viewer { company { services { id } } } }', token: person, kind: 'COMPANY' })],
  [
    'BAD_USER_INPUT from a resolver, under a non-null root field',
    () => ({
      query: 'query($s: AccountSearch!) { searchAccounts(line: METER, search: $s) { message } }',
      variables: { s: { by: 'PATENT', value: 'AB1234' } },
      token: person,
    }),
  ],
  [
    'a required variable left out (400, BAD_USER_INPUT)',
    () => ({ query: 'query($line: LinkLine!) { linkSuggestions(line: $line) { id } }', variables: {}, token: person }),
  ],
  [
    'a variable of the wrong value (400, BAD_USER_INPUT)',
    () => ({ query: 'query($line: LinkLine!) { linkSuggestions(line: $line) { id } }', variables: { line: 'GAS' }, token: person }),
  ],
  [
    'a variable of the wrong type',
    () => ({
      query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { outcome } }',
      variables: { e: 3, p: null },
    }),
  ],
];

describe('compiled execution (graphql-jit) and the short way answer as graphql does', () => {
  it.each(cases)('%s', async (name, make, fault) => {
    // a document of its own (a comment changes its text, not its meaning), so this case's first sight is the first
    const request = () => ({ ...make(), query: `${make().query}\n# ${name}` });
    const shortWayBefore = compiled.compiledAnswers;
    if (fault) sandbox.faults.add(fault);
    const log = catchBackendFailures();
    const expected = await send(plain, request());
    const answers = [await send(compiled, request()), await send(compiled, request()), await send(compiled, request())];

    expect(answers).toEqual([expected, expected, expected]);
    expect(compiled.compiledAnswers).toBe(shortWayBefore + 1);
    if (fault) expect(expected.body).toContain('"errors"');
    // every way logs the backend's failure as the others do (a 401 is the client's to handle: told, not logged)
    expect(log.failures).toEqual(fault?.status === 503 ? Array(4).fill(`UNAVAILABLE ${fault.path}`) : []);
  });

  it('keeps the REST-call trace on the short way', async () => {
    const request = { query: '{ viewer { kind user { name } } }', token: person };
    const answers = [];
    for (let i = 0; i < 3; i += 1)
      answers.push(JSON.parse((await send(compiled, request)).body) as { extensions?: { restCalls?: number } });
    expect(answers.map((a) => a.extensions?.restCalls)).toEqual([1, 1, 1]);
  });

  it('sends a document Apollo has not seen, or a GET, through Apollo', async () => {
    const before = compiled.compiledAnswers;
    const fresh = await send(compiled, { query: '{ viewer { kind } }', token: person });
    const get = await fetch(`${compiled.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { 'apollo-require-preflight': '1' },
    });
    expect(fresh.status).toBe(200);
    expect(await get.json()).toMatchObject({ data: { __typename: 'Query' } });
    expect(compiled.compiledAnswers).toBe(before);
  });
});
