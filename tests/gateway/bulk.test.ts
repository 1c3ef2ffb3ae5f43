import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BulkOrderRecord } from '../../fixtures/areas/bulk/model';
import { createFixtureBackend, type FixtureBackend } from '../../fixtures/backend';
import { createInprocessTransport } from '../../gateway/backend/inprocess';
import type { Transport } from '../../gateway/backend/transport';
import { readConfig } from '../../gateway/config';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { catchBackendFailures } from '../support/console';
import { chileTomorrow, DEMO_PASSWORD, sandboxGateway, type GraphQLAnswer } from '../support/gateway';
import { chileDay, monthsBefore, NO_FUTURE_DATES } from '../../machines/rules/chile-time';

const gateway = sandboxGateway();
let cliente: string;

beforeAll(async () => {
  cliente = await gateway.signIn('cliente@demo.cl');
});

const world = () => gateway.backend.world;
const person = () => world().persons.find((p) => p.email === 'cliente@demo.cl')!;
const account = (index: number) => world().accounts.find((a) => a.id === person().linked.housing[index])!;
const code = (index = 0) => account(index).client_cod;
/** a bulk client that is not cliente's, and one of its orders */
const stranger = () => world().accounts.find((a) => a.line === 'housing' && !person().linked.housing.includes(a.id))!;
const strangerOrder = () => world().bulkOrders.find((o) => o.account === stranger().id)!;
const order = (test: (o: BulkOrderRecord) => boolean) => {
  const found = world().bulkOrders.find((o) => person().linked.housing.includes(o.account) && test(o));
  if (!found) throw new Error('no such seeded order');
  return found;
};

const ORDER_FIELDS = `orderNumber createdAt scheduledDate state stateLabel liters deliveredLiters amount deliveredAmount
  deliveredDate address region clientCode patent driver location { latitude longitude } canCancel isCanceled canClaim hasClaim`;
interface Order {
  orderNumber: string;
  state: string;
  liters: number | null;
  deliveredLiters: number | null;
  deliveredDate: string | null;
  address: string;
  region: string | null;
  clientCode: string;
  patent: string | null;
  location: { latitude: number; longitude: number } | null;
  canCancel: boolean;
  isCanceled: boolean;
  hasClaim: boolean;
}
const orders = (vars: Record<string, unknown>) =>
  gateway.gql<{ viewer: { bulkOrders: { orders: Order[]; emptyMessage: string | null } | null } }>(
    `query($c: String!, $d: Int, $n: String) { viewer { bulkOrders(clientCode: $c, days: $d, orderNumber: $n) { orders { ${ORDER_FIELDS} } emptyMessage } } }`,
    vars,
    cliente,
  );
const detail = (number: string) =>
  gateway.gql<{ viewer: { bulkOrder: Order | null } }>(
    `query($n: String!) { viewer { bulkOrder(orderNumber: $n) { ${ORDER_FIELDS} } } }`,
    { n: number },
    cliente,
  );
const position = (number: string) =>
  gateway.gql<{ viewer: { truckRefreshMinutes: number | null; truckPosition: { latitude: number; longitude: number } | null } }>(
    'query($n: String!) { viewer { truckRefreshMinutes truckPosition(orderNumber: $n) { latitude longitude } } }',
    { n: number },
    cliente,
  );
interface Action {
  outcome: string;
  message: string | null;
}
const cancel = (number: string, comment?: string) =>
  gateway.gql<{ cancelBulkOrder: Action }>(
    'mutation($n: String!, $c: String) { cancelBulkOrder(orderNumber: $n, comment: $c) { outcome message } }',
    { n: number, c: comment },
    cliente,
  );
const claim = (number: string, comment?: string) =>
  gateway.gql<{ claimBulkOrder: Action }>(
    'mutation($n: String!, $c: String) { claimBulkOrder(orderNumber: $n, comment: $c) { outcome message } }',
    { n: number, c: comment },
    cliente,
  );
const codeOf = (answer: { errors?: Array<{ extensions?: { code?: string } }> }) => answer.errors?.[0]?.extensions?.code;

