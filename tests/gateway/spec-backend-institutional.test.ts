import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../spec-backend/kit';
import { specBackendGateway, type RestJson } from '../support/spec-backend-gateway';

/**
 * Envasado Institucional on the backend written from the spec's words alone (spec-backend/, issue 41), at the REST
 * level: the six /company_user/institutional/* calls in the forms it chose (payment methods and addresses as maps keyed
 * by code, an empty map as `[]`, materials and quotes beside `data`, quote dates DD-MM-YYYY), the refusals (another
 * company's client, a client without 2001 or 2002, a person), quote/create's checks, quote/list's filters, the current
 * account's ok / empty / exception and a document's detail with its PDFs through /document/get. Then the gateway's
 * Envasado Institucional fields pointed at it, as funcionario@ sees them.
 */
const spec = specBackendGateway({ timeoutMs: 10_000 });
const { rest, gqlAs, misfits } = spec;

const as = async (who: string, path: string, body: Record<string, unknown>) =>
  rest(path, { token: await spec.restToken(`${who}@empresa.demo.cl`), ...body });

const ROBLES = '0030200101';
const SUR_COUPONS = '0030200301';
const SUR_FAILING = '0030200302';
const C = (path: string) => `/company_user/institutional/${path}`;
/** 'DD-MM-YYYY', the quote list's dates (spec 3 §7) */
const dashed = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
const daysAgo = (days: number) => dashed(addDays(spec.backend.world.today, -days));

const COUPON_15 = '000000000000401015';
const COUPON_45 = '000000000000401045';
const WARRANTY_11 = '000000000000402011';

interface QuoteRow {
  quote_number: string;
  created_date: string;
  quote_type: number;
  state: string;
  incomplete: number;
  order_number: string | null;
  invoice_sheet: string | null;
  total: number;
  quote: Array<{ material_code: string; price: number; quantity: number; subtotal: number }>;
}
const quotesOf = (json: RestJson) => (json.quotes ?? []) as QuoteRow[];

/** A valid quote of 15 kg coupons, cash, to the packing plant; `extra` overrides. */
const couponQuote = (extra: Record<string, unknown> = {}) => ({
  client_cod: ROBLES,
  quote_type: 1,
  payment_code: 'C001',
  coupon_type: 'Físico',
  purchase_order: null,
  address: '0030200111',
  incomplete: 0,
  file: null,
  quote: [
    { material_code: COUPON_15, price: 26_500, quantity: 10 },
    { material_code: COUPON_45, price: 79_900, quantity: 0 },
  ],
  ...extra,
});

describe('Envasado Institucional on the spec-only backend: the quote options and materials', () => {
  it("gives a client's payment methods as maps keyed by code per quote type, and its addresses as maps keyed by ship-to", async () => {
    const answer = await as('funcionario', C('quotes_type'), { client_cod: ROBLES });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      status: 'ok',
      data: {
        payment_method: {
          Cupones: { C001: 'Contado', C030: 'Crédito 30 días', C045: 'Crédito 45 días' },
          Garantias: { G001: 'Contado', G030: 'Crédito 30 días', G099: 'Transferencia bancaria' },
        },
        address_coupon: {
          '0030200111': 'CAMINO A DOÑIHUE KM 4,5, Rancagua',
          '0030200112': 'CAMINO A DOÑIHUE KM 4,7, Rancagua',
          '0030200113': 'AV. SAN FRANCISCO 1880, Machalí',
        },
        address_warranty: { '0030200111': 'CAMINO A DOÑIHUE KM 4,5, Rancagua', '0030200113': 'AV. SAN FRANCISCO 1880, Machalí' },
      },
    });
  });

  it('writes an empty map as PHP writes an empty array: Sur quotes coupons only', async () => {
    const answer = await as('reservado', C('quotes_type'), { client_cod: SUR_COUPONS });
    expect(answer.json.data).toEqual({
      payment_method: { Cupones: { C001: 'Contado' }, Garantias: [] },
      address_coupon: { '0030200311': 'AV. PABLO NERUDA 01250, Temuco' },
      address_warranty: [],
    });
  });

  it('lists the materials of a type and payment method beside data, priced with the method (material_code, name, value, count)', async () => {
    const cash = await as('funcionario', C('material_list'), { client_cod: ROBLES, quote_type: 1, payment_code: 'C001' });
    expect(cash.json.status).toBe('ok');
    expect(cash.json.data).toBeUndefined();
    expect(cash.json.materials).toEqual([
      { material_code: '000000000000401005', name: 'CUPON GAS LICUADO 5 KG', value: 11_900, count: 0 },
      { material_code: '000000000000401011', name: 'CUPON GAS LICUADO 11 KG', value: 19_900, count: 0 },
      { material_code: COUPON_15, name: 'CUPON GAS LICUADO 15 KG', value: 26_500, count: 20 },
      { material_code: COUPON_45, name: 'CUPON GAS LICUADO 45 KG', value: 79_900, count: 4 },
    ]);
    // 30 days' credit adds 2 %; 45 days' 3 %, on the 15 and 45 kg coupons only
    const credit = await as('funcionario', C('material_list'), { client_cod: ROBLES, quote_type: '1', payment_code: 'C030' });
    expect((credit.json.materials as Array<{ value: number }>).map((m) => m.value)).toEqual([12_138, 20_298, 27_030, 81_498]);
    const longer = await as('funcionario', C('material_list'), { client_cod: ROBLES, quote_type: 'Cupones', payment_code: 'C045' });
    expect(longer.json.materials).toEqual([
      { material_code: COUPON_15, name: 'CUPON GAS LICUADO 15 KG', value: 27_295, count: 20 },
      { material_code: COUPON_45, name: 'CUPON GAS LICUADO 45 KG', value: 82_297, count: 4 },
    ]);
    // the type may also be named as the payment_method map names it
    const warranties = await as('funcionario', C('material_list'), { client_cod: ROBLES, quote_type: 'Garantías', payment_code: 'G001' });
    expect((warranties.json.materials as Array<{ name: string }>).map((m) => m.name)).toEqual([
      'GARANTIA CILINDRO 5 KG',
      'GARANTIA CILINDRO 11 KG',
      'GARANTIA CILINDRO 15 KG',
      'GARANTIA CILINDRO 45 KG',
    ]);
  });

  it('answers empty for a payment method with no materials, and 422 for a type or method that does not match', async () => {
    const none = await as('funcionario', C('material_list'), { client_cod: ROBLES, quote_type: 2, payment_code: 'G099' });
    expect(none.json).toEqual({
      status: 'empty',
      message: 'No hay materiales disponibles para el tipo de cotización y medio de pago seleccionados.',
    });
    const otherType = await as('funcionario', C('material_list'), { client_cod: ROBLES, quote_type: 2, payment_code: 'C001' });
    expect(otherType.status).toBe(422);
    expect(Object.keys(otherType.json.errors!)).toEqual(['payment_code']);
    const badType = await as('funcionario', C('material_list'), { client_cod: ROBLES, quote_type: 3, payment_code: 'C001' });
    expect(badType.status).toBe(422);
    expect(Object.keys(badType.json.errors!)).toEqual(['quote_type']);
    const noMethod = await as('funcionario', C('material_list'), { client_cod: ROBLES, quote_type: 1 });
    expect(noMethod.status).toBe(422);
  });
});

