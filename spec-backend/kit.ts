/**
 * What every area of the spec backend shares, so the handlers read like the spec: answers (the `status` envelope and
 * the HTTP refusals), a payload reader that refuses a bad payload with 422, Chile's calendar dates, and the route
 * types the server dispatches on. Self-contained on purpose: this backend knows nothing of the gateway.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { CompanyUser } from './company-records';
import type { Person, World } from './world';

// ── answers ──────────────────────────────────────────────────────────────────────────────────────────────

export type Reply = { status: number; json: unknown } | { status: number; bytes: Uint8Array; contentType: string; fileName?: string };

export const ok = (data?: unknown, extra: Record<string, unknown> = {}): Reply => ({
  status: 200,
  json: data === undefined ? { status: 'ok', ...extra } : { status: 'ok', ...extra, data },
});

export const okMessage = (message: string, extra: Record<string, unknown> = {}): Reply => ({
  status: 200,
  json: { status: 'ok', message, ...extra },
});

/** status empty: nothing to show, with the message the screen shows instead. */
export const empty = (message?: string, extra: Record<string, unknown> = {}): Reply => ({
  status: 200,
  json: message === undefined ? { status: 'empty', ...extra } : { status: 'empty', message, ...extra },
});

/** status error: the call was understood but refused (the screen shows the message, or the field errors). */
export const failure = (message: string, errors?: Record<string, string[]>): Reply => ({
  status: 200,
  json: errors ? { status: 'error', message, errors } : { status: 'error', message },
});

/** A list answer: ok with data, or empty (with a message) when there is none. */
export const list = (items: unknown[], emptyMessage?: string): Reply => (items.length ? ok(items) : empty(emptyMessage));

/** A refusal by HTTP status, thrown anywhere in a handler and answered by the server. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const forbidden = (what = 'este servicio') => new HttpError(403, `No tienes acceso a ${what}.`);

export const invalid = (field: string, message: string) => new HttpError(422, 'Los datos enviados no son válidos.', { [field]: [message] });

// ── payload ──────────────────────────────────────────────────────────────────────────────────────────────

/** Reads a JSON (or form-post) body field by field; a missing or malformed field is a 422 naming it. */
export class Payload {
  constructor(readonly raw: Record<string, unknown>) {}

  has(name: string): boolean {
    const value = this.raw[name];
    return value !== undefined && value !== null && value !== '';
  }

  text(name: string): string {
    const value = this.optText(name);
    if (value === null) throw invalid(name, `El campo ${name} es obligatorio.`);
    return value;
  }

  /** Several required texts at once: one 422 names every missing field. */
  texts<const N extends string>(...names: N[]): Record<N, string> {
    const errors: Record<string, string[]> = {};
    const values = {} as Record<N, string>;
    for (const name of names) {
      const value = this.optText(name);
      if (value === null) errors[name] = [`El campo ${name} es obligatorio.`];
      else values[name] = value;
    }
    if (Object.keys(errors).length) throw new HttpError(422, 'Los datos enviados no son válidos.', errors);
    return values;
  }

  optText(name: string): string | null {
    const value = this.raw[name];
    if (value === undefined || value === null) return null;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value !== 'string') throw invalid(name, `El campo ${name} debe ser un texto.`);
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }

  int(name: string, min = -Infinity, max = Infinity): number {
    const value = this.optInt(name, min, max);
    if (value === null) throw invalid(name, `El campo ${name} es obligatorio.`);
    return value;
  }

  optInt(name: string, min = -Infinity, max = Infinity): number | null {
    const value = this.raw[name];
    if (value === undefined || value === null || value === '') return null;
    const number = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
    if (!Number.isInteger(number)) throw invalid(name, `El campo ${name} debe ser un número entero.`);
    if (number < min || number > max) throw invalid(name, `El campo ${name} debe estar entre ${min} y ${max}.`);
    return number;
  }

  /** A calendar date as YYYY-MM-DD (also read from DD-MM-YYYY and DD/MM/YYYY). */
  date(name: string): string {
    const text = this.text(name);
    const iso = parseDate(text);
    if (!iso) throw invalid(name, `El campo ${name} no es una fecha válida (AAAA-MM-DD).`);
    return iso;
  }

  /** A month as YYYY-MM (also read from MM-YYYY, MM/YYYY or a whole date). */
  month(name: string): string {
    const text = this.text(name);
    const month = parseMonth(text);
    if (!month) throw invalid(name, `El campo ${name} no es un mes válido (AAAA-MM).`);
    return month;
  }

  list(name: string): unknown[] {
    const value = this.raw[name];
    if (!Array.isArray(value)) throw invalid(name, `El campo ${name} debe ser una lista.`);
    return value;
  }
}

// ── dates (Chile's calendar) ─────────────────────────────────────────────────────────────────────────────

const chileDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', year: 'numeric', month: '2-digit', day: '2-digit' });
const chileTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Santiago', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Today in Chile, YYYY-MM-DD. */
export const chileToday = (now: Date): string => chileDate.format(now);
/** The time of day in Chile, HH:mm. */
export const chileClock = (now: Date): string => chileTime.format(now);

/** Now in Chile, YYYY-MM-DDTHH:mm:ss. */
export const chileDateTime = (now: Date): string => `${chileToday(now)}T${chileClock(now)}:${String(now.getUTCSeconds()).padStart(2, '0')}`;

const utc = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

