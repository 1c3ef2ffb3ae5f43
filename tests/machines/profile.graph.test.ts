import { describe, expect, it } from 'vitest';
import { profileMachine, type ProfileSubmission } from '../../machines/profile.machine';
import type { ProfileData } from '../../machines/types';
import { replayGraph, snapshotsAfter } from '../support/machine-graph';

const profile: ProfileData = {
  id: '1',
  name: 'Ana',
  lastName: 'Rojas',
  email: 'ana@correo.cl',
  rut: '11111111-1',
  phone: '912345678',
  notificationCheck: false,
  hasSecondAccount: false,
  secondEmail: null,
};
const edited: ProfileSubmission = {
  name: 'Ana María',
  last_name: 'Rojas',
  phone: '987654321',
  password: '',
  password_confirmation: '',
  current_password: '',
  notificationCheck: true,
  syncSecondAccount: false,
};
const SAVE_DONE = 'xstate.done.actor.0.profile.saving';

describe('profile machine, every path of its graph', async () => {
  const run = await replayGraph(profileMachine, {
    events: [
      { type: 'form.submit', values: edited },
      { type: 'form.submit', values: { ...edited, phone: '123' } },
      { type: 'field.edit', field: 'phone' },
      { type: 'notice.dismiss' },
      { type: 'load.retry' },
    ],
    outputs: {
      loadProfile: [profile],
      saveProfile: [
        { ok: true, message: null, fieldErrors: [] },
        { ok: false, message: null, fieldErrors: [{ field: 'phone', message: 'Teléfono ya registrado' }] },
        { ok: false, message: null, fieldErrors: [] },
      ],
    },
  });

  it('reaches every state and takes every transition', () => {
    expect(run.missing).toEqual([]);
  });

  it('shows a phone that breaks the rule under the field without saving', () => {
    const refused = run.paths.flatMap((p) => p.steps).filter((s) => s.event.type === 'form.submit' && s.snapshot.value === 'editing');
    expect(refused.length).toBeGreaterThan(0);
    for (const { snapshot } of refused)
      expect(snapshot.context.errors).toEqual([{ field: 'phone', message: 'Teléfono debe contener 9 dígitos' }]);
    for (const path of run.paths) for (const call of path.calls.filter((c) => c.src === 'saveProfile')) expect(call.input).toEqual(edited);
  });

  it('shows the saved data with "Edición completada", or what the server refused', () => {
    const answers = snapshotsAfter(run, SAVE_DONE).map((s) => s.context);
    expect(answers).toContainEqual(
      expect.objectContaining({
        profile: { ...profile, name: 'Ana María', phone: '987654321', notificationCheck: true },
        notice: { title: 'Edición completada', text: 'Datos actualizados correctamente', tone: 'ok' },
      }),
    );
    expect(answers).toContainEqual(
      expect.objectContaining({ profile, errors: [{ field: 'phone', message: 'Teléfono ya registrado' }], notice: null }),
    );
    expect(answers).toContainEqual(
      expect.objectContaining({ profile, errors: [], notice: { title: 'Error inesperado', text: 'Intente mas tarde', tone: 'error' } }),
    );
  });
});
