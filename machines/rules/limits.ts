import type { FieldError } from '../types';

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
  /** e-mail verification and external sign-in codes */
  code: 128,
  search: 100,
  comment: 500,
  date: 10,
  /** a Google ID token is a JWT of a kilobyte or two */
  googleToken: 4096,
  url: 2048,
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

/** The limit of a field by any of its names; a name the table does not know gets the default. */
export function maxLengthOf(field: string): number {
  const kind = KIND_OF[field];
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
export function overLongTexts(args: unknown, field = ''): FieldError[] {
  if (typeof args === 'string') {
    const max = maxLengthOf(field);
    return args.length > max ? [{ field, message: tooLongMessage(max) }] : [];
  }
  if (Array.isArray(args)) return args.flatMap((item) => overLongTexts(item, field));
  if (args && typeof args === 'object') return Object.entries(args).flatMap(([key, value]) => overLongTexts(value, key));
  return [];
}
