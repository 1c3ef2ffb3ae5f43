import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureBackend, type FixtureBackend } from '../../fixtures/backend';
import { INVOICE_MESSAGE_NO_REMOTE } from '../../fixtures/areas/electricity/model';
import type { CompanyServiceRecord } from '../../fixtures/core/model';
import { createInprocessTransport } from '../../gateway/backend/inprocess';
import { readConfig } from '../../gateway/config';
import { readConsumption, sampleConsumption, mapInstallations } from '../../gateway/mappers/electricity';
import { COMPANY_ONLY, NOT_ELECTRICITY_CLIENT } from '../../gateway/resolvers/electricity';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { chileDay, monthsBefore } from '../../machines/rules/chile-time';
import {
  CONSUMPTION_EMPTY,
  CONSUMPTION_FAILED,
  GRANULARITY_NOT_OFFERED,
  PAYMENTS_EMPTY,
  TO_AFTER_TODAY,
  TO_BEFORE_FROM,
} from '../../machines/rules/electricity-rules';
import { catchBackendFailures } from '../support/console';
import { chileTomorrow, DEMO_PASSWORD, sandboxGateway, type GraphQLAnswer } from '../support/gateway';

/**
 * Suministro Eléctrico for a Funcionario (spec 3 §2-§9, issue 42), through the http transport against the sandbox:
 * the installations, the consumption at every granularity and schedule (sampled to what a chart draws, under a memory
 * bound), its CSV through /descargas, the invoices, the payments, the debt and its payment portal. Each field needs
 * one of the user's line-7 clients; another company's contract, a user without it and a person are refused.
 */
const gateway = sandboxGateway();
let funcionario: string;
let limitado: string;
let reservado: string;
let cliente: string;

beforeAll(async () => {
  funcionario = await gateway.signIn('funcionario@empresa.demo.cl', { company: true });
  limitado = await gateway.signIn('limitado@empresa.demo.cl', { company: true });
  reservado = await gateway.signIn('reservado@empresa.demo.cl', { company: true });
  cliente = await gateway.signIn('cliente@demo.cl');
});

const world = () => gateway.backend.world;
const lineSevenOf = (company: string): CompanyServiceRecord => {
  const id = world().companies.find((c) => c.name === company)!.id;
  return world().companyServices.find((s) => s.business_line_id === 7 && s.company_id === id)!;
};
const andes = () => lineSevenOf('Comercial Los Andes SpA');
const pacifico = () => lineSevenOf('Industrias del Pacífico S.A.');
const austral = () => lineSevenOf('Transportes Australes Ltda.');
const installationsOf = (s: CompanyServiceRecord) => world().electricityInstallations.filter((i) => i.service_id === s.id);
const electricityCalls = () => Object.keys(gateway.sandbox.calls.get()).filter((p) => p.startsWith('/company_user/electricity/'));
const errorsOf = (answer: GraphQLAnswer<unknown>) => answer.errors?.map((e) => [e.path?.join('.'), e.extensions?.code, e.message]);
const daysAgo = (days: number) => new Date(Date.parse(chileDay()) - days * 86_400_000).toISOString().slice(0, 10);

interface Point {
  label: string;
  at: string | null;
  kwh: number | null;
  dayKwh: number | null;
  nightKwh: number | null;
}
interface Consumption {
  points: Point[];
  emptyMessage: string | null;
  sampled: boolean;
  totalPoints: number;
  totalKwh: number | null;
}

const INSTALLATIONS = `query ($c: String!) { viewer { electricityInstallations(clientCode: $c) { installations { code companyName } emptyMessage } } }`;
const CONSUMPTION = `query ($c: String!, $i: String!, $f: String!, $t: String!, $g: ElectricityGranularity!, $s: ElectricitySchedule, $m: Int) {
  viewer { electricityConsumption(clientCode: $c, installation: $i, from: $f, to: $t, granularity: $g, schedule: $s, maxPoints: $m) {
    points { label at kwh dayKwh nightKwh } emptyMessage sampled totalPoints totalKwh } } }`;
const INVOICES = `query ($c: String!, $f: String!, $t: String!) { viewer { electricityInvoices(clientCode: $c, from: $f, to: $t) {
  invoices { number issueDate amount dueDate download { path fields { name value } } } emptyMessage } } }`;
