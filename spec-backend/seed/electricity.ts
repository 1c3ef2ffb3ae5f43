/**
 * What the electricity contracts hold (spec 3 §2 Suministro Eléctrico, §3): their installations (whose readings
 * readings.ts computes), a bill a month for the month before and the payments of those bills. Agrícola Los Robles'
 * contract has three installations over more than two years and owes its latest bill; Transportes del Sur's first
 * contract has one installation, its bills charged automatically on the day of issue (nothing owed); its second,
 * just signed, has nothing yet.
 */
import { addDays, addMonths } from '../kit';
import type { ElectricityBill, ElectricityBook, ElectricityInstallation, ElectricityPaymentRecord } from '../company-records';
import { monthKwh } from '../readings';

/** The energy's price per kWh and the month's fixed charge, before VAT (19 %). */
const PRICE_PER_KWH = 118;
const FIXED_CHARGE = 15_900;
const VAT = 1.19;

const installation = (
  code: string,
  business_name: string,
  since: string,
  night_kw: number,
  day_kw: number,
  summer: number,
  weekend: number,
): ElectricityInstallation => ({ code, business_name, since, night_kw, day_kw, summer, weekend });

/**
 * A bill on the 5th of every month since the month after the first installation's, for the month before it, due on
 * the 25th; numbered from `firstNumber` in order. `paid(bill, last)` says when and where each was paid, or null.
 */
function bills(
  today: string,
  installations: ElectricityInstallation[],
  firstNumber: number,
  paid: (bill: ElectricityBill, last: boolean) => Omit<ElectricityPaymentRecord, 'reference_number' | 'amount'> | null,
): Pick<ElectricityBook, 'bills' | 'payments'> {
  const book: Pick<ElectricityBook, 'bills' | 'payments'> = { bills: [], payments: [] };
  const start = installations.map((i) => i.since).sort()[0]!;
  for (let month = addMonths(`${start.slice(0, 7)}-05`, 1); month <= today; month = addMonths(month, 1)) {
    const period = addMonths(month, -1).slice(0, 7);
    const kwh = installations.reduce((sum, i) => sum + monthKwh(i, period, today), 0);
    book.bills.push({
      number: String(firstNumber + book.bills.length).padStart(12, '0'),
      issue_date: month,
      due_date: addDays(month, 20),
      amount: Math.round((kwh * PRICE_PER_KWH + FIXED_CHARGE) * VAT),
      period,
    });
  }
  book.bills.forEach((bill, index) => {
    const payment = paid(bill, index === book.bills.length - 1);
    if (payment) book.payments.push({ reference_number: bill.number, amount: bill.amount, ...payment });
  });
  return book;
}

const COLLECTORS = ['Transferencia Banco de Chile', 'Servipag', 'Webpay', 'Banco Estado'];

/** Los Robles' contract 0070900101: its packing plant, its cold store (the heaviest, most of it at night) and its Machalí cellar (metered since 200 days ago). */
export function roblesElectricity(today: string): ElectricityBook {
  const name = 'AGRÍCOLA LOS ROBLES SPA';
  const installations = [
    installation('4000310101', name, addMonths(today, -26), 18, 64, 0.25, 0.35),
    installation('4000310102', name, addMonths(today, -26), 55, 30, 0.4, 0.9),
    installation('4000310103', name, addDays(today, -200), 4, 12, 0.1, 0.2),
  ];
  // each bill paid three days before it is due, but the latest (owed)
  return {
    installations,
    ...bills(today, installations, 810_120_450_001, (bill, last) =>
      last
        ? null
        : {
            paid_at: `${addDays(bill.due_date, -3)}T11:42:10`,
            collector_name: COLLECTORS[Number(bill.number.slice(-1)) % COLLECTORS.length]!,
          },
    ),
  };
}

/** Transportes del Sur's contract 0070900301: one installation, its terminal's workshop, metered 15 months back; every bill charged automatically (PAT) on issue. */
export function surElectricity(today: string): ElectricityBook {
  const installations = [installation('4000330101', 'TRANSPORTES DEL SUR S.A.', addMonths(today, -15), 9, 26, 0.15, 0.5)];
  return {
    installations,
    ...bills(today, installations, 810_140_560_001, (bill) => ({
      paid_at: `${bill.issue_date}T06:15:00`,
      collector_name: 'PAT Banco Santander',
    })),
  };
}

/** Transportes del Sur's contract 0070900302, just signed: no installation metered, nothing billed. */
export const newElectricity = (): ElectricityBook => ({ installations: [], bills: [], payments: [] });
