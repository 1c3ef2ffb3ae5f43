/**
 * Requests, requerimientos (spec 1 §3 Request, Agreement, type tree, §7; spec 2 §3 Request category, type and form
 * field, §7 "Requests"): the person's requests, one request, rating, the down payment, attachments, the type tree,
 * categories with types, form definitions, the agreement simulation, filing, and the meter's payment agreements.
 */
import {
  HttpError,
  addDays,
  chileDateTime,
  failure,
  forbidden,
  invalid,
  list,
  ok,
  okMessage,
  parseDate,
  pdf,
  post,
  type AuthContext,
  type Payload,
  type Reply,
  type Routes,
} from '../kit';
import { mine, myMeter, myVehicle } from '../owned';
import { CATEGORIES, COMPANY_LINE_NAMES, LINE_NAMES, SPECIAL_CODES, TYPES, type FormField, type RequestType } from '../catalogue';
import type { RequestField, RequestRecord } from '../records';

const typeOf = (id: number) => TYPES.find((t) => t.id === id);

/** A request as the lists show it; a company user's requests are written alike. */
export function rowView(r: Omit<RequestRecord, 'personId'>) {
  const type = typeOf(r.type_id)!;
  return {
    id: r.id,
    created_at: r.created_at,
    created_at_date: r.created_at.slice(0, 10),
    term: r.term,
    status: r.status,
    request_type_name: type.label ?? type.code,
    bussines_lines_id: type.business_line_id,
    bussines_lines_name: LINE_NAMES[type.business_line_id] ?? COMPANY_LINE_NAMES[type.business_line_id],
    request_categories_id: type.category_id,
    request_types_id: type.id,
    is_sf: r.is_sf,
    salesForceId: r.salesForceId,
    patent: r.patent,
  };
}

/** One request with its data; company_user_id names the company user who filed it (null for a person's). */
export function detailView(r: Omit<RequestRecord, 'personId'>, company_user_id: number | null = null) {
  const type = typeOf(r.type_id)!;
  return {
    ...rowView(r),
    respuesta: r.respuesta,
    calificacion: r.calificacion,
    request_type: { name: type.label ?? type.code },
    data: r.fields,
    company_user_id,
    clossing_justification: r.clossing_justification,
    agreement_validity: r.agreement_validity,
    agreement: r.agreement,
  };
}

function myRequest(context: AuthContext): RequestRecord {
  const id = context.payload.int('request_id');
  const is_sf = context.payload.optInt('is_sf', 0, 1);
  const found = context.world.requests.find(
    (r) => r.id === id && r.personId === context.person.id && (is_sf === null || r.is_sf === is_sf),
  );
  if (!found) throw forbidden('este requerimiento');
  return found;
}

/** The service a request is for, checked against the type's line: a plate for autogas, a client id otherwise. */
function target(context: AuthContext, type: RequestType): { client_id: number | null; patent: string | null; client_cod: string | null } {
  const own = mine(context);
  if (type.business_line_id === 5) {
    const { account, vehicle } = myVehicle(context, context.payload.text('patent'));
    return { client_id: account.client_id, patent: vehicle.patent, client_cod: vehicle.client_cod };
  }
  const id = context.payload.int('client_id');
  const found =
    type.business_line_id === 1
      ? own.meters.find((m) => m.client_id === id)
      : type.business_line_id === 3
        ? own.housing.find((h) => h.client_id === id)
        : own.cylinders.find((c) => c.client_id === id);
  if (!found) throw forbidden('este cliente');
  return { client_id: id, patent: null, client_cod: found.client_cod };
}

function requestType(context: AuthContext): RequestType {
  const type = typeOf(context.payload.int('request_type_id'));
  if (!type) throw invalid('request_type_id', 'El tipo de requerimiento no existe.');
  return type;
}

/** What an agreement simulation is worth: the meter's unpaid bills (C360) or its Ley 21.340 debt (C361). */
function amountOf(context: AuthContext, type: RequestType, client_id: number | null): number | null {
  const meter = mine(context).meters.find((m) => m.client_id === client_id);
  if (!meter) return null;
  if (type.code === 'C360') return meter.bills.filter((b) => !b.paid).reduce((total, b) => total + b.amount, 0);
  if (type.code === 'C361') return meter.law_debt;
  return null;
}

