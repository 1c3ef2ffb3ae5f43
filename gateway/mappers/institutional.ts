/**
 * Envasado Institucional's answers read as the spec allows them (spec 3 §3, §7; DESIGN.md "Reading a real backend"):
 * where the spec names a field but not its form, every reasonable form is read; a field left out or written otherwise
 * costs that field (null), never its block. Only an answer that is not the kind of thing asked for at all (a list
 * where a record goes, a text where a list goes) fails its block: the reader returns null and the resolver says so.
 */
import type {
  BulkDocument,
  CouponType,
  FieldError,
  PaymentMethod,
  Quote,
  QuoteAddress,
  QuoteInput,
  QuoteLine,
  QuoteMaterial,
  QuoteOptions,
  QuotePayload,
  QuoteType,
  QuoteTypeOption,
} from '../../schema/generated/types';
import { QUOTE_FAILED, purchaseOrderOf, quantityField, subtotalOf, totalOf } from '../../machines/rules/quote-rules';
import type { BackendBulkDocument, QuoteCreatePayload } from '../backend/contract';
import { idForm, readDay, readFlag, readNumber, textForm } from '../backend/forms';
import { mapDocument } from './bulk';
import { isRecord, listData, pick, readPesos, rowsOf, textOf, type Row } from './rows';

/** Lower case, without accents or spaces at the ends: 'Garantías ' → 'garantias'. */
const plain = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** A count of units: a whole number from 0 (a fraction is cut, anything else is 0). */
function readCount(value: unknown): number {
  const count = readPesos(value);
  return count !== null && count > 0 ? Math.min(Math.floor(count), 2_147_483_647) : 0;
}

// the enums' REST values (docs/decisions.md, "Envasado Institucional")

/** quote_type: 1 Cupones, 2 Garantías. */
export const QUOTE_TYPE_CODE: Readonly<Record<QuoteType, number>> = { COUPONS: 1, WARRANTIES: 2 };
/** coupon_type: the spec's own words (spec 3 §2: 'Físico or Digital'). */
export const COUPON_TYPE_VALUE: Readonly<Record<CouponType, string>> = { PHYSICAL: 'Físico', DIGITAL: 'Digital' };
/** What each quote type is called (spec 3 §2, §7). */
export const QUOTE_TYPE_LABEL: Readonly<Record<QuoteType, string>> = { COUPONS: 'Cupones', WARRANTIES: 'Garantías' };

/** A quote type as a backend may name it: 1 or 2, or its name in Spanish or English, singular or plural. */
export function quoteTypeOf(value: unknown): QuoteType | null {
  const text = textForm.read(value);
  if (text === null) return null;
  const name = plain(text);
  if (name === '1' || /^(cupon|cupones|coupons?)$/.test(name)) return 'COUPONS';
  if (name === '2' || /^(garantias?|warrant(y|ies))$/.test(name)) return 'WARRANTIES';
  return null;
}

/** A coupon type: 1 or 2, F or D, or its name. */
export function couponTypeOf(value: unknown): CouponType | null {
  const text = textForm.read(value);
  if (text === null) return null;
  const name = plain(text);
  if (['1', 'f', 'fisico', 'physical'].includes(name)) return 'PHYSICAL';
  if (['2', 'd', 'digital'].includes(name)) return 'DIGITAL';
  return null;
}

// quotes_type: step 2's choices

/** One payment method: a code and its name, from an entry of a map or a row of a list. */
function paymentMethodOf(code: unknown, name: unknown): PaymentMethod | null {
  const id = idForm.read(code);
  const label = textOf(name);
  if (!id && !label) return null;
  return { code: id ?? label!, name: label ?? id! };
}

/** A type's payment methods: a map {code: name} (a name may be an object with its name), or a list of rows or codes. */
export function readPaymentMethods(value: unknown): PaymentMethod[] {
  const methods: Array<PaymentMethod | null> = [];
  if (Array.isArray(value)) {
    for (const item of value) {
      if (isRecord(item))
        methods.push(
          paymentMethodOf(
            pick(item, 'code', 'payment_code', 'id', 'value', 'cod'),
            pick(item, 'name', 'description', 'label', 'payment_name', 'text'),
          ),
        );
      else methods.push(paymentMethodOf(item, item));
    }
  } else if (isRecord(value)) {
    for (const [code, name] of Object.entries(value))
      methods.push(paymentMethodOf(code, isRecord(name) ? pick(name, 'name', 'description', 'label') : name));
  }
  const seen = new Set<string>();
  return methods.filter((m): m is PaymentMethod => m !== null && !seen.has(m.code) && !!seen.add(m.code));
}

