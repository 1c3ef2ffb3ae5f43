import {
  ATTACHMENT_TOO_LARGE,
  attachmentTypeError,
  base64Bytes,
  DEFAULT_INSTALMENTS,
  downPayment,
  MAX_ATTACHMENT_BYTES,
} from '../../machines/rules/request-rules';
import type {
  AgreementSimulation,
  AgreementSimulationPayload,
  BusinessLine,
  FieldError,
  RequestCategories,
  RequestFieldElement,
  RequestFieldType,
  RequestForm,
  RequestFormField,
  RequestFormOption,
  RequestInput,
  RequestPayload,
  RequestType,
  RequestTypeRef,
  RequestValueInput,
} from '../../schema/generated/types';
import { gatewayError, toGraphQLError } from '../backend/client';
import type { FormValues, RequestTarget, RestAnswer } from '../backend/contract';
import { BackendError } from '../backend/errors';
import { formErrors, type FieldValue, type FormValues as WizardValues } from '../../machines/request-wizard.form';
import { idForm, readFlag, readNumber } from '../backend/forms';

/** The backend's business line ids (spec 1 §1). */
export const LINE_ID: Record<BusinessLine, number> = {
  METER: 1,
  INSTITUTIONAL_CYLINDER: 2,
  BULK: 3,
  CYLINDER: 4,
  AUTOGAS: 5,
  INDUSTRIAL_BULK: 6,
  ELECTRICITY: 7,
};

export const REQUEST_SENT = 'Requerimiento enviado con éxito';
export const UNEXPECTED_ERROR = 'Ha ocurrido un error inesperado,por favor intente más tarde.';
export const CLIENT_REQUIRED = 'Debes seleccionar un cliente';
export const FILE_WITHOUT_NAME = 'El archivo debe tener nombre';
export const BAD_FILE = 'El archivo seleccionado no es válido';
export const BAD_FIELD = 'Campo no válido';
const DEFAULT_ERROR = 'En este momento no es posible obtener la información. Por favor intenta más tarde';
const DISABLED_DEFAULT = 'Los requerimientos de este servicio no están disponibles en este momento.';

type Loose = Record<string, unknown>;

const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;

/** An answer that is not the shape the contract promises: the block fails with the usual message, never blank. */
function malformed(path: string): never {
  throw toGraphQLError(new BackendError('MALFORMED', path, 200, 'Respuesta inválida del servicio'));
}

/** An error status where data was expected: the block fails, with the server's message when it gives one. */
function failed(path: string, answer: RestAnswer): never {
  throw gatewayError('BACKEND_UNAVAILABLE', answer.message?.trim() || DEFAULT_ERROR, { reason: 'ERROR_STATUS', path });
}

const idOf = (value: unknown, path: string): string => idForm.read(value) ?? malformed(path);

/** Trimmed text, or null when empty or unreadable. */
const shown = (value: unknown): string | null => textOf(value)?.trim() || null;

/** A CRM request code (C321, C325, MC0501): what identifies a type, not a name to show anyone. */
const REQUEST_CODE = /^[A-Z]{1,3}\d{2,6}$/i;
export const isBareCode = (text: string): boolean => REQUEST_CODE.test(text.trim());

/**
 * A request type (spec 2 §3: id, description, description_front). Its label is description_front, the text meant for
 * the front; without it, its description or name, unless that is a bare code (C321), which is no label: then null (the
 * wizard shows a dash). A description that is a code stays the backend's: the lookup by code (C325, C361, C321,
 * /request/type/ids) finds the type by it. One that is text and not the label is shown under the type once chosen.
 */
export function mapRequestType(type: Record<string, unknown>, id: string): RequestType {
  const front = shown(type.description_front);
  const description = shown(type.description);
  const name = shown(type.name);
  const readable = [description, name].find((text): text is string => text !== null && !isBareCode(text)) ?? null;
  const label = front ?? readable;
  return {
    id,
    name: label,
    description: readable !== null && readable !== label ? readable : null,
  };
}

/**
 * /request/category/list: the categories with their types, or the message of a line the server has disabled. A
 * category or type without its id cannot be chosen, and is left out; a list in another envelope fails the block.
 */
