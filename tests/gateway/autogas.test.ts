import { print } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { DashboardDocument } from '../../client/gql/graphql';
import { catchBackendFailures } from '../support/console';
import { sandboxGateway } from '../support/gateway';
import { chileDay, NO_FUTURE_DATES } from '../../machines/rules/chile-time';
import { speakingSpec } from '../support/spec-speaking';

const gateway = sandboxGateway();
let cliente: string;

beforeAll(async () => {
  cliente = await gateway.signIn('cliente@demo.cl');
});

const world = () => gateway.backend.world;
const person = () => world().persons.find((p) => p.email === 'cliente@demo.cl')!;
const ownPatents = () => person().linked.autogas.flatMap((l) => l.patents);
const contractOf = (patent: string) => world().autogasContracts.find((c) => c.patent === patent)!;
/** cliente's plate with a year of loads, a plan and a history */
const full = () => contractOf(ownPatents().find((p) => contractOf(p).plan.length)!);
/** cliente's plate with nothing yet */
const bare = () => contractOf(ownPatents().find((p) => !contractOf(p).plan.length)!);
/** a plate of another person's */
const stranger = () => world().autogasContracts.find((c) => !ownPatents().includes(c.patent))!;
const base = () => gateway.graphqlUrl.replace(/\/graphql$/, '');

const q = <T>(query: string, variables: Record<string, unknown> = {}) => gateway.gql<T>(query, variables, cliente);
/** Chile's day of a moment: the backend's and the pickers' */
const iso = (d: Date) => chileDay(d.getTime());

describe('the dashboard card through the http transport', () => {
  it('gives each plate its summary and, with nothing scheduled, the plan by the fallback lookup', async () => {
    const answer = await q<{
      viewer: {
        services: {
          autogas: Array<{
            patent: string;
            summary: { vehicleBrand: string; monthlyGoal: number; monthlyCurrent: number } | null;
            nextMaintenance: { scheduled: unknown; suggestions: Array<{ text: string; expectedKm: string }> } | null;
          }>;
        };
      };
    }>(
      '{ viewer { services { autogas { patent summary { vehicleBrand monthlyGoal monthlyCurrent monthlyPercentage giftcardLiters } nextMaintenance { scheduled { noticeId } suggestions { text expectedKm serviceId maintenanceNumber } } } } } }',
    );
    expect(answer.errors).toBeUndefined();
    const vehicles = answer.data!.viewer.services.autogas;
    expect(vehicles.map((v) => v.patent).sort()).toEqual([...ownPatents()].sort());
    const withPlan = vehicles.find((v) => v.patent === full().patent)!;
    expect(withPlan.summary!.vehicleBrand).toBe(full().brand);
    expect(withPlan.summary!.monthlyGoal).toBe(full().monthlyGoal);
    expect(withPlan.summary!.monthlyCurrent).toBeGreaterThan(0);
    expect(withPlan.nextMaintenance!.suggestions[0]!.text).toBe(full().plan[0]!.text);
    const without = vehicles.find((v) => v.patent === bare().patent)!;
    expect(without.nextMaintenance).toEqual({ scheduled: null, suggestions: [] });
  });

  it('leaves the scheduling start whole when the preselected region’s workshops cannot be read: the form asks for them', async () => {
    gateway.sandbox.faults.add({ path: '/autogas/maintenance/workshops', status: 503 });
    const log = catchBackendFailures();
    const start = await q<{ viewer: { maintenanceScheduling: { preSelectedRegion: string; preSelectedWorkshops: null } } }>(
      'query($p: String!) { viewer { maintenanceScheduling(patent: $p) { preSelectedRegion preSelectedWorkshops { code } } } }',
      { p: full().patent },
    );
    expect(start.errors).toBeUndefined();
    expect(start.data!.viewer.maintenanceScheduling).toEqual({ preSelectedRegion: 'RM', preSelectedWorkshops: null });
    const asked = await q('query { viewer { maintenanceWorkshops(regionCode: "RM") { code } } }');
    expect(asked.errors?.[0]?.extensions?.code).toBe('BACKEND_UNAVAILABLE');
    // the start leaves the workshops out without an error: only the question that fails is logged
    expect(log.failures).toEqual(['UNAVAILABLE /autogas/maintenance/workshops']);
  });

  it("answers the dashboard's own query, card included, within the gateway's limits", async () => {
    const answer = await q<{ viewer: { services: { autogas: Array<{ summary: unknown }> } } }>(print(DashboardDocument));
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.viewer.services.autogas.every((v) => v.summary !== null)).toBe(true);
  });

  it('answers null with its error for the next maintenance alone when the backend fails', async () => {
    gateway.sandbox.faults.add({ path: '/autogas/maintenance/next', status: 503 });
    const log = catchBackendFailures();
    const answer = await q<{ viewer: { services: { autogas: Array<{ summary: unknown; nextMaintenance: unknown }> } } }>(
      '{ viewer { services { autogas { summary { vehicleBrand } nextMaintenance { suggestions { text } } } } } }',
    );
    expect(answer.data!.viewer.services.autogas.every((v) => v.summary !== null && v.nextMaintenance === null)).toBe(true);
    expect(answer.errors?.[0]?.path).toContain('nextMaintenance');
    // one line per vehicle's error
    expect(log.failures).toEqual(answer.errors!.map(() => 'UNAVAILABLE /autogas/maintenance/next'));
  });
});