const PAYMENTS = `query ($c: String!, $f: String!, $t: String!) { viewer { electricityPayments(clientCode: $c, from: $f, to: $t) {
  payments { reference paidOn amount collector } emptyMessage } } }`;
const DEBT = `query ($c: String!) { viewer { electricityDebt(clientCode: $c) { lastBillDueDate lastPaymentDate amount billNumber } } }`;
const PAY = `mutation ($c: String!) { payElectricityDebt(clientCode: $c) { ok message portal { url fields { name value } } } }`;

type Viewer<K extends string, T> = { viewer: Record<K, T> };

const consumption = (vars: { c?: string; i: string; f: string; t: string; g: string; s?: string; m?: number }, token = funcionario) =>
  gateway.gql<Viewer<'electricityConsumption', Consumption | null>>(CONSUMPTION, { c: andes().client_cod, ...vars }, token);

describe('the installations', () => {
  it('lists a contract with one installation and one with several (consuption/codes)', async () => {
    const one = await gateway.gql<Viewer<'electricityInstallations', { installations: unknown[] }>>(
      INSTALLATIONS,
      { c: andes().client_cod },
      funcionario,
    );
    expect(one.errors).toBeUndefined();
    expect(one.data!.viewer.electricityInstallations.installations).toEqual([
      { code: installationsOf(andes())[0]!.code, companyName: 'Comercial Los Andes SpA' },
    ]);
    // the contract code names it as well as the client code
    const several = await gateway.gql<Viewer<'electricityInstallations', { installations: unknown[] }>>(
      INSTALLATIONS,
      { c: pacifico().contract_cod },
      funcionario,
    );
    expect(several.data!.viewer.electricityInstallations.installations).toHaveLength(3);
  });

  it('reads installations in the other forms, and a message', () => {
    expect(mapInstallations({ data: { instalaciones: [{ codigo_sap_instalacion: 4001, razon_social_cliente: 'X' }] } })).toEqual([
      { code: '4001', companyName: 'X' },
    ]);
    expect(mapInstallations({ data: ['4001', '4002'] })).toHaveLength(2);
    expect(mapInstallations({ data: 'nada' })).toBeNull();
  });
});