/** One address: a text (its own id), or an object with an id and a text (either standing for the other). */
function addressOf(value: unknown, key?: string): QuoteAddress | null {
  if (!isRecord(value)) {
    const label = textOf(value);
    const id = key ?? label;
    return label && id ? { id, label } : null;
  }
  const id = idForm.read(pick(value, 'id', 'address_id', 'code', 'address_code', 'cod')) ?? key ?? null;
  const label = textOf(pick(value, 'address', 'description', 'name', 'label', 'direccion', 'text'));
  if (!id && !label) return null;
  return { id: id ?? label!, label: label ?? id! };
}

/** A type's addresses: a list of texts or objects, or a map {id: text}. */
export function readAddresses(value: unknown): QuoteAddress[] {
  const found = Array.isArray(value)
    ? value.map((item) => addressOf(item))
    : isRecord(value)
      ? Object.entries(value).map(([key, item]) => addressOf(item, key))
      : typeof value === 'string'
        ? [addressOf(value)]
        : [];
  const seen = new Set<string>();
  return found.filter((a): a is QuoteAddress => a !== null && !seen.has(a.id) && !!seen.add(a.id));
}

const ADDRESS_FIELDS: Readonly<Record<QuoteType, readonly string[]>> = {
  COUPONS: ['address_coupon', 'address_coupons', 'addresses_coupon', 'coupon_address', 'coupon_addresses'],
  WARRANTIES: ['address_warranty', 'address_warranties', 'addresses_warranty', 'warranty_address', 'warranty_addresses'],
};

/**
 * quotes_type's answer (spec 3 §7): data.payment_method's maps named Cupones and Garantias (in any case, with or
 * without the accent, or 1 and 2), the addresses of each type beside it (in data, or beside data). The types in the
 * backend's order; one without payment methods is left out. Null when data is not an object at all.
 */
export function mapQuoteOptions(answer: { data?: unknown } & Row): QuoteOptions | null {
  const data = answer.data;
  if (data !== undefined && data !== null && !isRecord(data)) return null;
  const fields: Row = { ...answer, ...(data ?? {}) };
  const methods = fields.payment_method ?? fields.payment_methods ?? fields.paymentMethod;
  if (methods !== undefined && methods !== null && !isRecord(methods)) return null;
  const types: QuoteTypeOption[] = [];
  for (const [key, value] of Object.entries(methods ?? {})) {
    const type = quoteTypeOf(key);
    if (!type || types.some((t) => t.type === type)) continue;
    const paymentMethods = readPaymentMethods(value);
    if (!paymentMethods.length) continue;
    const addresses = readAddresses(ADDRESS_FIELDS[type].map((name) => fields[name]).find((v) => v !== undefined && v !== null));
    types.push({ type, label: QUOTE_TYPE_LABEL[type], paymentMethods, addresses });
  }
  return { types };
}

// material_list

/** A material (spec 3 §3: material_code, name, value, count); one without its code cannot be quoted and is left out. */
export function mapMaterial(row: Row): QuoteMaterial | null {
  const materialCode = idForm.read(pick(row, 'material_code', 'materialCode', 'code', 'material', 'id'));
  if (!materialCode) return null;
  return {
    materialCode,
    name: textOf(pick(row, 'name', 'description', 'material_name', 'material_description')),
    price: readPesos(pick(row, 'value', 'price', 'unit_price', 'unit_value')),
    count: readCount(pick(row, 'count', 'quantity', 'suggested')),
  };
}

const MATERIAL_LISTS = ['materials', 'material_list', 'data', 'list', 'items'];

