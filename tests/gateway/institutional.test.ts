import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyServiceRecord } from '../../fixtures/core/model';
import { GUIDE_CLASS, pdfNumberOf, SAVED_STATE } from '../../fixtures/areas/institutional/model';
import { BackendError } from '../../gateway/backend/errors';
import type { Path } from '../../gateway/backend/contract';
import { NO_PRIVILEGE_MESSAGE } from '../../gateway/company-privileges';
import { ACCOUNT_EMPTY, COMPANY_ONLY } from '../../gateway/resolvers/institutional';
import { chileDay, monthsBefore } from '../../machines/rules/chile-time';
import { tooLongMessage } from '../../machines/rules/limits';
import { MATERIAL_REQUIRED, MAX_PURCHASE_ORDER, QUANTITY_NOT_WHOLE, quantityField } from '../../machines/rules/quote-rules';
import { ATTACHMENT_TOO_LARGE, MAX_ATTACHMENT_BYTES } from '../../machines/rules/request-rules';
import { catchBackendFailures } from '../support/console';
import { sandboxGateway, type GraphQLAnswer } from '../support/gateway';
import { speakingSpec } from '../support/spec-speaking';

/**
 * Envasado Institucional for a Funcionario (spec 3 §2-§7, issue 41), through the http transport against the sandbox:
 * Cotizar Pedido's choices and materials, a quote saved for later and then sent, Cotizaciones and a quote's detail, the
 * current account and a document's detail with its files. Each field needs its privilege on the client (2001 quotes,
 * 2002 the account), checked by the gateway before the backend, and by the backend again; a person is refused. The
 * answers are read in the other forms the spec allows, one field at a time.
 */
const gateway = sandboxGateway();
let funcionario: string;
let reservado: string;
let limitado: string;
let cliente: string;

beforeAll(async () => {
  funcionario = await gateway.signIn('funcionario@empresa.demo.cl', { company: true });
  reservado = await gateway.signIn('reservado@empresa.demo.cl', { company: true });
  limitado = await gateway.signIn('limitado@empresa.demo.cl', { company: true });
  cliente = await gateway.signIn('cliente@demo.cl');
});

const world = () => gateway.backend.world;
/** a company's client of business line 2 */
const lineTwoOf = (company: string): CompanyServiceRecord => {
  const id = world().companies.find((c) => c.name === company)!.id;
  return world().companyServices.find((s) => s.business_line_id === 2 && s.company_id === id)!;
};
/** funcionario@ holds 2001 and 2002 on both; reservado@ 2002 alone on Australes' */
const andes = () => lineTwoOf('Comercial Los Andes SpA');
const pacifico = () => lineTwoOf('Industrias del Pacífico S.A.');
const austral = () => lineTwoOf('Transportes Australes Ltda.');
const clientOf = (service: CompanyServiceRecord) => world().institutionalClients.find((c) => c.service_id === service.id)!;
const quotesOf = (service: CompanyServiceRecord) => world().institutionalQuotes.filter((q) => q.service_id === service.id);
const documentsOf = (service: CompanyServiceRecord) => world().institutionalDocuments.filter((d) => d.service_id === service.id);

const calls = () => gateway.sandbox.calls.get();
const institutionalCalls = () => Object.keys(calls()).filter((path) => path.startsWith('/company_user/institutional/'));
const errorsOf = (answer: GraphQLAnswer<unknown>) => answer.errors?.map((e) => [e.path?.join('.'), e.extensions?.code, e.message]);
const dashed = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
const daysAgo = (days: number) => new Date(Date.parse(chileDay()) - days * 86_400_000).toISOString().slice(0, 10);

interface Options {
  types: Array<{
    type: string;
    label: string;
    paymentMethods: Array<{ code: string; name: string }>;
    addresses: Array<{ id: string; label: string }>;
  }>;
}
interface Material {
  materialCode: string;
  name: string | null;
  price: number | null;
  count: number;
}
interface Line {
  materialCode: string | null;
  name: string | null;
  price: number | null;
  quantity: number;
  subtotal: number | null;
}
interface Quote {
  quoteNumber: string | null;
  createdAt: string | null;
  type: string | null;
  state: string | null;
  incomplete: boolean;
  total: number | null;
  orderNumber: string | null;
  couponType: string | null;
  purchaseOrder: string | null;
  paymentCode: string | null;
  paymentName: string | null;
  addressId: string | null;
  address: string | null;
  clientCode: string | null;
  lines: Line[];
}
interface Document {
  docNumber: string | null;
  docYear: string | null;
  folioNumber: string | null;
  classDescription: string | null;
  issueDate: string | null;
  dueDate: string | null;
  value: number | null;
  lateDays: number;
  paymentCondition: string | null;
  address: string | null;
  clientCode: string | null;
  hasDetail: boolean;
}
interface Detail {
  docNumber: string | null;
  docYear: string | null;
  folioNumber: string | null;
  issueDate: string | null;
  value: number | null;
  dispatchGuide: string | null;
  deliveryDate: string | null;
  quantity: string | null;
  product: string | null;
  address: string | null;
  document: { pdfNumber: string; classDescription: string } | null;
  guide: { pdfNumber: string; classDescription: string } | null;
}
interface Payload {
  ok: boolean;
  quoteNumber: string | null;
  message: string | null;
  fieldErrors: Array<{ field: string; message: string }>;
}

const QUOTE_FIELDS = `quoteNumber createdAt type state incomplete total orderNumber couponType purchaseOrder paymentCode paymentName
  addressId address clientCode lines { materialCode name price quantity subtotal }`;
const OPTIONS = `query ($c: String!) { viewer { quoteOptions(clientCode: $c) {
  types { type label paymentMethods { code name } addresses { id label } } } } }`;
const MATERIALS = `query ($c: String!, $t: QuoteType!, $p: String!) { viewer {
  quoteMaterials(clientCode: $c, quoteType: $t, paymentCode: $p) { materialCode name price count } } }`;
const QUOTES = `query ($c: String!, $m: Int, $o: String) { viewer {
  quotes(clientCode: $c, months: $m, orderNumber: $o) { quotes { ${QUOTE_FIELDS} } emptyMessage } } }`;
