import { beforeEach, describe, expect, it } from 'vitest';
import { createFixtureBackend, type FixtureBackend } from '../../fixtures/backend';
import { DAY, HOUR } from '../../fixtures/core/dates';
import { createWorldClock } from '../../fixtures/core/world-clock';
import { chileDay, chileWall, fromChileWall } from '../../machines/rules/chile-time';

/**
 * The demo world's time (issue 43): seeded orders move along the world clock, every date it writes agrees with its
 * now in Santiago, an approval's down payment is offered only while valid and paid only when paid, and a bulk
 * document owed but not yet due is not late. The world clock is driven by hand: 08:30 in Santiago on the 28th of
 * this month, then later; the token clock stays put so the session never lapses.
 */
const start = (() => {
  const today = chileWall(Date.now());
  return fromChileWall(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 28, 8, 30));
})();

let worldNow = start;
let backend: FixtureBackend;
let token: string;

type Answer = { status: string; data?: unknown; message?: string };
const call = async (path: string, body: Record<string, unknown> = {}) => {
  const answer = await backend.dispatch({ method: 'POST', path, token, body });
  return (answer as { json: Answer }).json;
};

/** 'DD.MM.YYYY - hh:mm' or 'DD.MM.YYYY' (+ 'hh:mm') as the moment Chile's wall clock reads it */
function momentOf(day: string, time = '00:00'): number {
  const [d, m, y] = day.split(' - ')[0]!.split('.').map(Number);
  const [hh, mm] = (day.split(' - ')[1] ?? time).split(':').map(Number);
  return fromChileWall(Date.UTC(y!, m! - 1, d!, hh!, mm!));
}

const cliente = () => backend.world.persons.find((p) => p.email === 'cliente@demo.cl')!;
const housingCode = () => backend.world.accounts.find((a) => a.id === cliente().linked.housing[0])!.client_cod;

type Order = { orderNumber: string; state: string; creationDateTime: string; scheduledDate: string; scheduledTime: string };
const cylinderOrders = async () => (await call('/cylinder/order_search')).data as Order[];
const bulkOrders = async () => (await call('/housing/order_search', { client_cod: housingCode(), days: 365 })).data as Order[];

beforeEach(async () => {
  worldNow = start;
  backend = createFixtureBackend({ file: null, faults: [], now: () => start, clock: createWorldClock(() => worldNow) });
  const login = await backend.dispatch({
    method: 'POST',
    path: '/login/email',
    token: null,
    body: { email: 'cliente@demo.cl', password: 'Gas.Demo.2026' },
  });
  token = (login as { json: { data: { token: string } } }).json.data.token;
});

describe('seeded orders move along the world clock', () => {
  it('delivers the cylinder orders in Camino once their time has passed', async () => {
    const before = await cylinderOrders();
    expect(before.filter((o) => o.state === 'Camino').length).toBeGreaterThan(0);
    worldNow = start + 3 * DAY;
    const after = await cylinderOrders();
    expect(after.filter((o) => o.state === 'Camino')).toEqual([]);
    for (const o of before.filter((b) => b.state === 'Camino'))
      expect(after.find((a) => a.orderNumber === o.orderNumber)!.state).toBe('Entregado');
    // the dates are the orders' own, not moved on by the days that passed
    for (const o of before) expect(after.find((a) => a.orderNumber === o.orderNumber)!.creationDateTime).toBe(o.creationDateTime);
  });

  it('takes the bulk orders through their states to Entregado as the days pass', async () => {
    const before = await bulkOrders();
    expect(new Set(before.map((o) => o.state))).toEqual(new Set(['Realizado', 'Programado', 'En Camion', 'En Ruta', 'Entregado']));
    worldNow = start + 4 * HOUR;
    const later = await bulkOrders();
    expect(later.find((o) => o.orderNumber === before.find((b) => b.state === 'Realizado')!.orderNumber)!.state).toBe('Programado');
    expect(later.find((o) => o.orderNumber === before.find((b) => b.state === 'En Ruta')!.orderNumber)!.state).toBe('Entregado');
    worldNow = start + 4 * DAY;
    expect(new Set((await bulkOrders()).map((o) => o.state))).toEqual(new Set(['Entregado']));
  });
});

