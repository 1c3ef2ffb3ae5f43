import type { FieldError, QuoteInput } from '../../schema/generated/types';
import { chileDay, monthsBefore } from '../../machines/rules/chile-time';
import { tooLongMessage } from '../../machines/rules/limits';
import { PRIVILEGE } from '../../machines/rules/privileges';
import {
  ADDRESS_REQUIRED,
  CLIENT_REQUIRED,
  MATERIALS_FAILED,
  MAX_PURCHASE_ORDER,
  PAYMENT_REQUIRED,
  purchaseOrderOf,
  quoteLineErrors,
} from '../../machines/rules/quote-rules';
import { ATTACHMENT_TOO_LARGE, base64Bytes, MAX_ATTACHMENT_BYTES } from '../../machines/rules/request-rules';
import { gatewayError, toGraphQLError } from '../backend/client';
import type { Path } from '../backend/contract';
import { BackendError } from '../backend/errors';
import { behindPrivileges, requirePrivilege } from '../company-privileges';
import { requireSession } from '../context';
import type { MutationResolvers, Resolvers, ViewerResolvers } from '../generated/resolvers';
import {
  dashedDay,
  mapInstitutionalDocument,
  mapInstitutionalDocuments,
  mapMaterials,
  mapQuoteOptions,
  mapQuotes,
  QUOTE_TYPE_CODE,
  quotePayload,
  toQuoteRequest,
} from '../mappers/institutional';

/** Spec 3 §2, §9: the current account's periods in months; Cotizaciones offers the same (ours). */
export const INSTITUTIONAL_PERIODS = [3, 6, 9, 12] as const;
/** Spec 3 §8: the current account's answer when empty or exception. */
export const ACCOUNT_EMPTY = 'No se han encontrado documentos en el período seleccionado.';
/** Not in the spec: Cotizaciones when the period holds no quote and the backend says nothing. */
export const QUOTES_EMPTY = 'No se han encontrado cotizaciones en el período seleccionado.';
export const COMPANY_ONLY = 'Envasado Institucional es de los clientes de empresas';
/** quote/list's type: the original sends 1 (spec 3 §7). */
const QUOTE_LIST_TYPE = 1;
/** A quote's detail is looked for among the last year's quotes. */
const QUOTE_DETAIL_MONTHS = 12;

type Row = Record<string, unknown>;
const isRecord = (value: unknown): value is Row => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Envasado Institucional is a company's (spec 3 §1): a person session is refused before anything is asked. */
function companyOnly(kind: string): void {
  if (kind !== 'COMPANY') throw gatewayError('FORBIDDEN', COMPANY_ONLY);
}

function required(value: string, what: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw gatewayError('BAD_USER_INPUT', `${what} es obligatorio`);
  return trimmed;
}

/** An answer of another shape than any the spec allows: its field fails alone. */
const malformed = (path: Path) => toGraphQLError(new BackendError('MALFORMED', path, 200, 'Respuesta inválida del servicio'));

/** The answer's status, lower case; null when it gives none (read as ok). */
function statusOf(answer: { status?: unknown }): string | null {
  return typeof answer.status === 'string' ? answer.status.trim().toLowerCase() : null;
}
const isOk = (status: string | null) => status === null || status === 'ok' || status === 'success';

/** A refusal of the backend's (status error or another it does not explain): the block's error, with its message. */
const unavailable = (answer: { message?: unknown }, fallback: string) =>
  gatewayError('BACKEND_UNAVAILABLE', typeof answer.message === 'string' && answer.message.trim() ? answer.message.trim() : fallback);

/** Two numbers of SAP's, one perhaps written with its leading zeros ('0001500104' and '1500104'). */
const sameNumber = (a: string, b: string) => a.replace(/^0+(?=.)/, '') === b.replace(/^0+(?=.)/, '');

const periodOf = (months: number | null | undefined): number =>
  (INSTITUTIONAL_PERIODS as readonly number[]).includes(months ?? 0) ? (months as number) : INSTITUTIONAL_PERIODS[0];

/** quote/list's dates: `months` back to Chile's today, DD-MM-YYYY as the spec writes them (spec 3 §7). */
function quotePeriod(months: number): { start_date: string; end_date: string } {
  const today = chileDay();
  return { start_date: dashedDay(monthsBefore(today, months)), end_date: dashedDay(today) };
}

