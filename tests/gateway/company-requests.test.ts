import { beforeAll, describe, expect, it } from 'vitest';
import { NO_PRIVILEGE_MESSAGE } from '../../gateway/company-privileges';
import { PRIVILEGE } from '../../machines/rules/privileges';
import { sandboxGateway } from '../support/gateway';

/**
 * Granel Industrial's Requerimientos tab (issue 40): a company user files requests about the industrial clients it
 * holds 1006 on, and finds them in its own list (/company_user/request/*). Without 1006 on the client the gateway
 * refuses before the backend, and the backend refuses again.
 */
const gateway = sandboxGateway();
let funcionario: string;
let limitado: string;

beforeAll(async () => {
  funcionario = await gateway.signIn('funcionario@empresa.demo.cl', { company: true });
  limitado = await gateway.signIn('limitado@empresa.demo.cl', { company: true });
});

interface Created {
  ok: boolean;
  message: string | null;
  fieldErrors: Array<{ field: string; message: string }>;
  requestId: string | null;
}
type Value = { name: string; value?: string; file?: { name: string; base64: string } };

const world = () => gateway.backend.world;
const userOf = (email: string) => world().companyUsers.find((u) => u.email === email)!;
/** The industrial clients of a company user's companies with what it holds on each. */
const industrialOf = (email: string) => {
  const user = userOf(email);
  return world()
    .companyServices.filter((s) => s.business_line_id === 6 && user.companies.includes(s.company_id))
    .map((s) => ({ service: s, held: user.privileges[String(s.id)] ?? [] }));
};

const CATEGORIES =
  'query($l: BusinessLine!) { viewer { requestCategories(line: $l) { disabledMessage categories { name types { id name } } } } }';
const CLIENTS = '{ viewer { company { services { id line clientId clientCode privileges } } } }';
const FORM = 'query($t: ID!, $c: Int) { viewer { requestForm(typeId: $t, clientId: $c) { fields { name required } } } }';
const CREATE = 'mutation($i: RequestInput!) { createRequest(input: $i) { ok message fieldErrors { field message } requestId } }';
const SIMULATE = 'mutation($i: RequestInput!) { simulateAgreement(input: $i) { ok } }';
const LIST = '{ viewer { requests(filter: {}) { id lineName typeName status } } }';
const DETAIL = 'query($id: ID!) { viewer { request(id: $id) { id lineName typeName status fields { name value fileName } } } }';

/** Revisión de estanque (61), Granel Industrial's ordinary form: a description, a phone and an optional attachment. */
const TANK_REVIEW = '61';
const input = (clientId: number, values: Value[]) => ({ line: 'INDUSTRIAL_BULK', clientId, typeId: TANK_REVIEW, values });
const described = (clientId: number) => input(clientId, [{ name: 'descripcion', value: 'El estanque 2 marca un nivel errático' }]);
const create = (clientId: number, token: string, values?: Value[]) =>
  gateway.gql<{ createRequest: Created | null }>(CREATE, { i: values ? input(clientId, values) : described(clientId) }, token);

/** The backend calls of the wizard about a client: none may be made for a refused one. */
const wizardCalls = () => {
  const calls = gateway.sandbox.calls.get();
  return ['/request/type/get', '/request/create-sf', '/request/validate'].filter((path) => calls[path] !== undefined);
};

describe("a Funcionario's requests on Granel Industrial", () => {
  it("reads the line's categories (business line 6)", async () => {
    const answer = await gateway.gql<{ viewer: { requestCategories: { disabledMessage: string | null; categories: unknown[] } } }>(
      CATEGORIES,
      { l: 'INDUSTRIAL_BULK' },
      funcionario,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.viewer.requestCategories).toEqual({
      disabledMessage: null,
      categories: [
        { name: 'Estanque', types: [{ id: '61', name: 'Revisión de estanque' }] },
        { name: 'Datos comerciales', types: [{ id: '62', name: 'Cambio de razón social' }] },
      ],
    });
  });

  it("gives step 1 each company client's client id, the one the backend files requests about", async () => {
    type Service = { id: string; line: string; clientId: number | null; clientCode: string; privileges: number[] };
    const answer = await gateway.gql<{ viewer: { company: { services: Service[] } } }>(CLIENTS, {}, funcionario);
    const services = answer.data!.viewer.company.services;
    const industrial = industrialOf('funcionario@empresa.demo.cl');
    expect(services.filter((s) => s.line === 'INDUSTRIAL_BULK').map((s) => [s.clientCode, s.clientId])).toEqual(
      industrial.map(({ service }) => [service.client_cod, service.id]),
    );
    // read from the answer the list was mapped from: still one /company_user/services call
    expect(gateway.sandbox.calls.get()['/company_user/services']).toBe(1);
  });

  it('reads a form, files a request for an industrial client with an attachment, and finds it in its list and its detail', async () => {
    const { service } = industrialOf('funcionario@empresa.demo.cl')[0]!;
    const form = await gateway.gql<{ viewer: { requestForm: { fields: Array<{ name: string; required: boolean }> } } }>(
      FORM,
      { t: TANK_REVIEW, c: service.id },
      funcionario,
    );
    expect(form.errors).toBeUndefined();
    expect(form.data!.viewer.requestForm.fields.map((f) => f.name)).toEqual(['descripcion', 'telefono_contacto', 'adjunto']);

    const content = Buffer.from('%PDF-1.7\nplano del estanque');
    const created = (
      await create(service.id, funcionario, [
        { name: 'descripcion', value: 'El estanque 2 marca un nivel errático' },
        { name: 'adjunto', file: { name: 'plano.pdf', base64: content.toString('base64') } },
      ])
    ).data!.createRequest!;
    expect(created).toMatchObject({ ok: true, message: 'Requerimiento enviado con éxito', fieldErrors: [] });

    // stored as the company user's (spec 1 §3 company_user_id), in its own list through the /company_user twin
    const record = world().requests.find((r) => String(r.id) === created.requestId)!;
    expect(record.owner).toEqual({ kind: 'company', id: userOf('funcionario@empresa.demo.cl').id });
    gateway.sandbox.calls.reset();
    const rows = (await gateway.gql<{ viewer: { requests: Array<{ id: string }> } }>(LIST, {}, funcionario)).data!.viewer.requests;
    expect(rows).toContainEqual({
      id: created.requestId,
      lineName: 'Granel Industrial',
      typeName: 'Revisión de estanque',
      status: 'Abierto',
    });
    expect(gateway.sandbox.calls.get()['/company_user/request/list']).toBe(1);
    const detail = (
      await gateway.gql<{ viewer: { request: { fields: Array<{ name: string; fileName: string | null }> } } }>(
        DETAIL,
        { id: created.requestId },
        funcionario,
      )
    ).data!.viewer.request;
    expect(detail).toMatchObject({ id: created.requestId, lineName: 'Granel Industrial', typeName: 'Revisión de estanque' });
    expect(detail.fields.find((f) => f.name === 'adjunto')?.fileName).toBe('plano.pdf');
    expect(gateway.sandbox.calls.get()['/company_user/request/get']).toBe(1);

    // its attachment, downloaded through the company's form post
    const token = (await gateway.gql<{ downloadToken: string }>('mutation { downloadToken }', {}, funcionario)).data!.downloadToken;
    const response = await fetch(gateway.graphqlUrl.replace(/\/graphql$/, '/descargas/company_user/request/file'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ request_id: created.requestId!, is_sf: '1', name: 'adjunto', token }).toString(),
    });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(content)).toBe(true);
  });
});

