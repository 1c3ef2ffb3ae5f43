import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureBackend, type FixtureBackend } from '../../fixtures/backend';
import { createInprocessTransport } from '../../gateway/backend/inprocess';
import { readConfig } from '../../gateway/config';
import { NOT_YOUR_PLATE } from '../../gateway/resolvers/autogas-contract';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { createWaveTransport, type WaveTransport } from '../../scripts/bench/backend-waves';
import { catchBackendFailures } from '../support/console';
import { DEMO_PASSWORD, sandboxGateway, type GraphQLAnswer } from '../support/gateway';
import { speakingSpec } from '../support/spec-speaking';

/**
 * Contrato, Mantenciones-asistencias and a maintenance's detail ask by plate (issue 44): the gateway finds the plate's
 * contract number in the viewer's plates, so a screen opened by a URL needs no list first. The number the client
 * holds is a hint: asked beside that lookup, one backend latency instead of two, and answered only when the lookup
 * agrees. A wrong or another person's number is asked again with the plate's own, its call dropped, refused or not.
 */
const gateway = sandboxGateway();

const world = (backend: FixtureBackend = gateway.backend) => backend.world;
const ownPatents = (backend?: FixtureBackend) =>
  world(backend)
    .persons.find((p) => p.email === 'cliente@demo.cl')!
    .linked.autogas.flatMap((l) => l.patents);
const contractOf = (patent: string, backend?: FixtureBackend) => world(backend).autogasContracts.find((c) => c.patent === patent)!;
/** cliente's plate with a history, and its other one */
const full = (backend?: FixtureBackend) =>
  contractOf(
    ownPatents(backend).find((p) => contractOf(p, backend).plan.length)!,
    backend,
  );
const other = () => contractOf(ownPatents().find((p) => p !== full().patent)!);
const stranger = () => world().autogasContracts.find((c) => !ownPatents().includes(c.patent))!;
const noticeOf = (patent: string, backend?: FixtureBackend) =>
  String(world(backend).maintenances.find((m) => m.patent === patent)!.notice_id);

const QUERIES = {
  contract:
    'query($p: String!, $c: String) { viewer { autogasContract(patent: $p, contractNumber: $c) { contractNumber vehiclePatent } } }',
  history: 'query($p: String!, $c: String) { viewer { maintenanceHistory(patent: $p, contractNumber: $c) { noticeId registeredOn } } }',
  detail:
    'query($p: String!, $c: String, $n: ID!) { viewer { maintenance(patent: $p, contractNumber: $c, noticeId: $n) { noticeId status } } }',
} as const;
const CALLS = {
  contract: '/autogas/contract',
  history: '/autogas/maintenance_assistance_history',
  detail: '/autogas/maintenance_assistance_detail',
} as const;
const FIELD_NAME = { contract: 'autogasContract', history: 'maintenanceHistory', detail: 'maintenance' } as const;
type Field = keyof typeof QUERIES;
const FIELDS = Object.keys(QUERIES) as Field[];

/** a session of its own for each request compared: a session's reads are shared for a few seconds (session-reads.ts) */
const session = () => gateway.signIn('cliente@demo.cl');
const errorsOf = (answer: GraphQLAnswer<unknown>) => answer.errors?.map((e) => [e.path?.join('.'), e.extensions?.code, e.message]);

/** `field` about `patent` with the hint `hint`, and the contract numbers the backend was sent */
async function sent(field: Field, patent: string, hint?: string) {
  const spoken = speakingSpec(gateway.backend, CALLS[field]);
  try {
    const variables = { p: patent, c: hint, n: noticeOf(field === 'detail' ? full().patent : patent) };
    const answer = await gateway.gql<{ viewer: Record<string, unknown> }>(QUERIES[field], variables, await session());
    return { answer, numbers: spoken.bodies.map((body) => body.contract_number) };
  } finally {
    spoken.restore();
  }
}

describe('an autogas query by plate', () => {
  it.each(FIELDS)('%s: the same answer with or without the number, asked once with the plate’s own', async (field) => {
    const c = full();
    const without = await sent(field, c.patent);
    const hinted = await sent(field, c.patent, c.contract_number);
    expect(without.answer.errors).toBeUndefined();
    expect(without.answer.data!.viewer[FIELD_NAME[field]]).not.toBeNull();
    expect(hinted.answer).toEqual(without.answer);
    expect(without.numbers).toEqual([c.contract_number]);
    expect(hinted.numbers).toEqual([c.contract_number]);
  });

  it.each(FIELDS)('%s: a wrong or another person’s number is never answered: the plate’s own is asked', async (field) => {
    const c = full();
    const without = await sent(field, c.patent);
    // the user's other plate's, another person's (the backend refuses it), one that does not exist
    for (const wrong of [other().contract_number, stranger().contract_number, 'NO-EXISTE']) {
      const hinted = await sent(field, c.patent, wrong);
      expect(hinted.answer, wrong).toEqual(without.answer);
      expect(hinted.numbers, wrong).toEqual([wrong, c.contract_number]);
    }
  });

  it.each(FIELDS)(
    '%s: another person’s plate is refused, even with its own number, and the backend’s answer is not given',
    async (field) => {
      const log = catchBackendFailures();
      const foreign = stranger();
      for (const hint of [foreign.contract_number, undefined]) {
        const answer = await sent(field, foreign.patent, hint);
        expect(answer.answer.data?.viewer[FIELD_NAME[field]] ?? null).toBeNull();
        expect(errorsOf(answer.answer)).toEqual([[`viewer.${FIELD_NAME[field]}`, 'FORBIDDEN', NOT_YOUR_PLATE]]);
      }
      expect(log.failures).toEqual([]);
    },
  );
});

