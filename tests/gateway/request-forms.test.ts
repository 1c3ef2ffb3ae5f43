import { beforeAll, describe, expect, it } from 'vitest';
import { DISABLED_LINE_MESSAGES } from '../../fixtures/areas/request-forms/seed';
import { ATTACHMENT_TOO_LARGE, ATTACHMENT_TYPE_REFUSED, MAX_ATTACHMENT_BYTES } from '../../machines/rules/request-rules';
import { catchBackendFailures } from '../support/console';
import { sandboxGateway } from '../support/gateway';

interface FieldError {
  field: string;
  message: string;
}
interface Categories {
  disabledMessage: string | null;
  categories: Array<{ id: string; name: string; types: Array<{ id: string; name: string; description: string | null }> }>;
}
interface Field {
  name: string;
  element: string;
  type: string | null;
  options: Array<{ value: string; label: string }>;
  required: boolean;
  validations: string[];
  multiple: boolean;
  hideTitle: boolean;
  placeAlone: boolean;
  value: string | null;
}
interface Form {
  description: string | null;
  special: string | null;
  amount: number | null;
  fields: Field[];
}
interface Created {
  ok: boolean;
  message: string | null;
  fieldErrors: FieldError[];
  requestId: string | null;
}
interface Simulated {
  ok: boolean;
  message: string | null;
  fieldErrors: FieldError[];
  simulation: {
    debt: number;
    downPaymentPercent: number;
    downPayment: number;
    instalments: number;
    instalmentAmount: number;
    interestFree: boolean;
  } | null;
}
type Value = { name: string; value?: string; values?: string[]; file?: { name: string; base64: string } };

/** A PDF of `bytes` bytes as far as its magic bytes go, with a content of its own. */
function pdf(bytes: number): Buffer {
  const content = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i++) content[i] = (i * 13) % 256;
  content.write('%PDF-1.7\n');
  return content;
}
/** A 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const gateway = sandboxGateway();
let cliente: string;

const person = (email: string) => gateway.backend.world.persons.find((p) => p.email === email)!;
const meterOf = (email: string) => person(email).linked.meter[0]!;

beforeAll(async () => {
  cliente = await gateway.signIn('cliente@demo.cl');
});

const categories = (line: string, token = cliente) =>
  gateway.gql<{ viewer: { requestCategories: Categories | null } }>(
    'query($l: BusinessLine!) { viewer { requestCategories(line: $l) { disabledMessage categories { id name types { id name description } } } } }',
    { l: line },
    token,
  );
const FIELD = 'name element type options { value label } required validations multiple hideTitle placeAlone value';
const form = (typeId: string, clientId: number | null, patent: string | null = null, token = cliente) =>
  gateway.gql<{ viewer: { requestForm: Form | null } }>(
    `query($t: ID!, $c: Int, $p: String) { viewer { requestForm(typeId: $t, clientId: $c, patent: $p) { description special amount fields { ${FIELD} } } } }`,
    { t: typeId, c: clientId, p: patent },
    token,
  );
const byCode = (code: string) =>
  gateway.gql<{ viewer: { requestTypeByCode: { categoryId: string; typeId: string } | null } }>(
    'query($c: String!) { viewer { requestTypeByCode(code: $c) { categoryId typeId } } }',
    { c: code },
    cliente,
  );
const create = (input: Record<string, unknown>, token = cliente) =>
  gateway.gql<{ createRequest: Created }>(
    'mutation($i: RequestInput!) { createRequest(input: $i) { ok message fieldErrors { field message } requestId } }',
    { i: input },
    token,
  );
const simulate = (input: Record<string, unknown>) =>
  gateway.gql<{ simulateAgreement: Simulated }>(
    `mutation($i: RequestInput!) { simulateAgreement(input: $i) {
      ok message fieldErrors { field message }
      simulation { debt downPaymentPercent downPayment instalments instalmentAmount interestFree } } }`,
    { i: input },
    cliente,
  );
const requestIds = async (token = cliente) => {
  const answer = await gateway.transport(5000).call('/request/list', {}, { token });
  return (answer.data ?? []).map((r) => String(r.id));
};

/** A form that fills Revisión de instalación (every field kind) correctly. */
const installationValues = (overrides: Value[] = []): Value[] => {
  const values: Value[] = [
    { name: 'motivo', value: 'olor' },
    { name: 'artefactos', values: ['cocina', 'estufa'] },
    { name: 'comuna_visita', value: '13123' },
    { name: 'fecha_visita', value: '2026-12-05' },
    { name: 'cantidad_artefactos', value: '2' },
    { name: 'email_contacto', value: 'camila@demo.cl' },
    { name: 'descripcion', value: 'Huele a gas cerca del calefont' },
    { name: 'fotografia', file: { name: 'calefont.jpg', base64: PNG } },
    { name: 'acepta_visita', value: '1' },
  ];
  return [...values.filter((v) => !overrides.some((o) => o.name === v.name)), ...overrides];
};
const installation = (values: Value[]) => ({ line: 'METER', clientId: meterOf('cliente@demo.cl'), typeId: '15', values });

