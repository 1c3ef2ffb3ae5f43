import { useEffect, useId, useRef, useState } from 'react';
import { MAX_LENGTH } from '../../../machines/rules/limits';
import { TextField } from '../../ui/TextField';
import './services.css';

export interface StreetFieldProps {
  value: string;
  /** the streets suggested for what is typed */
  suggestions: string[];
  error?: string;
  /** a keystroke's text; false when it was not taken (no commune yet), and no list then opens */
  onType(text: string): boolean;
  onChoose(street: string): void;
}

/**
 * The street with its suggestions, as a combobox (WAI-ARIA's list autocomplete): the arrows move through the
 * suggestions while the focus stays in the field, Enter takes the one shown as chosen, Escape closes them, a click
 * takes one. The list floats over the fields below it, so it closes once the street is left, chosen or dismissed.
 */
export function StreetField({ value, suggestions, error, onType, onChoose }: StreetFieldProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const list = useRef<HTMLUListElement>(null);
  const showing = open && suggestions.length > 0;
  const current = showing && active < suggestions.length ? active : -1;
  const optionId = (index: number) => `${id}-street-${index}`;

  useEffect(() => {
    if (current >= 0) list.current?.children[current]?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (street: string) => {
    close();
    onChoose(street);
  };
  // from none shown as chosen, down goes to the first and up to the last
  const move = (step: 1 | -1) => {
    const count = suggestions.length;
    setOpen(true);
    setActive(current < 0 ? (step === 1 ? 0 : count - 1) : (current + step + count) % count);
  };

  return (
    <div className="street-field">
      <TextField
        label="Calle"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showing}
        aria-controls={showing ? `${id}-streets` : undefined}
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        autoComplete="off"
        maxLength={MAX_LENGTH.street}
        aria-required
        value={value}
        error={error}
        onBlur={close}
        onChange={(e) => {
          if (!onType(e.target.value)) return;
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={(e) => {
          if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && suggestions.length > 0) {
            e.preventDefault();
            move(e.key === 'ArrowDown' ? 1 : -1);
          } else if (e.key === 'Enter' && current >= 0) {
            // takes the suggestion instead of sending the form
            e.preventDefault();
            choose(suggestions[current]!);
          } else if (e.key === 'Escape' && showing) {
            // closes the list, not the dialog around it
            e.stopPropagation();
            close();
          }
        }}
      />
      {/* told, not only drawn: a screen reader in the street field hears that a list came and how to go through it */}
      <span className="visually-hidden" role="status">
        {showing
          ? `${suggestions.length} ${suggestions.length === 1 ? 'calle sugerida' : 'calles sugeridas'}: elige con las flechas y Enter`
          : ''}
      </span>
      {showing && (
        <ul ref={list} id={`${id}-streets`} className="suggestions" role="listbox" aria-label="Calles sugeridas">
          {suggestions.map((street, index) => (
            <li
              key={street}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              // a click keeps the focus in the street, so choosing does not first close the list
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(street)}
            >
              {street}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
