/**
 * The portal keeps Chile's clock: the backend writes dates and times as Chile's wall clock reads them, and "today" is
 * Chile's day, whatever zone the browser, the gateway's machine or a test process is in (a customer abroad, a server in
 * UTC). Between 21:00 and midnight in Chile, UTC already says tomorrow.
 */
export const CHILE_TIME_ZONE = 'America/Santiago';

const HOUR_MS = 3_600_000;
let wallParts: Intl.DateTimeFormat | undefined;
// Chile's offset changes twice a year, always on the hour: kept per hour, it is computed once an hour of world time
const offsets = new Map<number, number>();

/** How far Chile's wall clock is from UTC at a moment, in ms (-3 h in summer, -4 h in winter). */
function offsetAt(at: number): number {
  const hour = Math.floor(at / HOUR_MS);
  const known = offsets.get(hour);
  if (known !== undefined) return known;
  wallParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: CHILE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const part: Record<string, number> = {};
  for (const { type, value } of wallParts.formatToParts(hour * HOUR_MS)) part[type] = Number(value);
  const offset = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!) - hour * HOUR_MS;
  if (offsets.size > 10_000) offsets.clear();
  offsets.set(hour, offset);
  return offset;
}

/** A moment as Chile's wall clock reads it: a Date whose UTC fields (getUTCHours, toISOString…) are Chile's. */
export function chileWall(at: number = Date.now()): Date {
  return new Date(at + offsetAt(at));
}

/** The moment at which Chile's wall clock reads `wall` (given as if it were UTC): the inverse of chileWall. */
export function fromChileWall(wall: number): number {
  const guess = wall - offsetAt(wall);
  return wall - offsetAt(guess);
}

/** 'YYYY-MM-DD' of Chile's day at a moment (now when not given). */
export const chileDay = (at: number = Date.now()): string => chileWall(at).toISOString().slice(0, 10);

/** 'YYYY-MM-DDTHH:mm' of Chile's wall clock at a moment (now when not given). */
export const chileMinute = (at: number = Date.now()): string => chileWall(at).toISOString().slice(0, 16);

/** The day `months` months before a 'YYYY-MM-DD' day, kept within its month (31 March less one month is 28 February). */
export function monthsBefore(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDate = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, lastDate));
  return first.toISOString().slice(0, 10);
}

/** A date after Chile's today, refused alike by the pickers and the gateway. */
export const NO_FUTURE_DATES = 'No puedes seleccionar fechas futuras';
/** a day as the pickers and the gateway write it, month 01-12 and day 01-31 (2024-19-45 is not one) */
export const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const ISO_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** a period needs both its dates (spec 2 §5) */
export const BOTH_DATES_REQUIRED = 'Debes seleccionar Fecha de inicio y de Término';
export const FROM_AFTER_TO = 'La fecha de inicio no puede ser posterior a la de término';
