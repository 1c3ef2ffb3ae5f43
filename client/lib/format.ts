import dayjs from 'dayjs';
import 'dayjs/locale/es';

/** What a value the backend did not know shows as. */
export const MISSING = '–';

type Maybe<T> = T | null | undefined;

// The digits are written here, not by Intl.NumberFormat: a page's first NumberFormat loads the browser's locale data,
// 50–120 ms of main thread on the development machine (four times that on Lighthouse's phone), before the
// dashboard's first amount could show. tests/client/kit/format.test.ts holds these to Intl's es-CL output.

/** '1234567' as '1.234.567' (es-CL groups every three digits, from four digits up). */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/**
 * |value| rounded half away from zero at `decimals`, on its shortest decimal form as Intl does (2.675 → 2,68, where
 * toFixed's binary value gives 2.67), written as es-CL writes it; trailing zeros dropped unless `keepZeros`.
 */
function writeDigits(value: number, decimals: number, keepZeros: boolean): string {
  const shortest = String(Math.abs(value));
  // exponent forms (below 1e-6, from 1e21) are past any digit shown here
  let [integer = '0', fraction = ''] = /e/.test(shortest) ? Math.abs(value).toFixed(decimals).split('.') : shortest.split('.');
  if (fraction.length > decimals) {
    const roundUp = fraction.charCodeAt(decimals) >= 53; // '5'
    const kept = BigInt(integer + fraction.slice(0, decimals)) + (roundUp ? 1n : 0n);
    const digits = kept.toString().padStart(decimals + 1, '0');
    integer = digits.slice(0, digits.length - decimals);
    fraction = digits.slice(digits.length - decimals);
  }
  fraction = keepZeros ? fraction.padEnd(decimals, '0') : fraction.replace(/0+$/, '');
  return fraction ? `${groupThousands(integer)},${fraction}` : groupThousands(integer);
}

/** Chilean pesos as the spec shows them: `$1.234.567`, no decimals, `-$1.234` below zero. */
export function formatMoney(value: Maybe<number>, fallback = MISSING): string {
  if (value == null || !Number.isFinite(value)) return fallback;
  const rounded = Math.round(value);
  const text = `$${writeDigits(rounded, 0, false)}`;
  return rounded < 0 ? `-${text}` : text;
}

/** A number with dot thousands and comma decimals; `decimals` fixes how many decimals show (else up to three). */
export function formatNumber(value: Maybe<number>, decimals?: number, fallback = MISSING): string {
  if (value == null || !Number.isFinite(value)) return fallback;
  const text = decimals === undefined ? writeDigits(value, 3, false) : writeDigits(value, decimals, true);
  return value < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

function format(iso: Maybe<string>, pattern: string, fallback: string): string {
  if (!iso) return fallback;
  const date = dayjs(iso);
  return date.isValid() ? date.locale('es').format(pattern) : fallback;
}

/** An ISO date (or date-time) as `DD-MM-YYYY`. */
export const formatDate = (iso: Maybe<string>, fallback = MISSING) => format(iso, 'DD-MM-YYYY', fallback);

/** An ISO date-time as `DD-MM-YYYY HH:mm` (local time). */
export const formatDateTime = (iso: Maybe<string>, fallback = MISSING) => format(iso, 'DD-MM-YYYY HH:mm', fallback);

/** An ISO month (`YYYY-MM`) or date as `noviembre 2026`, or `nov 2026` when `short` (chart axes). */
export const formatMonth = (iso: Maybe<string>, { short = false, fallback = MISSING }: { short?: boolean; fallback?: string } = {}) =>
  format(iso, short ? 'MMM YYYY' : 'MMMM YYYY', fallback);
