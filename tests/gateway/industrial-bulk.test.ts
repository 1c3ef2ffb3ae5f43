import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkOrderRecord } from '../../fixtures/areas/bulk/model';
import { createFixtureBackend } from '../../fixtures/backend';
import type { AccountRecord, CompanyServiceRecord } from '../../fixtures/core/model';
import { BackendError } from '../../gateway/backend/errors';
import { createInprocessTransport } from '../../gateway/backend/inprocess';
import type { Path } from '../../gateway/backend/contract';
import type { Transport } from '../../gateway/backend/transport';
import { NOT_PROVIDED_MESSAGE } from '../../gateway/backend/chosen-paths';
import { NO_PRIVILEGE_MESSAGE } from '../../gateway/company-privileges';
import { readConfig } from '../../gateway/config';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { chileDay } from '../../machines/rules/chile-time';
import { PRIVILEGE } from '../../machines/rules/privileges';
import { catchBackendFailures } from '../support/console';
import { DEMO_PASSWORD, sandboxGateway, type GraphQLAnswer } from '../support/gateway';

/**
 * Granel Industrial for a Funcionario (spec 3 §2, issue 40): the person's bulk screens answer a company session
 * through the company user's family of calls, never /housing/…, each call refused by the gateway without its
 * privilege (spec 3 §6) before it reaches the backend, and again by the backend.
 */
const gateway = sandboxGateway();
let funcionario: string;
let limitado: string;
let cliente: string;

beforeAll(async () => {
  funcionario = await gateway.signIn('funcionario@empresa.demo.cl', { company: true });
  limitado = await gateway.signIn('limitado@empresa.demo.cl', { company: true });
  cliente = await gateway.signIn('cliente@demo.cl');
});

const world = () => gateway.backend.world;
const user = (email: string) => world().companyUsers.find((u) => u.email === email)!;
/** the industrial clients a company user holds something on, in the seed's order */
const industrialServices = (email: string): CompanyServiceRecord[] =>
  world().companyServices.filter((s) => s.business_line_id === 6 && (user(email).privileges[String(s.id)] ?? []).length > 0);
const accountOf = (service: CompanyServiceRecord): AccountRecord =>
  world().accounts.find((a) => a.line === 'industrial' && a.client_cod === service.client_cod)!;
/** the client funcionario@ holds every privilege on, with orders in every state, and limitado@ 1002 and 1007 */
const firstClient = () => industrialServices('funcionario@empresa.demo.cl')[0]!;
/** Comercial Los Andes' second industrial client: funcionario@ holds everything on it, limitado@ nothing */
const secondClient = () => industrialServices('funcionario@empresa.demo.cl')[1]!;
const ordersOf = (service: CompanyServiceRecord, test: (o: BulkOrderRecord) => boolean = () => true) =>
  world().bulkOrders.filter((o) => o.account === accountOf(service).id && test(o));
const orderOf = (service: CompanyServiceRecord, test: (o: BulkOrderRecord) => boolean) => {
  const found = ordersOf(service, test)[0];
  if (!found) throw new Error('no such seeded order');
  return found;
};

/** the REST paths the sandbox was called at since the test started */
const called = () => Object.keys(gateway.sandbox.calls.get());
const housingCalls = () => called().filter((path) => path.startsWith('/housing/'));
const errorsOf = (answer: GraphQLAnswer<unknown>) => answer.errors?.map((e) => [e.path?.join('.'), e.extensions?.code, e.message]);

