/** The `institutional` rows of rest-calls.tsv, institutional cylinder: current account and quotes. */
import { post } from './call';
import type { RestAnswer } from './envelope';

export interface QuoteLine {
  material_code: string;
  price: number;
  quantity: number;
}

export const institutionalCalls = {
  /** status ok, empty or exception; data (spec 3 §7) */
  '/company_user/institutional/current_account': post<{ client_cod: string; period: number }, RestAnswer>(),
  /** data (spec 3 §7) */
  '/company_user/institutional/document_details': post<{ client_cod: string; doc_number: string; doc_year: string }, RestAnswer>(),
  /** data.payment_method (Cupones, Garantias), address_coupon, address_warranty (spec 3 §7) */
  '/company_user/institutional/quotes_type': post<{ client_cod: string }, RestAnswer>(),
  /** materials (spec 3 §7) */
  '/company_user/institutional/material_list': post<{ client_cod: string; quote_type: number; payment_code: string }, RestAnswer>(),
  /** status error with errors or message (spec 3 §7) */
  '/company_user/institutional/quote/create': post<
    {
      coupon_type: string;
      purchase_order: string;
      quote_type: number;
      client_cod: string;
      quote: QuoteLine[];
      payment_code: string;
      address: string;
      incomplete: number;
      file: string;
    },
    RestAnswer
  >(),
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
    RestAnswer
  >(),
} as const;