function inProgress(context: AuthContext, type: RequestType, client_id: number | null): boolean {
  return context.world.requests.some(
    (r) => r.personId === context.person.id && r.type_id === type.id && r.client_id === client_id && r.status !== 'Cerrado',
  );
}

const IN_PROGRESS = 'Ya cuentas con una solicitud de este tipo que está en curso. Te contactaremos a la brevedad.';

/** The form values of a payload, checked against the type's fields; errors by field name (first message shown). */
function formValues(context: AuthContext, form: FormField[]): { fields: RequestField[]; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const fields: RequestField[] = [];
  for (const field of form) {
    const raw = context.payload.raw[field.name];
    const rules = field.validations.split('|');
    const blank = raw === undefined || raw === null || raw === '' || (Array.isArray(raw) && !raw.length);
    if (blank) {
      if (rules.includes('required')) errors[field.name] = ['Campo requerido'];
      fields.push({ label: field.label, name: field.name, type: field.type, element: field.element, value: null });
      continue;
    }
    if (field.type === 'file') {
      const file = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
      const name = typeof file.name === 'string' ? file.name : typeof file.file_name === 'string' ? file.file_name : '';
      const base64 = typeof file.base64 === 'string' ? file.base64 : typeof raw === 'string' ? raw : '';
      if (!name || !base64) errors[field.name] = ['El archivo debe llevar su nombre y su contenido en base64.'];
      else if (Math.floor((base64.replace(/^data:[^,]*,/, '').length * 3) / 4) > 3_072_000)
        errors[field.name] = ['El tamaño del archivo seleccionado supera lo permitido (3MB)'];
      fields.push({ label: field.label, name: field.name, type: field.type, element: field.element, value: null, file_name: name || null });
      continue;
    }
    const value = Array.isArray(raw) ? raw.map(String) : String(raw).trim();
    const text = Array.isArray(value) ? value.join(',') : value;
    const max = rules.find((rule) => rule.startsWith('max:'));
    if (max && text.length > Number(max.slice(4))) errors[field.name] = [`Máximo ${max.slice(4)} caracteres.`];
    if (rules.includes('digits:9') && !/^\d{9}$/.test(text)) errors[field.name] = ['Teléfono debe contener 9 dígitos'];
    if (field.type === 'date' && !parseDate(text)) errors[field.name] = ['La fecha no es válida.'];
    if (field.options.length && !(Array.isArray(value) ? value : [value]).every((v) => field.options.some((o) => o.value === v)))
      errors[field.name] = ['Selecciona una opción de la lista.'];
    fields.push({
      label: field.label,
      name: field.name,
      type: field.type,
      element: field.element,
      value: field.type === 'date' ? parseDate(text) : value,
    });
  }
  return { fields, errors };
}

/** The instalment of an agreement: the debt less its down payment, in equal whole-peso instalments without interest. */
function simulate(amount: number, percent: number, payments: number) {
  const down_payment = Math.ceil((amount * percent) / 100);
  return { current_debt: amount, down_payment, payments, cuota: Math.round((amount - down_payment) / payments) };
}

