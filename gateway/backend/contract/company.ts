/** The `company` rows of rest-calls.tsv, company users: funcionarios, companies, their clients and services. */
import type { BackendDebtItem } from './bulk';
import { post } from './call';
import type { BackendFigure, BackendId, BackendYesNo, NoPayload, RestAnswer } from './envelope';

/** The fields of the creation helper (spec 3 §7): validation_only 1 checks without creating. */
export interface CompanyUserStorePayload {
  validation_only: number;
  name: string;
  last_name: string;
  phone: string;
  dni: string;
  email: string;
  /** client record id → privilege ids (spec 3 §3) */
  client_codes: Record<string, number[]>;
}

/** As the creation plus id, password_check ('0'/'1': generate a new password) and status ('1' enabled). */
export interface CompanyUserUpdatePayload extends Omit<CompanyUserStorePayload, 'validation_only'> {
  id: BackendId;
  password_check: '0' | '1';
  status: '0' | '1';
}

/** A row of /company_user/list (spec 3 §2, §3): what the spec names, each read in any of its forms. */
export interface BackendFuncionarioRow {
  id: BackendId;
  name?: string | null;
  last_name?: string | null;
  dni?: string | null;
  email?: string | null;
  /** '1' enabled */
  status?: BackendYesNo | null;
  can_delete?: BackendYesNo | null;
}

export interface CompanyUserListAnswer {
  status?: string;
  message?: string;
  data?: BackendFuncionarioRow[];
}

/** The person a RUT names (spec 3 §4): prefilled in step 2. */
export interface BackendExistingPerson {
  name?: string | null;
  last_name?: string | null;
  email?: string | null;
  phone?: string | null;
  /** where it was found; the spec says the origin may be given beside data */
  origin?: string | null;
}

/**
 * ok with data and origin (the company-users record: a disabled funcionario; a person account); or error with
 * errors.dni, and for a reserved RUT show_modal with two messages (their names are not given: `modal_messages`, or
 * `message_1` and `message_2`, are read).
 */
export interface ExistsAnswer {
  status?: string;
  message?: string;
  origin?: string | null;
  data?: BackendExistingPerson | null;
  errors?: Record<string, string[]>;
  show_modal?: BackendYesNo | null;
  modal_messages?: string[] | null;
  message_1?: string | null;
  message_2?: string | null;
}

export interface CompanyUserStoreAnswer {
  status?: string;
  message?: string;
  errors?: Record<string, string[]>;
  /** the new funcionario's id (not named by the spec) */
  data?: { id?: BackendId | null } | null;
}

/** A client of a funcionario (spec 3 §3 sap_clients): the code comes as {product}_client_id, copied into client_cod. */
export interface BackendFuncionarioClient {
  id: BackendId;
  client_cod?: string | null;
  business_line_id?: BackendId | null;
  address?: string | null;
  comune?: string | null;
  merchandise_recipients?: unknown;
  payment_responsibles?: unknown;
  /** the privileges held on it: a JSON list, as text or as a list */
  pivot?: { privileges?: string | number[] | null } | null;
  /** the product's own fields ({product}_client_id, {product}_contract_id) */
  [product: string]: unknown;
}

export interface BackendFuncionario {
  id: BackendId;
  name?: string | null;
  last_name?: string | null;
  dni?: string | null;
  email?: string | null;
  phone?: string | null;
  status?: BackendYesNo | null;
  can_delete?: BackendYesNo | null;
  sap_clients?: BackendFuncionarioClient[] | null;
  /** client record id → privilege ids */
  client_codes?: Record<string, number[] | string[]> | null;
}

export interface CompanyUserGetAnswer {
  status?: string;
  message?: string;
  data?: { company_user?: BackendFuncionario | null } | null;
}

export interface CanDeleteAnswer {
  status?: string;
  message?: string;
}

/** One change an Administrador made to a funcionario (our chosen call): who, when, what. */
export interface BackendFuncionarioChange {
  created_at: string;
  author_id?: BackendId | null;
  author_name?: string | null;
  /** created, enabled, disabled, privileges_granted, privileges_removed, data_edited, password_regenerated */
  action: string;
  client_id?: BackendId | null;
  client_cod?: string | null;
  privileges?: number[] | null;
  /** the personal fields edited (name, last_name, dni, email, phone) */
  fields?: string[] | null;
}

export interface CompanyUserHistoryAnswer {
  status?: string;
  message?: string;
  data?: BackendFuncionarioChange[];
}

export interface CompanySelectorAnswer {
  status?: string;
  message?: string;
  data?: Array<{ company_id: BackendId; company_name?: string | null }>;
}

export interface LineSelectorAnswer {
  status?: string;
  message?: string;
  data?: Array<{ business_line_id: BackendId; business_line_name?: string | null }>;
}

/** A row of the client search (spec 3 §3); business_line_id is ours, the spec names the line's name only. */
export interface BackendClientRow {
  client_cod?: string | null;
  client_id?: BackendId | null;
  company_id?: BackendId | null;
  company_name?: string | null;
  company_dni?: string | null;
  business_line_name?: string | null;
  business_line_id?: BackendId | null;
  merchandise_recipients?: unknown;
  payment_responsibles?: unknown;
}

export interface ClientListAnswer {
  status?: string;
  message?: string;
  data?: BackendClientRow[];
}

/** A funcionario with privileges on the client (spec 3 §3); `privileges` (the ids) is ours, for the grid. */
export interface BackendClientFuncionario {
  company_user_id?: BackendId | null;
  company_user_name?: string | null;
  company_user_dni?: string | null;
  company_user_email?: string | null;
  privileges_string?: string | null;
  privileges?: number[] | null;
}

