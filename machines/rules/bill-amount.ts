import { REQUIRED, type FieldError } from './account-rules';
import { tooLongMessage } from './limits';

/**
 * The total of an account's last bill, which links someone else's account (the ownership rule, docs/decisions.md):
 * the link screen checks it as typed, the gateway checks the number it receives.
 */

/** The field of the link's input that carries the last bill's total, and of the answer's field error asking for it. */
export const AMOUNT_FIELD = 'lastBillAmount';
/** the most a bill's total may be: no home's gas bill comes near it (the gateway refuses more) */
export const MAX_BILL_AMOUNT = 99_999_999;
/** the longest amount the field takes, as typed: '$ 99.999.999' */
export const BILL_AMOUNT_MAX_LENGTH = 12;
export const BILL_AMOUNT_INVALID = 'Ingresa el monto total en pesos, sin decimales (por ejemplo 45.230)';
export const BILL_AMOUNT_TOO_HIGH = 'El monto no puede ser mayor a $99.999.999';

/** A whole number of pesos within the bounds, or the message against it (the gateway checks what it receives so). */
export function billAmountErrors(amount: number): FieldError[] {
  if (!Number.isSafeInteger(amount) || amount < 0) return [{ field: AMOUNT_FIELD, message: BILL_AMOUNT_INVALID }];
  return amount > MAX_BILL_AMOUNT ? [{ field: AMOUNT_FIELD, message: BILL_AMOUNT_TOO_HIGH }] : [];
}

/** '45230', '45.230', '$45.230', '$ 45230' → 45230; null for anything else (decimals, letters, a minus). */
export function parseBillAmount(text: string): number | null {
  const plain = text.trim().replace(/^\$\s*/, '');
  if (!/^\d+$/.test(plain) && !/^\d{1,3}(\.\d{3})+$/.test(plain)) return null;
  return Number(plain.replaceAll('.', ''));
}

/** The amount as typed: required, within its length, a whole number of pesos within the bounds. */
export function typedAmountErrors(text: string): FieldError[] {
  if (!text.trim()) return [{ field: AMOUNT_FIELD, message: REQUIRED }];
  if (text.length > BILL_AMOUNT_MAX_LENGTH) return [{ field: AMOUNT_FIELD, message: tooLongMessage(BILL_AMOUNT_MAX_LENGTH) }];
  const amount = parseBillAmount(text);
  return amount === null ? [{ field: AMOUNT_FIELD, message: BILL_AMOUNT_INVALID }] : billAmountErrors(amount);
}
