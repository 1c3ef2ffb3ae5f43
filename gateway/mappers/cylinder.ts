import type { CylinderDiscount, CylinderOrderProduct, CylinderOrderState, CylinderPrice } from '../../schema/generated/types';
import type { BackendCylinderDiscount, BackendCylinderOrder, BackendCylinderPrice, BackendCylinderUnit } from '../backend/contract';
import type { CylinderOrder } from '../resolvers/parents';
import { mapPoint } from './bulk';
import { joinAddress, parseAmount, parseBackendDate, parseFlag } from './quirks';

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

const day = (value: string | null | undefined) => parseBackendDate(value)?.slice(0, 10) ?? null;
const blank = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

export function mapUnit(unit: BackendCylinderUnit): CylinderOrderProduct {
  const quantity = Number(unit.cantidad);
  return {
    product: (unit.producto ?? '').trim(),
    quantity: Number.isFinite(quantity) ? Math.round(quantity) : 0,
    amount: parseAmount(unit.monto_total_prod),
  };
}

export function mapCylinderOrder(o: BackendCylinderOrder): CylinderOrder {
  const isCanceled = parseFlag(o.is_canceled);
  const products = (o.quantityUnits ?? []).map(mapUnit);
  return {
    orderNumber: String(o.orderNumber),
    createdAt: parseBackendDate(o.creationDateTime),
    scheduledDate: day(o.scheduledDate),
    scheduledTime: blank(o.scheduledTime),
    deliveredDate: day(o.actuallyDeliveredDate),
    state: cylinderState(o.state),
    stateLabel: (o.state ?? '').trim(),
    amount: parseAmount(o.amount),
    products,
    productSummary: products.map((p) => `${p.quantity} × ${p.product}`).join(', '),
    address: joinAddress(o),
    commune: blank(o.comune),
    region: blank(o.region),
    clientCode: String(o.clientCode),
    truckCode: blank(o.truck_code),
    location: mapPoint(o.address_latitude, o.address_longitude),
    streetAddress:
      blank(o.address) ??
      blank(
        [o.street, o.number]
          .map((part) => part?.trim())
          .filter(Boolean)
          .join(' '),
      ),
    canCancel: parseFlag(o.cancel_order) && !isCanceled,
    isCanceled,
    canClaim: parseFlag(o.claimDelay),
    hasClaim: parseFlag(o.hasClaim),
  };
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

export function mapCylinderPrice(p: BackendCylinderPrice): CylinderPrice {
  return { typeCode: String(p.type_code).trim(), type: (p.type ?? '').trim(), price: parseAmount(p.price) };
}

export function mapCylinderDiscount(d: BackendCylinderDiscount): CylinderDiscount {
  return {
    typeCode: String(d.type_code).trim(),
    type: (d.type ?? '').trim(),
    discount: parseAmount(d.discount),
    validUntil: day(d.valid_until),
  };
}
