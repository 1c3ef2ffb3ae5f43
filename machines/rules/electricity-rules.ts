import type * as Schema from '../../schema/generated/types';
import { monthsBefore } from './chile-time';

/**
 * Suministro Eléctrico's rules (spec 3 §5, §9) that the screens, the gateway and the fixture backend share: the date
 * range, the granularities it allows, the schedule, the chart's height. Days are YYYY-MM-DD; the pickers show
 * dd/MM/yyyy.
 */

export type Granularity = Schema.ElectricityGranularity;
export type Schedule = Schema.ElectricitySchedule;

export const TO_AFTER_TODAY = 'La fecha Hasta no puede ser posterior a hoy';
export const TO_BEFORE_FROM = 'La fecha Hasta no puede ser anterior a la fecha Desde';
export const DATE_REQUIRED = 'Debe seleccionar un rango de fechas';
export const DATE_INVALID = 'Ingresa la fecha como dd/mm/aaaa';
export const SUPPLY_REQUIRED = 'Debe seleccionar un suministro eléctrico';
export const INSTALLATION_REQUIRED = 'Seleccione Instalación';
export const RANGE_TOO_LONG = 'El rango de fechas no puede superar 2 años';
export const GRANULARITY_NOT_OFFERED = 'La granularidad elegida no está disponible para el rango de fechas';
export const CONSUMPTION_FAILED = 'Error al obtener consumos';
export const CONSUMPTION_EMPTY = 'Sin Resultados';
export const PAYMENTS_FAILED = 'Error al obtener el historial de pagos';
export const PAYMENTS_EMPTY = 'No hay pagos para mostrar';
export const NO_BILL = 'No hay boleta';
export const NO_PAYMENT = 'No hay pago';
export const CHOOSE_CLIENT = 'Selecciona un cliente para ver el detalle de la deuda';

/** The longest range a consumption, invoice or payment search takes: two years (ours; the default is one). */
export const MAX_RANGE_DAYS = 731;
/** Spec 3 §9: monthly needs a range of at least 30 days, yearly at least 365. */
export const MONTHLY_MIN_DAYS = 30;
export const YEARLY_MIN_DAYS = 365;

export const GRANULARITIES: ReadonlyArray<{ value: Granularity; label: string; minDays: number }> = [
  { value: 'QUARTER_HOUR', label: '15 minutos', minDays: 0 },
  { value: 'HOURLY', label: 'Por hora', minDays: 0 },
  { value: 'DAILY', label: 'Diaria', minDays: 0 },
  { value: 'MONTHLY', label: 'Mensual', minDays: MONTHLY_MIN_DAYS },
  { value: 'YEARLY', label: 'Anual', minDays: YEARLY_MIN_DAYS },
];

export const SCHEDULES: ReadonlyArray<{ value: Schedule; label: string }> = [
  { value: 'ALL', label: 'Día y noche' },
  { value: 'DAY', label: 'Día' },
  { value: 'NIGHT', label: 'Noche' },
];

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `day` is a real YYYY-MM-DD day. */
export function isDay(day: string): boolean {
  const match = DAY.exec(day);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === day;
}

/** Days from `from` to `to` (both YYYY-MM-DD): 2026-01-01 to 2026-01-31 is 30. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The default range (spec 3 §9): one year back up to today. */
export function defaultRange(today: string): { from: string; to: string } {
  return { from: monthsBefore(today, 12), to: today };
}

/** What is wrong with a range, as the pickers say it: each message under the field it belongs to. */
export function rangeErrors(from: string, to: string, today: string): Array<{ field: 'from' | 'to'; message: string }> {
  if (!from || !to) return [{ field: from ? 'to' : 'from', message: DATE_REQUIRED }];
  if (!isDay(from)) return [{ field: 'from', message: DATE_INVALID }];
  if (!isDay(to)) return [{ field: 'to', message: DATE_INVALID }];
  if (to > today) return [{ field: 'to', message: TO_AFTER_TODAY }];
  if (to < from) return [{ field: 'to', message: TO_BEFORE_FROM }];
  if (daysBetween(from, to) > MAX_RANGE_DAYS) return [{ field: 'from', message: RANGE_TOO_LONG }];
  return [];
}

/** The granularities a range offers (spec 3 §9): monthly from 30 days, yearly from 365. */
export function granularitiesFor(from: string, to: string): Granularity[] {
  // 15 minutes, hourly and daily have no condition: a reversed range (its own error) still offers them
  const days = isDay(from) && isDay(to) ? Math.max(0, daysBetween(from, to)) : 0;
  return GRANULARITIES.filter((g) => days >= g.minDays).map((g) => g.value);
}

/** The granularity kept when the range changes: the chosen one while offered, else the coarsest the range still offers. */
export function keptGranularity(chosen: Granularity, from: string, to: string): Granularity {
  const offered = granularitiesFor(from, to);
  return offered.includes(chosen) ? chosen : (offered.at(-1) ?? 'DAILY');
}

/** The REST values (spec 3 §9): 15 minutes is the empty value; day and night together too. */
export const GRANULARITY_REST: Readonly<Record<Granularity, string>> = {
  QUARTER_HOUR: '',
  HOURLY: 'hourly',
  DAILY: 'daily',
  MONTHLY: 'monthly',
  YEARLY: 'yearly',
};
/**
 * The same in Spanish words: the spec names the granularities (hourly, daily…) but not how the backend spells them; a
 * backend that refuses the English words is asked once in these, and the gateway keeps to what it took.
 */
export const GRANULARITY_REST_ES: Readonly<Record<Granularity, string>> = {
  QUARTER_HOUR: '',
  HOURLY: 'hora',
  DAILY: 'dia',
  MONTHLY: 'mes',
  YEARLY: 'anio',
};
export const SCHEDULE_REST: Readonly<Record<Schedule, string>> = { ALL: '', DAY: 'D', NIGHT: 'N' };

/** dd/MM/yyyy, as the pickers and the REST calls write a day (spec 3 §9). */
export function slashedDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/**
 * The chart's height for its width (spec 3 §9: "Chart height 25, 40 below 1100 px, 60 below 800 px, 80 below 300 px
 * width"), read as a percentage of the width, with a floor so a phone's chart stays readable.
 */
export function chartHeight(width: number): number {
  const percent = width < 300 ? 80 : width < 800 ? 60 : width < 1100 ? 40 : 25;
  return Math.max(220, Math.round((width * percent) / 100));
}

/** Spec 3 §9: the y axis shows at most 5 ticks. */
export const MAX_Y_TICKS = 5;
