import { useId, useRef, useState, type ReactNode } from 'react';
import './pickers.css';

export interface TypedFieldProps {
  id: string;
  label: string;
  /** the ISO value, '' for none */
  value: string;
  min?: string;
  max?: string;
  invalid?: boolean;
  describedBy?: string;
  /** the ISO value, '' when the field is empty, null when its text names none */
  onChange: (iso: string | null) => void;
}

export interface TypedFormat {
  /** 'dd/mm/aaaa' */
  pattern: string;
  maxLength: number;
  toText: (iso: string) => string;
  toIso: (text: string) => string | null;
  /** the button's name, with the field's label */
  buttonLabel: (label: string) => string;
  calendar: (props: { value: string; min?: string; max?: string; onPick: (iso: string) => void }) => ReactNode;
}

/**
 * A day or month written in Chile's order whatever the browser's language, with a button that opens a Spanish
 * calendar under it (never the browser's own picker, which speaks the browser's language). What is typed stays as
 * typed until it is left, then shows in full.
 */
export function TypedField({
  id,
  label,
  value,
  min,
  max,
  invalid,
  describedBy,
  onChange,
  format,
}: TypedFieldProps & { format: TypedFormat }) {
  const popupId = useId();
  const [text, setText] = useState(() => format.toText(value));
  const [seen, setSeen] = useState(value);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // a value set from outside (a reset) replaces the text, unless the text already says it or is being typed
  if (value !== seen) {
    setSeen(value);
    const typed = format.toIso(text);
    if (typed !== value && !(value === '' && typed === null)) setText(format.toText(value));
  }
  const type = (next: string) => {
    setText(next);
    onChange(next.trim() === '' ? '' : format.toIso(next));
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
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
          placeholder={format.pattern}
          maxLength={format.maxLength}
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={[`${id}-format`, describedBy].filter(Boolean).join(' ')}
          onChange={(event) => type(event.target.value)}
          onBlur={() => {
            const iso = format.toIso(text);
            if (iso) setText(format.toText(iso));
          }}
        />
        <button
          ref={button}
          type="button"
          className="typed-day-calendar"
          aria-label={format.buttonLabel(label)}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popupId : undefined}
          onClick={() => setOpen(!open)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Zm2 4h4v4H7v-4Z"
            />
          </svg>
        </button>
        {open && (
          <div
            id={popupId}
            role="dialog"
            aria-label={format.buttonLabel(label)}
            className="picker-popup"
            // a click on the popup's blank parts keeps the focus inside, so it does not close
            tabIndex={-1}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              event.stopPropagation();
              close(true);
            }}
            onBlur={(event) => {
              const to = event.relatedTarget as Node | null;
              // the focus went elsewhere on the page (Tab, a click outside); the button toggles by itself
              if (!event.currentTarget.contains(to) && to !== button.current) close(false);
            }}
          >
            {format.calendar({
              value,
              min,
              max,
              onPick: (iso) => {
                setText(format.toText(iso));
                onChange(iso);
                close(true);
              },
            })}
          </div>
        )}
      </div>
      <span id={`${id}-format`} className="visually-hidden">
        Formato {format.pattern}
      </span>
    </div>
  );
}
