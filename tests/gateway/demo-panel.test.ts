import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFixtureBackend, type FixtureBackend } from '../../fixtures/backend';
import { demoWorldOf } from '../../fixtures/demo-world';
import { createInprocessTransport } from '../../gateway/backend/inprocess';
import { readConfig } from '../../gateway/config';
import { faultSpecOf } from '../../gateway/mappers/demo';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { MAINTENANCE } from '../../machines/rules/account-rules';
import type { DemoFaultKind } from '../../schema/generated/types';
import { catchBackendFailures } from '../support/console';
import { DEMO_PASSWORD, sandboxGateway, type GraphQLAnswer } from '../support/gateway';

const PANEL =
  'personas { email name company description } password flags { name enabled } maintenance clockSpeed faults { kind area path times } faultAreas faultPaths';
const TIMEOUT_MS = 1500;

type Panel = { demoPanel: { clockSpeed: number; faults: unknown[]; personas: Array<{ email: string; company: boolean }> } };

/** What each kind of fault makes of a meter block: the GraphQL error a screen shows its error state for. */
const EXPECTED: Record<DemoFaultKind, { code: string; reason?: string }> = {
  SERVER_ERROR: { code: 'BACKEND_UNAVAILABLE', reason: 'UNAVAILABLE' },
  UNAVAILABLE: { code: 'BACKEND_UNAVAILABLE', reason: 'UNAVAILABLE' },
  TIMEOUT: { code: 'BACKEND_UNAVAILABLE', reason: 'TIMEOUT' },
  MALFORMED: { code: 'BACKEND_UNAVAILABLE', reason: 'MALFORMED' },
  UNAUTHENTICATED: { code: 'UNAUTHENTICATED' },
};
const KINDS = Object.keys(EXPECTED) as DemoFaultKind[];

const meterOf = (world: FixtureBackend['world']) => {
  const cliente = world.persons.find((p) => p.email === 'cliente@demo.cl')!;
  return world.accounts.find((a) => a.id === cliente.linked.meter[0])!.contract_cod!;
};
const METER_QUERY = 'query($c: String!) { viewer { meter(contractCode: $c) { rates { description } } } }';
/** the gateway's log of the kinds that make the backend unavailable, one meter query each (the rates are /bill/get) */
const LOGGED = KINDS.flatMap((kind) => (EXPECTED[kind].reason ? [`${EXPECTED[kind].reason} /bill/get`] : []));

describe('the demo panel against a real backend (DATA_SOURCE=rest)', () => {
  const gateway = sandboxGateway({ http: { timeoutMs: TIMEOUT_MS } });

  it('refuses every query and mutation of the panel with FORBIDDEN, and changes nothing', async () => {
    const token = await gateway.signIn('cliente@demo.cl');
    const refused = [
      `{ demoPanel { ${PANEL} } }`,
      'mutation { demoSetFlag(name: "medidor_boletas", enabled: false) { maintenance } }',
      'mutation { demoSetMaintenance(enabled: true) { maintenance } }',
      'mutation { demoResetWorld { maintenance } }',
      'mutation { demoSetClockSpeed(speed: 60) { clockSpeed } }',
      'mutation { demoAddFault(fault: { kind: UNAVAILABLE, area: "meter" }) { maintenance } }',
      'mutation { demoRemoveFault(index: 0) { maintenance } }',
      'mutation { demoClearFaults { maintenance } }',
    ];
    for (const operation of refused) {
      const answer = await gateway.gql(operation, {}, token);
      expect(answer.errors?.[0]?.extensions?.code, operation).toBe('FORBIDDEN');
      expect(answer.data ?? null).toBeNull();
    }
    const config = await gateway.gql<{ appConfig: { maintenance: boolean; flags: Array<{ name: string; enabled: boolean }> } }>(
      '{ appConfig { maintenance flags { name enabled } } }',
    );
    expect(config.data!.appConfig.maintenance).toBe(false);
    expect(config.data!.appConfig.flags.find((f) => f.name === 'medidor_boletas')?.enabled).toBe(true);
    expect(gateway.backend.faults.list()).toEqual([]);
  });

  it("meets the panel's faults over HTTP: the sandbox's world holds the same fault model", async () => {
    const token = await gateway.signIn('cliente@demo.cl');
    const log = catchBackendFailures();
    for (const kind of KINDS) {
      gateway.backend.faults.clear();
      gateway.backend.faults.add(faultSpecOf({ kind, area: 'meter' }, TIMEOUT_MS));
      const answer = await gateway.gql(METER_QUERY, { c: meterOf(gateway.backend.world) }, token);
      expect(answer.errors?.[0]?.extensions, kind).toMatchObject(EXPECTED[kind]);
      expect(answer.errors?.[0]?.path).toEqual(['viewer', 'meter', 'rates']);
    }
    gateway.backend.faults.clear();
    // another area is not touched by a meter fault
    gateway.backend.faults.add(faultSpecOf({ kind: 'UNAVAILABLE', area: 'bulk' }, TIMEOUT_MS));
    expect((await gateway.gql(METER_QUERY, { c: meterOf(gateway.backend.world) }, token)).errors).toBeUndefined();
    expect(log.failures).toEqual(LOGGED);
  });
});