describe('the order history', () => {
  it("lists the client's orders of the last 30 days by default, in every state", async () => {
    const answer = await orders({ c: code() });
    const list = answer.data!.viewer.bulkOrders!.orders;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((o) => o.clientCode === code())).toBe(true);
    expect(new Set(list.map((o) => o.state))).toEqual(new Set(['REALIZADO', 'PROGRAMADO', 'EN_CAMION', 'EN_RUTA', 'ENTREGADO']));
  });

  it('reaches older orders over a longer period', async () => {
    const short = (await orders({ c: code(), d: 30 })).data!.viewer.bulkOrders!.orders.length;
    const year = (await orders({ c: code(), d: 365 })).data!.viewer.bulkOrders!.orders.length;
    expect(year).toBeGreaterThan(short);
  });

  it('finds one order by its exact number, and gives the server message for none', async () => {
    const wanted = order((o) => o.state === 'Entregado');
    const found = (await orders({ c: code(), n: wanted.orderNumber })).data!.viewer.bulkOrders!;
    expect(found.orders.map((o) => o.orderNumber)).toEqual([wanted.orderNumber]);
    expect(found.orders[0]!.address).not.toBe('');
    const none = (await orders({ c: code(), n: '1' })).data!.viewer.bulkOrders!;
    expect(none.orders).toEqual([]);
    expect(none.emptyMessage).toContain('No se encontró el pedido');
  });

  it("refuses another person's client code", async () => {
    const answer = await orders({ c: stranger().client_cod });
    expect(answer.data!.viewer.bulkOrders).toBeNull();
    expect(codeOf(answer)).toBe('FORBIDDEN');
  });
});

