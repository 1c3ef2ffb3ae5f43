import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSpecBackend, type SpecBackend } from '../../spec-backend/server';

/**
 * The second REST backend, written from the spec's words only (spec-backend/README.md), over real HTTP: sign-in,
 * the per-line service lists of spec 2 §3, a detail of each line, the refusals (404 for the project's chosen
 * paths, 403 for another person's code, 401 without a token, 422 for a bad payload) and writes that the next
 * read shows.
 */
let backend: SpecBackend;
let token: string;

type Json = Record<string, unknown> & { status?: string; message?: string; data?: unknown };

async function call(path: string, body: object = {}, withToken: string | null = token): Promise<{ code: number; json: Json }> {
  const response = await fetch(backend.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(withToken ? { ...body, token: withToken } : body),
  });
  return { code: response.status, json: (await response.json()) as Json };
}

async function signIn(email: string): Promise<string> {
  const { json } = await call('/login/email', { email, password: 'Gas.Demo.2026' }, null);
  expect(json.status).toBe('ok');
  return (json.data as { token: string }).token;
}

const keys = (value: unknown) => Object.keys(value as object).sort();

beforeAll(async () => {
  backend = await startSpecBackend({ port: 0 });
  token = await signIn('cliente@demo.cl');
});

afterAll(() => backend.close());

describe('spec backend: sign-in and session', () => {
  it('signs in with /login/email directly: status, message, data.token and data.person', async () => {
    const { code, json } = await call('/login/email', { email: 'cliente@demo.cl', password: 'Gas.Demo.2026' }, null);
    expect(code).toBe(200);
    expect(json.message).toEqual(expect.any(String));
    const data = json.data as { token: string; person: Record<string, unknown> };
    expect(data.token).toMatch(/^[\w-]{40,}$/);
    expect(data.person).toMatchObject({ email: 'cliente@demo.cl', dni: '15678234-3', notification_check: 1, hasdebt: true });
    expect(keys(data.person)).toEqual(
      expect.arrayContaining(['id', 'name', 'last_name', 'dni', 'phone', 'profile_picture', 'second_account', 'seccond_email', 'role']),
    );
    expect((await call('/login/email', { email: 'cliente@demo.cl', password: 'otra' }, null)).json).toEqual({
      status: 'error',
      message: 'Correo o contraseña inválidos.',
    });
  });

  it('refuses a call without a token, or with an unknown one, with 401', async () => {
    expect(await call('/bussines_line/meter/list', {}, null)).toEqual({ code: 401, json: { message: 'Unauthenticated' } });
    expect((await call('/me', {}, 'no-es-un-token')).code).toBe(401);
    expect((await fetch(`${backend.url}/validate_sf`)).status).toBe(401);
    const validate = await fetch(`${backend.url}/validate_sf`, { headers: { authorization: `Bearer ${token}` } });
    expect(await validate.json()).toEqual({ status: 'ok', data: { hasConsentSalesForce: true } });
  });

  it('answers 404 for the paths the project chose, those of the company family the spec does not show, and any unknown path', async () => {
    for (const path of [
      '/login/token_exchange',
      '/download/token',
      '/meter/debt',
      '/housing/debt',
      '/housing/telemetry/activate',
      '/autogas/maintenance/services',
      '/cylinder/get_discounts',
      '/company_user/services',
      '/company_user/industrial/debt',
      '/company_user/industrial/current_account',
      '/company_user/history',
      '/no/existe',
    ])
      expect(await call(path, { client_cod: '0012500101' }), path).toEqual({ code: 404, json: { message: 'Not Found' } });
  });

  it('asks consentimiento@demo.cl for consent, and takes it', async () => {
    const own = await signIn('consentimiento@demo.cl');
    const validate = () => fetch(`${backend.url}/validate_sf`, { headers: { authorization: `Bearer ${own}` } }).then((r) => r.json());
    expect(await validate()).toMatchObject({ data: { hasConsentSalesForce: false } });
    const terms = (await (await fetch(`${backend.url}/consent_sf`)).json()) as { data: Array<{ terminos_y_condiciones: string }> };
    expect(terms.data[0]?.terminos_y_condiciones).toContain('Términos y condiciones');
    expect((await call('/register_sf/consent', {}, own)).json.status).toBe('ok');
    expect(await validate()).toMatchObject({ data: { hasConsentSalesForce: true } });
  });
});