const SCREENS = `query ($c: String!) { viewer {
  bulkOrders(clientCode: $c, days: 365) { orders { orderNumber state clientCode canCancel isCanceled hasClaim } emptyMessage }
  bulkPayments(clientCode: $c) { documents { docNumber paymentDate document { pdfNumber classDescription } } emptyMessage }
  bulkDebt(clientCode: $c) { items { billNumber docNumber dueDate amount } emptyMessage }
  bulkAccount(clientCode: $c, months: 12) { documents { docNumber docYear clientCode } emptyMessage }
  bulkPriceChanges(clientCode: $c) { changes { date price } }
  telemetry { clients { clientCode active } alertsEnabled alertLevel }
  tanks(clientCode: $c) { code capacity percentage }
  truckRefreshMinutes
  tankSummary(clientCode: $c) {
    locations { id address regionName totalCapacity tanks { tankId } centrals { id totalCapacity tanks { tankId serialNumber capacity } } }
    unassigned { id totalCapacity tanks { tankId serialNumber capacity } }
  }
} }`;
interface Screens {
  viewer: {
    bulkOrders: { orders: Array<{ orderNumber: string; state: string; clientCode: string; isCanceled: boolean; hasClaim: boolean }> };
    bulkPayments: { documents: Array<{ docNumber: string; document: { pdfNumber: string; classDescription: string } | null }> };
    bulkDebt: { items: Array<{ billNumber: string; amount: number }> };
    bulkAccount: { documents: Array<{ docNumber: string; docYear: string; clientCode: string }> };
    bulkPriceChanges: { changes: Array<{ date: string; price: number }> };
    telemetry: { clients: Array<{ clientCode: string; active: boolean }>; alertsEnabled: boolean; alertLevel: number | null };
    tanks: Array<{ code: string; capacity: number }>;
    truckRefreshMinutes: number;
    tankSummary: {
      locations: Array<{
        id: string;
        totalCapacity: number;
        tanks: unknown[];
        centrals: Array<{ id: string; totalCapacity: number; tanks: Array<{ tankId: string; serialNumber: string; capacity: number }> }>;
      }>;
      unassigned: Array<{ id: string; totalCapacity: number; tanks: Array<{ tankId: string; capacity: number }> }>;
    };
  };
}

const DETAIL = `query ($c: String!, $n: String!, $d: String!, $y: String!, $t: String!, $pdf: String!, $cls: String!, $from: String!, $to: String!) {
  viewer {
    bulkOrder(orderNumber: $n) { orderNumber state clientCode patent }
    truckPosition(orderNumber: $n) { latitude longitude }
    bulkDocument(clientCode: $c, docNumber: $d, docYear: $y) { docNumber clientCode document { pdfNumber } }
    bulkDocumentExists(pdfNumber: $pdf, classDescription: $cls)
    tank(clientCode: $c, tankCode: $t) { code capacity }
    tankReadings(clientCode: $c, tankCode: $t, from: $from, to: $to) { date percentage }
  }
}`;