/** The record of a document's detail: data itself, the record it holds, or a list's first; null when there is none. */
function detailRecord(data: unknown): Row | null | 'malformed' {
  if (data === undefined || data === null) return null;
  if (Array.isArray(data)) return data.find(isRecord) ?? null;
  if (!isRecord(data)) return 'malformed';
  const DETAIL_FIELDS = ['folio_number', 'issue_date', 'value', 'office_guide', 'pdf_document', 'pdf_guide', 'doc_number', 'product'];
  if (DETAIL_FIELDS.some((field) => field in data)) return data;
  const held = [data.document, data.detail, data.data].find(isRecord);
  return held ?? data;
}

/**
 * What the wizard checks, checked again before the backend (DESIGN.md: the gateway validates what the client
 * validates): a payment method and an address chosen, the attachment within 3 MB once decoded, each quantity a whole
 * number from 0 and, to send, one above 0; the purchase order within its length once trimmed.
 */
export function quoteInputErrors(input: QuoteInput): FieldError[] {
  const errors: FieldError[] = [];
  if (!input.paymentCode.trim()) errors.push({ field: 'paymentCode', message: PAYMENT_REQUIRED });
  if (!input.address.trim()) errors.push({ field: 'address', message: ADDRESS_REQUIRED });
  if ((purchaseOrderOf(input.purchaseOrder)?.length ?? 0) > MAX_PURCHASE_ORDER)
    errors.push({ field: 'purchaseOrder', message: tooLongMessage(MAX_PURCHASE_ORDER) });
  if (input.file && base64Bytes(input.file.base64) > MAX_ATTACHMENT_BYTES) errors.push({ field: 'file', message: ATTACHMENT_TOO_LARGE });
  const lines = input.lines.map((line) => ({ materialCode: line.materialCode.trim(), quantity: line.quantity }));
  return [...errors, ...quoteLineErrors(lines, !input.incomplete)];
}

/**
 * Envasado Institucional (spec 3 §2-§7, issue 41): Cotizar Pedido's choices and materials, Cotizaciones and a quote's
 * detail, the current account and a document's detail, over /company_user/institutional/*. A company user's only;
 * each call behind its privilege on the client (2001 quotes, 2002 the account: machines/rules/privileges.ts), checked
 * before the backend is asked, as the backend checks again.
 */
