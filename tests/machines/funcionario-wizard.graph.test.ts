import { describe, expect, it } from 'vitest';
import { funcionarioWizardMachine, type CreateResult, type RutCheck } from '../../machines/funcionario-wizard.machine';
import { CREATE_FAILED, PRIVILEGE_REQUIRED, REQUEST_FAILED, REQUEST_SENT, RESERVED_TITLE } from '../../machines/rules/funcionario-rules';
import { replayGraph, snapshotsAfter } from '../support/machine-graph';

const ALL = ['rut', 'name', 'lastName', 'email', 'phone'];
const person = { name: 'Ignacia', lastName: 'Tapia Bravo', email: 'ignacia@empresa.demo.cl', phone: '912345678' };
const checks: Record<string, RutCheck> = {
  disabled: {
    available: true,
    message: null,
    origin: 'COMPANY_USER',
    person,
    lockedFields: ALL,
    notice: 'Siguiente lo rehabilita',
    reserved: null,
  },
  person: {
    available: true,
    message: null,
    origin: 'PERSON',
    person,
    lockedFields: ['rut', 'name', 'lastName'],
    notice: 'Verifica',
    reserved: null,
  },
  fresh: { available: true, message: null, origin: 'NEW', person: null, lockedFields: ['rut'], notice: null, reserved: null },
  taken: {
    available: false,
    message: 'El funcionario ya se encuentra registrado en tu empresa',
    origin: null,
    person: null,
    lockedFields: [],
    notice: null,
    reserved: null,
  },
  reserved: {
    available: false,
    message: null,
    origin: null,
    person: null,
    lockedFields: [],
    notice: null,
    reserved: { title: RESERVED_TITLE, messages: ['Pertenece a otra empresa', '¿Enviar la solicitud?'] },
  },
};
const created: CreateResult = { ok: true, message: 'Se ha creado el funcionario correctamente', fieldErrors: [], funcionarioId: '9' };

