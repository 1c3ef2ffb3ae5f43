import { describe, expect, it } from 'vitest';
import { addDays } from '../../spec-backend/kit';
import type { GraphQLAnswer } from '../support/gateway';
import { specBackendGateway, type RestJson } from '../support/spec-backend-gateway';

/**
 * Suministro Eléctrico on the backend written from the spec's words alone (spec-backend/, issue 42), at the REST
 * level: the six /company_user/electricity/* calls in the forms it chose (dates dd/MM/yyyy, granularity '' / hora /
 * dia / mes / anio, horario '' / D / N, labels and values side by side, two points under one label for a day asked for
 * both schedules), who may call (any company user on its companies' line-7 contracts; no privilege), the payloads it
 * refuses, its empty and message answers, and the consumption's CSV as a form post with the session token. Then the
 * gateway's Suministro Eléctrico fields pointed at it, as funcionario@ sees them.
 */
const spec = specBackendGateway({ timeoutMs: 10_000 });
const { rest, gqlAs, misfits } = spec;

type Json = RestJson & { labels?: string[]; values?: Array<{ consumo_kwh: number; horario: string }> };

const as = async (who: string, path: string, body: Record<string, unknown>) =>
  rest<Json>(path, { token: await spec.restToken(`${who}@empresa.demo.cl`), ...body });

const E = (path: string) => `/company_user/electricity/${path}`;
const ROBLES = '0070900101';
const SUR = '0070900301';
const SUR_NEW = '0070900302';
const PACKING = '4000310101';
const CELLAR = '4000310103';
const WORKSHOP = '4000330101';
/** dd/MM/yyyy, the pickers' (spec 3 §9) */
const picker = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const daysAgo = (days: number) => picker(addDays(spec.backend.world.today, -days));

const consumption = (who: string, body: Record<string, unknown>) =>
  as(who, E('consuption'), { instalacion: PACKING, startDate: daysAgo(1), endDate: daysAgo(1), granularity: '', horario: '', ...body });

describe('Suministro Eléctrico on the spec-only backend: the contracts and who may read them', () => {
  it("lists a company's line-7 clients to each of its users, with the contract and no privilege", async () => {
    type Company = { sap_clients: Array<Record<string, unknown> & { pivot: { privileges: string } }> };
    const line7 = async (who: string) =>
      ((await as(who, '/company/list', {})).json.data as Company[])
        .flatMap((c) => c.sap_clients)
        .filter((c) => c.business_line_id === 7)
        .map((c) => [c.electricity_client_id, c.electricity_contract_id, c.pivot.privileges]);
    expect(await line7('funcionario')).toEqual([['0070300101', ROBLES, '[]']]);
    expect(await line7('admin')).toEqual([['0070300101', ROBLES, '[]']]);
    expect(await line7('reservado')).toEqual([
      ['0070300301', SUR, '[]'],
      ['0070300302', SUR_NEW, '[]'],
    ]);
  });

  it("gives a contract's installations, one, or a message when it has none", async () => {
    const robles = await as('funcionario', E('consuption/codes'), { contract_cod: ROBLES });
    expect(robles.status).toBe(200);
    expect(robles.json).toEqual({
      status: 'ok',
      data: ['4000310101', '4000310102', '4000310103'].map((code) => ({
        codigoSapInstalacion: code,
        razonSocialCliente: 'AGRÍCOLA LOS ROBLES SPA',
      })),
    });
    // the contract as SAP pads it, or without its leading zeros
    expect((await as('admin', E('consuption/codes'), { contract_cod: '70900101' })).json.data).toHaveLength(3);
    expect((await as('reservado', E('consuption/codes'), { contract_cod: SUR })).json.data).toEqual([
      { codigoSapInstalacion: WORKSHOP, razonSocialCliente: 'TRANSPORTES DEL SUR S.A.' },
    ]);
    expect((await as('reservado', E('consuption/codes'), { contract_cod: SUR_NEW })).json).toEqual({
      status: 'empty',
      message: 'El contrato no tiene instalaciones asociadas.',
    });
  });

  it("refuses another company's contract or installation (403), and anyone not a company user (401)", async () => {
    const calls: Array<[string, Record<string, unknown>]> = [
      ['consuption/codes', { contract_cod: SUR }],
      ['ticket_list', { contract_cod: SUR, start_date: daysAgo(90), end_date: daysAgo(0) }],
      ['payment_history', { contract_cod: SUR, start_date: daysAgo(90), end_date: daysAgo(0) }],
      ['debt_details', { client_cod: SUR }],
      ['consuption', { instalacion: WORKSHOP, startDate: daysAgo(3), endDate: daysAgo(1), granularity: 'dia', horario: '' }],
      ['consuption/csv', { instalacion: WORKSHOP, startDate: daysAgo(3), endDate: daysAgo(1), granularity: 'dia', horario: '' }],
    ];
    const other = (body: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v === SUR ? ROBLES : v === WORKSHOP ? PACKING : v]));
    for (const [path, body] of calls) {
      expect((await as('funcionario', E(path), body)).status, path).toBe(403);
      expect((await as('admin', E(path), body)).status, path).toBe(403);
      expect((await as('reservado', E(path), other(body))).status, path).toBe(403);
      // a line-7 client of the company is enough: limitado@ holds no grant on it
      expect((await as('limitado', E(path), other(body))).status, path).toBe(200);
      expect((await as('reservado', E(path), body)).status, path).toBe(200);
      // a person's token, and none
      expect((await rest(E(path), { token: await spec.restToken('cliente@demo.cl'), ...other(body) })).status, path).toBe(401);
      expect((await rest(E(path), other(body))).status, path).toBe(401);
    }
    // a client code is not a contract; an unknown contract or installation is refused the same way
    expect((await as('funcionario', E('consuption/codes'), { contract_cod: '0070300101' })).status).toBe(403);
    expect((await as('funcionario', E('debt_details'), { client_cod: '0070999999' })).status).toBe(403);
    expect((await consumption('funcionario', { instalacion: '4000399999' })).status).toBe(403);
    // a missing contract is the payload's fault
    expect((await as('funcionario', E('consuption/codes'), {})).status).toBe(422);
    expect((await as('funcionario', E('debt_details'), { client_cod: '' })).status).toBe(422);
  });
});

