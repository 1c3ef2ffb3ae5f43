/** The `cylinder` rows of rest-calls.tsv, cylinders: orders, claims and prices. */
import type { CoordinatesAnswer, OrderActionAnswer } from './bulk';
import { post } from './call';
import type { BackendFigure, BackendId, BackendYesNo, NoPayload } from './envelope';

/** One product line of a cylinder order (spec 2 §3 quantityUnits). */
export interface BackendCylinderUnit {
  producto: string;
  cantidad: BackendFigure;
  /** a figure in any of its forms (comma or dot decimals) */
  monto_total_prod: BackendFigure | null;
}

/**
 * Cylinder order (spec 2 §3): dates in any of their forms ('DD.MM.YYYY - hh:mm', 'DD.MM.YYYY', ISO…), figures as
 * numbers or text, flags as booleans, 0/1 or '0'/'1', ids as text (leading zeros kept) or whole numbers.
 */
export interface BackendCylinderOrder {
  orderNumber: BackendId;
  creationDateTime: string;
  scheduledDate: string | null;
  scheduledTime: string | null;
  actuallyDeliveredDate: string | null;
  amount: BackendFigure | null;
  /** Camino, Entregado, Anulado, Problema (spec 2 §4) */
  state: string;
  descriptionCode: string | null;
  truck_code: BackendId | null;
  clientCode: BackendId;
  /** the address parts (spec 2 §3): the whole address, or its street and number with the rest */
  address?: string | null;
  street?: string | null;
  number?: string | null;
  block?: string | null;
  dept?: string | null;
  location?: string | null;
  comune?: string | null;
  region?: string | null;
  /** not in the spec's list: a backend that gives them saves the maps service's search (gateway/geocoder.ts) */
  address_latitude?: BackendFigure | null;
  address_longitude?: BackendFigure | null;
  quantityUnits: BackendCylinderUnit[] | null;
  cancel_order: BackendYesNo;
  claimDelay: BackendYesNo;
  hasClaim: BackendYesNo;
  is_canceled: BackendYesNo;
}

export interface CylinderOrderListAnswer {
  status: 'ok' | 'empty' | 'error';
  message?: string;
  data?: BackendCylinderOrder[];
}

export interface CylinderOrderAnswer {
  status: 'ok' | 'error';
  message?: string;
  data?: BackendCylinderOrder;
}

/** Cylinder price (spec 2 §3): type_code, type, price (comma decimals). */
export interface BackendCylinderPrice {
  type_code: BackendId;
  type: string;
  price: BackendFigure | null;
}

export interface CylinderPricesAnswer {
  status: 'ok' | 'empty' | 'error';
  message?: string;
  data?: BackendCylinderPrice[];
}

/** A discount the client holds on a cylinder product (path chosen by the project; docs/decisions.md). */
export interface BackendCylinderDiscount {
  type_code: BackendId;
  type: string;
  /** pesos off each cylinder, a figure in any of its forms */
  discount: BackendFigure | null;
  /** a date in any of its forms; null: no end date */
  valid_until: string | null;
}

export interface CylinderDiscountsAnswer {
  status: 'ok' | 'empty' | 'error';
  message?: string;
  data?: BackendCylinderDiscount[];
}

export const cylinderCalls = {
  /** orders (spec 2 §7): every order of the caller's cylinder services */
  '/cylinder/order_search': post<NoPayload, CylinderOrderListAnswer>(),
  /** order (spec 2 §7) */
  '/cylinder/order_detail': post<{ client_cod: string; order_number: string }, CylinderOrderAnswer>(),
  /** longitude, latitude (spec 2 §7) */
  '/cylinder/order_coordinates': post<{ truck_code: string }, CoordinatesAnswer>(),
  /** status, message (spec 2 §7); an empty comment is no observation; business '0' for a person */
  '/cylinder/order_cancel': post<{ order_number: string; comment?: string; business: string }, OrderActionAnswer>(),
  /** status, message (spec 2 §7) */
  '/cylinder/claim': post<{ order_number: string; client_cod: string; commentary?: string }, OrderActionAnswer>(),
  /** type_code, type, price (spec 2 §7) */
  '/cylinder/get_prices': post<{ client_cod: string; comuna: string }, CylinderPricesAnswer>(),
  /** the client's cylinder discounts — path chosen by the project (the spec names the tab, not its call) */
  '/cylinder/get_discounts': post<{ client_cod: string }, CylinderDiscountsAnswer>(),
  /** the demo ordering portal's order: formats 05, 11, 15, 45 and their quantities — demo backends only */
  '/sandbox/cylinder/place_order': post<
    { client_cod: string; units: Array<{ type_code: string; quantity: number }> },
    { status: 'ok' | 'error'; message?: string; data?: { order_number: string } }
  >(),
} as const;
