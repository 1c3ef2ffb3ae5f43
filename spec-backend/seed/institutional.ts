/**
 * What the institutional cylinder clients hold (spec 3 §2 Envasado Institucional, §3): the payment methods and
 * delivery addresses of each quote type, the materials a quote may hold, the quotes already made and a year of
 * current-account documents. Agrícola Los Robles' client has all of it; Transportes del Sur's two are the thin cases:
 * one quotes coupons only and has no documents, the other's account SAP fails to give.
 */
import { addDays } from '../kit';
import {
  priceOf,
  type InstitutionalBook,
  type InstitutionalDocument,
  type QuoteLineRecord,
  type QuoteMaterialRecord,
  type QuotePaymentMethod,
  type QuoteRecord,
  type QuoteState,
  type QuoteType,
  type ShipTo,
} from '../company-records';
import type { Address } from '../records';

/** SAP material numbers, 18 digits. */
const material = (number: number, name: string, quote_type: QuoteType, value: number, count = 0): QuoteMaterialRecord => ({
  material_code: String(number).padStart(18, '0'),
  name,
  quote_type,
  value,
  count,
});

/** Coupons (gas paid ahead, exchanged for a full cylinder) and warranties (the deposit on an empty one). */
export const MATERIALS: QuoteMaterialRecord[] = [
  material(401005, 'CUPON GAS LICUADO 5 KG', 1, 11_900),
  material(401011, 'CUPON GAS LICUADO 11 KG', 1, 19_900),
  material(401015, 'CUPON GAS LICUADO 15 KG', 1, 26_500, 20),
  material(401045, 'CUPON GAS LICUADO 45 KG', 1, 79_900, 4),
  material(402005, 'GARANTIA CILINDRO 5 KG', 2, 24_900),
  material(402011, 'GARANTIA CILINDRO 11 KG', 2, 31_900),
  material(402015, 'GARANTIA CILINDRO 15 KG', 2, 37_900),
  material(402045, 'GARANTIA CILINDRO 45 KG', 2, 94_900),
];

const code = (kg: number, quote_type: QuoteType) => String((quote_type === 1 ? 401000 : 402000) + kg).padStart(18, '0');

const PAYMENT_METHODS: QuotePaymentMethod[] = [
  { code: 'C001', name: 'Contado', quote_type: 1, surcharge: 0, materials: null },
  { code: 'C030', name: 'Crédito 30 días', quote_type: 1, surcharge: 2, materials: null },
  { code: 'C045', name: 'Crédito 45 días', quote_type: 1, surcharge: 3, materials: [code(15, 1), code(45, 1)] },
  { code: 'G001', name: 'Contado', quote_type: 2, surcharge: 0, materials: null },
  { code: 'G030', name: 'Crédito 30 días', quote_type: 2, surcharge: 2, materials: null },
  // offered, but SAP has no price for any warranty with it: the material list is empty
  { code: 'G099', name: 'Transferencia bancaria', quote_type: 2, surcharge: 0, materials: [] },
];

const shipTo = (ship_to: string, address: Address): ShipTo => ({ ship_to, address });

function line(
  book: { materials: QuoteMaterialRecord[]; paymentMethods: QuotePaymentMethod[] },
  kg: number,
  type: QuoteType,
  payment: string,
  quantity: number,
): QuoteLineRecord {
  const m = book.materials.find((x) => x.material_code === code(kg, type))!;
  const method = book.paymentMethods.find((x) => x.code === payment)!;
  return { material_code: m.material_code, name: m.name, price: priceOf(m, method), quantity };
}

/**
 * Los Robles' institutional client: three delivery addresses for coupons (its packing plant, its cold store, its
 * Machalí cellar) and two for warranties; three payment methods of each type; seven quotes over thirteen months, one
 * in each state and one saved for later; two invoices a month for a year, two credit notes, one invoice overdue.
 */
