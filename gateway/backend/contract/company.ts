/** The `company` rows of rest-calls.tsv, company users: funcionarios, companies, their clients and services. */
import { post } from './call';
import type { NoPayload, RestAnswer } from './envelope';

export interface CompanyUserStorePayload {
  validation_only: number;
  name: string;
  last_name: string;
  phone: string;
  dni: string;
  email: string;
  client_codes: Record<string, number[]>;
}

/** A service of a company user (spec 3 §3), with the privileges granted on it. */
export interface BackendCompanyService {
  id: number;
  client_id: number;
  client_cod: string;
  contract_cod: string | null;
  business_line_id: 2 | 6 | 7;
  client_address: string;
  client_city: string;
  client_region_cod: string;
  company_id: number;
  pivot: { privileges: number[]; company_name: string; company_dni: string };
}

export interface CompanyServicesAnswer {
  status: 'ok' | 'empty';
  data?: BackendCompanyService[];
}

export interface BackendCompany {
  id: number;
  name: string;
  dni: string;
  sap_clients: Array<{ id: number; client_cod: string; business_line_id: number }>;
}

export interface CompanyListAnswer {
  status: 'ok' | 'empty';
  data?: BackendCompany[];
}

/**
 * The credit line of an industrial bulk client (spec 3 §3, "Debt summary (bulk)"), with the backend's spelling
 * `aproved_credit`. Amounts are pesos, as numbers or as the backend's text ('12.345,5', 'NO DISPONIBLE').
 */
export interface BackendIndustrialCredit {
  aproved_credit: number | string | null;
  used_credit: number | string | null;
  available_credit: number | string | null;
}

/** `empty` when the client has no credit line (the card says 'No tienes cuentas por pagar'). */
export interface IndustrialDebtAnswer {
  status: 'ok' | 'empty';
  message?: string;
  data?: BackendIndustrialCredit;
}

export const companyCalls = {
  /** companies with sap_clients (spec 1 §7, 3 §7) */
  '/company/list': post<NoPayload, CompanyListAnswer>(),
  /** status empty with message, or data list (spec 3 §7) */
  '/company_user/list': post<{ type: number; value: string }, RestAnswer>(),
  /** ok with data and origin; or error with errors.dni, show_modal and two messages (spec 3 §7) */
  '/company_user/exists': post<{ dni: string }, RestAnswer>(),
  /** status ok or message (spec 3 §7) */
  '/company_user/request_user': post<{ dni: string }, RestAnswer>(),
  /** status; errors by field (spec 1 §7, 3 §7) */
  '/company_user/store': post<CompanyUserStorePayload, RestAnswer>(),
  /** status (spec 3 §7) */
  '/company_user/update': post<CompanyUserStorePayload & { id: number; password_check: number; status: number }, RestAnswer>(),
  /** data.company_user (spec 3 §7) */
  '/company_user/get': post<{ id: number }, RestAnswer>(),
  /** status (spec 3 §7) */
  '/company_user/delete': post<{ id: number }, RestAnswer>(),
  /** status and message (spec 3 §7) */
  '/company_user/can_delete': post<{ id: number }, RestAnswer>(),
  /** company_id, company_name (spec 3 §7) */
  '/company_user/business_line/company/selector': post<NoPayload, RestAnswer>(),
  /** business_line_id, business_line_name (spec 3 §7) */
  '/company_user/business_line/selector': post<NoPayload, RestAnswer>(),
  /** client rows (spec 1 §7, 3 §7) */
  '/company_user/business_line/client/list': post<{ client_cod: string; company_id: number; business_line_id: number }, RestAnswer>(),
  /** client detail with company_users (spec 3 §7) */
  '/company_user/business_line/client/get': post<{ client_id: number; company_id: number }, RestAnswer>(),
  /** services of the company user with pivot privileges (spec 3 §4) — path chosen by the project */
  '/company_user/services': post<NoPayload, CompanyServicesAnswer>(),
  /** aproved_credit, used_credit, available_credit (spec 3 §7) — path chosen by the project */
  '/company_user/industrial/debt': post<{ client_cod: string }, IndustrialDebtAnswer>(),
  /** central tree (spec 3 §7) */
  '/company_user/bussines_line/industrial/resume': post<{ client_code: string }, RestAnswer>(),
} as const;