describe('Envasado Institucional on the spec-only backend: who may call', () => {
  const calls = (): Array<[string, Record<string, unknown>, number]> => [
    ['quotes_type', {}, 2001],
    ['material_list', { quote_type: 1, payment_code: 'C001' }, 2001],
    ['quote/create', couponQuote(), 2001],
    ['quote/list', { start_date: daysAgo(90), end_date: daysAgo(0), type: 1 }, 2001],
    ['current_account', { period: 3 }, 2002],
    ['document_details', { doc_number: '1800004501', doc_year: 2025 }, 2002],
  ];

  it("refuses another company's client with 403, whether it exists or not", async () => {
    for (const [path, body] of calls()) {
      expect((await as('funcionario', C(path), { ...body, client_cod: SUR_COUPONS })).status, path).toBe(403);
      expect((await as('funcionario', C(path), { ...body, client_cod: '0030299999' })).status, path).toBe(403);
      expect((await as('reservado', C(path), { ...body, client_cod: ROBLES })).status, path).toBe(403);
    }
  });

  it('refuses a client of its company on which the Funcionario lacks the privilege, and an industrial client', async () => {
    for (const [path, body] of calls()) {
      // limitado@ is of Los Robles but holds nothing on its institutional client
      expect((await as('limitado', C(path), { ...body, client_cod: ROBLES })).status, path).toBe(403);
      // funcionario@ holds every industrial privilege on 0020100101: none of them is 2001 or 2002
      expect((await as('funcionario', C(path), { ...body, client_cod: '0020100101' })).status, path).toBe(403);
    }
    // reservado@ holds 2002 alone on 0030200302: the account answers (SAP fails), the quote calls do not
    for (const [path, body, privilege] of calls()) {
      expect((await as('reservado', C(path), { ...body, client_cod: SUR_FAILING })).status, path).toBe(privilege === 2001 ? 403 : 200);
    }
  });

  it("answers a person's token 401, and no token 401", async () => {
    const personToken = await spec.restToken('cliente@demo.cl');
    for (const [path, body] of calls()) {
      expect((await rest(C(path), { ...body, client_cod: ROBLES, token: personToken })).status, path).toBe(401);
      expect((await rest(C(path), { ...body, client_cod: ROBLES })).status, path).toBe(401);
    }
  });

  it("lets the Administrador of the client's company call them all", async () => {
    expect((await as('admin', C('quotes_type'), { client_cod: ROBLES })).json.status).toBe('ok');
    expect((await as('admin', C('current_account'), { client_cod: ROBLES, period: 3 })).json.status).toBe('ok');
  });
});

