import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyServiceRecord } from '../../fixtures/core/model';
import type { FixtureBackend } from '../../fixtures/backend';
import { NOT_ELECTRICITY_CLIENT } from '../../gateway/resolvers/electricity';
import { chileDay } from '../../machines/rules/chile-time';
import { PAYMENTS_FAILED } from '../../machines/rules/electricity-rules';
import { catchBackendFailures } from '../support/console';
import { sandboxGateway, type GraphQLAnswer } from '../support/gateway';
import { speakingSpec } from '../support/spec-speaking';
import { startWaveGateway, type WaveGateway, type WaveSession } from '../support/wave-gateway';

/**
 * The electricity screens name the contract of their client when they know it (`contractCode`, issue 44): the
 * gateway then asks the backend beside its check of the client instead of after looking the contract up, one backend
 * latency instead of two. The hint changes nothing else: the same answers, the same refusals; a contract that is not
 * the client's is set aside for the client's own, and the call made with it, refused or not, is dropped.
 */
const gateway = sandboxGateway();
let limitado: string;

beforeAll(async () => {
  limitado = await gateway.signIn('limitado@empresa.demo.cl', { company: true });
});

type World = FixtureBackend['world'];
const lineSevenOf = (company: string, world: World = gateway.backend.world): CompanyServiceRecord => {
  const id = world.companies.find((c) => c.name === company)!.id;
  return world.companyServices.find((s) => s.business_line_id === 7 && s.company_id === id)!;
};
const andes = () => lineSevenOf('Comercial Los Andes SpA');
const pacifico = () => lineSevenOf('Industrias del Pacífico S.A.');
const austral = () => lineSevenOf('Transportes Australes Ltda.');
const daysAgo = (days: number) => new Date(Date.parse(chileDay()) - days * 86_400_000).toISOString().slice(0, 10);

const QUERIES = {
  installations: `query ($c: String!, $k: String) { viewer { electricityInstallations(clientCode: $c, contractCode: $k) {
    installations { code companyName } emptyMessage } } }`,
  invoices: `query ($c: String!, $k: String, $f: String!, $t: String!) { viewer { electricityInvoices(clientCode: $c, contractCode: $k, from: $f, to: $t) {
    invoices { number issueDate amount dueDate } emptyMessage } } }`,
  payments: `query ($c: String!, $k: String, $f: String!, $t: String!) { viewer { electricityPayments(clientCode: $c, contractCode: $k, from: $f, to: $t) {
    payments { reference paidOn amount collector } emptyMessage } } }`,
  debt: `query ($c: String!, $k: String) { viewer { electricityDebt(clientCode: $c, contractCode: $k) { lastBillDueDate lastPaymentDate amount billNumber } } }`,
} as const;
/** each query's REST call, and the payload field that names the contract */
const CALLS = {
  installations: ['/company_user/electricity/consuption/codes', 'contract_cod'],
  invoices: ['/company_user/electricity/ticket_list', 'contract_cod'],
  payments: ['/company_user/electricity/payment_history', 'contract_cod'],
  debt: ['/company_user/electricity/debt_details', 'client_cod'],
} as const;
type Field = keyof typeof QUERIES;
const FIELDS = Object.keys(QUERIES) as Field[];

/**
 * A session of its own for each request compared: a session's reads are shared among its requests for a few seconds
 * (gateway/backend/session-reads.ts), which would answer the second of two alike requests without a call.
 */
const session = () => gateway.signIn('funcionario@empresa.demo.cl', { company: true });
const ask = async (field: Field, clientCode: string, contractCode?: string, token?: string) =>
  gateway.gql<{ viewer: Record<string, unknown> }>(
    QUERIES[field],
    { c: clientCode, k: contractCode, f: daysAgo(365), t: daysAgo(0) },
    token ?? (await session()),
  );
const errorsOf = (answer: GraphQLAnswer<unknown>) => answer.errors?.map((e) => [e.path?.join('.'), e.extensions?.code, e.message]);

/** `field` asked as the screen asks it, the contract codes it sent the backend kept */
async function sent(field: Field, clientCode: string, contractCode?: string, token?: string) {
  const [path, key] = CALLS[field];
  const spoken = speakingSpec(gateway.backend, path);
  try {
    const answer = await ask(field, clientCode, contractCode, token);
    return { answer, contracts: spoken.bodies.map((body) => body[key]) };
  } finally {
    spoken.restore();
  }
}

