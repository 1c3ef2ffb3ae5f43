import { beforeAll, describe, expect, it } from 'vitest';
import type { RequestRecord } from '../../fixtures/areas/requests/model';
import { catchBackendFailures } from '../support/console';
import { chileTomorrow, sandboxGateway } from '../support/gateway';
import { BOTH_DATES_REQUIRED, chileDay, FROM_AFTER_TO, NO_FUTURE_DATES } from '../../machines/rules/chile-time';

interface Summary {
  id: string;
  createdAt: string;
  lineName: string;
  typeName: string;
  status: string;
}
interface Tree {
  id: string;
  name: string;
  categories: Array<{ id: string; name: string; types: Array<{ id: string; name: string }> }>;
}
interface Payload {
  ok: boolean;
  message: string | null;
  fieldErrors: Array<{ field: string; message: string }>;
}

const gateway = sandboxGateway();
let cliente: string;
let funcionario: string;

beforeAll(async () => {
  cliente = await gateway.signIn('cliente@demo.cl');
  funcionario = await gateway.signIn('funcionario@empresa.demo.cl', { company: true });
});

const world = () => gateway.backend.world;
const person = (email: string) => world().persons.find((p) => p.email === email)!;
const mine = (owner: { kind: 'person' | 'company'; id: number }) =>
  world().requests.filter((r) => r.owner.kind === owner.kind && r.owner.id === owner.id);
const clienteRequests = () => mine({ kind: 'person', id: person('cliente@demo.cl').id });
const find = (test: (r: RequestRecord) => boolean, list = clienteRequests()) => {
  const found = list.find(test);
  if (!found) throw new Error('no such seeded request');
  return found;
};

const LIST = 'query($f: RequestFilter!) { viewer { requests(filter: $f) { id createdAt lineName typeName status } } }';
const list = (filter: Record<string, unknown>, token = cliente) =>
  gateway.gql<{ viewer: { requests: Summary[] | null } }>(LIST, { f: filter }, token);

const DETAIL = `query($id: ID!) { viewer { request(id: $id) {
  id createdAt term status lineName typeName response rating canRate
  fields { name label value fileName }
  agreement { case validUntil currentDebt downPayment payments balance response }
} } }`;
interface Detail {
  id: string;
  status: string;
  response: string | null;
  rating: number | null;
  canRate: boolean;
  fields: Array<{ name: string; value: string | null; fileName: string | null }>;
  agreement: {
    case: string;
    validUntil: string | null;
    currentDebt: number | null;
    balance: number | null;
    response: string | null;
  } | null;
}
const detail = (id: number | string, token = cliente) =>
  gateway.gql<{ viewer: { request: Detail | null } }>(DETAIL, { id: String(id) }, token);

const rate = (input: Record<string, unknown>, token = cliente) =>
  gateway.gql<{ rateRequest: Payload }>(
    'mutation($i: RatingInput!) { rateRequest(input: $i) { ok message fieldErrors { field message } } }',
    { i: input },
    token,
  );

