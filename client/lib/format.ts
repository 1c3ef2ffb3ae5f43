import dayjs from 'dayjs';
import 'dayjs/locale/es';

/** What a value the backend did not know shows as. */
export const MISSING = '–';

type Maybe<T> = T | null | undefined;

const pesos = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP', maximumFractionDigits: 0 });

/** Chilean pesos as the spec shows them: `$1.234.567`, no decimals, `-$1.234` below zero. */
export function formatMoney(value: Maybe<number>, fallback = MISSING): string {
  if (value == null || !Number.isFinite(value)) return fallback;
  // es-CL writes the sign after the symbol ($-1.234); the portal writes it first
  const rounded = Math.round(value);
  const text = pesos.format(Math.abs(rounded));
  return rounded < 0 ? `-${text}` : text;
}

/** A number with dot thousands and comma decimals; `decimals` fixes how many decimals show. */
export function formatNumber(value: Maybe<number>, decimals?: number, fallback = MISSING): string {
  if (value == null || !Number.isFinite(value)) return fallback;
  const options = decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  return new Intl.NumberFormat('es-CL', options).format(value);
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