/** The requests of `own` that pass the list's filters (spec 1 §7), newest first. */
export function listed(payload: Payload, own: Array<Omit<RequestRecord, 'personId'>>) {
  const from = payload.has('start_date') ? payload.date('start_date') : null;
  const to = payload.has('end_date') ? payload.date('end_date') : null;
  const typeId = payload.optInt('request_type_id');
  const line = payload.optInt('business_line_id');
  const category = payload.optInt('request_category_id');
  return own
    .map(rowView)
    .filter(
      (r) =>
        (!from || r.created_at_date >= from) &&
        (!to || r.created_at_date <= to) &&
        (!typeId || r.request_types_id === typeId) &&
        (!line || r.bussines_lines_id === line) &&
        (!category || r.request_categories_id === category),
    )
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** The file a request's field holds, by the field's name. */
export function attachmentOf(request: Omit<RequestRecord, 'personId'>, name: string): Reply {
  const field = request.fields.find((f) => f.name === name && f.file_name);
  if (!field?.file_name) throw new HttpError(404, 'El archivo no existe.');
  return pdf(field.file_name, `Adjunto del requerimiento ${request.id}: ${field.file_name}`);
}

/** The type tree of the lines `lines` names (spec 1 §3): service > categorias > tipos_solicitudes. */
export function typeTree(lines: Record<number, string>) {
  return Object.entries(lines).map(([id, servicio]) => ({
    id: Number(id),
    servicio,
    categorias: CATEGORIES.filter((category) => category.business_line_id === Number(id)).map((category) => ({
      id: category.id,
      categoria: category.name,
      tipos_solicitudes: TYPES.filter((t) => t.category_id === category.id).map((t) => ({ id: t.id, tipo_solicitud: t.label ?? t.code })),
    })),
  }));
}

const truthy = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

export const routes: Routes = {
  '/request/list': post((c) =>
    ok(
      listed(
        c.payload,
        c.world.requests.filter((r) => r.personId === c.person.id),
      ),
    ),
  ),

  '/request/get': post((c) => ok(detailView(myRequest(c)))),

  '/request/rate': post((c) => {
    const request = myRequest(c);
    const calificacion = c.payload.optInt('calificacion');
    const comentario = c.payload.optText('comentario');
    const errors: Record<string, string[]> = {};
    if (calificacion === null || calificacion < 1 || calificacion > 5)
      errors.calificacion = ['La calificación debe ser de 1 a 5 estrellas.'];
    if (comentario && comentario.length > 500) errors.comentario = ['El comentario admite hasta 500 caracteres.'];
    if (Object.keys(errors).length) return failure('Revisa la calificación.', errors);
    if (request.status !== 'Cerrado' || request.calificacion !== null) return failure('Este requerimiento no se puede calificar.');
    request.calificacion = calificacion;
    request.comentario = comentario;
    return okMessage('Gracias por calificar la atención.');
  }),

  '/request/create/down_payment': post((c) => {
    const request = myRequest(c);
    const payable = ['Pendiente creación SAP', 'Error anulación', 'Creado SAP', 'Anulado'];
    if (
      !request.agreement ||
      request.status !== 'Cerrado' ||
      request.clossing_justification !== 'Z0000001' ||
      !payable.includes(request.agreement.status)
    )
      return failure('Este convenio no tiene un pie por pagar.');
    if (request.agreement_validity && request.agreement_validity < c.world.today) return failure('La aprobación del convenio ya venció.');
    return okMessage('Te llevamos al portal de pagos para pagar el pie.', {
      data: { meter_contract_id: request.agreement.meter_contract_id, down_payment: request.agreement.down_payment },
    });
  }),

  '/request/file': post((c) => attachmentOf(myRequest(c), c.payload.text('name'))),

  '/request/type/tree': post(() => ok(typeTree(LINE_NAMES))),

  '/request/type/ids': post((c) => {
    const code = c.payload.text('crm_type_id').toUpperCase();
    const type = TYPES.find((t) => t.code === code);
    if (!type) return failure('No existe un tipo de requerimiento con ese código.');
    return ok({ request_category_id: type.category_id, request_type_id: type.id, business_line_id: type.business_line_id });
  }),

  '/request/category/list': post((c) => {
    const line = c.payload.int('business_line_id');
    if (!LINE_NAMES[line]) throw invalid('business_line_id', 'La línea de negocio debe ser 1, 3, 4 o 5.');
    const own = mine(c);
    const has = { 1: own.meters.length, 3: own.housing.length, 4: own.cylinders.length, 5: own.vehicles.length }[line as 1 | 3 | 4 | 5];
    if (!has)
      return {
        status: 200,
        json: { status: 'disabled', message: `No tienes servicios de ${LINE_NAMES[line]} asociados para ingresar requerimientos.` },
      };
    return ok(
      CATEGORIES.filter((category) => category.business_line_id === line).map((category) => ({
        id: category.id,
        name: category.name,
        request_types: TYPES.filter((t) => t.category_id === category.id).map((t) =>
          t.label === null ? { id: t.id, description: t.code } : { id: t.id, description: t.code, description_front: t.label },
        ),
      })),
    );
  }),

  '/request/type/get': post((c) => {
    const type = requestType(c);
    const { client_id } = target(c, type);
    if (type.code === 'C321' && inProgress(c, type, client_id)) return failure(IN_PROGRESS);
    return ok({
      form: type.form,
      description: type.explanation,
      special: SPECIAL_CODES.has(type.code) ? type.code : null,
      amount: amountOf(c, type, client_id),
    });
  }),

  '/request/validate': post((c) => {
    const type = requestType(c);
    const { client_id } = target(c, type);
    if (type.code !== 'C360' && type.code !== 'C361') return failure('Este tipo de requerimiento no tiene simulación.');
    const { errors } = formValues(c, type.form);
    if (Object.keys(errors).length) return failure('Revisa los datos del convenio.', errors);
    const amount = amountOf(c, type, client_id) ?? 0;
    if (amount <= 0) return failure('El cliente seleccionado no registra deuda.');
    const percent = type.code === 'C360' ? c.payload.int('n11', 0, 100) : 0;
    return ok(simulate(amount, percent, c.payload.int('n12', 1, 48)));
  }),

  '/request/create-sf': post((c) => {
    const type = requestType(c);
    const { client_id, patent, client_cod } = target(c, type);
    const { fields, errors } = formValues(c, type.form);
    if (type.code === 'C360') {
      if (!truthy(c.payload.raw.check_address)) errors.check_address = ['Debes confirmar tu dirección.'];
      if (!truthy(c.payload.raw.check_term_conditions)) errors.check_term_conditions = ['Debes aceptar los términos y condiciones.'];
    }
    if (Object.keys(errors).length) return failure('Revisa los datos ingresados.', errors);
    if (type.code === 'C321' && inProgress(c, type, client_id)) return failure(IN_PROGRESS);
    const amount = amountOf(c, type, client_id);
    const id = c.world.next('request');
    const salesForceId = `5003k00002Sv${String(id).padStart(6, '0')}`;
    const agreement =
      type.code === 'C360' && amount
        ? {
            ...simulate(amount, c.payload.int('n11', 0, 100), c.payload.int('n12', 1, 48)),
            status: 'PENDIENTE APROBACIÓN',
            meter_contract_id: client_cod ?? '',
          }
        : null;
    c.world.requests.push({
      id,
      personId: c.person.id,
      created_at: chileDateTime(c.world.now()),
      term: addDays(c.world.today, 5),
      status: 'Abierto',
      respuesta: null,
      calificacion: null,
      comentario: null,
      type_id: type.id,
      client_id,
      patent,
      fields,
      is_sf: 1,
      salesForceId,
      clossing_justification: null,
      agreement_validity: null,
      agreement: agreement && {
        current_debt: agreement.current_debt,
        down_payment: agreement.down_payment,
        payments: agreement.payments,
        status: agreement.status,
        meter_contract_id: agreement.meter_contract_id,
      },
    });
    return okMessage('Requerimiento enviado con éxito', { data: { id, salesForceId } });
  }),

  '/request/agreements/list': post((c) => {
    const meter = myMeter(c, c.payload.text('contract_code'));
    return list(
      meter.agreements.map((a) => ({
        id: a.id,
        created_at: a.created_at,
        request_crm_id: a.request_crm_id,
        current_debt: a.current_debt,
        down_payment: a.down_payment,
        payments: a.payments,
        status: a.status,
        is_agreement_valid: a.is_agreement_valid,
      })),
      'No registras convenios de pago.',
    );
  }),

  '/request/agreements/detail': post((c) => {
    const id = c.payload.int('agreements_id');
    const meter = mine(c).meters.find((m) => m.agreements.some((a) => a.id === id));
    const agreement = meter?.agreements.find((a) => a.id === id);
    if (!meter || !agreement) throw forbidden('este convenio');
    return ok({
      meter_contract_id: meter.client_cod,
      sap_check_number: agreement.sap_check_number,
      agreement_sap_creation_time: agreement.agreement_sap_creation_time,
      agreement_meter_id: agreement.agreement_meter_id,
      dues: agreement.dues,
    });
  }),
};