describe('the request list', () => {
  it('lists every request of the person, newest first', async () => {
    const answer = await list({});
    const rows = answer.data!.viewer.requests!;
    expect(rows.map((r) => r.id).sort()).toEqual(
      clienteRequests()
        .map((r) => String(r.id))
        .sort(),
    );
    expect([...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt))).toEqual(rows);
  });

  it('filters by date, service, category and type', async () => {
    const byDate = (await list({ from: '2020-01-01', to: '2020-12-31' })).data!.viewer.requests!;
    expect(byDate.length).toBe(2);
    expect(byDate.every((r) => r.createdAt.startsWith('2020-'))).toBe(true);

    const meter = (await list({ serviceId: '1' })).data!.viewer.requests!;
    expect(meter.length).toBe(clienteRequests().filter((r) => r.bussines_lines_id === 1).length);
    expect(new Set(meter.map((r) => r.lineName))).toEqual(new Set(['Medidor']));

    const agreements = (await list({ categoryId: '8' })).data!.viewer.requests!;
    expect(agreements.length).toBeGreaterThanOrEqual(6);
    expect(agreements.every((r) => ['Convenio de pago', 'Convenio ley 21.340'].includes(r.typeName))).toBe(true);
    expect(agreements.length).toBe(clienteRequests().filter((r) => r.request_categories_id === 8).length);

    const byType = (await list({ typeId: '41' })).data!.viewer.requests!;
    expect(byType.map((r) => r.typeName)).toEqual(byType.map(() => 'Mantención de vehículo'));
    expect(byType.length).toBe(clienteRequests().filter((r) => r.request_types_id === 41).length);
  });

  it('answers an empty list when nothing matches, and refuses dates as the client does: not a day, after Chile’s today, one alone, or out of order', async () => {
    expect((await list({ from: '2001-01-01', to: '2001-01-31' })).data!.viewer.requests).toEqual([]);
    for (const day of ['01-01-2026', '2024-19-45'])
      expect((await list({ from: day, to: day })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const future = await list({ from: '2020-01-01', to: chileTomorrow() });
    expect(future.errors?.[0]?.message).toBe(NO_FUTURE_DATES);
    expect((await list({ to: chileDay() })).errors?.[0]?.message).toBe(BOTH_DATES_REQUIRED);
    expect((await list({ from: '2020-02-01', to: '2020-01-01' })).errors?.[0]?.message).toBe(FROM_AFTER_TO);
    expect((await list({ from: '2000-01-01', to: chileDay() })).data!.viewer.requests!.length).toBeGreaterThan(0);
  });

  it('gives the person the tree of lines 1, 3, 4, 5 and the company user 2, 6, 7', async () => {
    const TREE = '{ viewer { requestTypeTree { id name categories { id name types { id name } } } } }';
    const personTree = (await gateway.gql<{ viewer: { requestTypeTree: Tree[] } }>(TREE, {}, cliente)).data!.viewer.requestTypeTree;
    expect(personTree.map((s) => s.id)).toEqual(['1', '3', '4', '5']);
    expect(personTree[0]!.categories.find((c) => c.id === '3')!.types).toEqual([{ id: '11', name: 'Solicitud de lectura' }]);
    const companyTree = (await gateway.gql<{ viewer: { requestTypeTree: Tree[] } }>(TREE, {}, funcionario)).data!.viewer.requestTypeTree;
    expect(companyTree.map((s) => s.name)).toEqual(['Envasado Institucional', 'Granel Industrial', 'Suministro Eléctrico']);
  });

  it("lists a company user's requests through the /company_user twin", async () => {
    gateway.sandbox.calls.reset();
    const rows = (await list({}, funcionario)).data!.viewer.requests!;
    const user = world().companyUsers.find((u) => u.email === 'funcionario@empresa.demo.cl')!;
    expect(rows.map((r) => r.id).sort()).toEqual(
      mine({ kind: 'company', id: user.id })
        .map((r) => String(r.id))
        .sort(),
    );
    expect(gateway.sandbox.calls.get()['/company_user/request/list']).toBe(1);
    expect(gateway.sandbox.calls.get()['/request/list']).toBeUndefined();
  });

  it('keeps the tree when the list fails, each with its own error', async () => {
    gateway.sandbox.faults.add({ path: '/request/list', status: 503 });
    const log = catchBackendFailures();
    const answer = await gateway.gql<{ viewer: { requests: Summary[] | null; requestTypeTree: Tree[] | null } }>(
      'query($f: RequestFilter!) { viewer { requests(filter: $f) { id } requestTypeTree { id } } }',
      { f: {} },
      cliente,
    );
    expect(answer.data!.viewer.requests).toBeNull();
    expect(answer.data!.viewer.requestTypeTree!.length).toBe(4);
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors![0]).toMatchObject({
      path: ['viewer', 'requests'],
      extensions: { code: 'BACKEND_UNAVAILABLE', reason: 'UNAVAILABLE' },
    });
    expect(log.failures).toEqual(['UNAVAILABLE /request/list']);
  });
});

