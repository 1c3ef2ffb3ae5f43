/**
 * Envasado Institucional for company users (spec 3 §2, §3, §4 Quote flow, §5, §7): the quote's options (payment
 * methods as maps keyed by code, delivery addresses), its materials, creating a quote (sent or saved for later), the
 * quotes of a period or of a number; the current account and a document's detail. The quote calls need privilege 2001
 * on the client, the account calls 2002 (read so: spec 3 §6 leaves their numbers unshown); any other client is 403.
 * The account's documents download through /document/get (bulk.ts), which asks `ownsInstitutionalPdf`.
 */
import { myCompanyClient, privilegesOn } from '../company-owned';
import {
  INSTITUTIONAL_ACCOUNT,
  INSTITUTIONAL_QUOTES,
  QUOTE_TYPE_NAMES,
  materialsOf,
  priceOf,
  type CompanyUser,
  type InstitutionalBook,
  type InstitutionalDocument,
  type QuoteLineRecord,
  type QuoteRecord,
  type QuoteType,
  type SapClient,
  type ShipTo,
} from '../company-records';
import {
  addMonths,
  chileClock,
  companyPost,
  daysBetween,
  dashedDate,
  empty,
  failure,
  forbidden,
  invalid,
  ok,
  type CompanyContext,
  type Reply,
  type Routes,
} from '../kit';
import { addressLine } from '../owned';
import type { World } from '../world';

/** The largest attachment, decoded (spec 3 §9: 3 MB; spec 2 §9 counts it 3,072,000 bytes). */
export const MAX_QUOTE_FILE_BYTES = 3_072_000;
const MAX_PURCHASE_ORDER = 35;
const MAX_QUANTITY = 99_999;

export const NO_DOCUMENTS = 'No se han encontrado documentos en el período seleccionado.';
export const ACCOUNT_EXCEPTION = 'No fue posible consultar la cuenta corriente en SAP. Intenta nuevamente más tarde.';
export const NO_MATERIALS = 'No hay materiales disponibles para el tipo de cotización y medio de pago seleccionados.';
export const NO_QUOTES = 'No se encontraron cotizaciones para los filtros seleccionados.';
export const INVALID = 'Los datos enviados no son válidos.';

/** The client's institutional book; a client of another line has none (its privileges already refused it). */
function bookOf(client: SapClient): InstitutionalBook {
  if (!client.institutional) throw forbidden('este cliente');
  return client.institutional;
}

const quotesClient = (c: CompanyContext) => myCompanyClient(c, c.payload.text('client_cod'), INSTITUTIONAL_QUOTES);
const accountClient = (c: CompanyContext) => myCompanyClient(c, c.payload.text('client_cod'), INSTITUTIONAL_ACCOUNT);

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** A quote type as sent: 1 or 2 (number or text), or the payment_method map's key ('Cupones', 'Garantias'). */
function quoteTypeOf(value: unknown): QuoteType | null {
  if (value === 1 || value === '1') return 1;
  if (value === 2 || value === '2') return 2;
  if (typeof value !== 'string') return null;
  const name = fold(value);
  return name === 'cupones' ? 1 : name === 'garantias' ? 2 : null;
}

const shipToLine = (s: ShipTo) => `${addressLine(s.address)}, ${s.address.comune}`;

/** A type's delivery addresses as a map keyed by ship-to code (as the payment methods beside them); none: `[]`. */
function addressMap(book: InstitutionalBook, type: QuoteType): Record<string, string> | [] {
  const addresses = book.addresses[type];
  return addresses.length ? Object.fromEntries(addresses.map((s) => [s.ship_to, shipToLine(s)])) : [];
}

/** A type's payment methods as a map keyed by code; an empty one as PHP writes an empty array, `[]`. */
function paymentMap(book: InstitutionalBook, type: QuoteType): Record<string, string> | [] {
  const methods = book.paymentMethods.filter((m) => m.quote_type === type);
  return methods.length ? Object.fromEntries(methods.map((m) => [m.code, m.name])) : [];
}

function quoteView(book: InstitutionalBook, q: QuoteRecord) {
  const method = book.paymentMethods.find((m) => m.code === q.payment_code);
  const address = book.addresses[q.quote_type].find((s) => s.ship_to === q.address);
  const lines = q.lines.map((l) => ({ ...l, subtotal: l.price * l.quantity }));
  return {
    quote_number: q.quote_number,
    created_date: dashedDate(q.created_date),
    created_time: q.created_time,
    quote_type: q.quote_type,
    quote_type_desc: QUOTE_TYPE_NAMES[q.quote_type],
    state: q.state,
    incomplete: q.incomplete ? 1 : 0,
    coupon_type: q.coupon_type,
    purchase_order: q.purchase_order,
    payment_code: q.payment_code,
    payment_desc: method?.name ?? null,
    address: q.address,
    address_desc: address ? shipToLine(address) : null,
    order_number: q.order_number,
    invoice_sheet: q.invoice_sheet,
    total: lines.reduce((sum, l) => sum + l.subtotal, 0),
    quote: lines,
  };
}

