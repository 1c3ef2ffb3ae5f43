/**
 * The forms a backend may write a field in, where the spec names the field but not its form: the one table the
 * mappers read with and the contract check checks with (issue 37). A reader never throws: what it cannot read is
 * null, and the caller shows a dash for it (one odd field never takes a block down).
 */

/** One form: what the contract check says it expects, whether a value fits, and the value read (null when not). */
export interface FieldForm<T> {
  readonly expects: string;
  fits(value: unknown): boolean;
  read(value: unknown): T | null;
}

function form<T>(expects: string, read: (value: unknown) => T | null): FieldForm<T> {
  // absent and null are the caller's business (optional or not); a present value fits when it reads
  return { expects, read, fits: (value) => value !== undefined && value !== null && read(value) !== null };
}

/** An id: text kept as written (leading zeros intact, 000410023 stays so), or a whole number written as one. */
export const idForm = form<string>('id (texto o número entero)', (value) => {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return null;
});

/** Text: a string, or a number written as one (a backend that sends 12 for '12'). */
export const textForm = form<string>('texto', (value) => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
});

const NOT_AVAILABLE = /^no disponible$/i;

/**
 * A figure as a number, or as text with comma or dot decimals and either as thousands separator ('12,5', '12.5',
 * '1.234,5', '1,234.5', '$ 1.234'): of two separators the last one is the decimals'; one kind repeated groups
 * thousands. 'NO DISPONIBLE' and '' are null.
 */
export function readNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  let text = value
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/\s/g, '');
  if (text === '' || NOT_AVAILABLE.test(value.trim())) return null;
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const decimals = lastComma > lastDot ? ',' : '.';
    const thousands = decimals === ',' ? '.' : ',';
    text = text.split(thousands).join('').replace(decimals, '.');
  } else if (lastComma >= 0) {
    text = text.indexOf(',') === lastComma ? text.replace(',', '.') : text.split(',').join('');
  } else if (lastDot >= 0 && text.indexOf('.') !== lastDot) {
    text = text.split('.').join('');
  }
  if (!/^[-+]?\d*\.?\d+$/.test(text)) return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}

export const numberForm: FieldForm<number> = {
  ...form<number>("cifra (número, '12,5', '12.5', '1.234,5' o 'NO DISPONIBLE')", readNumber),
  // 'NO DISPONIBLE' and '' are written by the backend on purpose (spec 2 §3): they fit, and read as no figure
  fits: (value) => readNumber(value) !== null || (typeof value === 'string' && (value.trim() === '' || NOT_AVAILABLE.test(value.trim()))),
};

const YES = new Set(['1', 'true', 's', 'si', 'sí', 'y', 'yes']);
const NO = new Set(['0', 'false', 'n', 'no', '']);

/** A yes/no: booleans, 0/1, '0'/'1', 'true'/'false', 'S'/'N'. */
export function readFlag(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  return null;
}

export const flagForm = form<boolean>("sí/no (true/false, 0/1, '0'/'1')", readFlag);

const DAY_FIRST = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})(?:\s*(?:-\s*)?(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const pad = (part: string) => part.padStart(2, '0');

function validDay(yyyy: string, mm: string, dd: string): boolean {
  const month = Number(mm);
  const day = Number(dd);
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(Number(yyyy), month, 0)).getUTCDate();
}

/**
 * A date or a date and time: ISO ('2026-03-14', '2026-03-14T09:30:00', with or without zone), DD.MM.YYYY,
 * DD-MM-YYYY or DD/MM/YYYY, each optionally followed by a time ('14.03.2026 - 09:30', '14-03-2026 09:30:15').
 * Read as ISO without zone: 'YYYY-MM-DD', or 'YYYY-MM-DDTHH:mm:ss' when a time came (a zone is kept as written).
 */
export function readDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) {
    const [, dd, mm, yyyy, hh, min, ss] = dayFirst;
    if (!validDay(yyyy!, mm!, dd!)) return null;
    const day = `${yyyy}-${pad(mm!)}-${pad(dd!)}`;
    return hh ? `${day}T${pad(hh)}:${min}:${ss ?? '00'}` : day;
  }
  const iso = ISO.exec(text);
  if (iso) {
    const [, yyyy, mm, dd, hh, min, ss, zone] = iso;
    if (!validDay(yyyy!, mm!, dd!)) return null;
    const day = `${yyyy}-${mm}-${dd}`;
    return hh ? `${day}T${hh}:${min}:${ss ?? '00'}${zone ?? ''}` : day;
  }
  return null;
}

export const dateForm = form<string>('fecha (YYYY-MM-DD, DD.MM.YYYY, DD-MM-YYYY, con hora o sin ella)', readDate);

/** The day of a date in any of its forms: 'YYYY-MM-DD'. */
export const readDay = (value: unknown): string | null => readDate(value)?.slice(0, 10) ?? null;

/** A list that may come absent or null (none): an array, else empty. */
export const readList = <T>(value: T[] | null | undefined | unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** Every form, by name: what docs/architecture.md and the contract check's report list. */
export const FORMS = { id: idForm, text: textForm, number: numberForm, flag: flagForm, date: dateForm } as const;
