/** The `requests` rows of rest-calls.tsv that the request wizard uses (spec 2 §7 "Requests"): categories, form definitions, the lookup by request code, submit and the agreement simulation. */
import { post } from './call';
import type { RestAnswer } from './envelope';

/** A file field's value: the file base64 with its name (spec 2 §5). */
export interface BackendFile {
  name: string;
  base64: string;
}

/** Fields of a request form, sent as they are named by the form definition. */
export type FormValues = Record<string, string | number | boolean | string[] | BackendFile | null>;

/** Who a request is for: the client (step 1) or, for autogas, the plate; the type chosen in step 2. */
export interface RequestTarget {
  client_id: number | null;
  patent: string | null;
  request_type_id: number;
}

/**
 * One field of a form definition as the backend writes it (spec 2 §3). Flags come as '0'/'1' (or numbers,
 * booleans); options as a list of {value, label}, of {id, name}, of plain texts, or an object value → label.
 * Answers are read with care (gateway/mappers/request-forms.ts): an unknown element or type is shown as such.
 */
export interface BackendFormField {
  name: string;
  label: string;
  element: string;
  type?: string | null;
  options?: BackendFormOptions;
  /** pipe-separated rules: 'required|max:100' */
  validations?: string | null;
  hidetitle?: string | number | boolean;
  placealone?: string | number | boolean;
  /** a select2 that takes several values */
  multiple?: string | number | boolean;
  value?: string | number | null;
}

export type BackendFormOptions =
  Array<{ value: string | number; label: string } | { id: string | number; name: string } | string> | Record<string, string>;

export const requestFormsCalls = {
  /** category id and type id for a request code (C325, C361, C321) (spec 1 §7, 2 §3); codes are texts */
  '/request/type/ids': post<{ crm_type_id: string }, RestAnswer>(),
  /** data.form, description, special, amount (spec 1 §7, 2 §7) */
  '/request/type/get': post<RequestTarget, RestAnswer>(),
  /** categories with request_types; status disabled carries a message (spec 2 §7) */
  '/request/category/list': post<{ business_line_id: number }, RestAnswer>(),
  /** status, errors, message (spec 1 §7, 2 §7) */
  '/request/create-sf': post<RequestTarget & FormValues, RestAnswer>(),
  /** cuota (agreement simulation) (spec 2 §7) */
  '/request/validate': post<RequestTarget & FormValues, RestAnswer>(),
} as const;
