import type { FieldError } from '../types';
import { MAX_LENGTH } from './limits';

/**
 * Rules of Envasado Institucional's quote (spec 3 §5, §9) that the wizard, the gateway and the fixture backend share.
 * The attachment's limit and message are the request wizard's (request-rules.ts: 3 MB, spec 3 §9).
 */

export const CLIENT_REQUIRED = 'Debes seleccionar un cliente';
export const QUOTE_TYPE_REQUIRED = 'Debes seleccionar un tipo de cotización';
export const PAYMENT_REQUIRED = 'Debes seleccionar un medio de pago';
export const QUOTE_SENT = 'Cotización enviada con éxito';
export const QUOTE_SAVED = 'Cotización guardada para enviar después';
/** Not in the spec: 'Enviar' with every quantity at 0 would ask for nothing. */
export const MATERIAL_REQUIRED = 'Debes ingresar la cantidad de al menos un material';
export const QUANTITY_NOT_WHOLE = 'La cantidad debe ser un número entero mayor o igual a 0';
export const ADDRESS_REQUIRED = 'Debes seleccionar una dirección de despacho';
export const MATERIALS_EMPTY = 'No hay materiales disponibles para este tipo de cotización y medio de pago';
export const MATERIALS_FAILED = 'No fue posible obtener los materiales';
export const QUOTE_FAILED = 'No fue posible enviar la cotización. Intenta nuevamente.';

/** The largest quantity of one material a quote takes: a whole number a backend's integer holds. */
export const MAX_QUANTITY = 99_999;
/** A purchase order number as SAP keeps it (limits.ts). */
export const MAX_PURCHASE_ORDER = MAX_LENGTH.purchaseOrder;

/**
 * A quantity as typed (spec 3 §5): blank is 0, otherwise a whole number from 0 to MAX_QUANTITY; null when it is not
 * one (a decimal, a sign, a letter).
 */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return quantity <= MAX_QUANTITY ? quantity : null;
}

/** The purchase order as sent (spec 3 §5): trimmed, and null when empty. */
export function purchaseOrderOf(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/** A row's subtotal in whole pesos; null when its price is unknown. */
export function subtotalOf(price: number | null | undefined, quantity: number): number | null {
  return price === null || price === undefined ? null : Math.round(price * quantity);
}

/** The quote's total: the rows whose price is known. */
export function totalOf(rows: ReadonlyArray<{ price: number | null | undefined; quantity: number }>): number {
  return rows.reduce((sum, row) => sum + (subtotalOf(row.price, row.quantity) ?? 0), 0);
}

/** The field a quantity's error goes under, in the wizard and in the gateway's answer. */
export const quantityField = (materialCode: string) => `quantity.${materialCode}`;

/**
 * The lines' own errors: each quantity a whole number in range, and (sending, not saving for later) at least one
 * above 0. `lines` holds the quantities as numbers (the gateway) or as typed (the wizard).
 */
export function quoteLineErrors(lines: ReadonlyArray<{ materialCode: string; quantity: number | string }>, sending: boolean): FieldError[] {
  const errors: FieldError[] = [];
  let any = false;
  for (const line of lines) {
    const quantity = typeof line.quantity === 'string' ? parseQuantity(line.quantity) : line.quantity;
    if (quantity === null || !Number.isInteger(quantity) || quantity < 0 || quantity > MAX_QUANTITY)
      errors.push({ field: quantityField(line.materialCode), message: QUANTITY_NOT_WHOLE });
    else if (quantity > 0) any = true;
  }
  if (sending && errors.length === 0 && !any) errors.push({ field: 'lines', message: MATERIAL_REQUIRED });
  return errors;
}

/** Step 2's choices could not be read (quotes_type failed). Not in the spec, which only logs the failure. */
export const OPTIONS_FAILED = 'No fue posible obtener los tipos de cotización';