/** material_list's materials, in its data or beside it; null when they are not a list at all. */
export function mapMaterials(answer: Row): QuoteMaterial[] | null {
  const rows = rowsOf(listData(answer, MATERIAL_LISTS), MATERIAL_LISTS, 'material_code');
  if (!rows) return null;
  const seen = new Set<string>();
  return rows.map(mapMaterial).filter((m): m is QuoteMaterial => m !== null && !seen.has(m.materialCode) && !!seen.add(m.materialCode));
}

// quote/list

/** A state that says the quote was saved to send later. */
const SAVED_STATE = /incomplet|pendiente de envio|guardad|borrador|sin enviar/;

/** A line of a quote; its subtotal computed when the backend gives none. */
export function mapQuoteLine(row: Row): QuoteLine {
  const price = readPesos(pick(row, 'price', 'value', 'unit_price', 'unit_value'));
  const quantity = readCount(pick(row, 'quantity', 'count', 'cantidad'));
  return {
    materialCode: idForm.read(pick(row, 'material_code', 'materialCode', 'code', 'material')),
    name: textOf(pick(row, 'name', 'description', 'material_name', 'material_description')),
    price,
    quantity,
    subtotal: readPesos(pick(row, 'subtotal', 'sub_total', 'amount', 'total')) ?? subtotalOf(price, quantity),
  };
}

const LINE_FIELDS = ['quote', 'lines', 'detail', 'details', 'materials', 'items', 'quote_detail'];

/** An address written as its code alone ('0030200111'): digits, as SAP's ship-to codes are. */
const CODE_ONLY = /^\d{4,}$/;

/**
 * The quote's delivery address: its id and its text. `address` is the text beside an address_id, the id beside a
 * description (address_desc…), an object with both, or, alone and all digits, the code quote/create was sent.
 */
function quoteAddress(row: Row): { addressId: string | null; address: string | null } {
  const address = pick(row, 'address', 'delivery_address');
  const description = textOf(pick(row, 'address_desc', 'address_description', 'address_text', 'address_label', 'address_name'));
  const id = idForm.read(pick(row, 'address_id', 'addressId', 'address_code', 'ship_to'));
  if (isRecord(address)) {
    const given = addressOf(address);
    return { addressId: id ?? given?.id ?? null, address: description ?? given?.label ?? null };
  }
  const text = textOf(address);
  if (description !== null) return { addressId: id ?? text, address: description };
  if (id === null && text !== null && CODE_ONLY.test(text)) return { addressId: text, address: null };
  return { addressId: id, address: text };
}

/** A quote of quote/list: each field read alone; what is absent or unreadable is null (its lines, none). */
export function mapQuote(row: Row, clientCode: string | null = null): Quote {
  const lineRows = LINE_FIELDS.map((name) => row[name]).find(Array.isArray) as unknown[] | undefined;
  const lines = (lineRows ?? []).filter(isRecord).map(mapQuoteLine);
  const state = textOf(pick(row, 'state', 'state_description', 'status_description', 'status_name', 'estado', 'status'));
  const flag = readFlag(pick(row, 'incomplete', 'is_incomplete', 'saved_for_later'));
  const paymentMethod = pick(row, 'payment_method');
  const total = readPesos(pick(row, 'total', 'total_amount', 'amount', 'value'));
  return {
    quoteNumber: idForm.read(pick(row, 'quote_number', 'quoteNumber', 'number', 'quote_id', 'id')),
    createdAt: readDay(pick(row, 'date', 'created_date', 'created_at', 'quote_date', 'creation_date', 'createdAt', 'fecha')),
    type: quoteTypeOf(pick(row, 'quote_type', 'quoteType', 'type')) ?? quoteTypeOf(pick(row, 'quote_type_desc', 'quote_type_description')),
    state,
    incomplete: flag ?? SAVED_STATE.test(plain(state ?? '')),
    total: total ?? (lines.length && lines.every((l) => l.price !== null) ? totalOf(lines) : null),
    orderNumber: idForm.read(pick(row, 'order_number', 'orderNumber', 'sales_order')),
    couponType: couponTypeOf(pick(row, 'coupon_type', 'couponType')),
    purchaseOrder: textOf(pick(row, 'purchase_order', 'purchaseOrder')),
    paymentCode: idForm.read(pick(row, 'payment_code', 'paymentCode', ...(isRecord(paymentMethod) ? [] : ['payment_method_code']))),
    paymentName: textOf(
      pick(
        row,
        'payment_name',
        'paymentName',
        'payment_desc',
        'payment_description',
        'payment_method_desc',
        ...(typeof paymentMethod === 'string' ? ['payment_method'] : []),
      ),
    ),
    ...quoteAddress(row),
    clientCode: idForm.read(pick(row, 'client_cod', 'client_code', 'clientCode')) ?? clientCode,
    lines,
  };
}

