/**
 * The bulk (granel) clients: one of cliente@demo.cl in Machalí with five orders (one on its way with a truck, one
 * just placed, one programmed, two delivered), a year of invoices (two unpaid) and a credit note, two tanks and
 * a year of prices; and one in Lo Barnechea that anybody may find and link.
 */
import { addDays, addMonths } from '../kit';
import { RUTS, type BulkDocument, type BulkOrder, type HousingClient } from '../records';
import { place, RM } from './common';

export function seedHousing(today: string, clock: string, random: () => number): HousingClient[] {
  const ago = (days: number) => addDays(today, -days);
  const machali = place('LOS AROMOS', '245', 'Machalí', 'Machalí', '06', -34.1807, -70.651);
  const pricePerLitre = 1185;
  const bulkOrder = (
    number: string,
    daysAgo: number,
    time: string,
    state: BulkOrder['state'],
    liters: number,
    scheduledIn: number,
  ): BulkOrder => {
    const delivered = state === 'Entregado';
    const deliveredLiters = delivered ? liters - 12.5 : null;
    return {
      orderNumber: number,
      client_cod: '0012500101',
      created_date: ago(daysAgo),
      created_time: time,
      scheduledDate: state === 'realizado' ? null : ago(daysAgo - scheduledIn),
      scheduledTime: state === 'realizado' ? null : '09:00 - 13:00',
      state,
      liters,
      litersActuallyDelivered: deliveredLiters,
      amount: liters * pricePerLitre,
      actuallyDeliveredAmount: deliveredLiters === null ? null : Math.round(deliveredLiters * pricePerLitre),
      actuallyDeliveredDate: delivered ? ago(daysAgo - scheduledIn) : null,
      truck_code: state === 'realizado' || state === 'Programado' ? null : 'CAM-118',
      patent: state === 'realizado' || state === 'Programado' ? null : 'GHTK54',
      driver: state === 'realizado' || state === 'Programado' ? null : 'Luis Contreras Vidal',
      truck: state === 'En Ruta' ? { latitude: -34.1752, longitude: -70.6608 } : null,
      cancel_order: state === 'realizado' || state === 'Programado',
      is_canceled: false,
      claimDelay: state === 'En Camion' || state === 'En Ruta',
      hasClaim: false,
      observations: [],
    };
  };
  const documents: BulkDocument[] = [];
  for (let back = 11; back >= 0; back--) {
    const issue = addDays(ago(back * 30), -3);
    const litres = 380 + Math.round(random() * 220);
    const folio = String(245800 + (11 - back) * 7);
    documents.push({
      doc_number: String(90012300 + (11 - back)).padStart(10, '0'),
      doc_year: Number(issue.slice(0, 4)),
      folio_number: folio,
      class_description: 'FACTURA',
      issue_date: issue,
      expiration_date: addDays(issue, 30),
      value: litres * pricePerLitre,
      payment_condition_desc: 'Pago a 30 días',
      payment_date: back >= 2 ? addDays(issue, 20 + Math.floor(random() * 15)) : null,
      pdf_number: `PDF${folio}`,
      guide_number: `GD${folio}`,
      office_guide: String(80045100 + (11 - back)).padStart(10, '0'),
      delivery_date: addDays(issue, -1),
      quantity: litres,
      product: 'GAS LICUADO GRANEL',
    });
  }
  documents.splice(5, 0, {
    doc_number: '0090012399',
    doc_year: Number(ago(160).slice(0, 4)),
    folio_number: '12044',
    class_description: 'NOTA DE CREDITO',
    issue_date: ago(160),
    expiration_date: ago(160),
    value: -23700,
    payment_condition_desc: 'Contado',
    payment_date: ago(160),
    pdf_number: 'PDF12044',
    guide_number: null,
    office_guide: null,
    delivery_date: null,
    quantity: 20,
    product: 'GAS LICUADO GRANEL',
  });
  const housing: HousingClient[] = [
    {
      client_cod: '0012500101',
      client_id: 6101,
      holder_rut: RUTS.cliente,
      address: machali,
      has_bloqueo: false,
      telemetry_activated: true,
      orders: [
        bulkOrder('0001200345', 1, '18:20', 'En Ruta', 450, 1),
        bulkOrder('0001200351', 0, clock, 'realizado', 300, 0),
        bulkOrder('0001200301', 2, '10:05', 'Programado', 500, 3),
        bulkOrder('0001200288', 20, '08:47', 'Entregado', 600, 2),
        bulkOrder('0001200190', 75, '19:31', 'Entregado', 550, 3),
      ],
      documents,
      tanks: [
        { meter_code: 'TQ018842', capacity: 1000, daily: 9.5, phase: 17 },
        { meter_code: 'TQ018843', capacity: 500, daily: 5.2, phase: 41 },
      ],
      prices: Array.from({ length: 12 }, (_, index) => ({
        date: `${addMonths(`${today.slice(0, 7)}-01`, index - 11)}`,
        price: 1090 + index * 9 + (index % 3) * 4,
      })),
    },
    {
      client_cod: '0012500202',
      client_id: 6102,
      holder_rut: RUTS.rodrigo,
      address: place('CAMINO A FARELLONES', '4410', 'Lo Barnechea', 'Santiago', RM, -33.3524, -70.5189),
      has_bloqueo: true,
      telemetry_activated: false,
      orders: [],
      documents: [],
      tanks: [{ meter_code: 'TQ020117', capacity: 2000, daily: 14, phase: 3 }],
      prices: [],
    },
  ];

  return housing;
}
