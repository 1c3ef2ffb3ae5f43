import { beforeAll, describe, expect, it } from 'vitest';
import { createFixtureBackend, type FixtureBackend } from '../../fixtures/backend';
import type {
  BackendCompanyService,
  BackendNotification,
  BackendRequestRow,
  BackendServiceAccount,
  BackendAutogasAccount,
  PrivilegesSelfAnswer,
  BackendCompany,
} from '../../gateway/backend/contract';
import { methodOf } from '../../gateway/backend/contract';
import type { RestResponse } from '../../gateway/backend/protocol';
import { first, present } from '../support/items';

const PASSWORD = 'Gas.Demo.2026';
type Answer<D = unknown> = { status?: string; message?: string; token?: string; data?: D };
const answer = <D = unknown>(r: RestResponse): Answer<D> => ('json' in r ? (r.json as Answer<D>) : {});

let backend: FixtureBackend;
const tokens: Record<string, string> = {};
/** the token beforeAll got for the user (a missing one would otherwise be sent as no token at all) */
const tokenOf = (email: string) => present(tokens[email], `a token for ${email}`);

const call = (path: string, token: string | null = null, body: Record<string, unknown> = {}) =>
  backend.dispatch({ method: methodOf(path) ?? 'POST', path, token, body });

beforeAll(async () => {
  backend = createFixtureBackend({ file: null });
  for (const email of ['cliente@demo.cl', 'nuevo@demo.cl', 'consentimiento@demo.cl']) {
    tokens[email] = (
      answer<{ token: string }>(await call('/login/email', null, { email, password: PASSWORD })).data as { token: string }
    ).token;
  }
  for (const email of ['admin@empresa.demo.cl', 'funcionario@empresa.demo.cl', 'limitado@empresa.demo.cl']) {
    tokens[email] = answer(await call('/company_user/login', null, { email, password: PASSWORD })).token!;
  }
});

const PERSON_PATHS = [
  '/validate_sf',
  '/register_sf/consent',
  '/person/campains',
  '/bussines_line/meter/list',
  '/bussines_line/housing/list',
  '/bussines_line/cylinder/list',
  '/bussines_line/autogas/list',
  '/housing/notification/list',
  '/housing/notification/check',
  '/request/list',
];
const COMPANY_PATHS = [
  '/company_user/validate_sf',
  '/company_user/campains',
  '/privileges/self_get',
  '/company_user/services',
  '/company/list',
  '/company_user/notification/list',
  '/company_user/notification/check',
  '/company_user/request/list',
];

describe('refusals', () => {
  it.each([...PERSON_PATHS, ...COMPANY_PATHS, '/me'])('%s without a token → 401', async (path) => {
    const response = await call(path);
    expect(response.status).toBe(401);
    expect(answer(response)).toEqual({ status: 'error', message: 'Token expirado' });
  });

  it.each(COMPANY_PATHS)('%s with a person token → 403', async (path) => {
    expect((await call(path, tokenOf('cliente@demo.cl'))).status).toBe(403);
  });

  it.each(PERSON_PATHS)('%s with a company token → 403', async (path) => {
    expect((await call(path, tokenOf('admin@empresa.demo.cl'))).status).toBe(403);
  });

  it('answers 404 to a path the backend does not have, 405 to the wrong method', async () => {
    expect((await call('/no/existe', tokenOf('cliente@demo.cl'))).status).toBe(404);
    expect((await backend.dispatch({ method: 'GET', path: '/me', token: tokenOf('cliente@demo.cl'), body: {} })).status).toBe(405);
    expect((await backend.dispatch({ method: 'POST', path: '/consent_sf', token: null, body: {} })).status).toBe(405);
  });

  it('needs no token for the public calls', async () => {
    expect((await call('/consent_sf')).status).toBe(200);
    expect((await call('/campains/login')).status).toBe(200);
    expect((await backend.dispatch({ method: 'GET', path: '/image/campain/desktop/1', token: null, body: {} })).status).toBe(200);
  });
});

