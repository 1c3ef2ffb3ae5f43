import { beforeAll, describe, expect, it } from 'vitest';
import type { MeterBill, MeterDebt, PaymentAgreement } from '../../schema/generated/types';
import { isoMonth, worldReferenceDate } from '../../fixtures/core/dates';
import { catchBackendFailures } from '../support/console';
import { chileTomorrow, sandboxGateway } from '../support/gateway';
import { chileDay, monthsBefore, NO_FUTURE_DATES } from '../../machines/rules/chile-time';

const gateway = sandboxGateway();
let cliente: string;

beforeAll(async () => {
  cliente = await gateway.signIn('cliente@demo.cl');
});

const world = () => gateway.backend.world;
const person = (email: string) => world().persons.find((p) => p.email === email)!;
const account = (id: number) => world().accounts.find((a) => a.id === id)!;
/** cliente@demo.cl's first meter has every record, the second none */
const fullMeter = () => account(person('cliente@demo.cl').linked.meter[0]!);
const emptyMeter = () => account(person('cliente@demo.cl').linked.meter[1]!);
const vecinoMeter = () => account(person('vecino@demo.cl').linked.meter[0]!);

type Meter = { viewer: { meter: Record<string, unknown> | null } | null };
const meter = (code: string | null, fields: string, token = cliente) =>
  gateway.gql<Meter>(`query($c: String!) { viewer { meter(contractCode: $c) { ${fields} } } }`, { c: code }, token);

/** 'YYYY-MM' of the month `back` months before the world's: its history ends in the month it is built in */
const monthOf = (back: number) => {
  const reference = worldReferenceDate();
  return isoMonth(new Date(Date.UTC(reference.getUTCFullYear(), reference.getUTCMonth() - back, 1, 12)));
};
const inMonth = (back: number) => new RegExp(`^${monthOf(back)}-\\d{2}$`);

const BILL = 'ticketNumber docType issuedOn previousAmount currentAmount amount dueOn consumption pdfAvailable';

