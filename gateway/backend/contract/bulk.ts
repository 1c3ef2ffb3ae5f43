/** The `bulk` rows of rest-calls.tsv, bulk gas (granel): orders, debt, documents and telemetry. */
import { post } from './call';
import type { BackendFigure, BackendId, BackendYesNo, NoPayload, RestAnswer } from './envelope';

/**
 * Bulk order (spec 2 §3). The spec names every field but gives the form of two only (creationDateTime
 * 'DD.MM.YYYY - hh:mm', litres with comma decimals): ids are text or whole numbers, figures numbers or text with comma
 * or dot decimals, flags booleans, 0/1 or '0'/'1', dates any form of gateway/backend/forms.ts. A backend may still
 * leave any of them out: the mappers read each alone (issue 37).
 */
export interface BackendBulkOrder {
  orderNumber: BackendId;
  creationDateTime: string;
  scheduledDate: string | null;
  scheduledTime: string | null;
  /** realizado, Programado, En Camion, En Ruta, Entregado (spec 2 §4) */
  state: string;
  liters: BackendFigure | null;
  litersActuallyDelivered: BackendFigure | null;
  amount: BackendFigure | null;
  actuallyDeliveredAmount: BackendFigure | null;
  actuallyDeliveredDate: string | null;
  address: string | null;
  street: string | null;
  number: BackendId | null;
  block: BackendId | null;
  dept: BackendId | null;
  location: string | null;
  commune: string | null;
  region: BackendId | null;
  clientCode: BackendId;
  truck_code: BackendId | null;
  patent: string | null;
  driver: string | null;
  address_latitude: BackendFigure | null;
  address_longitude: BackendFigure | null;
  cancel_order: BackendYesNo;
  is_canceled: BackendYesNo;
  claimDelay: BackendYesNo;
  hasClaim: BackendYesNo;
}

export interface OrderSearchPayload {
  client_cod: string;
  days: number;
  order_number: string;
}

/** ok with orders; empty with the server's message (spec 2 §8). */
export interface OrderSearchAnswer {
  status: 'ok' | 'empty' | 'error';
  message?: string;
  data?: BackendBulkOrder[];
}

export interface OrderDetailAnswer {
  status: 'ok' | 'error';
  message?: string;
  data?: BackendBulkOrder;
}

export interface CoordinatesAnswer {
  status: 'ok' | 'empty' | 'error';
  message?: string;
  data?: { latitude: BackendFigure | null; longitude: BackendFigure | null };
}

export interface FrequencyAnswer {
  status: 'ok' | 'error';
  data?: { value: BackendFigure };
}

/** The demo ordering portal's answer: the new order's number. */
export interface DemoOrderAnswer extends RestAnswer {
  data?: { order_number: string };
}

/** Cancel and claim: ok, error, or `duplicated` when a cancellation was already requested (the project's choice). */
export interface OrderActionAnswer {
  status: 'ok' | 'error' | 'duplicated';
  message?: string;
}

export interface BackendPdfRef {
  pdf_number: BackendId;
  class_description: string;
}

/** Bulk document (spec 2 §3): a row of the payment history and the current account, and the document detail. */
export interface BackendBulkDocument {
  doc_number: BackendId;
  doc_year: BackendId;
  folio_number: BackendId | null;
  class_description: string;
  issue_date: string;
  expiration_date: string | null;
  value: BackendFigure | null;
  late_payment: BackendFigure | null;
  payment_condition_desc: string | null;
  payment_date: string | null;
  client_cod: BackendId;
  pdf_document: BackendPdfRef | null;
  pdf_guide: BackendPdfRef | null;
  office_guide?: BackendId | null;
  delivery_date?: string | null;
  /** as written ('600 L'), or a number */
  quantity?: string | number | null;
  product?: string | null;
  address?: string | null;
}

export interface DocumentListAnswer {
  status: 'ok' | 'empty' | 'error';
  message?: string;
  data?: BackendBulkDocument[];
}

export interface DocumentDetailAnswer {
  status: 'ok' | 'error';
  message?: string;
  data?: BackendBulkDocument;
}

/** Debt item (bulk, spec 2 §3). */
export interface BackendDebtItem {
  bill_number: BackendId;
  doc_number: BackendId;
  expiration_date: string;
  amount: BackendFigure | null;
  interest: BackendFigure | null;
  spented: BackendFigure | null;
  selected?: BackendYesNo;
  pdf_document: BackendPdfRef | null;
}