describe('contract, consumption and goals', () => {
  it('maps every contract field, and refuses another person’s plate', async () => {
    const c = full();
    const answer = await q<{ viewer: { autogasContract: Record<string, unknown> | null } }>(
      `query($p: String!, $c: String!) { viewer { autogasContract(patent: $p, contractNumber: $c) { contractNumber contractType contractState startDate endDate monthsElapsed monthsLeft downloads clientCode rut holderName address commune region vehicleBrand vehicleModel vehiclePatent chassisNumber durationMonths monthlyGoal totalExpected totalConsumed monthlyAverage consumedPercentage kits { materialCode description manualId } giftcardLiters } } }`,
      { p: c.patent, c: c.contract_number },
    );
    const contract = answer.data!.viewer.autogasContract!;
    expect(contract).toMatchObject({
      contractNumber: c.contract_number,
      vehiclePatent: c.patent,
      chassisNumber: c.chassis,
      downloads: ['CONTRACT', 'CIA'],
      durationMonths: 36,
      totalExpected: c.monthlyGoal * 36,
      giftcardLiters: c.giftcardLiters,
      kits: [{ materialCode: c.kits[0]!.material_code, description: c.kits[0]!.description, manualId: c.kits[0]!.autogas_manual_id }],
    });
    expect(contract.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const other = stranger();
    const refused = await q<{ viewer: { autogasContract: unknown } }>(
      'query($p: String!, $c: String!) { viewer { autogasContract(patent: $p, contractNumber: $c) { contractNumber } } }',
      { p: other.patent, c: other.contract_number },
    );
    expect(refused.data!.viewer.autogasContract).toBeNull();
    expect(refused.errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });

  it('downloads the contract and the CIA by a token form post, and the manual by GET', async () => {
    const c = full();
    for (const type of ['CONTRACT', 'CIA']) {
      const token = (await q<{ downloadToken: string }>('mutation { downloadToken }')).data!.downloadToken;
      const res = await fetch(`${base()}/descargas/autogas/contract/download`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ contract_number: c.contract_number, patent: c.patent, type, token }).toString(),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/pdf');
    }
    const other = stranger();
    const token = (await q<{ downloadToken: string }>('mutation { downloadToken }')).data!.downloadToken;
    const refused = await fetch(`${base()}/descargas/autogas/contract/download`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ contract_number: other.contract_number, patent: other.patent, type: 'CONTRACT', token }).toString(),
    });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Error descargando el archivo');

    const manual = await fetch(`${base()}/descargas/autogas/manual/${c.kits[0]!.autogas_manual_id}`);
    expect(manual.status).toBe(200);
    expect(manual.headers.get('content-type')).toContain('application/pdf');
    expect((await fetch(`${base()}/descargas/autogas/manual/NOPE`)).status).toBe(404);
  });

  it('gives this month’s litres, the loads newest first, and refuses a future day', async () => {
    const now = new Date();
    const from = iso(new Date(now.getTime() - 90 * 86_400_000));
    const answer = await q<{
      viewer: { autogasCurrentMonth: { liters: number | null }; autogasFuelLoads: Array<{ day: string; hour: string; liters: number }> };
    }>(
      'query($p: String!, $f: String!, $t: String!) { viewer { autogasCurrentMonth(patent: $p) { liters } autogasFuelLoads(patent: $p, from: $f, to: $t) { day hour liters } } }',
      { p: full().patent, f: from, t: iso(now) },
    );
    expect(answer.data!.viewer.autogasCurrentMonth.liters).toBeGreaterThan(0);
    const loads = answer.data!.viewer.autogasFuelLoads;
    expect(loads.length).toBeGreaterThan(10);
    const keys = loads.map((l) => `${l.day} ${l.hour}`);
    expect(keys).toEqual([...keys].sort().reverse());
    expect(loads.every((l) => l.day >= from)).toBe(true);

    const bareMonth = await q<{ viewer: { autogasCurrentMonth: { liters: number | null } } }>(
      'query($p: String!) { viewer { autogasCurrentMonth(patent: $p) { liters } } }',
      {
        p: bare().patent,
      },
    );
    expect(bareMonth.data!.viewer.autogasCurrentMonth.liters).toBeNull();

    const future = await q(
      'query($p: String!, $f: String!, $t: String!) { viewer { autogasFuelLoads(patent: $p, from: $f, to: $t) { day } } }',
      {
        p: full().patent,
        f: iso(now),
        t: iso(new Date(now.getTime() + 3 * 86_400_000)),
      },
    );
    expect(future.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect(future.errors![0]!.message).toBe(NO_FUTURE_DATES);
  });

  it('gives the goals with their fulfilment, and none for a plate without loads', async () => {
    const answer = await q<{
      viewer: { goals: Array<{ year: number; month: number; goal: number; liters: number; fulfillment: number }>; none: unknown[] };
    }>(
      'query($p: String!, $b: String!) { viewer { goals: autogasGoals(patent: $p) { year month goal liters fulfillment } none: autogasGoals(patent: $b) { year } } }',
      { p: full().patent, b: bare().patent },
    );
    const goals = answer.data!.viewer.goals;
    expect(goals.length).toBeGreaterThanOrEqual(11);
    const first = goals[0]!;
    expect(first.fulfillment).toBeCloseTo((first.liters / first.goal) * 100, 0);
    expect(answer.data!.viewer.none).toEqual([]);
  });
});

