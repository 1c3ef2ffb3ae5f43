import { describe, expect, it } from 'vitest';
import { checkDigit, formatRut, isValidRut } from '../../machines/rules/rut';
import {
  isStrongPassword,
  profileErrors,
  recoveryErrors,
  registrationErrors,
  type RegistrationValues,
} from '../../machines/rules/account-rules';
import { addressErrors, helpErrors } from '../../machines/rules/address-rules';
import { MAX_LENGTH, MAX_LIST_ITEMS, overLongTexts } from '../../machines/rules/limits';
import { searchErrors } from '../../machines/link.machine';

describe('RUT', () => {
  it('accepts valid RUTs, with or without dots and dash, and K', () => {
    expect(isValidRut('12.345.678-5')).toBe(true);
    expect(isValidRut('123456785')).toBe(true);
    expect(checkDigit('10000013')).toBe('K');
    expect(isValidRut('10000013-k')).toBe(true);
    expect(isValidRut('10000013-K')).toBe(true);
  });

  it('refuses a wrong check digit and rubbish', () => {
    expect(isValidRut('12345678-9')).toBe(false);
    expect(isValidRut('10000013-1')).toBe(false);
    expect(isValidRut('')).toBe(false);
    expect(isValidRut('abc')).toBe(false);
    expect(isValidRut('123456789012-3')).toBe(false);
  });

  it('formats as typed: dash before the last character, K uppercase, other characters removed', () => {
    expect(formatRut('1')).toBe('1');
    expect(formatRut('12')).toBe('1-2');
    expect(formatRut('12.345.678-5')).toBe('12345678-5');
    expect(formatRut('10000013k')).toBe('10000013-K');
    expect(formatRut('1k2')).toBe('1-2');
    expect(formatRut(' 9.876.543 - 2 ')).toBe('9876543-2');
    expect(formatRut('')).toBe('');
  });
});

const good: RegistrationValues = {
  name: 'Ana',
  last_name: 'Rojas',
  dni: '12345678-5',
  email: 'ana@correo.cl',
  email_confirmation: 'ana@correo.cl',
  phone: '912345678',
  password: 'Clave.Segura.2026',
  password_confirmation: 'Clave.Segura.2026',
};

describe('registration rules', () => {
  it('passes good values', () => {
    expect(registrationErrors(good)).toEqual([]);
  });
  it('requires every field', () => {
    const empty = Object.fromEntries(Object.keys(good).map((k) => [k, ''])) as unknown as RegistrationValues;
    expect(registrationErrors(empty).map((e) => e.message)).toEqual(Array(8).fill('Campo requerido'));
  });
  it('gives each rule its message', () => {
    const errors = registrationErrors({
      ...good,
      dni: '12345678-9',
      phone: '91234567',
      email: 'ana@correo',
      email_confirmation: 'otra@correo.cl',
      password_confirmation: 'x',
    });
    expect(errors).toEqual([
      { field: 'dni', message: 'El rut ingresado no es válido' },
      { field: 'phone', message: 'Teléfono debe contener 9 dígitos' },
      { field: 'email', message: 'Email debe contener . y @' },
      { field: 'password_confirmation', message: 'Contraseñas deben ser iguales' },
    ]);
    expect(registrationErrors({ ...good, email_confirmation: 'otra@correo.cl' })).toEqual([
      { field: 'email_confirmation', message: 'Emails deben ser iguales' },
    ]);
  });
  it('does not ask passwords of a social registration', () => {
    expect(registrationErrors({ ...good, password: '', password_confirmation: '' }, { social: true })).toEqual([]);
  });
});

describe('recovery and profile rules', () => {
  it('checks the recovery e-mail format', () => {
    expect(recoveryErrors('ana@correo.cl')).toEqual([]);
    expect(recoveryErrors('ana')).toEqual([{ field: 'email', message: 'Formato de correo invalido' }]);
  });
  it('requires name, last name and phone, and equal passwords', () => {
    const none = { password: '', password_confirmation: '', current_password: '' };
    expect(profileErrors({ name: '', last_name: 'R', phone: '912345678', ...none })).toEqual([
      { field: 'name', message: 'Campo requerido' },
    ]);
    const changing = { password: 'Clave.Segura.2026', password_confirmation: 'b', current_password: 'Gas.Demo.2026' };
    expect(profileErrors({ name: 'A', last_name: 'R', phone: '912345678', ...changing })).toEqual([
      { field: 'password_confirmation', message: 'Las contraseñas no coinciden' },
    ]);
    // a new password needs the current one (issue 38, item 4)
    expect(
      profileErrors({
        name: 'A',
        last_name: 'R',
        phone: '912345678',
        ...changing,
        password_confirmation: changing.password,
        current_password: '',
      }),
    ).toEqual([{ field: 'current_password', message: 'Ingresa tu contraseña actual para cambiarla' }]);
  });
});