/** status exception: an empty list with the message (spec 2 §8). */
export interface DebtAnswer {
  status: 'ok' | 'empty' | 'exception' | 'error';
  message?: string;
  data?: { documents: BackendDebtItem[] };
}

export interface DashboardAnswer {
  status: 'ok' | 'error';
  data?: { expired: BackendFigure | null; notExpired: BackendFigure | null; total: BackendFigure | null };
}

/** current_time and next_attemp are seconds since the epoch. */
export interface CanPayAnswer {
  status: 'ok' | 'error';
  data?: { can_pay: BackendYesNo; current_time: BackendFigure; next_attemp: BackendFigure | null };
}

/** Price change (spec 2 §3). */
export interface BackendPriceChange {
  date: string;
  price: BackendFigure | null;
}

export interface PriceChangesAnswer {
  status: 'ok' | 'empty' | 'error';
  message?: string;
  data?: BackendPriceChange[];
}

/**
 * A client of /housing/telemetry/list: the spec gives no fields for it (§7 "empty payload"), so each is optional;
 * the housing service's (§3) names are read too: client_address beside address.
 */
export interface BackendTelemetryClient {
  client_cod?: BackendId;
  address?: string | null;
  client_address?: string | null;
  telemetry_activated?: BackendYesNo;
}

export interface TelemetryListAnswer {
  status: 'ok' | 'empty' | 'error';
  message?: string;
  data?: BackendTelemetryClient[];
}

/** Tank (spec 2 §3). */
export interface BackendTank {
  meter_code: BackendId;
  reading_date: string;
  reading_time: string | null;
  percentage: BackendFigure | null;
  capacity: BackendFigure | null;
  days_empty_meter: BackendFigure | null;
  average_consumption: BackendFigure | null;
}

export interface TankListAnswer {
  status: 'ok' | 'empty' | 'error';
  message?: string;
  data?: BackendTank[];
}

export interface TankDetailAnswer {
  status: 'ok' | 'error';
  message?: string;
  data?: BackendTank;
}

/** Tank reading (spec 2 §3); a missing value is null ('no disponible'). */
export interface BackendTankReading {
  date: string;
  percentage_level: BackendFigure | null;
  stock_days: BackendFigure | null;
  daily_consumption: BackendFigure | null;
}

export interface TankRecordAnswer {
  status: 'ok' | 'empty' | 'error';
  message?: string;
  data?: BackendTankReading[];
}