const QUOTE = `query ($c: String!, $n: String!) { viewer { quote(clientCode: $c, quoteNumber: $n) { ${QUOTE_FIELDS} } } }`;
const ACCOUNT = `query ($c: String!, $m: Int) { viewer { institutionalAccount(clientCode: $c, months: $m) {
  documents { docNumber docYear folioNumber classDescription issueDate dueDate value lateDays paymentCondition address clientCode hasDetail }
  emptyMessage } } }`;
const DOCUMENT = `query ($c: String!, $d: String!, $y: String!) { viewer { institutionalDocument(clientCode: $c, docNumber: $d, docYear: $y) {
  docNumber docYear folioNumber issueDate value dispatchGuide deliveryDate quantity product address
  document { pdfNumber classDescription } guide { pdfNumber classDescription } } } }`;
const CREATE = 'mutation ($i: QuoteInput!) { createQuote(input: $i) { ok quoteNumber message fieldErrors { field message } } }';

const options = (code: string, token = funcionario) =>
  gateway.gql<{ viewer: { quoteOptions: Options | null } }>(OPTIONS, { c: code }, token);
const materials = (code: string, type: string, payment: string, token = funcionario) =>
  gateway.gql<{ viewer: { quoteMaterials: Material[] | null } }>(MATERIALS, { c: code, t: type, p: payment }, token);
const quotes = (code: string, variables: { m?: number; o?: string } = {}, token = funcionario) =>
  gateway.gql<{ viewer: { quotes: { quotes: Quote[]; emptyMessage: string | null } | null } }>(QUOTES, { c: code, ...variables }, token);
const quote = (code: string, number: string, token = funcionario) =>
  gateway.gql<{ viewer: { quote: Quote | null } }>(QUOTE, { c: code, n: number }, token);
const account = (code: string, months?: number, token = funcionario) =>
  gateway.gql<{ viewer: { institutionalAccount: { documents: Document[]; emptyMessage: string | null } | null } }>(
    ACCOUNT,
    { c: code, m: months },
    token,
  );
const documentDetail = (code: string, docNumber: string, docYear: string, token = funcionario) =>
  gateway.gql<{ viewer: { institutionalDocument: Detail | null } }>(DOCUMENT, { c: code, d: docNumber, y: docYear }, token);
const create = (input: Record<string, unknown>, token = funcionario) =>
  gateway.gql<{ createQuote: Payload | null }>(CREATE, { i: input }, token);

/** A quote of coupons for Comercial Los Andes' client, paid cash, to its first coupon address, with two materials. */
function couponQuote(overrides: Record<string, unknown> = {}) {
  const client = clientOf(andes());
  const listed = world().institutionalMaterials.filter((m) => m.quote_type === 1 && m.payment_code === '01');
  return {
    clientCode: andes().client_cod,
    quoteType: 'COUPONS',
    paymentCode: '01',
    couponType: 'PHYSICAL',
    purchaseOrder: '  OC-2026-118  ',
    address: client.addresses.find((a) => a.kind === 'coupon')!.id,
    lines: [
      { materialCode: listed[0]!.material_code, price: listed[0]!.price, quantity: 0 },
      { materialCode: listed[2]!.material_code, price: listed[2]!.price, quantity: 12 },
    ],
    incomplete: true,
    ...overrides,
  };
}

const year = (daysBack: number) => daysAgo(daysBack).slice(0, 4);

describe("Cotizar Pedido's choices", () => {
  it('offers both quote types with their payment methods and their own addresses', async () => {
    const client = clientOf(andes());
    const answer = await options(andes().client_cod);
    expect(answer.errors).toBeUndefined();
    const addresses = (kind: string) => client.addresses.filter((a) => a.kind === kind).map((a) => ({ id: a.id, label: a.address }));
    const methods = (type: 1 | 2) => Object.entries(client.payments[type]).map(([code, name]) => ({ code, name }));
    expect(answer.data!.viewer.quoteOptions!.types).toEqual([
      { type: 'COUPONS', label: 'Cupones', paymentMethods: methods(1), addresses: addresses('coupon') },
      { type: 'WARRANTIES', label: 'Garantías', paymentMethods: methods(2), addresses: addresses('warranty') },
    ]);
    // ship-to codes keep their leading zeros
    expect(answer.data!.viewer.quoteOptions!.types[0]!.addresses.every((a) => /^00\d{8}$/.test(a.id))).toBe(true);
    expect(calls()['/company_user/institutional/quotes_type']).toBe(1);
    expect(calls()['/privileges/self_get']).toBe(1);
  });

  it('lists the materials of a type and payment method at their prices, none for a method without materials', async () => {
    const answer = await materials(andes().client_cod, 'COUPONS', '02');
    expect(answer.errors).toBeUndefined();
    const listed = world().institutionalMaterials.filter((m) => m.quote_type === 1 && m.payment_code === '02');
    expect(answer.data!.viewer.quoteMaterials).toEqual(
      listed.map((m) => ({ materialCode: m.material_code, name: m.name, price: m.price, count: 0 })),
    );
    expect(answer.data!.viewer.quoteMaterials!.map((m) => m.name)).toEqual(
      expect.arrayContaining(['Cupón cilindro 5 kg', 'Cupón cilindro 11 kg', 'Cupón cilindro 15 kg', 'Cupón cilindro 45 kg']),
    );
    const warranties = await materials(andes().client_cod, 'WARRANTIES', '01');
    expect(warranties.data!.viewer.quoteMaterials!.every((m) => m.name!.startsWith('Garantía cilindro'))).toBe(true);
    // '04' (Orden de compra) is offered, with no materials: the empty list
    const none = await materials(andes().client_cod, 'COUPONS', '04');
    expect(none.errors).toBeUndefined();
    expect(none.data!.viewer.quoteMaterials).toEqual([]);
  });

  it("says the backend's refusal of a payment method the type does not offer, in that block alone", async () => {
    const log = catchBackendFailures();
    const answer = await materials(andes().client_cod, 'WARRANTIES', '04');
    expect(answer.data!.viewer.quoteMaterials).toBeNull();
    expect(errorsOf(answer)).toEqual([['viewer.quoteMaterials', 'BACKEND_UNAVAILABLE', 'El medio de pago no está disponible']]);
    expect(log.failures).toEqual(['ERROR_STATUS viewer.quoteMaterials']);
  });
});