describe('the consumption', () => {
  const code = () => installationsOf(andes())[0]!.code;

  it('answers every granularity and schedule, splitting day and night when both are asked', async () => {
    const from = daysAgo(400);
    const to = daysAgo(1);
    for (const g of ['HOURLY', 'DAILY', 'MONTHLY', 'YEARLY'] as const)
      for (const s of ['ALL', 'DAY', 'NIGHT'] as const) {
        const answer = await consumption({ i: code(), f: g === 'HOURLY' ? daysAgo(10) : from, t: to, g, s });
        expect(answer.errors, `${g} ${s}`).toBeUndefined();
        const c = answer.data!.viewer.electricityConsumption!;
        expect(c.points.length, `${g} ${s}`).toBeGreaterThan(0);
        expect(c.emptyMessage).toBeNull();
        if (s === 'ALL' && g !== 'HOURLY') expect(c.points.every((p) => p.dayKwh !== null && p.nightKwh !== null)).toBe(true);
        if (s !== 'ALL') expect(c.points.every((p) => p.dayKwh === null && p.nightKwh === null)).toBe(true);
        for (const p of c.points) if (p.dayKwh !== null && p.nightKwh !== null) expect(p.kwh).toBeCloseTo(p.dayKwh + p.nightKwh, 2);
      }
    const daily = (await consumption({ i: code(), f: daysAgo(6), t: daysAgo(0), g: 'DAILY' })).data!.viewer.electricityConsumption!;
    expect(daily.points[0]!.at).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
    const monthly = (await consumption({ i: code(), f: daysAgo(60), t: daysAgo(0), g: 'MONTHLY' })).data!.viewer.electricityConsumption!;
    expect(monthly.points[0]!.label).toMatch(/^\d{2}\/\d{4}$/);
    const quarter = (await consumption({ i: code(), f: daysAgo(1), t: daysAgo(1), g: 'QUARTER_HOUR', s: 'DAY' })).data!.viewer
      .electricityConsumption!;
    // 08:00 to 20:00 in quarters
    expect(quarter.totalPoints).toBe(48);
    expect(quarter.points[0]!.label).toMatch(/ 08:00$/);
  });

  it('refuses what the rules refuse before any backend call', async () => {
    const refused = async (f: string, t: string, g: string, message: string) => {
      const answer = await consumption({ i: code(), f, t, g });
      expect(errorsOf(answer)).toEqual([['viewer.electricityConsumption', 'BAD_USER_INPUT', message]]);
    };
    await refused(daysAgo(29), daysAgo(0), 'MONTHLY', GRANULARITY_NOT_OFFERED);
    await refused(daysAgo(364), daysAgo(0), 'YEARLY', GRANULARITY_NOT_OFFERED);
    await refused(chileDay(), chileTomorrow(), 'DAILY', TO_AFTER_TODAY);
    await refused(daysAgo(3), daysAgo(5), 'DAILY', TO_BEFORE_FROM);
    expect(gateway.sandbox.calls.get()).toEqual({});
    expect((await consumption({ i: code(), f: daysAgo(30), t: daysAgo(0), g: 'MONTHLY' })).errors).toBeUndefined();
    expect((await consumption({ i: code(), f: daysAgo(365), t: daysAgo(0), g: 'YEARLY' })).errors).toBeUndefined();
  });

  it("says 'Sin Resultados' when empty, a server message as text, and fails a malformed answer", async () => {
    const empty = await consumption({ i: code(), f: daysAgo(900), t: daysAgo(850), g: 'DAILY' });
    expect(empty.data!.viewer.electricityConsumption).toMatchObject({ points: [], emptyMessage: CONSUMPTION_EMPTY, totalPoints: 0 });
    const noRemote = installationsOf(pacifico()).find((i) => !i.remote)!;
    const message = await consumption({ c: pacifico().client_cod, i: noRemote.code, f: daysAgo(10), t: daysAgo(0), g: 'DAILY' });
    expect(message.data!.viewer.electricityConsumption).toMatchObject({ points: [], emptyMessage: INVOICE_MESSAGE_NO_REMOTE });
    gateway.sandbox.faults.add({ path: '/company_user/electricity/consuption', malformed: true });
    catchBackendFailures();
    const broken = await consumption({ i: code(), f: daysAgo(10), t: daysAgo(0), g: 'DAILY' });
    expect(errorsOf(broken)).toEqual([['viewer.electricityConsumption', 'BACKEND_UNAVAILABLE', CONSUMPTION_FAILED]]);
    gateway.sandbox.faults.clear();
    gateway.sandbox.faults.add({ path: '/company_user/electricity/consuption', status: 500 });
    const failed = await consumption({ i: code(), f: daysAgo(10), t: daysAgo(0), g: 'DAILY' });
    expect(errorsOf(failed)).toEqual([['viewer.electricityConsumption', 'BACKEND_UNAVAILABLE', CONSUMPTION_FAILED]]);
  });

  it('reads the other forms of the answer, merging day and night at a label', () => {
    const parallel = readConsumption({ status: 'ok', labels: ['01/05/2025', '01/05/2025', '02/05/2025'], values: ['1,5', '2', 3] }, 'ALL');
    expect(parallel?.labels).toEqual(['01/05/2025', '01/05/2025', '02/05/2025']);
    const split = readConsumption(
      {
        data: [
          { fecha: '01/05/2025', consumo_kwh: '1,5', horario: 'D' },
          { fecha: '01/05/2025', consumo_kwh: '2,5', horario: 'N' },
          { date: '02/05/2025', value: 4, horario: 'D' },
        ],
      },
      'ALL',
    );
    expect(split).toEqual({ labels: ['01/05/2025', '02/05/2025'], kwh: [4, 4], day: [1.5, 4], night: [2.5, null] });
    expect(readConsumption({ data: { labels: ['a'], values: [{ consumo_kwh: '1,25', horario: 'N' }] } }, 'NIGHT')?.kwh).toEqual([1.25]);
    expect(readConsumption({ data: { labels: ['a', 'b'], values: [1] } }, 'ALL')).toBeNull();
    expect(readConsumption({ data: 'x' }, 'ALL')).toBeNull();
    expect(readConsumption({ status: 'error', message: 'm' }, 'ALL')).toBeUndefined();
    const sampled = sampleConsumption(
      { labels: ['a', 'b', 'c', 'd', 'e'], kwh: [1, 2, 3, 4, 5], day: [1, null, 3, null, 5], night: [null, 2, null, 4, null] },
      2,
    );
    expect(sampled).toMatchObject({ sampled: true, totalPoints: 5, totalKwh: 15 });
    expect(sampled.points.map((p) => [p.label, p.kwh, p.dayKwh, p.nightKwh])).toEqual([
      ['a', 2, 4 / 3, 2 / 3].map((v) => (typeof v === 'number' ? Math.round(v * 1000) / 1000 : v)),
      ['d', 4.5, 2.5, 2],
    ]);
  });

  it('answers a year of 15-minute data within maxPoints, under a memory bound, and its CSV has every point', async () => {
    const from = monthsBefore(chileDay(), 12);
    const to = daysAgo(1);
    setFlagsFromString('--expose-gc');
    const gc = (globalThis.gc ?? runInNewContext('gc')) as () => void;
    gc();
    const before = process.memoryUsage().heapUsed;
    const response = await fetch(gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${funcionario}`, 'x-account-kind': 'COMPANY' },
      body: JSON.stringify({ query: CONSUMPTION, variables: { c: andes().client_cod, i: code(), f: from, t: to, g: 'QUARTER_HOUR' } }),
    });
    const body = await response.text();
    gc();
    const retained = process.memoryUsage().heapUsed - before;
    const answer = JSON.parse(body) as GraphQLAnswer<Viewer<'electricityConsumption', Consumption>>;
    expect(answer.errors).toBeUndefined();
    const c = answer.data!.viewer.electricityConsumption;
    expect(c.sampled).toBe(true);
    expect(c.points.length).toBeLessThanOrEqual(2000);
    expect(c.totalPoints).toBeGreaterThan(34_000);
    expect(c.totalPoints).toBeLessThan(36_000);
    // memory: the answer a browser gets is the buckets' (~2,000 points), and what the gateway keeps after it is small
    console.info(`electricity memory: response ${body.length} bytes, heap retained ${(retained / 1048576).toFixed(2)} MB`);
    expect(body.length).toBeLessThan(400_000);
    expect(retained).toBeLessThan(32 * 1048576);

    const token = (await gateway.gql<{ downloadToken: string }>('mutation { downloadToken }', {}, funcionario)).data!.downloadToken;
    const csv = await fetch(`${gateway.graphqlUrl.replace(/\/graphql$/, '')}/descargas/company_user/electricity/consuption/csv`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ instalacion: code(), startDate: ddmm(from), endDate: ddmm(to), granularity: '', horario: '', token }),
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toContain('.csv');
    const rows = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe('Fecha;Consumo (kWh);Consumo día (kWh);Consumo noche (kWh)');
    expect(rows.length - 1).toBe(c.totalPoints);
    expect(rows[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} 00:00;\d+,\d{3};;\d+,\d{3}$/);
    const sum = rows.slice(1).reduce((s, row) => s + Number(row.split(';')[1]!.replace(',', '.')), 0);
    expect(c.totalKwh).toBeCloseTo(sum, 1);
    // the token is spent: a second post is refused
    catchBackendFailures();
    const again = await fetch(`${gateway.graphqlUrl.replace(/\/graphql$/, '')}/descargas/company_user/electricity/consuption/csv`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ instalacion: code(), startDate: ddmm(from), endDate: ddmm(to), granularity: '', horario: '', token }),
    });
    expect(again.status).toBe(401);
  });

  it("refuses another company's installation in the CSV", async () => {
    const token = (await gateway.gql<{ downloadToken: string }>('mutation { downloadToken }', {}, funcionario)).data!.downloadToken;
    catchBackendFailures();
    const csv = await fetch(`${gateway.graphqlUrl.replace(/\/graphql$/, '')}/descargas/company_user/electricity/consuption/csv`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        instalacion: installationsOf(austral())[0]!.code,
        startDate: ddmm(daysAgo(5)),
        endDate: ddmm(daysAgo(0)),
        granularity: 'daily',
        horario: '',
        token,
      }),
    });
    expect(csv.status).toBe(403);
  });
});

const ddmm = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

describe('invoices, payments and debt', () => {
  it('lists the year of invoices newest first, each with its download', async () => {
    const answer = await gateway.gql<
      Viewer<'electricityInvoices', { invoices: Array<Record<string, unknown>>; emptyMessage: string | null }>
    >(INVOICES, { c: andes().client_cod, f: daysAgo(365), t: chileDay() }, funcionario);
    expect(answer.errors).toBeUndefined();
    const { invoices } = answer.data!.viewer.electricityInvoices;
    expect(invoices).toHaveLength(12);
    expect(invoices[0]).toMatchObject({ number: expect.any(String), issueDate: daysAgo(6), amount: expect.any(Number) });
    const download = invoices[0]!.download as { path: string; fields: Array<{ name: string; value: string }> };
    expect(download.path).toBe('/document/get');
    const token = (await gateway.gql<{ downloadToken: string }>('mutation { downloadToken }', {}, funcionario)).data!.downloadToken;
    const pdf = await fetch(`${gateway.graphqlUrl.replace(/\/graphql$/, '')}/descargas${download.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...Object.fromEntries(download.fields.map((f) => [f.name, f.value])), token }),
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const none = await gateway.gql<Viewer<'electricityInvoices', { invoices: unknown[]; emptyMessage: string | null }>>(
      INVOICES,
      { c: andes().client_cod, f: daysAgo(700), t: daysAgo(600) },
      funcionario,
    );
    expect(none.data!.viewer.electricityInvoices).toEqual({
      invoices: [],
      emptyMessage: 'No existen facturas para el período seleccionado',
    });
  });

  it("lists the payments, and 'No hay pagos para mostrar' when none", async () => {
    const answer = await gateway.gql<
      Viewer<'electricityPayments', { payments: Array<Record<string, unknown>>; emptyMessage: string | null }>
    >(PAYMENTS, { c: andes().client_cod, f: daysAgo(400), t: chileDay() }, funcionario);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.viewer.electricityPayments.payments).toHaveLength(11);
    expect(answer.data!.viewer.electricityPayments.payments[0]).toMatchObject({
      reference: expect.any(String),
      collector: expect.any(String),
    });
    const none = await gateway.gql<Viewer<'electricityPayments', { payments: unknown[]; emptyMessage: string | null }>>(
      PAYMENTS,
      { c: andes().client_cod, f: daysAgo(700), t: daysAgo(600) },
      funcionario,
    );
    expect(none.data!.viewer.electricityPayments).toEqual({ payments: [], emptyMessage: PAYMENTS_EMPTY });
  });

  it('gives the debt and the payment portal form with client code, e-mail and phone', async () => {
    const debt = await gateway.gql<Viewer<'electricityDebt', Record<string, unknown>>>(DEBT, { c: pacifico().client_cod }, funcionario);
    expect(debt.errors).toBeUndefined();
    const owed = world().electricityInvoices.find((i) => i.service_id === pacifico().id && i.paidDaysAgo === null)!;
    expect(debt.data!.viewer.electricityDebt).toMatchObject({
      amount: owed.amount,
      billNumber: owed.number,
      lastPaymentDate: expect.any(String),
    });
    const pay = await gateway.gql<{
      payElectricityDebt: { ok: boolean; portal: { url: string; fields: Array<{ name: string; value: string }> } };
    }>(PAY, { c: pacifico().client_cod }, funcionario);
    expect(pay.errors).toBeUndefined();
    const user = world().companyUsers.find((u) => u.email === 'funcionario@empresa.demo.cl')!;
    expect(pay.data!.payElectricityDebt.portal.fields).toEqual([
      { name: 'codCliente', value: pacifico().contract_cod },
      { name: 'email', value: user.email },
      { name: 'movil', value: user.phone },
    ]);
  });
});

