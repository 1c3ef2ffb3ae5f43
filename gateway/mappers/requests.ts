import type {
  AgreementCase,
  PostField,
  RequestAgreement,
  RequestDataField,
  RequestDetail,
  RequestFilter,
  RequestSummary,
  RequestTreeService,
} from '../../schema/generated/types';
import type {
  BackendRequestDetail,
  BackendRequestField,
  BackendRequestRow,
  RequestListPayload,
  RequestTreeAnswer,
} from '../backend/contract';
import { lineOf } from './lines';
import { parseAmount, parseBackendDate } from './quirks';

/** Spec 1 §9: the response text shows only for a term on or after this day. */
export const RESPONSE_SINCE = '2020-09-01';
/** Spec 1 §9: file fields are hidden for requests created within these days (both included). */
export const FILES_HIDDEN_FROM = '2020-04-14';
export const FILES_HIDDEN_TO = '2020-06-23';

/** The status that closes a request (spec 1 §4): compared without case, accents or spaces around. */
const CLOSED = 'cerrado';
/** Agreement statuses of Z0000001 whose down payment is still to be made (spec 1 §4). */
const AWAITING_DOWN_PAYMENT = ['pendiente creacion sap', 'error anulacion', 'creado sap', 'anulado'];
const PAID = 'pagado';
export const APPROVED_JUSTIFICATION = 'Z0000001';
export const REJECTED_JUSTIFICATION = 'Z0000003';

/** 'Pendiente creación SAP', 'PENDIENTE CREACIÓN SAP ' → 'pendiente creacion sap' */
export function plainStatus(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}

/** YYYY-MM-DD of a backend date ('DD.MM.YYYY - hh:mm', 'DD-MM-YYYY', ISO), or null. */
export function dayOf(value: string | null | undefined): string | null {
  return parseBackendDate(value)?.slice(0, 10) ?? null;
}

/** The list's filter as the backend's payload: an unset field does not filter. */
export function listPayload(filter: RequestFilter): RequestListPayload {
  const id = (value: string | null | undefined) => (value && Number(value) > 0 ? Number(value) : undefined);
  const payload: RequestListPayload = {};
  if (filter.from) payload.start_date = filter.from;
  if (filter.to) payload.end_date = filter.to;
  const line = id(filter.serviceId);
  const category = id(filter.categoryId);
  const type = id(filter.typeId);
  if (line) payload.business_line_id = line;
  if (category) payload.request_category_id = category;
  if (type) payload.request_type_id = type;
  return payload;
}

/** The request's creation as ISO date and time: created_at ('DD.MM.YYYY - hh:mm'), else created_at_date. */
function createdAt(row: Pick<BackendRequestRow, 'created_at' | 'created_at_date'>): string {
  return parseBackendDate(row.created_at) ?? dayOf(row.created_at_date) ?? row.created_at_date;
}

export function mapRequestRow(row: BackendRequestRow): RequestSummary {
  return {
    id: String(row.id),
    isSalesforce: Boolean(Number(row.is_sf)),
    createdAt: createdAt(row),
    line: lineOf(row.bussines_lines_id),
    lineName: row.bussines_lines_name ?? '',
    typeName: row.request_type_name ?? '',
    status: (row.status ?? '').trim(),
  };
}

