import { useId, useState, type FormEvent } from 'react';

/** Spec 2 §9, 3 §9: a current account's (and Cotizaciones') 3, 6, 9 or 12 months, default 3. */
export const PERIOD_MONTHS = [3, 6, 9, 12] as const;

/** The period the URL names (?periodo=), or 3 months. */
export function monthsFrom(search: string): number {
  const months = Number(new URLSearchParams(search).get('periodo'));
  return (PERIOD_MONTHS as readonly number[]).includes(months) ? months : PERIOD_MONTHS[0];
}

/** The period select and its button: the choice applies when the button is pressed. */
export function PeriodForm({
  months,
  button,
  label,
  onApply,
}: {
  months: number;
  button: string;
  label: string;
  onApply: (months: number) => void;
}) {
  const id = useId();
  const [value, setValue] = useState(months);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(value);
  };
  return (
    <form className="account-filter" onSubmit={submit} aria-label={label}>
      <label htmlFor={id}>Periodo</label>
      <select id={id} value={value} onChange={(e) => setValue(Number(e.target.value))}>
        {PERIOD_MONTHS.map((m) => (
          <option key={m} value={m}>
            {m} meses
          </option>
        ))}
      </select>
      <button type="submit" className="button button-primary">
        {button}
      </button>
    </form>
  );
}