describe('who may ask', () => {
  it("refuses another company's contract, a user without line-7 clients and a person, before any backend call", async () => {
    const other = await gateway.gql(DEBT, { c: austral().client_cod }, funcionario);
    expect(errorsOf(other)).toEqual([['viewer.electricityDebt', 'FORBIDDEN', NOT_ELECTRICITY_CLIENT]]);
    const limited = await gateway.gql(INSTALLATIONS, { c: andes().client_cod }, limitado);
    expect(errorsOf(limited)).toEqual([['viewer.electricityInstallations', 'FORBIDDEN', NOT_ELECTRICITY_CLIENT]]);
    const person = await gateway.gql(DEBT, { c: andes().client_cod }, cliente);
    expect(errorsOf(person)).toEqual([['viewer.electricityDebt', 'FORBIDDEN', COMPANY_ONLY]]);
    const foreignInstallation = await consumption({ i: installationsOf(austral())[0]!.code, f: daysAgo(3), t: daysAgo(0), g: 'DAILY' });
    expect(foreignInstallation.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(electricityCalls().filter((p) => p !== '/company_user/electricity/consuption')).toEqual([]);
    // Australes' own Funcionario reaches its contract
    const own = await gateway.gql<Viewer<'electricityInstallations', { installations: unknown[] }>>(
      INSTALLATIONS,
      { c: austral().client_cod },
      reservado,
    );
    expect(own.data!.viewer.electricityInstallations.installations).toHaveLength(1);
  });
});

describe('the demo payment portal', () => {
  let backend: FixtureBackend;
  let demo: RunningGateway;
  beforeAll(async () => {
    backend = createFixtureBackend({ file: null });
    demo = await startGateway({ config: readConfig({}), transport: createInprocessTransport(backend), staticDir: null }, 0);
  });
  afterAll(() => demo.close());

  it("'Pagar' pays the contract's debt: it is gone and a payment appears", async () => {
    const base = demo.url;
    const gql = async <T>(query: string, variables: Record<string, unknown>, token: string) =>
      (await (
        await fetch(`${base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-account-kind': 'COMPANY' },
          body: JSON.stringify({ query, variables }),
        })
      ).json()) as GraphQLAnswer<T>;
    const signIn = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($e: String!, $p: String!) { companyLogin(email: $e, password: $p) { session { token } } }',
        variables: { e: 'funcionario@empresa.demo.cl', p: DEMO_PASSWORD },
      }),
    });
    const token = ((await signIn.json()) as { data: { companyLogin: { session: { token: string } } } }).data.companyLogin.session.token;
    const service = backend.world.companyServices.find((s) => s.business_line_id === 7)!;
    const portal = await gql<{ payElectricityDebt: { portal: { url: string } } }>(PAY, { c: service.client_cod }, token);
    expect(portal.data!.payElectricityDebt.portal.url).toBe('/demo/portal-pagos/electricidad');
    const page = await fetch(`${base}/demo/portal-pagos/electricidad`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ codCliente: service.contract_cod!, email: 'x@y.cl', movil: '912345678' }),
    });
    expect(await page.text()).toContain('data-linea="electricidad"');
    const paid = await gql<{ payElectricityDebtInDemo: { ok: boolean } }>(
      'mutation($c: String!) { payElectricityDebtInDemo(clientCode: $c) { ok message } }',
      { c: service.contract_cod },
      token,
    );
    expect(paid.data!.payElectricityDebtInDemo.ok).toBe(true);
    const debt = await gql<Viewer<'electricityDebt', { amount: number; lastPaymentDate: string }>>(DEBT, { c: service.client_cod }, token);
    expect(debt.data!.viewer.electricityDebt).toMatchObject({ amount: 0, lastPaymentDate: chileDay() });
    const payments = await gql<Viewer<'electricityPayments', { payments: Array<{ paidOn: string; collector: string }> }>>(
      PAYMENTS,
      { c: service.client_cod, f: daysAgo(3), t: chileDay() },
      token,
    );
    expect(payments.data!.viewer.electricityPayments.payments[0]).toMatchObject({ paidOn: chileDay(), collector: 'Portal de Pagos' });
    const again = await gql<{ payElectricityDebt: { ok: boolean; message: string } }>(PAY, { c: service.client_cod }, token);
    expect(again.data!.payElectricityDebt).toMatchObject({ ok: false });
  });
});
