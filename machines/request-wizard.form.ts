import { maxLengthOf, tooLongMessage } from './rules/limits';
import {
  ATTACHMENT_TOO_LARGE,
  atLeast,
  atMost,
  DEFAULT_INSTALMENTS,
  downPayment,
  MAX_ATTACHMENT_BYTES,
  NOT_A_NUMBER,
  NUMBER_TEXT,
} from './rules/request-rules';
import type { FieldError, RequestForm, RequestFormField, RequestValueInput } from './types';

/**
 * Step 3's form as the wizard keeps it (spec 2 §2, §5, §9): the values of the server's field list, the client's
 * checks, and what createRequest and simulateAgreement are sent. Pure, shared by the machine and the UI.
 */

/** An attached file, read as base64 when chosen; `size` is its bytes, checked against the 3 MB limit. */
export interface AttachedFile {
  name: string;
  base64: string;
  size: number;
}

/** A field's value: text (a date as the date input gives it, YYYY-MM-DD), a list (multiple select2), a checkbox, a file. */
export type FieldValue = string | string[] | boolean | AttachedFile | null;

export type FormValues = Record<string, FieldValue>;

export const REQUIRED = 'Campo requerido';

/** A number rule of the field's validations ('max:100' → 100), if it has one. */
export function ruleOf(field: Pick<RequestFormField, 'validations'>, rule: 'min' | 'max'): number | null {
  const found = field.validations.find((v) => v.startsWith(`${rule}:`));
  const n = found === undefined ? NaN : Number(found.slice(rule.length + 1));
  return Number.isFinite(n) ? n : null;
}

/** A text's limit: the length guard's for the field's name, or the field's own 'max:' when shorter (not for numbers). */
export function textMaxLength(field: Pick<RequestFormField, 'name' | 'type' | 'validations'>): number {
  const guard = maxLengthOf(field.name);
  const own = field.type === 'NUMBER' ? null : ruleOf(field, 'max');
  return own !== null && own > 0 ? Math.min(own, guard) : guard;
}

/** Default forms whose step 3 goes through step 4b, the agreement simulation (docs/decisions.md). */
export const AGREEMENT_CODES: readonly string[] = ['C360', 'C361'];

export function isAgreementForm(form: Pick<RequestForm, 'special'> | null): boolean {
  return !!form?.special && AGREEMENT_CODES.includes(form.special);
}

/** A field the wizard draws: a known element, and for inputs a known type. */
export function isSupported(field: Pick<RequestFormField, 'element' | 'type'>): boolean {
  if (field.element === 'UNSUPPORTED') return false;
  return field.element !== 'INPUT' || (field.type !== null && field.type !== 'UNSUPPORTED');
}

export function isFile(value: FieldValue | undefined): value is AttachedFile {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value a field starts with: the server's, or empty. */
function initialValue(field: RequestFormField): FieldValue {
  if (field.type === 'CHECKBOX') return field.value === '1' || field.value === 'true';
  if (field.type === 'FILE') return null;
  if (field.element === 'SELECT2' && field.multiple) return field.value ? field.value.split(',').filter(Boolean) : [];
  if (field.type === 'DATE' && field.value && /^\d{2}-\d{2}-\d{4}$/.test(field.value)) {
    const [day, month, year] = field.value.split('-');
    return `${year}-${month}-${day}`;
  }
  return field.value ?? '';
}

export function initialValues(form: RequestForm): FormValues {
  return Object.fromEntries(form.fields.filter(isSupported).map((f) => [f.name, initialValue(f)]));
}

function isEmpty(value: FieldValue | undefined): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** A number field's own bounds ('min:1', 'max:36'), said as the field's error; null within them or without them. */
function numberError(field: RequestFormField, value: string): string | null {
  if (!NUMBER_TEXT.test(value.trim())) return NOT_A_NUMBER;
  const n = Number(value.trim().replace(',', '.'));
  const [min, max] = [ruleOf(field, 'min'), ruleOf(field, 'max')];
  if (min !== null && n < min) return atLeast(min);
  if (max !== null && n > max) return atMost(max);
  return null;
}

/** The client's checks before sending: required fields, the attachment limit, the length limit, numbers and their bounds. */
export function formErrors(fields: readonly RequestFormField[], values: FormValues): FieldError[] {
  return fields.filter(isSupported).flatMap((field): FieldError[] => {
    const value = values[field.name];
    if (field.required && isEmpty(value)) return [{ field: field.name, message: REQUIRED }];
    if (isFile(value) && value.size > MAX_ATTACHMENT_BYTES) return [{ field: field.name, message: ATTACHMENT_TOO_LARGE }];
    const max = textMaxLength(field);
    if (typeof value === 'string' && value.length > max) return [{ field: field.name, message: tooLongMessage(max) }];
    const wrongNumber = field.type === 'NUMBER' && typeof value === 'string' && value.trim() !== '' ? numberError(field, value) : null;
    return wrongNumber ? [{ field: field.name, message: wrongNumber }] : [];
  });
}

/** YYYY-MM-DD (the date input's) as DD-MM-YYYY (spec 2 §5). */
export function toDayMonthYear(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : iso;
}

/** What the server is sent: every drawn field, dates DD-MM-YYYY, checkboxes '1'/'0', lists, files base64 with their name. */
export function requestValues(fields: readonly RequestFormField[], values: FormValues): RequestValueInput[] {
  return fields.filter(isSupported).map((field): RequestValueInput => {
    const value = values[field.name] ?? null;
    if (field.type === 'CHECKBOX') return { name: field.name, value: value === true ? '1' : '0' };
    if (isFile(value)) return { name: field.name, file: { name: value.name, base64: value.base64 } };
    if (Array.isArray(value)) return { name: field.name, values: value };
    if (typeof value !== 'string') return { name: field.name, value: null };
    return { name: field.name, value: field.type === 'DATE' ? toDayMonthYear(value) : value.trim() };
  });
}

export interface AgreementTerms {
  debt: number;
  percent: number;
  downPayment: number;
  instalments: number;
}

function numberOf(value: FieldValue | undefined): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/**
 * The down payment an agreement form shows before it is simulated (spec 2 §9): the debt the form carries, the
 * percent of field n11 (n0 for the type that uses another percent), ceil(debt × percent / 100), and the instalments
 * of field n12 (12 when the form has none). Null for a form that is not an agreement or has no debt.
 */
export function agreementTerms(form: RequestForm, values: FormValues): AgreementTerms | null {
  if (!isAgreementForm(form) || form.amount == null) return null;
  const names = new Set(form.fields.map((f) => f.name));
  const percent = numberOf(values[names.has('n11') ? 'n11' : 'n0']) ?? 0;
  const instalments = numberOf(values.n12) ?? DEFAULT_INSTALMENTS;
  return { debt: form.amount, percent, downPayment: downPayment(form.amount, percent), instalments };
}