describe("the demo's dates agree with its now in Santiago", () => {
  it('never shows an order placed after now, nor scheduled before it was placed', async () => {
    for (const o of [...(await cylinderOrders()), ...(await bulkOrders())]) {
      const placed = momentOf(o.creationDateTime);
      expect(placed, o.orderNumber).toBeLessThanOrEqual(worldNow);
      expect(momentOf(o.scheduledDate, o.scheduledTime), o.orderNumber).toBeGreaterThan(placed);
    }
  });

  it('dates a new bulk order today, as the newest price, and schedules it after it was placed', async () => {
    worldNow = start + 11 * HOUR;
    const today = chileDay(worldNow).split('-').reverse().join('.');
    const placed = await call('/sandbox/bulk/order', { client_cod: housingCode(), liters: 300 });
    const number = (placed.data as { order_number: string }).order_number;
    const order = (await bulkOrders()).find((o) => o.orderNumber === number)!;
    expect(order.state).toBe('Realizado');
    expect(order.creationDateTime.slice(0, 10)).toBe(today);
    expect(momentOf(order.scheduledDate, order.scheduledTime)).toBeGreaterThan(worldNow);
    const prices = (await call('/housing/get_price_changes', { client_cod: housingCode() })).data as Array<{ date: string }>;
    expect(prices[0]!.date).toBe(today);
  });
});

describe('the bulk documents', () => {
  it('count an owed document late only from its due date, and give it one number on every screen', async () => {
    const documents = (await call('/housing/current_account', { client_cod: housingCode(), period: 12 })).data as Array<{
      doc_number: string;
      folio_number: string;
      expiration_date: string;
      payment_date: string | null;
      late_payment: number;
    }>;
    const owed = documents.filter((d) => d.payment_date === null);
    expect(owed.length).toBeGreaterThan(0);
    for (const d of owed) {
      const overdue = Math.floor((worldNow - momentOf(d.expiration_date)) / DAY);
      expect(d.late_payment, d.doc_number).toBe(Math.max(0, overdue));
    }
    for (const d of documents) expect(d.folio_number).toBe(d.doc_number);
    const debt = (await call('/housing/deb_details', { client_cod: housingCode() })).data as {
      documents: Array<{ bill_number: string; doc_number: string }>;
    };
    for (const item of debt.documents) expect(item.bill_number).toBe(item.doc_number);
  });
});

describe("an approved agreement's down payment", () => {
  const agreements = () => backend.world.requests.filter((r) => r.owner.kind === 'person' && r.owner.id === cliente().id && r.agreement);
  const awaiting = () => agreements().filter((r) => r.agreement!.status !== 'Pagado' && r.clossing_justification === 'Z0000001');

  it('is offered only while the approval is valid: every seeded one is valid today, and none after its date', async () => {
    expect(awaiting().length).toBeGreaterThan(0);
    for (const r of awaiting()) expect(r.agreement_validity! >= chileDay(worldNow), String(r.id)).toBe(true);
    const first = awaiting()[0]!;
    worldNow = momentOf(first.agreement_validity!.split('-').reverse().join('.')) + 2 * DAY;
    expect((await call('/request/create/down_payment', { request_id: first.id })).status).toBe('error');
  });

  it('reads Pagado only once the payment portal has paid it, not when the portal is opened', async () => {
    const request = awaiting()[0]!;
    const status = async () =>
      ((await call('/request/get', { request_id: request.id })).data as { agreement: { status: string } }).agreement.status;
    const was = await status();
    expect((await call('/request/create/down_payment', { request_id: request.id })).status).toBe('ok');
    expect(await status()).toBe(was);
    await call('/sandbox/meter/pay', { contract_cod: request.agreement!.meter_contract_id });
    expect(await status()).toBe('Pagado');
  });
});