export interface BackendClientDetail {
  client_cod?: string | null;
  company_dni?: string | null;
  company_name?: string | null;
  client_address?: string | null;
  client_city?: string | null;
  client_region?: string | null;
  /** ours: the line whose privileges the grid shows */
  business_line_id?: BackendId | null;
  company_users?: BackendClientFuncionario[] | null;
}

export interface ClientDetailAnswer {
  status?: string;
  message?: string;
  data?: BackendClientDetail | null;
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

/**
 * A client of a company as /company/list gives it (spec 3 §3 Service/client): its code as client_cod or only as the
 * product's own {product}_client_id (the original portal copies it into client_cod), the privileges of the signed-in
 * user in its pivot as a list or as the JSON text of one. The fields past id and line are read when they come.
 */
export interface BackendCompanyClient {
  id: BackendId;
  business_line_id: BackendId;
  client_cod?: string | null;
  client_id?: BackendId | null;
  client_address?: string | null;
  client_city?: string | null;
  client_region_cod?: string | null;
  pivot?: {
    privileges?: string | Array<number | string> | null;
    company_name?: string | null;
    company_dni?: string | null;
  } | null;
  /** the product's own fields ({product}_client_id, {product}_contract_id) */
  [product: string]: unknown;
}

export interface BackendCompany {
  id: BackendId;
  name: string;
  dni: string;
  sap_clients: BackendCompanyClient[];
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

/**
 * The bulk debt of an industrial client (spec 3 §7, "the bulk debt call by client for role empresas"): its credit line
 * and, as /housing/debt's data.documents, the documents it owes (Detalle de Deuda reads the same call). A client
 * without a credit line has null figures, or no figures at all.
 */
export interface BackendIndustrialDebt extends BackendIndustrialCredit {
  documents?: BackendDebtItem[];
}

/** `empty` when the client has no credit line and owes nothing (the card says 'No tienes cuentas por pagar'). */
export interface IndustrialDebtAnswer {
  status: 'ok' | 'empty';
  message?: string;
  data?: BackendIndustrialDebt;
}

/** A tank of a central (spec 3 §3). */
export interface BackendIndustrialTank {
  tank_id?: BackendId | null;
  serial_number?: BackendId | null;
  capacity?: BackendFigure | null;
}

/**
 * A node of the central tree (spec 3 §3 "Industrial central"): type 4 a technical location, 3 a central; `centrals`
 * its children. The spec names the fields, not their forms: each is read alone (gateway/mappers/industrial.ts).
 */
export interface BackendCentral {
  central_id?: BackendId | null;
  type?: BackendId | null;
  address?: string | null;
  city?: string | null;
  region_name?: string | null;
  total_capacity?: BackendFigure | null;
  centrals?: BackendCentral[] | null;
  tanks?: BackendIndustrialTank[] | null;
}

/** The central tree (spec 3 §7): data a list of top nodes, or an object holding them (read both ways). */
export interface IndustrialResumeAnswer {
  status?: string;
  message?: string;
  data?: BackendCentral[] | Record<string, unknown> | null;
}

export const companyCalls = {
  /** companies with sap_clients (spec 1 §7, 3 §7) */
  '/company/list': post<NoPayload, CompanyListAnswer>(),
  /** status empty with message, or data list (spec 3 §7) */
  '/company_user/list': post<{ type: number; value: string }, CompanyUserListAnswer>(),
  /** ok with data and origin; or error with errors.dni, show_modal and two messages (spec 3 §7) */
  '/company_user/exists': post<{ dni: string }, ExistsAnswer>(),
  /** status ok or message (spec 3 §7) */
  '/company_user/request_user': post<{ dni: string }, RestAnswer>(),
  /** status; errors by field (spec 1 §7, 3 §7) */
  '/company_user/store': post<CompanyUserStorePayload, CompanyUserStoreAnswer>(),
  /** status (spec 3 §7) */
  '/company_user/update': post<CompanyUserUpdatePayload, CompanyUserStoreAnswer>(),
  /** data.company_user (spec 3 §7) */
  '/company_user/get': post<{ id: BackendId }, CompanyUserGetAnswer>(),
  /** status (spec 3 §7) */
  '/company_user/delete': post<{ id: BackendId }, RestAnswer>(),
  /** status and message (spec 3 §7) */
  '/company_user/can_delete': post<{ id: BackendId }, CanDeleteAnswer>(),
  /** who changed what of a funcionario, and when (issue 39) — path chosen by the project */
  '/company_user/history': post<{ id: BackendId }, CompanyUserHistoryAnswer>(),
  /** company_id, company_name (spec 3 §7) */
  '/company_user/business_line/company/selector': post<NoPayload, CompanySelectorAnswer>(),
  /** business_line_id, business_line_name (spec 3 §7) */
  '/company_user/business_line/selector': post<NoPayload, LineSelectorAnswer>(),
  /** client rows (spec 1 §7, 3 §7) */
  '/company_user/business_line/client/list': post<
    { client_cod: string; company_id: BackendId | ''; business_line_id: BackendId | '' },
    ClientListAnswer
  >(),
  /** client detail with company_users (spec 3 §7) */
  '/company_user/business_line/client/get': post<{ client_id: BackendId; company_id: BackendId }, ClientDetailAnswer>(),
  /** services of the company user with pivot privileges (spec 3 §4) — path chosen by the project */
  '/company_user/services': post<NoPayload, CompanyServicesAnswer>(),
  /** aproved_credit, used_credit, available_credit and the debt's documents (spec 3 §7) — path chosen by the project */
  '/company_user/industrial/debt': post<{ client_cod: string }, IndustrialDebtAnswer>(),
  /** central tree (spec 3 §7) */
  '/company_user/bussines_line/industrial/resume': post<{ client_code: string }, IndustrialResumeAnswer>(),
} as const;
