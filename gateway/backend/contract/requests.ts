/** The `requests` rows of rest-calls.tsv, requests (solicitudes): list, detail, rating, the type tree, the down payment and file downloads (the wizard's rows are request-forms.ts). */
import { post } from './call';
import type { BackendFigure, BackendId, BackendYesNo, NoPayload, RestAnswer, StatusAnswer } from './envelope';

export interface RequestListPayload {
  start_date?: string;
  end_date?: string;
  request_type_id?: number;
  business_line_id?: number;
  request_category_id?: number;
}

/**
 * A request of the list (spec 1 §3 "Request"). The spec names the fields without their forms: ids are text or whole
 * numbers, is_sf any yes/no, dates any form of gateway/backend/forms.ts. bussines_lines_name (the spec's "bussines_lines
 * id and name") and request_type (the detail's request_type.name) may be left out.
 */
export interface BackendRequestRow {
  id: BackendId;
  created_at: string;
  created_at_date: string;
  term: string | null;
  status: string;
  request_type_name: string;
  request_type?: { name?: string | null } | null;
  bussines_lines_id: BackendId;
  bussines_lines_name?: string | null;
  request_categories_id: BackendId;
  request_types_id: BackendId;
  is_sf: BackendYesNo;
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
  value: string | number | boolean | string[] | null;
  file_name?: string | null;
}

/** Agreement (spec 1 §3): amounts as numbers or as text with comma decimals; `{product}_contract_id` beside them. */
export interface BackendAgreement {
  current_debt: BackendFigure | null;
  down_payment: BackendFigure | null;
  payments: BackendFigure | null;
  status: string | null;
  meter_contract_id?: BackendId | null;
}

export interface BackendRequestDetail extends Omit<BackendRequestRow, 'request_type_name'> {
  request_type_name?: string | null;
  respuesta: string | null;
  calificacion: BackendFigure | null;
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

/** The request type tree (spec 1 §3): service (id, servicio) > categorias (id, categoria) > tipos_solicitudes (id, tipo_solicitud). */
export interface BackendTreeService {
  id: BackendId;
  servicio: string;
  categorias: Array<{ id: BackendId; categoria: string; tipos_solicitudes: Array<{ id: BackendId; tipo_solicitud: string }> }>;
}

export interface RequestTreeAnswer {
  status: 'ok' | 'empty';
  data?: BackendTreeService[];
}

export interface DownPaymentAnswer {
  status: 'ok' | 'error';
  message?: string;
  data?: { meter_contract_id?: BackendId | null; down_payment?: BackendFigure | null };
}

/** A payment agreement of the meter's Convenios de Pago (spec 2 §3). */
export interface BackendMeterAgreement {
  id: BackendId;
  /** any date form, with its time or not */
  created_at: string;
  request_crm_id: BackendId | null;
  current_debt: BackendFigure | null;
  down_payment: BackendFigure | null;
  payments: BackendFigure | null;
  status: string;
  is_agreement_valid: BackendYesNo;
}

export interface AgreementListAnswer {
  status: 'ok' | 'empty' | 'error';
  message?: string;
  data?: BackendMeterAgreement[];
}

export interface BackendAgreementDue {
  due_number: BackendFigure;
  due_amount: BackendFigure | null;
  interest: BackendFigure | null;
  status: string;
}

/** The detail names its fields by product (spec 2 §3): meter_contract_id, agreement_meter_id for the meter. */
export interface AgreementDetailAnswer {
  status: 'ok' | 'empty' | 'error';
  message?: string;
  data?: {
    sap_check_number: BackendId | null;
    /** YYYY-MM-DD in the spec; any date form is read */
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
  '/request/get': post<{ request_id: BackendId; is_sf: number }, RequestDetailAnswer>(),
  /** data (spec 1 §7) */
  '/company_user/request/get': post<{ request_id: BackendId; is_sf: number }, RequestDetailAnswer>(),
  /** status, errors (spec 1 §7) */
  '/request/rate': post<{ request_id: BackendId; calificacion: number; comentario: string }, StatusAnswer>(),
  /** ok opens payment portal (spec 1 §7) */
  '/request/create/down_payment': post<{ request_id: BackendId }, DownPaymentAnswer>(),
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
  '/request/agreements/detail': post<{ agreements_id: BackendId }, AgreementDetailAnswer>(),
} as const;