describe('a company user without Requerimientos (1006) on the client', () => {
  it('is refused the form, the filing and the simulation with FORBIDDEN, the writes before the backend (limitado@ holds 1002 and 1007)', async () => {
    const [client] = industrialOf('limitado@empresa.demo.cl').filter((c) => c.held.length > 0);
    expect(client!.held).not.toContain(PRIVILEGE.requests);
    const id = client!.service.id;
    const filed = world().requests.length;

    const form = await gateway.gql<{ viewer: { requestForm: unknown } | null }>(FORM, { t: TANK_REVIEW, c: id }, limitado);
    expect(form.data?.viewer?.requestForm ?? null).toBeNull();
    expect(form.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([['FORBIDDEN', NO_PRIVILEGE_MESSAGE]]);

    const created = await create(id, limitado);
    expect(created.data?.createRequest ?? null).toBeNull();
    expect(created.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([['FORBIDDEN', NO_PRIVILEGE_MESSAGE]]);

    const simulated = await gateway.gql<{ simulateAgreement: unknown }>(SIMULATE, { i: described(id) }, limitado);
    expect(simulated.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // the form is a read, asked beside the check (issue 44) and its answer dropped; the filing and the simulation
    // (writes) wait for the check and never reach the backend
    expect(wizardCalls()).toEqual(['/request/type/get']);
    expect(gateway.sandbox.calls.get()['/request/type/get']).toBe(1);
    expect(world().requests).toHaveLength(filed);
  });

  it("refuses another company's client, and a person's account, the same way", async () => {
    const funcionarioUser = userOf('funcionario@empresa.demo.cl');
    const foreign = world().companyServices.find((s) => !funcionarioUser.companies.includes(s.company_id))!;
    const meter = world().accounts.find((a) => a.line === 'meter')!;
    for (const id of [foreign.id, meter.id]) {
      const answer = await create(id, funcionario);
      expect(answer.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([['FORBIDDEN', NO_PRIVILEGE_MESSAGE]]);
    }
    expect(wizardCalls()).toEqual([]);
  });

  it('is refused by the backend too (403), asked directly', async () => {
    const [client] = industrialOf('limitado@empresa.demo.cl').filter((c) => c.held.length > 0);
    const transport = gateway.transport(2000);
    const target = { client_id: client!.service.id, patent: null, request_type_id: Number(TANK_REVIEW) };
    for (const path of ['/request/type/get', '/request/create-sf', '/request/validate'] as const)
      await expect(transport.call(path, { ...target, descripcion: 'Sin privilegio' }, { token: limitado }), path).rejects.toMatchObject({
        kind: 'FORBIDDEN',
      });
  });

  it('loses the filing with the privilege: the backend reads the grant as it is now', async () => {
    const user = userOf('funcionario@empresa.demo.cl');
    const { service } = industrialOf('funcionario@empresa.demo.cl')[0]!;
    const granted = user.privileges[String(service.id)]!;
    user.privileges[String(service.id)] = granted.filter((p) => p !== PRIVILEGE.requests);
    try {
      const answer = await create(service.id, funcionario);
      expect(answer.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
      expect(wizardCalls()).toEqual([]);
      await expect(
        gateway
          .transport(2000)
          .call(
            '/request/create-sf',
            { client_id: service.id, patent: null, request_type_id: 61, descripcion: 'x' },
            { token: funcionario },
          ),
      ).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    } finally {
      user.privileges[String(service.id)] = granted;
    }
  });
});
