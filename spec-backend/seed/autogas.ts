/**
 * Autogas: cliente@demo.cl's account with two vehicles (KXWT42 with a maintenance scheduled, HJRP17 without), an
 * account with LBCD23 that anybody may find by plate, the maintenance history and four workshops with their
 * hours (one without hours, with the day they come back).
 */
import { addDays, addMonths } from '../kit';
import { RUTS, type AutogasAccount, type Maintenance, type Vehicle, type Workshop } from '../records';
import { place, RM } from './common';

export function seedAutogas(today: string): { autogas: AutogasAccount[]; maintenances: Maintenance[]; workshops: Workshop[] } {
  const ago = (days: number) => addDays(today, -days);
  const contractStart = addMonths(today, -14);
  const vehicle = (
    patent: string,
    contract: string,
    brand: string,
    model: string,
    chassis: string,
    goal: number,
    client_cod: string,
  ): Vehicle => ({
    patent,
    conversion_contract_number: contract,
    client_cod,
    brand,
    model,
    chassis,
    contract_type: 'Convenio de conversión con meta de consumo',
    contract_state: 'VIGENTE',
    start_date: contractStart,
    months: 36,
    monthly_goal: goal,
    giftcard_liters: 40,
    kits: [
      { material_code: '000000000070012345', description: 'Kit de conversión GLP secuencial 4 cilindros', autogas_manual_id: '17' },
      { material_code: '000000000070012399', description: 'Estanque toroidal 60 litros', autogas_manual_id: '18' },
    ],
    services: [
      { id_service: 2, text: 'Mantención de los 20.000 km', expected_km: 20000, num_mant: 2 },
      { id_service: 3, text: 'Mantención de los 30.000 km', expected_km: 30000, num_mant: 3 },
    ],
    region_code: RM,
  });
  const autogas: AutogasAccount[] = [
    {
      client_id: 8101,
      holder_rut: RUTS.cliente,
      holder_name: 'Camila Rojas Muñoz',
      address: place('AVENIDA IRARRAZAVAL', '3450', 'Ñuñoa', 'Santiago', RM, -33.4542, -70.5981, '402'),
      vehicles: [
        vehicle('KXWT42', '0050001001', 'Hyundai', 'Elantra 1.6', 'KMHD841CBKU123456', 600, '0014400101'),
        vehicle('HJRP17', '0050001002', 'Chevrolet', 'Sail 1.5', 'LSGSA52M0KY654321', 450, '0014400101'),
      ],
    },
    {
      client_id: 8102,
      holder_rut: RUTS.patricia,
      holder_name: 'Patricia Lagos Henríquez',
      address: place('AVENIDA GRECIA', '8150', 'Peñalolén', 'Santiago', RM, -33.4602, -70.5553),
      vehicles: [vehicle('LBCD23', '0050001003', 'Toyota', 'Corolla 1.8', 'JTDBR32E330112233', 500, '0014400202')],
    },
  ];
  const maintenance = (
    notice_id: string,
    patent: string,
    type: 'GM' | 'GA',
    registered: number,
    description: string,
    scheduledIn: number,
    status: number,
    workshop_code: string | null,
  ): Maintenance => ({
    notice_id,
    patent,
    type,
    registration_date: `${ago(registered)}T10:12:00`,
    description,
    scheduled_date: addDays(today, scheduledIn),
    scheduled_time: '10:00',
    status,
    workshop_code,
    id_service: type === 'GM' ? 2 : null,
    num_mant: type === 'GM' ? 2 : null,
    price: type === 'GM' ? { valor_mantencion_taller: 64990, porcentaje_descuento: 20, valor_aplicando_descuento: 51992 } : null,
  });
  const maintenances = [
    maintenance('000410023', 'KXWT42', 'GM', 5, 'Mantención de los 20.000 km', 9, 1, 'T013001'),
    maintenance('000410011', 'KXWT42', 'GM', 190, 'Mantención de los 10.000 km', -180, 2, 'T013001'),
    maintenance('000410017', 'KXWT42', 'GA', 80, 'Asistencia por falla de encendido en GLP', -79, 2, 'T013002'),
    maintenance('000410019', 'HJRP17', 'GM', 150, 'Mantención de los 10.000 km', -140, 2, 'T013002'),
  ];
  const workshop = (code: string, name: string, street: string, house_number: string, city: string, region_code: string, price: number) => {
    const slots: Workshop['slots'] = [];
    let block = Number(code.slice(-3)) * 100;
    for (let day = 2; day <= 12; day++) {
      const date = addDays(today, day);
      if (new Date(`${date}T12:00:00Z`).getUTCDay() === 0) continue;
      for (const [start, end] of [
        ['09:00', '10:30'],
        ['11:00', '12:30'],
        ['15:00', '16:30'],
      ] as const)
        slots.push({ date_block: date, hour_start: start, hour_end: end, id_block: ++block, taken: false });
    }
    return { code, name, street, house_number, city, region_code, cut_day: null, slots, price };
  };
  const workshops: Workshop[] = [
    workshop('T013001', 'Taller Autogas Ñuñoa', 'Avenida Irarrázaval', '5120', 'Ñuñoa', RM, 64990),
    workshop('T013002', 'Taller Autogas Maipú', 'Avenida Pajaritos', '2311', 'Maipú', RM, 59990),
    {
      ...workshop('T013003', 'Taller Autogas La Florida', 'Vicuña Mackenna', '7255', 'La Florida', RM, 62990),
      slots: [],
      cut_day: addDays(today, 21),
    },
    workshop('T005001', 'Taller Autogas Viña del Mar', 'Avenida Libertad', '1045', 'Viña del Mar', '05', 61990),
  ];

  return { autogas, maintenances, workshops };
}
