/**
 * The `institutional` rows of rest-calls.tsv, institutional cylinder (spec 3 §2, §3, §7): quotes and the current
 * account. The answer types are the forms our fixture backend writes (docs/decisions.md, "Envasado Institucional");
 * the mappers (gateway/mappers/institutional.ts) read every form the spec allows besides, field by field, so the
 * resolvers treat each answer's `data` as unknown.
 */
import { post } from './call';
import type { BackendFigure, BackendId, BackendYesNo } from './envelope';

/** Spec 3 §3 "Quote creation payload": one material of the quote. */
export interface QuoteLine {
  material_code: string;
  price: number;
  quantity: number;
}

/** A delivery address a quote of one type may go to (address_coupon, address_warranty). */
export interface BackendQuoteAddress {
  id: BackendId;
  address: string;
}

/** data of quotes_type: the payment methods of each quote type (code → name) and the addresses of each. */
export interface QuotesTypeData {
  payment_method: { Cupones?: Record<string, string>; Garantias?: Record<string, string> };
  address_coupon: BackendQuoteAddress[];
  address_warranty: BackendQuoteAddress[];
}

export interface QuotesTypeAnswer {
  status?: string;
  message?: string;
  data?: QuotesTypeData;
}

/** Spec 3 §3 "Quote material": material_code, name, value (price), count. */
export interface BackendQuoteMaterial {
  material_code: BackendId;
  name: string | null;
  value: BackendFigure | null;
  count?: BackendFigure | null;
}

export interface MaterialListAnswer {
  status?: string;
  message?: string;
  data?: BackendQuoteMaterial[];
}

/** A quote's material as quote/list gives it back: create's line, with its name and subtotal. */
export interface BackendQuoteLine {
  material_code: BackendId;
  name?: string | null;
  price: BackendFigure | null;
  quantity: BackendFigure;
  subtotal?: BackendFigure | null;
}

/** A row of quote/list (the spec names the call's filters, not its rows: every field here is ours). */
export interface BackendQuote {
  quote_number: BackendId;
  /** DD-MM-YYYY */
  date: string;
  /** 1 Cupones, 2 Garantías */
  quote_type: BackendId;
  state: string;
  /** 1 saved for later (incomplete), 0 sent; without it, the state says so */
  incomplete?: BackendYesNo | null;
  /** without it, the lines' sum */
  total?: BackendFigure | null;
  order_number?: BackendId | null;
  invoice_sheet?: BackendId | null;
  /** 'Físico' or 'Digital'; null for warranties */
  coupon_type?: string | null;
  purchase_order?: string | null;
  payment_code: BackendId | null;
  payment_name: string | null;
  address_id: BackendId | null;
  address: string | null;
  /** without it, the client asked about */
  client_cod?: BackendId | null;
  /** its materials, as quote/create took them */
  quote: BackendQuoteLine[];
}

export interface QuoteListAnswer {
  status?: string;
  message?: string;
  data?: BackendQuote[];
}

/** Spec 3 §3 "Current-account document" (the institutional one: no client_cod, no payment_date). */
export interface BackendInstitutionalDocument {
  class_description: string;
  folio_number: BackendId | null;
  issue_date: string;
  expiration_date: string | null;
  value: BackendFigure | null;
  late_payment: BackendFigure | null;
  payment_condition_desc: string | null;
  address: string | null;
  doc_number: BackendId;
  doc_year: BackendId;
}

/** status ok, empty or exception; data list (spec 3 §7) */
export interface InstitutionalAccountAnswer {
  status?: string;
  message?: string;
  data?: BackendInstitutionalDocument[];
}

/** A document file (spec 3 §3): its class and number, what /document/get downloads it by. */
export interface BackendInstitutionalPdf {
  class_description: string;
  pdf_number: BackendId;
}

/** Spec 3 §3 "Document detail". */
export interface BackendInstitutionalDocumentDetail {
  folio_number: BackendId | null;
  issue_date: string | null;
  value: BackendFigure | null;
  office_guide: BackendId | null;
  delivery_date: string | null;
  /** as written ('40 cilindros'), or a number */
  quantity: string | number | null;
  product: string | null;
  address: string | null;
  pdf_guide: BackendInstitutionalPdf | null;
  pdf_document: BackendInstitutionalPdf | null;
}

export interface InstitutionalDocumentAnswer {
  status?: string;
  message?: string;
  data?: BackendInstitutionalDocumentDetail;
}

/** status error with errors by field ('quote.0.quantity' for a line) or a message; ok with data.quote_number */
export interface QuoteCreateAnswer {
  status?: string;
  message?: string;
  errors?: Record<string, string[] | string>;
  data?: { quote_number?: BackendId } | null;
}

export interface QuoteCreatePayload {
  /** 'Físico' or 'Digital' (the spec's words); null when not chosen, and always for warranties */
  coupon_type: string | null;
  /** trimmed; null when empty (spec 3 §5) */
  purchase_order: string | null;
  /** 1 Cupones, 2 Garantías */
  quote_type: number;
  client_cod: string;
  quote: QuoteLine[];
  payment_code: string;
  /** the id of one of the client's addresses of this quote type */
  address: string;
  /** 1 save for later, 0 send (spec 3 §4) */
  incomplete: 0 | 1;
  /** the attachment as base64 (at most 3 MB once decoded), or null */
  file: string | null;
  /** ours: the quote saved for later that this call completes (or saves again); absent for a new quote */
  quote_number?: string;
}

export const institutionalCalls = {
  /** status ok, empty or exception; data (spec 3 §7) */
  '/company_user/institutional/current_account': post<{ client_cod: string; period: number }, InstitutionalAccountAnswer>(),
  /** data (spec 3 §7) */
  '/company_user/institutional/document_details': post<
    { client_cod: string; doc_number: string; doc_year: string },
    InstitutionalDocumentAnswer
  >(),
  /** data.payment_method (Cupones, Garantias), address_coupon, address_warranty (spec 3 §7) */
  '/company_user/institutional/quotes_type': post<{ client_cod: string }, QuotesTypeAnswer>(),
  /** materials (spec 3 §7) */
  '/company_user/institutional/material_list': post<{ client_cod: string; quote_type: number; payment_code: string }, MaterialListAnswer>(),
  /** status error with errors or message (spec 3 §7) */
  '/company_user/institutional/quote/create': post<QuoteCreatePayload, QuoteCreateAnswer>(),
  /** quotes (spec 3 §7) */
  '/company_user/institutional/quote/list': post<
    {
      client_cod: string;
      start_date: string;
      end_date: string;
      type: number;
      quote_number: string;
      order_number: string;
      invoice_sheet: string;
    },
    QuoteListAnswer
  >(),
} as const;
