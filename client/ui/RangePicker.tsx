import { useId } from 'react';
import { MAX_LENGTH } from '../../machines/rules/limits';
import { rangeProblem, today, type Range, type RangeProblemKind, type RangeRules, type RangeUnit } from '../lib/date-range';

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
}

interface Props extends RangePickerProps {
  unit: RangeUnit;
  maxSpan?: number;
}

/** Two native pickers, from and to, whose limits follow each other; the broken rule shows under them. */
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
}: Props) {
  const id = useId();
  const upper = max ?? today(unit);
  const rules: RangeRules = { min, max: upper, maxSpan };
  const problem = rangeProblem(value, unit, rules, messages);
  const change = (field: keyof Range, text: string) => {
    const next = { ...value, [field]: text };
    onChange(next, rangeProblem(next, unit, rules, messages)?.message ?? null);
  };
  const type = unit === 'day' ? 'date' : 'month';
  const field = (name: keyof Range, label: string, lower: string | undefined, higher: string) => {
    const invalid = problem?.fields.includes(name);
    return (
      <div className="field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          type={type}
          value={value[name]}
          min={lower}
          max={higher}
          maxLength={MAX_LENGTH.date}
          // browsers without a month picker show a text box: say what to write
          placeholder={unit === 'month' ? 'AAAA-MM' : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
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