describe('Envasado Institucional on the spec-only backend: quote/create', () => {
  it('answers status error with every field at fault, keyed as the payload names them', async () => {
    const answer = await as('funcionario', C('quote/create'), { client_cod: ROBLES });
    expect(answer.status).toBe(200);
    expect(answer.json.status).toBe('error');
    expect(answer.json.message).toBe('Los datos enviados no son válidos.');
    expect(answer.json.errors).toEqual({
      incomplete: ['El campo incomplete debe ser 0 o 1.'],
      quote_type: ['Debes seleccionar un tipo de cotización'],
      payment_code: ['Debes seleccionar un medio de pago'],
      address: ['Debes seleccionar una dirección de despacho'],
      quote: ['Debes ingresar al menos un material.'],
    });
    // without a client there is nothing to check against: 422
    expect((await as('funcionario', C('quote/create'), { quote_type: 1 })).status).toBe(422);
  });

  it("checks each field against the client's options: method and address of the type, coupon type, purchase order", async () => {
    const errorsOf = async (extra: Record<string, unknown>) => (await as('funcionario', C('quote/create'), couponQuote(extra))).json.errors;
    expect(await errorsOf({ payment_code: 'G001' })).toEqual({ payment_code: ['El medio de pago no corresponde al tipo de cotización.'] });
    // the cold store takes coupons, not warranties
    expect(
      await errorsOf({
        quote_type: 2,
        payment_code: 'G001',
        coupon_type: null,
        address: '0030200112',
        quote: [{ material_code: WARRANTY_11, price: 31_900, quantity: 1 }],
      }),
    ).toEqual({ address: ['La dirección no corresponde a una dirección de despacho del cliente para este tipo de cotización.'] });
    expect(
      await errorsOf({
        quote_type: 2,
        payment_code: 'G001',
        coupon_type: 'Digital',
        address: '0030200113',
        quote: [{ material_code: WARRANTY_11, price: 31_900, quantity: 1 }],
      }),
    ).toEqual({ coupon_type: ['Las garantías no llevan tipo de cupón.'] });
    expect(await errorsOf({ coupon_type: 'Papel' })).toEqual({ coupon_type: ['El tipo de cupón debe ser Físico o Digital.'] });
    expect(await errorsOf({ purchase_order: 'X'.repeat(36) })).toEqual({
      purchase_order: ['La orden de compra no debe superar los 35 caracteres.'],
    });
    expect(await errorsOf({ quote_type: 'Cheques' })).toMatchObject({ quote_type: ['El tipo de cotización no es válido.'] });
  });

  it('checks every line: a material of the method, at its price, a whole quantity, no repeats, and something asked when sending', async () => {
    const errorsOf = async (quote: unknown[], extra: Record<string, unknown> = {}) =>
      (await as('funcionario', C('quote/create'), couponQuote({ quote, ...extra }))).json.errors;
    expect(
      await errorsOf([
        { material_code: WARRANTY_11, price: 31_900, quantity: 1 },
        { material_code: COUPON_15, price: 27_030, quantity: 2.5 },
        { material_code: COUPON_15, price: 26_500, quantity: 1 },
        'no es una línea',
      ]),
    ).toEqual({
      'quote.0.material_code': ['El material no está disponible para este tipo de cotización y medio de pago.'],
      'quote.1.quantity': ['La cantidad debe ser un número entero entre 0 y 99999.'],
      'quote.1.price': ['El precio no corresponde al precio vigente ($26.500).'],
      'quote.2.material_code': ['El material está repetido en la cotización.'],
      'quote.3': ['Cada material debe ser un objeto.'],
    });
    // the 5 kg coupon is not paid with 45 days' credit
    expect(await errorsOf([{ material_code: '000000000000401005', price: 12_257, quantity: 1 }], { payment_code: 'C045' })).toEqual({
      'quote.0.material_code': ['El material no está disponible para este tipo de cotización y medio de pago.'],
    });
    const zeros = [{ material_code: COUPON_15, price: 26_500, quantity: 0 }];
    expect(await errorsOf(zeros)).toEqual({ quote: ['Debes ingresar la cantidad de al menos un material.'] });
    // saved for later, every quantity may still be 0
    const saved = await as('funcionario', C('quote/create'), couponQuote({ quote: zeros, incomplete: 1 }));
    expect(saved.json).toMatchObject({ status: 'ok', data: { quote_number: expect.stringMatching(/^\d{10}$/) } });
  });

  it('takes an attachment in base64 of up to 3 MB (bare or as a data URL), refusing a larger one or one that is not base64', async () => {
    const errorsOf = async (file: unknown) => (await as('funcionario', C('quote/create'), couponQuote({ file, incomplete: 1 }))).json;
    const small = Buffer.from('%PDF-1.4 orden de compra').toString('base64');
    expect((await errorsOf(small)).status).toBe('ok');
    expect((await errorsOf(`data:application/pdf;base64,${small}`)).status).toBe('ok');
    expect((await errorsOf('esto no es base64!')).errors).toEqual({ file: ['El archivo debe venir en base64.'] });
    expect((await errorsOf({ name: 'oc.pdf' })).errors).toEqual({ file: ['El archivo debe venir en base64.'] });
    // 3,072,000 bytes pass; one more is refused by field, not by the body limit
    expect((await errorsOf(Buffer.alloc(3_072_000, 7).toString('base64'))).status).toBe('ok');
    const large = await errorsOf(Buffer.alloc(3_072_003, 7).toString('base64'));
    expect(large.errors).toEqual({ file: ['El tamaño del archivo seleccionado supera lo permitido (3MB)'] });
  });

  it('sends a quote that quote/list then shows Enviada, and refuses its purchase order again with a message alone', async () => {
    const sent = await as(
      'funcionario',
      C('quote/create'),
      couponQuote({
        purchase_order: '  OC-9001  ',
        coupon_type: 'digital',
        payment_code: 'C030',
        quote: [{ material_code: COUPON_15, price: '27030', quantity: '3' }],
      }),
    );
    expect(sent.json).toMatchObject({ status: 'ok', message: expect.stringContaining('enviada con éxito') });
    const number = (sent.json.data as { quote_number: string }).quote_number;
    const listed = await as('funcionario', C('quote/list'), { client_cod: ROBLES, quote_number: number });
    expect(quotesOf(listed.json)).toEqual([
      expect.objectContaining({
        quote_number: number,
        created_date: dashed(spec.backend.world.today),
        quote_type: 1,
        state: 'Enviada',
        incomplete: 0,
        coupon_type: 'Digital',
        purchase_order: 'OC-9001',
        payment_code: 'C030',
        address: '0030200111',
        total: 81_090,
        quote: [{ material_code: COUPON_15, name: 'CUPON GAS LICUADO 15 KG', price: 27_030, quantity: 3, subtotal: 81_090 }],
      }),
    ]);
    const again = await as('funcionario', C('quote/create'), couponQuote({ purchase_order: 'OC-9001' }));
    expect(again.json).toEqual({ status: 'error', message: `La orden de compra OC-9001 ya fue usada en la cotización N° ${number}.` });
  });

  it('saves a quote for later as Incompleta, keeping its rows at 0', async () => {
    const saved = await as('funcionario', C('quote/create'), couponQuote({ incomplete: true, address: '0030200112' }));
    expect(saved.json.message).toContain('guardada para enviar después');
    const number = (saved.json.data as { quote_number: string }).quote_number;
    const [quote] = quotesOf((await as('funcionario', C('quote/list'), { client_cod: ROBLES, quote_number: number })).json);
    expect(quote).toMatchObject({ state: 'Incompleta', incomplete: 1, order_number: null });
    expect(quote!.quote.map((l) => l.quantity)).toEqual([10, 0]);
  });
});

