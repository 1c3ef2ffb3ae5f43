import type { FieldError } from '../types';
import { ATTACHMENT_TOO_LARGE, MAX_ATTACHMENT_BASE64 } from './request-rules';

/**
 * The longest text each kind of field takes (DESIGN.md: every string a user sends has a length limit). The
 * client sets them as maxLength and checks them, the gateway refuses longer values before any backend call,
 * and the fixture backend refuses them too. The spec states only the phone's 9; the rest are what the values
 * can be: an e-mail address is at most 254 characters (RFC 5321), a RUT with its dots and dash 12, a patent 8.
 */
export const MAX_LENGTH = {
  name: 60,
  lastName: 60,
  email: 254,
  phone: 9,
  rut: 12,
  password: 64,
  region: 10,
  commune: 60,
  street: 100,
  number: 10,
  /** depto., second numbering, house number */
  dept: 10,
  clientCode: 20,
  contractCode: 20,
  meterSerial: 20,
  patent: 8,
  orderNumber: 20,
  companyCode: 20,
  /** a quote's purchase order, as SAP keeps it (BSTKD, 35 characters) */
  purchaseOrder: 35,
  /** a payment method's code (Envasado Institucional's quotes) */
  paymentCode: 20,
  /** a material's code: SAP's material number is 18 characters, 40 in S/4HANA */
  materialCode: 40,
  /** a current-account document's number, and its year */
  documentNumber: 20,
  year: 4,
  /** e-mail verification and external sign-in codes */
  code: 128,
  search: 100,
  comment: 500,
  date: 10,
  /** a Google ID token is a JWT of a kilobyte or two */
  googleToken: 4096,
  url: 2048,
  /** a geocoding query: street, number, commune, region and country */
  place: 300,
  /** a request form's long text (a description, an observation): a textarea's worth */
  longText: 2000,
  /** an attachment's file name */
  fileName: 255,
  /** an attachment's base64 (3 MB once decoded, spec 2 §9), with room for a data: URL's prefix */
  attachment: MAX_ATTACHMENT_BASE64 + 128,
} as const;

export type LimitedKind = keyof typeof MAX_LENGTH;

/** Any other text a caller sends: no field of the portal needs more. */
export const DEFAULT_MAX_LENGTH = 255;

/** Which kind each field is, by every name it goes by: the forms' and GraphQL's, and the REST backend's. */
const KIND_OF: Record<string, LimitedKind> = {
  name: 'name',
  lastName: 'lastName',
  last_name: 'lastName',
  email: 'email',
  emailConfirmation: 'email',
  email_confirmation: 'email',
  seccond_email: 'email',
  phone: 'phone',
  rut: 'rut',
  dni: 'rut',
  password: 'password',
  passwordConfirmation: 'password',
  password_confirmation: 'password',
  currentPassword: 'password',
  current_password: 'password',
  region: 'region',
  region_code: 'region',
  commune: 'commune',
  comune: 'commune',
  comuna: 'commune',
  street: 'street',
  number: 'number',
  dept: 'dept',
  client_dept: 'dept',
  house: 'dept',
  second_numbering: 'dept',
  clientCode: 'clientCode',
  client_cod: 'clientCode',
  client_code: 'clientCode',
  contractCode: 'contractCode',
  contract_cod: 'contractCode',
  contract_number: 'contractCode',
  meter_cod: 'meterSerial',
  patent: 'patent',
  patents: 'patent',
  order_number: 'orderNumber',
  orderNumber: 'orderNumber',
  quote_number: 'orderNumber',
  quoteNumber: 'orderNumber',
  invoice_sheet: 'orderNumber',
  purchase_order: 'purchaseOrder',
  purchaseOrder: 'purchaseOrder',
  payment_code: 'paymentCode',
  paymentCode: 'paymentCode',
  material_code: 'materialCode',
  materialCode: 'materialCode',
  doc_number: 'documentNumber',
  docNumber: 'documentNumber',
  doc_year: 'year',
  docYear: 'year',
  /** a quote's attachment as base64 (quote/create's file, spec 3 §7); a FileInput's base64 is checked as a file */
  file: 'attachment',
  company_code: 'companyCode',
  code: 'code',
  validate: 'code',
  verify_email_token: 'code',
  value: 'search',
  commentary: 'comment',
  comment: 'comment',
  comentario: 'comment',
  reason: 'comment',
  start_date: 'date',
  end_date: 'date',
  start_day: 'date',
  end_day: 'date',
  googleToken: 'googleToken',
  google_token: 'googleToken',
  profilePicture: 'url',
  profile_picture: 'url',
};

