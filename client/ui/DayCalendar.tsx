import { useState } from 'react';
import { today } from '../lib/date-range';
import { MONTH_NAMES } from '../lib/typed-day';
import { addDays, addMonths, clamp, weekday, weeksOf } from './calendar-days';
import { PickerGrid } from './PickerGrid';

const WEEKDAYS = [
  { short: 'lu', full: 'lunes' },
  { short: 'ma', full: 'martes' },
  { short: 'mi', full: 'miércoles' },
  { short: 'ju', full: 'jueves' },
  { short: 'vi', full: 'viernes' },
  { short: 'sá', full: 'sábado' },
  { short: 'do', full: 'domingo' },
];

const monthName = (iso: string) => MONTH_NAMES[Number(iso.slice(5, 7)) - 1];
/** '5 de octubre de 2026' */
export const dayLabel = (iso: string) => `${Number(iso.slice(8, 10))} de ${monthName(iso)} de ${iso.slice(0, 4)}`;

export interface CalendarProps {
  /** the ISO value picked, '' for none */
  value: string;
  min?: string;
  max?: string;
  onPick: (iso: string) => void;
}

/** A month of days, Monday first, in Spanish; it opens on the day picked (or today) within the limits. */
export function DayCalendar({ value, min, max, onPick }: CalendarProps) {
  const now = today('day');
  const [focus, setFocus] = useState(() => clamp(value || now, min, max));
  const month = focus.slice(0, 7);
  const rows = weeksOf(month).map((week) =>
    week.map((day) => ({
      value: day,
      text: String(Number(day.slice(8))),
      label: dayLabel(day),
      disabled: Boolean((min && day < min) || (max && day > max)),
      selected: day === value,
      current: day === now,
      outside: day.slice(0, 7) !== month,
    })),
  );
  const move = (key: string, shift: boolean): string | null => {
    switch (key) {
      case 'ArrowLeft':
        return addDays(focus, -1);
      case 'ArrowRight':
        return addDays(focus, 1);
      case 'ArrowUp':
        return addDays(focus, -7);
      case 'ArrowDown':
        return addDays(focus, 7);
      case 'Home':
        return addDays(focus, -weekday(focus));
      case 'End':
        return addDays(focus, 6 - weekday(focus));
      case 'PageUp':
        return addMonths(focus, shift ? -12 : -1);
      case 'PageDown':
        return addMonths(focus, shift ? 12 : 1);
      default:
        return null;
    }
  };
  return (
    <PickerGrid
      title={`${monthName(focus)} ${focus.slice(0, 4)}`}
      previous={{ label: 'Mes anterior', onClick: () => setFocus(addMonths(focus, -1)) }}
      next={{ label: 'Mes siguiente', onClick: () => setFocus(addMonths(focus, 1)) }}
      headers={WEEKDAYS}
      rows={rows}
      focus={focus}
      move={move}
      onFocusChange={setFocus}
      onPick={onPick}
    />
  );
}