const lateDays = (d: InstitutionalDocument, today: string) =>
  d.payment_date === null ? Math.max(0, daysBetween(d.expiration_date, today)) : 0;

function documentAddress(book: InstitutionalBook, d: InstitutionalDocument): string {
  const s = [...book.addresses[1], ...book.addresses[2]].find((x) => x.ship_to === d.ship_to);
  return s ? shipToLine(s) : '';
}

const GUIDE_CLASS = 'GUIA DE DESPACHO ELECTRONICA';

/** Whether a PDF of the archive (its number and class) is one of the account documents `user` may read (2002). */
export function ownsInstitutionalPdf(world: World, user: CompanyUser, pdf_number: string, class_description: string): boolean {
  const kind = fold(class_description);
  return world.sapClients.some(
    (client) =>
      client.institutional !== null &&
      privilegesOn(user, client).includes(INSTITUTIONAL_ACCOUNT) &&
      client.institutional.documents.some(
        (d) =>
          (d.pdf_number === pdf_number && fold(d.class_description) === kind) ||
          (d.guide?.pdf_number === pdf_number && kind === fold(GUIDE_CLASS)),
      ),
  );
}

// ── quote/create ─────────────────────────────────────────────────────────────────────────────────────────

/** What the attachment weighs once decoded; null when it is not base64 (a data: URL's prefix is allowed). */
function decodedSize(text: string): number | null {
  const body = text.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (body.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(body)) return null;
  return (body.length / 4) * 3 - (body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0);
}

/** 0 or 1, as a number, text or boolean; null otherwise. */
function flag(value: unknown): boolean | null {
  if (value === true || value === 1 || value === '1') return true;
  if (value === false || value === 0 || value === '0') return false;
  return null;
}

interface QuoteDraft {
  quote_type: QuoteType;
  payment_code: string;
  coupon_type: QuoteRecord['coupon_type'];
  purchase_order: string | null;
  address: string;
  incomplete: boolean;
  lines: QuoteLineRecord[];
  file_size: number | null;
}

