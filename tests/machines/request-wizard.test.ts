import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  agreementTerms,
  formErrors,
  initialValues,
  isSupported,
  requestValues,
  REQUIRED,
  textMaxLength,
  type FormValues,
} from '../../machines/request-wizard.form';
import { requestWizardMachine, ServerMessage, type FormRequest } from '../../machines/request-wizard.machine';
import { ATTACHMENT_TOO_LARGE, NOT_A_NUMBER } from '../../machines/rules/request-rules';
import type { BusinessLine, RequestCategories, RequestForm, RequestFormField, RequestInput, RequestPayload } from '../../machines/types';

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

const fields = [
  field('motivo', { element: 'SELECT', type: null, required: true }),
  field('artefactos', { element: 'SELECT2', type: null, multiple: true, value: 'cocina,estufa' }),
  field('fecha', { type: 'DATE', value: '05-03-2026' }),
  field('acepta', { type: 'CHECKBOX', value: '1' }),
  field('foto', { type: 'FILE' }),
  field('descripcion', { element: 'TEXTAREA', type: null, validations: ['max:2000'] }),
  field('telefono', { validations: ['max:9'] }),
  field('horario', { element: 'UNSUPPORTED', type: null, required: true }),
  field('hora', { type: 'UNSUPPORTED' }),
];
const form: RequestForm = { description: null, special: null, amount: null, fields };

describe('request wizard form values', () => {
  it("starts from the server's values: a list for a multiple select2, a date for the date input, a checkbox as checked", () => {
    expect(initialValues(form)).toEqual({
      motivo: '',
      artefactos: ['cocina', 'estufa'],
      fecha: '2026-03-05',
      acepta: true,
      foto: null,
      descripcion: '',
      telefono: '',
    });
  });

  it('draws neither an unknown element nor an input of an unknown type, and neither checks nor sends them', () => {
    expect(fields.filter((f) => !isSupported(f)).map((f) => f.name)).toEqual(['horario', 'hora']);
    const values: FormValues = { ...initialValues(form), motivo: 'olor' };
    expect(formErrors(fields, values)).toEqual([]);
    expect(requestValues(fields, values).map((v) => v.name)).not.toContain('horario');
  });

  it('sends dates DD-MM-YYYY, checkboxes 1/0, lists as lists, files base64 with their name, texts trimmed', () => {
    const values: FormValues = {
      motivo: 'olor',
      artefactos: ['cocina'],
      fecha: '2026-12-01',
      acepta: false,
      foto: { name: 'foto.pdf', base64: 'JVBERi0=', size: 5 },
      descripcion: '  Fuga  ',
      telefono: '',
    };
    expect(requestValues(fields, values)).toEqual([
      { name: 'motivo', value: 'olor' },
      { name: 'artefactos', values: ['cocina'] },
      { name: 'fecha', value: '01-12-2026' },
      { name: 'acepta', value: '0' },
      { name: 'foto', file: { name: 'foto.pdf', base64: 'JVBERi0=' } },
      { name: 'descripcion', value: 'Fuga' },
      { name: 'telefono', value: '' },
    ]);
  });

  it('refuses an empty required field, a file over 3 MB and a text over its limit', () => {
    const values: FormValues = {
      ...initialValues(form),
      motivo: '   ',
      foto: { name: 'plano.pdf', base64: '', size: 3_072_001 },
      telefono: '9876543210',
    };
    expect(formErrors(fields, values)).toEqual([
      { field: 'motivo', message: REQUIRED },
      { field: 'foto', message: ATTACHMENT_TOO_LARGE },
      { field: 'telefono', message: 'Máximo 9 caracteres' },
    ]);
    expect(textMaxLength(fields[5]!)).toBe(2000);
    // a number's max is its value's, not its length
    expect(textMaxLength(field('cantidad', { type: 'NUMBER', validations: ['max:20'] }))).toBe(255);
  });

  it("refuses a number field's text that is not a number, or a number outside the field's own min and max", () => {
    const cuotas = field('cuotas', { type: 'NUMBER', validations: ['min:1', 'max:36'] });
    const errors = (value: string) => formErrors([cuotas], { cuotas: value });
    expect(['12', ' 36 ', '1,5', '2.5', ''].map(errors)).toEqual([[], [], [], [], []]);
    expect(['doce', '1e3', '12,', '0', '37'].map((value) => errors(value)[0]?.message)).toEqual([
      NOT_A_NUMBER,
      NOT_A_NUMBER,
      NOT_A_NUMBER,
      'Debe ser mayor o igual a 1',
      'Debe ser menor o igual a 36',
    ]);
  });

  it('shows an agreement form its down payment: ceil(debt × n11 / 100), or n0, and 12 instalments unless n12 says', () => {
    const c360: RequestForm = { description: null, special: 'C360', amount: 100_001, fields: [field('n11'), field('n12')] };
    expect(agreementTerms(c360, { n11: '15', n12: '' })).toEqual({ debt: 100_001, percent: 15, downPayment: 15_001, instalments: 12 });
    const c361: RequestForm = { ...c360, special: 'C361', fields: [field('n0'), field('n12')] };
    expect(agreementTerms(c361, { n0: '10', n12: '24' })).toEqual({ debt: 100_001, percent: 10, downPayment: 10_001, instalments: 24 });
    expect(agreementTerms({ ...c360, special: 'C321' }, { n11: '15' })).toBeNull();
  });
});