describe('the meter blocks over the sandbox', () => {
  it('answers bills in the month range, with NO DISPONIBLE as null amounts and comma decimals as numbers', async () => {
    const answer = await meter(fullMeter().contract_cod, `bills(from: "${monthOf(25)}", to: "${monthOf(0)}") { ${BILL} }`);
    const bills = answer.data!.viewer!.meter!.bills as MeterBill[];
    expect(bills.length).toBe(26);
    expect(bills[0]!.issuedOn).toMatch(inMonth(0));
    expect(bills.some((b) => b.amount === null && b.currentAmount === null)).toBe(true);
    expect(bills.some((b) => b.previousAmount === null && b.amount !== null)).toBe(true);
    expect(bills.every((b) => typeof b.consumption === 'number' && !Number.isNaN(b.consumption))).toBe(true);
    expect(bills.some((b) => !Number.isInteger(b.consumption))).toBe(true);
    const two = await meter(fullMeter().contract_cod, `bills(from: "${monthOf(1)}", to: "${monthOf(0)}") { ticketNumber }`);
    expect((two.data!.viewer!.meter!.bills as unknown[]).length).toBe(2);
  });

  it('answers empty lists for the meter with nothing, and refuses a missing or reversed range', async () => {
    const answer = await meter(
      emptyMeter().contract_cod,
      `bills(from: "${monthOf(24)}", to: "${monthOf(0)}") { ticketNumber } readings(from: "${monthOf(24)}", to: "${monthOf(0)}") { month } readingChart { month } payments(from: "${monthOf(24)}-01", to: "${chileDay()}") { billNumber } agreements { id } rates { description } simulationAmount debt { amount documents { billNumber } }`,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.viewer!.meter).toEqual({
      bills: [],
      readings: [],
      readingChart: [],
      payments: [],
      agreements: [],
      rates: [],
      simulationAmount: 0,
      debt: { amount: 0, documents: [] },
    });
    const missing = await meter(fullMeter().contract_cod, `bills(from: "", to: "${monthOf(0)}") { ticketNumber }`);
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Debes seleccionar Fecha de inicio y de Término',
      path: ['viewer', 'meter', 'bills'],
    });
    const reversed = await meter(fullMeter().contract_cod, `payments(from: "${monthOf(0)}-01", to: "${monthOf(10)}-01") { billNumber }`);
    expect(reversed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // what the pickers refuse: a month or a day after Chile's today
    const nextMonth = monthsBefore(chileDay(), -1).slice(0, 7);
    const future = await meter(fullMeter().contract_cod, `bills(from: "${monthOf(2)}", to: "${nextMonth}") { ticketNumber }`);
    expect(future.errors?.[0]?.message).toBe(NO_FUTURE_DATES);
    const tomorrow = chileTomorrow();
    const futureDay = await meter(fullMeter().contract_cod, `payments(from: "${monthOf(2)}-01", to: "${tomorrow}") { billNumber }`);
    expect(futureDay.errors?.[0]?.message).toBe(NO_FUTURE_DATES);
  });

  it('answers readings, the 13-month chart and payments', async () => {
    const answer = await meter(
      fullMeter().contract_cod,
      `readings(from: "${monthOf(11)}", to: "${monthOf(0)}") { date value consumption status month } readingChart { month consumption } payments(from: "${monthOf(22)}-01", to: "${chileDay()}") { billNumber paidOn amount collector }`,
    );
    const m = answer.data!.viewer!.meter!;
    const readings = m.readings as Array<{ month: string; consumption: number; date: string }>;
    expect(readings).toHaveLength(12);
    expect(readings[0]).toMatchObject({ month: monthOf(0), date: expect.stringMatching(inMonth(0)) });
    const chart = m.readingChart as Array<{ month: string; consumption: number }>;
    expect(chart).toHaveLength(13);
    expect(chart.map((p) => p.month)).toEqual([...chart.map((p) => p.month)].sort());
    expect(chart.at(-1)!.month).toBe(monthOf(0));
    const payments = m.payments as Array<{ amount: number; paidOn: string; collector: string }>;
    expect(payments.length).toBeGreaterThan(5);
    expect(payments.every((p) => Number.isInteger(p.amount) && /^\d{4}-\d{2}-\d{2}$/.test(p.paidOn) && p.collector)).toBe(true);
  });

  it('answers the debt with its documents and the payment portal form', async () => {
    const answer = await meter(
      fullMeter().contract_cod,
      'debt { amount previousAmount lastBill lastPayment documents { billNumber dueOn paymentDay amount } portal { url fields { name value } } }',
    );
    const debt = answer.data!.viewer!.meter!.debt as MeterDebt;
    expect(debt.documents).toHaveLength(2);
    expect(debt.amount).toBe(debt.documents.reduce((sum, d) => sum + d.amount!, 0));
    expect(debt.portal.fields.map((f) => f.name)).toEqual(['codCliente', 'email', 'movil', 'reposicion']);
    expect(debt.portal.fields[0]!.value).toBe(fullMeter().contract_cod);
    expect(debt.portal.fields[1]!.value).toBe('cliente@demo.cl');
  });

  it("fails the debt block alone with the server's message when the debt is unavailable", async () => {
    const id = String(fullMeter().id);
    world().meterDebtUnavailable[id] = 'Estamos actualizando tu deuda';
    const log = catchBackendFailures();
    try {
      const answer = await meter(fullMeter().contract_cod, 'debt { amount } rates { description }');
      expect(answer.data!.viewer!.meter).toMatchObject({ debt: null, rates: expect.any(Array) });
      expect(answer.errors?.[0]).toMatchObject({ message: 'Estamos actualizando tu deuda', path: ['viewer', 'meter', 'debt'] });
      expect(log.failures).toEqual(['ERROR_STATUS /meter/debt']);
    } finally {
      delete world().meterDebtUnavailable[id];
    }
  });

  it('keeps the other blocks when one REST call fails', async () => {
    gateway.sandbox.faults.add({ path: '/reading/graph', status: 503 });
    const log = catchBackendFailures();
    const answer = await meter(
      fullMeter().contract_cod,
      `readingChart { month } readings(from: "${monthOf(10)}", to: "${monthOf(0)}") { month }`,
    );
    expect(answer.data!.viewer!.meter!.readingChart).toBeNull();
    expect((answer.data!.viewer!.meter!.readings as unknown[]).length).toBe(11);
    expect(answer.errors?.[0]).toMatchObject({ path: ['viewer', 'meter', 'readingChart'], extensions: { code: 'BACKEND_UNAVAILABLE' } });
    expect(log.failures).toEqual(['UNAVAILABLE /reading/graph']);
  });

  it('labels agreements as spec 2 §4 says, and answers a detail with its instalments', async () => {
    const answer = await meter(
      fullMeter().contract_cod,
      'agreements { id status valid label currentDebt downPayment instalments createdAt }',
    );
    const agreements = answer.data!.viewer!.meter!.agreements as PaymentAgreement[];
    const labels = Object.fromEntries(agreements.filter((a) => a.valid).map((a) => [a.status, a.label]));
    expect(labels).toEqual({
      'CONVENIO CREADO SAP': 'Convenio Creado',
      PAGADO: 'Pago pie en verificación',
      'ERROR CREACIÓN CONVENIO': 'Pago pie en verificación',
      'CREADO SAP': 'Pago pie pendiente',
      ANULADO: 'Pago pie pendiente',
      'ERROR ANULACIÓN': 'Pago pie pendiente',
      'PENDIENTE CREACIÓN SAP': 'Pago pie pendiente',
      'PENDIENTE APROBACIÓN': 'En revisión',
      RECHAZADO: 'Rechazado',
      'EN TRÁMITE': '',
    });
    expect(agreements.find((a) => !a.valid)!.label).toBe('Solicitud Rechazada');
    const created = agreements.find((a) => a.valid && a.status === 'CONVENIO CREADO SAP')!;
    const detail = await gateway.gql<{ viewer: { meterAgreement: Record<string, unknown> } }>(
      'query($id: ID!) { viewer { meterAgreement(id: $id) { id clientCode voucher createdOn agreementNumber instalments { number amount interest total status } } } }',
      { id: created.id },
      cliente,
    );
    const d = detail.data!.viewer.meterAgreement as {
      clientCode: string;
      createdOn: string;
      instalments: Array<{ number: number; total: number }>;
    };
    expect(d.clientCode).toBe(fullMeter().contract_cod);
    expect(d.createdOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(d.instalments).toHaveLength(12);
    expect(d.instalments[0]).toMatchObject({ number: 1 });
    const pending = agreements.find((a) => a.status === 'PENDIENTE APROBACIÓN')!;
    const none = await gateway.gql<{ viewer: { meterAgreement: { instalments: unknown[] } } }>(
      'query($id: ID!) { viewer { meterAgreement(id: $id) { instalments { number } } } }',
      { id: pending.id },
      cliente,
    );
    expect(none.data!.viewer.meterAgreement.instalments).toEqual([]);
  });

  it('answers the rates of the last bill and the simulation amount the wizard agrees with', async () => {
    const answer = await meter(fullMeter().contract_cod, 'rates { description price unit } simulationAmount');
    const m = answer.data!.viewer!.meter!;
    expect((m.rates as Array<{ price: number }>).find((r) => r.price === 22.4)).toBeTruthy();
    expect(m.simulationAmount).toBe(world().agreementDebts[String(fullMeter().id)]);
  });

  it('fails the simulation block when /simulation/amount errs (the retry modal)', async () => {
    gateway.sandbox.faults.add({ path: '/simulation/amount', status: 500 });
    const log = catchBackendFailures();
    const answer = await meter(fullMeter().contract_cod, 'simulationAmount');
    expect(answer.data!.viewer!.meter!.simulationAmount).toBeNull();
    expect(answer.errors?.[0]?.path).toEqual(['viewer', 'meter', 'simulationAmount']);
    expect(log.failures).toEqual(['UNAVAILABLE /simulation/amount']);
  });
});

