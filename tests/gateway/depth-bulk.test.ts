import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkOrderRecord } from '../../fixtures/areas/bulk/model';
import { createFixtureBackend, type FixtureBackend } from '../../fixtures/backend';
import { createWorldClock } from '../../fixtures/core/world-clock';
import type { AccountRecord } from '../../fixtures/core/model';
import { createInprocessTransport } from '../../gateway/backend/inprocess';
import { readConfig } from '../../gateway/config';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { chileDay } from '../../machines/rules/chile-time';
import { createWaveTransport, type WaveTransport } from '../../scripts/bench/backend-waves';
import { DEMO_PASSWORD, type GraphQLAnswer } from '../support/gateway';
import { speakingSpec } from '../support/spec-speaking';

/**
 * Bulk without chains (issue 44). The truck's position needs the order's patent and a document's downloads need the
 * files its detail names: the client names what it already holds (the order's patent, the account list's files) and
 * the gateway asks beside the lookup instead of after it, one backend latency instead of two. A hint changes nothing
 * else: another order's patent, another document's file is set aside for the lookup's own, its answer dropped; an
 * order or a client that is not the caller's is refused as without a hint. The other bulk screens' reads, a company
 * user's included (the privileges asked beside them), wait for one latency.
 */
type Kind = 'PERSON' | 'COMPANY';
const PERSON = 'cliente@demo.cl';
const COMPANY = 'funcionario@empresa.demo.cl';

let backend: FixtureBackend;
let waves: WaveTransport;
let gateway: RunningGateway;

beforeAll(async () => {
  // a world that stands still: the truck is where it was on the first read, on every read
  const now = Date.now();
  backend = createFixtureBackend({ file: null, clock: createWorldClock(() => now) });
  waves = createWaveTransport(createInprocessTransport(backend));
  gateway = await startGateway({ config: readConfig({}), transport: waves.transport, staticDir: null }, 0);
});
afterAll(() => gateway.close());

async function post<T>(query: string, variables: Record<string, unknown>, token: string | null, kind: Kind) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-account-kind': kind, ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLAnswer<T>;
}

/** a session of its own for each request measured: a session's reads are shared among its requests for a few seconds */
async function session(kind: Kind): Promise<string> {
  const mutation = kind === 'COMPANY' ? 'companyLogin' : 'login';
  const answer = await post<Record<string, { session: { token: string } }>>(
    `mutation($e: String!, $p: String!) { ${mutation}(email: $e, password: $p) { session { token } } }`,
    { e: kind === 'COMPANY' ? COMPANY : PERSON, p: DEMO_PASSWORD },
    null,
    kind,
  );
  return answer.data![mutation]!.session.token;
}

/** `query` asked as `kind` in a session of its own: its answer, its backend waves, the bodies sent to `spoken` */
async function measured<T>(kind: Kind, query: string, variables: Record<string, unknown>, spoken?: string) {
  const token = await session(kind);
  const speaking = spoken ? speakingSpec(backend, spoken) : null;
  try {
    waves.reset();
    const answer = await post<T>(query, variables, token, kind);
    return { answer, waves: waves.waves(), depth: waves.depth(), bodies: speaking?.bodies ?? [] };
  } finally {
    speaking?.restore();
  }
}

const world = () => backend.world;
const person = () => world().persons.find((p) => p.email === PERSON)!;
const companyUser = () => world().companyUsers.find((u) => u.email === COMPANY)!;
/** the user's bulk accounts: a person's housing ones, the company user's industrial clients it holds privileges on */
function accountsOf(kind: Kind): AccountRecord[] {
  if (kind === 'PERSON') return person().linked.housing.map((id) => world().accounts.find((a) => a.id === id)!);
  const services = world().companyServices.filter(
    (s) => s.business_line_id === 6 && (companyUser().privileges[String(s.id)] ?? []).length > 0,
  );
  return services.map((s) => world().accounts.find((a) => a.line === 'industrial' && a.client_cod === s.client_cod)!);
}
const owns = (kind: Kind, o: BulkOrderRecord) => accountsOf(kind).some((a) => a.id === o.account);
const onRoute = (kind: Kind) => world().bulkOrders.filter((o) => owns(kind, o) && o.state === 'En Ruta');
/** an order En Ruta of a housing client that is neither user's */
const foreignOnRoute = () =>
  world().bulkOrders.find(
    (o) => o.state === 'En Ruta' && !owns('PERSON', o) && !owns('COMPANY', o) && o.patent !== onRoute('PERSON')[0]!.patent,
  )!;

