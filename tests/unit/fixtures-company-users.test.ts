import { beforeAll, describe, expect, it } from 'vitest';
import { createFixtureBackend, type FixtureBackend } from '../../fixtures/backend';
import { generatedPassword } from '../../fixtures/areas/company-users/scope';
import { DEMO_RUTS } from '../../fixtures/core/personas';
import { methodOf } from '../../gateway/backend/contract';
import type { RestResponse } from '../../gateway/backend/protocol';
import { isStrongPassword } from '../../machines/rules/account-rules';
import { PRIVILEGE_REQUIRED, SEARCH_TERM_REQUIRED } from '../../machines/rules/funcionario-rules';

/** The fixture backend's Administrador area (fixtures/areas/company-users): scoped, checked, recorded (issue 39). */
const PASSWORD = 'Gas.Demo.2026';
type Answer = {
  status?: string;
  message?: string;
  token?: string;
  data?: unknown;
  errors?: Record<string, string[]>;
  show_modal?: number;
  origin?: string;
};
const answer = (r: RestResponse): Answer => ('json' in r ? (r.json as Answer) : {});

let backend: FixtureBackend;
const tokens: Record<string, string> = {};
const call = async (path: string, email: string | null, body: Record<string, unknown> = {}) =>
  backend.dispatch({ method: methodOf(path) ?? 'POST', path, token: email ? tokens[email]! : null, body });

const world = () => backend.world;
const user = (email: string) => world().companyUsers.find((u) => u.email === email)!;
const andes = () => world().companies.find((c) => c.name === 'Comercial Los Andes SpA')!;

beforeAll(async () => {
  backend = createFixtureBackend({ file: null });
  for (const email of ['admin@empresa.demo.cl', 'funcionario@empresa.demo.cl', 'admin.austral@empresa.demo.cl'])
    tokens[email] = answer(await call('/company_user/login', null, { email, password: PASSWORD })).token!;
});

describe('the world', () => {
  it('seeds companies with clients in lines 2, 6 and 7, a disabled funcionario, a second company with its Administrador', () => {
    const lines = new Set(
      world()
        .companyServices.filter((s) => s.company_id === andes().id)
        .map((s) => s.business_line_id),
    );
    expect(lines).toEqual(new Set([2, 6, 7]));
    expect(user('deshabilitado@empresa.demo.cl')).toMatchObject({ status: '0', dni: DEMO_RUTS.deshabilitado });
    const austral = user('admin.austral@empresa.demo.cl');
    expect(austral.user_type).toBe('Administrador');
    expect(austral.companies).not.toEqual(expect.arrayContaining(user('admin@empresa.demo.cl').companies));
    expect(user('reservado@empresa.demo.cl')).toMatchObject({ dni: DEMO_RUTS.reservado, companies: austral.companies });
    expect(world().persons.some((p) => p.dni === DEMO_RUTS.persona)).toBe(true);
    // every seeded funcionario starts its history with its creation
    for (const f of world().companyUsers.filter((u) => u.user_type === 'Funcionario' && u.companies.length))
      expect(
        world().funcionarioHistory.some((c) => c.company_user_id === f.id && c.action === 'created'),
        f.email,
      ).toBe(true);
  });

  it('generates passwords the policy takes, never the same', () => {
    const passwords = Array.from({ length: 50 }, generatedPassword);
    expect(passwords.every(isStrongPassword)).toBe(true);
    expect(new Set(passwords).size).toBe(50);
  });

  it('tells a disabled funcionario so at sign-in, and only with the right password', async () => {
    const email = 'deshabilitado@empresa.demo.cl';
    expect(answer(await call('/company_user/login', null, { email, password: PASSWORD }))).toMatchObject({
      status: 'error_cuenta_deshabilitada',
      message: 'Cuenta deshabilitada',
    });
    expect(answer(await call('/company_user/login', null, { email, password: 'otra' })).status).toBe('error');
  });
});