export const institutionalResolvers: Resolvers = {
  Viewer: behindPrivileges<ViewerResolvers>(
    {
      quoteOptions: async (_, { clientCode }, { backend, kind }) => {
        companyOnly(kind);
        const answer = await backend.call('/company_user/institutional/quotes_type', { client_cod: required(clientCode, 'El cliente') });
        const status = statusOf(answer);
        if (status === 'empty') return { types: [] };
        if (!isOk(status)) throw unavailable(answer, 'No fue posible obtener los tipos de cotización');
        const options = mapQuoteOptions(answer as Row);
        if (!options) throw malformed('/company_user/institutional/quotes_type');
        return options;
      },
      quoteMaterials: async (_, { clientCode, quoteType, paymentCode }, { backend, kind }) => {
        companyOnly(kind);
        const answer = await backend.call('/company_user/institutional/material_list', {
          client_cod: required(clientCode, 'El cliente'),
          quote_type: QUOTE_TYPE_CODE[quoteType],
          payment_code: required(paymentCode, 'El medio de pago'),
        });
        const status = statusOf(answer);
        if (status === 'empty') return [];
        if (!isOk(status)) throw unavailable(answer, MATERIALS_FAILED);
        const materials = mapMaterials(answer as Row);
        if (!materials) throw malformed('/company_user/institutional/material_list');
        return materials;
      },
      quotes: async (_, { clientCode, months, orderNumber }, { backend, kind }) => {
        companyOnly(kind);
        const client_cod = required(clientCode, 'El cliente');
        const order = (orderNumber ?? '').trim();
        const answer = await backend.call('/company_user/institutional/quote/list', {
          client_cod,
          ...quotePeriod(periodOf(months)),
          type: QUOTE_LIST_TYPE,
          quote_number: '',
          order_number: order,
          invoice_sheet: '',
        });
        const status = statusOf(answer);
        const emptyMessage = answer.message?.trim() || (order ? `No se encontraron cotizaciones para el pedido N° ${order}` : QUOTES_EMPTY);
        if (status === 'empty') return { quotes: [], emptyMessage };
        if (!isOk(status)) throw unavailable(answer, 'No fue posible obtener las cotizaciones');
        const quotes = mapQuotes(answer as Row, client_cod);
        if (!quotes) throw malformed('/company_user/institutional/quote/list');
        // a backend that lists every quote whatever the order asked: only that order's (or those that do not say)
        const shown = order ? quotes.filter((q) => q.orderNumber === null || sameNumber(q.orderNumber, order)) : quotes;
        return { quotes: shown, emptyMessage: shown.length ? null : emptyMessage };
      },
      quote: async (_, { clientCode, quoteNumber }, { backend, kind }) => {
        companyOnly(kind);
        const client_cod = required(clientCode, 'El cliente');
        const number = required(quoteNumber, 'La cotización');
        const answer = await backend.call('/company_user/institutional/quote/list', {
          client_cod,
          ...quotePeriod(QUOTE_DETAIL_MONTHS),
          type: QUOTE_LIST_TYPE,
          quote_number: number,
          order_number: '',
          invoice_sheet: '',
        });
        const status = statusOf(answer);
        const notFound = gatewayError('BAD_USER_INPUT', `No se encontró la cotización N° ${number} en los últimos 12 meses`);
        if (status === 'empty') throw notFound;
        if (!isOk(status)) throw unavailable(answer, 'No fue posible obtener la cotización');
        const quotes = mapQuotes(answer as Row, client_cod);
        if (!quotes) throw malformed('/company_user/institutional/quote/list');
        // the one of that number; a backend that answers the one asked for without its number gives that one
        const [only] = quotes;
        const found =
          quotes.find((q) => q.quoteNumber === number) ??
          quotes.find((q) => q.quoteNumber !== null && sameNumber(q.quoteNumber, number)) ??
          (quotes.length === 1 && only?.quoteNumber === null ? { ...only, quoteNumber: number } : undefined);
        if (!found) throw notFound;
        return found;
      },
      institutionalAccount: async (_, { clientCode, months }, { backend, kind }) => {
        companyOnly(kind);
        const client_cod = required(clientCode, 'El cliente');
        const answer = await backend.call('/company_user/institutional/current_account', { client_cod, period: periodOf(months) });
        const status = statusOf(answer);
        if (status === 'empty' || status === 'exception') return { documents: [], emptyMessage: ACCOUNT_EMPTY };
        if (!isOk(status)) throw unavailable(answer, 'No fue posible obtener los documentos');
        const documents = mapInstitutionalDocuments(answer as Row, client_cod);
        if (!documents) throw malformed('/company_user/institutional/current_account');
        return { documents, emptyMessage: documents.length ? null : ACCOUNT_EMPTY };
      },
      institutionalDocument: async (_, { clientCode, docNumber, docYear }, { backend, kind }) => {
        companyOnly(kind);
        const asked = {
          clientCode: required(clientCode, 'El cliente'),
          docNumber: required(docNumber, 'El documento'),
          docYear: required(docYear, 'El año'),
        };
        const answer = await backend.call('/company_user/institutional/document_details', {
          client_cod: asked.clientCode,
          doc_number: asked.docNumber,
          doc_year: asked.docYear,
        });
        if (!isOk(statusOf(answer))) return null;
        const record = detailRecord(answer.data);
        if (record === 'malformed') throw malformed('/company_user/institutional/document_details');
        // the detail's files are offered when its pdf data are there (spec 3 §2), downloaded through /document/get
        return record ? mapInstitutionalDocument(record, asked) : null;
      },
    },
    {
      quoteOptions: PRIVILEGE.institutionalQuote,
      quoteMaterials: PRIVILEGE.institutionalQuote,
      quotes: PRIVILEGE.institutionalQuote,
      quote: PRIVILEGE.institutionalQuote,
      institutionalAccount: PRIVILEGE.institutionalAccount,
      institutionalDocument: PRIVILEGE.institutionalAccount,
    },
  ),
  Mutation: {
    createQuote: async (_, { input }, context) => {
      requireSession(context);
      companyOnly(context.kind);
      const clientCode = input.clientCode.trim();
      if (!clientCode) return { ok: false, quoteNumber: null, message: CLIENT_REQUIRED, fieldErrors: [] };
      await requirePrivilege(context, clientCode, PRIVILEGE.institutionalQuote);
      const fieldErrors = quoteInputErrors(input);
      if (fieldErrors.length) return { ok: false, quoteNumber: null, message: null, fieldErrors };
      const answer = await context.backend.call('/company_user/institutional/quote/create', toQuoteRequest(input));
      return quotePayload(answer as Row, input);
    },
  } satisfies MutationResolvers,
};
