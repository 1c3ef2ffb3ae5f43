/**
 * The shapes of Envasado Institucional's answers (gateway/backend/contract/institutional.ts, spec 3 §3, §7): what the
 * contract check holds a backend to. Where the spec names a field without its form (payment_method's maps, the
 * addresses, the materials' value), the shape takes every form the mapper reads (gateway/mappers/institutional.ts);
 * the quote list's rows are the project's own (the spec names the call's filters, not its rows).
 */
import type {
  BackendInstitutionalDocument,
  BackendInstitutionalDocumentDetail,
  BackendInstitutionalPdf,
  BackendQuote,
  BackendQuoteLine,
  BackendQuoteMaterial,
  InstitutionalAccountAnswer,
  InstitutionalDocumentAnswer,
  MaterialListAnswer,
  QuoteListAnswer,
  QuotesTypeAnswer,
  QuotesTypeData,
} from '../contract';
import { quoteTypeOf, readAddresses, readPaymentMethods } from '../../mappers/institutional';
import { listData, rowsOf } from '../../mappers/rows';
import { array, date, describeValue, figure, id, literal, nullable, object, optional, string, text, yesNo, type Shape } from '../shape';

/** A field that may be null or left blank (''), as the spec's detail fields show 'only if non-blank' (spec 3 §2). */
function maybe<T>(shape: Shape<T>): Shape<T | null> {
  const inner = nullable(shape);
  // the report reads a field's form from its expectation: it stays the form's own
  return { expects: inner.expects, check: (value, at, out) => (value === '' ? undefined : inner.check(value, at, out)) };
}
const message = optional(string);