describe('Suministro Eléctrico on the spec-only backend: consumption', () => {
  it('gives a day every 15 minutes as labels and values, day (08:00-19:59) and night told apart', async () => {
    const day = await consumption('funcionario', {});
    expect(day.status).toBe(200);
    expect(day.json.status).toBe('ok');
    const { labels = [], values = [] } = day.json;
    expect(labels).toHaveLength(96);
    expect(values).toHaveLength(96);
    expect(labels[0]).toBe(`${daysAgo(1)} 00:00`);
    expect(labels[33]).toBe(`${daysAgo(1)} 08:15`);
    expect(labels[95]).toBe(`${daysAgo(1)} 23:45`);
    expect(values.map((v) => v.horario).join('')).toBe(`${'N'.repeat(32)}${'D'.repeat(48)}${'N'.repeat(16)}`);
    for (const v of values) expect(Object.keys(v).sort()).toEqual(['consumo_kwh', 'horario']);
    const mean = (schedule: string) => {
      const kwh = values.filter((v) => v.horario === schedule).map((v) => v.consumo_kwh);
      return kwh.reduce((a, b) => a + b, 0) / kwh.length;
    };
    expect(mean('D')).toBeGreaterThan(mean('N') * 1.5);
    // generated on demand, the same every time
    expect((await consumption('admin', {})).json).toEqual(day.json);

    const hours = await consumption('funcionario', { granularity: 'hora' });
    expect(hours.json.labels).toHaveLength(24);
    expect(hours.json.labels![8]).toBe(`${daysAgo(1)} 08:00`);
    const ninth = values.slice(32, 36).reduce((sum, v) => sum + v.consumo_kwh, 0);
    expect(hours.json.values![8]).toEqual({ consumo_kwh: expect.closeTo(ninth, 3), horario: 'D' });

    const nights = await consumption('funcionario', { horario: 'N' });
    expect(nights.json.labels).toHaveLength(48);
    expect(nights.json.values!.every((v) => v.horario === 'N')).toBe(true);
  });

  it('gives days, months and years with the day and the night under one label, or one schedule alone', async () => {
    const days = await consumption('funcionario', { startDate: daysAgo(7), endDate: daysAgo(1), granularity: 'dia' });
    expect(days.json.labels).toEqual([7, 7, 6, 6, 5, 5, 4, 4, 3, 3, 2, 2, 1, 1].map((n) => daysAgo(n)));
    expect(days.json.values!.map((v) => v.horario).join('')).toBe('DN'.repeat(7));
    const dayOnly = await consumption('funcionario', { startDate: daysAgo(7), endDate: daysAgo(1), granularity: 'Día', horario: 'D' });
    expect(dayOnly.json.labels).toEqual([7, 6, 5, 4, 3, 2, 1].map((n) => daysAgo(n)));
    expect(dayOnly.json.values).toEqual(days.json.values!.filter((v) => v.horario === 'D'));

    const months = await consumption('funcionario', { startDate: daysAgo(400), endDate: daysAgo(0), granularity: 'mes' });
    expect(months.json.labels!.every((l) => /^\d{2}\/\d{4}$/.test(l))).toBe(true);
    expect(months.json.labels!.length).toBeGreaterThanOrEqual(26);
    const years = await consumption('funcionario', { startDate: daysAgo(700), endDate: daysAgo(0), granularity: 'anio', horario: 'N' });
    expect(years.json.labels!.every((l) => /^\d{4}$/.test(l))).toBe(true);
    expect(years.json.values!.every((v) => v.horario === 'N' && v.consumo_kwh > 0)).toBe(true);
    // more than a year back, every 15 minutes
    const old = await consumption('funcionario', { startDate: daysAgo(600), endDate: daysAgo(600) });
    expect(old.json.labels).toHaveLength(96);
  });

  it("answers 'empty' when no reading is loaded yet, and a message before the meter was installed", async () => {
    // readings reach SAP the next day
    expect((await consumption('funcionario', { startDate: daysAgo(0), endDate: daysAgo(0) })).json).toEqual({ status: 'empty' });
    const before = await consumption('funcionario', {
      instalacion: CELLAR,
      startDate: daysAgo(400),
      endDate: daysAgo(300),
      granularity: 'dia',
    });
    expect(before.status).toBe(200);
    expect(before.json).toEqual({
      status: 'error',
      message: `La instalación ${CELLAR} registra lecturas desde el ${daysAgo(200)}.`,
    });
    // a range across the meter's installation starts with it
    const across = await consumption('funcionario', {
      instalacion: CELLAR,
      startDate: daysAgo(205),
      endDate: daysAgo(195),
      granularity: 'dia',
    });
    expect(across.json.labels![0]).toBe(daysAgo(200));
  });

  it('refuses a wrong payload with 422 naming each field: dates, order, today, granularity and its range, schedule', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const answer = await consumption('funcionario', body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.json.message).toBe(Object.values(answer.json.errors!)[0]![0]);
      return Object.keys(answer.json.errors!);
    };
    expect(await refused({ startDate: addDays(spec.backend.world.today, -3), endDate: daysAgo(1) })).toEqual(['startDate']);
    expect(await refused({ startDate: '31/02/2026' })).toEqual(['startDate']);
    expect(await refused({ startDate: '', endDate: null })).toEqual(['startDate', 'endDate']);
    expect(await refused({ startDate: daysAgo(1), endDate: daysAgo(2) })).toEqual(['endDate']);
    expect(await refused({ endDate: picker(addDays(spec.backend.world.today, 1)) })).toEqual(['endDate']);
    expect(await refused({ startDate: daysAgo(1200), endDate: daysAgo(1) })).toEqual(['startDate']);
    expect(await refused({ granularity: 'semana' })).toEqual(['granularity']);
    expect(await refused({ granularity: 15 })).toEqual(['granularity']);
    expect(await refused({ startDate: daysAgo(29), endDate: daysAgo(0), granularity: 'mes' })).toEqual(['granularity']);
    expect(await refused({ startDate: daysAgo(364), endDate: daysAgo(0), granularity: 'anio' })).toEqual(['granularity']);
    expect(await refused({ horario: 'X' })).toEqual(['horario']);
    expect(await refused({ horario: 'd' })).toEqual(['horario']);
    expect(await refused({ instalacion: '' })).toEqual(['instalacion']);
    // the limits themselves pass
    expect((await consumption('funcionario', { startDate: daysAgo(30), endDate: daysAgo(0), granularity: 'mes' })).status).toBe(200);
    expect((await consumption('funcionario', { startDate: daysAgo(365), endDate: daysAgo(0), granularity: 'año' })).status).toBe(200);
  });

  it('downloads the consumption as a CSV: a form post with the session token, a header row, every point', async () => {
    const form = async (fields: Record<string, string>) =>
      fetch(`${spec.backend.url}${E('consuption/csv')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      });
    const fields = { instalacion: PACKING, startDate: daysAgo(2), endDate: daysAgo(1), granularity: '', horario: '' };
    const response = await form({ ...fields, token: await spec.restToken('funcionario@empresa.demo.cl') });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const from = addDays(spec.backend.world.today, -2).replaceAll('-', '');
    const to = addDays(spec.backend.world.today, -1).replaceAll('-', '');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="consumo-${PACKING}-${from}-${to}.csv"`);
    const rows = (await response.text()).split('\r\n');
    expect(rows[0]).toBe('Fecha;Horario;Consumo (kWh)');
    expect(rows).toHaveLength(1 + 192 + 1);
    expect(rows[1]).toMatch(new RegExp(`^${daysAgo(2).replaceAll('/', '\\/')} 00:00;N;\\d+,\\d{1,3}$`));
    expect(rows.at(-1)).toBe('');
    const json = await consumption('funcionario', { startDate: daysAgo(2) });
    expect(rows[40]).toBe(
      `${json.json.labels![39]};${json.json.values![39]!.horario};${String(json.json.values![39]!.consumo_kwh).replace('.', ',')}`,
    );
    // no reading yet: the header alone
    expect(
      (
        await (
          await form({ ...fields, startDate: daysAgo(0), endDate: daysAgo(0), token: await spec.restToken('admin@empresa.demo.cl') })
        ).text()
      ).split('\r\n'),
    ).toEqual(['Fecha;Horario;Consumo (kWh)', '']);
    // refusals: no token, a person's, another company's installation, a wrong payload
    expect((await form(fields)).status).toBe(401);
    expect((await form({ ...fields, token: await spec.restToken('cliente@demo.cl') })).status).toBe(401);
    expect((await form({ ...fields, token: await spec.restToken('reservado@empresa.demo.cl') })).status).toBe(403);
    expect((await form({ ...fields, granularity: 'minuto', token: await spec.restToken('funcionario@empresa.demo.cl') })).status).toBe(422);
  });
});

