import type { CylinderDiscount, CylinderOrderProduct, CylinderOrderState, CylinderPrice } from '../../schema/generated/types';
import type { BackendCylinderDiscount, BackendCylinderOrder, BackendCylinderPrice, BackendCylinderUnit } from '../backend/contract';
import type { CylinderOrder } from '../resolvers/parents';
import { mapPoint } from './bulk';
import { readDate, readDay, readFlag, readList, readNumber } from '../backend/forms';
import { joinAddress } from './quirks';
import { idOf, textOf } from './services';

/** What a value the backend did not give shows as in a line of text the gateway writes (client/lib/format.ts's). */
const MISSING = '–';

/** Spec 2 §1: the cylinder formats (kilos) the ordering portal takes. */
export const CYLINDER_FORMATS = ['05', '11', '15', '45'] as const;
/** Most cylinders of one format in one order (the demo portal's limit). */
export const MAX_CYLINDER_UNITS = 10;

const plain = (text: string | null | undefined) =>
  (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** The server's state text → the state (spec 2 §4); an unknown text is a problem, never a delivery. */
export function cylinderState(text: string | null | undefined): CylinderOrderState {
  switch (plain(text)) {
    case 'camino':
    case 'en camino':
      return 'CAMINO';
    case 'entregado':
      return 'ENTREGADO';
    case 'anulado':
      return 'ANULADO';
    default:
      return 'PROBLEMA';
  }
}

const blank = (value: unknown): string | null => textOf(value);

export function mapUnit(unit: BackendCylinderUnit): CylinderOrderProduct {
  const quantity = readNumber(unit?.cantidad);
  return {
    product: textOf(unit?.producto),
    quantity: quantity === null ? null : Math.round(quantity),
    amount: readNumber(unit?.monto_total_prod),
  };
}

/** The order's street address: its whole address, else its street and number (what the maps service is asked for). */
function streetAddress(o: BackendCylinderOrder): string | null {
  return (
    blank(o.address) ??
    blank(
      [o.street, o.number]
        .map((part) => textOf(part))
        .filter(Boolean)
        .join(' '),
    )
  );
}

/**
 * One order read field by field (spec 2 §3, any of the forms forms.ts reads): what is absent or unreadable is null.
 * Null without an order number: such an order cannot be opened nor acted on, and is left out of its list.
 */
export function mapCylinderOrder(o: BackendCylinderOrder): CylinderOrder | null {
  if (!o || typeof o !== 'object') return null;
  const orderNumber = idOf(o.orderNumber);
  if (orderNumber === null) return null;
  const isCanceled = readFlag(o.is_canceled) ?? false;
  const products = readList<BackendCylinderUnit>(o.quantityUnits)
    .filter((u) => u && typeof u === 'object')
    .map(mapUnit);
  const stateLabel = textOf(o.state);
  return {
    orderNumber,
    createdAt: readDate(o.creationDateTime),
    scheduledDate: readDay(o.scheduledDate),
    scheduledTime: blank(o.scheduledTime),
    deliveredDate: readDay(o.actuallyDeliveredDate),
    state: cylinderState(stateLabel),
    stateLabel,
    amount: readNumber(o.amount),
    products,
    productSummary: products.map((p) => `${p.quantity ?? MISSING} × ${p.product ?? MISSING}`).join(', '),
    address:
      joinAddress({
        address: textOf(o.address),
        street: textOf(o.street),
        number: textOf(o.number),
        block: textOf(o.block),
        dept: textOf(o.dept),
        location: textOf(o.location),
      }) || null,
    commune: blank(o.comune),
    region: blank(o.region),
    clientCode: idOf(o.clientCode),
    truckCode: idOf(o.truck_code),
    location: mapPoint(o.address_latitude, o.address_longitude),
    streetAddress: streetAddress(o),
    // an action names the order: without its number none is offered
    canCancel: (readFlag(o.cancel_order) ?? false) && !isCanceled,
    isCanceled,
    canClaim: readFlag(o.claimDelay) ?? false,
    hasClaim: readFlag(o.hasClaim) ?? false,
  };
}

/** A list's orders, those without an order number left out (the rest shows). */
export function mapCylinderOrders(orders: unknown): CylinderOrder[] {
  return readList<BackendCylinderOrder>(orders).flatMap((o) => mapCylinderOrder(o) ?? []);
}

/** Spec 2 §2: the period keeps orders whose age in days is at most the period; the number is an exact match. */
export function filterOrders(orders: CylinderOrder[], filter: { days: number; orderNumber: string }, today: string): CylinderOrder[] {
  if (filter.orderNumber) return orders.filter((o) => o.orderNumber === filter.orderNumber);
  const now = Date.parse(`${today}T00:00:00Z`);
  return orders.filter((o) => {
    const placed = o.createdAt ? Date.parse(`${o.createdAt.slice(0, 10)}T00:00:00Z`) : NaN;
    return Number.isFinite(placed) && Math.round((now - placed) / 86_400_000) <= filter.days;
  });
}

/** A price; null without its product's code (the row's key). */
export function mapCylinderPrice(p: BackendCylinderPrice): CylinderPrice | null {
  const typeCode = idOf(p?.type_code);
  if (typeCode === null) return null;
  return { typeCode, type: textOf(p.type), price: readNumber(p.price) };
}

export const mapCylinderPrices = (prices: unknown): CylinderPrice[] =>
  readList<BackendCylinderPrice>(prices).flatMap((p) => mapCylinderPrice(p) ?? []);

/** A discount; null without its product's code (the row's key). */
export function mapCylinderDiscount(d: BackendCylinderDiscount): CylinderDiscount | null {
  const typeCode = idOf(d?.type_code);
  if (typeCode === null) return null;
  return { typeCode, type: textOf(d.type), discount: readNumber(d.discount), validUntil: readDay(d.valid_until) };
}

export const mapCylinderDiscounts = (discounts: unknown): CylinderDiscount[] =>
  readList<BackendCylinderDiscount>(discounts).flatMap((d) => mapCylinderDiscount(d) ?? []);
