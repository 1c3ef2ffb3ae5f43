/**
 * An electricity installation's meter readings, computed on demand and never stored: every 15 minutes a kWh figure
 * from the installation's load curve (a night load, a day load on top from 08:00 to 19:59 — horario D, the rest N —,
 * less of it at weekends, more in the southern summer) and a fixed noise of its own (a hash of the installation, the
 * day and the quarter), so the same question always gets the same answer. Readings reach SAP the next day: the last
 * day with readings is yesterday. Days are Chile's calendar days, 96 quarters each (no daylight-saving gaps).
 */
import type { ElectricityInstallation } from './company-records';

export type Schedule = 'D' | 'N';
/** The granularities the consumption call takes: '' every 15 minutes, then hour, day, month, year. */
export type Granularity = '' | 'hora' | 'dia' | 'mes' | 'anio';

export const QUARTERS_PER_DAY = 96;
/** horario D: from 08:00 to 19:59 */
export const DAY_FROM_QUARTER = 32;
export const DAY_TO_QUARTER = 80;

export const scheduleOf = (quarter: number): Schedule => (quarter >= DAY_FROM_QUARTER && quarter < DAY_TO_QUARTER ? 'D' : 'N');

const dayNumber = (iso: string): number => Math.round(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);
const isoOf = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** A 32-bit mix of three numbers, as a share in [0, 1). */
function noise(a: number, b: number, c: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35) ^ Math.imul(c + 0x27d4eb2f, 0x165667b1);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

const round3 = (value: number): number => Math.round(value * 1000) / 1000;

/** What shapes a whole day's readings: the weekend's lower day load and the season. */
function dayShape(installation: ElectricityInstallation, day: number): { dayKw: number; season: number } {
  const weekday = (day + 4) % 7; // 0 Sunday … 6 Saturday (1970-01-01 was a Thursday)
  const weekend = weekday === 0 || weekday === 6;
  const dayOfYear = day - dayNumber(`${isoOf(day).slice(0, 4)}-01-01`);
  // the southern summer: highest in mid-January, lowest in mid-July
  const season = 1 + installation.summer * Math.cos((2 * Math.PI * (dayOfYear - 15)) / 365);
  return { dayKw: installation.day_kw * (weekend ? installation.weekend : 1), season };
}

/** The kWh an installation used in one quarter of a day (a day number), 3 decimals. */
export function quarterKwh(
  installation: ElectricityInstallation,
  day: number,
  quarter: number,
  shape = dayShape(installation, day),
): number {
  // the day load ramps up over the first hour and down over the last
  const ramp =
    quarter < DAY_FROM_QUARTER + 4
      ? (quarter - DAY_FROM_QUARTER + 1) / 5
      : quarter >= DAY_TO_QUARTER - 4
        ? (DAY_TO_QUARTER - quarter) / 5
        : 1;
  const byDay = scheduleOf(quarter) === 'D' ? shape.dayKw * Math.min(1, ramp) : 0;
  const kw = (installation.night_kw + byDay) * shape.season * (0.88 + 0.24 * noise(Number(installation.code), day, quarter));
  return round3(kw / 4);
}

/** The installation's readings from one day to another (YYYY-MM-DD, both included), quarter by quarter, within its life. */
export function* readings(
  installation: ElectricityInstallation,
  from: string,
  to: string,
  today: string,
): Generator<{ day: string; quarter: number; schedule: Schedule; kwh: number }> {
  const first = Math.max(dayNumber(from), dayNumber(installation.since));
  const last = Math.min(dayNumber(to), dayNumber(today) - 1);
  for (let day = first; day <= last; day += 1) {
    const iso = isoOf(day);
    const shape = dayShape(installation, day);
    for (let quarter = 0; quarter < QUARTERS_PER_DAY; quarter += 1)
      yield { day: iso, quarter, schedule: scheduleOf(quarter), kwh: quarterKwh(installation, day, quarter, shape) };
  }
}

const two = (n: number) => String(n).padStart(2, '0');

/** The label of a reading at a granularity: 'dd/MM/yyyy HH:mm' (the quarter's or the hour's start), 'dd/MM/yyyy', 'MM/yyyy', 'yyyy'. */
function labelOf(day: string, quarter: number, granularity: Granularity): string {
  const [year, month, date] = [day.slice(0, 4), day.slice(5, 7), day.slice(8, 10)];
  switch (granularity) {
    case '':
      return `${date}/${month}/${year} ${two(Math.floor(quarter / 4))}:${two((quarter % 4) * 15)}`;
    case 'hora':
      return `${date}/${month}/${year} ${two(Math.floor(quarter / 4))}:00`;
    case 'dia':
      return `${date}/${month}/${year}`;
    case 'mes':
      return `${month}/${year}`;
    case 'anio':
      return year;
  }
}

export interface ConsumptionPoint {
  label: string;
  consumo_kwh: number;
  horario: Schedule;
}

/**
 * The consumption of a range at a granularity and schedule: one point per label and schedule, in time order, the
 * day's (D) before the night's (N) under one label. A quarter or an hour is wholly D or N, so it has one point; a
 * day, a month or a year asked for both schedules has two points under the same label.
 */
export function consumption(
  installation: ElectricityInstallation,
  range: { from: string; to: string; today: string },
  granularity: Granularity,
  schedule: Schedule | '',
): ConsumptionPoint[] {
  const sums = new Map<string, { D: number | null; N: number | null }>();
  for (const r of readings(installation, range.from, range.to, range.today)) {
    if (schedule && r.schedule !== schedule) continue;
    const label = labelOf(r.day, r.quarter, granularity);
    let sum = sums.get(label);
    if (!sum) sums.set(label, (sum = { D: null, N: null }));
    sum[r.schedule] = (sum[r.schedule] ?? 0) + r.kwh;
  }
  const points: ConsumptionPoint[] = [];
  for (const [label, sum] of sums) {
    if (sum.D !== null) points.push({ label, consumo_kwh: round3(sum.D), horario: 'D' });
    if (sum.N !== null) points.push({ label, consumo_kwh: round3(sum.N), horario: 'N' });
  }
  return points;
}

/** The kWh of every reading of a month (YYYY-MM) up to yesterday. */
export function monthKwh(installation: ElectricityInstallation, month: string, today: string): number {
  let total = 0;
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, mon, 0)).toISOString().slice(0, 10);
  for (const r of readings(installation, `${month}-01`, last, today)) total += r.kwh;
  return total;
}
