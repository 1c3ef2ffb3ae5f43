/**
 * The meter contracts: 15 months of readings and bills (the last one unpaid, the oldest with an amount 'NO
 * DISPONIBLE'), their payments, rates, two payment agreements on the first, and the bill-subscription contacts.
 */
import { addDays, addMonths } from '../kit';
import { RUTS, type Address, type Bill, type Contact, type MeterContract, type MeterPayment, type Reading } from '../records';
import { place, RM } from './common';

function meterContract(
  today: string,
  random: () => number,
  codes: { contract: string; client: string; id: number; meter: string; rut: string; ticket: number },
  address: Address,
  law_debt: number,
): MeterContract {
  const bills: Bill[] = [];
  const readings: Reading[] = [];
  const payments: MeterPayment[] = [];
  const collectors = ['Webpay', 'Servipag', 'Caja Vecina', 'BancoEstado', 'Unired'];
  let value = 4210.4;
  for (let back = 14; back >= 0; back--) {
    const month = addMonths(`${today.slice(0, 7)}-01`, -back);
    const winter = [5, 6, 7, 8].includes(Number(month.slice(5, 7)));
    const consumption = Math.round((winter ? 24 : 12) + random() * 8);
    value = Math.round((value + consumption) * 10) / 10;
    const reading_date = addDays(month, 2);
    readings.push({
      reading_date,
      reading_value: value,
      reading_consumption: consumption,
      reading_status: back === 5 ? 'Estimada' : 'Normal',
      reading_month: month.slice(0, 7),
    });
    const current = Math.round(consumption * 2148 + 1490);
    const broadcast = addDays(month, 6);
    const bill: Bill = {
      ticket_number: String(codes.ticket + (14 - back)).padStart(10, '0'),
      doc_type: 'BOLETA',
      broadcast_date: broadcast,
      expiration_date: addDays(broadcast, 18),
      prev_amount: back === 14 ? 'NO DISPONIBLE' : 0,
      current_amount: current,
      amount: current,
      consumption,
      pdfAvailable: back !== 14,
      paid: back !== 0,
    };
    bills.push(bill);
    if (bill.paid)
      payments.push({
        XBLNR: bill.ticket_number,
        FECHA_PAGO: addDays(broadcast, 4 + Math.floor(random() * 12)),
        MONTO: bill.amount,
        TXT_RECAUDADOR: collectors[Math.floor(random() * collectors.length)]!,
      });
  }
  return {
    contract_cod: codes.contract,
    client_cod: codes.client,
    client_id: codes.id,
    meter_cod: codes.meter,
    holder_rut: codes.rut,
    address,
    bills,
    readings,
    payments,
    rates: [
      { name: 'Cargo fijo mensual', value: 1490, unit: '$/mes' },
      { name: 'Cargo variable gas natural', value: 2148, unit: '$/m3' },
      { name: 'Cargo por reposición de servicio', value: 18750, unit: '$' },
    ],
    law_debt,
    agreements: [],
  };
}

export function seedMeters(today: string, random: () => number): { meters: MeterContract[]; contacts: Contact[] } {
  const ago = (days: number) => addDays(today, -days);
  const m1 = meterContract(
    today,
    random,
    { contract: '0040001234', client: '0012345678', id: 5101, meter: 'MD2210457', rut: RUTS.cliente, ticket: 301234500 },
    place('AVENIDA IRARRAZAVAL', '3450', 'Ñuñoa', 'Santiago', RM, -33.4542, -70.5981, '402'),
    184320,
  );
  const m2 = meterContract(
    today,
    random,
    { contract: '0040005678', client: '0012345690', id: 5102, meter: 'MD2210988', rut: RUTS.cliente, ticket: 301289900 },
    place('LOS MILITARES', '5620', 'Las Condes', 'Santiago', RM, -33.4079, -70.5712, '1103'),
    0,
  );
  const m3 = meterContract(
    today,
    random,
    { contract: '0040007777', client: '0012347777', id: 5103, meter: 'MD2211301', rut: RUTS.consentimiento, ticket: 301377700 },
    place('PEDRO DE VALDIVIA', '1780', 'Providencia', 'Santiago', RM, -33.4365, -70.6101),
    0,
  );
  const unpaid = m1.bills[m1.bills.length - 1]!;
  m1.agreements = [
    {
      id: 701,
      created_at: `${ago(120)}T11:24:00`,
      request_crm_id: '0020045678',
      current_debt: 412800,
      down_payment: 82560,
      payments: 12,
      status: 'CONVENIO CREADO SAP',
      is_agreement_valid: true,
      sap_check_number: '0098765432',
      agreement_sap_creation_time: ago(115),
      agreement_meter_id: '0060001234',
      dues: Array.from({ length: 12 }, (_, index) => ({
        due_number: index + 1,
        due_amount: 27520,
        interest: 0,
        status: index < 3 ? 'PAGADA' : 'PENDIENTE',
      })),
    },
    {
      id: 702,
      created_at: `${ago(30)}T17:02:00`,
      request_crm_id: '0020047311',
      current_debt: unpaid.amount,
      down_payment: Math.ceil(unpaid.amount * 0.2),
      payments: 6,
      status: 'RECHAZADO',
      is_agreement_valid: false,
      sap_check_number: null,
      agreement_sap_creation_time: null,
      agreement_meter_id: null,
      dues: [],
    },
  ];

  const contacts: Contact[] = [
    { id: 41, email: 'cliente@demo.cl', contract_cod: '0040001234', suscribed: true, suscriber_type: 'DUEÑO', doc_type: 'BOLETA' },
    {
      id: 42,
      email: 'jorge.rojas@correo.cl',
      contract_cod: '0040001234',
      suscribed: true,
      suscriber_type: 'ARRENDATARIO',
      doc_type: 'BOLETA',
    },
    { id: 43, email: 'consentimiento@demo.cl', contract_cod: '0040007777', suscribed: false, suscriber_type: null, doc_type: 'BOLETA' },
  ];

  return { meters: [m1, m2, m3], contacts };
}
