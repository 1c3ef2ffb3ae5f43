import { beforeAll, describe, expect, it } from 'vitest';
import { catchBackendFailures } from '../support/console';
import { sandboxGateway } from '../support/gateway';
import { speakingSpec } from '../support/spec-speaking';

/**
 * Autogas without chains (issue 44): the dashboard card's plan by plate is asked beside its next maintenance, not
 * after it, and dropped when the next maintenance does not need it; a region's workshops are reference data, kept by
 * the gateway for every user, so the scheduling start's preselected region waits for no call of its own.
 */
const gateway = sandboxGateway();
let cliente: string;
let vecino: string;

beforeAll(async () => {
  cliente = await gateway.signIn('cliente@demo.cl');
  vecino = await gateway.signIn('nuevo@demo.cl');
});

const world = () => gateway.backend.world;
const person = () => world().persons.find((p) => p.email === 'cliente@demo.cl')!;
const ownPatents = () => person().linked.autogas.flatMap((l) => l.patents);
const contractOf = (patent: string) => world().autogasContracts.find((c) => c.patent === patent)!;
/** cliente's plate with a plan */
const full = () => contractOf(ownPatents().find((p) => contractOf(p).plan.length)!);

interface Cards {
  viewer: {
    services: {
      autogas: Array<{ patent: string; summary: unknown; nextMaintenance: { suggestions: Array<{ serviceId: number }> } | null }>;
    };
  };
}
const CARDS = '{ viewer { services { autogas { patent summary { vehicleBrand } nextMaintenance { suggestions { serviceId } } } } } }';
/** a session of its own: a session's reads are shared among its requests for a few seconds (session-reads.ts) */
const session = () => gateway.signIn('cliente@demo.cl');

describe("the dashboard card's plan by plate", () => {
  it('is asked beside each next maintenance, once a plate', async () => {
    const answer = await gateway.gql<Cards>(CARDS, {}, await session());
    expect(answer.errors).toBeUndefined();
    const calls = gateway.sandbox.calls.get();
    expect(calls['/autogas/maintenance/next']).toBe(ownPatents().length);
    expect(calls['/autogas/maintenance/services']).toBe(ownPatents().length);
  });

  it('is dropped, failure and all, when the next maintenance carries its plan', async () => {
    const c = full();
    const plan = c.plan.map((p) => ({ ...p, id_service: String(p.id_service), expected_km: String(p.expected_km) }));
    const next = speakingSpec(gateway.backend, '/autogas/maintenance/next', (json) => {
      const answer = json as { status: string };
      return answer.status === 'empty' ? { ...answer, data: { services: plan } } : answer;
    });
    const log = catchBackendFailures();
    gateway.sandbox.faults.add({ path: '/autogas/maintenance/services', status: 503 });
    try {
      const answer = await gateway.gql<Cards>(CARDS, {}, await session());
      expect(answer.errors).toBeUndefined();
      const card = answer.data!.viewer.services.autogas.find((v) => v.patent === c.patent)!;
      expect(card.nextMaintenance!.suggestions.map((s) => s.serviceId)).toEqual(c.plan.map((p) => p.id_service));
      // the lookup failed, but no field needed it: nothing is told
      expect(gateway.sandbox.calls.get()['/autogas/maintenance/services']).toBe(ownPatents().length);
      expect(log.failures).toEqual([]);
    } finally {
      next.restore();
    }
  });

  it("fails the next maintenance that needed it, and only that card's block", async () => {
    const log = catchBackendFailures();
    gateway.sandbox.faults.add({ path: '/autogas/maintenance/services', status: 503 });
    const answer = await gateway.gql<Cards>(CARDS, {}, await session());
    const card = answer.data!.viewer.services.autogas.find((v) => v.patent === full().patent)!;
    expect(card.summary).not.toBeNull();
    expect(card.nextMaintenance).toBeNull();
    expect(answer.errors?.every((e) => e.path?.at(-1) === 'nextMaintenance')).toBe(true);
    expect(log.failures).toEqual(answer.errors!.map(() => 'UNAVAILABLE /autogas/maintenance/services'));
  });
});

describe("a region's workshops, kept by the gateway for every user", () => {
  const WORKSHOPS = 'query($r: String!) { viewer { maintenanceWorkshops(regionCode: $r) { code name } } }';
  const workshops = (token: string) =>
    gateway.gql<{ viewer: { maintenanceWorkshops: Array<{ code: string; name: string }> | null } }>(WORKSHOPS, { r: 'RM' }, token);

  it('does not keep a failure: the next request asks again', async () => {
    const log = catchBackendFailures();
    gateway.sandbox.faults.add({ path: '/autogas/maintenance/workshops', status: 503 });
    expect((await workshops(cliente)).data?.viewer.maintenanceWorkshops ?? null).toBeNull();
    expect(log.failures).toEqual(['UNAVAILABLE /autogas/maintenance/workshops']);
    gateway.sandbox.faults.clear();
    expect((await workshops(cliente)).data!.viewer.maintenanceWorkshops!.length).toBeGreaterThan(0);
    expect(gateway.sandbox.calls.get()['/autogas/maintenance/workshops']).toBe(2);
  });

  it("asks once for every request and user after a success: the scheduling start's preselected region waits for none", async () => {
    const first = await workshops(cliente);
    const other = await workshops(vecino);
    expect(other.data).toEqual(first.data);
    const start = await gateway.gql<{ viewer: { maintenanceScheduling: { preSelectedRegion: string; preSelectedWorkshops: unknown[] } } }>(
      'query($p: String!) { viewer { maintenanceScheduling(patent: $p) { preSelectedRegion preSelectedWorkshops { code } } } }',
      { p: full().patent },
      await session(),
    );
    expect(start.data!.viewer.maintenanceScheduling.preSelectedRegion).toBe('RM');
    expect(start.data!.viewer.maintenanceScheduling.preSelectedWorkshops).toEqual(
      first.data!.viewer.maintenanceWorkshops!.map(({ code }) => ({ code })),
    );
    expect(gateway.sandbox.calls.get()['/autogas/maintenance/workshops']).toBeUndefined();
  });
});
