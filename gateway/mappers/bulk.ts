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
  BackendTank,
  BackendTankReading,
  BackendTelemetryClient,
  CoordinatesAnswer,
  OrderActionAnswer,
} from '../backend/contract';
import { joinAddress, parseAmount, parseBackendDate, parseFlag } from './quirks';

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

const day = (value: string | null | undefined) => parseBackendDate(value)?.slice(0, 10) ?? null;
const blank = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/** A latitude and longitude the backend gave as text or numbers; null when either is missing or not a number. */
export function mapPoint(latitude: string | number | null | undefined, longitude: string | number | null | undefined): MapPoint | null {
  const lat = typeof latitude === 'number' ? latitude : latitude ? Number(latitude) : NaN;
  const lng = typeof longitude === 'number' ? longitude : longitude ? Number(longitude) : NaN;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { latitude: lat, longitude: lng };
}

export function mapOrder(o: BackendBulkOrder): BulkOrder {
  const isCanceled = parseFlag(o.is_canceled);
  return {
    orderNumber: String(o.orderNumber),
    createdAt: parseBackendDate(o.creationDateTime),
    scheduledDate: day(o.scheduledDate),
    scheduledTime: blank(o.scheduledTime),
    state: orderState(o.state),
    stateLabel: (o.state ?? '').trim(),
    liters: parseAmount(o.liters),
    deliveredLiters: parseAmount(o.litersActuallyDelivered),
    amount: parseAmount(o.amount),
    deliveredAmount: parseAmount(o.actuallyDeliveredAmount),
    deliveredDate: day(o.actuallyDeliveredDate),
    address: joinAddress(o),
    commune: blank(o.commune),
    region: blank(o.region),
    clientCode: String(o.clientCode),
    truckCode: blank(o.truck_code),
    patent: blank(o.patent),
    driver: blank(o.driver),
    location: mapPoint(o.address_latitude, o.address_longitude),
    canCancel: parseFlag(o.cancel_order) && !isCanceled,
    isCanceled,
    canClaim: parseFlag(o.claimDelay),
    hasClaim: parseFlag(o.hasClaim),
  };
}

export function mapTruckPosition(answer: CoordinatesAnswer): MapPoint | null {
  return answer.status === 'ok' ? mapPoint(answer.data?.latitude, answer.data?.longitude) : null;
}

/** The refresh interval in minutes; null when the backend gave nothing usable (the client then keeps its default). */
export function refreshMinutes(value: string | number | null | undefined): number | null {
  const minutes = Number(value);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : null;
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

const pdf = (ref: BackendPdfRef | null | undefined): BulkPdf | null =>
  ref?.pdf_number ? { pdfNumber: ref.pdf_number, classDescription: ref.class_description } : null;

export function mapDocument(d: BackendBulkDocument): BulkDocument {
  const late = Number(d.late_payment);
  const cls = (d.class_description ?? '').trim();
  return {
    docNumber: String(d.doc_number),
    docYear: String(d.doc_year),
    folioNumber: blank(d.folio_number),
    classDescription: cls,
    issueDate: day(d.issue_date),
    dueDate: day(d.expiration_date),
    value: parseAmount(d.value),
    lateDays: Number.isFinite(late) && late > 0 ? Math.floor(late) : 0,
    paymentCondition: blank(d.payment_condition_desc),
    paymentDate: day(d.payment_date),
    clientCode: String(d.client_cod),
    hasDetail: WITH_DETAIL.includes(cls.toUpperCase()),
    document: pdf(d.pdf_document),
    guide: pdf(d.pdf_guide),
    dispatchGuide: blank(d.office_guide),
    deliveryDate: day(d.delivery_date),
    quantity: blank(d.quantity),
    product: blank(d.product),
    address: blank(d.address),
  };
}

export function mapDebtItem(d: BackendDebtItem): BulkDebtItem {
  return {
    billNumber: String(d.bill_number),
    docNumber: String(d.doc_number),
    dueDate: day(d.expiration_date),
    amount: parseAmount(d.amount) ?? 0,
    interest: parseAmount(d.interest) ?? 0,
    collectionCost: parseAmount(d.spented) ?? 0,
    document: pdf(d.pdf_document),
  };
}

/** Spec 2 §5: Σ amount + interest (+ collection costs when not 0) over the chosen items. */
export function debtTotal(items: ReadonlyArray<Pick<BulkDebtItem, 'amount' | 'interest' | 'collectionCost'>>): number {
  return items.reduce((sum, i) => sum + i.amount + i.interest + (i.collectionCost !== 0 ? i.collectionCost : 0), 0);
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

export function mapPriceChange(p: { date: string; price: string | number }): BulkPriceChange | null {
  const date = day(p.date);
  return date ? { date, price: parseAmount(p.price) } : null;
}

export function mapTelemetryClient(c: BackendTelemetryClient): TelemetryClient {
  return { clientCode: String(c.client_cod), address: (c.address ?? '').trim(), active: parseFlag(c.telemetry_activated) };
}

/** Tank (spec 2 §2): litres left = capacity × percent; empty by = today + days_empty_meter. */
export function mapTank(t: BackendTank, today: string): Tank {
  const percentage = parseAmount(t.percentage);
  const capacity = parseAmount(t.capacity);
  const days = parseAmount(t.days_empty_meter);
  const date = day(t.reading_date);
  const time = /^\d{2}:\d{2}/.exec(t.reading_time ?? '')?.[0];
  let emptyBy: string | null = null;
  if (days !== null) {
    const at = new Date(`${today}T00:00:00Z`);
    at.setUTCDate(at.getUTCDate() + Math.floor(days));
    emptyBy = at.toISOString().slice(0, 10);
  }
  return {
    code: String(t.meter_code),
    readAt: date ? (time ? `${date}T${time}:00` : date) : null,
    percentage,
    capacity,
    litersLeft: percentage !== null && capacity !== null ? Math.round((capacity * percentage) / 100) : null,
    emptyBy,
    averageMonthlyConsumption: parseAmount(t.average_consumption),
  };
}

export function mapTankReading(r: BackendTankReading): TankReading | null {
  const date = day(r.date);
  if (!date) return null;
  const value = (v: string | number | null) => (v === null ? null : parseAmount(v));
  return {
    date,
    percentage: value(r.percentage_level),
    daysToEmpty: value(r.stock_days),
    dailyConsumption: value(r.daily_consumption),
  };
}