const TRUCK = 'query($n: String!, $p: String) { viewer { truckPosition(orderNumber: $n, knownPatent: $p) { latitude longitude } } }';
type Truck = { viewer: { truckPosition: { latitude: number; longitude: number } | null } | null };
const COORDINATES = { PERSON: '/housing/order_coordinates', COMPANY: '/company_user/industrial/order_coordinates' } as const;
const DETAIL = { PERSON: '/housing/order_detail', COMPANY: '/company_user/industrial/order_detail' } as const;

describe.each(['PERSON', 'COMPANY'] as const)("the truck's position, as a %s", (kind) => {
  const truck = (order: BulkOrderRecord, patent?: string) =>
    measured<Truck>(kind, TRUCK, { n: order.orderNumber, p: patent }, COORDINATES[kind]);

  it("with the order's patent: the same position in one backend latency, two without it", async () => {
    const order = onRoute(kind)[0]!;
    const without = await truck(order);
    const named = await truck(order, order.patent);
    expect(without.answer.errors).toBeUndefined();
    expect(without.answer.data!.viewer!.truckPosition).not.toBeNull();
    expect(named.answer).toEqual(without.answer);
    expect(without.waves[0]).toContain(DETAIL[kind]);
    expect(without.waves[1]).toEqual([COORDINATES[kind]]);
    expect(without.depth).toBe(2);
    expect(named.depth).toBe(1);
    expect(named.waves[0]).toEqual(expect.arrayContaining([DETAIL[kind], COORDINATES[kind]]));
    expect(named.bodies.map((b) => b.patent)).toEqual([order.patent]);
  });

  it("with another truck's patent: that truck is never answered, the order's own is asked and given", async () => {
    const order = onRoute(kind)[0]!;
    const without = await truck(order);
    for (const wrong of [foreignOnRoute().patent, 'NO-EXISTE']) {
      const named = await truck(order, wrong);
      expect(named.answer, wrong).toEqual(without.answer);
      expect(
        named.bodies.map((b) => b.patent),
        wrong,
      ).toEqual([wrong, order.patent]);
    }
  });

  it('of an order that is not the caller’s, with its patent: refused as without it, its truck never answered', async () => {
    const foreign = foreignOnRoute();
    const without = await truck(foreign);
    const named = await truck(foreign, foreign.patent);
    expect(named.answer.data?.viewer?.truckPosition ?? null).toBeNull();
    expect(named.answer.errors?.map((e) => e.extensions?.code)).toEqual(without.answer.errors?.map((e) => e.extensions?.code));
  });
});

const ACCOUNT =
  'query($c: String!) { viewer { bulkAccount(clientCode: $c, months: 12) { documents { docNumber docYear hasDetail document { pdfNumber classDescription } guide { pdfNumber classDescription } } } } }';
const DOCUMENT = `query($c: String!, $n: String!, $y: String!, $d: BulkPdfInput, $g: BulkPdfInput) { viewer {
  bulkDocument(clientCode: $c, docNumber: $n, docYear: $y, document: $d, guide: $g) { docNumber document { pdfNumber classDescription } guide { pdfNumber classDescription } } } }`;
interface Pdf {
  pdfNumber: string;
  classDescription: string;
}
interface Row {
  docNumber: string;
  docYear: string;
  hasDetail: boolean;
  document: Pdf | null;
  guide: Pdf | null;
}