/** A person's bulk calls (spec 2 §7). */
const housingCalls = {
  /** orders (spec 2 §7) */
  '/housing/order_search': post<OrderSearchPayload, OrderSearchAnswer>(),
  /** order (spec 2 §7) */
  '/housing/order_detail': post<{ client_cod: string | null; order_number: string }, OrderDetailAnswer>(),
  /** latitude, longitude (spec 2 §7) */
  '/housing/order_coordinates': post<{ patent: string }, CoordinatesAnswer>(),
  /** data.value minutes between refreshes (spec 2 §7) */
  '/housing/freq_update_truck': post<NoPayload, FrequencyAnswer>(),
  /** status, message (spec 2 §7); an empty reason is no observation */
  '/housing/order_cancel': post<{ order_number: string; reason?: string }, OrderActionAnswer>(),
  /** status, message (spec 2 §7) */
  '/housing/claim': post<{ order_number: string; client_cod: string; commentary?: string }, OrderActionAnswer>(),
  /** payment history (spec 2 §7) */
  '/housing/payment/record': post<{ client_cod: string }, DocumentListAnswer>(),
  /** data.documents (spec 2 §7) — path chosen by the project */
  '/housing/debt': post<{ client_cod: string }, DebtAnswer>(),
  /** debt details (spec 2 §7) */
  '/housing/deb_details': post<{ client_cod: string }, DebtAnswer>(),
  /** dashboard (expired, notExpired, total) (spec 2 §7) */
  '/housing/dashboard': post<{ client_cod: string }, DashboardAnswer>(),
  /** data.can_pay, current_time, next_attemp (spec 2 §7) */
  '/housing/can_pay': post<NoPayload, CanPayAnswer>(),
  /** documents (spec 2 §7) */
  '/housing/current_account': post<{ client_cod: string; period: number }, DocumentListAnswer>(),
  /** document (spec 2 §7) */
  '/housing/document_details': post<{ client_cod: string; doc_number: string; doc_year: string }, DocumentDetailAnswer>(),
  /** PDF (spec 2 §7): a form post in a new tab, through the gateway's /descargas/document/get */
  '/document/get': post<{ pdf_number: string; class_description: string }, RestAnswer>(),
  /** status ok means it exists (spec 2 §7) */
  '/document/has': post<{ pdf_number: string; class_description: string }, RestAnswer>(),
  /** date, price (spec 2 §7) */
  '/housing/get_price_changes': post<{ client_cod: string }, PriceChangesAnswer>(),
  /** clients with telemetry state (spec 2 §7) */
  '/housing/telemetry/list': post<NoPayload, TelemetryListAnswer>(),
  /** activate telemetry (spec 2 §4) — path chosen by the project */
  '/housing/telemetry/activate': post<{ client_cod: string }, RestAnswer>(),
  /** demo world only: the ordering portal stand-in places an order (the real portal is outside the project) */
  '/sandbox/bulk/order': post<{ client_cod: string; liters: number }, DemoOrderAnswer>(),
  /** demo world only: the payment portal stand-in's 'Pagar' for chosen documents (their bill numbers) */
  '/sandbox/bulk/pay': post<{ client_cod: string; documents: string[] }, RestAnswer>(),
  /** status (spec 2 §7) */
  '/housing/telemetry/set_notifications': post<{ enabled: number; level: number }, RestAnswer>(),
  /** tanks (spec 2 §7) */
  '/housing/telemetry/tanques_list': post<{ client_cod: string }, TankListAnswer>(),
  /** tank (spec 2 §7) */
  '/housing/telemetry/tanque_details': post<{ client_cod: string; meter_code: string }, TankDetailAnswer>(),
  /** readings (spec 2 §7) */
  '/housing/telemetry/record': post<{ client_cod: string; tank_cod: string; start_date: string; end_date: string }, TankRecordAnswer>(),
} as const;

/**
 * A company user's twins of the person's calls (spec 3 §2: the business screens "use the company-user call family"),
 * with the person's payload and answer. The spec shows order_search (2 §7); the other paths are ours
 * (gateway/backend/chosen-paths.ts). The debt's twin is /company_user/industrial/debt (company.ts); /document/has and
 * /document/get, and the demo's /sandbox/bulk calls, serve both families.
 */
const industrialCalls = {
  /** orders (spec 2 §7) */
  '/company_user/industrial/order_search': housingCalls['/housing/order_search'],
  '/company_user/industrial/order_detail': housingCalls['/housing/order_detail'],
  '/company_user/industrial/order_coordinates': housingCalls['/housing/order_coordinates'],
  '/company_user/industrial/freq_update_truck': housingCalls['/housing/freq_update_truck'],
  '/company_user/industrial/order_cancel': housingCalls['/housing/order_cancel'],
  '/company_user/industrial/claim': housingCalls['/housing/claim'],
  '/company_user/industrial/payment/record': housingCalls['/housing/payment/record'],
  '/company_user/industrial/deb_details': housingCalls['/housing/deb_details'],
  '/company_user/industrial/can_pay': housingCalls['/housing/can_pay'],
  '/company_user/industrial/current_account': housingCalls['/housing/current_account'],
  '/company_user/industrial/document_details': housingCalls['/housing/document_details'],
  '/company_user/industrial/get_price_changes': housingCalls['/housing/get_price_changes'],
  '/company_user/industrial/telemetry/list': housingCalls['/housing/telemetry/list'],
  '/company_user/industrial/telemetry/activate': housingCalls['/housing/telemetry/activate'],
  '/company_user/industrial/telemetry/set_notifications': housingCalls['/housing/telemetry/set_notifications'],
  '/company_user/industrial/telemetry/tanques_list': housingCalls['/housing/telemetry/tanques_list'],
  '/company_user/industrial/telemetry/tanque_details': housingCalls['/housing/telemetry/tanque_details'],
  '/company_user/industrial/telemetry/record': housingCalls['/housing/telemetry/record'],
} as const;

export const bulkCalls = { ...housingCalls, ...industrialCalls } as const;
