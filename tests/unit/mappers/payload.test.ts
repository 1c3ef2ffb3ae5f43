import { describe, expect, it } from 'vitest';
import { donePayload, refused, statusPayload } from '../../../gateway/mappers/payload';

describe('form payloads', () => {
  it('puts the first server message of each field under the GraphQL field name', () => {
    const payload = statusPayload({
      status: 'error',
      message: 'Revisa los datos',
      errors: { last_name: ['Campo requerido', 'otro'], dni: ['El rut ya se encuentra registrado'], phone: [] },
    });
    expect(payload).toEqual({
      ok: false,
      message: 'Revisa los datos',
      fieldErrors: [
        { field: 'lastName', message: 'Campo requerido' },
        { field: 'rut', message: 'El rut ya se encuentra registrado' },
      ],
    });
  });

  it('is ok only for an ok status', () => {
    expect(statusPayload({ status: 'ok' })).toEqual({ ok: true, message: null, fieldErrors: [] });
    expect(statusPayload({}).ok).toBe(false);
  });

  it('refuses with the rules’ errors renamed, and an optional general message', () => {
    expect(refused([{ field: 'email_confirmation', message: 'Emails deben ser iguales' }])).toEqual({
      ok: false,
      message: null,
      fieldErrors: [{ field: 'emailConfirmation', message: 'Emails deben ser iguales' }],
    });
    expect(refused([], 'Debes seleccionar una patente')).toMatchObject({ ok: false, message: 'Debes seleccionar una patente' });
  });

  it('counts anything but an error status as done', () => {
    expect(donePayload({ status: 'empty' }).ok).toBe(true);
    expect(donePayload({ status: 'error', message: 'No' })).toEqual({ ok: false, message: 'No', fieldErrors: [] });
  });
});