describe('a person sees only the accounts linked to them', () => {
  it('lists the four lines of cliente@demo.cl and none of nuevo@demo.cl', async () => {
    const meters = answer<BackendServiceAccount[]>(await call('/bussines_line/meter/list', tokenOf('cliente@demo.cl')));
    expect(meters.status).toBe('ok');
    expect(meters.data).toHaveLength(2);
    expect(meters.data!.every((a) => a.business_line_id === 1 && /^\d{8}$/.test(String(a.client_cod)))).toBe(true);
    expect(answer<BackendServiceAccount[]>(await call('/bussines_line/housing/list', tokenOf('cliente@demo.cl'))).data).toHaveLength(2);
    expect(answer<BackendServiceAccount[]>(await call('/bussines_line/cylinder/list', tokenOf('cliente@demo.cl'))).data).toHaveLength(1);
    const autogas = answer<BackendAutogasAccount[]>(await call('/bussines_line/autogas/list', tokenOf('cliente@demo.cl')));
    expect(autogas.data).toHaveLength(1);
    expect(first(autogas.data, 'autogas account').patents.map((p) => p.linked)).toEqual(['1', '1']);

    for (const line of ['meter', 'housing', 'cylinder', 'autogas']) {
      const empty = answer(await call(`/bussines_line/${line}/list`, tokenOf('nuevo@demo.cl')));
      expect(empty.status).toBe('empty');
      expect(empty.data).toBeUndefined();
    }
  });

  it('never shows one person the accounts of another', async () => {
    const mine = answer<BackendServiceAccount[]>(await call('/bussines_line/meter/list', tokenOf('cliente@demo.cl'))).data!.map(
      (a) => a.client_id,
    );
    const theirs = answer<BackendServiceAccount[]>(await call('/bussines_line/meter/list', tokenOf('consentimiento@demo.cl'))).data!.map(
      (a) => a.client_id,
    );
    expect(theirs).toHaveLength(1);
    expect(mine.some((id) => theirs.includes(id))).toBe(false);
  });

  it('lists a person only their own notifications and requests', async () => {
    const cliente = backend.world.persons.find((p) => p.email === 'cliente@demo.cl')!;
    const notifications = answer<BackendNotification[]>(await call('/housing/notification/list', tokenOf('cliente@demo.cl'))).data!;
    const own = backend.world.notifications.filter((n) => n.owner.kind === 'person' && n.owner.id === cliente.id).map((n) => n.id);
    expect(notifications.map((n) => n.id).sort()).toEqual(own.sort());
    expect(answer(await call('/housing/notification/list', tokenOf('nuevo@demo.cl'))).status).toBe('empty');
    expect(answer(await call('/request/list', tokenOf('nuevo@demo.cl'))).status).toBe('empty');
  });
});

describe('company users see what their role and privileges allow', () => {
  it('gives a funcionario only the services they hold privileges on, with pivot.privileges', async () => {
    const limited = answer<BackendCompanyService[]>(await call('/company_user/services', tokenOf('limitado@empresa.demo.cl'))).data!;
    expect(limited).toHaveLength(1);
    expect(limited[0]).toMatchObject({
      business_line_id: 6,
      pivot: { privileges: [1002, 1007], company_name: expect.any(String), company_dni: expect.any(String) },
    });

    const full = answer<BackendCompanyService[]>(await call('/company_user/services', tokenOf('funcionario@empresa.demo.cl'))).data!;
    expect(new Set(full.map((s) => s.business_line_id))).toEqual(new Set([2, 6, 7]));
    expect(full.find((s) => s.business_line_id === 6)?.pivot.privileges).toEqual([1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009]);
    expect(full.find((s) => s.business_line_id === 2)?.pivot.privileges).toEqual([2001, 2002]);
    expect(full.find((s) => s.business_line_id === 7)?.pivot.privileges).toEqual([3001]);
  });

  it('gives an Administrador every service of their companies', async () => {
    const admin = backend.world.companyUsers.find((u) => u.email === 'admin@empresa.demo.cl')!;
    const services = answer<BackendCompanyService[]>(await call('/company_user/services', tokenOf('admin@empresa.demo.cl'))).data!;
    expect(services.map((s) => s.id).sort()).toEqual(
      backend.world.companyServices
        .filter((s) => admin.companies.includes(s.company_id))
        .map((s) => s.id)
        .sort(),
    );
    const companies = answer<BackendCompany[]>(await call('/company/list', tokenOf('admin@empresa.demo.cl'))).data!;
    expect(companies.map((c) => c.id).sort()).toEqual([...admin.companies].sort());
    expect(companies.every((c) => c.sap_clients.length > 0)).toBe(true);
  });

  it('answers the privileges of the user, and a list per client code', async () => {
    const limited = answer<PrivilegesSelfAnswer['data']>(await call('/privileges/self_get', tokenOf('limitado@empresa.demo.cl'))).data!;
    expect(limited.privileges.map((p) => p.id)).toEqual([1002, 1007]);
    expect(Object.values(limited.clients)).toEqual([[1002, 1007]]);
    const full = answer<PrivilegesSelfAnswer['data']>(await call('/privileges/self_get', tokenOf('funcionario@empresa.demo.cl'))).data!;
    expect(full.privileges.map((p) => p.id)).toEqual([1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 2001, 2002, 3001]);
  });

  it('lists the company notifications and requests of the user only', async () => {
    const funcionario = answer<BackendNotification[]>(
      await call('/company_user/notification/list', tokenOf('funcionario@empresa.demo.cl')),
    );
    expect(funcionario.status).toBe('ok');
    expect(answer(await call('/company_user/notification/list', tokenOf('limitado@empresa.demo.cl'))).status).toBe('empty');
    expect(
      answer<BackendRequestRow[]>(await call('/company_user/request/list', tokenOf('funcionario@empresa.demo.cl'))).data!.length,
    ).toBeGreaterThan(0);
    expect(answer(await call('/company_user/request/list', tokenOf('limitado@empresa.demo.cl'))).status).toBe('empty');
  });
});
