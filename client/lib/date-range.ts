import dayjs from 'dayjs';
import { formatDate, formatMonth } from './format';
import { typedDay, typedMonth } from './typed-day';
import { BOTH_DATES_REQUIRED, chileDay, FROM_AFTER_TO, NO_FUTURE_DATES } from '../../machines/rules/chile-time';

/** A period as native pickers give it: ISO `YYYY-MM-DD` (days) or `YYYY-MM` (months), '' while not picked. */
export interface Range {
  from: string;
  to: string;
}

export type RangeUnit = 'day' | 'month';

export interface RangeRules {
  /** the earliest value allowed */
  min?: string;
  /** the latest value allowed; today (or this month) when not given */
  max?: string;
  /** how far `to` may be from `from`, in the range's unit */
  maxSpan?: number;
}

export type RangeProblemKind = 'required' | 'order' | 'beforeMin' | 'afterMax' | 'span';

export interface RangeProblem {
  kind: RangeProblemKind;
  message: string;
  /** the pickers at fault */
  fields: Array<'from' | 'to'>;
}

const isoFormat: Record<RangeUnit, string> = { day: 'YYYY-MM-DD', month: 'YYYY-MM' };

/** Today (Chile's day, whatever the browser's zone) as the unit's picker writes it. */
export const today = (unit: RangeUnit = 'day') => chileDay().slice(0, unit === 'day' ? 10 : 7);

/** Chile's day `amount` units (days, months, years) before today, as dayjs reads a date (its midnight). */
const daysBack = (amount: number, unit: 'day' | 'month' | 'year') => dayjs(chileDay()).subtract(amount, unit);

/** The period that ends today and starts `amount` units (days, months, years) before, as dates. */
export const datesBack = (amount: number, unit: 'day' | 'month' | 'year'): Range => ({
  from: daysBack(amount, unit).format(isoFormat.day),
  to: today('day'),
});

/** The period that ends this month and starts `amount` months before, as months. */
export const monthsBack = (amount: number): Range => ({
  from: daysBack(amount, 'month').format(isoFormat.month),
  to: today('month'),
});

function defaultMessage(kind: RangeProblemKind, unit: RangeUnit, rules: Required<Pick<RangeRules, 'max'>> & RangeRules): string {
  const show = (iso: string) => (unit === 'day' ? `el ${formatDate(iso)}` : formatMonth(iso));
  switch (kind) {
    case 'required':
      return BOTH_DATES_REQUIRED;
    case 'order':
      return FROM_AFTER_TO;
    case 'beforeMin':
      return `Puedes consultar desde ${show(rules.min ?? '')}`;
    case 'afterMax':
      return rules.max === today(unit) ? NO_FUTURE_DATES : `Puedes consultar hasta ${show(rules.max)}`;
    case 'span':
      return `El período no puede superar ${rules.maxSpan} ${unit === 'day' ? 'días' : 'meses'}`;
  }
}

/**
 * What is wrong with a period, the first rule it breaks, or null. ISO strings of one unit sort as
 * their dates do, so comparing them as text is enough.
 */
export function rangeProblem(
  range: Range,
  unit: RangeUnit,
  rules: RangeRules = {},
  messages: Partial<Record<RangeProblemKind, string>> = {},
): RangeProblem | null {
  const limits = { ...rules, max: rules.max ?? today(unit) };
  const problem = (kind: RangeProblemKind, fields: RangeProblem['fields']): RangeProblem => ({
    kind,
    fields,
    message: messages[kind] ?? defaultMessage(kind, unit, limits),
  });
  const missing = (['from', 'to'] as const).filter((field) => !range[field]);
  if (missing.length) return problem('required', missing);
  if (range.from > range.to) return problem('order', ['from', 'to']);
  if (limits.min && range.from < limits.min) return problem('beforeMin', ['from']);
  if (range.to > limits.max) return problem('afterMax', ['to']);
  if (limits.maxSpan !== undefined && dayjs(range.to).diff(dayjs(range.from), unit) > limits.maxSpan)
    return problem('span', ['from', 'to']);
  return null;
}

/**
 * The period's limits said on the page, in the format the fields take (the rules' messages only show once one is
 * broken): 'Escribe las fechas como dd/mm/aaaa, desde el 20/11/2025 hasta hoy.'
 */
export function rangeHint(unit: RangeUnit, rules: RangeRules = {}): string {
  const max = rules.max ?? today(unit);
  const write = unit === 'day' ? typedDay : typedMonth;
  const from = rules.min ? `desde ${unit === 'day' ? 'el ' : ''}${write(rules.min)} ` : '';
  const upTo = max === today(unit) ? (unit === 'day' ? 'hoy' : 'este mes') : `${unit === 'day' ? 'el ' : ''}${write(max)}`;
  const span = rules.maxSpan === undefined ? '' : ` El período no puede superar ${rules.maxSpan} ${unit === 'day' ? 'días' : 'meses'}.`;
  const what = unit === 'day' ? 'las fechas como dd/mm/aaaa' : 'los meses como mm/aaaa';
  return `Escribe ${what}, ${from}hasta ${upTo}.${span}`;
}
