import { describe, expect, it } from 'vitest';
import { REGIONS } from '../../fixtures/core/geo';
import { DEMO_PASSWORD } from '../../fixtures/core/model';
import { privilegesOfLine } from '../../machines/rules/privileges';
import { isValidRut, rutCheckDigit, rutOf } from '../../fixtures/core/rut';
import { parseWorld, serializeWorld } from '../../fixtures/store';
import { worldReferenceDate } from '../../fixtures/core/dates';
import { AREAS } from '../../fixtures/registry';
import { buildWorld, DEFAULT_SEED, seedFromEnv, WORLD_VERSION, worldVersion, type World } from '../../fixtures/world';
import { first, only } from '../support/items';

const world = buildWorld();
const person = (w: World, email: string) => w.persons.find((p) => p.email === email)!;
const companyUser = (w: World, email: string) => w.companyUsers.find((u) => u.email === email)!;

describe('the RUT helper of the fixtures', () => {
  it('computes the modulo-11 check digit, with K and 0', () => {
    expect(rutCheckDigit('12345678')).toBe('5');
    expect(rutCheckDigit('11111111')).toBe('1');
    expect(rutCheckDigit('10000013')).toBe('K');
    expect(rutCheckDigit('10000004')).toBe('0');
    expect(rutOf(15678432)).toBe('15678432-K');
  });

  it('tells a valid RUT from an invalid one', () => {
    expect(isValidRut('12345678-5')).toBe(true);
    expect(isValidRut('12.345.678-5')).toBe(true);
    expect(isValidRut('10000013-k')).toBe(true);
    expect(isValidRut('12345678-4')).toBe(false);
    expect(isValidRut('12345678')).toBe(false);
  });
});