export function addDays(iso: string, days: number): string {
  const date = utc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The same day so many months away (the last day of the month when it has fewer days). */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, last));
  return first.toISOString().slice(0, 10);
}

export const daysBetween = (from: string, to: string): number => Math.round((utc(to).getTime() - utc(from).getTime()) / 86_400_000);

/** 'DD.MM.YYYY - hh:mm', the format spec 2 §3 gives for creationDateTime. */
export const dottedDateTime = (iso: string, time: string): string => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)} - ${time}`;

/** 'DD-MM-YYYY', the format spec 2 §3 gives for last_payment. */
export const dashedDate = (iso: string): string => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

function validDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

export function parseDate(text: string): string | null {
  let match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text);
  if (match) return validDate(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{2})[-/.](\d{2})[-/.](\d{4})$/.exec(text);
  if (match) return validDate(Number(match[3]), Number(match[2]), Number(match[1]));
  return null;
}

export function parseMonth(text: string): string | null {
  const date = parseDate(text);
  if (date) return date.slice(0, 7);
  let match = /^(\d{4})-(\d{2})$/.exec(text);
  if (match && Number(match[2]) >= 1 && Number(match[2]) <= 12) return text;
  match = /^(\d{2})[-/](\d{4})$/.exec(text);
  if (match && Number(match[1]) >= 1 && Number(match[1]) <= 12) return `${match[2]}-${match[1]}`;
  return null;
}

// ── routes ───────────────────────────────────────────────────────────────────────────────────────────────

export interface PublicContext {
  world: World;
  payload: Payload;
  /** the `{name}` segments of a GET path */
  params: Record<string, string>;
  /** the bearer or body token, when one came */
  token: string | null;
}

export interface AuthContext extends PublicContext {
  person: Person;
  token: string;
}

/** A call of a signed-in company user (spec 1 §6: "Company users use endpoints under /company_user"). */
export interface CompanyContext extends PublicContext {
  companyUser: CompanyUser;
  token: string;
}

/** Whoever signed in, a person or a company user (/me answers both). */
export type SignedContext = AuthContext | CompanyContext;

type Method = 'GET' | 'POST';

/** Who may make a call: anyone, a signed-in person, a signed-in company user, or either (others get 401). */
export type Route =
  | { method: Method; who: 'anyone'; handle: (context: PublicContext) => Reply }
  | { method: Method; who: 'person'; handle: (context: AuthContext) => Reply }
  | { method: Method; who: 'company'; handle: (context: CompanyContext) => Reply }
  | { method: Method; who: 'signed-in'; handle: (context: SignedContext) => Reply };

export type Routes = Record<string, Route>;

/** A call for a signed-in person (401 without a valid token). */
export const post = (handle: (context: AuthContext) => Reply): Route => ({ method: 'POST', who: 'person', handle });
export const get = (handle: (context: AuthContext) => Reply): Route => ({ method: 'GET', who: 'person', handle });
/** A call for a signed-in company user (401 without a valid token, and for a person's). */
export const companyPost = (handle: (context: CompanyContext) => Reply): Route => ({ method: 'POST', who: 'company', handle });
export const companyGet = (handle: (context: CompanyContext) => Reply): Route => ({ method: 'GET', who: 'company', handle });
/** A call for anyone signed in, person or company user. */
export const signedPost = (handle: (context: SignedContext) => Reply): Route => ({ method: 'POST', who: 'signed-in', handle });
/** A call anyone may make (sign-in, registration, the terms, public images). */
export const openPost = (handle: (context: PublicContext) => Reply): Route => ({ method: 'POST', who: 'anyone', handle });
export const openGet = (handle: (context: PublicContext) => Reply): Route => ({ method: 'GET', who: 'anyone', handle });

// ── RUT ──────────────────────────────────────────────────────────────────────────────────────────────────

/** The modulo-11 check digit of a RUT body (spec 1 §5), K for 10. */
export function rutDigit(body: number): string {
  let sum = 0;
  let factor = 2;
  for (const digit of String(body).split('').reverse()) {
    sum += Number(digit) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  return rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
}

export const rut = (body: number): string => `${body}-${rutDigit(body)}`;

/** A RUT as people type it (dots, a dash or not, k or K) in the form 12345678-K; null when its check digit is wrong. */
export function normalRut(text: string): string | null {
  const clean = text.replace(/[^0-9kK]/g, '').toUpperCase();
  const match = /^(\d{6,8})([0-9K])$/.exec(clean);
  if (!match || rutDigit(Number(match[1])) !== match[2]) return null;
  return `${Number(match[1])}-${match[2]}`;
}

// ── files ────────────────────────────────────────────────────────────────────────────────────────────────

/** A one-page PDF with one line of text (enough for a viewer to open). */
export function tinyPdf(text: string): Uint8Array {
  const safe = text.replace(/[()\\]/g, ' ').replace(/[^\x20-\x7e]/g, '?');
  const stream = `BT /F1 14 Tf 56 780 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

export const pdf = (fileName: string, text: string): Reply => ({
  status: 200,
  bytes: tinyPdf(text),
  contentType: 'application/pdf',
  fileName,
});

/** A PNG of one colour, drawn here (a campaign banner stand-in). */
export function solidPng(width: number, height: number, [red, green, blue]: [number, number, number]): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([head, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [red, green, blue]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return new Uint8Array(Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]));
}

export const png = (bytes: Uint8Array): Reply => ({ status: 200, bytes, contentType: 'image/png' });