describe('spec backend: the person lists in spec 2 §3 shapes', () => {
  it('lists a meter service without client_name or client_rut', async () => {
    const { json } = await call('/bussines_line/meter/list');
    expect(json.status).toBe('ok');
    const [meter] = json.data as object[];
    expect(keys(meter)).toEqual(['client_address', 'client_city', 'client_cod', 'client_id', 'client_region_cod', 'contract_cod']);
    expect(meter).toMatchObject({ client_cod: '0012345678', contract_cod: '0040001234' });
  });

  it('lists a housing service with business line 6 and boolean flags', async () => {
    const [housing] = (await call('/bussines_line/housing/list')).json.data as object[];
    expect(housing).toEqual({
      client_cod: '0012500101',
      client_id: 6101,
      client_address: 'LOS AROMOS 245',
      client_city: 'Machalí',
      client_region_cod: '06',
      business_line_id: 6,
      has_bloqueo: false,
      telemetry_activated: true,
    });
  });

  it('lists a cylinder service with no client code', async () => {
    const [cylinder] = (await call('/bussines_line/cylinder/list')).json.data as object[];
    expect(keys(cylinder)).toEqual(['client_address', 'client_city', 'client_id', 'client_region_cod']);
  });

  it('lists an autogas account with its patents, each with its client code and no linked flag', async () => {
    const [account] = (await call('/bussines_line/autogas/list')).json.data as Array<{ patents: object[] }>;
    expect(keys(account)).toEqual(['client_id', 'patents']);
    expect(account?.patents).toEqual([
      { patent: 'KXWT42', conversion_contract_number: '0050001001', client_cod: '0014400101' },
      { patent: 'HJRP17', conversion_contract_number: '0050001002', client_cod: '0014400101' },
    ]);
  });

  it('answers status empty for every list of nuevo@demo.cl, who can find a meter contract and link it', async () => {
    const own = await signIn('nuevo@demo.cl');
    for (const line of ['meter', 'housing', 'cylinder', 'autogas'])
      expect((await call(`/bussines_line/${line}/list`, {}, own)).json).toEqual({ status: 'empty' });
    const found = await call('/bussines_line/meter/search', { contract_cod: '0040005678' }, own);
    expect(found.json.data).toEqual([expect.objectContaining({ client_cod: '0012345690', contract_cod: '0040005678' })]);
    const stored = await call('/bussines_line/meter/store', { client_cod: '0012345690', contract_cod: '0040005678' }, own);
    expect(stored.json).toEqual({ status: 'ok', message: 'El servicio se ha vinculado a tu cuenta correctamente' });
    expect((await call('/bussines_line/meter/list', {}, own)).json.data).toEqual([expect.objectContaining({ contract_cod: '0040005678' })]);
    expect((await call('/reading/graph', { contract_cod: '0040005678' }, own)).json.status).toBe('ok');
  });
});

