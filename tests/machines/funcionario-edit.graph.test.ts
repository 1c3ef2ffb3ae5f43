import { describe, expect, it } from 'vitest';
import { funcionarioEditMachine, SAVE_FAILED, type EditValues } from '../../machines/funcionario-edit.machine';
import { EMAIL_INVALID } from '../../machines/rules/account-rules';
import { EDITED, PRIVILEGE_REQUIRED } from '../../machines/rules/funcionario-rules';
import { replayGraph, snapshotsAfter } from '../support/machine-graph';

const values: EditValues = {
  rut: '12345678-5',
  name: 'Lucía',
  lastName: 'Navarro Soto',
  email: 'lucia@empresa.demo.cl',
  phone: '987651234',
  regeneratePassword: true,
  enabled: false,
};
const SAVED = 'xstate.done.actor.0.funcionarioEdit.saving';

describe('funcionario edit machine, every path of its graph', async () => {
  const run = await replayGraph(funcionarioEditMachine, {
    inputs: [{ id: '41', grants: { 7: [1002] } }],
    events: [
      { type: 'form.submit', values },
      { type: 'form.submit', values: { ...values, email: 'x' } },
      { type: 'grant.set', clientId: '7', privileges: [] },
      { type: 'grant.set', clientId: '8', privileges: [3001] },
      { type: 'field.edit', field: 'email' },
      { type: 'notice.dismiss' },
    ],
    outputs: {
      saveFuncionario: [
        { ok: true, message: EDITED, fieldErrors: [] },
        { ok: false, message: null, fieldErrors: [{ field: 'email', message: 'El correo ya se encuentra registrado' }] },
        { ok: false, message: null, fieldErrors: [{ field: 'grants', message: PRIVILEGE_REQUIRED }] },
        { ok: false, message: 'No se pudo actualizar', fieldErrors: [] },
      ],
    },
    stopWhen: (s) => s.context.saved > 1,
  });

  it('reaches every state and takes every transition', () => {
    expect(run.missing).toEqual([]);
  });

  it('sends the form with the id and the privileges left, never a client confirmed with none', () => {
    const saves = run.paths.flatMap((p) => p.calls);
    expect(saves.length).toBeGreaterThan(0);
    for (const call of saves) {
      const { grants } = call.input as { grants: Record<string, number[]> };
      expect(call.input).toMatchObject({ ...values, id: '41' });
      expect(Object.values(grants).every((list) => list.length > 0)).toBe(true);
    }
    expect(saves.map((c) => (c.input as { grants: unknown }).grants)).toContainEqual({ 7: [1002], 8: [3001] });
    expect(saves.map((c) => (c.input as { grants: unknown }).grants)).toContainEqual({ 8: [3001] });
  });

  it('refuses without a privilege, and a bad e-mail under its field, without saving', () => {
    const refused = snapshotsAfter(run, 'form.submit').filter((s) => s.matches('editing'));
    expect(refused.map((s) => s.context.grantError)).toContain(PRIVILEGE_REQUIRED);
    expect(refused.map((s) => s.context.errors)).toContainEqual([{ field: 'email', message: EMAIL_INVALID }]);
  });

  it('says it was saved, or shows what the server refused where it belongs', () => {
    const after = snapshotsAfter(run, SAVED).map((s) => s.context);
    expect(after).toContainEqual(expect.objectContaining({ notice: { title: EDITED, text: '', tone: 'ok' }, saved: 1 }));
    expect(after).toContainEqual(
      expect.objectContaining({ errors: [{ field: 'email', message: 'El correo ya se encuentra registrado' }] }),
    );
    expect(after).toContainEqual(expect.objectContaining({ grantError: PRIVILEGE_REQUIRED, errors: [] }));
    expect(after).toContainEqual(expect.objectContaining({ notice: { title: SAVE_FAILED, text: 'No se pudo actualizar', tone: 'error' } }));
    for (const s of snapshotsAfter(run, 'field.edit')) expect(s.context.errors.some((e) => e.field === 'email')).toBe(false);
  });
});
