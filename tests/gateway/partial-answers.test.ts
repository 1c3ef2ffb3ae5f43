import { print } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardQuery, ShellQuery } from '../../client/gql/graphql';
import { DASHBOARD, DASHBOARD_BLOCK } from '../../client/features/dashboard/api';
import { SHELL } from '../../client/shared/api';
import type { Fault } from '../../fixtures/server';
import { catchBackendFailures, type BackendFailureLog } from '../support/console';
import { sandboxGateway, type GraphQLAnswer } from '../support/gateway';

/** The dashboard's query exactly as the screen sends it. */
const QUERY = print(DASHBOARD);
const UNAVAILABLE = 'En este momento no es posible obtener la información. Por favor intenta más tarde';

type Viewer = NonNullable<DashboardQuery['viewer']>;

const gateway = sandboxGateway({ env: { GATEWAY_TRACE_CALLS: '1' } });
let person: string;
let funcionario: string;

beforeAll(async () => {
  person = await gateway.signIn('cliente@demo.cl');
  funcionario = await gateway.signIn('funcionario@empresa.demo.cl', { company: true });
});

const dashboard = (token: string) => gateway.gql<DashboardQuery>(QUERY, {}, token);

/** Each block of the person's dashboard, the REST call behind it and whether the healthy answer has it. */
const personBlocks = {
  user: { call: '/me', read: (v: Viewer) => v.user },
  campaigns: { call: '/person/campains', read: (v: Viewer) => v.campaigns },
  meter: { call: '/bussines_line/meter/list', read: (v: Viewer) => v.services?.meter },
  bulk: { call: '/bussines_line/housing/list', read: (v: Viewer) => v.services?.bulk },
  cylinder: { call: '/bussines_line/cylinder/list', read: (v: Viewer) => v.services?.cylinder },
  autogas: { call: '/bussines_line/autogas/list', read: (v: Viewer) => v.services?.autogas },
} as const;
const personPaths: Record<keyof typeof personBlocks, string[]> = {
  user: ['viewer', 'user'],
  campaigns: ['viewer', 'campaigns'],
  meter: ['viewer', 'services', 'meter'],
  bulk: ['viewer', 'services', 'bulk'],
  cylinder: ['viewer', 'services', 'cylinder'],
  autogas: ['viewer', 'services', 'autogas'],
};

/** The company dashboard's own blocks: its role, campaigns, companies and services (the credit box has its test). */
const companyBlocks = {
  isAdministrator: { call: '/me', read: (v: Viewer) => v.company?.isAdministrator, path: ['viewer', 'company', 'isAdministrator'] },
  campaigns: { call: '/company_user/campains', read: (v: Viewer) => v.campaigns, path: ['viewer', 'campaigns'] },
  companies: { call: '/company/list', read: (v: Viewer) => v.company?.companies, path: ['viewer', 'company', 'companies'] },
  services: { call: '/company_user/services', read: (v: Viewer) => v.company?.services, path: ['viewer', 'company', 'services'] },
} as const;

function expectBlockError(answer: GraphQLAnswer<unknown>, path: string[], reason: string) {
  const error = answer.errors?.find((e) => e.path?.join('.') === path.join('.'));
  expect(error, `an error at ${path.join('.')}`).toBeDefined();
  expect(error?.message).toBe(UNAVAILABLE);
  expect(error?.extensions).toMatchObject({ code: 'BACKEND_UNAVAILABLE', reason });
}

/** The gateway logs each error of the answer once, as 'REASON /call'. */
function expectLogged(log: BackendFailureLog, answer: GraphQLAnswer<unknown>, failure: string) {
  expect(log.failures).toEqual(answer.errors?.map(() => failure));
}