describe('spec backend: a detail of each line', () => {
  it('meter: bills with ISO dates and numbers, one amount NO DISPONIBLE', async () => {
    const { json } = await call('/tickets/list', { star_month: '2000-01', end_month: '2099-12', contract_cod: '0040001234' });
    const bills = json.data as Array<Record<string, unknown>>;
    expect(bills.length).toBeGreaterThan(12);
    expect(bills[0]).toMatchObject({ ticket_number: expect.stringMatching(/^0\d{9}$/), doc_type: 'BOLETA', pdfAvailable: true });
    expect(bills[0]?.broadcast_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(bills[0]?.amount).toEqual(expect.any(Number));
    expect(bills.some((bill) => bill.prev_amount === 'NO DISPONIBLE')).toBe(true);
  });

  it('bulk: an order in progress with its truck, in the spec own creationDateTime format', async () => {
    const { json } = await call('/housing/order_detail', { client_cod: null, order_number: '0001200345' });
    expect(json.data).toMatchObject({
      orderNumber: '0001200345',
      state: 'En Ruta',
      patent: 'GHTK54',
      clientCode: '0012500101',
      cancel_order: false,
      claimDelay: true,
      liters: 450,
    });
    expect((json.data as { creationDateTime: string }).creationDateTime).toMatch(/^\d{2}\.\d{2}\.\d{4} - \d{2}:\d{2}$/);
    const truck = await call('/housing/order_coordinates', { patent: 'GHTK54' });
    expect(truck.json.data).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
    const debt = await call('/housing/deb_details', { client_cod: '0012500101' });
    expect((debt.json.data as { documents: unknown[] }).documents).toHaveLength(2);
  });

  it('cylinder: an order with its products, found by the client_id the list gives', async () => {
    const { json } = await call('/cylinder/order_detail', { client_cod: '7101', order_number: '0001300498' });
    expect(json.data).toMatchObject({ state: 'Entregado', amount: 37980, cancel_order: false });
    expect((json.data as { quantityUnits: unknown[] }).quantityUnits).toHaveLength(2);
  });

  it('autogas: the contract of a plate, with its contract number checked', async () => {
    const { json } = await call('/autogas/contract', { contract_number: '0050001001', patent: 'KXWT42' });
    expect(json.data).toMatchObject({
      contract_number: '0050001001',
      vehicle_patent: 'KXWT42',
      client_code: '0014400101',
      downloads: ['CONTRACT', 'CIA'],
    });
    expect((await call('/autogas/contract', { contract_number: '0050001003', patent: 'KXWT42' })).code).toBe(403);
  });
});

describe('spec backend: refusals and writes', () => {
  it('refuses another person’s contract or client code with 403, and a bad payload with 422', async () => {
    expect((await call('/reading/graph', { contract_cod: '0040007777' })).code).toBe(403);
    expect((await call('/housing/deb_details', { client_cod: '0012500202' })).code).toBe(403);
    expect((await call('/autogas/dashboard', { patent: 'LBCD23' })).code).toBe(403);
    const bad = await call('/reading/list', { star_month: 'ayer', end_month: '2026-01', contract_cod: '0040001234' });
    expect(bad.code).toBe(422);
    expect(bad.json).toMatchObject({ message: expect.any(String), errors: { star_month: [expect.any(String)] } });
  });

  it('cancels a cylinder order, and the next read shows it cancelled; a second cancel is refused', async () => {
    const cancel = await call('/cylinder/order_cancel', { order_number: '0001300512', comment: 'Ya no lo necesito', business: '0' });
    expect(cancel.json).toEqual({ status: 'ok', message: 'Se ha enviado la solicitud de anulación del pedido.' });
    const { json } = await call('/cylinder/order_detail', { client_cod: '7101', order_number: '0001300512' });
    expect(json.data).toMatchObject({ state: 'Anulado', is_canceled: true, cancel_order: false });
    expect((await call('/cylinder/order_cancel', { order_number: '0001300512' })).json).toEqual({
      status: 'error',
      message: 'Ya solicitaste anular este pedido',
    });
  });

  it('cancels a scheduled maintenance, and the next maintenance is then empty with the plan', async () => {
    expect((await call('/autogas/maintenance/next', { patent: 'KXWT42' })).json.data).toMatchObject({ notice_id: '000410023' });
    expect((await call('/autogas/maintenance/cancel', { patent: 'KXWT42', notice_id: 410023 })).json.status).toBe('ok');
    const next = await call('/autogas/maintenance/next', { patent: 'KXWT42' });
    expect(next.json.status).toBe('empty');
    expect(next.json.data).toMatchObject({ services: [expect.objectContaining({ id_service: 2, num_mant: 2 }), expect.anything()] });
  });

  it('files a request, and the request list shows it', async () => {
    const categories = await call('/request/category/list', { business_line_id: 4 });
    const types = (categories.json.data as Array<{ request_types: Array<{ id: number; description: string }> }>)[0]?.request_types;
    expect(types?.[0]).toMatchObject({ id: 401, description: 'C340' });
    const filed = await call('/request/create-sf', {
      client_id: 7101,
      patent: null,
      request_type_id: 401,
      detalle: 'El repartidor no llegó.',
      telefono_contacto: '987654321',
    });
    expect(filed.json).toMatchObject({ status: 'ok', message: 'Requerimiento enviado con éxito' });
    const id = (filed.json.data as { id: number }).id;
    const rows = (await call('/request/list', { business_line_id: 4 })).json.data as Array<{ id: number }>;
    expect(rows.map((row) => row.id)).toContain(id);
  });

  it('serves its files: a campaign image and a bill PDF', async () => {
    const image = await fetch(`${backend.url}/image/campain/desktop/31`);
    expect(image.headers.get('content-type')).toBe('image/png');
    const bill = await fetch(`${backend.url}/tickets/file`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ticket_number: '0301234510', doc_type: 'BOLETA', token }).toString(),
    });
    expect(bill.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await bill.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });
});