describe('maintenances', () => {
  const HISTORY = `query($p: String!, $c: String!, $f: MaintenanceFilter) { viewer { maintenanceHistory(patent: $p, contractNumber: $c, filter: $f) { noticeId isMaintenance registeredOn status cancellable scheduledDate scheduledTime workshopName } } }`;
  type Item = {
    noticeId: string;
    isMaintenance: boolean;
    registeredOn: string;
    status: string;
    cancellable: boolean;
    workshopName: string;
  };
  const history = (filter: string, c = full()) =>
    q<{ viewer: { maintenanceHistory: Item[] | null } }>(HISTORY, { p: c.patent, c: c.contract_number, f: filter });

  it('filters by option 0/1/2 and sorts by registration date, newest first', async () => {
    const all = (await history('ALL')).data!.viewer.maintenanceHistory!;
    expect(all.some((m) => m.isMaintenance) && all.some((m) => !m.isMaintenance)).toBe(true);
    const dates = all.map((m) => m.registeredOn);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await history('MAINTENANCE')).data!.viewer.maintenanceHistory!.every((m) => m.isMaintenance)).toBe(true);
    expect((await history('ASSISTANCE')).data!.viewer.maintenanceHistory!.every((m) => !m.isMaintenance)).toBe(true);
    expect((await history('ALL', bare())).data!.viewer.maintenanceHistory).toEqual([]);
    const refused = await history('ALL', stranger());
    expect(refused.errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });

  it('schedules through regions, workshops, slots and price, shows it as next, then cancels it once', async () => {
    const c = full();
    const start = await q<{
      viewer: {
        maintenanceScheduling: {
          regions: Array<{ code: string }>;
          preSelectedRegion: string;
          services: Array<{ serviceId: number; maintenanceNumber: number }>;
        };
      };
    }>(
      'query($p: String!) { viewer { maintenanceScheduling(patent: $p) { regions { code name } preSelectedRegion services { serviceId maintenanceNumber text expectedKm } } } }',
      { p: c.patent },
    );
    const scheduling = start.data!.viewer.maintenanceScheduling;
    expect(scheduling.preSelectedRegion).toBe('RM');
    const service = scheduling.services[0]!;
    const workshops = (
      await q<{ viewer: { maintenanceWorkshops: Array<{ code: string; name: string }> } }>(
        'query($r: String!) { viewer { maintenanceWorkshops(regionCode: $r) { code name address city } } }',
        {
          r: 'RM',
        },
      )
    ).data!.viewer.maintenanceWorkshops;
    expect(workshops.length).toBe(3);
    // the form opens on the preselected region: its workshops come with the start, in the same round trip
    const withWorkshops = await q<{ viewer: { maintenanceScheduling: { preSelectedWorkshops: Array<{ code: string }> } } }>(
      'query($p: String!) { viewer { maintenanceScheduling(patent: $p) { preSelectedWorkshops { code name address city } } } }',
      { p: c.patent },
    );
    expect(withWorkshops.data!.viewer.maintenanceScheduling.preSelectedWorkshops).toEqual(workshops);
    const SLOTS =
      'query($w: String!, $s: Int!) { viewer { maintenanceSlots(workshopCode: $w, serviceId: $s) { slots { date hourStart hourEnd blockId } reopensOn } } }';
    type Slots = {
      viewer: {
        maintenanceSlots: { slots: Array<{ date: string; hourStart: string; hourEnd: string; blockId: number }>; reopensOn: string | null };
      };
    };
    const closed = (await q<Slots>(SLOTS, { w: 'T02', s: service.serviceId })).data!.viewer.maintenanceSlots;
    expect(closed.slots).toEqual([]);
    expect(closed.reopensOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await q<Slots>(SLOTS, { w: 'T03', s: service.serviceId })).data!.viewer.maintenanceSlots).toEqual({
      slots: [],
      reopensOn: null,
    });
    const slot = (await q<Slots>(SLOTS, { w: 'T01', s: service.serviceId })).data!.viewer.maintenanceSlots.slots[0]!;

    const PRICE =
      'query($p: String!, $n: Int!, $w: String!) { viewer { maintenancePrice(patent: $p, maintenanceNumber: $n, workshopCode: $w) { data { workshopPrice discountPercent price } message } } }';
    type Price = { viewer: { maintenancePrice: { data: { workshopPrice: number; price: number } | null; message: string | null } } };
    const price = (await q<Price>(PRICE, { p: c.patent, n: service.maintenanceNumber, w: 'T01' })).data!.viewer.maintenancePrice;
    expect(price.data!.price).toBeLessThan(price.data!.workshopPrice);
    const noPrice = (await q<Price>(PRICE, { p: c.patent, n: service.maintenanceNumber, w: 'T03' })).data!.viewer.maintenancePrice;
    expect(noPrice).toEqual({ data: null, message: 'El taller no tiene un precio informado para esta mantención' });

    const SCHEDULE = 'mutation($i: ScheduleMaintenanceInput!) { scheduleMaintenance(input: $i) { ok message } }';
    const input = {
      patent: c.patent,
      region: 'RM',
      workshopCode: 'T01',
      serviceId: service.serviceId,
      maintenanceNumber: service.maintenanceNumber,
      date: slot.date,
      hourStart: slot.hourStart,
      hourEnd: slot.hourEnd,
      blockId: slot.blockId,
    };
    expect(
      (await q<{ scheduleMaintenance: { ok: boolean; message: string } }>(SCHEDULE, { i: { ...input, date: '' } })).data!
        .scheduleMaintenance,
    ).toEqual({
      ok: false,
      message: 'Todos los campos son obligatorios',
    });
    expect((await q<{ scheduleMaintenance: { ok: boolean } }>(SCHEDULE, { i: input })).data!.scheduleMaintenance.ok).toBe(true);
    const again = (await q<{ scheduleMaintenance: { ok: boolean; message: string } }>(SCHEDULE, { i: input })).data!.scheduleMaintenance;
    expect(again).toEqual({ ok: false, message: 'La patente ya tiene una mantención agendada' });
    const refused = await q(SCHEDULE, { i: { ...input, patent: stranger().patent } });
    expect(refused.errors![0]!.extensions!.code).toBe('FORBIDDEN');

    const next = await q<{
      viewer: {
        services: {
          autogas: Array<{
            patent: string;
            nextMaintenance: { scheduled: { noticeId: string; scheduledDate: string; cancellable: boolean; price: { price: number } } };
          }>;
        };
      };
    }>(
      '{ viewer { services { autogas { patent nextMaintenance { scheduled { noticeId scheduledDate cancellable price { price } } } } } } }',
    );
    const scheduled = next.data!.viewer.services.autogas.find((v) => v.patent === c.patent)!.nextMaintenance.scheduled;
    expect(scheduled).toMatchObject({ scheduledDate: slot.date, cancellable: true, price: { price: price.data!.price } });
    const inHistory = (await history('MAINTENANCE')).data!.viewer.maintenanceHistory!.find((m) => m.noticeId === scheduled.noticeId)!;
    expect(inHistory).toMatchObject({ status: 'PENDING', cancellable: true, workshopName: 'Taller Autogas Santiago Centro' });
    const future = await q<{ viewer: { scheduledMaintenances: Array<{ noticeId: string }> } }>(
      'query($p: String!) { viewer { scheduledMaintenances(patent: $p) { noticeId } } }',
      {
        p: c.patent,
      },
    );
    expect(future.data!.viewer.scheduledMaintenances.map((m) => m.noticeId)).toEqual([scheduled.noticeId]);

    const detail = await q<{ viewer: { maintenance: { noticeId: string; workshopCity: string } } }>(
      'query($p: String!, $c: String!, $n: ID!) { viewer { maintenance(patent: $p, contractNumber: $c, noticeId: $n) { noticeId workshopCity } } }',
      { p: c.patent, c: c.contract_number, n: scheduled.noticeId },
    );
    expect(detail.data!.viewer.maintenance.workshopCity).toBe('Santiago');

    const CANCEL = 'mutation($p: String!, $n: ID!) { cancelMaintenance(patent: $p, noticeId: $n) { outcome message } }';
    const strangerCancel = await q(CANCEL, { p: stranger().patent, n: scheduled.noticeId });
    expect(strangerCancel.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect(
      (await q<{ cancelMaintenance: { outcome: string } }>(CANCEL, { p: c.patent, n: scheduled.noticeId })).data!.cancelMaintenance.outcome,
    ).toBe('SENT');
    expect(
      (await q<{ cancelMaintenance: { outcome: string } }>(CANCEL, { p: c.patent, n: scheduled.noticeId })).data!.cancelMaintenance.outcome,
    ).toBe('ALREADY_REQUESTED');
    gateway.sandbox.faults.add({ path: '/autogas/maintenance/cancel', status: 503 });
    const log = catchBackendFailures();
    const failed = await q<{ cancelMaintenance: unknown }>(CANCEL, { p: c.patent, n: scheduled.noticeId });
    expect(failed.errors![0]!.extensions!.code).toBe('BACKEND_UNAVAILABLE');
    expect(log.failures).toEqual(['UNAVAILABLE /autogas/maintenance/cancel']);
  });

  it('refuses another person’s maintenance detail even with one’s own plate', async () => {
    const c = full();
    const foreign = world().maintenances.find((m) => m.patent === stranger().patent)!;
    const answer = await q(
      'query($p: String!, $c: String!, $n: ID!) { viewer { maintenance(patent: $p, contractNumber: $c, noticeId: $n) { noticeId } } }',
      {
        p: c.patent,
        c: c.contract_number,
        n: String(foreign.notice_id),
      },
    );
    expect(answer.errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });
});