describe('Envasado Institucional on the spec-only backend: quote/list', () => {
  it('lists the quotes of a period given DD-MM-YYYY, newest first, in every state', async () => {
    const year = await as('funcionario', C('quote/list'), { client_cod: ROBLES, start_date: daysAgo(365), end_date: daysAgo(3), type: 1 });
    expect(year.json.status).toBe('ok');
    expect(year.json.data).toBeUndefined();
    expect(quotesOf(year.json).map((q) => [q.quote_number, q.created_date, q.state, q.quote_type])).toEqual([
      ['0020004506', daysAgo(12), 'Enviada', 1],
      ['0020004505', daysAgo(50), 'Rechazada', 2],
      ['0020004504', daysAgo(95), 'Aprobada', 1],
      ['0020004503', daysAgo(210), 'Facturada', 2],
      ['0020004502', daysAgo(330), 'Facturada', 1],
    ]);
    // the bounds are inclusive; the saved one of 2 days ago is in a period that reaches it
    const recent = await as('funcionario', C('quote/list'), { client_cod: ROBLES, start_date: daysAgo(12), end_date: daysAgo(2), type: 1 });
    expect(quotesOf(recent.json).map((q) => [q.quote_number, q.state, q.incomplete])).toEqual([
      ['0020004507', 'Incompleta', 1],
      ['0020004506', 'Enviada', 0],
    ]);
    // the spec's own fixed period (01-09-2017 to 08-09-2020) holds nothing here
    const fixed = await as('funcionario', C('quote/list'), {
      client_cod: ROBLES,
      start_date: '01-09-2017',
      end_date: '08-09-2020',
      type: 1,
    });
    expect(fixed.json).toEqual({ status: 'empty', message: 'No se encontraron cotizaciones para los filtros seleccionados.' });
  });

  it('finds a quote by its number, its order number or its invoice folio, with or without leading zeros or a period', async () => {
    const find = async (body: Record<string, unknown>) =>
      quotesOf((await as('funcionario', C('quote/list'), { client_cod: ROBLES, type: 1, ...body })).json).map((q) => q.quote_number);
    expect(await find({ quote_number: '20004504' })).toEqual(['0020004504']);
    expect(await find({ order_number: '0001500104' })).toEqual(['0020004504']);
    expect(await find({ order_number: '1500103' })).toEqual(['0020004503']);
    expect(await find({ invoice_sheet: '350987' })).toEqual(['0020004501']);
    // a number and a period: both must hold
    expect(await find({ quote_number: '0020004504', start_date: daysAgo(30), end_date: daysAgo(0) })).toEqual([]);
    expect(await find({ order_number: '0001500104', start_date: daysAgo(100), end_date: daysAgo(0) })).toEqual(['0020004504']);
    // an empty text is no filter
    expect(await find({ quote_number: '', order_number: '', invoice_sheet: '', start_date: daysAgo(60), end_date: daysAgo(40) })).toEqual([
      '0020004505',
    ]);
  });

  it('names the billed quotes by the folio of an invoice of the current account', async () => {
    const [billed] = quotesOf((await as('funcionario', C('quote/list'), { client_cod: ROBLES, quote_number: '0020004503' })).json);
    const account = await as('funcionario', C('current_account'), { client_cod: ROBLES, period: 12 });
    const invoice = (account.json.data as Array<{ folio_number: string; class_description: string; issue_date: string }>).find(
      (d) => d.folio_number === billed!.invoice_sheet,
    );
    expect(invoice).toMatchObject({ class_description: 'FACTURA ELECTRONICA' });
    expect(invoice!.issue_date >= addDays(spec.backend.world.today, -210)).toBe(true);
  });

  it('refuses a period without its dates, a malformed date or an end before the start with 422', async () => {
    const list = (body: Record<string, unknown>) => as('funcionario', C('quote/list'), { client_cod: ROBLES, type: 1, ...body });
    const noDates = await list({});
    expect(noDates.status).toBe(422);
    expect(Object.keys(noDates.json.errors!)).toEqual(['start_date']);
    expect((await list({ start_date: daysAgo(30) })).json.errors).toHaveProperty('end_date');
    expect((await list({ start_date: '31-02-2025', end_date: daysAgo(0) })).json.errors).toHaveProperty('start_date');
    const reversed = await list({ start_date: daysAgo(0), end_date: daysAgo(30) });
    expect(reversed.status).toBe(422);
    expect(reversed.json.errors).toEqual({ end_date: ['La fecha de término no puede ser anterior a la fecha de inicio.'] });
    expect((await list({ type: 'uno', start_date: daysAgo(30), end_date: daysAgo(0) })).status).toBe(422);
  });

  it('answers empty for a client with no quotes', async () => {
    const none = await as('reservado', C('quote/list'), {
      client_cod: SUR_COUPONS,
      start_date: daysAgo(365),
      end_date: daysAgo(0),
      type: 1,
    });
    expect(none.json.status).toBe('empty');
  });
});

