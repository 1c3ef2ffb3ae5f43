import type { FieldError } from '../types';
import { lengthErrors, MAX_LENGTH, withLengthErrors } from './limits';
import { isValidRut } from './rut';

export type { FieldError };

/** The field rules of spec 1 §5, with their exact messages: the client shows them, the gateway enforces them. */

export const REQUIRED = 'Campo requerido';
export const RUT_INVALID = 'El rut ingresado no es válido';
export const PHONE_INVALID = 'Teléfono debe contener 9 dígitos';
export const EMAIL_INVALID = 'Email debe contener . y @';
export const EMAILS_DIFFER = 'Emails deben ser iguales';
export const PASSWORDS_DIFFER = 'Contraseñas deben ser iguales';
export const RECOVERY_EMAIL_INVALID = 'Formato de correo invalido';
export const CODE_REQUIRED = 'Debes ingresar el código';
export const PROFILE_PASSWORDS_DIFFER = 'Las contraseñas no coinciden';
/** A new password is set only by whoever knows the current one (a stolen session cannot take the account). */
export const CURRENT_PASSWORD_REQUIRED = 'Ingresa tu contraseña actual para cambiarla';
export const CURRENT_PASSWORD_WRONG = 'La contraseña actual no es correcta';
/** /login in maintenance mode (spec 1 §2); every way in is closed with it. */
export const MAINTENANCE = 'En estos momentos nuestra Sucursal Virtual se encuentra en mantención. Por favor intenta más tarde.';
export const PASSWORD_HINT = 'Mínimo 12 caracteres, con minúsculas, mayúsculas, números y un carácter especial.';
/** The hint as a rule: the spec shows no message of its own for it (spec 1 §5 "server enforcement not shown"). */
export const PASSWORD_WEAK = 'La contraseña debe tener mínimo 12 caracteres, con minúsculas, mayúsculas, números y un carácter especial';

export interface RegistrationValues {
  name: string;
  last_name: string;
  dni: string;
  email: string;
  email_confirmation: string;
  phone: string;
  password: string;
  password_confirmation: string;
}

const blank = (value: string | undefined | null) => !value || value.trim() === '';

export function isPhone(value: string): boolean {
  return /^\d{9}$/.test(value);
}

/** 'Email debe contener . y @': an @ with text around it and a dot in the domain. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** The form's hint (PASSWORD_HINT): 12 or more characters, with a lowercase and an uppercase letter, a digit and another character. */
export function isStrongPassword(value: string): boolean {
  return value.length >= 12 && /\p{Ll}/u.test(value) && /\p{Lu}/u.test(value) && /\d/.test(value) && /[^\p{L}\d]/u.test(value);
}

/** The hint's rule for a new password; one over the length limit gets that message instead ('Máximo 64 caracteres'). */
function passwordErrors(password: string): FieldError[] {
  return password.length <= MAX_LENGTH.password && !isStrongPassword(password) ? [{ field: 'password', message: PASSWORD_WEAK }] : [];
}

/** Registration (spec 1 §5). With a social token the password fields are not asked. */
export function registrationErrors(values: RegistrationValues, options: { social?: boolean } = {}): FieldError[] {
  const errors: FieldError[] = [];
  const required: Array<keyof RegistrationValues> = ['name', 'last_name', 'dni', 'email', 'email_confirmation', 'phone'];
  if (!options.social) required.push('password', 'password_confirmation');
  for (const field of required) if (blank(values[field])) errors.push({ field, message: REQUIRED });
  const has = (field: string) => errors.some((e) => e.field === field);
  if (!has('dni') && !isValidRut(values.dni)) errors.push({ field: 'dni', message: RUT_INVALID });
  if (!has('phone') && !isPhone(values.phone)) errors.push({ field: 'phone', message: PHONE_INVALID });
  if (!has('email') && !isEmail(values.email)) errors.push({ field: 'email', message: EMAIL_INVALID });
  if (!has('email_confirmation') && !has('email') && values.email_confirmation.trim() !== values.email.trim()) {
    errors.push({ field: 'email_confirmation', message: EMAILS_DIFFER });
  }
  if (!options.social && !has('password')) errors.push(...passwordErrors(values.password));
  if (!options.social && !has('password_confirmation') && values.password_confirmation !== values.password) {
    errors.push({ field: 'password_confirmation', message: PASSWORDS_DIFFER });
  }
  return withLengthErrors(errors, values);
}

/** Recovery: a simple e-mail pattern (spec 1 §5). */
export function recoveryErrors(email: string): FieldError[] {
  if (!/^\S+@\S+\.\S+$/.test(email.trim())) return [{ field: 'email', message: RECOVERY_EMAIL_INVALID }];
  return lengthErrors({ email });
}

export interface ProfileValues {
  name: string;
  last_name: string;
  phone: string;
  password: string;
  password_confirmation: string;
  /** asked by the portal with a new password; the backend's update call does not carry it */
  current_password?: string;
}

/** Profile edit: name, last name and phone required; a new password as the hint asks, typed twice the same (spec 1 §5). */
export function profileErrors(values: ProfileValues, options: { currentPasswordAsked?: boolean } = {}): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of ['name', 'last_name', 'phone'] as const) if (blank(values[field])) errors.push({ field, message: REQUIRED });
  if (!errors.some((e) => e.field === 'phone') && !isPhone(values.phone)) errors.push({ field: 'phone', message: PHONE_INVALID });
  if (values.password) errors.push(...passwordErrors(values.password));
  if ((values.password || values.password_confirmation) && values.password !== values.password_confirmation) {
    errors.push({ field: 'password_confirmation', message: PROFILE_PASSWORDS_DIFFER });
  }
  if (values.password && options.currentPasswordAsked !== false && !values.current_password)
    errors.push({ field: 'current_password', message: CURRENT_PASSWORD_REQUIRED });
  return withLengthErrors(errors, values);
}

/** The rules name fields as the backend does; forms use the GraphQL names. */
const FORM_FIELDS: Record<string, string> = {
  last_name: 'lastName',
  dni: 'rut',
  email_confirmation: 'emailConfirmation',
  password_confirmation: 'passwordConfirmation',
  current_password: 'currentPassword',
};

export function formField(field: string): string {
  return FORM_FIELDS[field] ?? field;
}

/** The first message for a form field, whichever naming the error used. */
export function firstError(errors: FieldError[], field: string): string | undefined {
  return errors.find((e) => formField(e.field) === field)?.message;
}