/** Each patent list as spec 2 §3 writes it: client_id and patents, the client code in each patent, no `linked`. */
function specAutogasList(json: unknown) {
  const answer = json as {
    status: string;
    data?: Array<{ client_id: number; client_cod: string; patents: Array<Record<string, unknown>> }>;
  };
  return {
    ...answer,
    data: answer.data?.map((account) => ({
      client_id: account.client_id,
      patents: account.patents
        .filter((p) => p.linked === '1')
        .map((p) => ({ patent: p.patent, conversion_contract_number: p.conversion_contract_number, client_cod: account.client_cod })),
    })),
  };
}

describe("a backend that writes the spec's forms (issue 37)", () => {
  it("gives the vehicles of an autogas list in spec 2's shape: the client code in each patent, no `linked`", async () => {
    const spec = speakingSpec(gateway.backend, '/bussines_line/autogas/list', specAutogasList);
    try {
      const answer = await q<{ viewer: { services: { autogas: Array<{ patent: string; contractNumber: string; clientCode: string }> } } }>(
        '{ viewer { services { autogas { patent contractNumber clientCode clientId } } } }',
      );
      expect(answer.errors).toBeUndefined();
      const vehicles = answer.data!.viewer.services.autogas;
      expect(vehicles.map((v) => v.patent).sort()).toEqual([...ownPatents()].sort());
      for (const vehicle of vehicles) {
        const account = world().autogas.find((a) => a.patents.some((p) => p.patent === vehicle.patent))!;
        expect(vehicle).toMatchObject({ clientCode: account.client_cod, contractNumber: contractOf(vehicle.patent).contract_number });
      }
    } finally {
      spec.restore();
    }
  });

  it('shows the rest of the dashboard card when the answer leaves vehicle_brand out', async () => {
    const spec = speakingSpec(gateway.backend, '/autogas/dashboard', (json) => {
      const answer = json as { data?: Record<string, unknown> };
      const { vehicle_brand: _, ...rest } = answer.data ?? {};
      return { ...answer, data: rest };
    });
    try {
      const answer = await q<{ viewer: { services: { autogas: Array<{ summary: Record<string, unknown> | null }> } } }>(
        '{ viewer { services { autogas { patent summary { vehicleBrand monthlyGoal monthlyCurrent giftcardLiters } } } } }',
      );
      expect(answer.errors).toBeUndefined();
      const [summary] = answer.data!.viewer.services.autogas.map((v) => v.summary);
      expect(summary).toMatchObject({ vehicleBrand: null });
      expect(summary!.monthlyGoal).toEqual(expect.any(Number));
    } finally {
      spec.restore();
    }
  });

  it('reads the plan an empty next maintenance carries when the backend has no plan lookup (its path is chosen)', async () => {
    const c = full();
    const plan = c.plan.map((p) => ({ ...p, id_service: String(p.id_service), expected_km: String(p.expected_km) }));
    // a backend without the lookup by plate: its empty next maintenance carries the plan in data.services
    gateway.sandbox.faults.add({ path: '/autogas/maintenance/services', status: 404 });
    const next = speakingSpec(gateway.backend, '/autogas/maintenance/next', (json) => {
      const answer = json as { status: string };
      return answer.status === 'empty' ? { ...answer, data: { services: plan } } : answer;
    });
    try {
      const answer = await q<{
        viewer: {
          services: { autogas: Array<{ patent: string; nextMaintenance: { suggestions: Array<{ serviceId: number }> } | null }> };
          maintenanceScheduling: { services: Array<{ serviceId: number; maintenanceNumber: number }> } | null;
        };
      }>(
        'query($p: String!) { viewer { services { autogas { patent nextMaintenance { suggestions { serviceId } } } } maintenanceScheduling(patent: $p) { services { serviceId maintenanceNumber } } } }',
        { p: c.patent },
      );
      expect(answer.errors).toBeUndefined();
      const ids = c.plan.map((p) => p.id_service);
      const card = answer.data!.viewer.services.autogas.find((v) => v.patent === c.patent)!;
      expect(card.nextMaintenance!.suggestions.map((s) => s.serviceId)).toEqual(ids);
      expect(answer.data!.viewer.maintenanceScheduling!.services).toEqual(
        c.plan.map((p) => ({ serviceId: p.id_service, maintenanceNumber: p.num_mant })),
      );
    } finally {
      next.restore();
    }
  });

  it("keeps a SAP-style notice id's leading zeros: 000410023 is listed, found by its detail and cancelled by it, once", async () => {
    const c = full();
    const record = {
      notice_id: 410023,
      patent: c.patent,
      type: 'GM' as const,
      registeredDaysAgo: 1,
      description: 'Mantención 20.000 km',
      scheduledDaysAgo: -6,
      scheduledTime: '10:00',
      workshop: world().workshops[0]!.code,
      status: 1 as const,
      cancelRequested: false,
      price: null,
    };
    world().maintenances.push(record);
    // the backend writes the notice id as SAP does, with its zeros
    const zeros = (json: unknown) =>
      JSON.parse(JSON.stringify(json).replace(/"notice_id":410023\b/g, '"notice_id":"000410023"')) as unknown;
    const history = speakingSpec(gateway.backend, '/autogas/maintenance_assistance_history', zeros);
    const detail = speakingSpec(gateway.backend, '/autogas/maintenance_assistance_detail', zeros);
    // and says a repeated cancellation in the spec's words, with status error (spec 2 §8)
    const cancel = speakingSpec(gateway.backend, '/autogas/maintenance/cancel', (json) => {
      const answer = json as { status: string; message?: string };
      return answer.status === 'duplicated' ? { status: 'error', message: 'Ya solicitaste anular esta mantención' } : answer;
    });
    try {
      const listed = await q<{ viewer: { maintenanceHistory: Array<{ noticeId: string; cancellable: boolean }> } }>(
        'query($p: String!, $c: String!) { viewer { maintenanceHistory(patent: $p, contractNumber: $c) { noticeId cancellable } } }',
        { p: c.patent, c: c.contract_number },
      );
      expect(listed.data!.viewer.maintenanceHistory).toContainEqual({ noticeId: '000410023', cancellable: true });

      const found = await q<{ viewer: { maintenance: { noticeId: string; description: string } | null } }>(
        'query($p: String!, $c: String!, $n: ID!) { viewer { maintenance(patent: $p, contractNumber: $c, noticeId: $n) { noticeId description } } }',
        { p: c.patent, c: c.contract_number, n: '000410023' },
      );
      expect(found.data!.viewer.maintenance).toEqual({ noticeId: '000410023', description: 'Mantención 20.000 km' });
      expect(detail.bodies.map((b) => b.notice_id)).toEqual(['000410023']);

      const cancelled = await q<{ cancelMaintenance: { outcome: string } }>(
        'mutation($p: String!, $n: ID!) { cancelMaintenance(patent: $p, noticeId: $n) { outcome message } }',
        { p: c.patent, n: '000410023' },
      );
      expect(cancelled.data!.cancelMaintenance.outcome).toBe('SENT');
      expect(cancel.bodies.map((b) => b.notice_id)).toEqual(['000410023']);
      const again = await q<{ cancelMaintenance: { outcome: string; message: string } }>(
        'mutation($p: String!, $n: ID!) { cancelMaintenance(patent: $p, noticeId: $n) { outcome message } }',
        { p: c.patent, n: '000410023' },
      );
      expect(again.data!.cancelMaintenance).toEqual({ outcome: 'ALREADY_REQUESTED', message: 'Ya solicitaste anular esta mantención' });
    } finally {
      // the last wrapped first: each puts back the one it wrapped
      cancel.restore();
      detail.restore();
      history.restore();
      world().maintenances.splice(world().maintenances.indexOf(record), 1);
    }
  });
});