describe('request wizard: a load the backend refused with its own message', () => {
  it('shows that message on the failed step, and clears it on retry', async () => {
    const machine = requestWizardMachine.provide({
      actors: {
        loadCategories: fromPromise<RequestCategories, { line: BusinessLine }>(async () => ({
          disabledMessage: null,
          categories: [{ id: '8', name: 'Convenios', types: [{ id: '31', name: 'Convenio de pago', description: null }] }],
        })),
        loadForm: fromPromise<RequestForm, FormRequest>(async () => {
          throw new ServerMessage('El cliente seleccionado no registra deuda.');
        }),
      },
    });
    const actor = createActor(machine, { input: { line: 'METER', clients: [{ id: 'a', clientId: 7, patent: null }] } }).start();
    await waitFor(actor, (s) => s.matches('client'));
    actor.send({ type: 'client.select', id: 'a' });
    actor.send({ type: 'client.next' });
    expect(actor.getSnapshot().value).toBe('category');
    actor.send({ type: 'category.select', categoryId: '8' });
    actor.send({ type: 'type.select', typeId: '31' });
    actor.send({ type: 'category.next' });
    const failed = await waitFor(actor, (s) => s.matches('formFailed'));
    expect(failed.context.failure).toBe('El cliente seleccionado no registra deuda.');
    actor.send({ type: 'wizard.back' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});

describe("request wizard: a company area's selected client (Granel Industrial, issue 40)", () => {
  const categories: RequestCategories = {
    disabledMessage: null,
    categories: [{ id: '10', name: 'Estanque', types: [{ id: '61', name: 'Revisión de estanque', description: null }] }],
  };
  const clients = [
    { id: 's1', clientId: 41, patent: null },
    { id: 's2', clientId: 42, patent: null },
  ];
  const ordinary: RequestForm = { description: null, special: null, amount: null, fields: [field('descripcion', { required: true })] };
  const asked: FormRequest[] = [];
  const machine = requestWizardMachine.provide({
    actors: {
      loadCategories: fromPromise<RequestCategories, { line: BusinessLine }>(async () => categories),
      lookupCode: fromPromise(async ({ input }: { input: { code: string } }) =>
        input.code === 'C900' ? { categoryId: '10', typeId: '61' } : null,
      ),
      loadForm: fromPromise<RequestForm, FormRequest>(async ({ input }) => {
        asked.push(input);
        return ordinary;
      }),
      createRequest: fromPromise<RequestPayload, RequestInput>(async () => ({ ok: true, message: null, fieldErrors: [], requestId: '7' })),
    },
  });

  it('starts step 1 with it chosen, files about another one if the user says so, and starts with it again after finishing', async () => {
    const actor = createActor(machine, { input: { line: 'INDUSTRIAL_BULK', clients, chosen: 's2' } }).start();
    expect((await waitFor(actor, (s) => s.matches('client'))).context.client).toEqual(clients[1]);
    actor.send({ type: 'client.select', id: 's1' });
    actor.send({ type: 'client.next' });
    actor.send({ type: 'category.select', categoryId: '10' });
    actor.send({ type: 'type.select', typeId: '61' });
    actor.send({ type: 'category.next' });
    await waitFor(actor, (s) => s.matches('form'));
    actor.send({ type: 'form.submit', values: { descripcion: 'Nivel errático' } });
    const sent = await waitFor(actor, (s) => s.matches('sent'));
    expect(sent.context.client).toEqual(clients[0]);
    actor.send({ type: 'wizard.finish' });
    expect((await waitFor(actor, (s) => s.matches('client'))).context.client).toEqual(clients[1]);
    actor.stop();
  });

  it('is the client of a preload that names none, so it goes straight to the form; an unknown code leaves it chosen', async () => {
    asked.length = 0;
    const jumped = createActor(machine, { input: { line: 'INDUSTRIAL_BULK', clients, chosen: 's2', preload: { code: 'C900' } } }).start();
    await waitFor(jumped, (s) => s.matches('form'));
    expect(asked).toEqual([{ typeId: '61', clientId: 42, patent: null }]);
    jumped.stop();

    const unknown = createActor(machine, { input: { line: 'INDUSTRIAL_BULK', clients, chosen: 's1', preload: { code: 'C999' } } }).start();
    const step1 = await waitFor(unknown, (s) => s.matches('client'));
    expect(step1.context.client).toEqual(clients[0]);
    unknown.stop();
  });

  it('chooses nothing for an id the line does not have', async () => {
    const actor = createActor(machine, { input: { line: 'INDUSTRIAL_BULK', clients, chosen: 'otro' } }).start();
    expect((await waitFor(actor, (s) => s.matches('client'))).context.client).toBeNull();
    actor.stop();
  });
});
