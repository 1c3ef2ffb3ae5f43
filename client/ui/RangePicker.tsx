import { useId, useState } from 'react';
import {
  rangeHint,
  rangeProblem,
  today,
  type Range,
  type RangeProblem,
  type RangeProblemKind,
  type RangeRules,
  type RangeUnit,
} from '../lib/date-range';
import { TYPED_DAY_FORMAT, TYPED_MONTH_FORMAT } from '../lib/typed-day';
import { TypedDayField } from './TypedDayField';
import { TypedMonthField } from './TypedMonthField';

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
  /** the limits said under the legend; by default the format and the limits, from `rangeHint` */
  hint?: string;
}

interface Props extends RangePickerProps {
  unit: RangeUnit;
  maxSpan?: number;
}

type Side = keyof Range;

/**
 * From and to, typed in Chile's order (dd/mm/aaaa, mm/aaaa) each with a Spanish calendar, never the browser's own
 * pickers, which follow its language. The limits are said on the page, and the rule broken shows under the fields.
 */
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
  hint,
}: Props) {
  const id = useId();
  // typed values whose text names no day or month: the period waits for them
  const [unreadable, setUnreadable] = useState<Side[]>([]);
  const upper = max ?? today(unit);
  const rules: RangeRules = { min, max: upper, maxSpan };
  const unreadableText = unit === 'day' ? TYPED_DAY_FORMAT : TYPED_MONTH_FORMAT;
  const problemOf = (range: Range, sides: Side[]): RangeProblem | null =>
    sides.length ? { kind: 'required', message: unreadableText, fields: sides } : rangeProblem(range, unit, rules, messages);
  const problem = problemOf(value, unreadable);
  const change = (field: Side, text: string | null) => {
    const next = { ...value, [field]: text ?? '' };
    const sides = text === null ? [...new Set([...unreadable, field])] : unreadable.filter((side) => side !== field);
    setUnreadable(sides);
    onChange(next, problemOf(next, sides)?.message ?? null);
  };
  const Field = unit === 'day' ? TypedDayField : TypedMonthField;
  const field = (name: Side, label: string, lower: string | undefined, higher: string) => {
    const invalid = problem?.fields.includes(name);
    return (
      <Field
        id={`${id}-${name}`}
        label={label}
        value={value[name]}
        min={lower}
        max={higher}
        invalid={invalid}
        describedBy={[`${id}-hint`, invalid && `${id}-error`].filter(Boolean).join(' ')}
        onChange={(iso) => change(name, iso)}
      />
    );
  };
  return (
    <fieldset className={`range-picker range-picker-${unit === 'day' ? 'date' : 'month'}`}>
      <legend className={hideLegend ? 'visually-hidden' : undefined}>{legend}</legend>
      <p id={`${id}-hint`} className="field-hint range-hint">
        {hint ?? rangeHint(unit, rules)}
      </p>
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