describe('the request detail', () => {
  it('shows the data, the response, and file fields by name', async () => {
    const withFiles = find((r) => r.data.filter((f) => f.type === 'file').length === 2);
    const request = (await detail(withFiles.id)).data!.viewer.request!;
    expect(request.status).toBe('Cerrado');
    expect(request.response).toBe(withFiles.respuesta);
    expect(request.fields.filter((f) => f.fileName).map((f) => f.fileName)).toEqual(['fotografia.png', 'detalle.txt']);
    expect(request.fields.find((f) => f.name === 'horario')!.value).toBe('Mañana, Tarde');
  });

  it('hides file fields for a request of 2020-04-14..06-23 and the response for a term before 2020-09-01', async () => {
    const inWindow = (await detail(find((r) => r.created_at_date === '2020-05-12').id)).data!.viewer.request!;
    expect(inWindow.fields.some((f) => f.fileName)).toBe(false);
    expect(inWindow.fields.length).toBeGreaterThan(0);
    const oldTerm = find((r) => r.created_at_date === '2020-07-20');
    expect(oldTerm.respuesta).toBeTruthy();
    expect((await detail(oldTerm.id)).data!.viewer.request!.response).toBeNull();
  });

  it('maps each agreement case', async () => {
    const agreementOf = async (test: (r: RequestRecord) => boolean) => (await detail(find(test).id)).data!.viewer.request!.agreement;
    expect(await agreementOf((r) => r.agreement?.status === 'Pagado')).toMatchObject({ case: 'DOWN_PAYMENT_REGISTERED' });
    for (const status of ['Pendiente creación SAP', 'Error anulación', 'Creado SAP', 'Anulado']) {
      const approved = await agreementOf((r) => r.agreement?.status === status);
      expect(approved).toMatchObject({ case: 'APPROVED', currentDebt: 184500, balance: 184500 - 36900 });
      expect(approved!.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const rejected = await agreementOf((r) => r.clossing_justification === 'Z0000003');
    expect(rejected).toMatchObject({
      case: 'REJECTED',
      response: 'La deuda informada no cumple las condiciones para un convenio de pago.',
    });
    expect(await agreementOf((r) => r.status === 'Abierto')).toBeNull();
  });

  it("refuses another person's request as FORBIDDEN and an unknown one as NOT_FOUND", async () => {
    const other = world().requests.find((r) => r.owner.kind === 'person' && r.owner.id !== person('cliente@demo.cl').id)!;
    const refused = await detail(other.id);
    expect(refused.data!.viewer.request).toBeNull();
    expect(refused.errors![0]).toMatchObject({ path: ['viewer', 'request'], extensions: { code: 'FORBIDDEN' } });
    const log = catchBackendFailures();
    const unknown = await detail(99_999_999);
    expect(unknown.errors![0]!.extensions).toMatchObject({ code: 'BACKEND_UNAVAILABLE', reason: 'NOT_FOUND' });
    expect(log.failures).toEqual(['NOT_FOUND /request/get']);
  });

  it("opens a company user's request through its twin, and refuses it to a person", async () => {
    const user = world().companyUsers.find((u) => u.email === 'funcionario@empresa.demo.cl')!;
    const theirs = mine({ kind: 'company', id: user.id })[0]!;
    expect((await detail(theirs.id, funcionario)).data!.viewer.request!.id).toBe(String(theirs.id));
    expect((await detail(theirs.id, cliente)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });
});

describe('rating', () => {
  it('rates a closed request once: field errors by field, then ok, then refused', async () => {
    const unrated = find((r) => r.status === 'Cerrado' && r.calificacion === null && !r.agreement && !r.clossing_justification);
    expect((await detail(unrated.id)).data!.viewer.request!.canRate).toBe(true);

    const noStars = (await rate({ requestId: String(unrated.id), rating: 0, comment: 'x' })).data!.rateRequest;
    expect(noStars.ok).toBe(false);
    expect(noStars.fieldErrors).toEqual([{ field: 'rating', message: 'Debes seleccionar una calificación de 1 a 5 estrellas' }]);

    const done = (await rate({ requestId: String(unrated.id), rating: 5, comment: 'Muy bien' })).data!.rateRequest;
    expect(done.ok).toBe(true);
    const after = (await detail(unrated.id)).data!.viewer.request!;
    expect(after).toMatchObject({ rating: 5, canRate: false });

    const again = (await rate({ requestId: String(unrated.id), rating: 3 })).data!.rateRequest;
    expect(again).toMatchObject({ ok: false, message: 'Este requerimiento ya fue calificado' });
  });

  it('refuses an open request, a comment over 500 characters and someone else’s request', async () => {
    const open = find((r) => r.status === 'Abierto');
    expect((await rate({ requestId: String(open.id), rating: 4 })).data!.rateRequest).toMatchObject({ ok: false });
    const closed = find((r) => r.status === 'Cerrado' && r.calificacion === null && !r.clossing_justification);
    const long = await rate({ requestId: String(closed.id), rating: 4, comment: 'a'.repeat(501) });
    expect(long.data!.rateRequest).toMatchObject({ ok: false, fieldErrors: [{ field: 'comment', message: 'Máximo 500 caracteres' }] });
    expect(world().requests.find((r) => r.id === closed.id)!.calificacion).toBeNull();
    const other = world().requests.find((r) => r.owner.kind === 'person' && r.owner.id !== person('cliente@demo.cl').id)!;
    expect((await rate({ requestId: String(other.id), rating: 4 })).errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });
});

describe('the down payment', () => {
  const CREATE =
    'mutation($id: ID!) { createDownPayment(requestId: $id) { ok message fieldErrors { field } portal { url fields { name value } } } }';
  interface Portal {
    ok: boolean;
    message: string | null;
    portal: { url: string; fields: Array<{ name: string; value: string }> } | null;
  }

  it('creates it for an approved agreement and gives the portal form; the agreement is registered once the portal pays', async () => {
    const approved = find((r) => r.agreement?.status === 'Creado SAP');
    const answer = (await gateway.gql<{ createDownPayment: Portal }>(CREATE, { id: String(approved.id) }, cliente)).data!.createDownPayment;
    expect(answer.ok).toBe(true);
    expect(answer.portal!.url).toBe('/demo/portal-pagos');
    const fields = Object.fromEntries(answer.portal!.fields.map((f) => [f.name, f.value]));
    expect(fields).toEqual({
      codCliente: approved.agreement!.meter_contract_id,
      email: 'cliente@demo.cl',
      movil: person('cliente@demo.cl').phone,
      pie: 'true',
      urlRetorno: `/mis-servicios/medidor/requerimientos/${approved.id}`,
    });
    // opening the portal pays nothing yet: its 'Pagar' does
    expect((await detail(approved.id)).data!.viewer.request!.agreement!.case).toBe('APPROVED');
    await gateway.transport(5000).call('/sandbox/meter/pay', { contract_cod: fields.codCliente! }, { token: cliente });
    // the portal pays behind the gateway's back: the customer comes back after the gateway's kept reads have expired
    gateway.forgetKeptReads();
    expect((await detail(approved.id)).data!.viewer.request!.agreement!.case).toBe('DOWN_PAYMENT_REGISTERED');
  });

  it('refuses it for a rejected agreement with the server message', async () => {
    const rejected = find((r) => r.clossing_justification === 'Z0000003');
    const answer = (await gateway.gql<{ createDownPayment: Portal }>(CREATE, { id: String(rejected.id) }, cliente)).data!.createDownPayment;
    expect(answer).toMatchObject({ ok: false, message: 'Este convenio no tiene un pago pie pendiente', portal: null });
  });
});

describe('form-post downloads', () => {
  const base = () => gateway.graphqlUrl.replace(/\/graphql$/, '');
  const token = async (who = cliente) =>
    (await gateway.gql<{ downloadToken: string }>('mutation { downloadToken }', {}, who)).data!.downloadToken;
  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${base()}/descargas${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  const withFiles = () => find((r) => r.data.filter((f) => f.type === 'file').length === 2);

  it('answers the file for a valid token, once', async () => {
    const request = withFiles();
    const fields = { request_id: String(request.id), is_sf: '1', name: 'documento', token: await token() };
    const response = await post('/request/file', fields);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(response.headers.get('content-disposition')).toContain('detalle.txt');
    expect(await response.text()).toBe('Detalle adjunto al requerimiento.\n');

    const replay = await post('/request/file', fields);
    expect(replay.status).toBe(401);
    expect(await replay.text()).toContain('Error descargando el archivo');
  });

  it("gives a company user's file through the company twin", async () => {
    const user = world().companyUsers.find((u) => u.email === 'funcionario@empresa.demo.cl')!;
    const theirs = mine({ kind: 'company', id: user.id }).find((r) => r.data.some((f) => f.type === 'file'))!;
    const response = await post('/company_user/request/file', {
      request_id: String(theirs.id),
      is_sf: '1',
      name: 'fotografia',
      token: await token(funcionario),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer()).slice(1, 4)).toEqual(new TextEncoder().encode('PNG'));
  });

  it("refuses a bad token, someone else's file and a path that is not a form-post download", async () => {
    const request = withFiles();
    const bad = await post('/request/file', { request_id: String(request.id), is_sf: '1', name: 'documento', token: 'no-es-un-token' });
    expect(bad.status).toBe(401);
    expect(bad.headers.get('content-type')).toContain('text/html');
    expect(await bad.text()).toContain('Error descargando el archivo');

    const other = world().requests.find((r) => r.owner.kind === 'person' && r.owner.id !== person('cliente@demo.cl').id)!;
    const foreign = await post('/request/file', { request_id: String(other.id), is_sf: '1', name: 'documento', token: await token() });
    expect(foreign.status).toBe(403);

    gateway.sandbox.calls.reset();
    const unlisted = await post('/me', { token: await token() });
    expect(unlisted.status).toBe(404);
    expect(await unlisted.text()).toContain('Error descargando el archivo');
    expect(gateway.sandbox.calls.get()['/me']).toBeUndefined();
  });
});
