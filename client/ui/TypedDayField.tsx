import { useRef, useState } from 'react';
import { MAX_LENGTH } from '../../machines/rules/limits';
import { isoOfTyped, typedDay } from '../lib/typed-day';

export interface TypedDayFieldProps {
  id: string;
  label: string;
  /** ISO `YYYY-MM-DD`, '' for none */
  value: string;
  min?: string;
  max?: string;
  invalid?: boolean;
  describedBy?: string;
  /** the ISO day, '' when the field is empty, null when its text names no day */
  onChange: (iso: string | null) => void;
}

/**
 * A day written dd/mm/aaaa whatever the browser's language (a native date input shows the browser's own format),
 * with a button that opens the browser's calendar for it. What is typed stays as typed until it is left, then shows
 * as dd/mm/aaaa.
 */
export function TypedDayField({ id, label, value, min, max, invalid, describedBy, onChange }: TypedDayFieldProps) {
  const [text, setText] = useState(() => typedDay(value));
  const [seen, setSeen] = useState(value);
  const picker = useRef<HTMLInputElement>(null);
  // a value set from outside (a reset) replaces the text, unless the text already says it or is being typed
  if (value !== seen) {
    setSeen(value);
    const typed = isoOfTyped(text);
    if (typed !== value && !(value === '' && typed === null)) setText(typedDay(value));
  }
  const type = (next: string) => {
    setText(next);
    onChange(next.trim() === '' ? '' : isoOfTyped(next));
  };
  return (
    <div className="field typed-day">
      <label htmlFor={id}>{label}</label>
      <div className="typed-day-row">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd/mm/aaaa"
          maxLength={MAX_LENGTH.date}
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={[`${id}-format`, describedBy].filter(Boolean).join(' ')}
          onChange={(event) => type(event.target.value)}
          onBlur={() => {
            const iso = isoOfTyped(text);
            if (iso) setText(typedDay(iso));
          }}
        />
        <button
          type="button"
          className="typed-day-calendar"
          aria-label={`Elegir en el calendario: ${label}`}
          onClick={() => picker.current?.showPicker?.()}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Zm2 4h4v4H7v-4Z"
            />
          </svg>
        </button>
        <input
          ref={picker}
          className="typed-day-picker"
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          value={value}
          min={min}
          max={max}
          onChange={(event) => {
            setText(typedDay(event.target.value));
            onChange(event.target.value);
          }}
        />
      </div>
      <span id={`${id}-format`} className="visually-hidden">
        Formato dd/mm/aaaa
      </span>
    </div>
  );
}