describe('the demo world', () => {
  it('is the same for the same seed, another for another seed, with the demo accounts in both', () => {
    expect(JSON.stringify(buildWorld(DEFAULT_SEED))).toBe(JSON.stringify(world));
    const other = buildWorld(7);
    expect(JSON.stringify(buildWorld(7))).toBe(JSON.stringify(other));
    expect(other.accounts.map((a) => a.client_cod)).not.toEqual(world.accounts.map((a) => a.client_cod));
    for (const email of ['cliente@demo.cl', 'nuevo@demo.cl', 'consentimiento@demo.cl', 'sinverificar@demo.cl', 'deshabilitada@demo.cl']) {
      expect(person(other, email)).toBeDefined();
    }
    for (const email of [
      'admin@empresa.demo.cl',
      'funcionario@empresa.demo.cl',
      'limitado@empresa.demo.cl',
      'sinempresa@empresa.demo.cl',
    ]) {
      expect(companyUser(other, email)).toBeDefined();
    }
    expect(other.seed).toBe(7);
    expect(world.version).toBe(WORLD_VERSION);
  });

  it('reads the seed from DEMO_SEED, 2026 when absent or not a number', () => {
    expect(seedFromEnv({})).toBe(2026);
    expect(seedFromEnv({ DEMO_SEED: '42' })).toBe(42);
    expect(seedFromEnv({ DEMO_SEED: 'abc' })).toBe(2026);
  });

  it("counts its history back from the 1st of the month it is built in, so the client's default periods find it", () => {
    expect(worldReferenceDate(Date.UTC(2027, 0, 31, 23, 59), {}).toISOString()).toBe('2027-01-01T12:00:00.000Z');
    // Chile's month: at 00:00 UTC on 1 December it is still 30 November there
    expect(worldReferenceDate(Date.UTC(2026, 11, 1, 0, 0), {}).toISOString()).toBe('2026-11-01T12:00:00.000Z');
    expect(worldReferenceDate(Date.UTC(2026, 11, 1, 3, 0), {}).toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(worldReferenceDate(Date.now(), { WORLD_REFERENCE_MONTH: '2027-02' }).toISOString()).toBe('2027-02-01T12:00:00.000Z');
    expect(worldReferenceDate(Date.UTC(2026, 10, 5), { WORLD_REFERENCE_MONTH: '2027-13' }).toISOString()).toBe('2026-11-01T12:00:00.000Z');
  });

  it('is built afresh from a file saved in an earlier month (its bills would stop a month short)', () => {
    const november = worldVersion(AREAS, new Date(Date.UTC(2026, 10, 1, 12)));
    expect(november).toMatch(/ month@2026-11$/);
    expect(worldVersion(AREAS, new Date(Date.UTC(2026, 11, 1, 12)))).not.toBe(november);
    const saved = JSON.parse(serializeWorld(buildWorld(DEFAULT_SEED))) as World;
    expect(parseWorld(JSON.stringify({ ...saved, version: november.replace('2026-11', '1999-01') }), DEFAULT_SEED)).toBeNull();
  });

  it('is saved as JSON and read back the same', () => {
    expect(parseWorld(serializeWorld(world), world.seed)).toEqual(world);
  });

  it('has valid RUTs, 8-digit client codes and Chilean communes in their regions', () => {
    const ruts = [
      ...world.persons.map((p) => p.dni),
      ...world.companyUsers.map((u) => u.dni),
      ...world.companies.map((c) => c.dni),
      ...world.accounts.map((a) => a.client_rut),
      ...world.autogas.map((a) => a.client_rut),
    ];
    expect(ruts.every(isValidRut)).toBe(true);
    const codes = [...world.accounts, ...world.autogas, ...world.companyServices].map((a) => a.client_cod);
    expect(codes.every((c) => /^\d{8}$/.test(c))).toBe(true);
    for (const account of world.accounts) {
      const region = REGIONS.find((r) => r.code === account.region_cod);
      expect(region?.communes.map((c) => c.name)).toContain(account.comune);
    }
    expect(REGIONS.find((r) => r.code === 'RM')?.communes.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Santiago', 'Providencia', 'Ñuñoa']),
    );
    expect(REGIONS.find((r) => r.code === 'V')?.communes.map((c) => c.name)).toContain('Viña del Mar');
  });

  it('gives cliente@demo.cl services in all four lines, debt, unread notifications of both kinds and requests in several states', () => {
    const cliente = person(world, 'cliente@demo.cl');
    expect(cliente).toMatchObject({ hasdebt: true, consent: true, emailVerified: true, disabled: false });
    expect(cliente.linked.meter).toHaveLength(2);
    expect(cliente.linked.housing).toHaveLength(2);
    expect(cliente.linked.cylinder).toHaveLength(1);
    expect(cliente.linked.autogas).toHaveLength(1);
    expect(first(cliente.linked.autogas, 'autogas account').patents).toHaveLength(2);

    const notifications = world.notifications.filter((n) => n.owner.kind === 'person' && n.owner.id === cliente.id);
    expect(notifications.filter((n) => n.status === '0').length).toBeGreaterThan(1);
    const data = notifications.map((n) => JSON.parse(n.data) as { type: string; path?: string; url?: string; form?: object });
    expect(data).toContainEqual({ type: 'internal', path: '/mis-servicios/cilindro/pedidos' });
    expect(data.some((d) => d.type === 'external' && d.url && d.form)).toBe(true);
    expect(notifications.every((n) => /^\d{2}\.\d{2}\.\d{4} - \d{2}:\d{2}$/.test(n.created_at))).toBe(true);

    const statuses = new Set(world.requests.filter((r) => r.owner.kind === 'person' && r.owner.id === cliente.id).map((r) => r.status));
    expect([...statuses]).toEqual(expect.arrayContaining(['Abierto', 'En proceso', 'Cerrado']));
  });

  it('gives nuevo@demo.cl no services and no requests, consentimiento@demo.cl no consent', () => {
    const nuevo = person(world, 'nuevo@demo.cl');
    expect(Object.values(nuevo.linked).flat()).toEqual([]);
    expect(world.requests.some((r) => r.owner.kind === 'person' && r.owner.id === nuevo.id)).toBe(false);
    expect(nuevo.consent).toBe(true);
    expect(person(world, 'consentimiento@demo.cl').consent).toBe(false);
    expect(person(world, 'sinverificar@demo.cl').emailVerified).toBe(false);
    expect(person(world, 'deshabilitada@demo.cl').disabled).toBe(true);
  });

  it('gives the company users their roles, companies and privileges', () => {
    expect(companyUser(world, 'admin@empresa.demo.cl')).toMatchObject({ user_type: 'Administrador' });
    expect(companyUser(world, 'admin@empresa.demo.cl').companies.length).toBeGreaterThan(0);
    expect(companyUser(world, 'sinempresa@empresa.demo.cl').companies).toEqual([]);

    const funcionario = companyUser(world, 'funcionario@empresa.demo.cl');
    expect(funcionario.user_type).toBe('Funcionario');
    const granted = Object.entries(funcionario.privileges).map(([id, privileges]) => ({
      service: world.companyServices.find((s) => s.id === Number(id))!,
      privileges,
    }));
    expect(new Set(granted.map((g) => g.service.business_line_id))).toEqual(new Set([2, 6, 7]));
    for (const { service, privileges } of granted) {
      expect(privileges).toEqual(privilegesOfLine(service.business_line_id));
    }
    expect(granted.find((g) => g.service.business_line_id === 6)?.privileges).toEqual([1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009]);

    const limitado = companyUser(world, 'limitado@empresa.demo.cl');
    const entries = Object.entries(limitado.privileges);
    expect(entries).toHaveLength(1);
    const [serviceId, privileges] = only(entries, 'service with privileges');
    expect(privileges).toEqual([1002, 1007]);
    expect(world.companyServices.find((s) => s.id === Number(serviceId))?.business_line_id).toBe(6);
  });

  it('has unlinked accounts, more people, campaigns and the terms', () => {
    const linked = new Set(world.persons.flatMap((p) => [...p.linked.meter, ...p.linked.housing, ...p.linked.cylinder]));
    expect(world.accounts.filter((a) => !linked.has(a.id)).length).toBeGreaterThan(5);
    expect(world.persons.length).toBeGreaterThan(9);
    expect(world.campaigns.filter((c) => c.audience === 'login')).toHaveLength(1);
    expect(world.campaigns.filter((c) => c.audience === 'person').length).toBeGreaterThanOrEqual(2);
    expect(world.campaigns.every((c) => c.url_campain.startsWith('/demo/campana/'))).toBe(true);
    expect(world.terms).toMatch(/Términos y condiciones/);
    expect(world.tokens).toEqual(new Map());
    expect(DEMO_PASSWORD).toBe('Gas.Demo.2026');
  });
});
