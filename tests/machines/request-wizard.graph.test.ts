import { describe, expect, it } from 'vitest';
import {
  NO_CATEGORY,
  NO_CLIENT,
  NO_TYPE,
  PRELOAD_FAILED,
  PRELOAD_UNKNOWN,
  requestWizardMachine,
  SENT,
  SUBMIT_FAILED,
  type WizardInput,
} from '../../machines/request-wizard.machine';
import { REQUIRED, type FormValues } from '../../machines/request-wizard.form';
import type {
  AgreementSimulationPayload,
  RequestCategories,
  RequestForm,
  RequestFormField,
  RequestInput,
  RequestPayload,
} from '../../machines/types';
import type { SnapshotFrom } from 'xstate';
import { replayGraph, snapshotsAfter } from '../support/machine-graph';

const field = (name: string, over: Partial<RequestFormField> = {}): RequestFormField => ({
  name,
  label: name,
  element: 'INPUT',
  type: 'TEXT',
  options: [],
  required: false,
  validations: [],
  multiple: false,
  hideTitle: false,
  placeAlone: false,
  value: null,
  ...over,
});

const categories: RequestCategories = {
  disabledMessage: null,
  categories: [
    { id: '3', name: 'Lectura y consumo', types: [{ id: '11', name: 'Solicitud de lectura', description: null }] },
    { id: '8', name: 'Convenios', types: [{ id: '31', name: 'Convenio de pago', description: 'Convenio automático' }] },
  ],
};
const disabled: RequestCategories = { disabledMessage: 'Los requerimientos no están disponibles', categories: [] };
const ordinary: RequestForm = {
  description: null,
  special: null,
  amount: null,
  fields: [field('detail', { element: 'TEXTAREA', type: null, required: true }), field('visit', { type: 'DATE' })],
};
const agreement: RequestForm = {
  description: null,
  special: 'C360',
  amount: 100_000,
  fields: [field('n11', { type: 'NUMBER', value: '20' })],
};
const typed: FormValues = { detail: 'Medidor con fuga', visit: '2026-12-01', n11: '20' };
const empty: FormValues = { detail: '  ', visit: '' };

const sent: RequestPayload = { ok: true, message: null, fieldErrors: [], requestId: '900' };
const sentWithMessage: RequestPayload = { ok: true, message: 'Tu solicitud quedó registrada', fieldErrors: [], requestId: '901' };
const refused: RequestPayload = {
  ok: false,
  message: null,
  fieldErrors: [{ field: 'detail', message: 'Detalle inválido' }],
  requestId: null,
};
const refusedChecks: RequestPayload = {
  ok: false,
  message: null,
  fieldErrors: [{ field: 'check_address', message: 'Debes confirmar la dirección' }],
  requestId: null,
};
const notSent: RequestPayload = { ok: false, message: null, fieldErrors: [], requestId: null };
const simulated: AgreementSimulationPayload = {
  ok: true,
  message: null,
  fieldErrors: [],
  simulation: { debt: 100_000, downPaymentPercent: 20, downPayment: 20_000, instalments: 12, instalmentAmount: 6_667, interestFree: true },
};
/** how the backend answers a simulation sent before step 4b: the numbers, and the two confirmations still unchecked */
const simulatedUnchecked: AgreementSimulationPayload = {
  ...simulated,
  ok: false,
  fieldErrors: [
    { field: 'check_address', message: 'Debes confirmar la dirección del servicio' },
    { field: 'check_term_conditions', message: 'Debes aceptar los términos y condiciones' },
  ],
};
const simulationRefused: AgreementSimulationPayload = {
  ok: false,
  message: 'No es posible simular el convenio',
  fieldErrors: [],
  simulation: null,
};
const simulationFieldErrors: AgreementSimulationPayload = {
  ok: false,
  message: null,
  fieldErrors: [{ field: 'n11', message: 'Porcentaje inválido' }],
  simulation: null,
};

const clients = [
  { id: 'METER:7', clientId: 7, patent: null },
  { id: 'METER:8', clientId: 8, patent: null },
];
const plain: WizardInput = { line: 'METER', clients };
const preloaded: WizardInput = { line: 'METER', clients, preload: { code: 'C360', clientId: 8 } };
const preloadedNoClient: WizardInput = { line: 'METER', clients, preload: { code: 'C360' } };
const paid: WizardInput = { line: 'METER', clients, code: 'C360' };