/** Reads and checks quote/create's payload field by field: the draft, or the errors keyed as the payload names them. */
function readQuote(raw: Record<string, unknown>, book: InstitutionalBook): { draft: QuoteDraft } | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const text = (name: string): string | null => {
    const value = raw[name];
    if (value === undefined || value === null) return null;
    if (typeof value === 'number') return String(value);
    if (typeof value !== 'string') {
      fail(name, `El campo ${name} debe ser un texto.`);
      return null;
    }
    return value.trim() || null;
  };

  const incomplete = flag(raw.incomplete);
  if (incomplete === null) fail('incomplete', 'El campo incomplete debe ser 0 o 1.');

  const quote_type = raw.quote_type === undefined || raw.quote_type === null || raw.quote_type === '' ? null : quoteTypeOf(raw.quote_type);
  if (quote_type === null)
    fail('quote_type', raw.quote_type ? 'El tipo de cotización no es válido.' : 'Debes seleccionar un tipo de cotización');

  const payment_code = text('payment_code');
  const method = book.paymentMethods.find((m) => m.code === payment_code && m.quote_type === quote_type);
  if (payment_code === null) fail('payment_code', 'Debes seleccionar un medio de pago');
  else if (quote_type !== null && !method) fail('payment_code', 'El medio de pago no corresponde al tipo de cotización.');

  const coupon = text('coupon_type');
  let coupon_type: QuoteRecord['coupon_type'] = null;
  if (coupon !== null) {
    if (quote_type === 2) fail('coupon_type', 'Las garantías no llevan tipo de cupón.');
    else if (fold(coupon) === 'fisico') coupon_type = 'Físico';
    else if (fold(coupon) === 'digital') coupon_type = 'Digital';
    else fail('coupon_type', 'El tipo de cupón debe ser Físico o Digital.');
  }

  const purchase_order = text('purchase_order');
  if (purchase_order !== null && purchase_order.length > MAX_PURCHASE_ORDER)
    fail('purchase_order', `La orden de compra no debe superar los ${MAX_PURCHASE_ORDER} caracteres.`);

  const address = text('address');
  if (address === null) fail('address', 'Debes seleccionar una dirección de despacho');
  else if (quote_type !== null && !book.addresses[quote_type].some((s) => s.ship_to === address))
    fail('address', 'La dirección no corresponde a una dirección de despacho del cliente para este tipo de cotización.');

  const lines: QuoteLineRecord[] = [];
  if (!Array.isArray(raw.quote) || raw.quote.length === 0) fail('quote', 'Debes ingresar al menos un material.');
  else {
    const offered = method ? materialsOf(book, method) : [];
    const seen = new Set<string>();
    raw.quote.forEach((item: unknown, index) => {
      const at = (field: string) => `quote.${index}.${field}`;
      if (!item || typeof item !== 'object' || Array.isArray(item)) return fail(`quote.${index}`, 'Cada material debe ser un objeto.');
      const row = item as Record<string, unknown>;
      const materialCode =
        typeof row.material_code === 'string' || typeof row.material_code === 'number' ? String(row.material_code).trim() : '';
      const material = offered.find((m) => m.material_code === materialCode);
      if (!materialCode) fail(at('material_code'), 'El material es obligatorio.');
      else if (seen.has(materialCode)) fail(at('material_code'), 'El material está repetido en la cotización.');
      else if (method && !material)
        fail(at('material_code'), 'El material no está disponible para este tipo de cotización y medio de pago.');
      seen.add(materialCode);
      const quantity = typeof row.quantity === 'string' && /^\d+$/.test(row.quantity.trim()) ? Number(row.quantity) : row.quantity;
      if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0 || quantity > MAX_QUANTITY)
        fail(at('quantity'), `La cantidad debe ser un número entero entre 0 y ${MAX_QUANTITY}.`);
      const price = typeof row.price === 'string' && row.price.trim() !== '' ? Number(row.price) : row.price;
      if (typeof price !== 'number' || !Number.isFinite(price)) fail(at('price'), 'El precio es obligatorio.');
      else if (material && method && price !== priceOf(material, method))
        fail(at('price'), `El precio no corresponde al precio vigente ($${priceOf(material, method).toLocaleString('de-DE')}).`);
      if (material && method && typeof quantity === 'number')
        lines.push({ material_code: material.material_code, name: material.name, price: priceOf(material, method), quantity });
    });
    // what was asked can be judged only against a payment method's materials, and once every line reads
    if (method && incomplete === false && Object.keys(errors).every((k) => !k.startsWith('quote')) && !lines.some((l) => l.quantity > 0))
      fail('quote', 'Debes ingresar la cantidad de al menos un material.');
  }

  let file_size: number | null = null;
  const file = raw.file;
  if (file !== undefined && file !== null && file !== '') {
    if (typeof file !== 'string') fail('file', 'El archivo debe venir en base64.');
    else {
      file_size = decodedSize(file);
      if (file_size === null) fail('file', 'El archivo debe venir en base64.');
      else if (file_size > MAX_QUOTE_FILE_BYTES) fail('file', 'El tamaño del archivo seleccionado supera lo permitido (3MB)');
    }
  }

  if (Object.keys(errors).length) return { errors };
  const draft: QuoteDraft = {
    quote_type: quote_type!,
    payment_code: payment_code!,
    coupon_type,
    purchase_order,
    address: address!,
    incomplete: incomplete!,
    // a quote sent keeps the materials asked for; one saved for later keeps every row, to be completed
    lines: incomplete ? lines : lines.filter((l) => l.quantity > 0),
    file_size,
  };
  return { draft };
}

// ── routes ───────────────────────────────────────────────────────────────────────────────────────────────

const strip = (text: string) => text.replace(/^0+(?=.)/, '');