describe('an electricity query that names its contract', () => {
  it.each(FIELDS)('%s: the same answer as without it, asked once with that contract', async (field) => {
    const client = pacifico();
    const without = await sent(field, client.client_cod);
    const named = await sent(field, client.client_cod, client.contract_cod!);
    expect(without.answer.errors).toBeUndefined();
    expect(named.answer).toEqual(without.answer);
    expect(named.contracts).toEqual([client.contract_cod]);
    expect(without.contracts).toEqual([client.contract_cod]);
  });

  it.each(FIELDS)("%s: another contract is set aside for the client's own, its call dropped even when refused", async (field) => {
    const client = pacifico();
    const without = await sent(field, client.client_cod);
    // another of the user's contracts, another company's (the backend refuses it: 403), one that does not exist
    for (const wrong of [andes().contract_cod!, austral().contract_cod!, 'NO-EXISTE']) {
      const named = await sent(field, client.client_cod, wrong);
      expect(named.answer, wrong).toEqual(without.answer);
      expect(named.contracts, wrong).toEqual([wrong, client.contract_cod]);
    }
  });

  it("is refused as without it: another company's client with its own contract, a client without 3001", async () => {
    const log = catchBackendFailures();
    for (const field of FIELDS) {
      const foreign = await sent(field, austral().client_cod, austral().contract_cod!);
      expect(foreign.answer.data?.viewer[`electricity${field[0]!.toUpperCase()}${field.slice(1)}`] ?? null).toBeNull();
      expect(errorsOf(foreign.answer)?.map(([, code, message]) => [code, message])).toEqual([['FORBIDDEN', NOT_ELECTRICITY_CLIENT]]);
    }
    const limited = await ask('installations', andes().client_cod, andes().contract_cod!, limitado);
    expect(errorsOf(limited)).toEqual([['viewer.electricityInstallations', 'FORBIDDEN', NOT_ELECTRICITY_CLIENT]]);
    // the refusals are the gateway's: no failure of the backend's is told
    expect(log.failures).toEqual([]);
  });

  it("fails with the call's own message when the named contract's call fails, as without it", async () => {
    const log = catchBackendFailures();
    gateway.sandbox.faults.add({ path: '/company_user/electricity/payment_history', status: 503 });
    const without = await ask('payments', pacifico().client_cod);
    const named = await ask('payments', pacifico().client_cod, pacifico().contract_cod!);
    expect(errorsOf(named)).toEqual([['viewer.electricityPayments', 'BACKEND_UNAVAILABLE', PAYMENTS_FAILED]]);
    expect(errorsOf(named)).toEqual(errorsOf(without));
    expect(log.failures).toHaveLength(2);
    expect(log.failures[1]).toBe(log.failures[0]);
  });
});

describe('the backend latencies an electricity screen waits for', () => {
  let waves: WaveGateway;
  let who: WaveSession;
  const post = (query: string, variables: Record<string, unknown>) => waves.ask(who, query, variables);

  beforeAll(async () => {
    waves = await startWaveGateway();
    who = await waves.signIn('funcionario@empresa.demo.cl', 'COMPANY');
  });
  afterAll(() => waves.close());

  it.each(FIELDS)('%s: one with its contract named (the check beside the call), two without', async (field) => {
    const client = lineSevenOf('Industrias del Pacífico S.A.', waves.backend.world);
    const variables = { c: client.client_cod, f: daysAgo(365), t: daysAgo(0) };
    expect((await post(QUERIES[field], variables)).errors).toBeUndefined();
    expect(waves.waves.waves()).toEqual([['/company_user/services'], [CALLS[field][0]]]);
    expect((await post(QUERIES[field], { ...variables, k: client.contract_cod })).errors).toBeUndefined();
    expect(waves.waves.waves().map((wave) => [...wave].sort())).toEqual([[CALLS[field][0], '/company_user/services'].sort()]);
  });

  it('consumption, which names its installation: one, the check beside the call', async () => {
    const client = lineSevenOf('Industrias del Pacífico S.A.', waves.backend.world);
    const installation = waves.backend.world.electricityInstallations.find((i) => i.service_id === client.id)!.code;
    const answer = await post(
      `query ($c: String!, $i: String!, $f: String!, $t: String!) { viewer { electricityConsumption(clientCode: $c, installation: $i,
        from: $f, to: $t, granularity: DAILY) { totalPoints } } }`,
      { c: client.client_cod, i: installation, f: daysAgo(6), t: daysAgo(0) },
    );
    expect(answer.errors).toBeUndefined();
    expect(waves.waves.depth()).toBe(1);
  });
});