export function mapCategories(answer: RestAnswer, path = '/request/category/list'): RequestCategories {
  if (answer.status === 'disabled') return { disabledMessage: answer.message?.trim() || DISABLED_DEFAULT, categories: [] };
  if (answer.status === 'empty') return { disabledMessage: null, categories: [] };
  if (answer.status === 'error') return failed(path, answer);
  if (answer.data === undefined || answer.data === null) return { disabledMessage: null, categories: [] };
  if (!Array.isArray(answer.data)) return malformed(path);
  const categories = answer.data.flatMap((category: unknown) => {
    if (!isRecord(category)) return [];
    const id = idForm.read(category.id);
    if (id === null) return [];
    const types: unknown = category.request_types ?? [];
    if (!Array.isArray(types)) return malformed(path);
    return [
      {
        id,
        name: shown(category.name) ?? shown(category.categoria),
        types: types.flatMap((type: unknown) => {
          const typeId = isRecord(type) ? idForm.read(type.id) : null;
          return isRecord(type) && typeId !== null ? [mapRequestType(type, typeId)] : [];
        }),
      },
    ];
  });
  return { disabledMessage: null, categories };
}

const ELEMENTS: Record<string, RequestFieldElement> = { input: 'INPUT', select: 'SELECT', select2: 'SELECT2', textarea: 'TEXTAREA' };
const TYPES: Record<string, RequestFieldType> = {
  text: 'TEXT',
  number: 'NUMBER',
  email: 'EMAIL',
  file: 'FILE',
  date: 'DATE',
  checkbox: 'CHECKBOX',
};

/** Options as a list of {value, label}, of {id, name}, of plain texts, or an object value → label. */
export function mapOptions(options: unknown): RequestFormOption[] {
  if (isRecord(options))
    return Object.entries(options).flatMap(([value, label]) => (textOf(label) !== null ? [{ value, label: String(label) }] : []));
  if (!Array.isArray(options)) return [];
  return options.flatMap((option: unknown) => {
    const plain = textOf(option);
    if (plain !== null) return [{ value: plain, label: plain }];
    if (!isRecord(option)) return [];
    const value = textOf(option.value) ?? textOf(option.id);
    const label = textOf(option.label) ?? textOf(option.name) ?? textOf(option.description) ?? value;
    return value !== null && label !== null ? [{ value, label }] : [];
  });
}

/** 'required|max:100' → required, and the other rules as written. A list of rules is read the same way. */
export function parseValidations(validations: unknown): { required: boolean; validations: string[] } {
  const rules = (
    Array.isArray(validations)
      ? validations.filter((v) => typeof v === 'string')
      : typeof validations === 'string'
        ? validations.split('|')
        : []
  )
    .map((rule) => rule.trim())
    .filter(Boolean);
  return { required: rules.includes('required'), validations: rules.filter((rule) => rule !== 'required') };
}

/** A field that can be filled: one with its name (the value is sent under it); others are left out of the form. */
export const hasName = (field: unknown): boolean => isRecord(field) && shown(field.name) !== null;

/** One field of a form definition; an element or type the wizard does not know is UNSUPPORTED, shown as such. */
export function mapField(field: unknown, path = '/request/type/get'): RequestFormField {
  if (!isRecord(field)) return malformed(path);
  const name = shown(field.name);
  if (name === null) return malformed(path);
  const element =
    ELEMENTS[
      String(field.element ?? '')
        .trim()
        .toLowerCase()
    ] ?? 'UNSUPPORTED';
  const rawType = textOf(field.type)?.trim().toLowerCase() ?? '';
  // an input with no type is a text input, as in HTML; selects and textareas have none
  const type = element === 'INPUT' ? (TYPES[rawType || 'text'] ?? 'UNSUPPORTED') : null;
  const flag = (value: unknown) => readFlag(value) ?? false;
  return {
    name,
    label: shown(field.label) ?? name,
    element,
    type,
    options: element === 'SELECT' || element === 'SELECT2' || element === 'UNSUPPORTED' ? mapOptions(field.options) : [],
    ...parseValidations(field.validations),
    multiple: element === 'SELECT2' && flag(field.multiple),
    hideTitle: flag(field.hidetitle),
    placeAlone: flag(field.placealone),
    value: textOf(field.value),
  };
}

/** /request/type/get: data.form, description, special, amount (read beside data too, where a backend puts them). */
export function mapForm(answer: RestAnswer, path = '/request/type/get'): RequestForm {
  if (answer.status === 'empty') return { description: answer.message ?? null, special: null, amount: null, fields: [] };
  if (answer.status === 'error') return failed(path, answer);
  if (!isRecord(answer.data)) return malformed(path);
  const data = answer.data;
  const top = answer as Loose;
  const form = data.form ?? [];
  if (!Array.isArray(form)) return malformed(path);
  return {
    description: shown(data.description ?? top.description),
    special: shown(data.special ?? top.special)?.toUpperCase() ?? null,
    amount: readNumber(data.amount ?? top.amount),
    // a field without its name could not be filed: it is left out, the rest of the form shows
    fields: form.filter(hasName).map((field: unknown) => mapField(field, path)),
  };
}