describe('request wizard machine, every path of its graph', async () => {
  const run = await replayGraph(requestWizardMachine, {
    inputs: [plain, preloaded, preloadedNoClient, paid],
    events: [
      { type: 'client.select', id: 'METER:8' },
      { type: 'client.next' },
      { type: 'category.select', categoryId: '8' },
      { type: 'type.select', typeId: '31' },
      { type: 'category.next' },
      { type: 'field.edit', field: 'detail' },
      { type: 'form.submit', values: typed },
      { type: 'form.submit', values: empty },
      { type: 'agreement.confirm', checks: { checkAddress: true, checkTermConditions: true } },
      { type: 'load.retry' },
      { type: 'wizard.back' },
      { type: 'notice.dismiss' },
      { type: 'wizard.finish' },
    ],
    outputs: {
      lookupCode: [{ categoryId: '8', typeId: '31' }, null],
      loadCategories: [categories, disabled],
      loadForm: [ordinary, agreement],
      createRequest: [sent, sentWithMessage, refused, refusedChecks, notSent],
      simulateAgreement: [simulated, simulatedUnchecked, simulationRefused, simulationFieldErrors],
    },
  });
  const steps = run.paths.flatMap((p) => p.steps);
  const calls = (src: string) => run.paths.flatMap((p) => p.calls.filter((c) => c.src === src));
  type State = Parameters<SnapshotFrom<typeof requestWizardMachine>['matches']>[0];
  const endingIn = (state: State, last: string) => run.paths.filter((p) => p.events.at(-1)?.type === last && p.snapshot.matches(state));

  it('reaches every state and takes every transition', () => {
    expect(run.missing).toEqual([]);
  });

  it("asks for a client, then a category and a type, with the spec's messages", () => {
    const messages = (state: State, event: string) =>
      steps.filter((s) => s.event.type === event && s.snapshot.matches(state)).map((s) => s.snapshot.context.errors);
    expect(messages('client', 'client.next')).toContainEqual([{ field: 'client', message: NO_CLIENT }]);
    expect(messages('category', 'category.next')).toContainEqual([{ field: 'category', message: NO_CATEGORY }]);
    expect(messages('category', 'category.next')).toContainEqual([{ field: 'type', message: NO_TYPE }]);
    // choosing again clears the message
    for (const s of steps.filter((s) => s.event.type === 'client.select')) expect(s.snapshot.context.errors).toEqual([]);
  });

  it('shows the server message in place of the wizard when the line is disabled', () => {
    const shown = run.paths.filter((p) => p.snapshot.matches('disabled')).map((p) => p.snapshot.context.disabledMessage);
    expect(shown.length).toBeGreaterThan(0);
    for (const message of shown) expect(message).toBe(disabled.disabledMessage);
  });

  it('loads the form of the chosen type for the chosen client', () => {
    expect(calls('loadForm')).toContainEqual({ src: 'loadForm', input: { typeId: '31', clientId: 8, patent: null } });
  });

  it('refuses an empty required field before sending, and sends dates DD-MM-YYYY', () => {
    for (const s of steps.filter(
      (s) => s.event.type === 'form.submit' && s.snapshot.matches('form') && s.snapshot.context.form === ordinary,
    ))
      if (s.snapshot.context.values === empty) expect(s.snapshot.context.errors).toEqual([{ field: 'detail', message: REQUIRED }]);
    const sentInputs = calls('createRequest').map((c) => c.input as RequestInput);
    expect(sentInputs).toContainEqual(
      expect.objectContaining({
        line: 'METER',
        clientId: 8,
        typeId: '31',
        values: [
          { name: 'detail', value: 'Medidor con fuga' },
          { name: 'visit', value: '01-12-2026' },
        ],
      }),
    );
    for (const input of sentInputs) expect(input.values).not.toContainEqual({ name: 'detail', value: '' });
  });

  it("ends on step 4 with 'Requerimiento enviado con éxito' or the server's message; finishing starts again", () => {
    const done = snapshotsAfter(run, 'xstate.done.actor.0.requestWizard.submitting').filter((s) => s.matches('sent'));
    expect(done.map((s) => s.context.sentMessage)).toEqual(expect.arrayContaining([SENT, sentWithMessage.message]));
    for (const path of endingIn('loadingCategories', 'wizard.finish'))
      expect(path.snapshot.context).toMatchObject({ client: null, categoryId: null, typeId: null, form: null, values: {}, code: null });
  });

  it("keeps what was typed through a refusal and a failure, with the server's field errors or the spec's message", () => {
    const back = [
      ...snapshotsAfter(run, 'xstate.done.actor.0.requestWizard.submitting'),
      ...snapshotsAfter(run, 'xstate.error.actor.0.requestWizard.submitting'),
    ].filter((s) => s.matches('form'));
    expect(back.length).toBeGreaterThan(0);
    for (const s of back) expect(s.context.values).toBe(typed);
    expect(back.map((s) => s.context.errors)).toContainEqual(refused.fieldErrors);
    expect(back.map((s) => s.context.failure)).toContain(SUBMIT_FAILED);
  });

  it('simulates an agreement form (4b), confirms it with the checks, and keeps the values going back', () => {
    const simulatedSnapshots = snapshotsAfter(run, 'xstate.done.actor.0.requestWizard.simulating').filter((s) => s.matches('agreement'));
    expect(simulatedSnapshots.map((s) => s.context.simulation)).toContainEqual(simulated.simulation);
    // the confirmations are asked on 4b: not shown as refused before the user sees them
    for (const s of simulatedSnapshots) expect(s.context.errors).toEqual([]);
    const refusedSimulation = snapshotsAfter(run, 'xstate.done.actor.0.requestWizard.simulating').filter((s) => s.matches('form'));
    expect(refusedSimulation.map((s) => s.context.errors)).toContainEqual(simulationFieldErrors.fieldErrors);
    expect(refusedSimulation.map((s) => s.context.failure)).toContain(simulationRefused.message);
    for (const c of calls('simulateAgreement')) expect(c.input).not.toHaveProperty('checkAddress');
    expect(calls('createRequest').map((c) => c.input)).toContainEqual(
      expect.objectContaining({ typeId: '31', checkAddress: true, checkTermConditions: true, values: [{ name: 'n11', value: '20' }] }),
    );
    const refusedChecks4b = snapshotsAfter(run, 'xstate.done.actor.0.requestWizard.confirming').filter((s) => s.matches('agreement'));
    expect(refusedChecks4b.map((s) => s.context.errors)).toContainEqual(refusedChecks.fieldErrors);
    const backFrom4b = run.paths.flatMap((p) =>
      p.steps.flatMap((s, i) =>
        s.event.type === 'wizard.back' && p.steps[i - 1]?.snapshot.matches('agreement') ? [{ before: p.steps[i - 1]!, after: s }] : [],
      ),
    );
    expect(backFrom4b.length).toBeGreaterThan(0);
    for (const { before, after } of backFrom4b) {
      expect(after.snapshot.matches('form')).toBe(true);
      expect(after.snapshot.context.values).toBe(before.snapshot.context.values);
    }
  });

  it('jumps to step 3 from a preload with a client, and to step 1 with the type kept without one', () => {
    const jumped = run.paths.filter((p) => p.input === preloaded && p.snapshot.matches('form')).map((p) => p.calls.map((c) => c.src));
    expect(jumped).toContainEqual(['loadCategories', 'lookupCode', 'loadForm']);
    const toStep1 = snapshotsAfter(run, 'xstate.done.actor.0.requestWizard.preloading').filter((s) => s.matches('client'));
    expect(toStep1.map((s) => [s.context.typeId, s.context.failure])).toEqual(
      expect.arrayContaining([
        ['31', null],
        [null, PRELOAD_UNKNOWN],
      ]),
    );
    expect(snapshotsAfter(run, 'xstate.error.actor.0.requestWizard.preloading').map((s) => s.context.failure)).toContain(PRELOAD_FAILED);
  });

  it("shows the payment success of the 'code' variant", () => {
    const start = run.paths.filter((p) => p.input === paid).map((p) => p.steps[0]!.snapshot);
    for (const s of start) expect(s.value).toBe('paid');
  });
});
