import { useState } from 'react';
import { today } from '../lib/date-range';
import { MONTH_NAMES } from '../lib/typed-day';
import { addMonths, clamp } from './calendar-days';
import type { CalendarProps } from './DayCalendar';
import { PickerGrid } from './PickerGrid';

// month arithmetic on a month's first day
const shift = (month: string, months: number) => addMonths(`${month}-01`, months).slice(0, 7);
/** 'octubre de 2026' */
export const monthLabel = (iso: string) => `${MONTH_NAMES[Number(iso.slice(5, 7)) - 1]} de ${iso.slice(0, 4)}`;

/** The twelve months of a year, three a row, in Spanish; it opens on the month picked (or this one) within the limits. */
export function MonthCalendar({ value, min, max, onPick }: CalendarProps) {
  const now = today('month');
  const [focus, setFocus] = useState(() => clamp(value || now, min, max));
  const year = focus.slice(0, 4);
  const months = MONTH_NAMES.map((name, index) => {
    const month = `${year}-${String(index + 1).padStart(2, '0')}`;
    return {
      value: month,
      text: name.slice(0, 3),
      label: monthLabel(month),
      disabled: Boolean((min && month < min) || (max && month > max)),
      selected: month === value,
      current: month === now,
    };
  });
  const rows = [0, 3, 6, 9].map((start) => months.slice(start, start + 3));
  const index = Number(focus.slice(5, 7)) - 1;
  const move = (key: string): string | null => {
    const steps: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -3,
      ArrowDown: 3,
      PageUp: -12,
      PageDown: 12,
      Home: -index,
      End: 11 - index,
    };
    return key in steps ? shift(focus, steps[key]!) : null;
  };
  return (
    <PickerGrid
      title={year}
      previous={{ label: 'Año anterior', onClick: () => setFocus(shift(focus, -12)) }}
      next={{ label: 'Año siguiente', onClick: () => setFocus(shift(focus, 12)) }}
      rows={rows}
      focus={focus}
      move={move}
      onFocusChange={setFocus}
      onPick={onPick}
    />
  );
}