describe('Cotizaciones', () => {
  it("lists a period's quotes newest first, in every state, sending the period's dates DD-MM-YYYY and type 1", async () => {
    const spec = speakingSpec(gateway.backend, '/company_user/institutional/quote/list');
    try {
      const answer = await quotes(andes().client_cod, { m: 12 });
      expect(answer.errors).toBeUndefined();
      const list = answer.data!.viewer.quotes!;
      const inYear = quotesOf(andes()).filter((q) => q.createdDaysAgo < 360);
      expect(list.quotes.map((q) => q.quoteNumber)).toEqual(
        [...inYear].sort((a, b) => a.createdDaysAgo - b.createdDaysAgo).map((q) => q.quote_number),
      );
      expect(list.emptyMessage).toBeNull();
      expect(new Set(list.quotes.map((q) => q.state))).toEqual(
        new Set(['Pendiente de envío', 'Enviada', 'En revisión', 'Aprobada', 'Rechazada', 'Facturada']),
      );
      const dates = list.quotes.map((q) => q.createdAt!);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(list.quotes.filter((q) => q.incomplete).map((q) => q.state)).toEqual([SAVED_STATE]);
      expect(list.quotes.filter((q) => q.orderNumber).every((q) => ['Aprobada', 'Facturada'].includes(q.state!))).toBe(true);
      expect(list.quotes.every((q) => q.clientCode === andes().client_cod && q.lines.length > 0 && q.total! > 0)).toBe(true);
      const today = chileDay();
      expect(spec.bodies).toEqual([
        {
          client_cod: andes().client_cod,
          start_date: dashed(monthsBefore(today, 12)),
          end_date: dashed(today),
          type: 1,
          quote_number: '',
          order_number: '',
          invoice_sheet: '',
        },
      ]);
    } finally {
      spec.restore();
    }
  });

  it('lists the last 3 months by default, and one order’s quotes by its number', async () => {
    const recent = (await quotes(andes().client_cod)).data!.viewer.quotes!.quotes;
    expect(recent.map((q) => q.quoteNumber).sort()).toEqual(
      quotesOf(andes())
        .filter((q) => q.createdDaysAgo <= 60)
        .map((q) => q.quote_number)
        .sort(),
    );
    const approved = quotesOf(andes()).find((q) => q.state === 'Aprobada' && q.createdDaysAgo < 360)!;
    const byOrder = await quotes(andes().client_cod, { m: 12, o: approved.order_number! });
    expect(byOrder.data!.viewer.quotes!.quotes.map((q) => [q.quoteNumber, q.orderNumber])).toEqual([
      [approved.quote_number, approved.order_number],
    ]);
    const none = await quotes(andes().client_cod, { m: 12, o: '0099999999' });
    expect(none.data!.viewer.quotes).toEqual({ quotes: [], emptyMessage: 'No se encontraron cotizaciones para el pedido N° 0099999999' });
  });

  it('opens a quote with its lines, by the last 12 months and its number', async () => {
    const saved = quotesOf(andes()).find((q) => q.state === SAVED_STATE)!;
    const spec = speakingSpec(gateway.backend, '/company_user/institutional/quote/list');
    try {
      const answer = await quote(andes().client_cod, saved.quote_number);
      expect(answer.errors).toBeUndefined();
      const client = clientOf(andes());
      expect(answer.data!.viewer.quote).toEqual({
        quoteNumber: saved.quote_number,
        createdAt: daysAgo(saved.createdDaysAgo),
        type: 'COUPONS',
        state: SAVED_STATE,
        incomplete: true,
        total: saved.lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
        orderNumber: null,
        couponType: saved.coupon_type === 'Físico' ? 'PHYSICAL' : 'DIGITAL',
        purchaseOrder: saved.purchase_order,
        paymentCode: saved.payment_code,
        paymentName: client.payments[1][saved.payment_code],
        addressId: saved.address_id,
        address: client.addresses.find((a) => a.id === saved.address_id)!.address,
        clientCode: andes().client_cod,
        lines: saved.lines.map((l) => ({
          materialCode: l.material_code,
          name: l.name,
          price: l.price,
          quantity: l.quantity,
          subtotal: l.price * l.quantity,
        })),
      });
      // a row not yet counted stays in a quote saved for later
      expect(answer.data!.viewer.quote!.lines.some((l) => l.quantity === 0)).toBe(true);
      expect(spec.bodies[0]).toMatchObject({ quote_number: saved.quote_number, start_date: dashed(monthsBefore(chileDay(), 12)), type: 1 });
    } finally {
      spec.restore();
    }
    const missing = await quote(andes().client_cod, '9999999');
    expect(missing.data!.viewer.quote).toBeNull();
    expect(errorsOf(missing)).toEqual([
      ['viewer.quote', 'BAD_USER_INPUT', 'No se encontró la cotización N° 9999999 en los últimos 12 meses'],
    ]);
  });
});

