/** The `bulk` rows of rest-calls.tsv, bulk gas (granel): orders, debt, documents and telemetry. */
import { post } from './call';
import type { NoPayload, RestAnswer } from './envelope';

export const bulkCalls = {
  /** orders (spec 2 §7) */
  '/housing/order_search': post<{ client_cod: string; days: number; order_number: string }, RestAnswer>(),
  /** orders (spec 2 §7) */
  '/company_user/industrial/order_search': post<{ client_cod: string; days: number; order_number: string }, RestAnswer>(),
  /** order (spec 2 §7) */
  '/housing/order_detail': post<{ client_cod: string; order_number: string }, RestAnswer>(),
  /** latitude, longitude (spec 2 §7) */
  '/housing/order_coordinates': post<{ patent: string }, RestAnswer>(),
  /** data.value minutes between refreshes (spec 2 §7) */
  '/housing/freq_update_truck': post<NoPayload, RestAnswer>(),
  /** status, message (spec 2 §7) */
  '/housing/order_cancel': post<{ order_number: string; reason: string }, RestAnswer>(),
  /** status, message (spec 2 §7) */
  '/housing/claim': post<{ order_number: string; client_cod: string; commentary: string }, RestAnswer>(),
  /** payment history (spec 2 §7) */
  '/housing/payment/record': post<{ client_cod: string }, RestAnswer>(),
  /** data.documents (spec 2 §7) — path chosen by the project */
  '/housing/debt': post<{ client_cod: string }, RestAnswer>(),
  /** debt details (spec 2 §7) */
  '/housing/deb_details': post<{ client_cod: string }, RestAnswer>(),
  /** dashboard (expired, notExpired, total) (spec 2 §7) */
  '/housing/dashboard': post<{ client_cod: string }, RestAnswer>(),
  /** data.can_pay, current_time, next_attemp (spec 2 §7) */
  '/housing/can_pay': post<NoPayload, RestAnswer>(),
  /** documents (spec 2 §7) */
  '/housing/current_account': post<{ client_cod: string; period: number }, RestAnswer>(),
  /** document (spec 2 §7) */
  '/housing/document_details': post<{ client_cod: string; doc_number: string; doc_year: string }, RestAnswer>(),
  /** PDF (spec 2 §7) */
  '/document/get': post<{ pdf_number: string; class_description: string }, RestAnswer>(),
  /** status ok means it exists (spec 2 §7) */
  '/document/has': post<{ pdf_number: string; class_description: string }, RestAnswer>(),
  /** date, price (spec 2 §7) */
  '/housing/get_price_changes': post<{ client_cod: string }, RestAnswer>(),
  /** clients with telemetry state (spec 2 §7) */
  '/housing/telemetry/list': post<NoPayload, RestAnswer>(),
  /** activate telemetry (spec 2 §4) — path chosen by the project */
  '/housing/telemetry/activate': post<{ client_cod: string }, RestAnswer>(),
  /** status (spec 2 §7) */
  '/housing/telemetry/set_notifications': post<{ enabled: number; level: number }, RestAnswer>(),
  /** tanks (spec 2 §7) */
  '/housing/telemetry/tanques_list': post<{ client_cod: string }, RestAnswer>(),
  /** tank (spec 2 §7) */
  '/housing/telemetry/tanque_details': post<{ client_cod: string; meter_code: string }, RestAnswer>(),
  /** readings (spec 2 §7) */
  '/housing/telemetry/record': post<{ client_cod: string; tank_cod: string; start_date: string; end_date: string }, RestAnswer>(),
} as const;