describe("a failing call takes out its own block of the dashboard, and only it (the person's)", () => {
  it('answers every block when the backend is well', async () => {
    const answer = await dashboard(person);
    expect(answer.errors).toBeUndefined();
    for (const block of Object.values(personBlocks)) expect(block.read(answer.data!.viewer!)).toBeTruthy();
    expect(answer.data?.viewer?.services?.meter?.length).toBeGreaterThan(0);
  });

  it.each(Object.entries(personBlocks).map(([name, { call }]) => [name, call]))(
    'a 503 on %s (%s) nulls that block alone',
    async (name, call) => {
      gateway.sandbox.faults.add({ path: call, status: 503 });
      const log = catchBackendFailures();
      const answer = await dashboard(person);
      const viewer = answer.data?.viewer;
      expect(viewer, 'the session still stands').toBeTruthy();
      for (const [other, block] of Object.entries(personBlocks))
        if (other === name) expect(block.read(viewer!)).toBeNull();
        else expect(block.read(viewer!), `${other} answered`).toBeTruthy();
      expect(answer.errors).toHaveLength(1);
      expectBlockError(answer, personPaths[name as keyof typeof personBlocks], 'UNAVAILABLE');
      expectLogged(log, answer, `UNAVAILABLE ${call}`);
    },
  );

  it.each([
    ['a 404', { status: 404 }, 'NOT_FOUND', 'bulk'],
    ['a body that is not JSON', { malformed: true }, 'MALFORMED', 'cylinder'],
    ['a timeout', { delayMs: 5000 }, 'TIMEOUT', 'autogas'],
    ['a 500', { status: 500 }, 'UNAVAILABLE', 'campaigns'],
  ] as const)('%s on a list is that block error too', async (_name, fault, reason, name) => {
    gateway.sandbox.faults.add({ path: personBlocks[name].call, ...fault } as Fault);
    const log = catchBackendFailures();
    const answer = await dashboard(person);
    expect(personBlocks[name].read(answer.data!.viewer!)).toBeNull();
    expect(answer.data?.viewer?.services?.meter?.length).toBeGreaterThan(0);
    expectBlockError(answer, personPaths[name], reason);
    expectLogged(log, answer, `${reason} ${personBlocks[name].call}`);
  });

  it('answers no session, not a null block, when a call is refused with 401', async () => {
    gateway.sandbox.faults.add({ path: '/bussines_line/housing/list', status: 401 });
    const answer = await dashboard(person);
    expect(answer.data?.viewer).toBeNull();
    expect(answer.errors?.map((e) => e.extensions?.code)).toContain('UNAUTHENTICATED');
  });
});

describe('a failing call takes out its own block of the company dashboard', () => {
  it.each(Object.entries(companyBlocks).map(([name, { call, path }]) => [name, call, path] as const))(
    'a 503 on %s (%s) nulls that block alone',
    async (name, call, path) => {
      const well = (await dashboard(funcionario)).data!.viewer!;
      gateway.sandbox.faults.add({ path: call, status: 503 });
      // the backend fails after the healthy read's answers have expired in the gateway
      gateway.forgetKeptReads();
      const log = catchBackendFailures();
      const answer = await dashboard(funcionario);
      const viewer = answer.data?.viewer;
      expect(viewer?.company, 'the company area still stands').toBeTruthy();
      for (const [other, block] of Object.entries(companyBlocks))
        if (other === name) expect(block.read(viewer!)).toBeNull();
        else expect(block.read(viewer!), `${other} answered`).toEqual(block.read(well));
      expectBlockError(answer, [...path], 'UNAVAILABLE');
      expectLogged(log, answer, `UNAVAILABLE ${call}`);
    },
  );
});

describe("a block's retry", () => {
  it('asks the backend for that block alone, and answers it', async () => {
    const answer = await gateway.gql<DashboardQuery>(print(DASHBOARD_BLOCK), { bulk: true }, person);
    expect(answer.errors).toBeUndefined();
    expect(answer.extensions?.restCalls).toBe(1);
    expect(gateway.sandbox.calls.get()).toEqual({ '/bussines_line/housing/list': 1 });
    expect(answer.data?.viewer?.services?.bulk?.length).toBeGreaterThan(0);
  });
});

describe("the shell's query: the menu's parts and the bell fail alone", () => {
  it.each([
    ['/request/list', ['viewer', 'hasRequests']],
    ['/housing/notification/list', ['viewer', 'unreadNotifications']],
  ])('a 503 on %s nulls %j and keeps the viewer, its user and its lines', async (call, path) => {
    gateway.sandbox.faults.add({ path: call, status: 503 });
    const log = catchBackendFailures();
    const answer = await gateway.gql<ShellQuery>(print(SHELL), {}, person);
    const viewer = answer.data?.viewer;
    expect(viewer?.user?.email).toBe('cliente@demo.cl');
    expect(viewer?.services?.meter?.length).toBeGreaterThan(0);
    expectBlockError(answer, path, 'UNAVAILABLE');
    expectLogged(log, answer, `UNAVAILABLE ${call}`);
    expect(viewer?.[path[1] as 'hasRequests' | 'unreadNotifications']).toBeNull();
  });
});