/**
 * A request form's fields are named by the backend's form definition: one the table does not know whose name
 * says it holds a long text (descripcion, observacion, detalle…) takes a textarea's worth.
 */
const LONG_TEXT_NAME = /descrip|observ|detalle|mensaje|glosa|relato/i;

/** The limit of a field by any of its names; a name the table does not know gets the default. */
export function maxLengthOf(field: string): number {
  const kind = KIND_OF[field] ?? (LONG_TEXT_NAME.test(field) ? 'longText' : undefined);
  return kind ? MAX_LENGTH[kind] : DEFAULT_MAX_LENGTH;
}

/** The value of a search by code, serial, RUT or patent (the linking screens' one text field). */
export function searchValueMax(by: string): number {
  const kind: LimitedKind =
    by === 'RUT'
      ? 'rut'
      : by === 'PATENT'
        ? 'patent'
        : by === 'METER_SERIAL'
          ? 'meterSerial'
          : by === 'CONTRACT_CODE'
            ? 'contractCode'
            : 'clientCode';
  return MAX_LENGTH[kind];
}

export const tooLongMessage = (max: number) => `Máximo ${max} caracteres`;

/** A field error for each value longer than its field's limit (an absent value is not checked). */
export function lengthErrors(values: object): FieldError[] {
  return Object.entries(values).flatMap(([field, value]) => {
    const max = maxLengthOf(field);
    return typeof value === 'string' && value.length > max ? [{ field, message: tooLongMessage(max) }] : [];
  });
}

/** A rule's own messages first; then 'Máximo N caracteres' for each field that passed them but is too long. */
export function withLengthErrors(errors: FieldError[], values: object): FieldError[] {
  return [...errors, ...lengthErrors(values).filter((e) => !errors.some((other) => other.field === e.field))];
}

/**
 * Every over-long text anywhere in a caller's arguments (nested input objects and lists included), named by
 * the innermost field that holds it: the gateway's and the fixture backend's generic guard.
 */
/** The most items any list of an input holds (form values, options, patents, contacts, documents). */
export const MAX_LIST_ITEMS = 200;

export function overLongTexts(args: unknown, field = ''): FieldError[] {
  if (typeof args === 'string') {
    const max = maxLengthOf(field);
    return args.length > max ? [{ field, message: tooLongMessage(max) }] : [];
  }
  if (Array.isArray(args)) {
    // a list has a limit too: the body limit alone would let a million short items through, each checked
    if (args.length > MAX_LIST_ITEMS) return [{ field, message: `Máximo ${MAX_LIST_ITEMS} elementos` }];
    return args.flatMap((item) => overLongTexts(item, field));
  }
  if (args && typeof args === 'object') {
    const record = args as Record<string, unknown>;
    if (typeof record.base64 === 'string') return overLongFile(record, field);
    const formField = formValueName(record);
    if (formField !== null)
      return [
        ...overLongTexts(record.name, 'name'),
        ...['value', 'values', 'file'].flatMap((key) => overLongTexts(record[key], formField)),
      ];
    return Object.entries(record).flatMap(([key, value]) => overLongTexts(value, key));
  }
  return [];
}

/**
 * An attachment ({ name, base64 }): its base64 within 3 MB once decoded, its name a file name, both named by the
 * field holding it; anything else beside them is checked as usual.
 */
function overLongFile(file: Record<string, unknown>, field: string): FieldError[] {
  const errors: FieldError[] = [];
  if (typeof file.base64 === 'string' && file.base64.length > MAX_LENGTH.attachment) errors.push({ field, message: ATTACHMENT_TOO_LARGE });
  if (typeof file.name === 'string' && file.name.length > MAX_LENGTH.fileName)
    errors.push({ field, message: tooLongMessage(MAX_LENGTH.fileName) });
  const rest = Object.entries(file).filter(([key]) => key !== 'name' && key !== 'base64');
  return [...errors, ...rest.flatMap(([key, value]) => overLongTexts(value, key))];
}

const FORM_VALUE_KEYS = new Set(['name', 'value', 'values', 'file']);

/**
 * A request form's value as the gateway takes it ({ name, value | values | file }, RequestValueInput): its texts
 * are the form field's, so they take that field's limit and their errors go under its name. Null for anything else.
 */
function formValueName(record: Record<string, unknown>): string | null {
  const keys = Object.keys(record);
  return typeof record.name === 'string' && keys.some((k) => k !== 'name') && keys.every((k) => FORM_VALUE_KEYS.has(k))
    ? record.name
    : null;
}
