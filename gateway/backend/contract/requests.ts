/** The `requests` rows of rest-calls.tsv, requests (solicitudes): list, detail, rating, the type tree, the down payment and file downloads (the wizard's rows are request-forms.ts). */
import { post } from './call';
import type { NoPayload, RestAnswer, StatusAnswer } from './envelope';

export interface RequestListPayload {
  start_date?: string;
  end_date?: string;
  request_type_id?: number;
  business_line_id?: number;
  request_category_id?: number;
}

export interface BackendRequestRow {
  id: number;
  created_at: string;
  created_at_date: string;
  term: string;
  status: string;
  request_type_name: string;
  bussines_lines_id: number;
  bussines_lines_name: string;
  request_categories_id: number;
  request_types_id: number;
  is_sf: 0 | 1;
}

export interface RequestListAnswer {
  status: 'ok' | 'empty';
  data?: BackendRequestRow[];
}

/** One field of a request's data (spec 1 §3): a file field has `type: 'file'` and its `file_name`. */
export interface BackendRequestField {
  label: string;
  name: string;
  type: string;
  element?: string;
  /** text; a list (checkboxes); null for a file */
  value: string | number | string[] | null;
  file_name?: string | null;
}

/** Agreement (spec 1 §3): amounts as numbers or as text with comma decimals; `{product}_contract_id` beside them. */
export interface BackendAgreement {
  current_debt: number | string | null;
  down_payment: number | string | null;
  payments: number | string | null;
  status: string | null;
  meter_contract_id?: string | null;
}

export interface BackendRequestDetail extends Omit<BackendRequestRow, 'request_type_name'> {
  request_type_name?: string | null;
  request_type?: { name: string } | null;
  respuesta: string | null;
  calificacion: number | string | null;
  data: BackendRequestField[] | null;
  patent: string | null;
  clossing_justification: string | null;
  agreement_validity: string | null;
  agreement: BackendAgreement | null;
}

export interface RequestDetailAnswer {
  status: 'ok';
  data: BackendRequestDetail;
}

export interface BackendTreeService {
  id: number;
  servicio: string;
  categorias: Array<{ id: number; categoria: string; tipos_solicitudes: Array<{ id: number; tipo_solicitud: string }> }>;
}

export interface RequestTreeAnswer {
  status: 'ok' | 'empty';
  data?: BackendTreeService[];
}

export interface DownPaymentAnswer {
  status: 'ok' | 'error';
  message?: string;
  data?: { meter_contract_id?: string | null; down_payment?: number | string | null };
}

/** A payment agreement of the meter's Convenios de Pago (spec 2 §3). */
export interface BackendMeterAgreement {
  id: number;
  /** DD.MM.YYYY - hh:mm */
  created_at: string;
  request_crm_id: string | null;
  current_debt: string | number | null;
  down_payment: string | number | null;
  payments: string | number | null;
  status: string;
  is_agreement_valid: 0 | 1 | boolean;
}

export interface AgreementListAnswer {
  status: 'ok' | 'empty' | 'error';
  message?: string;
  data?: BackendMeterAgreement[];
}

export interface BackendAgreementDue {
  due_number: number | string;
  due_amount: string | number | null;
  interest: string | number | null;
  status: string;
}

/** The detail names its fields by product (spec 2 §3): meter_contract_id, agreement_meter_id for the meter. */
export interface AgreementDetailAnswer {
  status: 'ok' | 'empty' | 'error';
  message?: string;
  data?: {
    sap_check_number: string | null;
    /** YYYY-MM-DD */
    agreement_sap_creation_time: string | null;
    dues: BackendAgreementDue[];
    [productField: string]: unknown;
  };
}

export const requestsCalls = {
  /** status ok and data (spec 1 §7) */
  '/request/list': post<RequestListPayload, RequestListAnswer>(),
  /** status ok and data (spec 1 §7) */
  '/company_user/request/list': post<RequestListPayload, RequestListAnswer>(),
  /** data (spec 1 §7) */
  '/request/get': post<{ request_id: number; is_sf: number }, RequestDetailAnswer>(),
  /** data (spec 1 §7) */
  '/company_user/request/get': post<{ request_id: number; is_sf: number }, RequestDetailAnswer>(),
  /** status, errors (spec 1 §7) */
  '/request/rate': post<{ request_id: number; calificacion: number; comentario: string }, StatusAnswer>(),
  /** ok opens payment portal (spec 1 §7) */
  '/request/create/down_payment': post<{ request_id: number }, DownPaymentAnswer>(),
  /** file (spec 1 §7) */
  '/request/file': post<{ request_id: number; is_sf: number; name: string }, RestAnswer>(),
  /** file (spec 1 §7) */
  '/company_user/request/file': post<{ request_id: number; is_sf: number; name: string }, RestAnswer>(),
  /** tree service > categorias > tipos_solicitudes (spec 1 §7) */
  '/request/type/tree': post<NoPayload, RequestTreeAnswer>(),
  /** same tree (spec 1 §7) */
  '/company_user/request/type/tree': post<NoPayload, RequestTreeAnswer>(),
  // the meter's Convenios de Pago tab (spec 2 §2) reads these; they land with the meter area
  /** agreements (spec 2 §7) */
  '/request/agreements/list': post<{ contract_code: string }, AgreementListAnswer>(),
  /** status ok/error/empty, data, message (spec 2 §7) */
  '/request/agreements/detail': post<{ agreements_id: number }, AgreementDetailAnswer>(),
} as const;