describe('the password hint as a rule (issue 11: the backend took a password of one character)', () => {
  const WEAK = 'La contraseña debe tener mínimo 12 caracteres, con minúsculas, mayúsculas, números y un carácter especial';
  const profile = { name: 'Ana', last_name: 'Rojas', phone: '912345678', current_password: 'Gas.Demo.2026' };

  it.each([
    ['one character', 'a'],
    ['eleven characters', 'Clave.2026x'],
    ['no uppercase letter', 'clave.segura.2026'],
    ['no lowercase letter', 'CLAVE.SEGURA.2026'],
    ['no digit', 'Clave.Segura.Dos'],
    ['no special character', 'ClaveSegura2026'],
  ])('refuses a new password with %s, in the registration and the profile', (_name, password) => {
    expect(registrationErrors({ ...good, password, password_confirmation: password })).toEqual([{ field: 'password', message: WEAK }]);
    expect(profileErrors({ ...profile, password, password_confirmation: password })).toEqual([{ field: 'password', message: WEAK }]);
  });

  it('takes one as the hint asks, accents and ñ included, and asks nothing of a profile that keeps its password', () => {
    expect(isStrongPassword('Gas.Demo.2026')).toBe(true);
    expect(isStrongPassword('Ñandú con 12 sí')).toBe(true);
    expect(registrationErrors({ ...good, password: 'Ñandú con 12 sí', password_confirmation: 'Ñandú con 12 sí' })).toEqual([]);
    expect(profileErrors({ ...profile, password: '', password_confirmation: '' })).toEqual([]);
  });
});

describe('length limits (issue 9, item 7: a 313-character surname was accepted)', () => {
  const long = (n: number, c = 'a') => c.repeat(n);
  const profile = { name: 'Ana', last_name: 'Rojas', phone: '912345678', password: '', password_confirmation: '', current_password: '' };

  it('refuses a surname of 313 characters in the profile and the registration, and takes one at the limit', () => {
    expect(profileErrors({ ...profile, last_name: long(313) })).toEqual([{ field: 'last_name', message: 'Máximo 60 caracteres' }]);
    expect(profileErrors({ ...profile, last_name: long(MAX_LENGTH.lastName) })).toEqual([]);
    expect(registrationErrors({ ...good, last_name: long(313) })).toEqual([{ field: 'last_name', message: 'Máximo 60 caracteres' }]);
    expect(registrationErrors({ ...good, name: long(61), password: long(65), password_confirmation: long(65) })).toEqual([
      { field: 'name', message: 'Máximo 60 caracteres' },
      { field: 'password', message: 'Máximo 64 caracteres' },
      { field: 'password_confirmation', message: 'Máximo 64 caracteres' },
    ]);
  });

  it('gives an e-mail 254 characters, and lets the spec message of a field win over its length', () => {
    const email = `${long(250)}@x.cl`;
    expect(registrationErrors({ ...good, email, email_confirmation: email })).toEqual([
      { field: 'email', message: 'Máximo 254 caracteres' },
      { field: 'email_confirmation', message: 'Máximo 254 caracteres' },
    ]);
    expect(recoveryErrors(email)).toEqual([{ field: 'email', message: 'Máximo 254 caracteres' }]);
    expect(registrationErrors({ ...good, phone: '9123456789' })).toEqual([{ field: 'phone', message: 'Teléfono debe contener 9 dígitos' }]);
  });

  it('limits the address fields of the searches and the help form', () => {
    const address = { region: 'RM', commune: 'Ñuñoa', street: 'IRARRÁZAVAL', number: '123' };
    expect(addressErrors({ ...address, street: long(101), dept: long(11) })).toEqual([
      { field: 'street', message: 'Máximo 100 caracteres' },
      { field: 'dept', message: 'Máximo 10 caracteres' },
    ]);
    expect(helpErrors({ ...address, house: long(11), patent: long(9) })).toEqual([
      { field: 'house', message: 'Máximo 10 caracteres' },
      { field: 'patent', message: 'Máximo 8 caracteres' },
    ]);
    expect(searchErrors({ by: 'PATENT', value: 'ABCDEFGHI' })).toEqual([{ field: 'value', message: 'Máximo 8 caracteres' }]);
    expect(searchErrors({ by: 'CONTRACT_CODE', value: '1'.repeat(20) })).toEqual([]);
  });

  it('finds every over-long text in nested input, by the innermost field that holds it, under any of its names', () => {
    expect(overLongTexts({ input: { patents: Array.from({ length: MAX_LIST_ITEMS + 1 }, () => 'ABCD12') } })).toEqual([
      { field: 'patents', message: `Máximo ${MAX_LIST_ITEMS} elementos` },
    ]);
    expect(overLongTexts({ input: { patents: Array.from({ length: MAX_LIST_ITEMS }, () => 'ABCD12') } })).toEqual([]);
    expect(overLongTexts({ input: { lastName: long(313), name: 'Ana', patents: ['ABCD12', long(9)] } })).toEqual([
      { field: 'lastName', message: 'Máximo 60 caracteres' },
      { field: 'patents', message: 'Máximo 8 caracteres' },
    ]);
    expect(overLongTexts({ last_name: long(61), client_cod: long(21), anything: long(256), ok: long(255) })).toEqual([
      { field: 'last_name', message: 'Máximo 60 caracteres' },
      { field: 'client_cod', message: 'Máximo 20 caracteres' },
      { field: 'anything', message: 'Máximo 255 caracteres' },
    ]);
  });
});