/** Newest first; a quote without its date after those with one; the backend's order otherwise kept. */
export function newestFirst(quotes: Quote[]): Quote[] {
  return quotes
    .map((quote, index) => ({ quote, index }))
    .sort((a, b) => {
      if (a.quote.createdAt === b.quote.createdAt) return a.index - b.index;
      if (!a.quote.createdAt) return 1;
      if (!b.quote.createdAt) return -1;
      return a.quote.createdAt < b.quote.createdAt ? 1 : -1;
    })
    .map(({ quote }) => quote);
}

const QUOTE_LISTS = ['quotes', 'quote_list', 'data', 'list', 'items'];

/** quote/list's quotes, in its data or beside it, newest first; null when they are not a list at all. */
export function mapQuotes(answer: Row, clientCode: string): Quote[] | null {
  const rows = rowsOf(listData(answer, QUOTE_LISTS), QUOTE_LISTS, 'quote_number');
  return rows ? newestFirst(rows.map((row) => mapQuote(row, clientCode))) : null;
}

// the current account

/** 'DD-MM-YYYY' of a 'YYYY-MM-DD' day, as the spec writes the quote list's dates (spec 3 §7). */
export const dashedDay = (day: string): string => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

/**
 * A current-account document, or a document's detail (spec 3 §3), read as the bulk document is, with amounts in
 * pesos' thousands form and the delivery date under any of its names. What the detail does not repeat (its number,
 * year and client) comes from what it was asked with; without a year, the year it was issued. Every row with its
 * number, year and client has a detail (the cylinder table's 'Ver Detalle' is not limited to some classes).
 */
export function mapInstitutionalDocument(row: Row, asked: { clientCode: string; docNumber?: string; docYear?: string }): BulkDocument {
  const document = mapDocument(row as unknown as BackendBulkDocument);
  const docNumber = document.docNumber ?? asked.docNumber ?? null;
  const docYear = document.docYear ?? asked.docYear ?? document.issueDate?.slice(0, 4) ?? null;
  const clientCode = document.clientCode ?? asked.clientCode;
  const late = readNumber(pick(row, 'late_payment', 'late_days'));
  return {
    ...document,
    docNumber,
    docYear,
    clientCode,
    classDescription: document.classDescription ?? textOf(row.document_class),
    value: readPesos(row.value),
    lateDays: late !== null && late > 0 ? Math.floor(late) : 0,
    deliveryDate: readDay(pick(row, 'delivery_date', 'deliveryDate', 'date_delivery', 'delivery', 'dispatch_date')),
    quantity: textOf(row.quantity),
    hasDetail: docNumber !== null && docYear !== null,
  };
}

const DOCUMENT_LISTS = ['documents', 'current_account', 'data', 'list', 'items'];

/** current_account's documents, in its data or beside it; null when they are not a list at all. */
export function mapInstitutionalDocuments(answer: Row, clientCode: string): BulkDocument[] | null {
  const rows = rowsOf(listData(answer, DOCUMENT_LISTS), DOCUMENT_LISTS, 'doc_number');
  return rows ? rows.map((row) => mapInstitutionalDocument(row, { clientCode })) : null;
}

// quote/create

const withoutDataUrl = (base64: string) => base64.replace(/^data:[^,]*,/, '').replace(/\s/g, '');

/**
 * What quote/create is sent (spec 3 §3, §7): the purchase order trimmed (empty: null), the coupon type only for
 * coupons, incomplete 1 to save for later and 0 to send, the file's base64 without a data: prefix, and quote_number
 * when it completes a quote saved for later.
 */