/** /request/type/ids: the category and type of a request code; null when the backend knows no such code. */
export function mapTypeRef(answer: RestAnswer, path = '/request/type/ids'): RequestTypeRef | null {
  if (answer.status === 'empty' || (answer.status === 'ok' && answer.data == null)) return null;
  if (answer.status !== 'ok') return failed(path, answer);
  if (!isRecord(answer.data)) return malformed(path);
  const data = answer.data;
  return {
    categoryId: idOf(data.request_category_id ?? data.category_id, path),
    typeId: idOf(data.request_type_id ?? data.type_id, path),
  };
}

/** The texts of a data: URL's prefix, which the backend does not take. */
const withoutDataUrl = (base64: string) => base64.replace(/^data:[^,]*,/, '');
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A form value as the backend takes it (spec 2 §5): a file as {name, base64}, a multiple select2 as a list, a
 * date DD-MM-YYYY (a date sent YYYY-MM-DD is turned round), any other text as it is (checkboxes '1'/'0').
 */
export function toRestValue(value: RequestValueInput): FormValues[string] {
  if (value.file) return { name: value.file.name.trim(), base64: withoutDataUrl(value.file.base64) };
  if (value.values) return [...value.values];
  if (value.value === null || value.value === undefined) return null;
  const iso = ISO_DAY.exec(value.value);
  return iso ? `${iso[3]}-${iso[2]}-${iso[1]}` : value.value;
}

const RESERVED = new Set(['client_id', 'patent', 'request_type_id', 'token', 'check_address', 'check_term_conditions']);
const FIELD_NAME = /^[A-Za-z0-9_.[\]-]+$/;
const BASE64 = /^[A-Za-z0-9+/\s]*={0,2}\s*$/;

/** The request type id as the backend takes it; a caller's id that is no number is bad input. */
export function requestTypeId(typeId: string): number {
  const id = Number(typeId);
  if (!/^\d+$/.test(typeId.trim()) || !Number.isSafeInteger(id) || id <= 0)
    throw gatewayError('BAD_USER_INPUT', 'Tipo de requerimiento no válido');
  return id;
}

/**
 * What the gateway can check of a filed form without its definition, as the client does: the attachment's size
 * (spec 2 §9) and name, and that each value names one field once. With the definition: `definitionErrors`.
 */
export function requestInputErrors(input: RequestInput): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (const value of input.values) {
    const given = [value.value, value.values, value.file].filter((v) => v !== null && v !== undefined).length;
    if (!FIELD_NAME.test(value.name) || RESERVED.has(value.name) || seen.has(value.name) || given > 1) {
      errors.push({ field: value.name, message: BAD_FIELD });
    } else if (value.file) {
      const base64 = withoutDataUrl(value.file.base64);
      if (!value.file.name.trim()) errors.push({ field: value.name, message: FILE_WITHOUT_NAME });
      else if (base64Bytes(base64) > MAX_ATTACHMENT_BYTES) errors.push({ field: value.name, message: ATTACHMENT_TOO_LARGE });
      else if (!BASE64.test(base64)) errors.push({ field: value.name, message: BAD_FILE });
    }
    seen.add(value.name);
  }
  return errors;
}

/** A filed value as the wizard held it (the inverse of its requestValues): a checkbox ticked, a list, a file's size. */
function heldValue(field: RequestFormField, value: RequestValueInput | undefined): FieldValue {
  if (!value) return null;
  if (field.type === 'CHECKBOX') return value.value === '1';
  if (value.file) return { name: value.file.name, base64: value.file.base64, size: base64Bytes(withoutDataUrl(value.file.base64)) };
  return value.values ?? value.value ?? null;
}

/**
 * The client's step-3 checks (machines/request-wizard.form.ts formErrors: required fields, each field's own 'max:'),
 * run again on the values as filed against the form's definition, and the check its file input makes when a file is
 * chosen: PDF or a picture unless the field's 'mimes:' says otherwise, by name and by content
 * (machines/rules/request-rules.ts attachmentTypeError).
 */
export function definitionErrors(fields: readonly RequestFormField[], input: RequestInput): FieldError[] {
  const filed = new Map(input.values.map((value) => [value.name, value]));
  const values: WizardValues = Object.fromEntries(fields.map((field) => [field.name, heldValue(field, filed.get(field.name))]));
  const errors = formErrors(fields, values);
  for (const field of fields) {
    const file = field.type === 'FILE' ? filed.get(field.name)?.file : null;
    if (!file || errors.some((error) => error.field === field.name)) continue;
    const wrongType = attachmentTypeError(file.name.trim(), withoutDataUrl(file.base64), field.validations);
    if (wrongType) errors.push({ field: field.name, message: wrongType });
  }
  return errors;
}

