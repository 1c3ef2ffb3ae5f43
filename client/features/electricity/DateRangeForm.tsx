import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { rangeErrors } from '../../../machines/rules/electricity-rules';
import { today } from '../../lib/date-range';
import { TypedDayField } from '../../ui/TypedDayField';

export interface DayRange {
  from: string;
  to: string;
}

/**
 * Desde and Hasta written dd/mm/aaaa (spec 3 §2, §5): Hasta not after today and not before Desde, each message under
 * its field; the range applies with the form's button. `children` adds fields between the dates and the button.
 */
export function DateRangeForm({
  value,
  label,
  button = 'Filtrar',
  children,
  onChange,
  onApply,
}: {
  value: DayRange;
  label: string;
  button?: string;
  children?: ReactNode;
  onChange?: (range: DayRange) => void;
  onApply: (range: DayRange) => void;
}) {
  const id = useId();
  const [range, setRange] = useState(value);
  const [errors, setErrors] = useState<Array<{ field: 'from' | 'to'; message: string }>>([]);
  const change = (side: 'from' | 'to', day: string | null) => {
    // a text that names no day stays wrong, so the check says how to write it
    const next = { ...range, [side]: day ?? '?' };
    setRange(next);
    setErrors((shown) => shown.filter((e) => e.field !== side));
    onChange?.(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeErrors(range.from, range.to, today());
    setErrors(found);
    if (found.length === 0) onApply(range);
  };
  const errorOf = (side: 'from' | 'to') => errors.find((e) => e.field === side)?.message;
  const field = (side: 'from' | 'to', text: string) => {
    const error = errorOf(side);
    return (
      <div className="electricity-day">
        <TypedDayField
          id={`${id}-${side}`}
          label={text}
          value={range[side]}
          max={today()}
          invalid={Boolean(error)}
          describedBy={error ? `${id}-${side}-error` : undefined}
          onChange={(day) => change(side, day)}
        />
        {error && (
          <span id={`${id}-${side}-error`} className="field-error" role="alert">
            {error}
          </span>
        )}
      </div>
    );
  };
  return (
    <form className="electricity-filter" onSubmit={submit} aria-label={label} noValidate>
      {field('from', 'Desde')}
      {field('to', 'Hasta')}
      {children}
      <div className="electricity-filter-buttons">
        <button type="submit" className="button button-primary">
          {button}
        </button>
      </div>
    </form>
  );
}
