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
import { toGraphQLError } from '../backend/client';
import type {
  BackendAgreement,
  BackendId,
  BackendRequestDetail,
  BackendRequestField,
  BackendRequestRow,
  BackendTreeService,
  RequestListPayload,
  RequestTreeAnswer,
} from '../backend/contract';
import { BackendError } from '../backend/errors';
import { idForm, readDate, readDay, readFlag, readNumber, textForm } from '../backend/forms';
import { lineOf } from './lines';

/** An answer of another shape than the contract's: its block fails alone (the query's other fields still answer). */
const malformed = (path: string) => toGraphQLError(new BackendError('MALFORMED', path, 200, 'Respuesta inválida del servicio'));

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

/** YYYY-MM-DD of a backend date in any form of gateway/backend/forms.ts ('DD.MM.YYYY - hh:mm', 'DD-MM-YYYY', ISO), or null. */
export function dayOf(value: unknown): string | null {
  return readDay(value);
}

/** An answer's row with each field still to read: a backend may leave any out, or write it in another form. */
type Loose<T> = Partial<Record<keyof T, unknown>>;

/** Any row as a record of its fields: what is not an object has none. */
function fieldsOf<T extends object>(row: unknown): Loose<T> {
  return row !== null && typeof row === 'object' && !Array.isArray(row) ? (row as Loose<T>) : {};
}

/** Text the backend wrote (or a number for it), trimmed; empty or unreadable is null. */
const textOf = (value: unknown): string | null => textForm.read(value)?.trim() || null;

/**
 * An id as the backend takes it back: a whole number without leading zeros goes as a number (as the spec's examples
 * write ids), any other id as the text it is, its leading zeros intact.
 */