describe('Envasado Institucional on the spec-only backend: the current account', () => {
  interface Doc {
    class_description: string;
    folio_number: string;
    issue_date: string;
    expiration_date: string;
    value: number;
    late_payment: number;
    payment_condition_desc: string;
    address: string;
    doc_number: string;
    doc_year: number;
  }
  const account = async (period: unknown, client_cod = ROBLES, email = 'funcionario') =>
    as(email, C('current_account'), { client_cod, period });

  it("gives a year of documents in spec 3 §3's fields, newest first, narrowed to the period's months", async () => {
    const year = await account(12);
    expect(year.json.status).toBe('ok');
    const documents = year.json.data as Doc[];
    expect(documents.length).toBe(26);
    expect(Object.keys(documents[0]!)).toEqual([
      'class_description',
      'folio_number',
      'issue_date',
      'expiration_date',
      'value',
      'late_payment',
      'payment_condition_desc',
      'address',
      'doc_number',
      'doc_year',
    ]);
    expect(documents[0]).toMatchObject({
      class_description: 'FACTURA ELECTRONICA',
      issue_date: addDays(spec.backend.world.today, -5),
      expiration_date: addDays(spec.backend.world.today, 25),
      payment_condition_desc: 'Crédito 30 días',
      late_payment: 0,
      doc_year: Number(addDays(spec.backend.world.today, -5).slice(0, 4)),
    });
    expect(documents.map((d) => d.issue_date)).toEqual([...documents.map((d) => d.issue_date)].sort().reverse());
    // one invoice overdue, two credit notes (negative), folios in the order they were issued
    expect(documents.filter((d) => d.late_payment > 0).map((d) => [d.late_payment, d.payment_condition_desc])).toEqual([[70, 'Contado']]);
    expect(documents.filter((d) => d.value < 0).map((d) => d.class_description)).toEqual([
      'NOTA DE CREDITO ELECTRONICA',
      'NOTA DE CREDITO ELECTRONICA',
    ]);
    expect(documents.map((d) => d.folio_number)).toEqual([...documents.map((d) => d.folio_number)].sort().reverse());
    const since = addMonths(spec.backend.world.today, -3);
    const quarter = (await account('3')).json.data as Doc[];
    expect(quarter.map((d) => d.doc_number)).toEqual(documents.filter((d) => d.issue_date >= since).map((d) => d.doc_number));
    expect(quarter.length).toBeGreaterThanOrEqual(7);
  });

  it('answers empty (with an empty list) for a client without documents, and exception when SAP fails', async () => {
    expect((await account(12, SUR_COUPONS, 'reservado')).json).toEqual({ status: 'empty', data: [] });
    expect((await account(3, SUR_FAILING, 'reservado')).json).toEqual({
      status: 'exception',
      message: 'No fue posible consultar la cuenta corriente en SAP. Intenta nuevamente más tarde.',
    });
  });

  it('refuses a period outside 1 to 12 months with 422', async () => {
    expect((await account(13)).status).toBe(422);
    expect((await account(0)).status).toBe(422);
    expect((await account(undefined)).status).toBe(422);
  });

  it("gives a document's detail with its dispatch guide and PDFs, the year as number or text", async () => {
    const [newest] = (await account(3)).json.data as Doc[];
    const detail = await as('funcionario', C('document_details'), {
      client_cod: ROBLES,
      doc_number: newest!.doc_number,
      doc_year: String(newest!.doc_year),
    });
    expect(detail.json.status).toBe('ok');
    expect(detail.json.data).toEqual({
      class_description: 'FACTURA ELECTRONICA',
      doc_number: newest!.doc_number,
      doc_year: newest!.doc_year,
      folio_number: newest!.folio_number,
      issue_date: newest!.issue_date,
      value: newest!.value,
      office_guide: expect.stringMatching(/^881\d\d$/),
      delivery_date: addDays(newest!.issue_date, 1),
      quantity: 4,
      product: 'CUPON GAS LICUADO 45 KG',
      address: 'CAMINO A DOÑIHUE KM 4,5, Rancagua',
      pdf_guide: { class_description: 'GUIA DE DESPACHO ELECTRONICA', pdf_number: expect.stringMatching(/^881\d\d$/) },
      pdf_document: { class_description: 'FACTURA ELECTRONICA', pdf_number: newest!.folio_number },
    });
  });

  it('leaves blank what a credit note has not (no guide, no quantity), and the PDF the archive lost', async () => {
    const documents = (await account(12)).json.data as Doc[];
    const detailOf = async (d: Doc) =>
      (await as('funcionario', C('document_details'), { client_cod: ROBLES, doc_number: d.doc_number, doc_year: d.doc_year })).json
        .data as Record<string, unknown>;
    const note = await detailOf(documents.find((d) => d.value < 0)!);
    expect(note).toMatchObject({ office_guide: '', delivery_date: null, quantity: null, pdf_guide: null });
    expect(note.pdf_document).toMatchObject({ class_description: 'NOTA DE CREDITO ELECTRONICA' });
    const oldest = await detailOf(documents.at(-1)!);
    expect(oldest).toMatchObject({ pdf_document: null, pdf_guide: { class_description: 'GUIA DE DESPACHO ELECTRONICA' } });
    const missing = await as('funcionario', C('document_details'), { client_cod: ROBLES, doc_number: '1800009999', doc_year: 2025 });
    expect(missing.json).toEqual({ status: 'error', message: 'No se encontró el documento.' });
  });

  it("downloads the document's PDFs through /document/get with the company token, for those holding 2002 alone", async () => {
    const [newest] = (await account(3)).json.data as Doc[];
    const detail = (
      await as('funcionario', C('document_details'), { client_cod: ROBLES, doc_number: newest!.doc_number, doc_year: newest!.doc_year })
    ).json.data as {
      pdf_guide: { class_description: string; pdf_number: string };
      pdf_document: { class_description: string; pdf_number: string };
    };
    for (const file of [detail.pdf_document, detail.pdf_guide]) {
      const got = await as('funcionario', '/document/get', file);
      expect(got.status).toBe(200);
      expect(got.type).toBe('application/pdf');
      expect((await as('funcionario', '/document/has', file)).json).toEqual({ status: 'ok' });
      expect((await as('admin', '/document/get', file)).status).toBe(200);
      expect((await as('limitado', '/document/get', file)).status).toBe(403);
      expect((await as('reservado', '/document/get', file)).status).toBe(403);
    }
    // a number under another class is not the document
    expect((await as('funcionario', '/document/get', { ...detail.pdf_document, class_description: 'NOTA DE DEBITO' })).status).toBe(403);
    // a person's documents stay the person's, and the person reads them as before, not the company's
    const housingPdf = { pdf_number: 'PDF245800', class_description: 'FACTURA' };
    expect((await as('funcionario', '/document/get', housingPdf)).status).toBe(403);
    const personToken = await spec.restToken('cliente@demo.cl');
    expect((await rest('/document/get', { token: personToken, ...housingPdf })).type).toBe('application/pdf');
    expect((await rest('/document/get', { token: personToken, ...detail.pdf_document })).status).toBe(403);
  });
});