/** Something a reader takes: it fits when `reads` gives something out of it (or it is an empty map or list). */
function readable<T>(expects: string, reads: (value: unknown) => unknown[]): Shape<T> {
  const empty = (value: unknown) =>
    (Array.isArray(value) && value.length === 0) || (!!value && typeof value === 'object' && Object.keys(value).length === 0);
  return {
    expects,
    check(value, at, out) {
      if (!empty(value) && reads(value).length === 0) out.push({ at, expected: expects, got: describeValue(value) });
    },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * A list answer whose rows the mapper finds in data or beside it (`{ status, materials: [...] }`), a list or an object
 * holding one: each row is checked where it is (data[0].x, materials[0].x, data.quotes[0].x), as the report reads it.
 */
function listAnswer<A>(statuses: Shape<unknown>, row: Shape<unknown>, names: readonly string[], rowKey: string): Shape<A> {
  const envelope = object<{ status?: unknown; message?: string }>()({ status: optional(statuses), message });
  return {
    expects: 'object',
    check(value, at, out) {
      envelope.check(value, at, out);
      if (!isRecord(value)) return;
      const data = listData(value, names);
      if (data === undefined) return;
      const field = value.data !== undefined && value.data !== null ? 'data' : (names.find((n) => value[n] === data) ?? 'data');
      const where = at ? `${at}.${field}` : field;
      if (Array.isArray(data)) return array(row).check(data, where, out);
      const rows = rowsOf(data, names, rowKey);
      if (!rows) return void out.push({ at: where, expected: 'lista, o un objeto que la contiene', got: describeValue(data) });
      const inner = names.find((n) => Array.isArray((data as Record<string, unknown>)[n]));
      if (inner) array(row).check(rows, `${where}.${inner}`, out);
      else if (rows.length === 1 && rowKey in (data as Record<string, unknown>)) row.check(data, where, out);
    },
  };
}

const paymentMethodsShape = readable<Record<string, string>>('mapa { código: nombre } o lista de { code, name }', readPaymentMethods);

/** payment_method: the maps of Cupones and Garantias (either may be missing: that type is not offered). */
const PAYMENT_MAPS = 'objeto { Cupones, Garantias }';
const paymentMethodShape: Shape<QuotesTypeData['payment_method']> = {
  expects: PAYMENT_MAPS,
  check(value, at, out) {
    if (!value || typeof value !== 'object' || Array.isArray(value))
      return void out.push({ at, expected: PAYMENT_MAPS, got: describeValue(value) });
    const entries = Object.entries(value as Record<string, unknown>);
    if (!entries.some(([key]) => quoteTypeOf(key))) out.push({ at, expected: PAYMENT_MAPS, got: 'objeto sin Cupones ni Garantias' });
    for (const [key, methods] of entries) if (quoteTypeOf(key)) paymentMethodsShape.check(methods, `${at}.${key}`, out);
  },
};

const addressesShape = readable<QuotesTypeData['address_coupon']>('lista de direcciones (textos o { id, address })', readAddresses);

const quotesTypeDataShape = object<QuotesTypeData>()({
  payment_method: paymentMethodShape,
  address_coupon: addressesShape,
  address_warranty: addressesShape,
});

export const quotesTypeShape = object<QuotesTypeAnswer>()({
  status: optional(literal('ok', 'empty', 'error')),
  message,
  data: optional(quotesTypeDataShape),
});

const materialShape = object<BackendQuoteMaterial>()({
  material_code: id,
  name: maybe(text),
  value: maybe(figure),
  count: optional(maybe(figure)),
});

export const materialListShape = listAnswer<MaterialListAnswer>(
  literal('ok', 'empty', 'error'),
  materialShape,
  ['materials', 'material_list', 'data', 'list', 'items'],
  'material_code',
);

/**
 * A row whose every field goes by one of several names (the mapper reads each of them): each field is checked under
 * the first of its names the row has; without any of them, under its first name. The shape is typed by the fixture's
 * form, whose names come first.
 */
function rowOf<T>(fields: { [K in keyof Required<T>]: [Shape<T[K]>, ...string[]] }): Shape<T> {
  return {
    expects: 'object',
    check(value, at, out) {
      if (!isRecord(value)) return void out.push({ at, expected: 'object', got: describeValue(value) });
      for (const [name, [shape, ...others]] of Object.entries(fields) as Array<[string, [Shape<unknown>, ...string[]]]>) {
        const found = [name, ...others].find((n) => value[n] !== undefined && value[n] !== null) ?? name;
        shape.check(value[found], at ? `${at}.${found}` : found, out);
      }
    },
  };
}

const quoteLineShape = rowOf<BackendQuoteLine>({
  material_code: [id, 'materialCode', 'code', 'material'],
  name: [optional(maybe(text)), 'description', 'material_name', 'material_description'],
  price: [maybe(figure), 'value', 'unit_price', 'unit_value'],
  quantity: [figure, 'count', 'cantidad'],
  subtotal: [optional(maybe(figure)), 'sub_total', 'amount', 'total'],
});

/** quote/list's row: every field the project's (the spec names the call's filters, not its rows). */
const quoteShape = rowOf<BackendQuote>({
  quote_number: [id, 'quoteNumber', 'number', 'quote_id', 'id'],
  date: [date, 'created_date', 'created_at', 'quote_date', 'creation_date', 'createdAt', 'fecha'],
  quote_type: [id, 'quoteType', 'type', 'quote_type_desc', 'quote_type_description'],
  state: [text, 'state_description', 'status_description', 'status_name', 'estado', 'status'],
  // saved for later may be told by the state alone
  incomplete: [optional(maybe(yesNo)), 'is_incomplete', 'saved_for_later'],
  // the lines' sum when not given
  total: [optional(maybe(figure)), 'total_amount', 'amount', 'value'],
  order_number: [optional(maybe(id)), 'orderNumber', 'sales_order'],
  invoice_sheet: [optional(maybe(id))],
  coupon_type: [optional(maybe(text)), 'couponType'],
  purchase_order: [optional(maybe(text)), 'purchaseOrder'],
  payment_code: [maybe(id), 'paymentCode', 'payment_method_code'],
  payment_name: [maybe(text), 'paymentName', 'payment_desc', 'payment_description', 'payment_method_desc', 'payment_method'],
  address_id: [maybe(id), 'addressId', 'address_code', 'ship_to', 'address'],
  address: [maybe(text), 'address_desc', 'address_description', 'address_text', 'address_label', 'address_name', 'delivery_address'],
  // the client asked about, when the row does not say
  client_cod: [optional(maybe(id)), 'client_code', 'clientCode'],
  quote: [array(quoteLineShape), 'lines', 'detail', 'details', 'materials', 'items', 'quote_detail'],
});

export const quoteListShape = listAnswer<QuoteListAnswer>(
  literal('ok', 'empty', 'error'),
  quoteShape,
  ['quotes', 'quote_list', 'data', 'list', 'items'],
  'quote_number',
);

const documentShape = object<BackendInstitutionalDocument>()({
  class_description: text,
  folio_number: maybe(id),
  issue_date: date,
  expiration_date: maybe(date),
  value: maybe(figure),
  late_payment: maybe(figure),
  payment_condition_desc: maybe(text),
  address: maybe(text),
  doc_number: id,
  doc_year: id,
});

export const institutionalAccountShape = listAnswer<InstitutionalAccountAnswer>(
  literal('ok', 'empty', 'exception', 'error'),
  documentShape,
  ['documents', 'current_account', 'data', 'list', 'items'],
  'doc_number',
);

const pdfShape = maybe(object<BackendInstitutionalPdf>()({ class_description: text, pdf_number: id }));

const documentDetailShape = object<BackendInstitutionalDocumentDetail>()({
  folio_number: maybe(id),
  issue_date: maybe(date),
  value: maybe(figure),
  office_guide: maybe(id),
  delivery_date: maybe(date),
  quantity: maybe(text),
  product: maybe(text),
  address: maybe(text),
  pdf_guide: pdfShape,
  pdf_document: pdfShape,
});

export const institutionalDocumentShape = object<InstitutionalDocumentAnswer>()({
  status: optional(literal('ok', 'error', 'empty')),
  message,
  data: optional(documentDetailShape),
});