describe('step 2: categories', () => {
  it("answers each of a person's lines its categories and types, each labelled by description_front", async () => {
    const meter = (await categories('METER')).data!.viewer.requestCategories!;
    expect(meter.disabledMessage).toBeNull();
    expect(meter.categories.map((c) => c.name)).toEqual(['Lectura y consumo', 'Convenios', 'Facturación', 'Servicio técnico']);
    // the label is description_front; the description, text other than the label, shows under the type
    expect(meter.categories[1]!.types[0]).toEqual({
      id: '31',
      name: 'Convenio automático de la deuda vencida',
      description: 'Convenio de pago',
    });
    // without description_front, the description (no code here) is the label
    expect(meter.categories[0]!.types[0]).toEqual({ id: '11', name: 'Solicitud de lectura', description: null });
    for (const line of ['BULK', 'CYLINDER', 'AUTOGAS']) {
      const answer = (await categories(line)).data!.viewer.requestCategories!;
      expect(answer.disabledMessage).toBeNull();
      expect(answer.categories.length).toBeGreaterThan(0);
    }
  });

  it("refuses a line of the other population; a company user's lines are its own", async () => {
    const refused = await categories('INDUSTRIAL_BULK');
    expect(refused.data?.viewer.requestCategories).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const funcionario = await gateway.signIn('funcionario@empresa.demo.cl', { company: true });
    const industrial = (await categories('INDUSTRIAL_BULK', funcionario)).data!.viewer.requestCategories!;
    expect(industrial.categories.map((c) => c.name)).toEqual(['Estanque', 'Datos comerciales']);
  });

  it('a line the server disabled answers its message in place of the wizard', async () => {
    const limitado = await gateway.signIn('limitado@empresa.demo.cl', { company: true });
    expect((await categories('INDUSTRIAL_BULK', limitado)).data!.viewer.requestCategories).toEqual({
      disabledMessage: DISABLED_LINE_MESSAGES.industrial,
      categories: [],
    });
  });

  it('a failing or malformed category call fails its own block, at its path', async () => {
    gateway.sandbox.faults.add({ path: '/request/category/list', status: 503 });
    const log = catchBackendFailures();
    const failed = await categories('METER');
    expect(failed.data?.viewer).toEqual({ requestCategories: null });
    expect(failed.errors?.[0]).toMatchObject({ path: ['viewer', 'requestCategories'], extensions: { code: 'BACKEND_UNAVAILABLE' } });
    gateway.sandbox.faults.clear();
    gateway.sandbox.faults.add({ path: '/request/category/list', malformed: true });
    const malformed = await categories('METER');
    expect(malformed.data?.viewer.requestCategories).toBeNull();
    expect(malformed.errors?.[0]?.message).toMatch(/no es posible obtener la información/);
    expect(log.failures).toEqual(['UNAVAILABLE /request/category/list', 'MALFORMED /request/category/list']);
  });
});

