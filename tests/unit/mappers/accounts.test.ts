import { describe, expect, it } from 'vitest';
import {
  mapGoogleSocial,
  toProfileUpdate,
  toProfileValues,
  toRegisterPayload,
  toRegistrationValues,
} from '../../../gateway/mappers/accounts';

const form = {
  name: 'Ana',
  lastName: 'Rojas',
  rut: '123456785',
  email: ' ana@demo.cl ',
  emailConfirmation: 'ana@demo.cl',
  phone: '912345678',
  password: 'Clave.Segura.2026',
  passwordConfirmation: 'Clave.Segura.2026',
};

describe('account mappers', () => {
  it('names the registration form as the backend does, RUT formatted and e-mails trimmed', () => {
    expect(toRegistrationValues(form)).toEqual({
      name: 'Ana',
      last_name: 'Rojas',
      dni: '12345678-5',
      email: 'ana@demo.cl',
      email_confirmation: 'ana@demo.cl',
      phone: '912345678',
      password: 'Clave.Segura.2026',
      password_confirmation: 'Clave.Segura.2026',
    });
  });

  it('adds the Google token and picture only when there are some', () => {
    const values = toRegistrationValues(form);
    expect(toRegisterPayload(values, form)).not.toHaveProperty('google_token');
    expect(toRegisterPayload(values, { ...form, googleToken: 'g-1', profilePicture: 'https://img' })).toMatchObject({
      google_token: 'g-1',
      profile_picture: 'https://img',
    });
  });

  it('leaves the password out of a profile update that does not change it', () => {
    const input = {
      name: 'Ana',
      lastName: 'Rojas',
      phone: '912345678',
      password: '',
      passwordConfirmation: null,
      notificationCheck: true,
      syncSecondAccount: false,
    };
    const update = toProfileUpdate(7, toProfileValues(input), input);
    expect(update).toEqual({ id: 7, name: 'Ana', last_name: 'Rojas', phone: '912345678', notification_check: 1, password_duplicate: 0 });
    const withPassword = { ...input, password: 'Otra.Clave.2026', passwordConfirmation: 'Otra.Clave.2026', syncSecondAccount: true };
    expect(toProfileUpdate(7, toProfileValues(withPassword), withPassword)).toMatchObject({
      password: 'Otra.Clave.2026',
      password_confirmation: 'Otra.Clave.2026',
      password_duplicate: 1,
    });
  });

  it('turns an unregistered Google account into the data /confirmar_datos shows, and ignores a registered person', () => {
    expect(mapGoogleSocial({ givenName: 'Martina', familyName: 'López', email: 'm@gmail.com', picture: null }, 'tok')).toEqual({
      name: 'Martina',
      lastName: 'López',
      email: 'm@gmail.com',
      token: 'tok',
      picture: null,
      type: 'google',
    });
    expect(mapGoogleSocial(undefined, 'tok')).toBeNull();
  });
});