describe("a Funcionario's Granel Industrial, through the company family of calls", () => {
  it('reads every screen of a client it holds every privilege on, grouped as the spec says, and never calls /housing/…', async () => {
    const service = firstClient();
    const account = accountOf(service);
    const answer = await gateway.gql<Screens>(SCREENS, { c: service.client_cod }, funcionario);
    expect(answer.errors).toBeUndefined();
    const viewer = answer.data!.viewer;

    const orders = viewer.bulkOrders.orders;
    expect(orders.map((o) => o.orderNumber).sort()).toEqual(
      ordersOf(service)
        .map((o) => o.orderNumber)
        .sort(),
    );
    expect(orders.every((o) => o.clientCode === service.client_cod)).toBe(true);
    expect(new Set(orders.map((o) => o.state))).toEqual(new Set(['REALIZADO', 'PROGRAMADO', 'EN_CAMION', 'EN_RUTA', 'ENTREGADO']));
    expect(orders.some((o) => o.isCanceled)).toBe(true);
    expect(orders.some((o) => o.hasClaim)).toBe(true);

    const documents = world().bulkDocuments.filter((d) => d.account === account.id);
    const owed = documents.filter((d) => d.paidDaysAgo === null);
    expect(viewer.bulkPayments.documents).toHaveLength(documents.length - owed.length);
    expect(viewer.bulkDebt.items.map((i) => i.billNumber).sort()).toEqual(owed.map((d) => d.folio_number).sort());
    expect(viewer.bulkAccount.documents.length).toBeGreaterThan(0);
    expect(viewer.bulkAccount.documents.every((d) => d.clientCode === service.client_cod)).toBe(true);
    expect(viewer.bulkPriceChanges.changes).toHaveLength(12);

    // telemetry lists the clients it holds 1005 on: its three industrial clients, active on every other one
    expect(viewer.telemetry.clients.map((c) => c.clientCode).sort()).toEqual(
      industrialServices('funcionario@empresa.demo.cl')
        .map((s) => s.client_cod)
        .sort(),
    );
    expect(viewer.telemetry.clients.find((c) => c.clientCode === service.client_cod)?.active).toBe(true);
    expect(viewer.telemetry.clients.some((c) => !c.active)).toBe(true);
    expect(viewer.telemetry.alertsEnabled).toBe(true);
    expect(viewer.tanks.map((t) => t.code).sort()).toEqual(
      world()
        .tanks.filter((t) => t.account === account.id)
        .map((t) => t.meter_code)
        .sort(),
    );
    expect(viewer.truckRefreshMinutes).toBeGreaterThan(0);

    // Resumen de Tanques: a technical location with two centrals, two centrals without one; capacities add up
    const { locations, unassigned } = viewer.tankSummary;
    expect(locations).toHaveLength(1);
    const [location] = locations;
    expect(location!.centrals).toHaveLength(2);
    const liters = (tanks: Array<{ capacity: number }>) => tanks.reduce((sum, t) => sum + t.capacity, 0);
    for (const central of location!.centrals) {
      expect(central.tanks.length).toBeGreaterThan(0);
      expect(central.tanks.every((t) => t.serialNumber)).toBe(true);
      expect(central.totalCapacity).toBe(liters(central.tanks));
    }
    expect(location!.totalCapacity).toBe(location!.centrals.reduce((sum, c) => sum + c.totalCapacity, 0));
    expect(unassigned).toHaveLength(2);
    for (const central of unassigned) expect(central.totalCapacity).toBe(liters(central.tanks));
    // the telemetry tanks are among the summary's
    const summaryTanks = [...location!.centrals, ...unassigned].flatMap((c) => c.tanks.map((t) => t.tankId));
    expect(summaryTanks).toEqual(expect.arrayContaining(viewer.tanks.map((t) => t.code)));

    expect(housingCalls()).toEqual([]);
    expect(called()).toEqual(
      expect.arrayContaining([
        '/company_user/industrial/order_search',
        '/company_user/industrial/payment/record',
        '/company_user/industrial/debt',
        '/company_user/industrial/current_account',
        '/company_user/industrial/get_price_changes',
        '/company_user/industrial/telemetry/list',
        '/company_user/industrial/telemetry/tanques_list',
        '/company_user/industrial/freq_update_truck',
        '/company_user/bussines_line/industrial/resume',
        '/company_user/profile/get',
      ]),
    );
    // one read of the privileges for every guarded block of the query
    expect(gateway.sandbox.calls.get()['/privileges/self_get']).toBe(1);
  });

  it('reads an order with its truck, a document, whether its pdf exists, a tank and its readings', async () => {
    const service = firstClient();
    const account = accountOf(service);
    const onTheWay = orderOf(service, (o) => o.state === 'En Ruta');
    const document = world().bulkDocuments.find((d) => d.account === account.id && d.hasPdf && d.issuedDaysAgo < 300)!;
    const current = await gateway.gql<Screens>(
      'query ($c: String!) { viewer { bulkAccount(clientCode: $c, months: 12) { documents { docNumber docYear } } } }',
      { c: service.client_cod },
      funcionario,
    );
    const docYear = current.data!.viewer.bulkAccount.documents.find((d) => d.docNumber === document.doc_number)!.docYear;
    const tank = world().tanks.find((t) => t.account === account.id)!;
    const today = chileDay();
    const monthAgo = new Date(Date.parse(today) - 30 * 86_400_000).toISOString().slice(0, 10);
    gateway.sandbox.calls.reset();

    const answer = await gateway.gql<{
      viewer: {
        bulkOrder: { orderNumber: string; state: string; clientCode: string; patent: string };
        truckPosition: { latitude: number; longitude: number } | null;
        bulkDocument: { docNumber: string; clientCode: string; document: { pdfNumber: string } | null };
        bulkDocumentExists: boolean;
        tank: { code: string; capacity: number };
        tankReadings: Array<{ date: string; percentage: number | null }>;
      };
    }>(
      DETAIL,
      {
        c: service.client_cod,
        n: onTheWay.orderNumber,
        d: document.doc_number,
        y: docYear,
        t: tank.meter_code,
        pdf: `D${document.doc_number}`,
        cls: document.class_description,
        from: monthAgo,
        to: today,
      },
      funcionario,
    );
    expect(answer.errors).toBeUndefined();
    const viewer = answer.data!.viewer;
    expect(viewer.bulkOrder).toMatchObject({ orderNumber: onTheWay.orderNumber, state: 'EN_RUTA', clientCode: service.client_cod });
    expect(viewer.truckPosition).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
    expect(viewer.bulkDocument).toMatchObject({ docNumber: document.doc_number, clientCode: service.client_cod });
    expect(viewer.bulkDocument.document?.pdfNumber).toBe(`D${document.doc_number}`);
    expect(viewer.bulkDocumentExists).toBe(true);
    expect(viewer.tank).toEqual({ code: tank.meter_code, capacity: tank.capacity });
    expect(viewer.tankReadings.length).toBeGreaterThan(25);

    expect(housingCalls()).toEqual([]);
    expect(called()).toEqual(
      expect.arrayContaining([
        '/company_user/industrial/order_detail',
        '/company_user/industrial/order_coordinates',
        '/company_user/industrial/document_details',
        '/document/has',
        '/company_user/industrial/telemetry/tanque_details',
        '/company_user/industrial/telemetry/record',
      ]),
    );
    // the order and the truck read one order detail between them
    expect(gateway.sandbox.calls.get()['/company_user/industrial/order_detail']).toBe(1);
  });

  it('cancels a scheduled order and claims the delay of one on its way', async () => {
    const service = firstClient();
    const scheduled = orderOf(service, (o) => o.state === 'Programado' && o.cancellable && o.cancelReason === null);
    const onTheWay = orderOf(service, (o) => o.state === 'En Ruta');
    const claimsBefore = onTheWay.claims.length;
    const cancel = await gateway.gql<{ cancelBulkOrder: { outcome: string; message: string | null } }>(
      'mutation ($n: String!) { cancelBulkOrder(orderNumber: $n, comment: "Ya no lo necesitamos") { outcome message } }',
      { n: scheduled.orderNumber },
      funcionario,
    );
    expect(cancel.data?.cancelBulkOrder.outcome).toBe('SENT');
    expect(scheduled.cancelReason).toBe('Ya no lo necesitamos');
    const claim = await gateway.gql<{ claimBulkOrder: { outcome: string } }>(
      'mutation ($n: String!) { claimBulkOrder(orderNumber: $n, comment: "Lleva dos horas de atraso") { outcome } }',
      { n: onTheWay.orderNumber },
      funcionario,
    );
    expect(claim.data?.claimBulkOrder.outcome).toBe('SENT');
    expect(onTheWay.claims).toHaveLength(claimsBefore + 1);
    // a second cancellation is the backend's 'duplicated'
    const again = await gateway.gql<{ cancelBulkOrder: { outcome: string } }>(
      'mutation ($n: String!) { cancelBulkOrder(orderNumber: $n) { outcome } }',
      { n: scheduled.orderNumber },
      funcionario,
    );
    expect(again.data?.cancelBulkOrder.outcome).toBe('ALREADY_REQUESTED');
    expect(housingCalls()).toEqual([]);
    expect(called()).toEqual(
      expect.arrayContaining([
        '/company_user/industrial/order_cancel',
        '/company_user/industrial/claim',
        '/company_user/industrial/order_detail',
      ]),
    );
  });

  it('downloads a document of its client with a download token of its own', async () => {
    const account = accountOf(firstClient());
    const document = world().bulkDocuments.find((d) => d.account === account.id && d.hasPdf)!;
    const transport = gateway.transport(2000);
    const token = (await transport.call('/download/token', {}, { token: funcionario })).data!.token;
    const file = await transport.download(
      '/document/get',
      { pdf_number: `D${document.doc_number}`, class_description: document.class_description },
      { token },
    );
    expect(file.contentType).toBe('application/pdf');
    expect(new TextDecoder().decode(file.bytes)).toContain(document.doc_number);
  });
});

