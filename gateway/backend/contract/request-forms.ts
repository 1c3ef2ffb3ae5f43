/** The `requests` rows of rest-calls.tsv that the request wizard uses (spec 2 §7 "Requests"): categories, form definitions, the lookup by request code, submit and the agreement simulation. */
import { post } from './call';
import type { RestAnswer } from './envelope';

/** Fields of a request form, sent as they are named by the form definition. */
export type FormValues = Record<string, string | number | boolean | string[] | { name: string; base64: string } | null>;

export const requestFormsCalls = {
  /** category id and type id for a request code (C325, C361, C321) (spec 1 §7, 2 §3) */
  '/request/type/ids': post<{ crm_type_id: number }, RestAnswer>(),
  /** data.form, description, special, amount (spec 1 §7, 2 §7) */
  '/request/type/get': post<{ request_type_id: number; client_id: number; patent: string }, RestAnswer>(),
  /** categories with request_types; status disabled carries a message (spec 2 §7) */
  '/request/category/list': post<{ business_line_id: number }, RestAnswer>(),
  /** status, errors, message (spec 1 §7, 2 §7) */
  '/request/create-sf': post<{ client_id: number; patent: string; request_type_id: number } & FormValues, RestAnswer>(),
  /** cuota (agreement simulation) (spec 2 §7) */
  '/request/validate': post<{ client_id: number; patent: string; request_type_id: number } & FormValues, RestAnswer>(),
} as const;