export function roblesBook(
  today: string,
  companyUserId: number,
  addresses: { packing: Address; cold: Address; cellar: Address },
): InstitutionalBook {
  const ago = (days: number) => addDays(today, -days);
  const packing = shipTo('0030200111', addresses.packing);
  const cold = shipTo('0030200112', addresses.cold);
  const cellar = shipTo('0030200113', addresses.cellar);
  const book: InstitutionalBook = {
    paymentMethods: PAYMENT_METHODS,
    addresses: { 1: [packing, cold, cellar], 2: [packing, cellar] },
    materials: MATERIALS,
    quotes: [],
    documents: [],
    accountFails: false,
  };

  // the account: an invoice of coupons at the start of each month and one of warranties mid-month, dated back a year;
  // numbered (accounting document, SII folio, dispatch guide) in the order they were issued
  const documents: InstitutionalDocument[] = [];
  const invoice = (daysAgo: number, kg: number, type: QuoteType, quantity: number, ship: ShipTo, payment: 'C001' | 'C030' | 'G030') => {
    const issue = ago(daysAgo);
    const credit = payment !== 'C001';
    const sold = line(book, kg, type, payment, quantity);
    documents.push({
      doc_number: '',
      doc_year: Number(issue.slice(0, 4)),
      folio_number: '',
      class_description: 'FACTURA ELECTRONICA',
      issue_date: issue,
      expiration_date: credit ? addDays(issue, 30) : issue,
      value: sold.price * quantity,
      payment_condition_desc: credit ? 'Crédito 30 días' : 'Contado',
      // paid on its due date, except the last two (not yet due) and one of 70 days (overdue)
      payment_date: daysAgo < 30 || daysAgo === 70 ? null : credit ? addDays(issue, 30) : issue,
      ship_to: ship.ship_to,
      pdf_number: '',
      guide: { folio: '', pdf_number: '' },
      delivery_date: addDays(issue, 1),
      quantity,
      product: sold.name,
    });
  };
  const creditNote = (daysAgo: number, value: number, product: string, ship: ShipTo) => {
    const issue = ago(daysAgo);
    documents.push({
      doc_number: '',
      doc_year: Number(issue.slice(0, 4)),
      folio_number: '',
      class_description: 'NOTA DE CREDITO ELECTRONICA',
      issue_date: issue,
      expiration_date: issue,
      value: -value,
      payment_condition_desc: 'Contado',
      payment_date: issue,
      ship_to: ship.ship_to,
      pdf_number: '',
      guide: null,
      delivery_date: null,
      quantity: null,
      product,
    });
  };
  for (let month = 11; month >= 0; month -= 1) {
    const start = month * 30 + 5;
    invoice(start, month % 3 === 0 ? 45 : 15, 1, month % 3 === 0 ? 4 : 18 + (month % 4) * 2, month % 2 ? cold : packing, 'C030');
    if (month === 4) creditNote(start - 3, 2 * 26_500, 'DEVOLUCION CUPON GAS LICUADO 15 KG', packing);
    if (month !== 0) invoice(start - 15, month % 2 ? 15 : 11, 2, 6 + month, cellar, 'G030');
  }
  // a sale at the counter, not paid on the day (overdue), and a credit note for part of it
  invoice(70, 5, 1, 12, packing, 'C001');
  creditNote(62, 11_900, 'DEVOLUCION CUPON GAS LICUADO 5 KG', packing);
  documents.sort((a, b) => a.issue_date.localeCompare(b.issue_date));
  documents.forEach((d, index) => {
    d.doc_number = String(1_800_004_501 + index);
    d.folio_number = d.pdf_number = String(351_201 + index);
    if (d.guide) d.guide.folio = d.guide.pdf_number = String(88_101 + index);
  });
  // the archive lost the oldest invoice's PDF: its detail offers the guide only
  documents[0]!.pdf_number = null;
  book.documents = documents;

  // the quotes, each in one state; those billed name their invoice's folio
  const billedBy = (daysAgo: number, type: QuoteType) =>
    documents.find(
      (d) =>
        d.class_description === 'FACTURA ELECTRONICA' &&
        d.issue_date >= ago(daysAgo) &&
        d.product?.startsWith(type === 1 ? 'CUPON' : 'GARANTIA'),
    );
  let number = 20_004_500;
  const quote = (
    daysAgo: number,
    time: string,
    state: QuoteState,
    type: QuoteType,
    payment: string,
    lines: QuoteLineRecord[],
    extra: Partial<QuoteRecord> = {},
  ): QuoteRecord => {
    number += 1;
    const approved = state === 'Aprobada' || state === 'Facturada';
    return {
      quote_number: String(number).padStart(10, '0'),
      created_date: ago(daysAgo),
      created_time: time,
      companyUserId,
      quote_type: type,
      coupon_type: type === 1 ? 'Físico' : null,
      purchase_order: `OC-${4400 + number - 20_004_500}`,
      payment_code: payment,
      address: type === 1 ? packing.ship_to : cellar.ship_to,
      incomplete: state === 'Incompleta',
      state,
      order_number: approved ? String(1_500_100 + number - 20_004_500).padStart(10, '0') : null,
      invoice_sheet: state === 'Facturada' ? (billedBy(daysAgo - 1, type)?.folio_number ?? null) : null,
      lines,
      file_size: null,
      ...extra,
    };
  };
  book.quotes = [
    quote(400, '09:12', 'Facturada', 1, 'C030', [line(book, 15, 1, 'C030', 30)], { invoice_sheet: '350987' }),
    quote(330, '11:40', 'Facturada', 1, 'C030', [line(book, 15, 1, 'C030', 20), line(book, 45, 1, 'C030', 4)]),
    quote(210, '16:05', 'Facturada', 2, 'G030', [line(book, 11, 2, 'G030', 10)], { purchase_order: null }),
    quote(95, '10:30', 'Aprobada', 1, 'C001', [line(book, 5, 1, 'C001', 12)], { coupon_type: 'Digital' }),
    quote(50, '12:15', 'Rechazada', 2, 'G001', [line(book, 45, 2, 'G001', 2)]),
    quote(12, '08:50', 'Enviada', 1, 'C045', [line(book, 15, 1, 'C045', 24), line(book, 45, 1, 'C045', 6)], { address: cold.ship_to }),
    // saved for later: no purchase order yet, a quantity still at 0
    quote(2, '17:25', 'Incompleta', 1, 'C030', [line(book, 11, 1, 'C030', 8), line(book, 15, 1, 'C030', 0)], { purchase_order: null }),
  ];
  return book;
}

/** Transportes del Sur's Temuco client: coupons only (no warranty payment methods nor addresses), no quotes, no documents. */
export function surCouponsBook(address: Address): InstitutionalBook {
  return {
    paymentMethods: PAYMENT_METHODS.filter((m) => m.code === 'C001'),
    addresses: { 1: [shipTo('0030200311', address)], 2: [] },
    materials: MATERIALS.filter((m) => m.quote_type === 1),
    quotes: [],
    documents: [],
    accountFails: false,
  };
}

/** Transportes del Sur's Villarrica client: SAP fails to give its current account (status exception). */
export function surFailingBook(address: Address): InstitutionalBook {
  return { ...surCouponsBook(address), addresses: { 1: [shipTo('0030200321', address)], 2: [] }, accountFails: true };
}
