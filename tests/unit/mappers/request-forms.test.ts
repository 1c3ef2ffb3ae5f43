import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  mapCategories,
  mapField,
  mapForm,
  mapOptions,
  mapTypeRef,
  parseValidations,
  requestInputErrors,
  requestPayload,
  simulationPayload,
  toRequestPayload,
  toRestValue,
} from '../../../gateway/mappers/request-forms';
import { overLongTexts } from '../../../machines/rules/limits';
import { ATTACHMENT_TOO_LARGE, MAX_ATTACHMENT_BASE64, MAX_ATTACHMENT_BYTES } from '../../../machines/rules/request-rules';
import type { RequestInput } from '../../../schema/generated/types';

/** base64 of exactly `bytes` bytes */
const base64Of = (bytes: number) => Buffer.alloc(bytes, 7).toString('base64');

function codeOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    return (error as GraphQLError).extensions.code;
  }
  throw new Error('expected a GraphQL error');
}

const input = (values: RequestInput['values'], extra: Partial<RequestInput> = {}): RequestInput => ({
  line: 'METER',
  clientId: 7,
  typeId: '15',
  values,
  ...extra,
});

describe('request categories', () => {
  it('maps categories with their types, each labelled by description_front, its other description shown under it', () => {
    const mapped = mapCategories({
      status: 'ok',
      data: [
        {
          id: 8,
          name: 'Convenios',
          request_types: [{ id: 31, description: 'Convenio de pago', description_front: 'Convenio automático' }],
        },
        {
          id: '14',
          name: 'Servicio técnico',
          request_types: [{ id: 15, description: 'Revisión de instalación', description_front: null }],
        },
      ],
    });
    expect(mapped).toEqual({
      disabledMessage: null,
      categories: [
        { id: '8', name: 'Convenios', types: [{ id: '31', name: 'Convenio automático', description: 'Convenio de pago' }] },
        { id: '14', name: 'Servicio técnico', types: [{ id: '15', name: 'Revisión de instalación', description: null }] },
      ],
    });
  });

  it('never labels a type by a bare request code: without description_front, its name if that is text, else none (issue 37)', () => {
    const types = mapCategories({
      status: 'ok',
      data: [
        {
          id: '000008',
          name: 'Lectura y consumo',
          request_types: [
            { id: '000011', description: 'C321', description_front: 'Solicitud de lectura' },
            { id: 12, description: 'C325', name: 'Cambio de boleta a factura' },
            { id: 13, description: 'C361' },
            { id: 14, description: 'MC0501', description_front: '  ' },
            { description: 'Sin id', description_front: 'Sin id' },
          ],
        },
      ],
    }).categories[0]!;
    expect(types.id).toBe('000008');
    expect(types.types).toEqual([
      { id: '000011', name: 'Solicitud de lectura', description: null },
      { id: '12', name: 'Cambio de boleta a factura', description: null },
      { id: '13', name: null, description: null },
      { id: '14', name: null, description: null },
    ]);
    expect(JSON.stringify(types)).not.toMatch(/"name":"(C321|C325|C361|MC0501)"/);
  });

  it('a disabled line answers the server message in place of categories', () => {
    expect(mapCategories({ status: 'disabled', message: 'Por mantención no disponible' })).toEqual({
      disabledMessage: 'Por mantención no disponible',
      categories: [],
    });
    expect(mapCategories({ status: 'disabled' }).disabledMessage).toMatch(/no están disponibles/);
  });

  it('a wrong shape or an error status is a block error, never an empty wizard; a missing name is only a missing name', () => {
    expect(codeOf(() => mapCategories({ status: 'ok', data: { categories: [] } }))).toBe('BACKEND_UNAVAILABLE');
    expect(mapCategories({ status: 'ok', data: [{ id: 1 }] })).toEqual({
      disabledMessage: null,
      categories: [{ id: '1', name: null, types: [] }],
    });
    expect(codeOf(() => mapCategories({ status: 'ok', data: [{ id: 1, name: 'A', request_types: 'x' }] }))).toBe('BACKEND_UNAVAILABLE');
    expect(() => mapCategories({ status: 'error', message: 'Servicio caído' })).toThrow('Servicio caído');
  });
});