describe('Cuenta Corriente and a document’s detail', () => {
  it('lists the documents of the period with their amounts, lateness and blanks, each with its detail', async () => {
    const answer = await account(andes().client_cod, 12);
    expect(answer.errors).toBeUndefined();
    const { documents, emptyMessage } = answer.data!.viewer.institutionalAccount!;
    const seeded = documentsOf(andes()).sort((a, b) => a.issuedDaysAgo - b.issuedDaysAgo);
    expect(emptyMessage).toBeNull();
    expect(documents.map((d) => d.docNumber)).toEqual(seeded.map((d) => d.doc_number));
    // '1.234.567' is read as pesos, not as 1.234
    expect(documents.map((d) => d.value)).toEqual(seeded.map((d) => d.value));
    expect(documents.every((d) => d.hasDetail && d.clientCode === andes().client_cod && d.docYear === d.issueDate!.slice(0, 4))).toBe(true);
    expect(new Set(documents.map((d) => d.classDescription))).toEqual(new Set(['FACTURA', 'NOTA DE CREDITO']));
    expect(documents.some((d) => d.lateDays > 0)).toBe(true);
    expect(documents.some((d) => d.dueDate === null && d.paymentCondition === null)).toBe(true);
    expect(documents.some((d) => d.address === null)).toBe(true);
    expect(documents[0]!.issueDate).toBe(daysAgo(seeded[0]!.issuedDaysAgo));

    const quarter = await account(andes().client_cod);
    expect(quarter.data!.viewer.institutionalAccount!.documents).toHaveLength(seeded.filter((d) => d.issuedDaysAgo <= 90).length);
  });

  it("says the spec's message when the backend answers empty or exception", async () => {
    for (const status of ['empty', 'exception']) {
      const spec = speakingSpec(gateway.backend, '/company_user/institutional/current_account', () => ({ status, message: 'Sin datos' }));
      try {
        const answer = await account(andes().client_cod, 6);
        expect(answer.errors, status).toBeUndefined();
        expect(answer.data!.viewer.institutionalAccount).toEqual({ documents: [], emptyMessage: ACCOUNT_EMPTY });
      } finally {
        spec.restore();
      }
    }
    expect(ACCOUNT_EMPTY).toBe('No se han encontrado documentos en el período seleccionado.');
  });

  it('opens an invoice with its dispatch guide and both files, and downloads them', async () => {
    const invoice = documentsOf(andes()).find((d) => d.class_description === 'FACTURA' && d.hasPdf && d.hasGuide && d.office_guide)!;
    const answer = await documentDetail(andes().client_cod, invoice.doc_number, year(invoice.issuedDaysAgo));
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.viewer.institutionalDocument).toEqual({
      docNumber: invoice.doc_number,
      docYear: year(invoice.issuedDaysAgo),
      folioNumber: invoice.folio_number,
      issueDate: daysAgo(invoice.issuedDaysAgo),
      value: invoice.value,
      dispatchGuide: invoice.office_guide,
      deliveryDate: daysAgo(invoice.issuedDaysAgo + 1),
      quantity: invoice.quantity,
      product: invoice.product,
      address: invoice.address,
      document: { pdfNumber: pdfNumberOf('document', invoice.doc_number), classDescription: 'FACTURA' },
      guide: { pdfNumber: pdfNumberOf('guide', invoice.doc_number), classDescription: GUIDE_CLASS },
    });
    const download = async (pdf: { pdfNumber: string; classDescription: string }) => {
      const token = (await gateway.gql<{ downloadToken: string }>('mutation { downloadToken }', {}, funcionario)).data!.downloadToken;
      return fetch(gateway.graphqlUrl.replace(/\/graphql$/, '/descargas/document/get'), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ pdf_number: pdf.pdfNumber, class_description: pdf.classDescription, token }).toString(),
      });
    };
    const detail = answer.data!.viewer.institutionalDocument!;
    const file = await download(detail.guide!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(await file.text()).toContain(`Guía de despacho ${invoice.doc_number}`);
    expect(await (await download(detail.document!)).text()).toContain(`FACTURA ${invoice.doc_number}`);
  });

  it('offers no file whose pdf data are absent, and answers no document for a number that is not one', async () => {
    const withoutPdf = documentsOf(andes()).find((d) => !d.hasPdf)!;
    const answer = await documentDetail(andes().client_cod, withoutPdf.doc_number, year(withoutPdf.issuedDaysAgo));
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.viewer.institutionalDocument!.document).toBeNull();
    const credit = documentsOf(andes()).find((d) => d.class_description === 'NOTA DE CREDITO')!;
    const note = await documentDetail(andes().client_cod, credit.doc_number, year(credit.issuedDaysAgo));
    expect(note.data!.viewer.institutionalDocument).toMatchObject({ guide: null, dispatchGuide: null, deliveryDate: null });
    const none = await documentDetail(andes().client_cod, '1', '2020');
    expect(none.errors).toBeUndefined();
    expect(none.data!.viewer.institutionalDocument).toBeNull();
  });
});

describe('a quote saved for later, then completed and sent', () => {
  it('saves it incomplete, sends it as the same quote, and Cotizaciones shows it sent', async () => {
    const before = quotesOf(andes()).length;
    const spec = speakingSpec(gateway.backend, '/company_user/institutional/quote/create');
    try {
      const saved = (await create(couponQuote())).data!.createQuote!;
      expect(saved).toMatchObject({ ok: true, message: null, fieldErrors: [] });
      expect(saved.quoteNumber).toMatch(/^\d+$/);
      const record = quotesOf(andes()).find((q) => q.quote_number === saved.quoteNumber)!;
      expect(record).toMatchObject({ state: SAVED_STATE, purchase_order: 'OC-2026-118', coupon_type: 'Físico' });
      expect(record.lines.map((l) => l.quantity)).toEqual([0, 12]);
      const listed = (await quotes(andes().client_cod)).data!.viewer.quotes!.quotes.find((q) => q.quoteNumber === saved.quoteNumber)!;
      expect(listed).toMatchObject({ incomplete: true, state: SAVED_STATE, purchaseOrder: 'OC-2026-118', couponType: 'PHYSICAL' });

      // reopened in Cotizar Pedido, counted and sent
      const reopened = (await quote(andes().client_cod, saved.quoteNumber!)).data!.viewer.quote!;
      const lines = reopened.lines.map((l) => ({ materialCode: l.materialCode, price: l.price, quantity: l.quantity || 3 }));
      const sent = (await create(couponQuote({ lines, incomplete: false, quoteNumber: saved.quoteNumber, couponType: 'DIGITAL' }))).data!
        .createQuote!;
      expect(sent).toEqual({ ok: true, quoteNumber: saved.quoteNumber, message: null, fieldErrors: [] });
      expect(quotesOf(andes())).toHaveLength(before + 1);

      const after = (await quotes(andes().client_cod)).data!.viewer.quotes!.quotes;
      expect(after[0]).toMatchObject({ quoteNumber: saved.quoteNumber, incomplete: false, state: 'Enviada', couponType: 'DIGITAL' });
      expect(after[0]!.lines.map((l) => l.quantity)).toEqual([3, 12]);
      expect(after[0]!.total).toBe(after[0]!.lines.reduce((sum, l) => sum + l.subtotal!, 0));

      expect(spec.bodies).toEqual([
        {
          coupon_type: 'Físico',
          purchase_order: 'OC-2026-118',
          quote_type: 1,
          client_cod: andes().client_cod,
          quote: couponQuote().lines.map((l) => ({ material_code: l.materialCode, price: l.price, quantity: l.quantity })),
          payment_code: '01',
          address: couponQuote().address,
          incomplete: 1,
          file: null,
        },
        expect.objectContaining({ coupon_type: 'Digital', incomplete: 0, quote_number: saved.quoteNumber }),
      ]);
      // sent once, it cannot be sent again
      const again = (await create(couponQuote({ lines, incomplete: false, quoteNumber: saved.quoteNumber }))).data!.createQuote!;
      expect(again).toEqual({
        ok: false,
        quoteNumber: null,
        message: `La cotización N° ${saved.quoteNumber} ya fue enviada`,
        fieldErrors: [],
      });
    } finally {
      spec.restore();
    }
  });

  it('sends a quote of warranties with no coupon type, an empty purchase order as none, and an attachment of exactly 3 MB', async () => {
    const client = clientOf(andes());
    const listed = world().institutionalMaterials.filter((m) => m.quote_type === 2 && m.payment_code === '02');
    const spec = speakingSpec(gateway.backend, '/company_user/institutional/quote/create');
    try {
      const file = { name: 'orden.pdf', base64: `data:application/pdf;base64,${Buffer.alloc(MAX_ATTACHMENT_BYTES, 7).toString('base64')}` };
      const sent = (
        await create({
          ...couponQuote(),
          quoteType: 'WARRANTIES',
          paymentCode: '02',
          couponType: 'PHYSICAL',
          purchaseOrder: '   ',
          address: client.addresses.find((a) => a.kind === 'warranty')!.id,
          lines: [{ materialCode: listed[1]!.material_code, price: listed[1]!.price, quantity: 4 }],
          incomplete: false,
          file,
        })
      ).data!.createQuote!;
      expect(sent.ok).toBe(true);
      expect(spec.bodies[0]).toMatchObject({ quote_type: 2, coupon_type: null, purchase_order: null, incomplete: 0 });
      expect(spec.bodies[0]!.file).toBe(Buffer.alloc(MAX_ATTACHMENT_BYTES, 7).toString('base64'));
      expect(quotesOf(andes()).find((q) => q.quote_number === sent.quoteNumber)).toMatchObject({
        state: 'Enviada',
        quote_type: 2,
        coupon_type: null,
        file: { size: MAX_ATTACHMENT_BYTES },
      });
    } finally {
      spec.restore();
    }
  });
});