describe('Envasado Institucional through the gateway, pointed at the spec-only backend', () => {
  const gql = <T>(query: string, variables: Record<string, unknown> = {}, who = 'funcionario') =>
    gqlAs<T>(`${who}@empresa.demo.cl`, query, variables);

  it('quoteOptions: each type with its payment methods and its addresses, read from the maps keyed by code', async () => {
    type Options = {
      viewer: {
        quoteOptions: {
          types: Array<{
            type: string;
            label: string;
            paymentMethods: Array<{ code: string; name: string }>;
            addresses: Array<{ id: string; label: string }>;
          }>;
        };
      };
    };
    const query = `query($c: String!) { viewer { quoteOptions(clientCode: $c) { types { type label paymentMethods { code name } addresses { id label } } } } }`;
    const answer = await gql<Options>(query, { c: ROBLES });
    expect(answer.errors).toBeUndefined();
    const [coupons, warranties] = answer.data!.viewer.quoteOptions.types;
    expect(coupons).toEqual({
      type: 'COUPONS',
      label: 'Cupones',
      paymentMethods: [
        { code: 'C001', name: 'Contado' },
        { code: 'C030', name: 'Crédito 30 días' },
        { code: 'C045', name: 'Crédito 45 días' },
      ],
      addresses: [
        { id: '0030200111', label: 'CAMINO A DOÑIHUE KM 4,5, Rancagua' },
        { id: '0030200112', label: 'CAMINO A DOÑIHUE KM 4,7, Rancagua' },
        { id: '0030200113', label: 'AV. SAN FRANCISCO 1880, Machalí' },
      ],
    });
    expect(warranties).toMatchObject({ type: 'WARRANTIES', label: 'Garantías' });
    expect(warranties!.addresses.map((a) => a.id)).toEqual(['0030200111', '0030200113']);
    // Garantias: [] (PHP's empty map) leaves the type out
    const sur = await gql<Options>(query, { c: SUR_COUPONS }, 'reservado');
    expect(sur.errors).toBeUndefined();
    expect(sur.data!.viewer.quoteOptions.types.map((t) => t.type)).toEqual(['COUPONS']);
  });

  it('quoteMaterials: the materials of a type and payment method at its prices, with the usual quantity', async () => {
    type Materials = {
      viewer: { quoteMaterials: Array<{ materialCode: string; name: string | null; price: number | null; count: number }> | null };
    };
    const answer = await gql<Materials>(
      `query($c: String!) { viewer { quoteMaterials(clientCode: $c, quoteType: COUPONS, paymentCode: "C030") { materialCode name price count } } }`,
      { c: ROBLES },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.viewer.quoteMaterials?.map((m) => [m.materialCode, m.price, m.count])).toEqual([
      ['000000000000401005', 12_138, 0],
      ['000000000000401011', 20_298, 0],
      [COUPON_15, 27_030, 20],
      [COUPON_45, 81_498, 4],
    ]);
  });

  it("quotes: the last 12 months' quotes, newest first, their dates as YYYY-MM-DD, one saved for later", async () => {
    type Quotes = {
      viewer: {
        quotes: {
          quotes: Array<{
            quoteNumber: string | null;
            createdAt: string | null;
            state: string | null;
            incomplete: boolean;
            orderNumber: string | null;
            type: string | null;
          }>;
          emptyMessage: string | null;
        } | null;
      };
    };
    const answer = await gql<Quotes>(
      `query($c: String!) { viewer { quotes(clientCode: $c, months: 12) { quotes { quoteNumber createdAt state incomplete orderNumber type } emptyMessage } } }`,
      { c: ROBLES },
    );
    expect(answer.errors).toBeUndefined();
    const quotes = answer.data!.viewer.quotes!.quotes.filter((q) => q.quoteNumber! < '0020004600');
    expect(quotes.map((q) => [q.quoteNumber, q.createdAt, q.state, q.incomplete])).toEqual([
      ['0020004507', addDays(spec.backend.world.today, -2), 'Incompleta', true],
      ['0020004506', addDays(spec.backend.world.today, -12), 'Enviada', false],
      ['0020004505', addDays(spec.backend.world.today, -50), 'Rechazada', false],
      ['0020004504', addDays(spec.backend.world.today, -95), 'Aprobada', false],
      ['0020004503', addDays(spec.backend.world.today, -210), 'Facturada', false],
      ['0020004502', addDays(spec.backend.world.today, -330), 'Facturada', false],
    ]);
  });

  it('quote: one quote by its number, with its lines and its address', async () => {
    type One = {
      viewer: {
        quote: {
          quoteNumber: string;
          orderNumber: string | null;
          couponType: string | null;
          paymentCode: string | null;
          paymentName: string | null;
          addressId: string | null;
          address: string | null;
          total: number | null;
          lines: Array<{ materialCode: string | null; quantity: number; price: number | null }>;
        } | null;
      };
    };
    const answer = await gql<One>(
      `query($c: String!) { viewer { quote(clientCode: $c, quoteNumber: "0020004504") {
        quoteNumber orderNumber couponType paymentCode paymentName addressId address total lines { materialCode quantity price } } } }`,
      { c: ROBLES },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.viewer.quote).toEqual({
      quoteNumber: '0020004504',
      orderNumber: '0001500104',
      couponType: 'DIGITAL',
      paymentCode: 'C001',
      paymentName: 'Contado',
      addressId: '0030200111',
      address: 'CAMINO A DOÑIHUE KM 4,5, Rancagua',
      total: 142_800,
      lines: [{ materialCode: '000000000000401005', quantity: 12, price: 11_900 }],
    });
  });

  it('institutionalAccount: the documents of the period; the empty and the exception answers as the empty message', async () => {
    type Account = {
      viewer: {
        institutionalAccount: {
          documents: Array<{
            docNumber: string | null;
            docYear: string | null;
            value: number | null;
            lateDays: number;
            hasDetail: boolean;
            issueDate: string | null;
          }>;
          emptyMessage: string | null;
        } | null;
      };
    };
    const query = `query($c: String!, $m: Int) { viewer { institutionalAccount(clientCode: $c, months: $m) {
      documents { docNumber docYear value lateDays hasDetail issueDate } emptyMessage } } }`;
    const year = await gql<Account>(query, { c: ROBLES, m: 12 });
    expect(year.errors).toBeUndefined();
    const documents = year.data!.viewer.institutionalAccount!.documents;
    expect(documents).toHaveLength(26);
    expect(documents.every((d) => d.hasDetail && /^\d{4}$/.test(d.docYear ?? ''))).toBe(true);
    expect(documents.filter((d) => d.lateDays > 0).map((d) => d.lateDays)).toEqual([70]);
    expect(documents.filter((d) => (d.value ?? 0) < 0)).toHaveLength(2);
    const empty = await gql<Account>(query, { c: SUR_COUPONS, m: 3 }, 'reservado');
    expect(empty.data!.viewer.institutionalAccount).toEqual({
      documents: [],
      emptyMessage: 'No se han encontrado documentos en el período seleccionado.',
    });
    const failing = await gql<Account>(query, { c: SUR_FAILING, m: 3 }, 'reservado');
    expect(failing.data!.viewer.institutionalAccount).toEqual({
      documents: [],
      emptyMessage: 'No se han encontrado documentos en el período seleccionado.',
    });
  });

  it("institutionalDocument: a document's detail with its guide and its files", async () => {
    const [newest] = (await as('funcionario', C('current_account'), { client_cod: ROBLES, period: 3 })).json.data as Array<{
      doc_number: string;
      doc_year: number;
      folio_number: string;
    }>;
    type Detail = { viewer: { institutionalDocument: Record<string, unknown> | null } };
    const answer = await gql<Detail>(
      `query($c: String!, $n: String!, $y: String!) { viewer { institutionalDocument(clientCode: $c, docNumber: $n, docYear: $y) {
        docNumber docYear folioNumber value dispatchGuide deliveryDate quantity product address document { pdfNumber classDescription } guide { pdfNumber classDescription } } } }`,
      { c: ROBLES, n: newest!.doc_number, y: String(newest!.doc_year) },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.viewer.institutionalDocument).toMatchObject({
      docNumber: newest!.doc_number,
      docYear: String(newest!.doc_year),
      folioNumber: newest!.folio_number,
      dispatchGuide: expect.stringMatching(/^881\d\d$/),
      deliveryDate: addDays(spec.backend.world.today, -4),
      quantity: '4',
      product: 'CUPON GAS LICUADO 45 KG',
      address: 'CAMINO A DOÑIHUE KM 4,5, Rancagua',
      document: { pdfNumber: newest!.folio_number, classDescription: 'FACTURA ELECTRONICA' },
      guide: { pdfNumber: expect.stringMatching(/^881\d\d$/), classDescription: 'GUIA DE DESPACHO ELECTRONICA' },
    });
  });

  it("refuses another company's client and a client without the privilege: FORBIDDEN", async () => {
    const other = await gql<unknown>(`{ viewer { quoteOptions(clientCode: "${SUR_COUPONS}") { types { type } } } }`);
    expect(other.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    const noQuotes = await gql<unknown>(`{ viewer { quoteOptions(clientCode: "${SUR_FAILING}") { types { type } } } }`, {}, 'reservado');
    expect(noQuotes.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
  });

  type Created = {
    createQuote: {
      ok: boolean;
      quoteNumber: string | null;
      message: string | null;
      fieldErrors: Array<{ field: string; message: string }>;
    };
  };
  const CREATE = `mutation($i: QuoteInput!) { createQuote(input: $i) { ok quoteNumber message fieldErrors { field message } } }`;
  const couponInput = (extra: Record<string, unknown> = {}) => ({
    clientCode: ROBLES,
    quoteType: 'COUPONS',
    paymentCode: 'C001',
    couponType: null,
    purchaseOrder: null,
    address: '0030200111',
    lines: [{ materialCode: COUPON_15, price: 26_500, quantity: 5 }],
    incomplete: false,
    ...extra,
  });

  it('createQuote: a coupon quote sent with its coupon type and purchase order', async () => {
    const sent = await gql<Created>(CREATE, { i: couponInput({ couponType: 'PHYSICAL', purchaseOrder: 'OC-GW-1' }) });
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.createQuote).toMatchObject({ ok: true, quoteNumber: expect.stringMatching(/^\d{10}$/), fieldErrors: [] });
  });

  it("createQuote: sent without a coupon type, and a backend's refusal of a line as its field error", async () => {
    const sent = await gql<Created>(CREATE, { i: couponInput() });
    expect(sent.data!.createQuote).toMatchObject({ ok: true, quoteNumber: expect.stringMatching(/^\d{10}$/) });
    const number = sent.data!.createQuote.quoteNumber!;
    expect(quotesOf((await as('funcionario', C('quote/list'), { client_cod: ROBLES, quote_number: number })).json)).toEqual([
      expect.objectContaining({ state: 'Enviada', coupon_type: null, total: 132_500 }),
    ]);
    // a price that is no longer the current one: the backend's error under the line's quantity field
    const stale = await gql<Created>(CREATE, { i: couponInput({ lines: [{ materialCode: COUPON_15, price: 25_000, quantity: 5 }] }) });
    expect(stale.data!.createQuote).toMatchObject({
      ok: false,
      fieldErrors: [{ field: `quantity.${COUPON_15}`, message: 'El precio no corresponde al precio vigente ($26.500).' }],
    });
  });

  it('logged no misfit on the way', () => {
    expect(misfits).toEqual([]);
  });
});