describe('the order detail and the truck', () => {
  it('shows the delivered values of a delivered order', async () => {
    const delivered = order((o) => o.state === 'Entregado');
    const got = (await detail(delivered.orderNumber)).data!.viewer.bulkOrder!;
    expect(got.state).toBe('ENTREGADO');
    expect(got.deliveredLiters).toBe(delivered.delivered);
    expect(got.deliveredDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(got.location).not.toBeNull();
  });

  it("names the order's region, as /regions does, rather than giving its code", async () => {
    const wanted = order((o) => o.state === 'Entregado');
    const region = world().accounts.find((a) => a.id === wanted.account)!.region_cod;
    const answer = (await detail(wanted.orderNumber)).data!.viewer.bulkOrder!;
    expect(region).toBe('RM');
    expect(answer.region).toBe('Región Metropolitana de Santiago');
  });

  it("refuses another person's order number", async () => {
    const answer = await detail(strangerOrder().orderNumber);
    expect(answer.data!.viewer.bulkOrder).toBeNull();
    expect(codeOf(answer)).toBe('FORBIDDEN');
    const truck = await position(strangerOrder().orderNumber);
    expect(truck.data!.viewer.truckPosition).toBeNull();
    expect(codeOf(truck)).toBe('FORBIDDEN');
  });

  it('locates the truck of the order En Ruta, between its start and the address', async () => {
    const onRoute = order((o) => o.state === 'En Ruta');
    const answer = (await position(onRoute.orderNumber)).data!.viewer;
    expect(answer.truckRefreshMinutes).toBe(1);
    const at = answer.truckPosition!;
    const [lo, hi] = [Math.min(onRoute.route!.from.lat, onRoute.address.lat), Math.max(onRoute.route!.from.lat, onRoute.address.lat)];
    expect(at.latitude).toBeGreaterThanOrEqual(lo);
    expect(at.latitude).toBeLessThanOrEqual(hi);
  });

  it('has no position for a truck not on its way', async () => {
    const scheduled = order((o) => o.state === 'Programado');
    expect((await position(scheduled.orderNumber)).data!.viewer.truckPosition).toBeNull();
  });
});

describe('cancelling and claiming', () => {
  it('sends a cancellation with the trimmed observation, and refuses a second one', async () => {
    const open = order((o) => o.cancellable && o.cancelReason === null);
    const first = (await cancel(open.orderNumber, '  ya no lo necesito  ')).data!.cancelBulkOrder;
    expect(first.outcome).toBe('SENT');
    expect(world().bulkOrders.find((o) => o.orderNumber === open.orderNumber)!.cancelReason).toBe('ya no lo necesito');
    expect((await detail(open.orderNumber)).data!.viewer.bulkOrder!.canCancel).toBe(false);
    const second = (await cancel(open.orderNumber)).data!.cancelBulkOrder;
    expect(second).toEqual({ outcome: 'ALREADY_REQUESTED', message: 'Ya solicitaste anular este pedido' });
  });

  it('records a claim, and the order then says it has one', async () => {
    const late = order((o) => o.state === 'En Ruta');
    const sent = (await claim(late.orderNumber, '  ')).data!.claimBulkOrder;
    expect(sent.outcome).toBe('SENT');
    expect(world().bulkOrders.find((o) => o.orderNumber === late.orderNumber)!.claims).toEqual(['']);
    expect((await detail(late.orderNumber)).data!.viewer.bulkOrder!.hasClaim).toBe(true);
  });

  it("refuses to cancel or claim another person's order", async () => {
    const theirs = strangerOrder().orderNumber;
    expect(codeOf(await cancel(theirs))).toBe('FORBIDDEN');
    expect(codeOf(await claim(theirs))).toBe('FORBIDDEN');
    expect(world().bulkOrders.find((o) => o.orderNumber === theirs)!.cancelReason).toBeNull();
  });

  it('answers an error, not a verdict, when the backend fails the cancellation', async () => {
    gateway.sandbox.faults.add({ path: '/housing/order_cancel', status: 503 });
    const log = catchBackendFailures();
    const answer = await cancel(order((o) => o.cancellable && o.cancelReason === null).orderNumber);
    expect(codeOf(answer)).toBe('BACKEND_UNAVAILABLE');
    expect(log.failures).toEqual(['UNAVAILABLE /housing/order_cancel']);
  });
});

interface Doc {
  docNumber: string;
  docYear: string;
  classDescription: string;
  lateDays: number;
  paymentDate: string | null;
  hasDetail: boolean;
  document: { pdfNumber: string; classDescription: string } | null;
  guide: { pdfNumber: string; classDescription: string } | null;
}
const DOC =
  'docNumber docYear classDescription issueDate dueDate value lateDays paymentDate hasDetail document { pdfNumber classDescription } guide { pdfNumber classDescription }';

describe('payments, debt and the current account', () => {
  it("says whether a document's file exists (/document/has), and not for another person's document", async () => {
    const exists = (pdfNumber: string, classDescription: string) =>
      gateway.gql<{ viewer: { bulkDocumentExists: boolean } | null }>(
        'query($p: String!, $c: String!) { viewer { bulkDocumentExists(pdfNumber: $p, classDescription: $c) } }',
        { p: pdfNumber, c: classDescription },
        cliente,
      );
    const mine = world().bulkDocuments.find((d) => person().linked.housing.includes(d.account) && d.hasPdf)!;
    const theirs = world().bulkDocuments.find((d) => d.account === stranger().id && d.hasPdf)!;
    expect((await exists(`D${mine.doc_number}`, mine.class_description)).data!.viewer!.bulkDocumentExists).toBe(true);
    expect((await exists(`D${theirs.doc_number}`, theirs.class_description)).data!.viewer!.bulkDocumentExists).toBe(false);
    expect((await exists('D1', 'FACTURA')).data!.viewer!.bulkDocumentExists).toBe(false);
  });

  it('lists the paid documents and refuses another client', async () => {
    const q = `query($c: String!) { viewer { bulkPayments(clientCode: $c) { documents { ${DOC} } emptyMessage } } }`;
    const paid = (await gateway.gql<{ viewer: { bulkPayments: { documents: Doc[] } } }>(q, { c: code() }, cliente)).data!.viewer
      .bulkPayments;
    expect(paid.documents.length).toBeGreaterThan(5);
    expect(paid.documents.every((d) => d.paymentDate)).toBe(true);
    const theirs = await gateway.gql(q, { c: stranger().client_cod }, cliente);
    expect(codeOf(theirs)).toBe('FORBIDDEN');
  });

  it('gives the current account by period, detail only for FACTURA and NOTA DE CREDITO', async () => {
    const q = `query($c: String!, $m: Int) { viewer { bulkAccount(clientCode: $c, months: $m) { documents { ${DOC} } } } }`;
    type A = { viewer: { bulkAccount: { documents: Doc[] } } };
    const three = (await gateway.gql<A>(q, { c: code(), m: 3 }, cliente)).data!.viewer.bulkAccount.documents;
    const twelve = (await gateway.gql<A>(q, { c: code(), m: 12 }, cliente)).data!.viewer.bulkAccount.documents;
    expect(twelve.length).toBeGreaterThan(three.length);
    for (const d of twelve) expect(d.hasDetail).toBe(['FACTURA', 'NOTA DE CREDITO'].includes(d.classDescription));
    const theirs = await gateway.gql(q, { c: stranger().client_cod, m: 3 }, cliente);
    expect(codeOf(theirs)).toBe('FORBIDDEN');
  });

  it('offers a document detail with its downloads, and the download answers the pdf once', async () => {
    const q = `query($c: String!) { viewer { bulkAccount(clientCode: $c, months: 12) { documents { ${DOC} } } } }`;
    const docs = (await gateway.gql<{ viewer: { bulkAccount: { documents: Doc[] } } }>(q, { c: code() }, cliente)).data!.viewer.bulkAccount
      .documents;
    const withPdf = docs.find((d) => d.document)!;
    const dq = `query($c: String!, $n: String!, $y: String!) { viewer { bulkDocument(clientCode: $c, docNumber: $n, docYear: $y) { ${DOC} dispatchGuide product } } }`;
    const got = (await gateway.gql<{ viewer: { bulkDocument: Doc } }>(dq, { c: code(), n: withPdf.docNumber, y: withPdf.docYear }, cliente))
      .data!.viewer.bulkDocument;
    expect(got.document).toEqual(withPdf.document);

    const token = (await gateway.gql<{ downloadToken: string }>('mutation { downloadToken }', {}, cliente)).data!.downloadToken;
    const post = () =>
      fetch(`${gateway.graphqlUrl.replace(/\/graphql$/, '')}/descargas/document/get`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          pdf_number: got.document!.pdfNumber,
          class_description: got.document!.classDescription,
          token,
        }).toString(),
      });
    const file = await post();
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('application/pdf');
    expect(await file.text()).toContain(withPdf.docNumber);
    expect((await post()).status).not.toBe(200);
  });

  it('lists the debt, and paying re-reads it, then waits while the portal is open elsewhere', async () => {
    const q =
      'query($c: String!) { viewer { bulkDebt(clientCode: $c) { items { billNumber amount interest collectionCost } emptyMessage } } }';
    const items = (await gateway.gql<{ viewer: { bulkDebt: { items: Array<{ billNumber: string }> } } }>(q, { c: code() }, cliente)).data!
      .viewer.bulkDebt.items;
    expect(items.length).toBeGreaterThan(0);
    const pay = (bills: string[]) =>
      gateway.gql<{
        payBulkDebt: {
          outcome: string;
          message: string | null;
          waitSeconds: number | null;
          portal: { url: string; fields: Array<{ name: string; value: string }> } | null;
        };
      }>(
        'mutation($c: String!, $b: [String!]!) { payBulkDebt(clientCode: $c, billNumbers: $b) { outcome message waitSeconds portal { url fields { name value } } } }',
        { c: code(), b: bills },
        cliente,
      );
    const gone = (await pay(['000'])).data!.payBulkDebt;
    expect(gone).toMatchObject({ outcome: 'PAID', message: 'Una de las deudas seleccionadas ya ha sido pagada' });
    const bills = items.map((i) => i.billNumber);
    const open = (await pay(bills)).data!.payBulkDebt;
    expect(open.outcome).toBe('OPEN');
    expect(open.portal!.fields).toContainEqual({ name: 'documentos', value: bills.join('|') });
    const again = (await pay(bills)).data!.payBulkDebt;
    expect(again.outcome).toBe('WAIT');
    expect(again.waitSeconds).toBeGreaterThan(0);
  });

  it('lists the price changes', async () => {
    const q = 'query($c: String!) { viewer { bulkPriceChanges(clientCode: $c) { changes { date price } } } }';
    const changes = (
      await gateway.gql<{ viewer: { bulkPriceChanges: { changes: Array<{ date: string; price: number }> } } }>(q, { c: code() }, cliente)
    ).data!.viewer.bulkPriceChanges.changes;
    expect(changes).toHaveLength(12);
    expect(changes.every((c) => c.price > 0 && /^\d{4}-\d{2}-\d{2}$/.test(c.date))).toBe(true);
    expect(codeOf(await gateway.gql(q, { c: stranger().client_cod }, cliente))).toBe('FORBIDDEN');
  });
});