describe('what createQuote refuses', () => {
  it('refuses a 3 MB + 1 byte attachment under file, without calling the backend', async () => {
    const count = world().institutionalQuotes.length;
    const file = { name: 'grande.pdf', base64: Buffer.alloc(MAX_ATTACHMENT_BYTES + 1, 1).toString('base64') };
    const answer = await create(couponQuote({ file }));
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.createQuote).toEqual({
      ok: false,
      quoteNumber: null,
      message: null,
      fieldErrors: [{ field: 'file', message: ATTACHMENT_TOO_LARGE }],
    });
    expect(institutionalCalls()).toEqual([]);
    expect(world().institutionalQuotes).toHaveLength(count);
  });

  it("checks the wizard's rules before the backend: quantities, one above 0 to send, the purchase order's length", async () => {
    const [first, second] = couponQuote().lines;
    const zero = await create(
      couponQuote({
        incomplete: false,
        lines: [
          { ...first, quantity: 0 },
          { ...second, quantity: 0 },
        ],
      }),
    );
    expect(zero.data!.createQuote!.fieldErrors).toEqual([{ field: 'lines', message: MATERIAL_REQUIRED }]);
    // saving for later with every quantity at 0 is allowed: not refused by the gateway
    const negative = await create(couponQuote({ lines: [{ ...first, quantity: -2 }, second] }));
    expect(negative.data!.createQuote!.fieldErrors).toEqual([{ field: quantityField(first!.materialCode), message: QUANTITY_NOT_WHOLE }]);
    const long = await create(couponQuote({ purchaseOrder: 'X'.repeat(MAX_PURCHASE_ORDER + 1), paymentCode: ' ', address: '' }));
    expect(long.data!.createQuote).toMatchObject({ ok: false });
    expect(long.data!.createQuote!.fieldErrors).toEqual([{ field: 'purchaseOrder', message: tooLongMessage(MAX_PURCHASE_ORDER) }]);
    const blanks = await create(couponQuote({ paymentCode: ' ', address: '' }));
    expect(blanks.data!.createQuote!.fieldErrors.map((e) => e.field)).toEqual(['paymentCode', 'address']);
    expect(institutionalCalls()).toEqual([]);
  });

  it("maps the backend's field errors under the form's fields, a line's under its material's quantity", async () => {
    const client = clientOf(andes());
    const [first, second] = couponQuote().lines;
    const answer = await create(
      couponQuote({
        // a warranty address for coupons, and the second material at another price than its list's
        address: client.addresses.find((a) => a.kind === 'warranty')!.id,
        lines: [first, { ...second, price: second!.price + 1 }],
      }),
    );
    expect(answer.data!.createQuote).toEqual({
      ok: false,
      quoteNumber: null,
      message: null,
      fieldErrors: [
        { field: 'address', message: 'La dirección de despacho no es válida' },
        { field: quantityField(second!.materialCode), message: 'El precio del material no corresponde al vigente' },
      ],
    });
    const payment = await create(couponQuote({ quoteType: 'WARRANTIES', paymentCode: '03' }));
    expect(payment.data!.createQuote!.fieldErrors).toContainEqual({
      field: 'paymentCode',
      message: 'El medio de pago no está disponible para este tipo de cotización',
    });
    expect(calls()['/company_user/institutional/quote/create']).toBe(2);
  });

  it('reads field errors written otherwise, and a general message beside them', async () => {
    const [first, second] = couponQuote().lines;
    const spec = speakingSpec(gateway.backend, '/company_user/institutional/quote/create', () => ({
      status: 'error',
      message: 'Revisa los datos de la cotización',
      errors: {
        purchase_order: 'La orden de compra ya fue usada',
        'quote[1][quantity]': ['Supera el stock disponible', 'Otro'],
        'quote.0': ['El material fue descontinuado'],
        coupon_type: ['El tipo de cupón es obligatorio'],
        quote: ['Revisa los materiales'],
        client_cod: ['Cliente bloqueado'],
      },
    }));
    try {
      const answer = await create(couponQuote({ address: 'no-existe' }));
      expect(answer.data!.createQuote).toEqual({
        ok: false,
        quoteNumber: null,
        message: 'Revisa los datos de la cotización',
        fieldErrors: [
          { field: 'purchaseOrder', message: 'La orden de compra ya fue usada' },
          { field: quantityField(second!.materialCode), message: 'Supera el stock disponible' },
          { field: quantityField(first!.materialCode), message: 'El material fue descontinuado' },
          { field: 'couponType', message: 'El tipo de cupón es obligatorio' },
          { field: 'lines', message: 'Revisa los materiales' },
        ],
      });
    } finally {
      spec.restore();
    }
    const unnamed = speakingSpec(gateway.backend, '/company_user/institutional/quote/create', () => ({
      status: 'error',
      errors: { client_cod: ['Cliente bloqueado'] },
    }));
    try {
      const answer = await create(couponQuote({ address: 'no-existe' }));
      expect(answer.data!.createQuote).toEqual({ ok: false, quoteNumber: null, message: 'Cliente bloqueado', fieldErrors: [] });
    } finally {
      unnamed.restore();
    }
  });
});

