import type {
  BulkDebtItem,
  BulkDocument,
  BulkOrder,
  BulkOrderState,
  BulkPdf,
  BulkPriceChange,
  MapPoint,
  OrderActionPayload,
  PostField,
  Tank,
  TankReading,
  TelemetryClient,
} from '../../schema/generated/types';
import type {
  BackendBulkDocument,
  BackendBulkOrder,
  BackendDebtItem,
  BackendPdfRef,
  BackendPriceChange,
  BackendTank,
  BackendTankReading,
  BackendTelemetryClient,
  CoordinatesAnswer,
  OrderActionAnswer,
} from '../backend/contract';
import { idForm, readDate, readDay, readFlag, readNumber, textForm } from '../backend/forms';
import { joinAddress } from './quirks';

/** Spec 2 §9: the order history's periods (days); anything else is the default. */
export const ORDER_PERIODS = [30, 90, 180, 365] as const;
export const DEFAULT_ORDER_PERIOD = 30;
/** Spec 2 §9: the current account's periods (months). */
export const ACCOUNT_PERIODS = [3, 6, 9, 12] as const;
/** The document classes whose detail the current account links (spec 2 §2). */
const WITH_DETAIL = ['FACTURA', 'NOTA DE CREDITO'];

/** The server's state text → the step (spec 2 §4), without case, accents or spaces mattering; unknown is REALIZADO. */
export function orderState(text: string | null | undefined): BulkOrderState {
  const plain = (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');
  switch (plain) {
    case 'programado':
      return 'PROGRAMADO';
    case 'en camion':
      return 'EN_CAMION';
    case 'en ruta':
      return 'EN_RUTA';
    case 'entregado':
      return 'ENTREGADO';
    default:
      return 'REALIZADO';
  }
}

/** Any answer's row as a record: what is not an object has no field at all (each then reads as absent). */
const fieldsOf = <T extends object>(row: T | null | undefined): Partial<Record<keyof T, unknown>> =>
  row !== null && typeof row === 'object' && !Array.isArray(row) ? (row as Partial<Record<keyof T, unknown>>) : {};

/** Text the backend wrote (or a number for it), trimmed; empty or unreadable is null. */
const textOf = (value: unknown): string | null => textForm.read(value)?.trim() || null;

/** A time of day 'hh:mm' out of 'hh:mm', 'hh:mm:ss' or 'h:mm'; anything else as written, or null. */
function timeOf(value: unknown): string | null {
  const text = textOf(value);
  const time = text ? /^(\d{1,2}):(\d{2})/.exec(text) : null;
  return time ? `${time[1]!.padStart(2, '0')}:${time[2]}` : text;
}

/**
 * A latitude and longitude the backend gave as numbers or text (comma or dot decimals); null when either is missing,
 * not a number, or off the globe.
 */
export function mapPoint(latitude: unknown, longitude: unknown): MapPoint | null {
  const lat = readNumber(latitude);
  const lng = readNumber(longitude);
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { latitude: lat, longitude: lng };
}

/**
 * An order (spec 2 §3), each field read alone in any form the spec allows: what is absent or unreadable is null. An
 * order without its number maps too, but is unusable: no number, no action offered (the list shows it, and no more).
 */
export function mapOrder(order: BackendBulkOrder): BulkOrder {
  const o = fieldsOf(order);
  const orderNumber = idForm.read(o.orderNumber);
  const usable = orderNumber !== null;
  const isCanceled = readFlag(o.is_canceled) ?? false;
  const written = textOf(o.state);
  // the spec's list writes 'realizado' in lower case beside 'Programado' and 'En Ruta': shown as the others are
  const stateLabel = written && written.charAt(0).toLocaleUpperCase('es-CL') + written.slice(1);
  const address = joinAddress({
    address: textOf(o.address),
    street: textOf(o.street),
    number: textOf(o.number),
    block: textOf(o.block),
    dept: textOf(o.dept),
    location: textOf(o.location),
  });
  return {
    orderNumber,
    createdAt: readDate(o.creationDateTime),
    scheduledDate: readDay(o.scheduledDate),
    scheduledTime: timeOf(o.scheduledTime),
    state: orderState(stateLabel),
    stateLabel,
    liters: readNumber(o.liters),
    deliveredLiters: readNumber(o.litersActuallyDelivered),
    amount: readNumber(o.amount),
    deliveredAmount: readNumber(o.actuallyDeliveredAmount),
    deliveredDate: readDay(o.actuallyDeliveredDate),
    address: address || null,
    commune: textOf(o.commune),
    region: textOf(o.region),
    clientCode: idForm.read(o.clientCode),
    truckCode: textOf(o.truck_code),
    patent: textOf(o.patent),
    driver: textOf(o.driver),
    location: mapPoint(o.address_latitude, o.address_longitude),
    canCancel: usable && (readFlag(o.cancel_order) ?? false) && !isCanceled,
    isCanceled: usable && isCanceled,
    canClaim: usable && (readFlag(o.claimDelay) ?? false),
    hasClaim: readFlag(o.hasClaim) ?? false,
  };
}

export function mapTruckPosition(answer: CoordinatesAnswer): MapPoint | null {
  if (answer.status !== 'ok') return null;
  const data = fieldsOf(answer.data);
  return mapPoint(data.latitude, data.longitude);
}

/** The refresh interval in minutes; null when the backend gave nothing usable (the client then keeps its default). */
export function refreshMinutes(value: unknown): number | null {
  const minutes = readNumber(value);
  return minutes !== null && minutes > 0 ? minutes : null;
}

/** Cancel and claim answers: `duplicated` is the cancellation asked for already (spec 2 §2). */
export function orderActionPayload(answer: OrderActionAnswer): OrderActionPayload {
  const outcome = answer.status === 'ok' ? 'SENT' : answer.status === 'duplicated' ? 'ALREADY_REQUESTED' : 'FAILED';
  return { outcome, message: answer.message ?? null };
}

/** An observation as sent under `field`: trimmed; empty means none is sent (spec 2 §5). */
export function observation<K extends string>(field: K, value: string | null | undefined): Partial<Record<K, string>> {
  const text = (value ?? '').trim();
  return (text ? { [field]: text } : {}) as Partial<Record<K, string>>;
}

/** A document's file: its number and class both, else no file (a download needs both). */
function pdf(ref: BackendPdfRef | null | undefined): BulkPdf | null {
  const r = fieldsOf(ref);
  const pdfNumber = idForm.read(r.pdf_number);
  const classDescription = textOf(r.class_description);
  return pdfNumber && classDescription ? { pdfNumber, classDescription } : null;
}

/**
 * A bulk document (spec 2 §3). Without its number, year or client it still shows, without its detail link (the link
 * is made of them).
 */
export function mapDocument(document: BackendBulkDocument): BulkDocument {
  const d = fieldsOf(document);
  const late = readNumber(d.late_payment);
  const classDescription = textOf(d.class_description);
  const docNumber = idForm.read(d.doc_number);
  const docYear = idForm.read(d.doc_year);
  const clientCode = idForm.read(d.client_cod);
  return {
    docNumber,
    docYear,
    folioNumber: idForm.read(d.folio_number),
    classDescription,
    issueDate: readDay(d.issue_date),
    dueDate: readDay(d.expiration_date),
    value: readNumber(d.value),
    lateDays: late !== null && late > 0 ? Math.floor(late) : 0,
    paymentCondition: textOf(d.payment_condition_desc),
    paymentDate: readDay(d.payment_date),
    clientCode,
    hasDetail:
      docNumber !== null && docYear !== null && clientCode !== null && WITH_DETAIL.includes((classDescription ?? '').toUpperCase()),
    document: pdf(d.pdf_document as BackendPdfRef | null | undefined),
    guide: pdf(d.pdf_guide as BackendPdfRef | null | undefined),
    dispatchGuide: idForm.read(d.office_guide),
    deliveryDate: readDay(d.delivery_date),
    quantity: textOf(d.quantity),
    product: textOf(d.product),
    address: textOf(d.address),
  };
}

/** A debt item (spec 2 §3). Without its bill number it shows, but cannot be chosen for payment (the portal pays by it). */
export function mapDebtItem(item: BackendDebtItem): BulkDebtItem {
  const d = fieldsOf(item);
  return {
    billNumber: idForm.read(d.bill_number),
    docNumber: idForm.read(d.doc_number),
    dueDate: readDay(d.expiration_date),
    amount: readNumber(d.amount),
    interest: readNumber(d.interest),
    collectionCost: readNumber(d.spented),
    document: pdf(d.pdf_document as BackendPdfRef | null | undefined),
  };
}

/** Spec 2 §5: Σ amount + interest (+ collection costs when not 0) over the chosen items. */
export function debtTotal(items: ReadonlyArray<Pick<BulkDebtItem, 'amount' | 'interest' | 'collectionCost'>>): number {
  return items.reduce((sum, i) => sum + (i.amount ?? 0) + (i.interest ?? 0) + (i.collectionCost ?? 0), 0);
}

/** The payment portal's form (spec 2 §7): client code, e-mail, phone, the number of documents and their bill numbers joined by '|'. */
export function bulkPortalFields(input: { clientCode: string; email: string; phone: string; billNumbers: string[] }): PostField[] {
  return [
    { name: 'codCliente', value: input.clientCode },
    { name: 'email', value: input.email },
    { name: 'movil', value: input.phone },
    { name: 'cantidadDocumentos', value: String(input.billNumbers.length) },
    { name: 'documentos', value: input.billNumbers.join('|') },
  ];
}

/** A price change (spec 2 §3); one without a readable date is no change of the table (it is left out). */
export function mapPriceChange(change: BackendPriceChange): BulkPriceChange | null {
  const p = fieldsOf(change);
  const date = readDay(p.date);
  return date ? { date, price: readNumber(p.price) } : null;
}

/** A client of the telemetry list: the housing service's client_address read where address is not given. */
export function mapTelemetryClient(client: BackendTelemetryClient): TelemetryClient {
  const c = fieldsOf(client);
  return {
    clientCode: idForm.read(c.client_cod),
    address: textOf(c.address) ?? textOf(c.client_address),
    active: readFlag(c.telemetry_activated) ?? false,
  };
}

/** Tank (spec 2 §2): litres left = capacity × percent; empty by = today + days_empty_meter. */
export function mapTank(tank: BackendTank, today: string): Tank {
  const t = fieldsOf(tank);
  const percentage = readNumber(t.percentage);
  const capacity = readNumber(t.capacity);
  const days = readNumber(t.days_empty_meter);
  // a reading date with its time in it ('2026-11-20T06:00:00', '20.11.2026 06:00') needs no reading_time
  const read = readDate(t.reading_date);
  const date = read?.slice(0, 10) ?? null;
  const time = timeOf(t.reading_time) ?? (read && read.length > 10 ? read.slice(11, 16) : null);
  let emptyBy: string | null = null;
  if (days !== null) {
    const at = new Date(`${today}T00:00:00Z`);
    at.setUTCDate(at.getUTCDate() + Math.floor(days));
    emptyBy = at.toISOString().slice(0, 10);
  }
  return {
    code: idForm.read(t.meter_code),
    readAt: date ? (time && /^\d{2}:\d{2}$/.test(time) ? `${date}T${time}:00` : date) : null,
    percentage,
    capacity,
    litersLeft: percentage !== null && capacity !== null ? Math.round((capacity * percentage) / 100) : null,
    emptyBy,
    averageMonthlyConsumption: readNumber(t.average_consumption),
  };
}

/** A tank reading; one without a readable date is no point of the history (it is left out). */
export function mapTankReading(reading: BackendTankReading): TankReading | null {
  const r = fieldsOf(reading);
  const date = readDay(r.date);
  if (!date) return null;
  return {
    date,
    percentage: readNumber(r.percentage_level),
    daysToEmpty: readNumber(r.stock_days),
    dailyConsumption: readNumber(r.daily_consumption),
  };
}