describe('Suministro Eléctrico on the spec-only backend: bills, payments and debt', () => {
  type Bill = { Numerodocto: string; Fechaemision: string; Monto: number; Fechavencimiento: string };
  type Payment = { reference_number: string; payment_date: string; amount: number; collector_name: string };

  it('lists the bills issued in a range, newest first, one a month due 20 days after', async () => {
    const answer = await as('funcionario', E('ticket_list'), { contract_cod: ROBLES, start_date: daysAgo(365), end_date: daysAgo(0) });
    expect(answer.status).toBe(200);
    expect(answer.json.status).toBe('ok');
    const bills = answer.json.data as Bill[];
    expect(bills.length).toBeGreaterThanOrEqual(12);
    expect(bills.length).toBeLessThanOrEqual(13);
    for (const bill of bills) {
      expect(Object.keys(bill).sort()).toEqual(['Fechaemision', 'Fechavencimiento', 'Monto', 'Numerodocto']);
      expect(bill.Numerodocto).toMatch(/^\d{12}$/);
      expect(bill.Fechaemision).toMatch(/^\d{4}-\d{2}-05$/);
      expect(bill.Fechavencimiento).toBe(addDays(bill.Fechaemision, 20));
      expect(bill.Monto).toBeGreaterThan(0);
      expect(Number.isInteger(bill.Monto)).toBe(true);
    }
    expect(bills.map((b) => b.Fechaemision)).toEqual([...bills.map((b) => b.Fechaemision)].sort().reverse());
    // more than a year back too, and none before the first
    const all = await as('funcionario', E('ticket_list'), { contract_cod: ROBLES, start_date: daysAgo(1000), end_date: daysAgo(0) });
    expect((all.json.data as Bill[]).length).toBeGreaterThanOrEqual(25);
    expect(
      (await as('funcionario', E('ticket_list'), { contract_cod: ROBLES, start_date: daysAgo(1000), end_date: daysAgo(900) })).json,
    ).toEqual({
      status: 'empty',
      message: 'No se encontraron boletas en el período seleccionado.',
    });
    expect(
      (await as('reservado', E('ticket_list'), { contract_cod: SUR_NEW, start_date: daysAgo(30), end_date: daysAgo(0) })).json.status,
    ).toBe('empty');
  });

  it("answers a wrong bill search as the form's errors (status error with errors)", async () => {
    const errorsOf = async (body: Record<string, unknown>) => {
      const answer = await as('funcionario', E('ticket_list'), {
        contract_cod: ROBLES,
        start_date: daysAgo(30),
        end_date: daysAgo(0),
        ...body,
      });
      expect(answer.status).toBe(200);
      expect(answer.json.status).toBe('error');
      expect(answer.json.message).toBe('Los datos enviados no son válidos.');
      return Object.keys(answer.json.errors!);
    };
    expect(await errorsOf({ start_date: '' })).toEqual(['start_date']);
    expect(await errorsOf({ end_date: '2026-01-31' })).toEqual(['end_date']);
    expect(await errorsOf({ start_date: daysAgo(0), end_date: daysAgo(30) })).toEqual(['end_date']);
    expect(await errorsOf({ end_date: picker(addDays(spec.backend.world.today, 2)) })).toEqual(['end_date']);
    expect(await errorsOf({ contract_cod: '' })).toEqual(['contract_cod']);
  });

  it('lists the payments of a range, newest first: each bill paid but the latest', async () => {
    const bills = (await as('funcionario', E('ticket_list'), { contract_cod: ROBLES, start_date: daysAgo(1000), end_date: daysAgo(0) }))
      .json.data as Bill[];
    const answer = await as('funcionario', E('payment_history'), { contract_cod: ROBLES, start_date: daysAgo(1000), end_date: daysAgo(0) });
    expect(answer.json.status).toBe('ok');
    const payments = answer.json.data as Payment[];
    expect(payments.map((p) => p.reference_number)).toEqual(bills.slice(1).map((b) => b.Numerodocto));
    expect(payments.map((p) => p.amount)).toEqual(bills.slice(1).map((b) => b.Monto));
    for (const p of payments) {
      expect(p.payment_date).toMatch(/^\d{4}-\d{2}-22T11:42:10$/);
      expect(['Transferencia Banco de Chile', 'Servipag', 'Webpay', 'Banco Estado']).toContain(p.collector_name);
    }
    const sur = await as('reservado', E('payment_history'), { contract_cod: SUR, start_date: daysAgo(100), end_date: daysAgo(0) });
    expect((sur.json.data as Payment[]).every((p) => p.collector_name === 'PAT Banco Santander')).toBe(true);
    expect(
      (await as('reservado', E('payment_history'), { contract_cod: SUR_NEW, start_date: daysAgo(365), end_date: daysAgo(0) })).json,
    ).toEqual({
      status: 'empty',
      message: 'No hay pagos para mostrar',
    });
    const reversed = await as('funcionario', E('payment_history'), { contract_cod: ROBLES, start_date: daysAgo(0), end_date: daysAgo(9) });
    expect(reversed.status).toBe(422);
    expect(Object.keys(reversed.json.errors!)).toEqual(['end_date']);
    expect((await as('funcionario', E('payment_history'), { contract_cod: ROBLES })).status).toBe(422);
  });

  it("gives the debt: the latest bill's due date and number, the latest payment, what is owed", async () => {
    const bills = (await as('funcionario', E('ticket_list'), { contract_cod: ROBLES, start_date: daysAgo(100), end_date: daysAgo(0) })).json
      .data as Bill[];
    const payments = (
      await as('funcionario', E('payment_history'), { contract_cod: ROBLES, start_date: daysAgo(100), end_date: daysAgo(0) })
    ).json.data as Payment[];
    expect((await as('funcionario', E('debt_details'), { client_cod: ROBLES })).json).toEqual({
      status: 'ok',
      data: {
        document_due_date: bills[0]!.Fechavencimiento,
        last_payment_date: payments[0]!.payment_date.slice(0, 10),
        amount: bills[0]!.Monto,
        document_number: bills[0]!.Numerodocto,
      },
    });
    const sur = await as('reservado', E('debt_details'), { client_cod: SUR });
    expect(sur.json.data).toMatchObject({ amount: 0, document_number: expect.stringMatching(/^\d{12}$/) });
    expect((await as('reservado', E('debt_details'), { client_cod: SUR_NEW })).json).toEqual({
      status: 'ok',
      data: { document_due_date: null, last_payment_date: null, amount: 0, document_number: null },
    });
  });
});