describe('who may quote and read the account', () => {
  const everyField = (code: string, token: string) =>
    gateway.gql<{ viewer: Record<string, unknown> | null }>(
      `query ($c: String!) { viewer {
        quoteOptions(clientCode: $c) { types { type } }
        quoteMaterials(clientCode: $c, quoteType: COUPONS, paymentCode: "01") { materialCode }
        quotes(clientCode: $c) { emptyMessage }
        quote(clientCode: $c, quoteNumber: "7000101") { quoteNumber }
        institutionalAccount(clientCode: $c) { emptyMessage }
        institutionalDocument(clientCode: $c, docNumber: "1", docYear: "2026") { docNumber }
      } }`,
      { c: code },
      token,
    );
  const FIELDS = ['quoteOptions', 'quoteMaterials', 'quotes', 'quote', 'institutionalAccount', 'institutionalDocument'];

  it("refuses another company's client at each field's path; the quote never reaches the backend", async () => {
    const answer = await everyField(austral().client_cod, funcionario);
    expect(errorsOf(answer)).toEqual(FIELDS.map((field) => [`viewer.${field}`, 'FORBIDDEN', NO_PRIVILEGE_MESSAGE]));
    // the reads were asked beside the check (one backend latency): nothing of their answers reached the caller
    expect(Object.values(answer.data?.viewer ?? {}).every((value) => value === null)).toBe(true);
    const created = await create({ ...couponQuote(), clientCode: austral().client_cod });
    expect(errorsOf(created)).toEqual([['createQuote', 'FORBIDDEN', NO_PRIVILEGE_MESSAGE]]);
    expect(institutionalCalls()).not.toContain('/company_user/institutional/quote/create');
    expect(calls()['/privileges/self_get']).toBe(2);
  });

  it('gives reservado@ (2002 alone on its client) the current account, and refuses it the quotes', async () => {
    const code = austral().client_cod;
    const answer = await everyField(code, reservado);
    expect(errorsOf(answer)).toEqual(
      ['quoteOptions', 'quoteMaterials', 'quotes', 'quote'].map((field) => [`viewer.${field}`, 'FORBIDDEN', NO_PRIVILEGE_MESSAGE]),
    );
    expect((answer.data!.viewer!.institutionalAccount as { emptyMessage: string | null }).emptyMessage).toBeNull();
    expect(answer.data!.viewer!.institutionalDocument).toBeNull();
    for (const field of ['quoteOptions', 'quoteMaterials', 'quotes', 'quote']) expect(answer.data!.viewer![field]).toBeNull();
    const created = await create({ ...couponQuote(), clientCode: code }, reservado);
    expect(errorsOf(created)).toEqual([['createQuote', 'FORBIDDEN', NO_PRIVILEGE_MESSAGE]]);
    expect(institutionalCalls()).toEqual(expect.arrayContaining(['/company_user/institutional/current_account']));
    expect(institutionalCalls()).not.toContain('/company_user/institutional/quote/create');
    const documents = (await account(code, 12, reservado)).data!.viewer.institutionalAccount!.documents;
    expect(documents.map((d) => d.docNumber).sort()).toEqual(
      documentsOf(austral())
        .map((d) => d.doc_number)
        .sort(),
    );
  });

  it('refuses a company user with no institutional client (limitado@), and a person', async () => {
    const limited = await everyField(andes().client_cod, limitado);
    expect(errorsOf(limited)).toEqual(FIELDS.map((field) => [`viewer.${field}`, 'FORBIDDEN', NO_PRIVILEGE_MESSAGE]));
    const person = await everyField(andes().client_cod, cliente);
    expect(errorsOf(person)).toEqual(FIELDS.map((field) => [`viewer.${field}`, 'FORBIDDEN', COMPANY_ONLY]));
    expect(Object.values(limited.data?.viewer ?? {}).every((value) => value === null)).toBe(true);
    const created = await create(couponQuote(), cliente);
    expect(errorsOf(created)).toEqual([['createQuote', 'FORBIDDEN', COMPANY_ONLY]]);
    expect(institutionalCalls()).not.toContain('/company_user/institutional/quote/create');
  });

  it('has the sandbox refuse the same callers when asked directly (403)', async () => {
    const transport = gateway.transport(2000);
    const kindOf = async (path: Path, payload: object, token: string) => {
      try {
        await transport.call(path, payload as never, { token });
        return 'answered';
      } catch (error) {
        return error instanceof BackendError ? error.kind : String(error);
      }
    };
    const types = (client_cod: string) => ({ client_cod });
    expect(await kindOf('/company_user/institutional/quotes_type', types(andes().client_cod), cliente)).toBe('FORBIDDEN');
    expect(await kindOf('/company_user/institutional/quotes_type', types(austral().client_cod), funcionario)).toBe('FORBIDDEN');
    expect(await kindOf('/company_user/institutional/quotes_type', types(austral().client_cod), reservado)).toBe('FORBIDDEN');
    expect(await kindOf('/company_user/institutional/current_account', { client_cod: austral().client_cod, period: 3 }, reservado)).toBe(
      'answered',
    );
    expect(await kindOf('/company_user/institutional/current_account', { client_cod: pacifico().client_cod, period: 3 }, limitado)).toBe(
      'FORBIDDEN',
    );
    expect(await kindOf('/company_user/institutional/quotes_type', types(andes().client_cod), 'token-falso')).toBe('UNAUTHENTICATED');
    // an institutional document's file, to someone without 2002 on its client
    const doc = documentsOf(andes()).find((d) => d.hasPdf)!;
    const token = (await transport.call('/download/token', {}, { token: limitado })).data!.token;
    await expect(
      transport.download(
        '/document/get',
        { pdf_number: pdfNumberOf('document', doc.doc_number), class_description: doc.class_description },
        { token },
      ),
    ).rejects.toMatchObject({ kind: 'NOT_FOUND' });
  });
});