/** The request's target: a client for every line but autogas, which goes by plate (spec 2 §2 step 1). */
export function targetErrors(input: RequestInput): string | null {
  return input.line === 'AUTOGAS' ? (input.patent?.trim() ? null : CLIENT_REQUIRED) : input.clientId != null ? null : CLIENT_REQUIRED;
}

/** The client a request is about: the chosen one, none for autogas (which goes by plate). */
export const targetClientId = (input: RequestInput): number | null => (input.line === 'AUTOGAS' ? null : (input.clientId ?? null));

/** The body of /request/create-sf and /request/validate: the form's values under their names, then the target. */
export function toRequestPayload(input: RequestInput): RequestTarget & FormValues {
  const values: FormValues = Object.fromEntries(input.values.map((value) => [value.name, toRestValue(value)]));
  const checks: FormValues = {};
  if (input.checkAddress != null) checks.check_address = input.checkAddress ? 1 : 0;
  if (input.checkTermConditions != null) checks.check_term_conditions = input.checkTermConditions ? 1 : 0;
  return {
    ...values,
    ...checks,
    client_id: targetClientId(input),
    patent: input.line === 'AUTOGAS' ? (input.patent?.trim().toUpperCase() ?? null) : null,
    request_type_id: requestTypeId(input.typeId),
  };
}

/** The first message of each field, under the form field's own name (the backend's, which the form uses too). */
export function fieldErrorsOf(errors: unknown): FieldError[] {
  if (!isRecord(errors)) return [];
  return Object.entries(errors).flatMap(([field, messages]) => {
    const first = Array.isArray(messages) ? textOf(messages[0]) : textOf(messages);
    return first ? [{ field, message: first }] : [];
  });
}

/** /request/create-sf: 'Requerimiento enviado con éxito' (or the server's message), else its errors by field. */
export function requestPayload(answer: RestAnswer): RequestPayload {
  if (answer.status === 'ok') {
    const id = isRecord(answer.data) ? textOf(answer.data.id) : null;
    return { ok: true, message: answer.message?.trim() || REQUEST_SENT, fieldErrors: [], requestId: id };
  }
  const fieldErrors = fieldErrorsOf(answer.errors);
  return { ok: false, message: answer.message?.trim() || (fieldErrors.length ? null : UNEXPECTED_ERROR), fieldErrors, requestId: null };
}

const numberIn = (value: unknown): number | null => readNumber(value);

/** Whether a /request/validate answer names the debt itself; without it the form definition's amount is read. */
export function simulationNamesDebt(answer: RestAnswer): boolean {
  const data: unknown = answer.data;
  return isRecord(data) && numberIn(data.amount ?? data.debt ?? data.deuda) !== null;
}

/**
 * The agreement's numbers as /request/validate answers them (spec 2 §7: it returns cuota); what it leaves out comes
 * from the form: the debt is the form definition's amount, the percent and instalments its fields (spec 2 §9).
 */
export function mapSimulation(
  data: unknown,
  input: RequestInput,
  formAmount: number | null = null,
  path = '/request/validate',
): AgreementSimulation {
  if (!isRecord(data)) return malformed(path);
  const cuota = numberIn(data.cuota);
  const debt = numberIn(data.amount ?? data.debt ?? data.deuda) ?? formAmount;
  if (cuota === null || debt === null) return malformed(path);
  const formNumber = (name: string) => numberIn(input.values.find((v) => v.name === name)?.value);
  const percent = numberIn(data.percent) ?? formNumber('n11') ?? formNumber('n0') ?? 0;
  const instalments = numberIn(data.instalments ?? data.cuotas) ?? formNumber('n12') ?? DEFAULT_INSTALMENTS;
  return {
    debt,
    downPaymentPercent: percent,
    downPayment: numberIn(data.down_payment ?? data.pie) ?? downPayment(debt, percent),
    instalments: Math.round(instalments),
    instalmentAmount: Math.round(cuota),
    interestFree: readFlag(data.interest_free) ?? true,
  };
}

/** /request/validate: the simulation when the server computed it, and its errors by field (the confirmations among them). */
export function simulationPayload(answer: RestAnswer, input: RequestInput, formAmount: number | null = null): AgreementSimulationPayload {
  const fieldErrors = fieldErrorsOf(answer.errors);
  const simulation = answer.data === undefined || answer.data === null ? null : mapSimulation(answer.data, input, formAmount);
  if (answer.status === 'ok') {
    if (!simulation) return malformed('/request/validate');
    return { ok: true, message: answer.message?.trim() || null, fieldErrors: [], simulation };
  }
  return {
    ok: false,
    message: answer.message?.trim() || (fieldErrors.length ? null : UNEXPECTED_ERROR),
    fieldErrors,
    simulation,
  };
}
