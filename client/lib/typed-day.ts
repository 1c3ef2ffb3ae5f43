/** Days typed as dd/mm/aaaa (spec 2 §9: the autogas consumption pickers), read to and from ISO `YYYY-MM-DD`. */

/** What a typed day that cannot be read says. */
export const TYPED_DAY_FORMAT = 'Escribe la fecha como dd/mm/aaaa';

/** An ISO day as dd/mm/aaaa; '' for none. */
export function typedDay(iso: string): string {
  const [year, month, day] = iso.split('-');
  return year && month && day ? `${day}/${month}/${year}` : '';
}

/**
 * The ISO day a typed text names, or null when it names none: day, month and a four-digit year, split by '/', '-' or
 * '.', one or two digits each for day and month ('1/2/2026' is 2026-02-01); 31/02/2026 is not a day.
 */
export function isoOfTyped(text: string): string | null {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** What a typed month that cannot be read says. */
export const TYPED_MONTH_FORMAT = 'Escribe el mes como mm/aaaa';

/** The months as Spanish writes them, whatever the browser's language (a native month input follows the browser's). */
export const MONTH_NAMES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** An ISO month `YYYY-MM` as mm/aaaa; '' for none. */
export function typedMonth(iso: string): string {
  const [year, month] = iso.split('-');
  return year && month ? `${month}/${year}` : '';
}

/** The ISO month `YYYY-MM` a typed text names ('5/2026', '05-2026', '05.2026'), or null when it names none. */
export function isoOfTypedMonth(text: string): string | null {
  const match = /^\s*(\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? `${match[2]}-${String(month).padStart(2, '0')}` : null;
}

/** The longest text a month field takes: mm/aaaa (machines/rules/limits.ts has no month, and a date's 10 is too many). */
export const TYPED_MONTH_LENGTH = 'mm/aaaa'.length;