describe('a backend that writes the forms the spec allows', () => {
  it('reads payment methods as lists or maps under any spelling of their type, and addresses as texts or objects', async () => {
    const spec = speakingSpec(gateway.backend, '/company_user/institutional/quotes_type', () => ({
      status: 'ok',
      data: {
        payment_method: {
          cupones: [
            { payment_code: '01', description: 'Contado' },
            { id: 7, label: 'Crédito' },
          ],
          'Garantías ': { '02': { name: 'Crédito 30 días' } },
          Otros: { '09': 'No es un tipo' },
        },
      },
      address_coupon: ['Av. Grecia 120, Ñuñoa', { address_id: '0060000001', description: 'Los Leones 45, Providencia' }],
      address_warranty: { '0060000002': 'Av. España 9, Santiago' },
    }));
    try {
      const answer = await options(andes().client_cod);
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.viewer.quoteOptions).toEqual({
        types: [
          {
            type: 'COUPONS',
            label: 'Cupones',
            paymentMethods: [
              { code: '01', name: 'Contado' },
              { code: '7', name: 'Crédito' },
            ],
            addresses: [
              { id: 'Av. Grecia 120, Ñuñoa', label: 'Av. Grecia 120, Ñuñoa' },
              { id: '0060000001', label: 'Los Leones 45, Providencia' },
            ],
          },
          {
            type: 'WARRANTIES',
            label: 'Garantías',
            paymentMethods: [{ code: '02', name: 'Crédito 30 días' }],
            addresses: [{ id: '0060000002', label: 'Av. España 9, Santiago' }],
          },
        ],
      });
    } finally {
      spec.restore();
    }
  });

  it('reads materials wrapped, with prices in any form, and leaves out a row without its code', async () => {
    const spec = speakingSpec(gateway.backend, '/company_user/institutional/material_list', () => ({
      status: 'ok',
      data: {
        materials: [
          { material_code: 100005, name: 'Cupón 5 kg', value: '10.990' },
          { code: '100011', description: 'Cupón 11 kg', price: '18490.00', count: '2' },
          { material_code: '100015', name: 'Cupón 15 kg', value: '24990,5', count: null },
          { material_code: '100045', name: 'Cupón 45 kg', value: 'NO DISPONIBLE' },
          { name: 'Sin código', value: 1000 },
        ],
      },
    }));
    try {
      const answer = await materials(andes().client_cod, 'COUPONS', '01');
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.viewer.quoteMaterials).toEqual([
        { materialCode: '100005', name: 'Cupón 5 kg', price: 10_990, count: 0 },
        { materialCode: '100011', name: 'Cupón 11 kg', price: 18_490, count: 2 },
        { materialCode: '100015', name: 'Cupón 15 kg', price: 24_990.5, count: 0 },
        { materialCode: '100045', name: 'Cupón 45 kg', price: null, count: 0 },
      ]);
    } finally {
      spec.restore();
    }
  });

  it('reads quotes wrapped, with ISO dates, named types, flags in any form and lines under another name', async () => {
    const spec = speakingSpec(gateway.backend, '/company_user/institutional/quote/list', () => ({
      status: 'ok',
      data: {
        quotes: [
          {
            number: '81',
            created_at: '2026-03-02T10:15:00',
            type: 'Cupones',
            status: 'Incompleta',
            detail: [{ code: '100005', description: 'Cupón 5 kg', unit_price: '10.990', cantidad: '3' }],
            coupon_type: 'Físico',
            address: { id: '0060000001', address: 'Los Leones 45' },
            payment_method: 'Contado',
          },
          { quote_number: 82, date: '2026-04-10', quote_type: '2', state: 'Enviada', incomplete: false, total: '1.234.567' },
          { quote_number: '83', date: '15-04-2026', quote_type: 'garantía', state: 'Enviada', incomplete: '1', coupon_type: 'D' },
          { state: 'Aprobada', date: 'ayer', total: 'x' },
        ],
      },
    }));
    try {
      const answer = await quotes(andes().client_cod, { m: 12 });
      expect(answer.errors).toBeUndefined();
      const list = answer.data!.viewer.quotes!.quotes;
      expect(list.map((q) => q.quoteNumber)).toEqual(['83', '82', '81', null]);
      expect(list[0]).toMatchObject({ createdAt: '2026-04-15', type: 'WARRANTIES', incomplete: true, couponType: 'DIGITAL', lines: [] });
      expect(list[1]).toMatchObject({ createdAt: '2026-04-10', type: 'WARRANTIES', incomplete: false, total: 1_234_567 });
      expect(list[2]).toMatchObject({
        createdAt: '2026-03-02',
        type: 'COUPONS',
        state: 'Incompleta',
        incomplete: true,
        couponType: 'PHYSICAL',
        addressId: '0060000001',
        address: 'Los Leones 45',
        paymentName: 'Contado',
        paymentCode: null,
        total: 32_970,
        lines: [{ materialCode: '100005', name: 'Cupón 5 kg', price: 10_990, quantity: 3, subtotal: 32_970 }],
      });
      expect(list[3]).toMatchObject({ quoteNumber: null, createdAt: null, state: 'Aprobada', total: null, incomplete: false, type: null });
    } finally {
      spec.restore();
    }
  });

  it('reads materials and quotes beside data, a quote’s address as its code beside its description', async () => {
    const materialsBeside = speakingSpec(gateway.backend, '/company_user/institutional/material_list', () => ({
      status: 'ok',
      materials: [{ material_code: '000000000000401015', name: 'CUPON GAS LICUADO 15 KG', value: 26_500, count: 20 }],
    }));
    const quotesBeside = speakingSpec(gateway.backend, '/company_user/institutional/quote/list', () => ({
      status: 'ok',
      quotes: [
        {
          quote_number: '0020004504',
          created_date: '14-01-2026',
          quote_type: 1,
          state: 'Aprobada',
          incomplete: 0,
          coupon_type: 'Digital',
          payment_code: 'C001',
          payment_desc: 'Contado',
          address: '0030200111',
          address_desc: 'CAMINO A DOÑIHUE KM 4,5, Rancagua',
          order_number: '0001500104',
          total: 142_800,
          quote: [{ material_code: '000000000000401005', name: 'CUPON GAS LICUADO 5 KG', price: 11_900, quantity: 12, subtotal: 142_800 }],
        },
        { quote_number: '0020004505', created_date: '02-01-2026', quote_type: 2, state: 'Enviada', address: '0030200113', quote: [] },
      ],
    }));
    try {
      const listed = await materials(andes().client_cod, 'COUPONS', '01');
      expect(listed.data!.viewer.quoteMaterials).toEqual([
        { materialCode: '000000000000401015', name: 'CUPON GAS LICUADO 15 KG', price: 26_500, count: 20 },
      ]);
      const answer = await quotes(andes().client_cod, { m: 12 });
      expect(answer.errors).toBeUndefined();
      const [approved, sent] = answer.data!.viewer.quotes!.quotes;
      expect(approved).toMatchObject({
        quoteNumber: '0020004504',
        createdAt: '2026-01-14',
        couponType: 'DIGITAL',
        paymentCode: 'C001',
        paymentName: 'Contado',
        addressId: '0030200111',
        address: 'CAMINO A DOÑIHUE KM 4,5, Rancagua',
        orderNumber: '0001500104',
        total: 142_800,
      });
      // a code alone is the address's id: its text is the options' (QuoteAddress.label)
      expect(sent).toMatchObject({ quoteNumber: '0020004505', type: 'WARRANTIES', addressId: '0030200113', address: null, total: null });
      // numbers asked without their leading zeros find those written with them
      const byOrder = await quotes(andes().client_cod, { m: 12, o: '1500104' });
      expect(byOrder.data!.viewer.quotes!.quotes.map((q) => q.quoteNumber)).toEqual(['0020004504', '0020004505']);
      expect((await quote(andes().client_cod, '20004504')).data!.viewer.quote?.quoteNumber).toBe('0020004504');
    } finally {
      materialsBeside.restore();
      quotesBeside.restore();
    }
  });

  it('reads the current account wrapped, with numbers and ISO dates, a missing year from the issue date', async () => {
    const spec = speakingSpec(gateway.backend, '/company_user/institutional/current_account', () => ({
      status: 'ok',
      data: {
        documents: [
          { class_description: 'FACTURA', doc_number: 501, issue_date: '2026-02-03', value: 150000, late_payment: '4' },
          { class_description: 'NOTA DE CREDITO', doc_number: '502', doc_year: 2026, issue_date: '2026-02-04T00:00:00Z', value: '12345,5' },
        ],
      },
    }));
    try {
      const answer = await account(andes().client_cod, 3);
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.viewer.institutionalAccount!.documents).toEqual([
        expect.objectContaining({
          docNumber: '501',
          docYear: '2026',
          issueDate: '2026-02-03',
          value: 150_000,
          lateDays: 4,
          hasDetail: true,
        }),
        expect.objectContaining({
          docNumber: '502',
          docYear: '2026',
          issueDate: '2026-02-04',
          value: 12_345.5,
          dueDate: null,
          address: null,
        }),
      ]);
    } finally {
      spec.restore();
    }
  });

  it("reads a document's detail with its delivery date under another name and without its pdf data", async () => {
    const spec = speakingSpec(gateway.backend, '/company_user/institutional/document_details', () => ({
      status: 'ok',
      data: {
        document: { folio_number: 77, value: '99.000', deliveryDate: '2026-01-09', office_guide: '', product: 'Gas', pdf_guide: null },
      },
    }));
    try {
      const answer = await documentDetail(andes().client_cod, '501', '2026');
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.viewer.institutionalDocument).toEqual({
        docNumber: '501',
        docYear: '2026',
        folioNumber: '77',
        issueDate: null,
        value: 99_000,
        dispatchGuide: null,
        deliveryDate: '2026-01-09',
        quantity: null,
        product: 'Gas',
        address: null,
        document: null,
        guide: null,
      });
    } finally {
      spec.restore();
    }
  });

  it('fails only the block whose answer is not a list at all, and reads an ok without status as created', async () => {
    const log = catchBackendFailures();
    const spec = speakingSpec(gateway.backend, '/company_user/institutional/quote/list', () => ({ status: 'ok', data: 'sin datos' }));
    try {
      const answer = await gateway.gql<{ viewer: { quotes: unknown; quoteOptions: Options | null } }>(
        `query ($c: String!) { viewer { quotes(clientCode: $c) { emptyMessage } quoteOptions(clientCode: $c) { types { type } } } }`,
        { c: andes().client_cod },
        funcionario,
      );
      expect(answer.data!.viewer.quotes).toBeNull();
      expect(answer.errors?.map((e) => [e.path?.join('.'), e.extensions?.reason])).toEqual([['viewer.quotes', 'MALFORMED']]);
      expect(answer.data!.viewer.quoteOptions!.types).toHaveLength(2);
      expect(log.failures).toEqual(['MALFORMED /company_user/institutional/quote/list']);
    } finally {
      spec.restore();
    }
    const created = speakingSpec(gateway.backend, '/company_user/institutional/quote/create', () => ({ data: { number: 7_009_999 } }));
    try {
      const answer = await create(couponQuote({ address: 'no-existe' }));
      expect(answer.data!.createQuote).toEqual({ ok: true, quoteNumber: '7009999', message: null, fieldErrors: [] });
    } finally {
      created.restore();
    }
  });
});