describe('funcionario wizard machine, every path of its graph', async () => {
  const run = await replayGraph(funcionarioWizardMachine, {
    events: [
      { type: 'rut.edit', value: '16.345.678-8' },
      { type: 'rut.edit', value: '1634' },
      { type: 'rut.submit' },
      { type: 'reserved.confirm' },
      { type: 'reserved.cancel' },
      { type: 'field.edit', field: 'phone', value: '12' },
      { type: 'field.edit', field: 'name', value: 'Otra' },
      { type: 'data.submit' },
      { type: 'grant.set', clientId: '7', privileges: [1005, 1002] },
      { type: 'grant.set', clientId: '7', privileges: [] },
      { type: 'clients.submit' },
      { type: 'wizard.save' },
      { type: 'step.go', step: 'rut' },
      { type: 'step.go', step: 'data' },
      { type: 'step.go', step: 'clients' },
      { type: 'notice.dismiss' },
    ],
    outputs: {
      checkRut: Object.values(checks),
      requestReserved: [
        { ok: true, message: REQUEST_SENT, fieldErrors: [] },
        { ok: false, message: 'Ya enviaste una solicitud por este funcionario', fieldErrors: [] },
      ],
      validateData: [
        { ok: true, message: null, fieldErrors: [] },
        { ok: false, message: null, fieldErrors: [{ field: 'grants', message: PRIVILEGE_REQUIRED }] },
        { ok: false, message: null, fieldErrors: [{ field: 'email', message: 'El correo ya se encuentra registrado' }] },
        { ok: false, message: 'Servicio no disponible', fieldErrors: [] },
      ],
      createFuncionario: [
        created,
        { ok: false, message: CREATE_FAILED, fieldErrors: [{ field: 'phone', message: 'Teléfono inválido' }], funcionarioId: null },
        { ok: false, message: CREATE_FAILED, fieldErrors: [{ field: 'grants', message: PRIVILEGE_REQUIRED }], funcionarioId: null },
        { ok: false, message: 'El backend dijo no', fieldErrors: [], funcionarioId: null },
      ],
    },
    // one detour at a time keeps the graph small: after a failed save, nothing more is explored
    stopWhen: (s) => s.context.notice?.title === CREATE_FAILED,
  });

  it('reaches every state and takes every transition', () => {
    expect(run.missing).toEqual([]);
  });

  it('formats the RUT as typed and checks it only when its rule passes', () => {
    for (const s of snapshotsAfter(run, 'rut.edit')) expect(['16345678-8', '163-4']).toContain(s.context.rut);
    for (const path of run.paths)
      for (const call of path.calls.filter((c) => c.src === 'checkRut')) expect(call.input).toEqual({ rut: '16345678-8' });
    const refused = snapshotsAfter(run, 'rut.submit').filter((s) => s.matches('rut'));
    expect(refused.length).toBeGreaterThan(0);
    for (const s of refused) expect(s.context.errors).toEqual([{ field: 'rut', message: expect.any(String) }]);
  });

  it('shows the server’s message under the RUT, and the reserved modal that sends the request', () => {
    const after = snapshotsAfter(run, 'xstate.done.actor.0.funcionarioWizard.checking');
    expect(after.find((s) => s.matches('rut'))?.context.errors).toEqual([{ field: 'rut', message: checks.taken!.message }]);
    expect(after.find((s) => s.matches('reserved'))?.context.reserved).toEqual(checks.reserved!.reserved);
    const answered = snapshotsAfter(run, 'xstate.done.actor.0.funcionarioWizard.requesting').map((s) => s.context.notice);
    expect(answered).toContainEqual({ title: REQUEST_SENT, text: '', tone: 'ok' });
    expect(answered).toContainEqual({ title: REQUEST_FAILED, text: 'Ya enviaste una solicitud por este funcionario', tone: 'error' });
    const failed = snapshotsAfter(run, 'xstate.error.actor.0.funcionarioWizard.requesting').map((s) => s.context.notice);
    expect(failed).toContainEqual({ title: REQUEST_FAILED, text: 'Intenta nuevamente', tone: 'error' });
  });

  it('prefills a person found and keeps its locked fields as they came', () => {
    const data = snapshotsAfter(run, 'xstate.done.actor.0.funcionarioWizard.checking').filter((s) => s.matches('data'));
    // a new RUT keeps what was typed for it, but never a person's data found before
    for (const s of data)
      if (s.context.check?.person) expect(s.context.values).toEqual(person);
      else expect(s.context.values.email).toBe('');
    for (const s of snapshotsAfter(run, 'field.edit')) {
      if (s.context.check?.origin === 'COMPANY_USER') expect(s.context.values).toEqual(person);
      if (s.context.check?.origin === 'PERSON') expect(s.context.values.name).toBe(person.name);
    }
  });

  it('goes to step 3 only when the server validates the data (an error on the grants alone tolerated)', () => {
    const after = snapshotsAfter(run, 'xstate.done.actor.0.funcionarioWizard.validating');
    expect(after.filter((s) => s.matches('clients')).length).toBeGreaterThan(0);
    expect(after.find((s) => s.matches('data') && s.context.errors.length)?.context.errors).toEqual([
      { field: 'email', message: 'El correo ya se encuentra registrado' },
    ]);
    // step 2's check sends no privileges
    for (const path of run.paths)
      for (const call of path.calls.filter((c) => c.src === 'validateData')) expect(call.input).toMatchObject({ grants: {} });
  });

  it('refuses step 4 without a privilege: "Debes activar al menos un privilegio"', () => {
    const refused = snapshotsAfter(run, 'clients.submit').filter((s) => s.matches('clients'));
    expect(refused.length).toBeGreaterThan(0);
    for (const s of refused) expect(s.context.grantError).toBe(PRIVILEGE_REQUIRED);
  });

  it('saves what the steps gathered, privileges in the table’s order, and ends on success', () => {
    const saves = run.paths.flatMap((p) => p.calls.filter((c) => c.src === 'createFuncionario'));
    expect(saves.length).toBeGreaterThan(0);
    for (const call of saves) expect(call.input).toMatchObject({ rut: '16345678-8', grants: { 7: [1002, 1005] } });
    expect(run.paths.some((p) => p.snapshot.status === 'done')).toBe(true);
  });

  it('sends field errors back to step 2, a privileges error to step 3, anything else stays on the summary', () => {
    const after = snapshotsAfter(run, 'xstate.done.actor.0.funcionarioWizard.saving');
    expect(after.find((s) => s.matches('data'))?.context).toMatchObject({
      errors: [{ field: 'phone', message: 'Teléfono inválido' }],
      notice: { title: CREATE_FAILED },
    });
    expect(after.find((s) => s.matches('clients'))?.context.grantError).toBe(PRIVILEGE_REQUIRED);
    expect(after.find((s) => s.matches('summary'))?.context.notice).toEqual({
      title: CREATE_FAILED,
      text: 'El backend dijo no',
      tone: 'error',
    });
  });
});