const AGENDA = `query($p: String!) { viewer { maintenanceAgenda(patent: $p) { scheduled { noticeId }
  start { preSelectedRegion services { serviceId } preSelectedWorkshops { code } } } } }`;
interface Agenda {
  viewer: { maintenanceAgenda: { scheduled: Array<{ noticeId: string }> | null; start: { services: unknown[] } | null } | null };
}

describe("the agenda's form start, asked beside what is scheduled", () => {
  const agenda = async (patent: string) => gateway.gql<Agenda>(AGENDA, { p: patent }, await session());

  it('comes with the list when nothing is scheduled; its failure is its own block, the list still shown', async () => {
    const { patent } = full();
    const answer = await agenda(patent);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.viewer.maintenanceAgenda).toMatchObject({ scheduled: [], start: { services: expect.any(Array) } });
    const log = catchBackendFailures();
    gateway.sandbox.faults.add({ path: '/autogas/maintenance/regions', status: 503 });
    const failed = await agenda(patent);
    expect(failed.data!.viewer.maintenanceAgenda).toEqual({ scheduled: [], start: null });
    expect(errorsOf(failed)?.map(([path, code]) => [path, code])).toEqual([['viewer.maintenanceAgenda.start', 'BACKEND_UNAVAILABLE']]);
    expect(log.failures).toEqual(['UNAVAILABLE /autogas/maintenance/regions']);
  });

  it('is null when something is scheduled (no form is shown), its failure dropped', async () => {
    const { patent } = full();
    const noticeId = 'AG-1';
    const future = speakingSpec(gateway.backend, '/autogas/maintenance/future/list', () => ({
      status: 'ok',
      data: [{ notice_id: noticeId, type: 'GM', description: 'Mantención 20.000 km', status: 'pending', scheduled_date: '2099-01-01' }],
    }));
    const log = catchBackendFailures();
    gateway.sandbox.faults.add({ path: '/autogas/maintenance/regions', status: 503 });
    try {
      const answer = await agenda(patent);
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.viewer.maintenanceAgenda).toEqual({ scheduled: [{ noticeId }], start: null });
      // no field needed it: nothing is told
      expect(log.failures).toEqual([]);
    } finally {
      future.restore();
    }
  });
});

describe('the backend latencies an autogas screen waits for', () => {
  let backend: FixtureBackend;
  let waves: WaveTransport;
  let local: RunningGateway;
  const post = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const response = await fetch(`${local.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLAnswer<unknown>;
  };
  /** a fresh session: nothing of an earlier request's reads is shared with it */
  const signIn = async () => {
    const answer = await post('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { session { token } } }', {
      e: 'cliente@demo.cl',
      p: DEMO_PASSWORD,
    });
    return (answer.data as { login: { session: { token: string } } }).login.session.token;
  };
  const measured = async (query: string, variables: Record<string, unknown>) => {
    const token = await signIn();
    waves.reset();
    const answer = await post(query, variables, token);
    expect(answer.errors).toBeUndefined();
    return waves.waves().map((wave) => [...wave].sort());
  };

  beforeAll(async () => {
    backend = createFixtureBackend({ file: null });
    waves = createWaveTransport(createInprocessTransport(backend));
    local = await startGateway({ config: readConfig({}), transport: waves.transport, staticDir: null }, 0);
  });
  afterAll(() => local.close());

  it.each(FIELDS)('%s: one with the number hinted (the lookup beside the call), two by the plate alone', async (field) => {
    const c = full(backend);
    const variables = { p: c.patent, n: noticeOf(c.patent, backend) };
    expect(await measured(QUERIES[field], variables)).toEqual([['/bussines_line/autogas/list'], [CALLS[field]]]);
    expect(await measured(QUERIES[field], { ...variables, c: c.contract_number })).toEqual([
      ['/bussines_line/autogas/list', CALLS[field]].sort(),
    ]);
  });

  it('the agenda, with what its form starts from: one once the preselected region’s workshops are kept', async () => {
    const { patent } = full(backend);
    // a region's workshops are reference data: the first agenda after the gateway starts asks them after the regions
    expect(await measured(AGENDA, { p: patent })).toHaveLength(2);
    expect(await measured(AGENDA, { p: patent })).toEqual([
      ['/autogas/maintenance/future/list', '/autogas/maintenance/regions', '/autogas/maintenance/services'].sort(),
    ]);
  });
});