describe('the demo panel with demo data (in-process transport)', () => {
  let backend: FixtureBackend;
  let running: RunningGateway;
  let token: string;

  const gql = async <T>(query: string, variables: Record<string, unknown> = {}, bearer?: string): Promise<GraphQLAnswer<T>> => {
    const response = await fetch(`${running.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLAnswer<T>;
  };
  const login = (email: string) =>
    gql<{ login: { outcome: string; message: string | null; session: { token: string } | null } }>(
      'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { outcome message session { token } } }',
      { e: email, p: DEMO_PASSWORD },
    );

  beforeAll(async () => {
    backend = createFixtureBackend({ file: null, faults: [] });
    const config = readConfig({ DATA_SOURCE: 'fixtures', BACKEND_TIMEOUT_MS: String(TIMEOUT_MS) });
    running = await startGateway(
      {
        config,
        transport: createInprocessTransport(backend, { timeoutMs: config.backendTimeoutMs }),
        demo: demoWorldOf(backend),
        staticDir: null,
      },
      0,
    );
    token = (await login('cliente@demo.cl')).data!.login.session!.token;
  });
  afterAll(async () => {
    await running.close();
  });
  beforeEach(() => backend.faults.clear());

  it('lists every demo account, persons and company users, with the demo password', async () => {
    const answer = await gql<{
      demoPanel: { personas: Array<{ email: string; company: boolean; description: string }>; password: string };
    }>(`{ demoPanel { ${PANEL} } }`);
    const personas = answer.data!.demoPanel.personas;
    expect(personas.map((p) => p.email)).toEqual(
      expect.arrayContaining(['cliente@demo.cl', 'nuevo@demo.cl', 'admin@empresa.demo.cl', 'sinempresa@empresa.demo.cl']),
    );
    expect(personas.find((p) => p.email === 'funcionario@empresa.demo.cl')?.company).toBe(true);
    expect(personas.every((p) => p.description.length > 0)).toBe(true);
    expect(answer.data!.demoPanel.password).toBe(DEMO_PASSWORD);
  });

  it('turns a flag off and on for the next read of the app config', async () => {
    const flagOf = async () =>
      (
        await gql<{ appConfig: { flags: Array<{ name: string; enabled: boolean }> } }>('{ appConfig { flags { name enabled } } }')
      ).data!.appConfig.flags.find((f) => f.name === 'medidor_boletas')?.enabled;
    expect(await flagOf()).toBe(true);
    await gql('mutation { demoSetFlag(name: "medidor_boletas", enabled: false) { maintenance } }');
    expect(await flagOf()).toBe(false);
    await gql('mutation { demoSetFlag(name: "medidor_boletas", enabled: true) { maintenance } }');
    expect(await flagOf()).toBe(true);
    const unknown = await gql('mutation { demoSetFlag(name: "no_existe", enabled: false) { maintenance } }');
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('puts the portal in maintenance: sign-in refused with the spec message, until it is turned off', async () => {
    await gql('mutation { demoSetMaintenance(enabled: true) { maintenance } }');
    expect((await gql<{ appConfig: { maintenance: boolean } }>('{ appConfig { maintenance } }')).data!.appConfig.maintenance).toBe(true);
    expect((await login('nuevo@demo.cl')).data!.login).toMatchObject({ outcome: 'ERROR', message: MAINTENANCE, session: null });
    await gql('mutation { demoSetMaintenance(enabled: false) { maintenance } }');
    expect((await login('nuevo@demo.cl')).data!.login.outcome).toBe('OK');
  });

  it('applies each kind of fault to the in-process transport, by area and by call, and lifts it', async () => {
    const log = catchBackendFailures();
    for (const kind of KINDS) {
      await gql('mutation { demoClearFaults { maintenance } }');
      const added = await gql<{ demoAddFault: { faults: unknown[] } }>(
        'mutation($k: DemoFaultKind!) { demoAddFault(fault: { kind: $k, area: "meter" }) { faults { kind area } } }',
        { k: kind },
      );
      expect(added.data!.demoAddFault.faults).toEqual([{ kind, area: 'meter' }]);
      const answer = await gql(METER_QUERY, { c: meterOf(backend.world) }, token);
      expect(answer.errors?.[0]?.extensions, kind).toMatchObject(EXPECTED[kind]);
    }
    await gql('mutation { demoClearFaults { maintenance } }');
    expect((await gql(METER_QUERY, { c: meterOf(backend.world) }, token)).errors).toBeUndefined();

    const one = await gql<{ demoAddFault: { faults: unknown[] } }>(
      'mutation { demoAddFault(fault: { kind: SERVER_ERROR, path: "/bill/get", times: 1 }) { faults { kind area path times } } }',
    );
    expect(one.data!.demoAddFault.faults).toEqual([{ kind: 'SERVER_ERROR', area: null, path: '/bill/get', times: 1 }]);
    expect((await gql(METER_QUERY, { c: meterOf(backend.world) }, token)).errors?.[0]?.extensions).toMatchObject(EXPECTED.SERVER_ERROR);
    // once only: the next call goes through and the fault is gone from the list
    expect((await gql(METER_QUERY, { c: meterOf(backend.world) }, token)).errors).toBeUndefined();
    expect((await gql<Panel>('{ demoPanel { faults { kind } } }')).data!.demoPanel.faults).toEqual([]);
    expect(log.failures).toEqual([...LOGGED, 'UNAVAILABLE /bill/get']);
  });

  it('refuses a fault with no area nor call, an unknown area or call, and removes one by its place', async () => {
    for (const fault of [
      '{ kind: UNAVAILABLE }',
      '{ kind: UNAVAILABLE, area: "luna" }',
      '{ kind: UNAVAILABLE, path: "/nada" }',
      '{ kind: UNAVAILABLE, area: "meter", times: 0 }',
    ])
      expect((await gql(`mutation { demoAddFault(fault: ${fault}) { maintenance } }`)).errors?.[0]?.extensions?.code, fault).toBe(
        'BAD_USER_INPUT',
      );
    await gql('mutation { demoAddFault(fault: { kind: UNAVAILABLE, area: "meter" }) { maintenance } }');
    await gql('mutation { demoAddFault(fault: { kind: MALFORMED, area: "bulk" }) { maintenance } }');
    const removed = await gql<{ demoRemoveFault: { faults: unknown[] } }>(
      'mutation { demoRemoveFault(index: 0) { faults { kind area } } }',
    );
    expect(removed.data!.demoRemoveFault.faults).toEqual([{ kind: 'MALFORMED', area: 'bulk' }]);
  });

  it('speeds up the world clock, within 1 to 3600', async () => {
    const set = await gql<{ demoSetClockSpeed: { clockSpeed: number } }>('mutation { demoSetClockSpeed(speed: 60) { clockSpeed } }');
    expect(set.data!.demoSetClockSpeed.clockSpeed).toBe(60);
    expect(backend.clock.speed()).toBe(60);
    for (const speed of [0, -1, 5000])
      expect((await gql(`mutation { demoSetClockSpeed(speed: ${speed}) { clockSpeed } }`)).errors?.[0]?.extensions?.code).toBe(
        'BAD_USER_INPUT',
      );
    await gql('mutation { demoSetClockSpeed(speed: 1) { clockSpeed } }');
  });

  it('resets the world: a changed profile comes back as seeded, and the signed-in session keeps working', async () => {
    const name = async () =>
      (await gql<{ viewer: { profile: { name: string } } }>('{ viewer { profile { name } } }', {}, token)).data!.viewer.profile.name;
    backend.world.persons.find((p) => p.email === 'cliente@demo.cl')!.name = 'Otra';
    expect(await name()).toBe('Otra');
    await gql('mutation { demoResetWorld { maintenance } }');
    expect(await name()).toBe('Camila');
  });
});
