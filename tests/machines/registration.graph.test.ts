import { describe, expect, it } from 'vitest';
import type { SessionData, SocialData } from '../../machines/types';
import { registrationMachine } from '../../machines/registration.machine';
import type { RegistrationValues } from '../../machines/rules/account-rules';
import { replayGraph, snapshotsAfter } from '../support/machine-graph';

const session: SessionData = {
  token: 't',
  kind: 'PERSON',
  role: 'Persona',
  hasConsentSalesForce: false,
  user: { id: '9', name: 'M', lastName: 'L', email: 'm@gmail.com' },
};
const social: SocialData = { name: 'M', lastName: 'L', email: 'm@gmail.com', token: 'g', picture: null, type: 'google' };
const values: RegistrationValues = {
  name: 'Ana',
  last_name: 'Rojas',
  dni: '11111111-1',
  email: 'ana@correo.cl',
  email_confirmation: 'ana@correo.cl',
  phone: '912345678',
  password: 'Clave.Segura.2026',
  password_confirmation: 'Clave.Segura.2026',
};

describe('registration machine, every path of its graph', async () => {
  const run = await replayGraph(registrationMachine, {
    inputs: [{ social: null }, { social }],
    events: [
      { type: 'form.submit', values },
      { type: 'form.submit', values: { ...values, dni: '11111111-2' } },
      { type: 'field.edit', field: 'dni' },
      { type: 'alert.dismiss' },
    ],
    outputs: {
      register: [
        { ok: true, message: null, fieldErrors: [] },
        { ok: false, message: null, fieldErrors: [{ field: 'email', message: 'El correo electrónico ya se encuentra registrado' }] },
        { ok: false, message: null, fieldErrors: [] },
      ],
      socialLogin: [
        { outcome: 'OK', message: null, session },
        { outcome: 'ERROR', message: 'Cuenta no encontrada', session: null },
      ],
    },
  });

  it('reaches every state and takes every transition', () => {
    expect(run.missing).toEqual([]);
  });

  it('registers a person by e-mail, and signs a Google account in', () => {
    const ends = run.paths.filter((p) => p.snapshot.status === 'done');
    expect(ends.filter((p) => p.input?.social === null).map((p) => p.snapshot.output)).toEqual([
      { type: 'registered', email: 'ana@correo.cl' },
    ]);
    expect(ends.filter((p) => p.input?.social).map((p) => p.snapshot.output)).toEqual([{ type: 'signedIn', session }]);
  });

  it('never sends a RUT that fails its check digit', () => {
    for (const path of run.paths)
      for (const call of path.calls.filter((c) => c.src === 'register'))
        expect(call.input).toMatchObject({ values: { dni: '11111111-1' } });
    const refused = run.paths.flatMap((p) => p.steps).filter((s) => s.event.type === 'form.submit' && s.snapshot.value === 'editing');
    expect(refused.map((s) => s.snapshot.context.errors)).toContainEqual([{ field: 'dni', message: 'El rut ingresado no es válido' }]);
  });

  it("shows the server's field error, or its alert, and keeps what was typed", () => {
    const answers = snapshotsAfter(run, 'xstate.done.actor.0.registration.submitting').filter((s) => s.value === 'editing');
    expect(answers.map((s) => [s.context.errors, s.context.alert])).toEqual(
      expect.arrayContaining([
        [[{ field: 'email', message: 'El correo electrónico ya se encuentra registrado' }], null],
        [[], 'error al registrar'],
      ]),
    );
    for (const snapshot of answers) expect(snapshot.context.values).toEqual(values);
    for (const snapshot of snapshotsAfter(run, 'xstate.done.actor.0.registration.signingIn').filter((s) => s.value === 'editing')) {
      expect(snapshot.context.alert).toBe('Cuenta no encontrada');
    }
  });
});