describe('telemetry', () => {
  type T = {
    viewer: { telemetry: { clients: Array<{ clientCode: string; active: boolean }>; alertsEnabled: boolean; alertLevel: number | null } };
  };
  const TELEMETRY = 'query { viewer { telemetry { clients { clientCode active } alertsEnabled alertLevel } } }';

  it("lists the person's clients, activates one, and its tanks follow", async () => {
    const before = (await gateway.gql<T>(TELEMETRY, {}, cliente)).data!.viewer.telemetry;
    expect(before.clients.map((c) => c.clientCode).sort()).toEqual([code(0), code(1)].sort());
    const inactive = before.clients.find((c) => !c.active)!;
    const tanksQ = 'query($c: String!) { viewer { tanks(clientCode: $c) { code percentage capacity litersLeft emptyBy } } }';
    const log = catchBackendFailures();
    expect(codeOf(await gateway.gql(tanksQ, { c: inactive.clientCode }, cliente))).toBe('BACKEND_UNAVAILABLE');
    // the backend's error answer for an inactive client's tanks, logged by the gateway
    expect(log.failures).toHaveLength(1);
    const done = await gateway.gql<{ activateTelemetry: { ok: boolean } }>(
      'mutation($c: String!) { activateTelemetry(clientCode: $c) { ok } }',
      { c: inactive.clientCode },
      cliente,
    );
    expect(done.data!.activateTelemetry.ok).toBe(true);
    const after = (await gateway.gql<T>(TELEMETRY, {}, cliente)).data!.viewer.telemetry;
    expect(after.clients.find((c) => c.clientCode === inactive.clientCode)!.active).toBe(true);
    expect(
      codeOf(
        await gateway.gql('mutation($c: String!) { activateTelemetry(clientCode: $c) { ok } }', { c: stranger().client_cod }, cliente),
      ),
    ).toBe('FORBIDDEN');
  });

  it('sets and clears the alert level', async () => {
    const set = (level: number | null) =>
      gateway.gql<{ setTelemetryAlert: { ok: boolean } }>(
        'mutation($l: Int) { setTelemetryAlert(level: $l) { ok } }',
        { l: level },
        cliente,
      );
    expect((await set(3)).data!.setTelemetryAlert.ok).toBe(true);
    expect((await gateway.gql<T>(TELEMETRY, {}, cliente)).data!.viewer.telemetry.alertLevel).toBe(3);
    await set(null);
    expect((await gateway.gql<T>(TELEMETRY, {}, cliente)).data!.viewer.telemetry.alertLevel).toBeNull();
    expect(codeOf(await set(6))).toBe('BAD_USER_INPUT');
  });

  it('offers the alert settings only to a user whose profile has notification_check 1; a failing profile hides only them', async () => {
    const telemetry = async () => (await gateway.gql<T>(TELEMETRY, {}, cliente)).data!.viewer.telemetry;
    expect((await telemetry()).alertsEnabled).toBe(true);
    person().notification_check = 0;
    // the profile changed behind the gateway's back: its kept read of it let go, as a few seconds later
    gateway.forgetKeptReads();
    try {
      expect((await telemetry()).alertsEnabled).toBe(false);
    } finally {
      person().notification_check = 1;
    }
    gateway.sandbox.faults.add({ path: '/person/profile/get', status: 503 });
    gateway.forgetKeptReads();
    try {
      const withoutProfile = await telemetry();
      expect(withoutProfile.alertsEnabled).toBe(false);
      expect(withoutProfile.clients.length).toBeGreaterThan(0);
    } finally {
      gateway.sandbox.faults.clear();
    }
  });

  it("gives a tank, its year of readings, and refuses another person's tank", async () => {
    const tank = world().tanks.find((t) => t.account === account(0).id)!;
    const one = await gateway.gql<{ viewer: { tank: { code: string; litersLeft: number; emptyBy: string } } }>(
      'query($c: String!, $t: String!) { viewer { tank(clientCode: $c, tankCode: $t) { code litersLeft emptyBy } } }',
      { c: code(0), t: tank.meter_code },
      cliente,
    );
    expect(one.data!.viewer.tank.code).toBe(tank.meter_code);
    expect(one.data!.viewer.tank.litersLeft).toBeGreaterThan(0);
    const readings = (q: { from: string; to: string }, c = code(0)) =>
      gateway.gql<{ viewer: { tankReadings: Array<{ date: string; percentage: number | null; daysToEmpty: number | null }> | null } }>(
        'query($c: String!, $t: String!, $f: String!, $to: String!) { viewer { tankReadings(clientCode: $c, tankCode: $t, from: $f, to: $to) { date percentage daysToEmpty } } }',
        { c, t: tank.meter_code, f: q.from, to: q.to },
        cliente,
      );
    // the last 12 months up to Chile's today, as the pickers allow
    const today = chileDay();
    const yearBack = monthsBefore(today, 12);
    const year = (await readings({ from: yearBack, to: today })).data!.viewer.tankReadings!;
    expect(year).toHaveLength((Date.parse(today) - Date.parse(yearBack)) / 86_400_000 + 1);
    expect(year.some((r) => r.daysToEmpty === null)).toBe(true);
    expect(year.every((r) => r.percentage! >= 0 && r.percentage! <= 100)).toBe(true);
    expect(codeOf(await readings({ from: today, to: yearBack }))).toBe('BAD_USER_INPUT');
    // a day after Chile's today is refused, as the pickers refuse it; the same period a year earlier (the chart's
    // comparison, older than the pickers' 12 months) is answered
    const tomorrow = chileTomorrow();
    expect((await readings({ from: today, to: tomorrow })).errors?.[0]?.message).toBe(NO_FUTURE_DATES);
    const twoYearsBack = monthsBefore(today, 24);
    const earlier = (await readings({ from: twoYearsBack, to: yearBack })).data!.viewer.tankReadings!;
    expect(earlier).toHaveLength((Date.parse(yearBack) - Date.parse(twoYearsBack)) / 86_400_000 + 1);
    expect(codeOf(await readings({ from: yearBack, to: today }, stranger().client_cod))).toBe('FORBIDDEN');
  });
});

