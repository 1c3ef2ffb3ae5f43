/**
 * The cylinder clients: cliente@demo.cl's in Ñuñoa with an order on its way (cancellable), one delivered and one
 * cancelled; and one in Peñalolén that anybody may find and link.
 */
import { addDays } from '../kit';
import { RUTS, type CylinderClient, type CylinderOrder } from '../records';
import { place, RM } from './common';

export function seedCylinders(today: string): CylinderClient[] {
  const ago = (days: number) => addDays(today, -days);
  const cylinderOrder = (
    number: string,
    daysAgo: number,
    time: string,
    state: CylinderOrder['state'],
    units: CylinderOrder['units'],
  ): CylinderOrder => ({
    orderNumber: number,
    client_id: 7101,
    created_date: ago(daysAgo),
    created_time: time,
    scheduledDate: ago(daysAgo),
    scheduledTime: '14:00 - 18:00',
    actuallyDeliveredDate: state === 'Entregado' ? ago(daysAgo) : null,
    state,
    truck_code: state === 'Anulado' ? null : 'CIL-2207',
    truck: state === 'Camino' ? { latitude: -33.4568, longitude: -70.6036 } : null,
    units,
    cancel_order: state === 'Camino',
    claimDelay: state === 'Camino',
    hasClaim: false,
    is_canceled: state === 'Anulado',
    observations: [],
  });
  const cylinders: CylinderClient[] = [
    {
      client_id: 7101,
      client_cod: '0013300101',
      holder_rut: RUTS.cliente,
      address: place('SIMON BOLIVAR', '2870', 'Ñuñoa', 'Santiago', RM, -33.4489, -70.6045),
      orders: [
        cylinderOrder('0001300512', 0, '10:05', 'Camino', [{ producto: 'Cilindro 15 kg', cantidad: 2, monto_total_prod: 51980 }]),
        cylinderOrder('0001300498', 10, '12:40', 'Entregado', [
          { producto: 'Cilindro 15 kg', cantidad: 1, monto_total_prod: 25990 },
          { producto: 'Cilindro 5 kg', cantidad: 1, monto_total_prod: 11990 },
        ]),
        cylinderOrder('0001300455', 40, '09:15', 'Anulado', [{ producto: 'Cilindro 45 kg', cantidad: 1, monto_total_prod: 73990 }]),
      ],
    },
    {
      client_id: 7102,
      client_cod: '0013300202',
      holder_rut: RUTS.patricia,
      address: place('AVENIDA GRECIA', '8150', 'Peñalolén', 'Santiago', RM, -33.4602, -70.5553, '34'),
      orders: [],
    },
  ];

  return cylinders;
}
