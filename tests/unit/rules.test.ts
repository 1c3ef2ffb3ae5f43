import { describe, expect, it } from 'vitest';
import { checkDigit, formatRut, isValidRut } from '../../machines/rules/rut';
import { profileErrors, recoveryErrors, registrationErrors, type RegistrationValues } from '../../machines/rules/account-rules';

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
    expect(profileErrors({ name: '', last_name: 'R', phone: '912345678', password: '', password_confirmation: '' })).toEqual([
      { field: 'name', message: 'Campo requerido' },
    ]);
    expect(profileErrors({ name: 'A', last_name: 'R', phone: '912345678', password: 'a', password_confirmation: 'b' })).toEqual([
      { field: 'password_confirmation', message: 'Las contraseñas no coinciden' },
    ]);
  });
});