/**
 * A backend written from the spec's words (issue 37): the fixture world's answers rewritten into other forms the spec
 * allows, through the gateway's own resolvers (in-process transport).
 */
describe('a backend that writes the forms the spec allows', () => {
  let running: RunningGateway;
  let fixtures: FixtureBackend;
  let token: string;
  const rewrites = new Map<string, (answer: Record<string, unknown>) => unknown>();

  beforeAll(async () => {
    fixtures = createFixtureBackend({ file: null });
    const inner = createInprocessTransport(fixtures);
    const transport: Transport = {
      ...inner,
      name: inner.name,
      binary: (path, params, options) => inner.binary(path, params, options),
      download: (path, fields, options) => inner.download(path, fields, options),
      async call(path, payload, options) {
        const answer = await inner.call(path, payload, options);
        const rewrite = rewrites.get(path);
        return (rewrite ? rewrite(answer as unknown as Record<string, unknown>) : answer) as typeof answer;
      },
    };
    running = await startGateway({ config: readConfig({}), transport, staticDir: null }, 0);
    const login = await ask<{ login: { session: { token: string } } }>(
      'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { session { token } } }',
      { e: 'cliente@demo.cl', p: DEMO_PASSWORD },
    );
    token = login.data!.login.session.token;
  });
  afterAll(() => running.close());
  afterEach(() => rewrites.clear());

  async function ask<T>(query: string, variables: Record<string, unknown>, bearer?: string): Promise<GraphQLAnswer<T>> {
    const response = await fetch(`${running.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-account-kind': 'PERSON', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLAnswer<T>;
  }
  const clientOf = () => {
    const owner = fixtures.world.persons.find((p) => p.email === 'cliente@demo.cl')!;
    return fixtures.world.accounts.find((a) => a.id === owner.linked.housing[0])!.client_cod;
  };
  const ordersAndPayments = () =>
    ask<{
      viewer: {
        bulkOrders: { orders: Array<Order & { createdAt: string | null; stateLabel: string | null; canClaim: boolean }> } | null;
        bulkPayments: { documents: Array<{ docNumber: string | null }> } | null;
      };
    }>(
      `query($c: String!) { viewer {
        bulkOrders(clientCode: $c, days: 365) { orders { ${ORDER_FIELDS} } }
        bulkPayments(clientCode: $c) { documents { docNumber } }
      } }`,
      { c: clientOf() },
      token,
    );

  it('reads orders with ISO dates, numbers as numbers, boolean flags, and one without its number', async () => {
    rewrites.set('/housing/order_search', (answer) => ({
      ...answer,
      data: (answer.data as Array<Record<string, unknown>>).map((o, i) => {
        const [dd, mm, yyyy, hh, min] = String(o.creationDateTime).split(/[.\s:-]+/);
        const spec: Record<string, unknown> = {
          ...o,
          creationDateTime: `${yyyy}-${mm}-${dd}T${hh}:${min}:00`,
          liters: Number(String(o.liters).replace(',', '.')),
          clientCode: Number(o.clientCode),
          cancel_order: o.cancel_order === 1,
          is_canceled: o.is_canceled === 1,
          claimDelay: o.claimDelay === 1,
          hasClaim: o.hasClaim === 1,
        };
        if (i === 0) delete spec.orderNumber;
        return spec;
      }),
    }));
    const answer = await ordersAndPayments();
    expect(answer.errors).toBeUndefined();
    const orders = answer.data!.viewer.bulkOrders!.orders;
    expect(orders.length).toBeGreaterThan(1);
    expect(orders[0]).toMatchObject({ orderNumber: null, canCancel: false, isCanceled: false, canClaim: false });
    expect(orders.slice(1).every((o) => /^\d+$/.test(o.orderNumber!))).toBe(true);
    expect(orders.every((o) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00$/.test(o.createdAt!) && typeof o.liters === 'number')).toBe(true);
    expect(JSON.stringify(orders)).not.toContain('undefined');
  });

  it('fails only the block whose list comes in another envelope: the other fields still answer', async () => {
    const log = catchBackendFailures();
    rewrites.set('/housing/order_search', (answer) => ({ ...answer, status: 'ok', data: { orders: answer.data } }));
    const answer = await ordersAndPayments();
    expect(answer.data!.viewer.bulkOrders).toBeNull();
    expect(answer.errors).toHaveLength(1);
    expect(log.failures).toEqual(['MALFORMED /housing/order_search']);
    expect(answer.errors![0]!.path).toEqual(['viewer', 'bulkOrders']);
    expect(answer.data!.viewer.bulkPayments!.documents.length).toBeGreaterThan(0);
  });
});

describe('a backend without the chosen debt path', () => {
  const without = sandboxGateway({ env: { BACKEND_PATH_HOUSING_DEBT: 'none' } });

  it('reads the debt from /housing/deb_details (spec 2 §7), the call the spec names for it', async () => {
    const token = await without.signIn('cliente@demo.cl');
    const owner = without.backend.world.persons.find((p) => p.email === 'cliente@demo.cl')!;
    const clientCode = without.backend.world.accounts.find((a) => a.id === owner.linked.housing[0])!.client_cod;
    const answer = await without.gql<{ viewer: { bulkDebt: { items: Array<{ billNumber: string | null }> } | null } }>(
      'query($c: String!) { viewer { bulkDebt(clientCode: $c) { items { billNumber } } } }',
      { c: clientCode },
      token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.viewer.bulkDebt!.items.length).toBeGreaterThan(0);
    expect(without.sandbox.calls.get()['/housing/deb_details']).toBeGreaterThan(0);
    expect(without.sandbox.calls.get()['/housing/debt']).toBeUndefined();
  });
});
