import { describe, expect, it } from 'vitest';
import { mismatches } from '../../../gateway/backend/shape';
import { dashboardShape, goalsShape, maintenanceShape } from '../../../gateway/backend/shapes/autogas';
import { byRegistrationDesc, mapGoal, mapMaintenance, mapSummary } from '../../../gateway/mappers/autogas';

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
    // a figure sent as a number, not the text with a comma the mappers read
    expect(mismatches(dashboardShape, { status: 'ok', data: { ...dashboard, giftcard_liters: 40 } })).toEqual([
      { at: 'data.giftcard_liters', expected: "cifra como texto ('12,5')", got: 'number 40' },
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
