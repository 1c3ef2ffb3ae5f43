/**
 * What the industrial bulk clients hold: their orders (spec 2 §3 Bulk order, searched through the company family) and
 * their centrals and tanks (spec 3 §3 Industrial central). A client may have a technical location (type 4) holding
 * centrals and tanks of its own, and centrals without one (type 3).
 */
import { addDays } from '../kit';
import type { Central, IndustrialTank } from '../company-records';
import type { Address, BulkOrder } from '../records';

const PRICE_PER_LITRE = 990;

/** Orders of a client: one on its way, one programmed, two delivered, dated back from today. */
export function industrialOrders(today: string, client_cod: string, first: number): BulkOrder[] {
  const ago = (days: number) => addDays(today, -days);
  const order = (offset: number, daysAgo: number, state: BulkOrder['state'], liters: number, scheduledIn: number): BulkOrder => {
    const delivered = state === 'Entregado';
    const onTheRoad = state === 'En Ruta' || state === 'En Camion';
    const deliveredLiters = delivered ? liters - 40 : null;
    return {
      orderNumber: String(first + offset).padStart(10, '0'),
      client_cod,
      created_date: ago(daysAgo),
      created_time: '08:15',
      scheduledDate: ago(daysAgo - scheduledIn),
      scheduledTime: '08:00 - 18:00',
      state,
      liters,
      litersActuallyDelivered: deliveredLiters,
      amount: liters * PRICE_PER_LITRE,
      actuallyDeliveredAmount: deliveredLiters === null ? null : deliveredLiters * PRICE_PER_LITRE,
      actuallyDeliveredDate: delivered ? ago(daysAgo - scheduledIn) : null,
      truck_code: onTheRoad || delivered ? 'CAM-204' : null,
      patent: onTheRoad || delivered ? 'LKPD83' : null,
      driver: onTheRoad || delivered ? 'Jorge Sepúlveda Ríos' : null,
      truck: state === 'En Ruta' ? { latitude: -34.19, longitude: -70.78 } : null,
      cancel_order: state === 'Programado',
      is_canceled: false,
      claimDelay: onTheRoad,
      hasClaim: false,
      observations: [],
    };
  };
  return [
    order(0, 1, 'En Ruta', 6000, 1),
    order(1, 0, 'Programado', 4500, 2),
    order(2, 20, 'Entregado', 8000, 2),
    order(3, 48, 'Entregado', 7500, 2),
  ];
}

/** A tank: SAP equipment numbers are 18 digits. */
export const tank = (equipment: number, serial: string, capacity: number): IndustrialTank => ({
  tank_id: String(equipment).padStart(18, '0'),
  serial_number: serial,
  capacity,
});

export const central = (
  id: number,
  type: Central['type'],
  address: Address,
  tanks: IndustrialTank[],
  centrals: Central[] = [],
): Central => ({
  central_id: String(id).padStart(10, '0'),
  type,
  address,
  centrals,
  tanks,
});