export const routes: Routes = {
  '/company_user/institutional/quotes_type': companyPost((c) => {
    const book = bookOf(quotesClient(c));
    return ok({
      payment_method: { Cupones: paymentMap(book, 1), Garantias: paymentMap(book, 2) },
      address_coupon: addressMap(book, 1),
      address_warranty: addressMap(book, 2),
    });
  }),

  '/company_user/institutional/material_list': companyPost((c) => {
    const book = bookOf(quotesClient(c));
    const type = quoteTypeOf(c.payload.raw.quote_type);
    if (type === null) throw invalid('quote_type', 'El tipo de cotización debe ser 1 (Cupones) o 2 (Garantias).');
    const code = c.payload.text('payment_code');
    const method = book.paymentMethods.find((m) => m.code === code && m.quote_type === type);
    if (!method) throw invalid('payment_code', 'El medio de pago no corresponde al tipo de cotización.');
    const materials = materialsOf(book, method).map((m) => ({
      material_code: m.material_code,
      name: m.name,
      value: priceOf(m, method),
      count: m.count,
    }));
    return materials.length ? ok(undefined, { materials }) : empty(NO_MATERIALS);
  }),

  '/company_user/institutional/quote/create': companyPost((c): Reply => {
    const book = bookOf(quotesClient(c));
    const read = readQuote(c.payload.raw, book);
    if ('errors' in read) return failure(INVALID, read.errors);
    const { draft } = read;
    const { purchase_order } = draft;
    if (purchase_order !== null) {
      const used = book.quotes.find((q) => q.purchase_order === purchase_order && q.state !== 'Rechazada');
      if (used) return failure(`La orden de compra ${purchase_order} ya fue usada en la cotización N° ${used.quote_number}.`);
    }
    const quote: QuoteRecord = {
      ...draft,
      quote_number: String(c.world.next('quote')).padStart(10, '0'),
      created_date: c.world.today,
      created_time: chileClock(c.world.now()),
      companyUserId: c.companyUser.id,
      state: draft.incomplete ? 'Incompleta' : 'Enviada',
      order_number: null,
      invoice_sheet: null,
    };
    book.quotes.push(quote);
    const message = draft.incomplete
      ? `Cotización N° ${quote.quote_number} guardada para enviar después.`
      : `Cotización N° ${quote.quote_number} enviada con éxito.`;
    return ok({ quote_number: quote.quote_number }, { message });
  }),

  /** the quotes of a period (start_date..end_date, DD-MM-YYYY), narrowed by any number given; with a number, no period needed */
  '/company_user/institutional/quote/list': companyPost((c) => {
    const book = bookOf(quotesClient(c));
    const p = c.payload;
    p.optInt('type');
    const quoteNumber = p.optText('quote_number');
    const orderNumber = p.optText('order_number');
    const invoice = p.optText('invoice_sheet');
    const period = !(quoteNumber || orderNumber || invoice) || p.has('start_date') || p.has('end_date');
    const start = period ? p.date('start_date') : null;
    const end = period ? p.date('end_date') : null;
    if (start && end && end < start) throw invalid('end_date', 'La fecha de término no puede ser anterior a la fecha de inicio.');
    const found = book.quotes
      .filter(
        (q) =>
          (!start || q.created_date >= start) &&
          (!end || q.created_date <= end) &&
          (!quoteNumber || q.quote_number === quoteNumber.padStart(10, '0')) &&
          (!orderNumber || (q.order_number !== null && q.order_number === orderNumber.padStart(10, '0'))) &&
          (!invoice || (q.invoice_sheet !== null && strip(q.invoice_sheet) === strip(invoice))),
      )
      .sort((a, b) => `${b.created_date}${b.created_time}`.localeCompare(`${a.created_date}${a.created_time}`));
    return found.length ? ok(undefined, { quotes: found.map((q) => quoteView(book, q)) }) : empty(NO_QUOTES);
  }),

  '/company_user/institutional/current_account': companyPost((c): Reply => {
    const book = bookOf(accountClient(c));
    const period = c.payload.int('period', 1, 12);
    if (book.accountFails) return { status: 200, json: { status: 'exception', message: ACCOUNT_EXCEPTION } };
    const since = addMonths(c.world.today, -period);
    const documents = book.documents
      .filter((d) => d.issue_date >= since)
      .sort((a, b) => b.issue_date.localeCompare(a.issue_date) || b.doc_number.localeCompare(a.doc_number))
      .map((d) => ({
        class_description: d.class_description,
        folio_number: d.folio_number,
        issue_date: d.issue_date,
        expiration_date: d.expiration_date,
        value: d.value,
        late_payment: lateDays(d, c.world.today),
        payment_condition_desc: d.payment_condition_desc,
        address: documentAddress(book, d),
        doc_number: d.doc_number,
        doc_year: d.doc_year,
      }));
    return documents.length ? ok(documents) : { status: 200, json: { status: 'empty', data: [] } };
  }),

  '/company_user/institutional/document_details': companyPost((c) => {
    const book = bookOf(accountClient(c));
    const number = c.payload.text('doc_number');
    const year = c.payload.int('doc_year', 2000, 2100);
    const d = book.documents.find((x) => strip(x.doc_number) === strip(number) && x.doc_year === year);
    if (!d) return failure('No se encontró el documento.');
    return ok({
      class_description: d.class_description,
      doc_number: d.doc_number,
      doc_year: d.doc_year,
      folio_number: d.folio_number,
      issue_date: d.issue_date,
      value: d.value,
      office_guide: d.guide?.folio ?? '',
      delivery_date: d.delivery_date,
      quantity: d.quantity,
      product: d.product ?? '',
      address: documentAddress(book, d),
      pdf_guide: d.guide ? { class_description: GUIDE_CLASS, pdf_number: d.guide.pdf_number } : null,
      pdf_document: d.pdf_number ? { class_description: d.class_description, pdf_number: d.pdf_number } : null,
    });
  }),
};