describe('request form fields', () => {
  it('maps every known element and type; an unknown element or type is UNSUPPORTED', () => {
    const kinds = (element: string, type?: string) => {
      const field = mapField({ name: 'f', label: 'F', element, type });
      return [field.element, field.type];
    };
    expect(kinds('input', 'text')).toEqual(['INPUT', 'TEXT']);
    expect(kinds('input', 'number')).toEqual(['INPUT', 'NUMBER']);
    expect(kinds('input', 'email')).toEqual(['INPUT', 'EMAIL']);
    expect(kinds('input', 'file')).toEqual(['INPUT', 'FILE']);
    expect(kinds('input', 'date')).toEqual(['INPUT', 'DATE']);
    expect(kinds('INPUT', 'Checkbox')).toEqual(['INPUT', 'CHECKBOX']);
    expect(kinds('input')).toEqual(['INPUT', 'TEXT']);
    expect(kinds('input', 'time')).toEqual(['INPUT', 'UNSUPPORTED']);
    expect(kinds('select')).toEqual(['SELECT', null]);
    expect(kinds('select2')).toEqual(['SELECT2', null]);
    expect(kinds('textarea', 'text')).toEqual(['TEXTAREA', null]);
    expect(kinds('radio')).toEqual(['UNSUPPORTED', null]);
    expect(kinds('')).toEqual(['UNSUPPORTED', null]);
  });

  it("reads 'required' out of the validation string and keeps the other rules as written", () => {
    expect(parseValidations('required|max:100')).toEqual({ required: true, validations: ['max:100'] });
    expect(parseValidations('min:1| max:20 ')).toEqual({ required: false, validations: ['min:1', 'max:20'] });
    expect(parseValidations('')).toEqual({ required: false, validations: [] });
    expect(parseValidations(null)).toEqual({ required: false, validations: [] });
    expect(parseValidations(['required', 'email'])).toEqual({ required: true, validations: ['email'] });
  });

  it('reads options in each shape the backend writes', () => {
    const expected = [
      { value: 'a', label: 'Alfa' },
      { value: '2', label: 'Beta' },
    ];
    expect(
      mapOptions([
        { value: 'a', label: 'Alfa' },
        { value: 2, label: 'Beta' },
      ]),
    ).toEqual(expected);
    expect(
      mapOptions([
        { id: 'a', name: 'Alfa' },
        { id: 2, name: 'Beta' },
      ]),
    ).toEqual(expected);
    expect(mapOptions({ a: 'Alfa', 2: 'Beta' })).toEqual([expected[1], expected[0]]);
    expect(mapOptions(['Mañana', 'Tarde'])).toEqual([
      { value: 'Mañana', label: 'Mañana' },
      { value: 'Tarde', label: 'Tarde' },
    ]);
    expect(mapOptions(null)).toEqual([]);
    expect(mapOptions('nada')).toEqual([]);
  });

  it("reads hidetitle, placealone and multiple as '0'/'1' texts, numbers or booleans; only a select2 is multiple", () => {
    const field = mapField({ name: 'a', label: 'A', element: 'select2', multiple: '1', hidetitle: '0', placealone: '1', options: [] });
    expect(field).toMatchObject({ multiple: true, hideTitle: false, placeAlone: true });
    expect(mapField({ name: 'a', label: 'A', element: 'select2', multiple: '0' }).multiple).toBe(false);
    expect(mapField({ name: 'a', label: 'A', element: 'select', multiple: '1' }).multiple).toBe(false);
    expect(mapField({ name: 'a', label: 'A', element: 'input', hidetitle: 1, placealone: true })).toMatchObject({
      hideTitle: true,
      placeAlone: true,
    });
    expect(mapField({ name: 'a', label: 'A', element: 'input', hidetitle: ' 1 ' }).hideTitle).toBe(true);
  });

  it('a form answers its description, special code and amount (comma decimals read); an empty field list stays empty', () => {
    const form = mapForm({
      status: 'ok',
      data: { form: [{ name: 'n11', label: 'Pie', element: 'input', type: 'number', value: 20 }], special: 'c360', amount: '125.400,50' },
    });
    expect(form).toMatchObject({ special: 'C360', amount: 125400.5, description: null });
    expect(form.fields[0]).toMatchObject({ name: 'n11', value: '20', required: false });
    expect(mapForm({ status: 'ok', data: { form: [] } }).fields).toEqual([]);
    expect(mapForm({ status: 'ok', data: { form: [] }, description: 'Arriba' } as never).description).toBe('Arriba');
  });

  it('a form of the wrong shape is a block error', () => {
    expect(codeOf(() => mapForm({ status: 'ok', data: { form: 'input' } }))).toBe('BACKEND_UNAVAILABLE');
    expect(codeOf(() => mapForm({ status: 'ok', data: [] }))).toBe('BACKEND_UNAVAILABLE');
    // a field without its name could not be filed: it is left out, and the rest of the form shows
    const form = mapForm({
      status: 'ok',
      data: {
        form: [
          { label: 'sin nombre', element: 'input' },
          { name: 'n1', label: 'Uno', element: 'input' },
        ],
      },
    });
    expect(form.fields.map((f) => f.name)).toEqual(['n1']);
    expect(() => mapForm({ status: 'error', message: 'El cliente seleccionado no registra deuda.' })).toThrow('no registra deuda');
  });

  it('a request code answers its category and type, or null when unknown', () => {
    expect(mapTypeRef({ status: 'ok', data: { request_category_id: 4, request_type_id: 12 } })).toEqual({ categoryId: '4', typeId: '12' });
    expect(mapTypeRef({ status: 'empty', message: 'No existe' })).toBeNull();
    expect(codeOf(() => mapTypeRef({ status: 'ok', data: { request_type_id: 12 } }))).toBe('BACKEND_UNAVAILABLE');
  });
});