describe('the Administrador’s calls', () => {
  it('are refused to a Funcionario (403) and without a session (401)', async () => {
    for (const path of ['/company_user/list', '/company_user/store', '/company_user/business_line/client/list', '/company_user/history']) {
      expect((await call(path, 'funcionario@empresa.demo.cl', { type: 3, value: 'a' })).status, path).toBe(403);
      expect((await call(path, null)).status, path).toBe(401);
    }
  });

  it('are scoped to its companies: another company’s funcionario, client and company are refused', async () => {
    const limitado = user('limitado@empresa.demo.cl');
    const client = world().companyServices.find((s) => s.company_id === andes().id)!;
    const austral = 'admin.austral@empresa.demo.cl';
    for (const path of [
      '/company_user/get',
      '/company_user/can_delete',
      '/company_user/delete',
      '/company_user/history',
      '/company_user/update',
    ])
      expect((await call(path, austral, { id: limitado.id })).status, path).toBe(403);
    expect((await call('/company_user/business_line/client/get', austral, { client_id: client.id, company_id: andes().id })).status).toBe(
      403,
    );
    expect(
      (await call('/company_user/business_line/client/get', austral, { client_id: client.id, company_id: user(austral).companies[0] }))
        .status,
    ).toBe(403);
    expect((await call('/company_user/list', austral, { type: 4, value: String(andes().id) })).status).toBe(403);
    expect(
      (await call('/company_user/business_line/client/list', austral, { client_cod: '', company_id: andes().id, business_line_id: '' }))
        .status,
    ).toBe(403);
    // and a grant on another company's client is refused under client_codes
    const store = answer(
      await call('/company_user/store', austral, {
        validation_only: 1,
        dni: '9876543-3',
        name: 'A',
        last_name: 'B',
        email: 'a.b@x.cl',
        phone: '912345678',
        client_codes: { [String(client.id)]: [1002] },
      }),
    );
    expect(store.errors?.client_codes).toEqual(['El cliente no pertenece a tus empresas']);
    expect(limitado.companies).toEqual([andes().id]);
  });

  it('searches with the term required', async () => {
    expect(answer(await call('/company_user/list', 'admin@empresa.demo.cl', { type: 1, value: ' ' }))).toEqual({
      status: 'error',
      message: SEARCH_TERM_REQUIRED,
    });
  });

  it('checks a RUT: reserved, person, disabled funcionario, free', async () => {
    const exists = async (dni: string) => answer(await call('/company_user/exists', 'admin@empresa.demo.cl', { dni }));
    expect(await exists(DEMO_RUTS.reservado)).toMatchObject({ status: 'error', show_modal: 1, errors: { dni: ['Funcionario reservado'] } });
    expect(await exists(DEMO_RUTS.persona)).toMatchObject({ status: 'ok', origin: 'persons' });
    expect(await exists(DEMO_RUTS.deshabilitado)).toMatchObject({ status: 'ok', origin: 'company_users' });
    expect(await exists('9876543-3')).toMatchObject({ status: 'ok', data: null });
    expect(await exists('9876543-1')).toMatchObject({ status: 'error', errors: { dni: ['El rut ingresado no es válido'] } });
  });

  it('validates without creating: only client_codes missing is the answer to step 2', async () => {
    const before = world().companyUsers.length;
    const outbox = world().outbox.length;
    const result = answer(
      await call('/company_user/store', 'admin@empresa.demo.cl', {
        validation_only: 1,
        dni: '9876543-3',
        name: 'Ana',
        last_name: 'Pérez',
        email: 'ana@x.cl',
        phone: '912345678',
        client_codes: {},
      }),
    );
    expect(result).toMatchObject({ status: 'error', errors: { client_codes: [PRIVILEGE_REQUIRED] } });
    expect(Object.keys(result.errors!)).toEqual(['client_codes']);
    expect(world().companyUsers.length).toBe(before);
    expect(world().outbox.length).toBe(outbox);
  });

  it('creates, records and mails; the edit records each change and the deletion removes a funcionario left with no company', async () => {
    const admin = 'admin@empresa.demo.cl';
    const client = world().companyServices.find((s) => s.company_id === andes().id && s.business_line_id === 2)!;
    const fields = { dni: '9876543-3', name: 'Ana', last_name: 'Pérez', email: 'ana@x.cl', phone: '912345678' };
    const created = answer(
      await call('/company_user/store', admin, { validation_only: 0, ...fields, client_codes: { [client.id]: ['2001'] } }),
    );
    expect(created).toMatchObject({ status: 'ok', message: 'Se ha creado el funcionario correctamente' });
    const ana = user('ana@x.cl');
    expect(ana).toMatchObject({ user_type: 'Funcionario', status: '1', companies: [andes().id], privileges: { [client.id]: [2001] } });
    expect(world().outbox[0]).toMatchObject({ to: 'ana@x.cl', subject: 'Tu cuenta de funcionario en la Sucursal Virtual' });

    const updated = answer(
      await call('/company_user/update', admin, {
        id: ana.id,
        ...fields,
        name: 'Ana María',
        status: '0',
        password_check: '0',
        client_codes: { [client.id]: [2001, 2002] },
      }),
    );
    expect(updated).toMatchObject({ status: 'ok', message: 'Se ha editado el funcionario correctamente' });
    const actions = world()
      .funcionarioHistory.filter((c) => c.company_user_id === ana.id)
      .map((c) => c.action);
    expect(actions).toEqual(['created', 'privileges_granted', 'data_edited', 'disabled', 'privileges_granted']);
    expect(world().funcionarioHistory.every((c) => c.company_user_id !== ana.id || c.author_name === 'Rodrigo Silva Morales')).toBe(true);

    const none = answer(
      await call('/company_user/update', admin, { id: ana.id, ...fields, status: '1', password_check: '0', client_codes: {} }),
    );
    expect(none.errors?.client_codes).toEqual([PRIVILEGE_REQUIRED]);

    expect(answer(await call('/company_user/can_delete', admin, { id: ana.id })).status).toBe('ok');
    expect(answer(await call('/company_user/delete', admin, { id: ana.id })).status).toBe('ok');
    expect(world().companyUsers.some((u) => u.id === ana.id)).toBe(false);
  });
});

describe('/privileges/list', () => {
  it("answers the privileges of the line of one of the Administrador's clients, and refuses anyone else's", async () => {
    const industrial = world().companyServices.find((s) => s.company_id === andes().id && s.business_line_id === 6)!;
    const listed = answer(await call('/privileges/list', 'admin@empresa.demo.cl', { client_code: industrial.client_cod }));
    expect(listed.status).toBe('ok');
    expect((listed.data as Array<{ id: number; business_lines_id: number }>).map((p) => p.id)).toEqual([
      1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009,
    ]);
    const refused = await call('/privileges/list', 'admin.austral@empresa.demo.cl', { client_code: industrial.client_cod });
    expect(refused.status).toBe(403);
    expect((await call('/privileges/list', 'funcionario@empresa.demo.cl', { client_code: industrial.client_cod })).status).toBe(403);
  });
});
