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