describe('filing a request', () => {
  it('sends dates DD-MM-YYYY, a multiple select2 as a list, a file as {name, base64}, a checkbox as given', () => {
    expect(toRestValue({ name: 'fecha', value: '2026-11-23' })).toBe('23-11-2026');
    expect(toRestValue({ name: 'fecha', value: '23-11-2026' })).toBe('23-11-2026');
    expect(toRestValue({ name: 'artefactos', values: ['cocina', 'estufa'] })).toEqual(['cocina', 'estufa']);
    expect(toRestValue({ name: 'foto', file: { name: ' medidor.jpg ', base64: 'data:image/jpeg;base64,QUJD' } })).toEqual({
      name: 'medidor.jpg',
      base64: 'QUJD',
    });
    expect(toRestValue({ name: 'acepta', value: '1' })).toBe('1');
    expect(toRestValue({ name: 'vacio' })).toBeNull();
  });

  it('puts the target after the values, so a value cannot stand in for it; the confirmations go as 1/0', () => {
    const payload = toRequestPayload(input([{ name: 'descripcion', value: 'Fuga' }], { checkAddress: true, checkTermConditions: false }));
    expect(payload).toEqual({
      descripcion: 'Fuga',
      check_address: 1,
      check_term_conditions: 0,
      client_id: 7,
      patent: null,
      request_type_id: 15,
    });
    expect(toRequestPayload(input([], { line: 'AUTOGAS', clientId: null, patent: 'abcd12' }))).toMatchObject({
      client_id: null,
      patent: 'ABCD12',
    });
    expect(codeOf(() => toRequestPayload(input([], { typeId: '15; DROP' })))).toBe('BAD_USER_INPUT');
  });

  it('refuses an attachment over 3,072,000 bytes, a file without a name and values that are not one field once', () => {
    expect(requestInputErrors(input([{ name: 'adjunto', file: { name: 'a.pdf', base64: base64Of(MAX_ATTACHMENT_BYTES) } }]))).toEqual([]);
    expect(requestInputErrors(input([{ name: 'adjunto', file: { name: 'a.pdf', base64: base64Of(MAX_ATTACHMENT_BYTES + 1) } }]))).toEqual([
      { field: 'adjunto', message: ATTACHMENT_TOO_LARGE },
    ]);
    expect(requestInputErrors(input([{ name: 'adjunto', file: { name: ' ', base64: 'QUJD' } }]))[0]?.field).toBe('adjunto');
    expect(requestInputErrors(input([{ name: 'adjunto', file: { name: 'a.pdf', base64: '<script>' } }]))).toHaveLength(1);
    expect(
      requestInputErrors(
        input([
          { name: 'a', value: '1' },
          { name: 'a', value: '2' },
          { name: 'client_id', value: '99' },
          { name: 'b', value: 'x', values: ['y'] },
        ]),
      ).map((e) => e.field),
    ).toEqual(['a', 'client_id', 'b']);
  });

  it("answers 'Requerimiento enviado con éxito' or the server's message; field errors keep the form's names", () => {
    expect(requestPayload({ status: 'ok', data: { id: 900 } })).toEqual({
      ok: true,
      message: 'Requerimiento enviado con éxito',
      fieldErrors: [],
      requestId: '900',
    });
    expect(requestPayload({ status: 'ok', message: 'Recibido' }).message).toBe('Recibido');
    expect(
      requestPayload({
        status: 'error',
        errors: { email_contacto: ['Formato de correo invalido', 'otro'], fecha_visita: ['Campo requerido'] },
      }),
    ).toEqual({
      ok: false,
      message: null,
      fieldErrors: [
        { field: 'email_contacto', message: 'Formato de correo invalido' },
        { field: 'fecha_visita', message: 'Campo requerido' },
      ],
      requestId: null,
    });
    expect(requestPayload({ status: 'error' }).message).toBe('Ha ocurrido un error inesperado,por favor intente más tarde.');
  });
});