describe('privileges on Granel Industrial', () => {
  it('refuses limitado@ a call whose privilege it lacks with FORBIDDEN, nothing of its answer kept', async () => {
    const code = firstClient().client_cod;
    const held = user('limitado@empresa.demo.cl').privileges[String(firstClient().id)]!;
    expect(held).toEqual([PRIVILEGE.tanksAndOrders, PRIVILEGE.payments]);
    const answer = await gateway.gql<{ viewer: Record<string, unknown> }>(
      `query ($c: String!) { viewer {
        bulkAccount(clientCode: $c) { emptyMessage }
        bulkPriceChanges(clientCode: $c) { emptyMessage }
        tanks(clientCode: $c) { code }
        bulkPayments(clientCode: $c) { emptyMessage }
        tankSummary(clientCode: $c) { unassigned { id } }
      } }`,
      { c: code },
      limitado,
    );
    expect(errorsOf(answer)?.sort()).toEqual([
      ['viewer.bulkAccount', 'FORBIDDEN', NO_PRIVILEGE_MESSAGE],
      ['viewer.bulkPriceChanges', 'FORBIDDEN', NO_PRIVILEGE_MESSAGE],
      ['viewer.tanks', 'FORBIDDEN', NO_PRIVILEGE_MESSAGE],
    ]);
    // what it holds (1007, 1002) answers
    expect(answer.data?.viewer.bulkPayments).not.toBeNull();
    expect(answer.data?.viewer.tankSummary).not.toBeNull();
    for (const field of ['bulkAccount', 'bulkPriceChanges', 'tanks']) expect(answer.data?.viewer[field]).toBeNull();
    // the privileges are read once, beside the reads
    expect(gateway.sandbox.calls.get()['/privileges/self_get']).toBe(1);
  });

  it('lists limitado@ no telemetry client and refuses it the alert setting, without calling for the setting', async () => {
    const telemetry = await gateway.gql<{ viewer: { telemetry: { clients: unknown[] } } }>(
      '{ viewer { telemetry { clients { clientCode } } } }',
      {},
      limitado,
    );
    expect(telemetry.errors).toBeUndefined();
    expect(telemetry.data?.viewer.telemetry.clients).toEqual([]);
    const alert = await gateway.gql('mutation { setTelemetryAlert(level: 2) { ok } }', {}, limitado);
    expect(errorsOf(alert)).toEqual([['setTelemetryAlert', 'FORBIDDEN', NO_PRIVILEGE_MESSAGE]]);
    expect(called()).not.toContain('/company_user/industrial/telemetry/set_notifications');
  });

  it("keeps funcionario@'s telemetry alert on its own profile", async () => {
    const set = await gateway.gql<{ setTelemetryAlert: { ok: boolean } }>(
      'mutation { setTelemetryAlert(level: 3) { ok } }',
      {},
      funcionario,
    );
    expect(set.data?.setTelemetryAlert.ok).toBe(true);
    expect(user('funcionario@empresa.demo.cl').telemetry_notification_level).toBe(3);
    const read = await gateway.gql<Screens>('{ viewer { telemetry { alertsEnabled alertLevel } } }', {}, funcionario);
    expect(read.data?.viewer.telemetry).toEqual({ alertsEnabled: true, alertLevel: 3 });
    expect(called()).toContain('/company_user/industrial/telemetry/set_notifications');
  });

  it('refuses an order of a client limitado@ holds no 1002 on, and cancels or claims nothing of it', async () => {
    const foreign = orderOf(secondClient(), (o) => o.state === 'Programado');
    const detail = await gateway.gql<{ viewer: { bulkOrder: unknown } | null }>(
      'query ($n: String!) { viewer { bulkOrder(orderNumber: $n) { orderNumber } } }',
      { n: foreign.orderNumber },
      limitado,
    );
    expect(detail.data?.viewer?.bulkOrder).toBeNull();
    expect(detail.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const mutation of ['cancelBulkOrder', 'claimBulkOrder']) {
      const answer = await gateway.gql(
        `mutation ($n: String!) { ${mutation}(orderNumber: $n) { outcome } }`,
        { n: foreign.orderNumber },
        limitado,
      );
      expect(answer.errors?.[0]?.extensions?.code, mutation).toBe('FORBIDDEN');
    }
    expect(foreign.cancelReason).toBeNull();
    expect(foreign.claims).toEqual([]);
    expect(called()).not.toContain('/company_user/industrial/order_cancel');
    expect(called()).not.toContain('/company_user/industrial/claim');
  });

  it('has the sandbox refuse a person on the company family and a company user on the person family', async () => {
    const transport = gateway.transport(2000);
    const kindOf = async (path: Path, payload: object, token: string) => {
      try {
        await transport.call(path, payload as never, { token });
        return 'answered';
      } catch (error) {
        return error instanceof BackendError ? error.kind : String(error);
      }
    };
    const code = firstClient().client_cod;
    const housing = world().accounts.find((a) => a.line === 'housing')!.client_cod;
    const search = (client_cod: string) => ({ client_cod, days: 365, order_number: '' });
    expect(await kindOf('/company_user/industrial/order_search', search(code), cliente)).toBe('FORBIDDEN');
    expect(await kindOf('/company_user/industrial/freq_update_truck', {}, cliente)).toBe('FORBIDDEN');
    expect(await kindOf('/company_user/bussines_line/industrial/resume', { client_code: code }, cliente)).toBe('FORBIDDEN');
    expect(await kindOf('/housing/order_search', search(housing), funcionario)).toBe('FORBIDDEN');
    expect(await kindOf('/company_user/industrial/order_search', search(code), 'token-falso')).toBe('UNAUTHENTICATED');
    // and a company user's client it holds no privilege on, or a bad code
    expect(await kindOf('/company_user/industrial/current_account', { client_cod: code, period: 3 }, limitado)).toBe('FORBIDDEN');
    expect(await kindOf('/company_user/bussines_line/industrial/resume', { client_code: secondClient().client_cod }, limitado)).toBe(
      'FORBIDDEN',
    );
    expect(await kindOf('/company_user/bussines_line/industrial/resume', { client_code: '' }, funcionario)).toBe('UNAVAILABLE');
  });

  it("has the sandbox's demo portals place an order and pay a debt for a company user holding 1003 and 1008, and no one else", async () => {
    const transport = gateway.transport(2000);
    const service = firstClient();
    const owed = world().bulkDocuments.find((d) => d.account === accountOf(service).id && d.paidDaysAgo === null)!;
    const placed = await transport.call('/sandbox/bulk/order', { client_cod: service.client_cod, liters: 3000 }, { token: funcionario });
    expect(placed.status).toBe('ok');
    expect(ordersOf(service, (o) => o.orderNumber === placed.data?.order_number)).toHaveLength(1);
    const paid = await transport.call(
      '/sandbox/bulk/pay',
      { client_cod: service.client_cod, documents: [owed.folio_number] },
      { token: funcionario },
    );
    expect(paid.status).toBe('ok');
    expect(owed.paidDaysAgo).toBe(0);
    // limitado@ holds neither on that client
    await expect(
      transport.call('/sandbox/bulk/order', { client_cod: service.client_cod, liters: 3000 }, { token: limitado }),
    ).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    await expect(
      transport.call('/sandbox/bulk/pay', { client_cod: service.client_cod, documents: ['1'] }, { token: limitado }),
    ).rejects.toMatchObject({ kind: 'FORBIDDEN' });
  });

  it('refuses a person the tank summary, which is a company feature', async () => {
    const answer = await gateway.gql(
      'query ($c: String!) { viewer { tankSummary(clientCode: $c) { unassigned { id } } } }',
      {
        c: firstClient().client_cod,
      },
      cliente,
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(called()).not.toContain('/company_user/bussines_line/industrial/resume');
  });
});

/** A backend without two of the twins the project chose (gateway/backend/chosen-paths.ts): each block degrades alone. */
describe('a backend without some of the chosen company paths', () => {
  const lacking = sandboxGateway({ env: { BACKEND_PATH_INDUSTRIAL_PAYMENT_RECORD: 'none', BACKEND_PATH_INDUSTRIAL_CREDIT: 'none' } });
  let token: string;
  beforeAll(async () => {
    token = await lacking.signIn('funcionario@empresa.demo.cl', { company: true });
  });

  it('says Historial de Pagos is not available, reads Detalle de Deuda from deb_details, and shows the rest', async () => {
    const code = lacking.backend.world.companyServices.find((s) => s.business_line_id === 6)!.client_cod;
    const log = catchBackendFailures();
    const answer = await lacking.gql<{
      viewer: { bulkPayments: unknown; bulkDebt: { items: unknown[] }; bulkOrders: { orders: unknown[] } };
    }>(
      `query ($c: String!) { viewer {
        bulkPayments(clientCode: $c) { emptyMessage }
        bulkDebt(clientCode: $c) { items { billNumber } }
        bulkOrders(clientCode: $c) { orders { orderNumber } }
      } }`,
      { c: code },
      token,
    );
    expect(answer.data?.viewer.bulkPayments).toBeNull();
    expect(answer.errors?.map((e) => [e.path?.join('.'), e.message, e.extensions?.reason])).toEqual([
      ['viewer.bulkPayments', NOT_PROVIDED_MESSAGE, 'NOT_PROVIDED'],
    ]);
    expect(answer.data?.viewer.bulkDebt.items.length).toBeGreaterThan(0);
    expect(answer.data?.viewer.bulkOrders.orders.length).toBeGreaterThan(0);
    const calls = lacking.sandbox.calls.get();
    expect(calls['/company_user/industrial/deb_details']).toBe(1);
    expect(calls['/company_user/industrial/debt']).toBeUndefined();
    expect(calls['/company_user/industrial/payment/record']).toBeUndefined();
    expect(log.failures).toEqual(['NOT_PROVIDED /company_user/industrial/payment/record']);
  });
});

/**
 * A backend less careful than the sandbox, which lets any company user read any order: the gateway still refuses an
 * order whose client the user holds no 1002 on, from the order's own client code, before anything is done with it.
 */
describe('the gateway’s own check of an order’s client', () => {
  let running: RunningGateway;
  let limitadoToken: string;
  /** an order of Comercial Los Andes' second client, on which limitado@ holds nothing */
  let orderNumber: string;
  const sent: string[] = [];

  beforeAll(async () => {
    const fixtures = createFixtureBackend({ file: null });
    const inner = createInprocessTransport(fixtures);
    const signIn = async (email: string) => (await inner.call('/company_user/login', { email, password: DEMO_PASSWORD })).token!;
    const anyOrderReader = await signIn('funcionario@empresa.demo.cl');
    limitadoToken = await signIn('limitado@empresa.demo.cl');
    const transport: Transport = {
      ...inner,
      name: inner.name,
      binary: (path, params, options) => inner.binary(path, params, options),
      download: (path, fields, options) => inner.download(path, fields, options),
      call(path, payload, options) {
        sent.push(path);
        // reads the order with a token that reaches every client, whoever asks
        const lenient = path === '/company_user/industrial/order_detail' ? { ...options, token: anyOrderReader } : options;
        return inner.call(path, payload, lenient);
      },
    };
    running = await startGateway({ config: readConfig({}), transport, staticDir: null }, 0);
    orderNumber = fixtures.world.bulkOrders.find((o) => {
      const account = fixtures.world.accounts.find((a) => a.id === o.account)!;
      const limited = fixtures.world.companyUsers.find((u) => u.email === 'limitado@empresa.demo.cl')!;
      const service = fixtures.world.companyServices.find((s) => s.business_line_id === 6 && s.client_cod === account.client_cod);
      return account.line === 'industrial' && service && !(limited.privileges[String(service.id)] ?? []).length && o.cancellable;
    })!.orderNumber;
  });
  afterAll(() => running.close());

  const ask = async (query: string) => {
    const response = await fetch(`${running.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-account-kind': 'COMPANY', authorization: `Bearer ${limitadoToken}` },
      body: JSON.stringify({ query, variables: { n: orderNumber } }),
    });
    return (await response.json()) as GraphQLAnswer<Record<string, unknown>>;
  };

  it('refuses the order, its truck, its cancellation and its claim with the privilege message', async () => {
    sent.length = 0;
    for (const query of [
      'query ($n: String!) { viewer { bulkOrder(orderNumber: $n) { orderNumber } } }',
      'query ($n: String!) { viewer { truckPosition(orderNumber: $n) { latitude } } }',
      'mutation ($n: String!) { cancelBulkOrder(orderNumber: $n) { outcome } }',
      'mutation ($n: String!) { claimBulkOrder(orderNumber: $n) { outcome } }',
    ]) {
      const answer = await ask(query);
      expect(
        answer.errors?.map((e) => [e.extensions?.code, e.message]),
        query,
      ).toEqual([['FORBIDDEN', NO_PRIVILEGE_MESSAGE]]);
    }
    expect(sent).toContain('/company_user/industrial/order_detail');
    expect(sent.filter((path) => !['/company_user/industrial/order_detail', '/privileges/self_get'].includes(path))).toEqual([]);
  });
});
