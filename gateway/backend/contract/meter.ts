/** The `meter` rows of rest-calls.tsv, metered gas: readings, bills, payments and bill subscriptions. */
import { post } from './call';
import type { NoPayload, RestAnswer } from './envelope';

/** A contact of the bill subscription; its product fields are named by the product. */
export interface SubscriptionContact {
  id: number;
  suscribed: number;
  suscriber_type: string;
  doc_type: string;
  [productField: string]: string | number;
}

export const meterCalls = {
  /** ok (amount), empty or error (spec 2 §7) */
  '/simulation/amount': post<{ date: string; contract_cod: string }, RestAnswer>(),
  /** 13 months of reading_month, reading_consumption (spec 2 §7) */
  '/reading/graph': post<{ contract_cod: string }, RestAnswer>(),
  /** readings (spec 2 §7) */
  '/reading/list': post<{ star_month: string; end_month: string; contract_cod: string }, RestAnswer>(),
  /** payments XBLNR, FECHA_PAGO, MONTO, TXT_RECAUDADOR (spec 2 §7) */
  '/payment/history': post<{ start_date: string; end_date: string; contract_cod: string }, RestAnswer>(),
  /** bills (spec 2 §7) */
  '/tickets/list': post<{ star_month: string; end_month: string; contract_cod: string }, RestAnswer>(),
  /** bill PDF (spec 2 §7) */
  '/tickets/file': post<{ ticket_number: string; doc_type: string }, RestAnswer>(),
  /** bill (spec 2 §7) */
  '/bill/get': post<{ contract_cod: string }, RestAnswer>(),
  /** amount, previous_amount, last_bill, last_payment, bills_documents[] (spec 2 §7) — path chosen by the project */
  '/meter/debt': post<{ contract_cod: string }, RestAnswer>(),
  /** sync (spec 2 §7) */
  '/tickets/sync_suscriptions': post<NoPayload, RestAnswer>(),
  /** contacts (spec 2 §7) */
  '/tickets/suscription_list': post<NoPayload, RestAnswer>(),
  /** status, message, remaining_contacts, new_/has_/error_requirement_suscriptions (spec 2 §7) */
  '/tickets/register': post<{ contacts: SubscriptionContact[] }, RestAnswer>(),
} as const;