describe.each(['PERSON', 'COMPANY'] as const)("a document's detail, as a %s", (kind) => {
  /** a document of the user's first client with a detail, a file and a guide, as the account's list gives it */
  async function listed(): Promise<{ clientCode: string; row: Row; other: Row }> {
    const clientCode = accountsOf(kind)[0]!.client_cod;
    const list = await measured<{ viewer: { bulkAccount: { documents: Row[] } } }>(kind, ACCOUNT, { c: clientCode });
    const rows = list.answer.data!.viewer.bulkAccount.documents.filter((d) => d.hasDetail && d.document && d.guide);
    expect(rows.length).toBeGreaterThan(1);
    return { clientCode, row: rows[0]!, other: rows[1]! };
  }
  const detail = (clientCode: string, row: Row, hints: { d?: Pdf | null; g?: Pdf | null }) =>
    measured<{ viewer: { bulkDocument: Row | null } }>(
      kind,
      DOCUMENT,
      { c: clientCode, n: row.docNumber, y: row.docYear, ...hints },
      '/document/has',
    );

  it('with the files the list gave: the same detail in one backend latency, two without them', async () => {
    const { clientCode, row } = await listed();
    const without = await detail(clientCode, row, {});
    const named = await detail(clientCode, row, { d: row.document, g: row.guide });
    expect(without.answer.errors).toBeUndefined();
    expect(without.answer.data!.viewer.bulkDocument).toMatchObject({ document: row.document, guide: row.guide });
    expect(named.answer).toEqual(without.answer);
    expect(without.depth).toBe(2);
    expect(named.depth).toBe(1);
    expect(named.bodies).toHaveLength(2);
  });

  it("with another document's files: they are never answered, the detail's own are asked about", async () => {
    const { clientCode, row, other } = await listed();
    const without = await detail(clientCode, row, {});
    const named = await detail(clientCode, row, { d: other.document, g: other.guide });
    expect(named.answer).toEqual(without.answer);
    expect(named.bodies.map((b) => b.pdf_number)).toEqual(
      expect.arrayContaining([other.document!.pdfNumber, other.guide!.pdfNumber, row.document!.pdfNumber, row.guide!.pdfNumber]),
    );
    expect(named.bodies).toHaveLength(4);
  });
});

describe('the bulk screens’ other reads wait for one backend latency', () => {
  // the regions an order's region is named from are reference data, read once per gateway and kept: only a gateway's
  // very first order waits for them (the d 2 a latency bench may measure once for BulkOrders)
  beforeAll(async () => {
    const order = onRoute('PERSON')[0]!;
    await post(
      'query($n: String!) { viewer { bulkOrder(orderNumber: $n) { region } } }',
      { n: order.orderNumber },
      await session('PERSON'),
      'PERSON',
    );
  });
  const today = chileDay();
  const monthAgo = new Date(Date.parse(today) - 30 * 86_400_000).toISOString().slice(0, 10);
  const tankOf = (kind: Kind) => {
    const accounts = accountsOf(kind);
    const tank = world().tanks.find((t) => accounts.some((a) => a.id === t.account))!;
    return { clientCode: accounts.find((a) => a.id === tank.account)!.client_cod, tankCode: tank.meter_code };
  };
  const READS: Record<string, (kind: Kind) => [query: string, variables: Record<string, unknown>]> = {
    BulkOrders: (kind: Kind) => [
      'query($c: String!) { viewer { bulkOrders(clientCode: $c, days: 365) { orders { orderNumber patent region } emptyMessage } } }',
      { c: accountsOf(kind)[0]!.client_cod },
    ],
    BulkOrderDetail: (kind: Kind) => [
      'query($n: String!) { viewer { bulkOrder(orderNumber: $n) { orderNumber patent region } truckRefreshMinutes } }',
      { n: onRoute(kind)[0]!.orderNumber },
    ],
    Tanks: (kind: Kind) => ['query($c: String!) { viewer { tanks(clientCode: $c) { code } } }', { c: tankOf(kind).clientCode }],
    Tank: (kind: Kind) => [
      'query($c: String!, $t: String!) { viewer { tank(clientCode: $c, tankCode: $t) { code emptyBy } } }',
      { c: tankOf(kind).clientCode, t: tankOf(kind).tankCode },
    ],
    TankReadings: (kind: Kind) => [
      'query($c: String!, $t: String!, $f: String!, $to: String!) { viewer { tankReadings(clientCode: $c, tankCode: $t, from: $f, to: $to) { date } } }',
      { c: tankOf(kind).clientCode, t: tankOf(kind).tankCode, f: monthAgo, to: today },
    ],
  };
  const cases = (['PERSON', 'COMPANY'] as const).flatMap((kind) => Object.keys(READS).map((name) => ({ kind, name })));

  it.each(cases)('$name as $kind', async ({ kind, name }) => {
    const [query, variables] = READS[name]!(kind);
    const { answer, depth, waves: asked } = await measured(kind, query, variables);
    expect(answer.errors).toBeUndefined();
    expect({ depth, asked }).toMatchObject({ depth: 1 });
  });

  it('TankSummary as COMPANY', async () => {
    const clientCode = accountsOf('COMPANY')[0]!.client_cod;
    const { answer, depth } = await measured(
      'COMPANY',
      'query($c: String!) { viewer { tankSummary(clientCode: $c) { unassigned { id } } } }',
      {
        c: clientCode,
      },
    );
    expect(answer.errors).toBeUndefined();
    expect(depth).toBe(1);
  });
});
