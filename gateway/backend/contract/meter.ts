/** The `meter` rows of rest-calls.tsv, metered gas: readings, bills, payments, debt and bill subscriptions. */
import { post } from './call';
import type { BackendFigure, BackendId, BackendYesNo, NoPayload, RestAnswer } from './envelope';

/** Amounts and volumes: a number, or text with comma or dot decimals ('12,5', '1.234,5'), or 'NO DISPONIBLE'. */
export type BackendAmount = BackendFigure | null;

/** A contact as /tickets/register takes it back: the product names its fields (meter_client_id, meter_contract_id). */
export interface SubscriptionContact {
  id: BackendId;
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

/**
 * Bill (spec 2 §3). The spec names each field but not its form: ids are text or whole numbers, amounts figures,
 * dates any form of gateway/backend/forms.ts, pdfAvailable any yes/no.
 */
export interface BackendBill {
  ticket_number: BackendId;
  doc_type: string;
  broadcast_date: string;
  prev_amount: BackendAmount;
  current_amount: BackendAmount;
  amount: BackendAmount;
  expiration_date: string;
  consumption: BackendAmount;
  pdfAvailable: BackendYesNo;
}

/** Reading (spec 2 §3): reading_month 'MM-YYYY' or 'YYYY-MM' (or a date in the month). */
export interface BackendReading {
  reading_date: string;
  reading_value: BackendAmount;
  reading_consumption: BackendAmount;
  reading_status: string;
  reading_month: string;
}

export interface BackendReadingPoint {
  reading_month: string;
  reading_consumption: BackendAmount;
}

/** Payment (meter, spec 2 §3). */
export interface BackendMeterPayment {
  XBLNR: BackendId;
  FECHA_PAGO: string;
  MONTO: BackendAmount;
  TXT_RECAUDADOR: string;
}

/** A bill of the meter debt (spec 2 §3: bill_number, bill_expire_date, bill_payment_day); its amount is not named. */
export interface BackendDebtDocument {
  bill_number: BackendId;
  bill_expire_date: string;
  bill_payment_day: string | number;
  amount?: BackendAmount;
}

export interface MeterDebtAnswer {
  status: 'ok' | 'empty' | 'error';
  message?: string;
  data?: {
    amount: BackendAmount;
    previous_amount: BackendAmount;
    last_bill: BackendAmount;
    /** DD-MM-YYYY in the spec; any date form is read */
    last_payment: string | null;
    bills_documents: BackendDebtDocument[];
  };
}

/**
 * A rate of the last bill (Tarifas): the spec names none of its fields (the project's choice), so each is optional;
 * a backend's name/value are read for description/price.
 */
export interface BackendRate {
  description?: string | null;
  name?: string | null;
  price?: BackendAmount;
  value?: BackendAmount;
  unit?: string | null;
}

/** /bill/get: the spec gives the call (contract_cod), not its answer's fields. */
export interface BillAnswer {
  status: 'ok' | 'empty' | 'error';
  message?: string;
  data?: { ticket_number?: BackendId | null; broadcast_date?: string | null; rates?: BackendRate[] };
}

export interface SimulationAmountAnswer {
  status: 'ok' | 'empty' | 'error';
  message?: string;
  data?: { amount: BackendAmount };
}

/**
 * A subscription contact as /tickets/suscription_list gives it (spec 2 §3: id, {product}_client_id, suscribed,
 * {product}_contract_id, suscriber_type, doc_type, address); the product is meter.
 */
export interface BackendSubscriptionContact {
  id: BackendId;
  meter_client_id: BackendId;
  meter_contract_id: BackendId;
  suscribed: BackendYesNo;
  suscriber_type: string | null;
  doc_type: string | null;
  address: string | null;
}

/** An entry of the update's lists (spec 2 §3). */
export interface BackendSubscriptionEntry {
  NumeroContrato: BackendId;
  Direccion?: string;
  NroRequerimiento?: BackendId;
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
