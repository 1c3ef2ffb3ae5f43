import { describe, expect, it } from 'vitest';
import { mismatches } from '../../../gateway/backend/shape';
import { dashboardShape, goalsShape, maintenanceShape } from '../../../gateway/backend/shapes/autogas';
import {
  byRegistrationDesc,
  mapContract,
  mapFuelLoads,
  mapGoal,
  mapGoals,
  mapMaintenance,
  mapServices,
  mapSummary,
} from '../../../gateway/mappers/autogas';

const base = {
  description: 'Mantención 10.000 km',
  scheduled_date: '2026-11-25',
  scheduled_time: '10:00',
  notice_id: 400000001,
  workshop_name: 'Taller',
  workshop_address: 'Av. Matta 1250',
  workshop_city: 'Santiago',
  workshop_region: 'RM',
};
const now = Date.parse('2026-11-23T12:00:00Z');

describe('autogas mappers', () => {
  it('reads comma decimals in the dashboard and the goals (fulfilment with a comma)', () => {
    expect(
      mapSummary({
        vehicle_brand: 'Kia',
        monthly_consumption_goal: '180',
        monthly_consumption_current: '92,5',
        monthly_consumption_percentage: '51,4',
        giftcard_liters: '40',
      }),
    ).toEqual({
      vehicleBrand: 'Kia',
      monthlyGoal: 180,
      monthlyCurrent: 92.5,
      monthlyPercentage: 51.4,
      giftcardLiters: 40,
    });
    expect(mapGoal({ year: '2026', month: '3', goal: '180', liters: '157,5', fulfillment: '87,5' })).toMatchObject({
      month: 3,
      fulfillment: 87.5,
    });
  });

  it('reads samples that have the shapes `npm run contract:check` holds a backend to', () => {
    const dashboard = {
      vehicle_brand: 'Kia',
      monthly_consumption_goal: '180',
      monthly_consumption_current: '92,5',
      monthly_consumption_percentage: '51,4',
      giftcard_liters: '40',
    };
    expect(mismatches(dashboardShape, { status: 'ok', data: dashboard })).toEqual([]);
    expect(mismatches(maintenanceShape, { ...base, type: 'GM', status: '1' })).toEqual([]);
    expect(
      mismatches(goalsShape, { status: 'ok', data: [{ year: '2026', month: '3', goal: '180', liters: '157,5', fulfillment: '87,5' }] }),
    ).toEqual([]);
    // a figure as a number, or with dot decimals, is one of the forms the spec allows (issue 37)
    expect(
      mismatches(dashboardShape, { status: 'ok', data: { ...dashboard, giftcard_liters: 40, monthly_consumption_current: '92.5' } }),
    ).toEqual([]);
    expect(mismatches(maintenanceShape, { ...base, notice_id: '000410023' })).toEqual([]);
    // what no form reads is still reported
    expect(mismatches(dashboardShape, { status: 'ok', data: { ...dashboard, giftcard_liters: 'cuarenta' } })).toEqual([
      { at: 'data.giftcard_liters', expected: expect.stringContaining('cifra') as string, got: 'string "cuarenta"' },
    ]);
  });

  it('reads a dashboard without vehicle_brand: the brand is null, the figures in any form are read', () => {
    expect(
      mapSummary({
        monthly_consumption_goal: 180,
        monthly_consumption_current: '92.5',
        monthly_consumption_percentage: '51,4',
        giftcard_liters: '1.040,5',
      } as never),
    ).toEqual({ vehicleBrand: null, monthlyGoal: 180, monthlyCurrent: 92.5, monthlyPercentage: 51.4, giftcardLiters: 1040.5 });
  });

  it('keeps a notice id as text with its leading zeros; one without its id shows and cannot be cancelled', () => {
    expect(mapMaintenance({ ...base, notice_id: '000410023', type: 'GM', status: 1 }, now)).toMatchObject({
      noticeId: '000410023',
      cancellable: true,
      status: 'PENDING',
    });
    const { notice_id, description, ...idless } = base;
    void [notice_id, description];
    expect(mapMaintenance({ ...idless, type: 'GM', status: '1' } as never, now)).toMatchObject({
      noticeId: null,
      description: null,
      cancellable: false,
    });
  });

  it('leaves out rows without what they are acted on by (plan ids, a load day, a goal month), and keeps the rest', () => {
    expect(
      mapServices([
        { id_service: '7', text: 'Mantención 10.000 km', expected_km: 10000, num_mant: '1' },
        { text: 'sin ids', expected_km: '5.000' },
      ]),
    ).toEqual([{ serviceId: 7, text: 'Mantención 10.000 km', expectedKm: '10000', maintenanceNumber: 1 }]);
    expect(
      mapFuelLoads([
        { day: '2026-11-20', hour: null, liters: 31.5 },
        { day: 'ayer', hour: '10:00', liters: '1' },
      ]),
    ).toEqual([{ day: '2026-11-20', hour: null, liters: 31.5 }]);
    expect(
      mapGoals([
        { year: 2026, month: '13', goal: 1 },
        { year: '2026', month: 3, goal: '180.5', liters: null, fulfillment: null },
      ]),
    ).toEqual([{ year: 2026, month: 3, goal: 180.5, liters: null, fulfillment: null }]);
  });

  it('reads a contract with fields left out as nulls, and only the documents it names', () => {
    const contract = mapContract({
      contract_number: 4000123,
      start_date_contract: '01.03.2025',
      downloads: [{ type: 'cia' }, { type: 'OTRO' }],
      kits: [{ material_code: '000123', description: 'Kit GLP' }],
      monthly_consumption_goal: '180,5',
    } as never);
    expect(contract).toMatchObject({
      contractNumber: '4000123',
      startDate: '2025-03-01',
      vehicleBrand: null,
      holderName: null,
      downloads: ['CIA'],
      kits: [{ materialCode: '000123', description: 'Kit GLP', manualId: null }],
      monthlyGoal: 180.5,
      giftcardLiters: null,
    });
  });

  it("reads the contract's downloads written as their types alone, and a load's hour with seconds as hh:mm", () => {
    expect(mapContract({ contract_number: '1', downloads: ['CONTRACT', 'CIA'] } as never).downloads).toEqual(['CONTRACT', 'CIA']);
    expect(mapFuelLoads([{ day: '2026-11-27', hour: '9:10:00', liters: 26.6 }])).toEqual([
      { day: '2026-11-27', hour: '09:10', liters: 26.6 },
    ]);
  });

  it('lets only a pending GM scheduled ahead be cancelled', () => {
    expect(mapMaintenance({ ...base, type: 'GM', status: '1' }, now)).toMatchObject({
      status: 'PENDING',
      cancellable: true,
      isMaintenance: true,
    });
    expect(mapMaintenance({ ...base, type: 'AS', status: '1' }, now).cancellable).toBe(false);
    expect(mapMaintenance({ ...base, type: 'GM', status: '2' }, now)).toMatchObject({ status: 'DONE', cancellable: false });
    // the backend writes Chile's wall clock: at 12:00 UTC it is 09:00 in Chile
    const at = (time: string) =>
      mapMaintenance({ ...base, type: 'GM', status: '1', scheduled_date: '2026-11-23', scheduled_time: time }, now).cancellable;
    expect(at('08:30')).toBe(false);
    expect(at('10:00')).toBe(true);
  });

  it('sorts by registration date, newest first', () => {
    const a = mapMaintenance({ ...base, registration_date: '2026-01-02' }, now);
    const b = mapMaintenance({ ...base, registration_date: '2026-05-02' }, now);
    expect([a, b].sort(byRegistrationDesc)).toEqual([b, a]);
  });
});
