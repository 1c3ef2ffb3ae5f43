import { beforeAll, describe, expect, it } from 'vitest';
import { isStrongPassword } from '../../machines/rules/account-rules';
import { CREATED, EDITED, PRIVILEGE_REQUIRED, REQUEST_SENT, RESERVED_TITLE } from '../../machines/rules/funcionario-rules';
import { PRIVILEGE } from '../../machines/rules/privileges';
import { DEMO_RUTS } from '../../fixtures/core/personas';
import { sandboxGateway } from '../support/gateway';

/**
 * The loop the Administrador closes (issue 39): a funcionario created with some privileges gets its password by mail,
 * signs in on the Empresas tab and sees exactly the clients and privileges granted; a privilege removed is gone at its
 * next query; a regenerated password is mailed; a disabled funcionario cannot sign in and is re-enabled from the
 * wizard; a reserved RUT sends a request; a funcionario is deleted; every change is in its history.
 */
const gateway = sandboxGateway();
let admin: string;

beforeAll(async () => {
  admin = await gateway.signIn('admin@empresa.demo.cl', { company: true });
});

const world = () => gateway.backend.world;
const andes = () => world().companies.find((c) => c.name === 'Comercial Los Andes SpA')!;
const clientOf = (line: number) => world().companyServices.find((s) => s.company_id === andes().id && s.business_line_id === line)!;
const passwordIn = (body: string) => /contraseña: (\S+)$/.exec(body)?.[1];
const mailTo = (email: string) => world().outbox.find((m) => m.to === email);

const CREATE = `mutation ($i: FuncionarioInput!) { createFuncionario(input: $i) { ok message fieldErrors { field message } funcionarioId } }`;
const VALIDATE = `mutation ($i: FuncionarioInput!) { validateFuncionario(input: $i) { ok message fieldErrors { field message } } }`;
const UPDATE = `mutation ($i: FuncionarioUpdateInput!) { updateFuncionario(input: $i) { ok message fieldErrors { field message } } }`;
const RECORD = `query ($id: ID!) { viewer { company {
  funcionario(id: $id) { id name lastName rut email phone enabled canDelete clients { id clientCode line privileges } }
  funcionarioHistory(id: $id) { at by action clientCode privileges { id name } fields summary }
} } }`;
const SERVICES = `{ viewer { company { services { id clientCode privileges } } } }`;
const RUT_CHECK = `query ($r: String!) { viewer { company { funcionarioRutCheck(rut: $r) {
  available message origin person { name lastName email phone } lockedFields notice reserved { title messages }
} } } }`;

type Payload = {
  ok: boolean;
  message: string | null;
  fieldErrors: Array<{ field: string; message: string }>;
  funcionarioId?: string | null;
};
type Record_ = {
  funcionario: {
    id: string;
    enabled: boolean;
    canDelete: boolean;
    clients: Array<{ id: string; clientCode: string; privileges: number[] }>;
  };
  funcionarioHistory: Array<{
    by: string;
    action: string;
    clientCode: string | null;
    privileges: Array<{ id: number }>;
    fields: string[];
    summary: string;
    at: string;
  }>;
};

const NEW = { rut: '12.345.678-5', name: 'Lucía', lastName: 'Navarro Soto', email: 'lucia.navarro@empresa.demo.cl', phone: '987651234' };

async function record(id: string): Promise<Record_> {
  const answer = await gateway.gql<{ viewer: { company: Record_ } }>(RECORD, { id }, admin);
  expect(answer.errors).toBeUndefined();
  return answer.data!.viewer.company;
}