describe('Suministro Eléctrico through the gateway, pointed at the spec-only backend', () => {
  const gql = <T>(query: string, variables: Record<string, unknown> = {}, who = 'funcionario') =>
    gqlAs<T>(`${who}@empresa.demo.cl`, query, variables);
  const iso = (days: number) => addDays(spec.backend.world.today, -days);
  const codesOf = (answer: GraphQLAnswer<unknown>) => answer.errors?.map((e) => e.extensions?.code);

  it("electricityInstallations: the contract's installations by client or contract code, a message when none", async () => {
    type Installations = {
      viewer: { electricityInstallations: { installations: Array<{ code: string; companyName: string }>; emptyMessage: string | null } };
    };
    const query = `query($c: String!) { viewer { electricityInstallations(clientCode: $c) { installations { code companyName } emptyMessage } } }`;
    const answer = await gql<Installations>(query, { c: '0070300101' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.viewer.electricityInstallations).toEqual({
      installations: ['4000310101', '4000310102', '4000310103'].map((code) => ({ code, companyName: 'AGRÍCOLA LOS ROBLES SPA' })),
      emptyMessage: null,
    });
    expect((await gql<Installations>(query, { c: ROBLES })).data!.viewer.electricityInstallations.installations).toHaveLength(3);
    const none = await gql<Installations>(query, { c: '0070300302' }, 'reservado');
    expect(none.errors).toBeUndefined();
    expect(none.data!.viewer.electricityInstallations).toEqual({
      installations: [],
      emptyMessage: 'El contrato no tiene instalaciones asociadas.',
    });
    // another company's contract is refused
    expect(codesOf(await gql<Installations>(query, { c: '0070300301' }))).toEqual(['FORBIDDEN']);
  });

  type Consumption = {
    viewer: {
      electricityConsumption: {
        points: Array<{ label: string; at: string | null; kwh: number | null; dayKwh: number | null; nightKwh: number | null }>;
        emptyMessage: string | null;
        sampled: boolean;
        totalPoints: number;
        totalKwh: number | null;
      };
    };
  };
  const CONSUMPTION = `query($c: String!, $i: String!, $f: String!, $t: String!, $g: ElectricityGranularity!, $s: ElectricitySchedule) {
    viewer { electricityConsumption(clientCode: $c, installation: $i, from: $f, to: $t, granularity: $g, schedule: $s) {
      points { label at kwh dayKwh nightKwh } emptyMessage sampled totalPoints totalKwh } } }`;
  const ask = (vars: Record<string, unknown>, who = 'funcionario') =>
    gql<Consumption>(CONSUMPTION, { c: '0070300101', i: PACKING, f: iso(1), t: iso(1), g: 'QUARTER_HOUR', s: 'ALL', ...vars }, who);

  it("electricityConsumption: a day every 15 minutes, each point the day's or the night's", async () => {
    const answer = await ask({});
    expect(answer.errors).toBeUndefined();
    const c = answer.data!.viewer.electricityConsumption;
    expect(c.points).toHaveLength(96);
    expect(c.totalPoints).toBe(96);
    expect(c.sampled).toBe(false);
    expect(c.points[0]).toMatchObject({ label: `${daysAgo(1)} 00:00`, at: `${iso(1)}T00:00:00`, dayKwh: null });
    expect(c.points[0]!.nightKwh).toBe(c.points[0]!.kwh);
    expect(c.points[40]!.dayKwh).toBe(c.points[40]!.kwh);
    const rest = (await consumption('funcionario', {})).json.values!;
    expect(c.totalKwh).toBeCloseTo(
      rest.reduce((sum, v) => sum + v.consumo_kwh, 0),
      2,
    );
  });

  // the gateway asks 'daily' first; this backend takes 'dia' (the spec names no form): the gateway asks again in Spanish
  it('electricityConsumption: days with the day and the night under one label', async () => {
    const answer = await ask({ f: iso(7), t: iso(1), g: 'DAILY' });
    expect(answer.errors).toBeUndefined();
    const points = answer.data!.viewer.electricityConsumption.points;
    expect(points.map((p) => p.label)).toEqual([7, 6, 5, 4, 3, 2, 1].map((n) => daysAgo(n)));
    for (const p of points) expect(p.kwh).toBeCloseTo(p.dayKwh! + p.nightKwh!, 2);
  });

  it("electricityConsumption: 'Sin Resultados' before the readings load, the backend's message before the meter", async () => {
    const today = await ask({ f: iso(0), t: iso(0) });
    expect(today.errors).toBeUndefined();
    expect(today.data!.viewer.electricityConsumption).toMatchObject({ points: [], emptyMessage: 'Sin Resultados' });
    const before = await ask({ i: CELLAR, f: iso(300), t: iso(250) });
    expect(before.errors).toBeUndefined();
    expect(before.data!.viewer.electricityConsumption.emptyMessage).toBe(
      `La instalación ${CELLAR} registra lecturas desde el ${daysAgo(200)}.`,
    );
  });

  it("electricityInvoices, electricityPayments and electricityDebt read the contract's bills, payments and debt", async () => {
    type Books = {
      viewer: {
        electricityInvoices: {
          invoices: Array<{ number: string; issueDate: string; amount: number; dueDate: string }>;
          emptyMessage: string | null;
        };
        electricityPayments: {
          payments: Array<{ reference: string; paidOn: string; amount: number; collector: string }>;
          emptyMessage: string | null;
        };
        electricityDebt: {
          lastBillDueDate: string | null;
          lastPaymentDate: string | null;
          amount: number | null;
          billNumber: string | null;
        };
      };
    };
    const query = `query($c: String!, $f: String!, $t: String!) { viewer {
      electricityInvoices(clientCode: $c, from: $f, to: $t) { invoices { number issueDate amount dueDate } emptyMessage }
      electricityPayments(clientCode: $c, from: $f, to: $t) { payments { reference paidOn amount collector } emptyMessage }
      electricityDebt(clientCode: $c) { lastBillDueDate lastPaymentDate amount billNumber } } }`;
    const answer = await gql<Books>(query, { c: '0070300101', f: iso(365), t: iso(0) });
    expect(answer.errors).toBeUndefined();
    const rest = (await as('funcionario', E('ticket_list'), { contract_cod: ROBLES, start_date: daysAgo(365), end_date: daysAgo(0) })).json
      .data as Array<{ Numerodocto: string; Fechaemision: string; Monto: number; Fechavencimiento: string }>;
    const { electricityInvoices, electricityPayments, electricityDebt } = answer.data!.viewer;
    expect(electricityInvoices.invoices.map((i) => [i.number, i.issueDate, i.amount, i.dueDate])).toEqual(
      rest.map((b) => [b.Numerodocto, b.Fechaemision, b.Monto, b.Fechavencimiento]),
    );
    expect(electricityPayments.payments.map((p) => p.reference)).toEqual(
      rest
        .slice(1)
        .map((b) => b.Numerodocto)
        .filter((n) => electricityPayments.payments.some((p) => p.reference === n)),
    );
    expect(electricityPayments.payments[0]).toMatchObject({ reference: rest[1]!.Numerodocto, amount: rest[1]!.Monto });
    expect(electricityPayments.payments[0]!.paidOn.slice(0, 10)).toBe(addDays(rest[1]!.Fechavencimiento, -3));
    expect(electricityDebt).toEqual({
      lastBillDueDate: rest[0]!.Fechavencimiento,
      lastPaymentDate: addDays(rest[1]!.Fechavencimiento, -3),
      amount: rest[0]!.Monto,
      billNumber: rest[0]!.Numerodocto,
    });
    const fresh = await gql<Books>(query, { c: '0070300302', f: iso(365), t: iso(0) }, 'reservado');
    expect(fresh.errors).toBeUndefined();
    expect(fresh.data!.viewer.electricityPayments).toEqual({ payments: [], emptyMessage: 'No hay pagos para mostrar' });
    expect(fresh.data!.viewer.electricityInvoices).toEqual({
      invoices: [],
      emptyMessage: 'No se encontraron boletas en el período seleccionado.',
    });
    expect(fresh.data!.viewer.electricityDebt).toEqual({ lastBillDueDate: null, lastPaymentDate: null, amount: 0, billNumber: null });
  });

  it('logged no misfit on the way', () => {
    expect(misfits).toEqual([]);
  });
});