export function idPayload(id: string): BackendId {
  return /^(0|[1-9]\d{0,14})$/.test(id) ? Number(id) : id;
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

/** The request's creation as ISO date and time: created_at (any form, with its time), else created_at_date; null when neither reads. */
function createdAt(row: Loose<BackendRequestRow>): string | null {
  return readDate(row.created_at) ?? dayOf(row.created_at_date);
}

/**
 * A request of the list, each field read alone. One without its id shows, but cannot be opened (no link): the detail
 * is asked for by it. is_sf that does not say is Salesforce (the detail's default).
 */
export function mapRequestRow(request: BackendRequestRow | Loose<BackendRequestRow>): RequestSummary {
  const row = fieldsOf<BackendRequestRow>(request);
  return {
    id: idForm.read(row.id),
    isSalesforce: readFlag(row.is_sf) ?? true,
    createdAt: createdAt(row),
    line: lineOf(idForm.read(row.bussines_lines_id)),
    lineName: textOf(row.bussines_lines_name),
    typeName: textOf(row.request_type_name) ?? textOf(fieldsOf<{ name: string }>(row.request_type).name),
    status: textOf(row.status),
  };
}

/** Newest first; a request without a readable date goes last. */
const newestFirst = (a: RequestSummary, b: RequestSummary) =>
  a.createdAt === b.createdAt ? 0 : a.createdAt === null ? 1 : b.createdAt === null ? -1 : a.createdAt < b.createdAt ? 1 : -1;

/**
 * The list, newest first (spec 1 §2); `empty` is the spec's 'No existen resultados para esta búsqueda'. Without data
 * it is none; a data that is not a list is another shape, and fails the list's block alone.
 */
export function mapRequestList(answer: { status?: string; data?: unknown }, path = '/request/list'): RequestSummary[] {
  if (answer.status === 'empty' || answer.data === undefined || answer.data === null) return [];
  if (!Array.isArray(answer.data)) throw malformed(path);
  return answer.data.map((row) => mapRequestRow(fieldsOf<BackendRequestRow>(row))).sort(newestFirst);
}

/** A level of the tree: each item with its id (an item without one cannot filter, and is left out), its name or null. */
function level<T extends object, R>(items: unknown, path: string, read: (item: Loose<T>, id: string) => R): R[] {
  if (items === undefined || items === null) return [];
  if (!Array.isArray(items)) throw malformed(path);
  return items.flatMap((raw) => {
    const item = fieldsOf<T>(raw);
    const id = idForm.read((item as { id?: unknown }).id);
    return id === null ? [] : [read(item, id)];
  });
}

type TreeCategory = BackendTreeService['categorias'][number];
type TreeType = TreeCategory['tipos_solicitudes'][number];

/** Services > categories > types, for the list's filters; an item without its id is left out (it could not filter). */
export function mapRequestTree(answer: RequestTreeAnswer, path = '/request/type/tree'): RequestTreeService[] {
  if (answer.status === 'empty') return [];
  return level<BackendTreeService, RequestTreeService>(answer.data, path, (service, id) => ({
    id,
    name: textOf(service.servicio),
    categories: level<TreeCategory, RequestTreeService['categories'][number]>(service.categorias, path, (category, categoryId) => ({
      id: categoryId,
      name: textOf(category.categoria),
      types: level<TreeType, { id: string; name: string | null }>(category.tipos_solicitudes, path, (type, typeId) => ({
        id: typeId,
        name: textOf(type.tipo_solicitud),
      })),
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

function fieldValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value))
    return (
      value
        .map((v) => textForm.read(v))
        .filter((v) => v !== null)
        .join(', ') || null
    );
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  return textForm.read(value);
}

/**
 * The data a request was filed with. A field without its name shows by its label (and the other way round); one with
 * neither says nothing, and is left out. A file is offered only when both its name and its file_name are there.
 */
export function mapDataFields(fields: unknown, createdDay: string | null): RequestDataField[] {
  const hide = filesHidden(createdDay);
  return (Array.isArray(fields) ? fields : []).flatMap((raw): RequestDataField[] => {
    const field = fieldsOf<BackendRequestField>(raw);
    const name = textOf(field.name);
    const label = textOf(field.label) ?? name;
    if (!label) return [];
    if (textOf(field.type)?.toLowerCase() === 'file') {
      const fileName = textOf(field.file_name);
      // a file field with nothing stored has nothing to download
      if (hide || !fileName || !name) return [];
      return [{ name, label, value: null, fileName }];
    }
    return [{ name: name ?? label, label, value: fieldValue(field.value), fileName: null }];
  });
}

/** Which case of spec 1 §4 a closed request with an agreement shows; null for any other request. */
export function agreementCase(
  detail: Pick<BackendRequestDetail, 'status' | 'clossing_justification' | 'agreement'> | Loose<BackendRequestDetail>,
): AgreementCase | null {
  const d = fieldsOf<BackendRequestDetail>(detail);
  if (plainStatus(textOf(d.status)) !== CLOSED) return null;
  const justification = (textOf(d.clossing_justification) ?? '').toUpperCase();
  if (justification === REJECTED_JUSTIFICATION) return 'REJECTED';
  if (justification !== APPROVED_JUSTIFICATION || d.agreement === null || typeof d.agreement !== 'object') return null;
  const status = plainStatus(textOf(fieldsOf<BackendAgreement>(d.agreement).status));
  if (status === PAID) return 'DOWN_PAYMENT_REGISTERED';
  return AWAITING_DOWN_PAYMENT.includes(status) ? 'APPROVED' : null;
}

export function mapAgreement(detail: BackendRequestDetail | Loose<BackendRequestDetail>): RequestAgreement | null {
  const d = fieldsOf<BackendRequestDetail>(detail);
  const found = agreementCase(d);
  if (!found) return null;
  const agreement = fieldsOf<BackendAgreement>(d.agreement);
  const currentDebt = readNumber(agreement.current_debt);
  const downPayment = readNumber(agreement.down_payment);
  const payments = readNumber(agreement.payments);
  return {
    case: found,
    validUntil: dayOf(d.agreement_validity),
    currentDebt,
    downPayment,
    payments: payments === null ? null : Math.round(payments),
    balance: currentDebt !== null && downPayment !== null ? currentDebt - downPayment : null,
    response: found === 'REJECTED' ? textOf(d.respuesta) : null,
  };
}

/**
 * A request's detail, each field read alone. `asked` is the id and channel it was asked for by: the answer's own when
 * it gives them, else these (an answer without its id is still that request).
 */
export function mapRequestDetail(
  detail: BackendRequestDetail | Loose<BackendRequestDetail>,
  asked: { id: string; isSalesforce: boolean } = { id: '', isSalesforce: true },
): RequestDetail {
  const d = fieldsOf<BackendRequestDetail>(detail);
  const created = createdAt(d);
  const term = dayOf(d.term);
  const rating = readNumber(d.calificacion);
  const status = textOf(d.status);
  return {
    id: idForm.read(d.id) ?? asked.id,
    isSalesforce: readFlag(d.is_sf) ?? asked.isSalesforce,
    createdAt: created,
    term,
    status,
    line: lineOf(idForm.read(d.bussines_lines_id)),
    lineName: textOf(d.bussines_lines_name),
    typeName: textOf(fieldsOf<{ name: string }>(d.request_type).name) ?? textOf(d.request_type_name),
    patent: textOf(d.patent),
    response: responseShown(term) ? textOf(d.respuesta) : null,
    rating: rating === null || rating < 1 ? null : Math.round(rating),
    canRate: plainStatus(status) === CLOSED && (rating === null || rating < 1),
    fields: mapDataFields(d.data, created?.slice(0, 10) ?? null),
    agreement: mapAgreement(d),
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