export function toQuoteRequest(input: QuoteInput): QuoteCreatePayload {
  const quoteNumber = input.quoteNumber?.trim();
  return {
    coupon_type: input.quoteType === 'COUPONS' && input.couponType ? COUPON_TYPE_VALUE[input.couponType] : null,
    purchase_order: purchaseOrderOf(input.purchaseOrder),
    quote_type: QUOTE_TYPE_CODE[input.quoteType],
    client_cod: input.clientCode.trim(),
    quote: input.lines.map((line) => ({ material_code: line.materialCode.trim(), price: line.price, quantity: line.quantity })),
    payment_code: input.paymentCode.trim(),
    address: input.address.trim(),
    incomplete: input.incomplete ? 1 : 0,
    file: input.file ? withoutDataUrl(input.file.base64) : null,
    ...(quoteNumber ? { quote_number: quoteNumber } : {}),
  };
}

/** The backend's field names → the form's (spec 3 §3's creation payload; the schema's camelCase as they are). */
const FORM_FIELD: Readonly<Record<string, string>> = {
  quote_type: 'quoteType',
  quoteType: 'quoteType',
  coupon_type: 'couponType',
  couponType: 'couponType',
  purchase_order: 'purchaseOrder',
  purchaseOrder: 'purchaseOrder',
  payment_code: 'paymentCode',
  paymentCode: 'paymentCode',
  address: 'address',
  file: 'file',
  quote: 'lines',
  lines: 'lines',
};

/** 'quote.0.quantity', 'quote[0].quantity', 'quote[0][quantity]', 'quote.0': the line's index. */
const LINE_KEY = /^(?:quote|lines)(?:\.(\d+)|\[(\d+)\])(?:$|[.[])/;

/** The first message of a field's errors (a list of texts, or one text). */
function firstMessage(value: unknown): string | null {
  if (Array.isArray(value)) return value.map(textOf).find((m) => m !== null) ?? null;
  return textOf(value);
}

/**
 * A refusal's field errors under the form's names, the first message of each field: a line's under
 * `quantity.<its material code>` (by its index in what was sent); a field the form does not have gives its message
 * as the general one, when the backend gave none.
 */
export function quoteFieldErrors(
  errors: unknown,
  sent: ReadonlyArray<{ materialCode: string }>,
): { fieldErrors: FieldError[]; other: string | null } {
  const fieldErrors: FieldError[] = [];
  let other: string | null = null;
  const entries: Array<[string, unknown]> = isRecord(errors) ? Object.entries(errors) : Array.isArray(errors) ? [['', errors]] : [];
  for (const [key, value] of entries) {
    const message = firstMessage(value);
    if (!message) continue;
    const line = LINE_KEY.exec(key);
    const index = line ? Number(line[1] ?? line[2]) : -1;
    const field = line ? (sent[index] ? quantityField(sent[index].materialCode) : 'lines') : FORM_FIELD[key];
    if (!field) other ??= message;
    else if (!fieldErrors.some((e) => e.field === field)) fieldErrors.push({ field, message });
  }
  return { fieldErrors, other };
}

const OK_STATUSES = new Set(['ok', 'success']);

/**
 * quote/create's answer as the form's payload: ok with its number (data.quote_number, or the one completed); status
 * error with its field errors and general message. An answer without a status is ok unless it carries errors.
 */
export function quotePayload(answer: Row, input: Pick<QuoteInput, 'lines' | 'quoteNumber'>): QuotePayload {
  const status = typeof answer.status === 'string' ? plain(answer.status) : null;
  const data = answer.data;
  const refused = status !== null ? !OK_STATUSES.has(status) : answer.errors !== undefined && answer.errors !== null;
  const message = textOf(answer.message);
  if (!refused) {
    const number = isRecord(data) ? pick(data, 'quote_number', 'quoteNumber', 'number', 'id') : data;
    return {
      ok: true,
      quoteNumber: idForm.read(number) ?? idForm.read(answer.quote_number) ?? input.quoteNumber?.trim() ?? null,
      message,
      fieldErrors: [],
    };
  }
  const sent = input.lines.map((line) => ({ materialCode: line.materialCode.trim() }));
  const { fieldErrors, other } = quoteFieldErrors(answer.errors, sent);
  return {
    ok: false,
    quoteNumber: null,
    message: message ?? other ?? (fieldErrors.length ? null : QUOTE_FAILED),
    fieldErrors,
  };
}
