/** The `meter` rows of rest-calls.tsv, metered gas: readings, bills, payments, debt and bill subscriptions. */
import { post } from './call';
import type { NoPayload, RestAnswer } from './envelope';

/** Amounts and volumes as the backend writes them: '12345', '12,5' or 'NO DISPONIBLE'. */
export type BackendAmount = string | number | null;

/** A contact of the bill subscription; its product fields are named by the product. */
export interface SubscriptionContact {
  id: number;
  suscribed: number;
  suscriber_type: string;
  doc_type: string;
  [productField: string]: string | number;
}

/** A list answer: status empty means none (the data may be missing then). */
export interface ListAnswer<T> {
  status: 'ok' | 'empty' | 'error';
  message?: string;
  data?: T[];
}

export interface BackendBill {
  ticket_number: string;
  doc_type: string;
  /** DD.MM.YYYY */
  broadcast_date: string;
  prev_amount: BackendAmount;
  current_amount: BackendAmount;
  amount: BackendAmount;
  expiration_date: string;
  consumption: BackendAmount;
  pdfAvailable: boolean | '0' | '1';
}

export interface BackendReading {
  /** DD.MM.YYYY */
  reading_date: string;
  reading_value: BackendAmount;
  reading_consumption: BackendAmount;
  reading_status: string;
  /** MM-YYYY */
  reading_month: string;
}

export interface BackendReadingPoint {
  reading_month: string;
  reading_consumption: BackendAmount;
}

export interface BackendMeterPayment {
  XBLNR: string;
  /** DD.MM.YYYY */
  FECHA_PAGO: string;
  MONTO: BackendAmount;
  TXT_RECAUDADOR: string;
}

export interface BackendDebtDocument {
  bill_number: string;
  bill_expire_date: string;
  bill_payment_day: string;
  amount?: BackendAmount;
}

export interface MeterDebtAnswer {
  status: 'ok' | 'empty' | 'error';
  message?: string;
  data?: {
    amount: BackendAmount;
    previous_amount: BackendAmount;
    last_bill: BackendAmount;
    /** DD-MM-YYYY */
    last_payment: string | null;
    bills_documents: BackendDebtDocument[];
  };
}

export interface BackendRate {
  description: string;
  price: BackendAmount;
  unit: string;
}

export interface BillAnswer {
  status: 'ok' | 'empty' | 'error';
  message?: string;
  data?: { ticket_number: string; broadcast_date: string; rates: BackendRate[] };
}

export interface SimulationAmountAnswer {
  status: 'ok' | 'empty' | 'error';
  message?: string;
  data?: { amount: BackendAmount };
}

/** A subscription contact as /tickets/suscription_list gives it (the product is meter: meter_client_id, meter_contract_id). */
export interface BackendSubscriptionContact extends SubscriptionContact {
  meter_client_id: number;
  meter_contract_id: string;
  address: string;
}

/** An entry of the update's lists (spec 2 §3). */
export interface BackendSubscriptionEntry {
  NumeroContrato: string;
  Direccion?: string;
  NroRequerimiento?: string;
  FechaPlazo?: string;
}

export interface SubscriptionUpdateAnswer {
  status: 'ok' | 'some_ok' | 'error';
  message?: string;
  remaining_contacts?: string[];
  new_requirement_suscriptions?: BackendSubscriptionEntry[];
  has_requirement_suscriptions?: BackendSubscriptionEntry[];
  error_requirement_suscriptions?: BackendSubscriptionEntry[];
}

export const meterCalls = {
  /** ok (amount), empty or error (spec 2 §7) */
  '/simulation/amount': post<{ date: string; contract_cod: string }, SimulationAmountAnswer>(),
  /** 13 months of reading_month, reading_consumption (spec 2 §7) */
  '/reading/graph': post<{ contract_cod: string }, ListAnswer<BackendReadingPoint>>(),
  /** readings (spec 2 §7); months as YYYY-MM */
  '/reading/list': post<{ star_month: string; end_month: string; contract_cod: string }, ListAnswer<BackendReading>>(),
  /** payments XBLNR, FECHA_PAGO, MONTO, TXT_RECAUDADOR (spec 2 §7); dates as YYYY-MM-DD */
  '/payment/history': post<{ start_date: string; end_date: string; contract_cod: string }, ListAnswer<BackendMeterPayment>>(),
  /** bills (spec 2 §7); months as YYYY-MM */
  '/tickets/list': post<{ star_month: string; end_month: string; contract_cod: string }, ListAnswer<BackendBill>>(),
  /** bill PDF (spec 2 §7) */
  '/tickets/file': post<{ ticket_number: string; doc_type: string }, RestAnswer>(),
  /** bill (spec 2 §7): the last bill with its rates (Tarifas) */
  '/bill/get': post<{ contract_cod: string }, BillAnswer>(),
  /** amount, previous_amount, last_bill, last_payment, bills_documents[] (spec 2 §7) — path chosen by the project */
  '/meter/debt': post<{ contract_cod: string }, MeterDebtAnswer>(),
  /** sync (spec 2 §7) */
  '/tickets/sync_suscriptions': post<NoPayload, RestAnswer>(),
  /** contacts (spec 2 §7) */
  '/tickets/suscription_list': post<NoPayload, ListAnswer<BackendSubscriptionContact>>(),
  /** status, message, remaining_contacts, new_/has_/error_requirement_suscriptions (spec 2 §7) */
  '/tickets/register': post<{ contacts: SubscriptionContact[] }, SubscriptionUpdateAnswer>(),
  /** demo only (the payment portal's stand-in): the debt of one of the caller's meters paid; a real backend answers 404 */
  '/sandbox/meter/pay': post<{ contract_cod: string }, RestAnswer>(),
} as const;
