import { useId, useState } from 'react';
import { MAX_LENGTH } from '../../machines/rules/limits';
import {
  rangeProblem,
  today,
  type Range,
  type RangeProblem,
  type RangeProblemKind,
  type RangeRules,
  type RangeUnit,
} from '../lib/date-range';
import { TYPED_DAY_FORMAT } from '../lib/typed-day';
import { TypedDayField } from './TypedDayField';

export interface RangePickerProps {
  value: Range;
  /** every change, with the message of the rule the new period breaks (null when it is valid) */
  onChange: (range: Range, error: string | null) => void;
  min?: string;
  /** the latest value allowed; today when not given */
  max?: string;
  legend?: string;
  hideLegend?: boolean;
  fromLabel?: string;
  toLabel?: string;
  /** texts that replace the default messages, e.g. `{ required: 'Debe seleccionar un rango de fechas' }` */
  messages?: Partial<Record<RangeProblemKind, string>>;
  /** days written dd/mm/aaaa, each with a calendar button, instead of the browser's date pickers (spec 2 §9, autogas) */
  typedDays?: boolean;
}

interface Props extends RangePickerProps {
  unit: RangeUnit;
  maxSpan?: number;
}

type Side = keyof Range;

/** Two native pickers (or typed days), from and to, whose limits follow each other; the broken rule shows under them. */
export function RangePicker({
  unit,
  value,
  onChange,
  min,
  max,
  maxSpan,
  legend = 'Período',
  hideLegend,
  fromLabel = 'Desde',
  toLabel = 'Hasta',
  messages,
  typedDays,
}: Props) {
  const id = useId();
  // typed days whose text names no day: the period waits for them
  const [unreadable, setUnreadable] = useState<Side[]>([]);
  const upper = max ?? today(unit);
  const rules: RangeRules = { min, max: upper, maxSpan };
  const problemOf = (range: Range, sides: Side[]): RangeProblem | null =>
    sides.length ? { kind: 'required', message: TYPED_DAY_FORMAT, fields: sides } : rangeProblem(range, unit, rules, messages);
  const problem = problemOf(value, unreadable);
  const change = (field: Side, text: string | null) => {
    const next = { ...value, [field]: text ?? '' };
    const sides = text === null ? [...new Set([...unreadable, field])] : unreadable.filter((side) => side !== field);
    setUnreadable(sides);
    onChange(next, problemOf(next, sides)?.message ?? null);
  };
  const type = unit === 'day' ? 'date' : 'month';
  const field = (name: Side, label: string, lower: string | undefined, higher: string) => {
    const invalid = problem?.fields.includes(name);
    const shared = { id: `${id}-${name}`, value: value[name], min: lower, max: higher };
    const describedBy = invalid ? `${id}-error` : undefined;
    if (typedDays && unit === 'day')
      return <TypedDayField {...shared} label={label} invalid={invalid} describedBy={describedBy} onChange={(iso) => change(name, iso)} />;
    return (
      <div className="field">
        <label htmlFor={shared.id}>{label}</label>
        <input
          {...shared}
          type={type}
          maxLength={unit === 'month' ? 'AAAA-MM'.length : MAX_LENGTH.date}
          // browsers without a month picker show a text box: say what to write
          placeholder={unit === 'month' ? 'AAAA-MM' : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => change(name, event.target.value)}
        />
      </div>
    );
  };
  return (
    <fieldset className={`range-picker range-picker-${type}`}>
      <legend className={hideLegend ? 'visually-hidden' : undefined}>{legend}</legend>
      {field('from', fromLabel, min, value.to && value.to < upper ? value.to : upper)}
      {field('to', toLabel, value.from || min, upper)}
      {problem && (
        <p id={`${id}-error`} className="field-error range-error" role="alert">
          {problem.message}
        </p>
      )}
    </fieldset>
  );
}
