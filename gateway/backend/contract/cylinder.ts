/** The `cylinder` rows of rest-calls.tsv, cylinders: orders, claims and prices. */
import { post } from './call';
import type { NoPayload, RestAnswer } from './envelope';

export const cylinderCalls = {
  /** orders (spec 2 §7) */
  '/cylinder/order_search': post<NoPayload, RestAnswer>(),
  /** order (spec 2 §7) */
  '/cylinder/order_detail': post<{ client_cod: string; order_number: string }, RestAnswer>(),
  /** longitude, latitude (spec 2 §7) */
  '/cylinder/order_coordinates': post<{ truck_code: string }, RestAnswer>(),
  /** status, message (spec 2 §7) */
  '/cylinder/order_cancel': post<{ order_number: string; business: string }, RestAnswer>(),
  /** status, message (spec 2 §7) */
  '/cylinder/claim': post<{ order_number: string; client_cod: string; commentary: string }, RestAnswer>(),
  /** type_code, type, price (spec 2 §7) */
  '/cylinder/get_prices': post<{ client_cod: string; comuna: string }, RestAnswer>(),
} as const;