/** The list, newest first (spec 1 §2); `empty` is the spec's 'No existen resultados para esta búsqueda'. */
export function mapRequestList(answer: { status: string; data?: BackendRequestRow[] | null }): RequestSummary[] {
  if (answer.status !== 'ok' || !Array.isArray(answer.data)) return [];
  return answer.data.map(mapRequestRow).sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

export function mapRequestTree(answer: RequestTreeAnswer): RequestTreeService[] {
  if (answer.status !== 'ok' || !Array.isArray(answer.data)) return [];
  return answer.data.map((service) => ({
    id: String(service.id),
    name: service.servicio,
    categories: (service.categorias ?? []).map((category) => ({
      id: String(category.id),
      name: category.categoria,
      types: (category.tipos_solicitudes ?? []).map((type) => ({ id: String(type.id), name: type.tipo_solicitud })),
    })),
  }));
}

/** Spec 1 §9: a request created 2020-04-14 to 2020-06-23 shows no file fields. */
export function filesHidden(createdDay: string | null): boolean {
  return createdDay !== null && createdDay >= FILES_HIDDEN_FROM && createdDay <= FILES_HIDDEN_TO;
}

/** Spec 1 §9: the response only when the term is on or after 2020-09-01 (no term, no response). */
export function responseShown(term: string | null): boolean {
  return term !== null && term >= RESPONSE_SINCE;
}

function fieldValue(value: BackendRequestField['value']): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

export function mapDataFields(fields: BackendRequestField[] | null | undefined, createdDay: string | null): RequestDataField[] {
  const hide = filesHidden(createdDay);
  return (fields ?? []).flatMap((field): RequestDataField[] => {
    if (field.type === 'file') {
      // a file field with nothing stored has nothing to download
      if (hide || !field.file_name) return [];
      return [{ name: field.name, label: field.label, value: null, fileName: field.file_name }];
    }
    return [{ name: field.name, label: field.label, value: fieldValue(field.value), fileName: null }];
  });
}

/** Which case of spec 1 §4 a closed request with an agreement shows; null for any other request. */
export function agreementCase(detail: Pick<BackendRequestDetail, 'status' | 'clossing_justification' | 'agreement'>): AgreementCase | null {
  if (plainStatus(detail.status) !== CLOSED) return null;
  const justification = (detail.clossing_justification ?? '').trim().toUpperCase();
  if (justification === REJECTED_JUSTIFICATION) return 'REJECTED';
  if (justification !== APPROVED_JUSTIFICATION || !detail.agreement) return null;
  const status = plainStatus(detail.agreement.status);
  if (status === PAID) return 'DOWN_PAYMENT_REGISTERED';
  return AWAITING_DOWN_PAYMENT.includes(status) ? 'APPROVED' : null;
}

export function mapAgreement(detail: BackendRequestDetail): RequestAgreement | null {
  const found = agreementCase(detail);
  if (!found) return null;
  const agreement = detail.agreement;
  const currentDebt = parseAmount(agreement?.current_debt);
  const downPayment = parseAmount(agreement?.down_payment);
  const payments = parseAmount(agreement?.payments);
  return {
    case: found,
    validUntil: dayOf(detail.agreement_validity),
    currentDebt,
    downPayment,
    payments: payments === null ? null : Math.round(payments),
    balance: currentDebt !== null && downPayment !== null ? currentDebt - downPayment : null,
    response: found === 'REJECTED' ? (detail.respuesta?.trim() ?? null) || null : null,
  };
}

export function mapRequestDetail(detail: BackendRequestDetail): RequestDetail {
  const created = createdAt(detail);
  const term = dayOf(detail.term);
  const rating = parseAmount(detail.calificacion);
  const status = (detail.status ?? '').trim();
  return {
    id: String(detail.id),
    isSalesforce: Boolean(Number(detail.is_sf)),
    createdAt: created,
    term,
    status,
    line: lineOf(detail.bussines_lines_id),
    lineName: detail.bussines_lines_name ?? '',
    typeName: detail.request_type?.name ?? detail.request_type_name ?? '',
    patent: detail.patent || null,
    response: responseShown(term) ? detail.respuesta?.trim() || null : null,
    rating: rating === null || rating < 1 ? null : Math.round(rating),
    canRate: plainStatus(status) === CLOSED && (rating === null || rating < 1),
    fields: mapDataFields(detail.data, created.slice(0, 10)),
    agreement: mapAgreement(detail),
  };
}

/** The rating's server field errors under the GraphQL input's names. */
export const RATING_FIELDS: Record<string, string> = { calificacion: 'rating', comentario: 'comment' };

/**
 * The payment portal's form for an agreement's down payment (spec 1 §4, spec 2 §7): the client code, the e-mail
 * and mobile, pie=true and the page to come back to.
 */
export function downPaymentFields(input: { clientCode: string; email: string; phone: string; returnPath: string }): PostField[] {
  return [
    { name: 'codCliente', value: input.clientCode },
    { name: 'email', value: input.email },
    { name: 'movil', value: input.phone },
    { name: 'pie', value: 'true' },
    { name: 'urlRetorno', value: input.returnPath },
  ];
}