describe('agreement simulation', () => {
  const agreement = input(
    [
      { name: 'n11', value: '20' },
      { name: 'n12', value: '12' },
    ],
    { typeId: '31' },
  );

  it('reads the cuota (comma decimals, whole pesos) and fills what the answer leaves out from the form', () => {
    const payload = simulationPayload({ status: 'ok', data: { cuota: '8.333,40', amount: '125000' } }, agreement);
    expect(payload).toEqual({
      ok: true,
      message: null,
      fieldErrors: [],
      simulation: { debt: 125000, downPaymentPercent: 20, downPayment: 25000, instalments: 12, instalmentAmount: 8333, interestFree: true },
    });
  });

  it('keeps the numbers the server computed beside the confirmations it still asks for', () => {
    const payload = simulationPayload(
      {
        status: 'error',
        errors: { check_address: ['Debes confirmar la dirección del servicio'] },
        data: { amount: 100001, percent: 10, down_payment: 10001, instalments: 24, cuota: 3750, interest_free: 1 },
      } as never,
      agreement,
    );
    expect(payload.ok).toBe(false);
    expect(payload.fieldErrors).toEqual([{ field: 'check_address', message: 'Debes confirmar la dirección del servicio' }]);
    expect(payload.simulation).toMatchObject({ downPayment: 10001, instalments: 24, instalmentAmount: 3750 });
  });

  it("takes the debt from the form definition's amount when the answer gives only the cuota (spec 2 §7)", () => {
    expect(simulationPayload({ status: 'ok', data: { cuota: 8333 } }, agreement, 125000).simulation).toEqual({
      debt: 125000,
      downPaymentPercent: 20,
      downPayment: 25000,
      instalments: 12,
      instalmentAmount: 8333,
      interestFree: true,
    });
    expect(codeOf(() => simulationPayload({ status: 'ok', data: { cuota: 8333 } }, agreement))).toBe('BACKEND_UNAVAILABLE');
  });

  it('an ok answer without a cuota is a block error', () => {
    expect(codeOf(() => simulationPayload({ status: 'ok', data: { amount: 1 } }, agreement))).toBe('BACKEND_UNAVAILABLE');
    expect(codeOf(() => simulationPayload({ status: 'ok' }, agreement))).toBe('BACKEND_UNAVAILABLE');
  });
});

describe('length limits of a filed form', () => {
  it('lets an attachment through up to its base64 limit, with the 3MB message past it, under the form field', () => {
    const file = (length: number) => ({ input: { values: [{ name: 'adjunto', file: { name: 'a.pdf', base64: 'A'.repeat(length) } }] } });
    expect(overLongTexts(file(MAX_ATTACHMENT_BASE64))).toEqual([]);
    expect(overLongTexts(file(MAX_ATTACHMENT_BASE64 + 1000))).toEqual([{ field: 'adjunto', message: ATTACHMENT_TOO_LARGE }]);
    // the backend's body: the file under the field's own name
    expect(overLongTexts({ adjunto: { name: 'a.pdf', base64: 'A'.repeat(MAX_ATTACHMENT_BASE64 + 1000) } })).toEqual([
      { field: 'adjunto', message: ATTACHMENT_TOO_LARGE },
    ]);
  });

  it('gives a long-text field 2000 characters and any other value its name’s limit; other long strings stay refused', () => {
    const value = (name: string, length: number) => overLongTexts({ input: { values: [{ name, value: 'x'.repeat(length) }] } });
    expect(value('descripcion', 2000)).toEqual([]);
    expect(value('descripcion', 2001)).toEqual([{ field: 'descripcion', message: 'Máximo 2000 caracteres' }]);
    expect(value('giro', 255)).toEqual([]);
    expect(value('giro', 256)).toEqual([{ field: 'giro', message: 'Máximo 255 caracteres' }]);
    expect(overLongTexts({ input: { values: [{ name: 'a', values: ['x'.repeat(256)] }] } })).toHaveLength(1);
    expect(overLongTexts({ email: 'x'.repeat(300), base64: 'A'.repeat(300) })).toHaveLength(1);
    expect(overLongTexts({ search: { by: 'RUT', value: 'x'.repeat(101) } })).toHaveLength(1);
  });
});