describe('creating a funcionario', () => {
  let id: string;
  const industrial = () => clientOf(6);
  const electricity = () => clientOf(7);

  it('checks step 2 without creating, tolerating the missing privileges, and refuses bad fields with the rules’ messages', async () => {
    const ok = await gateway.gql<{ validateFuncionario: Payload }>(VALIDATE, { i: NEW }, admin);
    expect(ok.data?.validateFuncionario).toEqual({ ok: true, message: null, fieldErrors: [] });
    expect(gateway.sandbox.calls.get()['/company_user/store']).toBe(1);
    expect(world().companyUsers.some((u) => u.email === NEW.email)).toBe(false);

    gateway.sandbox.calls.reset();
    const bad = await gateway.gql<{ validateFuncionario: Payload }>(
      VALIDATE,
      { i: { ...NEW, rut: '12.345.678-9', email: 'x', phone: '12' } },
      admin,
    );
    expect(bad.data?.validateFuncionario.fieldErrors.map((e) => e.field)).toEqual(['rut', 'email', 'phone']);
    expect(gateway.sandbox.calls.get()['/company_user/store']).toBeUndefined();

    const taken = await gateway.gql<{ validateFuncionario: Payload }>(
      VALIDATE,
      { i: { ...NEW, email: 'funcionario@empresa.demo.cl' } },
      admin,
    );
    expect(taken.data?.validateFuncionario).toMatchObject({
      ok: false,
      fieldErrors: [{ field: 'email', message: 'El correo ya se encuentra registrado' }],
    });
  });

  it('refuses a save without privileges, or with a privilege of another line, before the backend', async () => {
    const none = await gateway.gql<{ createFuncionario: Payload }>(CREATE, { i: { ...NEW, grants: [] } }, admin);
    expect(none.data?.createFuncionario).toMatchObject({ ok: false, fieldErrors: [{ field: 'grants', message: PRIVILEGE_REQUIRED }] });
    const wrongLine = await gateway.gql<{ createFuncionario: Payload }>(
      CREATE,
      { i: { ...NEW, grants: [{ clientId: String(electricity().id), privileges: [PRIVILEGE.telemetry] }] } },
      admin,
    );
    expect(wrongLine.data?.createFuncionario.ok).toBe(false);
    expect(wrongLine.data?.createFuncionario.fieldErrors[0]?.field).toBe('grants');
    expect(gateway.sandbox.calls.get()['/company_user/store']).toBeUndefined();
  });

  it('creates it, mails it a password the policy takes, and it signs in to see exactly the clients and privileges granted', async () => {
    const grants = [
      { clientId: String(industrial().id), privileges: [PRIVILEGE.tanksAndOrders, PRIVILEGE.telemetry] },
      { clientId: String(electricity().id), privileges: [PRIVILEGE.electricity] },
    ];
    const answer = await gateway.gql<{ createFuncionario: Payload }>(CREATE, { i: { ...NEW, grants } }, admin);
    expect(answer.data?.createFuncionario).toMatchObject({ ok: true, message: CREATED, fieldErrors: [] });
    id = answer.data!.createFuncionario.funcionarioId!;
    expect(id).toBeTruthy();

    const mail = mailTo(NEW.email)!;
    expect(mail.body).toContain('Empresas');
    const password = passwordIn(mail.body)!;
    expect(isStrongPassword(password)).toBe(true);

    const token = await gateway.signIn(NEW.email, { company: true, password });
    const services = await gateway.gql<{ viewer: { company: { services: Array<{ clientCode: string; privileges: number[] }> } } }>(
      SERVICES,
      {},
      token,
    );
    expect(services.data?.viewer.company.services.map((s) => [s.clientCode, s.privileges]).sort()).toEqual(
      [
        [industrial().client_cod, [PRIVILEGE.tanksAndOrders, PRIVILEGE.telemetry]],
        [electricity().client_cod, [PRIVILEGE.electricity]],
      ].sort(),
    );
    const self = await gateway.transport(2000).call('/privileges/self_get', {}, { token });
    expect(self.data.clients).toEqual({
      [industrial().client_cod]: [PRIVILEGE.tanksAndOrders, PRIVILEGE.telemetry],
      [electricity().client_cod]: [PRIVILEGE.electricity],
    });
    // and it is not an Administrador
    const refused = await gateway.gql('{ viewer { company { companySelector { id } } } }', {}, token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('shows in the search, the record and the client detail’s grid', async () => {
    const search = await gateway.gql<{
      viewer: { company: { funcionarios: { rows: Array<{ id: string; rut: string; enabled: boolean; canDelete: boolean }> } } };
    }>(
      '{ viewer { company { funcionarios(search: { type: RUT, value: "12345678" }) { rows { id rut enabled canDelete } } } } }',
      {},
      admin,
    );
    expect(search.data?.viewer.company.funcionarios.rows).toEqual([{ id, rut: '12345678-5', enabled: true, canDelete: true }]);
    const { funcionario } = await record(id);
    expect(funcionario).toMatchObject({ name: 'Lucía', lastName: 'Navarro Soto', rut: '12345678-5', phone: NEW.phone, enabled: true });
    expect(funcionario.clients.map((c) => c.id).sort()).toEqual([String(industrial().id), String(electricity().id)].sort());

    const detail = await gateway.gql<{
      viewer: {
        company: {
          clientDetail: {
            line: string;
            privileges: Array<{ id: number }>;
            funcionarios: Array<{ id: string; privileges: number[]; privilegesText: string }>;
          };
        };
      };
    }>(
      'query ($c: ID!, $k: ID!) { viewer { company { clientDetail(clientId: $c, companyId: $k) { line privileges { id } funcionarios { id privileges privilegesText } } } } }',
      { c: String(industrial().id), k: String(andes().id) },
      admin,
    );
    const grid = detail.data!.viewer.company.clientDetail;
    expect(grid.line).toBe('INDUSTRIAL_BULK');
    expect(grid.privileges.map((p) => p.id)).toEqual([1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009]);
    expect(grid.funcionarios.find((f) => f.id === id)).toEqual({
      id,
      privileges: [1002, 1005],
      privilegesText: 'Resumen de tanques y pedidos, Telemetría',
    });
  });

  it('removes a privilege: gone at the funcionario’s next query; a regenerated password is mailed and the old one stops working', async () => {
    const token = await gateway.signIn(NEW.email, { company: true, password: passwordIn(mailTo(NEW.email)!.body)! });
    const answer = await gateway.gql<{ updateFuncionario: Payload }>(
      UPDATE,
      {
        i: {
          id,
          ...NEW,
          phone: '911112222',
          regeneratePassword: true,
          enabled: true,
          grants: [{ clientId: String(industrial().id), privileges: [PRIVILEGE.tanksAndOrders] }],
        },
      },
      admin,
    );
    expect(answer.data?.updateFuncionario).toEqual({ ok: true, message: EDITED, fieldErrors: [] });
    // the old session ended with the new password; a new one sees only what is left
    const old = await gateway.gql<{ viewer: unknown }>(SERVICES, {}, token);
    expect(old.data?.viewer ?? null).toBeNull();
    const password = passwordIn(mailTo(NEW.email)!.body)!;
    expect(world().outbox.filter((m) => m.to === NEW.email)).toHaveLength(2);
    const fresh = await gateway.signIn(NEW.email, { company: true, password });
    const services = await gateway.gql<{ viewer: { company: { services: Array<{ clientCode: string; privileges: number[] }> } } }>(
      SERVICES,
      {},
      fresh,
    );
    expect(services.data?.viewer.company.services.map((s) => [s.clientCode, s.privileges])).toEqual([
      [industrial().client_cod, [PRIVILEGE.tanksAndOrders]],
    ]);
  });

  it('keeps who changed what and when in the history, newest first', async () => {
    const { funcionarioHistory } = await record(id);
    expect(funcionarioHistory.every((c) => c.by === 'Rodrigo Silva Morales' && /^\d{4}-\d{2}-\d{2}T/.test(c.at))).toBe(true);
    const actions = funcionarioHistory.map((c) => c.action);
    expect(actions.slice(-3).sort()).toEqual(['CREATED', 'PRIVILEGES_GRANTED', 'PRIVILEGES_GRANTED']);
    expect(actions).toEqual(expect.arrayContaining(['DATA_EDITED', 'PRIVILEGES_REMOVED', 'PASSWORD_REGENERATED']));
    const removed = funcionarioHistory.filter((c) => c.action === 'PRIVILEGES_REMOVED');
    expect(removed.map((c) => [c.clientCode, c.privileges.map((p) => p.id)]).sort()).toEqual(
      [
        [industrial().client_cod, [PRIVILEGE.telemetry]],
        [electricity().client_cod, [PRIVILEGE.electricity]],
      ].sort(),
    );
    expect(funcionarioHistory.find((c) => c.action === 'DATA_EDITED')).toMatchObject({
      fields: ['phone'],
      summary: 'Datos editados: teléfono',
    });
  });

  it('disables it: it cannot sign in ("Cuenta deshabilitada"), and the history says so', async () => {
    const answer = await gateway.gql<{ updateFuncionario: Payload }>(
      UPDATE,
      {
        i: {
          id,
          ...NEW,
          phone: '911112222',
          regeneratePassword: false,
          enabled: false,
          grants: [{ clientId: String(industrial().id), privileges: [1002] }],
        },
      },
      admin,
    );
    expect(answer.data?.updateFuncionario.ok).toBe(true);
    const password = passwordIn(mailTo(NEW.email)!.body)!;
    const login = await gateway.gql<{ companyLogin: { outcome: string; message: string } }>(
      'mutation ($e: String!, $p: String!) { companyLogin(email: $e, password: $p) { outcome message } }',
      { e: NEW.email, p: password },
    );
    expect(login.data?.companyLogin).toEqual({ outcome: 'ACCOUNT_DISABLED', message: 'Cuenta deshabilitada' });
    expect((await record(id)).funcionarioHistory[0]?.action).toBe('DISABLED');
  });

  it('deletes it after asking whether it may be', async () => {
    const deletion = await gateway.gql<{ viewer: { company: { funcionarioDeletion: { allowed: boolean; message: string } } } }>(
      'query ($id: ID!) { viewer { company { funcionarioDeletion(id: $id) { allowed message } } } }',
      { id },
      admin,
    );
    expect(deletion.data?.viewer.company.funcionarioDeletion).toEqual({
      allowed: true,
      message: '¿Estás seguro de que deseas eliminar a Lucía Navarro Soto?',
    });
    const deleted = await gateway.gql<{ deleteFuncionario: Payload }>(
      'mutation ($id: ID!) { deleteFuncionario(id: $id) { ok message } }',
      { id },
      admin,
    );
    expect(deleted.data?.deleteFuncionario).toMatchObject({ ok: true });
    expect(world().companyUsers.some((u) => u.email === NEW.email)).toBe(false);
    const gone = await gateway.gql<{ viewer: { company: { funcionario: unknown } } }>(RECORD, { id }, admin);
    expect(gone.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('does not let the last funcionario of a client be deleted', async () => {
    const daniela = world().companyUsers.find((u) => u.email === 'funcionario@empresa.demo.cl')!;
    const answer = await gateway.gql<{ viewer: { company: { funcionarioDeletion: { allowed: boolean; message: string } } } }>(
      'query ($id: ID!) { viewer { company { funcionarioDeletion(id: $id) { allowed message } } } }',
      { id: String(daniela.id) },
      admin,
    );
    expect(answer.data?.viewer.company.funcionarioDeletion.allowed).toBe(false);
    expect(answer.data?.viewer.company.funcionarioDeletion.message).toMatch(/^No es posible eliminar a Daniela Herrera Pinto/);
  });
});

describe('the wizard’s step 1', () => {
  it('a free RUT: nothing locked but the RUT', async () => {
    const answer = await gateway.gql<{ viewer: { company: { funcionarioRutCheck: unknown } } }>(RUT_CHECK, { r: '9.876.543-3' }, admin);
    expect(answer.data?.viewer.company.funcionarioRutCheck).toEqual({
      available: true,
      message: null,
      origin: 'NEW',
      person: null,
      lockedFields: ['rut'],
      notice: null,
      reserved: null,
    });
  });

  it('a wrong check digit is refused by the gateway with the rule’s message', async () => {
    const answer = await gateway.gql<{ viewer: { company: { funcionarioRutCheck: { available: boolean; message: string } } } }>(
      RUT_CHECK,
      { r: '9.876.543-1' },
      admin,
    );
    expect(answer.data?.viewer.company.funcionarioRutCheck).toMatchObject({ available: false, message: 'El rut ingresado no es válido' });
    expect(gateway.sandbox.calls.get()['/company_user/exists']).toBeUndefined();
  });

  it('a natural person’s RUT: prefilled, name and last name locked, a warning', async () => {
    const answer = await gateway.gql<{ viewer: { company: { funcionarioRutCheck: Record<string, unknown> } } }>(
      RUT_CHECK,
      { r: DEMO_RUTS.persona },
      admin,
    );
    expect(answer.data?.viewer.company.funcionarioRutCheck).toMatchObject({
      available: true,
      origin: 'PERSON',
      person: { name: 'Camila', lastName: 'Fuentes Soto', email: 'cliente@demo.cl' },
      lockedFields: ['rut', 'name', 'lastName'],
    });
    expect(answer.data?.viewer.company.funcionarioRutCheck.notice).toMatch(/verifica/);
  });

  it('an enabled funcionario’s RUT: the server’s errors.dni', async () => {
    const limitado = world().companyUsers.find((u) => u.email === 'limitado@empresa.demo.cl')!;
    const answer = await gateway.gql<{ viewer: { company: { funcionarioRutCheck: Record<string, unknown> } } }>(
      RUT_CHECK,
      { r: limitado.dni },
      admin,
    );
    expect(answer.data?.viewer.company.funcionarioRutCheck).toMatchObject({
      available: false,
      message: 'El funcionario ya se encuentra registrado en tu empresa',
      reserved: null,
    });
  });

  it('a reserved RUT: the modal with two messages, and its confirmation sends the request to the other company', async () => {
    const answer = await gateway.gql<{
      viewer: { company: { funcionarioRutCheck: { available: boolean; reserved: { title: string; messages: string[] } } } };
    }>(RUT_CHECK, { r: DEMO_RUTS.reservado }, admin);
    const check = answer.data!.viewer.company.funcionarioRutCheck;
    expect(check.available).toBe(false);
    expect(check.reserved.title).toBe(RESERVED_TITLE);
    expect(check.reserved.messages).toHaveLength(2);

    const REQUEST = 'mutation ($r: String!) { requestReservedFuncionario(rut: $r) { ok message } }';
    const sent = await gateway.gql<{ requestReservedFuncionario: Payload }>(REQUEST, { r: DEMO_RUTS.reservado }, admin);
    expect(sent.data?.requestReservedFuncionario).toEqual({ ok: true, message: REQUEST_SENT });
    expect(mailTo('admin.austral@empresa.demo.cl')?.body).toContain('Sebastián Ortiz Leiva');
    const again = await gateway.gql<{ requestReservedFuncionario: Payload }>(REQUEST, { r: DEMO_RUTS.reservado }, admin);
    expect(again.data?.requestReservedFuncionario).toEqual({ ok: false, message: 'Ya enviaste una solicitud por este funcionario' });
  });

  it('the disabled funcionario’s RUT: every field locked; saving re-enables it, with a new password by mail', async () => {
    const answer = await gateway.gql<{ viewer: { company: { funcionarioRutCheck: Record<string, unknown> } } }>(
      RUT_CHECK,
      { r: DEMO_RUTS.deshabilitado },
      admin,
    );
    expect(answer.data?.viewer.company.funcionarioRutCheck).toMatchObject({
      available: true,
      origin: 'COMPANY_USER',
      person: { name: 'Ignacia', lastName: 'Tapia Bravo', email: 'deshabilitado@empresa.demo.cl' },
      lockedFields: ['rut', 'name', 'lastName', 'email', 'phone'],
    });
    const disabled = world().companyUsers.find((u) => u.email === 'deshabilitado@empresa.demo.cl')!;
    const login = await gateway.gql<{ companyLogin: { outcome: string } }>(
      'mutation { companyLogin(email: "deshabilitado@empresa.demo.cl", password: "Gas.Demo.2026") { outcome } }',
    );
    expect(login.data?.companyLogin.outcome).toBe('ACCOUNT_DISABLED');

    const saved = await gateway.gql<{ createFuncionario: Payload }>(
      CREATE,
      {
        i: {
          rut: disabled.dni,
          name: disabled.name,
          lastName: disabled.last_name,
          email: disabled.email,
          phone: disabled.phone,
          grants: [{ clientId: String(clientOf(2).id), privileges: [PRIVILEGE.institutionalQuote] }],
        },
      },
      admin,
    );
    expect(saved.data?.createFuncionario).toMatchObject({ ok: true, message: CREATED, funcionarioId: String(disabled.id) });
    const token = await gateway.signIn(disabled.email, { company: true, password: passwordIn(mailTo(disabled.email)!.body)! });
    const services = await gateway.gql<{ viewer: { company: { services: Array<{ clientCode: string }> } } }>(SERVICES, {}, token);
    expect(services.data?.viewer.company.services.map((s) => s.clientCode)).toEqual([clientOf(2).client_cod]);
    expect((await record(String(disabled.id))).funcionarioHistory.map((c) => c.action).slice(0, 4)).toEqual(
      expect.arrayContaining(['ENABLED', 'PRIVILEGES_GRANTED', 'PRIVILEGES_REMOVED']),
    );
  });
});