describe('step 3: the form', () => {
  it('maps a form with every element and type the wizard knows', async () => {
    const { fields } = (await form('15', meterOf('cliente@demo.cl'))).data!.viewer.requestForm!;
    const kinds = new Set(fields.map((f) => `${f.element}:${f.type}`));
    for (const kind of [
      'SELECT:null',
      'SELECT2:null',
      'TEXTAREA:null',
      'INPUT:TEXT',
      'INPUT:NUMBER',
      'INPUT:EMAIL',
      'INPUT:FILE',
      'INPUT:DATE',
      'INPUT:CHECKBOX',
    ])
      expect(kinds).toContain(kind);
    const field = (name: string) => fields.find((f) => f.name === name)!;
    expect(field('motivo').options).toContainEqual({ value: 'olor', label: 'Olor a gas' });
    expect(field('artefactos')).toMatchObject({ multiple: true, required: true });
    expect(field('comuna_visita')).toMatchObject({ multiple: false, required: false });
    expect(field('comuna_visita').options).toContainEqual({ value: '13123', label: 'Providencia' });
    expect(field('descripcion')).toMatchObject({ required: true, validations: ['max:2000'], placeAlone: true });
    expect(field('acepta_visita')).toMatchObject({ hideTitle: true, required: true });
    expect(field('cantidad_artefactos').value).toBe('1');
    expect(field('fotografia').required).toBe(false);
  });

  it('marks an unknown element and an unknown type UNSUPPORTED; a type without fields answers none', async () => {
    const clientId = meterOf('cliente@demo.cl');
    const special = (await form('16', clientId)).data!.viewer.requestForm!;
    expect(special.fields.find((f) => f.name === 'horario')).toMatchObject({ element: 'UNSUPPORTED', type: null });
    const certificate = (await form('17', clientId)).data!.viewer.requestForm!;
    expect(certificate.fields.find((f) => f.name === 'hora_visita')).toMatchObject({ element: 'INPUT', type: 'UNSUPPORTED' });
    const bulk = person('cliente@demo.cl').linked.housing[0]!;
    expect((await form('18', bulk)).data!.viewer.requestForm).toMatchObject({ fields: [], special: null });
  });

  it("answers the agreement forms with the client's debt as amount, and an autogas form by plate", async () => {
    const clientId = meterOf('cliente@demo.cl');
    const debt = gateway.backend.world.agreementDebts[String(clientId)];
    const agreement = (await form('31', clientId)).data!.viewer.requestForm!;
    expect(agreement).toMatchObject({ special: 'C360', amount: debt });
    expect(agreement.fields.map((f) => [f.name, f.value])).toEqual([
      ['n11', '20'],
      ['n12', '12'],
    ]);
    expect((await form('32', clientId)).data!.viewer.requestForm).toMatchObject({ special: 'C361', amount: debt });
    const patent = person('cliente@demo.cl').linked.autogas[0]!.patents[0]!;
    expect((await form('41', null, patent.toLowerCase())).data!.viewer.requestForm!.fields.length).toBeGreaterThan(0);
  });

  it("refuses another user's client id or plate", async () => {
    const other = await form('15', meterOf('vecino@demo.cl'));
    expect(other.data?.viewer.requestForm).toBeNull();
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const plate = await form('41', null, 'ZZZZ99');
    expect(plate.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('finds the category and type of a request code; an unknown code is null', async () => {
    expect((await byCode('C325')).data!.viewer.requestTypeByCode).toEqual({ categoryId: '4', typeId: '12' });
    expect((await byCode('c361')).data!.viewer.requestTypeByCode).toEqual({ categoryId: '8', typeId: '32' });
    expect((await byCode('C321')).data!.viewer.requestTypeByCode).toEqual({ categoryId: '3', typeId: '11' });
    expect((await byCode('C999')).data!.viewer.requestTypeByCode).toBeNull();
  });
});

describe('filing a request', () => {
  it("files a request that joins the user's list, with the spec's message", async () => {
    const answer = (await create(installation(installationValues()))).data!.createRequest;
    expect(answer).toMatchObject({ ok: true, message: 'Requerimiento enviado con éxito', fieldErrors: [] });
    expect(await requestIds()).toContain(answer.requestId);
    const record = gateway.backend.world.requests.find((r) => String(r.id) === answer.requestId)!;
    expect(record).toMatchObject({ status: 'Abierto', request_type_name: 'Revisión de instalación', bussines_lines_id: 1 });
    expect(record.data).toContainEqual({
      label: 'Fecha preferida de visita',
      value: '05-12-2026',
      name: 'fecha_visita',
      type: 'date',
      element: 'input',
    });
    expect(record.data).toContainEqual(expect.objectContaining({ name: 'artefactos', value: 'Cocina, Estufa' }));
    expect(record.data).toContainEqual(expect.objectContaining({ name: 'fotografia', file_name: 'calefont.jpg' }));
  });

  it("answers the server's field errors under each form field", async () => {
    const answer = (
      await create(
        installation(
          installationValues([
            { name: 'email_contacto', value: 'camila-arroba-demo' },
            { name: 'fecha_visita', value: '31-02-2026' },
            { name: 'motivo', value: 'inventado' },
          ]),
        ),
      )
    ).data!.createRequest;
    expect(answer.ok).toBe(false);
    expect(Object.fromEntries(answer.fieldErrors.map((e) => [e.field, e.message]))).toEqual({
      email_contacto: 'Formato de correo invalido',
      fecha_visita: 'La fecha debe tener el formato DD-MM-YYYY',
      motivo: 'Debes elegir una de las opciones',
    });
  });

  it("refuses what the client refuses in step 3, against the form's definition, before filing: a required field left empty, a number that is not one", async () => {
    const answer = (await create(installation(installationValues([{ name: 'descripcion', value: '  ' }])))).data!.createRequest;
    expect(answer).toMatchObject({ ok: false, fieldErrors: [{ field: 'descripcion', message: 'Campo requerido' }] });
    expect(gateway.sandbox.calls.get()['/request/create-sf']).toBeUndefined();
    const unticked = (await create(installation(installationValues([{ name: 'acepta_visita', value: '0' }])))).data!.createRequest;
    expect(unticked.fieldErrors).toEqual([{ field: 'acepta_visita', message: 'Campo requerido' }]);
    // a number field's text that is not a number, in the backend's own words
    const words = (await create(installation(installationValues([{ name: 'cantidad_artefactos', value: 'dos' }])))).data!.createRequest;
    expect(words.fieldErrors).toEqual([{ field: 'cantidad_artefactos', message: 'Debes ingresar un número' }]);
    expect(gateway.sandbox.calls.get()['/request/create-sf']).toBeUndefined();
  });

  it('refuses an attachment over 3 MB in the gateway, without calling the backend', async () => {
    const base64 = Buffer.alloc(3_100_000, 1).toString('base64');
    const answer = (await create(installation(installationValues([{ name: 'fotografia', file: { name: 'grande.pdf', base64 } }])))).data!
      .createRequest;
    expect(answer).toMatchObject({ ok: false, fieldErrors: [{ field: 'fotografia', message: ATTACHMENT_TOO_LARGE }] });
    expect(gateway.sandbox.calls.get()['/request/create-sf']).toBeUndefined();
  });

  it('carries an attachment of exactly 3 MB (a body of over 4 MB) through the gateway and the backend, and downloads it whole', async () => {
    const content = pdf(MAX_ATTACHMENT_BYTES);
    const file = { name: 'justo.pdf', base64: content.toString('base64') };
    const answer = (await create(installation(installationValues([{ name: 'fotografia', file }])))).data!.createRequest;
    expect(answer).toMatchObject({ ok: true, fieldErrors: [] });
    expect(gateway.sandbox.calls.get()['/request/create-sf']).toBe(1);

    // the detail's form-post download (spec 1 §7) through the gateway and the sandbox: the same bytes, named and typed
    const token = (await gateway.gql<{ downloadToken: string }>('mutation { downloadToken }', {}, cliente)).data!.downloadToken;
    const response = await fetch(gateway.graphqlUrl.replace(/\/graphql$/, '/descargas/request/file'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ request_id: answer.requestId!, is_sf: '1', name: 'fotografia', token }).toString(),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('justo.pdf');
    expect(Buffer.from(await response.arrayBuffer()).equals(content)).toBe(true);
  });

  it('refuses a file that is neither a PDF nor a picture, by its name or its content, with the wizard’s message, without calling the backend', async () => {
    const refused = async (file: { name: string; base64: string }) =>
      (await create(installation(installationValues([{ name: 'fotografia', file }])))).data!.createRequest;
    expect(await refused({ name: 'notas.txt', base64: Buffer.from('hola').toString('base64') })).toMatchObject({
      ok: false,
      fieldErrors: [{ field: 'fotografia', message: ATTACHMENT_TYPE_REFUSED }],
    });
    expect(await refused({ name: 'macro.docm', base64: pdf(100).toString('base64') })).toMatchObject({
      fieldErrors: [{ field: 'fotografia', message: ATTACHMENT_TYPE_REFUSED }],
    });
    // a '.pdf' that is not a PDF
    expect(await refused({ name: 'factura.pdf', base64: Buffer.from('MZ ejecutable').toString('base64') })).toMatchObject({
      fieldErrors: [{ field: 'fotografia', message: 'El archivo seleccionado no es un PDF válido' }],
    });
    expect(gateway.sandbox.calls.get()['/request/create-sf']).toBeUndefined();
  });

  it('takes a description of 2000 characters and refuses a longer one before the backend', async () => {
    const long = (length: number) => installation(installationValues([{ name: 'descripcion', value: 'a'.repeat(length) }]));
    expect((await create(long(2000))).data!.createRequest.ok).toBe(true);
    gateway.sandbox.calls.reset();
    expect((await create(long(2001))).data!.createRequest).toMatchObject({
      ok: false,
      fieldErrors: [{ field: 'descripcion', message: 'Máximo 2000 caracteres' }],
    });
    expect(gateway.sandbox.calls.get()['/request/create-sf']).toBeUndefined();
  });

  it('refuses a second reading request for the same meter while the first is in progress', async () => {
    const reading = {
      line: 'METER',
      clientId: person('cliente@demo.cl').linked.meter[1]!,
      typeId: '11',
      values: [
        { name: 'lectura', value: '4521' },
        { name: 'fecha_lectura', value: '20-11-2026' },
      ],
    };
    expect((await create(reading)).data!.createRequest.ok).toBe(true);
    expect((await create(reading)).data!.createRequest).toMatchObject({
      ok: false,
      message: 'Ya cuentas con una solicitud de este tipo que está en curso...',
    });
  });

  it("refuses a request for another user's client", async () => {
    const answer = await create({ ...installation(installationValues()), clientId: meterOf('vecino@demo.cl') });
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('step 4b: the agreement simulation', () => {
  const agreement = (extra: Record<string, unknown> = {}) => ({
    line: 'METER',
    clientId: meterOf('cliente@demo.cl'),
    typeId: '31',
    values: [
      { name: 'n11', value: '20' },
      { name: 'n12', value: '12' },
    ],
    ...extra,
  });

  it('computes the down payment and the interest-free cuota before the confirmations, and checks them once sent', async () => {
    const debt = gateway.backend.world.agreementDebts[String(meterOf('cliente@demo.cl'))]!;
    const down = Math.ceil((debt * 20) / 100);
    const expected = {
      debt,
      downPaymentPercent: 20,
      downPayment: down,
      instalments: 12,
      instalmentAmount: Math.round((debt - down) / 12),
      interestFree: true,
    };

    const summary = (await simulate(agreement())).data!.simulateAgreement;
    expect(summary).toEqual({ ok: true, message: null, fieldErrors: [], simulation: expected });

    const unticked = (await simulate(agreement({ checkAddress: false, checkTermConditions: false }))).data!.simulateAgreement;
    expect(unticked.ok).toBe(false);
    expect(unticked.fieldErrors.map((e) => e.field).sort()).toEqual(['check_address', 'check_term_conditions']);
    expect(unticked.simulation).toEqual(expected);

    const confirmed = (await simulate(agreement({ checkAddress: true, checkTermConditions: true }))).data!.simulateAgreement;
    expect(confirmed).toEqual({ ok: true, message: null, fieldErrors: [], simulation: expected });
  });

  it('answers field errors for numbers out of range, with no simulation', async () => {
    const answer = (
      await simulate(
        agreement({
          checkAddress: true,
          checkTermConditions: true,
          values: [
            { name: 'n11', value: '20' },
            { name: 'n12', value: '60' },
          ],
        }),
      )
    ).data!.simulateAgreement;
    expect(answer).toMatchObject({ ok: false, simulation: null, fieldErrors: [{ field: 'n12', message: 'Debe ser menor o igual a 48' }] });
  });
});