describe("someone else's meter", () => {
  const blocks = [
    'bills(from: "2026-01", to: "2026-11") { ticketNumber }',
    'readings(from: "2026-01", to: "2026-11") { month }',
    'readingChart { month }',
    'payments(from: "2026-01-01", to: "2026-10-31") { billNumber }',
    'debt { amount }',
    'agreements { id }',
    'rates { description }',
    'simulationAmount',
  ];

  it.each(blocks)('is refused in %s', async (block) => {
    const answer = await meter(vecinoMeter().contract_cod, block);
    expect(answer.data!.viewer!.meter).toEqual({ [block.split(/[ (]/)[0]!]: null });
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("refuses another user's agreement detail and an over-long contract code", async () => {
    const vecino = world().meterAgreements.find((a) => a.account !== fullMeter().id);
    const id = vecino?.id ?? world().meterAgreements[0]!.id;
    const token = await gateway.signIn('nuevo@demo.cl');
    const detail = await gateway.gql<{ viewer: { meterAgreement: unknown } }>(
      'query($id: ID!) { viewer { meterAgreement(id: $id) { id } } }',
      { id: String(id) },
      token,
    );
    expect(detail.data!.viewer.meterAgreement).toBeNull();
    expect(detail.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    gateway.sandbox.calls.reset();
    const long = await meter('1'.repeat(21), 'rates { description }');
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(gateway.sandbox.calls.get()['/bill/get']).toBeUndefined();
  });
});

describe('the bill subscription', () => {
  const CONTACT = 'id clientId contractCode address subscribed category documentType';
  const list = (token = cliente) =>
    gateway.gql<{
      viewer: { billSubscriptions: Array<{ id: string; contractCode: string; subscribed: boolean; category: string | null }> };
    }>(`{ viewer { billSubscriptions { ${CONTACT} } } }`, {}, token);
  const update = (input: unknown[], token = cliente) =>
    gateway.gql<{ updateBillSubscriptions: Record<string, unknown> }>(
      'mutation($i: [BillSubscriptionInput!]!) { updateBillSubscriptions(input: $i) { outcome message remainingContacts inReview { contractCode address requirementNumber dueOn } inProgress { contractCode requirementNumber } failed { contractCode } } }',
      { i: input },
      token,
    );

  it("lists the user's contacts, one per meter, the second without category", async () => {
    const contacts = (await list()).data!.viewer.billSubscriptions;
    expect(contacts.map((c) => [c.contractCode, c.subscribed, c.category])).toEqual([
      [fullMeter().contract_cod, true, 'OWNER'],
      [emptyMeter().contract_cod, false, null],
    ]);
  });

  it('unsubscribes with the other e-mails that keep the bill, then subscribes again', async () => {
    const [full] = (await list()).data!.viewer.billSubscriptions;
    const off = (await update([{ id: full!.id, subscribed: false, category: 'OWNER' }])).data!.updateBillSubscriptions;
    expect(off).toMatchObject({ outcome: 'OK', inReview: [], inProgress: [], failed: [] });
    expect((off.remainingContacts as string[]).length).toBe(1);
    expect((await list()).data!.viewer.billSubscriptions[0]!.subscribed).toBe(false);
    expect((await update([{ id: full!.id, subscribed: true, category: 'OWNER' }])).data!.updateBillSubscriptions.outcome).toBe('OK');
  });

  it('sends a full client number to review, then says the request is in progress, and lists a failed review', async () => {
    const [, empty] = (await list()).data!.viewer.billSubscriptions;
    const first = (await update([{ id: empty!.id, subscribed: true, category: 'TENANT' }])).data!.updateBillSubscriptions;
    expect(first).toMatchObject({ outcome: 'SOME_OK', inReview: [{ contractCode: emptyMeter().contract_cod }] });
    expect((first.inReview as Array<{ requirementNumber: string; dueOn: string }>)[0]!.dueOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const again = (await update([{ id: empty!.id, subscribed: true, category: 'TENANT' }])).data!.updateBillSubscriptions;
    expect(again).toMatchObject({ outcome: 'SOME_OK', inReview: [], inProgress: [{ contractCode: emptyMeter().contract_cod }] });
    world().subscriptionReviews.length = 0;
    world().subscriptionReviewFails.push(emptyMeter().id);
    const failed = (await update([{ id: empty!.id, subscribed: true, category: 'TENANT' }])).data!.updateBillSubscriptions;
    expect(failed).toMatchObject({ outcome: 'SOME_OK', failed: [{ contractCode: emptyMeter().contract_cod }] });
  });

  it("refuses another user's contact, and fails as an error when the backend is down", async () => {
    const vecinoContact = world().subscriptionContacts.find((c) => c.account === vecinoMeter().id)!;
    const refused = await update([{ id: String(vecinoContact.id), subscribed: false, category: 'OWNER' }]);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // refused by the gateway from the user's own list, before anything is sent
    expect(gateway.sandbox.calls.get()['/tickets/register']).toBeUndefined();
    gateway.sandbox.faults.add({ path: '/tickets/register', status: 503 });
    const log = catchBackendFailures();
    const down = await update([{ id: (await list()).data!.viewer.billSubscriptions[0]!.id, subscribed: true, category: 'OWNER' }]);
    expect(down.errors?.[0]?.extensions?.code).toBe('BACKEND_UNAVAILABLE');
    expect(log.failures).toEqual(['UNAVAILABLE /tickets/register']);
  });

  it('sends each contact with the document type and codes the backend lists for it (spec 2 §3), which a careful backend checks', async () => {
    const [full] = (await list()).data!.viewer.billSubscriptions;
    const record = world().subscriptionContacts.find((c) => String(c.id) === full!.id)!;
    const before = { ...record };
    record.doc_type = record.doc_type === 'BOLETA' ? 'FACTURA' : 'BOLETA';
    // changed behind the gateway's back: the list it kept from just before is let go, as a few seconds later
    gateway.forgetKeptReads();
    try {
      const answer = (await update([{ id: full!.id, subscribed: true, category: 'TENANT' }])).data!.updateBillSubscriptions;
      expect(answer.outcome).toBe('OK');
      expect(record.category).toBe('ARRENDATARIO');
    } finally {
      Object.assign(record, before);
    }
  });

  it('answers status error with its message', async () => {
    gateway.sandbox.faults.clear();
    const answer = await gateway.gql<{ updateBillSubscriptions: { outcome: string } }>(
      'mutation { updateBillSubscriptions(input: []) { outcome message } }',
      {},
      cliente,
    );
    expect(answer.data!.updateBillSubscriptions).toEqual({
      outcome: 'ERROR',
      message: 'Ha ocurrido un error al intentar actualizar los datos, inténtelo más tarde.',
    });
  });
});

describe('the reading request link', () => {
  it('is offered until a reading request is in progress for the meter', async () => {
    const clientId = fullMeter().id;
    const can = () =>
      gateway.gql<{ viewer: { canRequestReading: boolean | null } }>(
        'query($c: Int!) { viewer { canRequestReading(clientId: $c) } }',
        { c: clientId },
        cliente,
      );
    expect((await can()).data!.viewer.canRequestReading).toBe(true);
    const filed = await gateway.gql<{ createRequest: { ok: boolean } }>(
      'mutation($i: RequestInput!) { createRequest(input: $i) { ok } }',
      {
        i: {
          line: 'METER',
          clientId,
          typeId: '11',
          values: [
            { name: 'lectura', value: '4521' },
            { name: 'fecha_lectura', value: '20-11-2026' },
          ],
        },
      },
      cliente,
    );
    expect(filed.data!.createRequest.ok).toBe(true);
    expect((await can()).data!.viewer.canRequestReading).toBe(false);
  });
});

describe('a bill’s PDF by form post (spec 2 §7 /tickets/file)', () => {
  const downloadToken = async (who = cliente) =>
    (await gateway.gql<{ downloadToken: string }>('mutation { downloadToken }', {}, who)).data!.downloadToken;
  const post = (fields: Record<string, string>) =>
    fetch(`${gateway.graphqlUrl.replace(/\/graphql$/, '')}/descargas/tickets/file`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  const billOf = (meterId: number) => world().meterBills.find((b) => b.account === meterId && b.pdf)!;

  it('answers the PDF of a bill of the caller’s meter, and refuses another person’s bill', async () => {
    const bill = billOf(fullMeter().id);
    const own = await post({ ticket_number: bill.ticket_number, doc_type: bill.doc_type, token: await downloadToken() });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await own.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const other = billOf(vecinoMeter().id);
    const refused = await post({ ticket_number: other.ticket_number, doc_type: other.doc_type, token: await downloadToken() });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Error descargando el archivo');
  });
});
