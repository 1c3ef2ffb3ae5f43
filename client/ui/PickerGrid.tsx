import { useEffect, useId, useRef, type KeyboardEvent } from 'react';

export interface PickerCell {
  /** the ISO day or month the cell stands for */
  value: string;
  text: string;
  /** what assistive technology reads: '5 de octubre de 2026' */
  label: string;
  disabled?: boolean;
  selected?: boolean;
  /** today, or this month */
  current?: boolean;
  /** a day of the month before or after the one shown */
  outside?: boolean;
}

export interface PickerGridProps {
  title: string;
  previous: { label: string; onClick: () => void };
  next: { label: string; onClick: () => void };
  /** column headers, short with their full name (lu, lunes) */
  headers?: ReadonlyArray<{ short: string; full: string }>;
  rows: PickerCell[][];
  /** the cell that takes the keyboard focus */
  focus: string;
  /** where a key moves the focus from `focus`, or null for a key the grid leaves alone */
  move: (key: string, shift: boolean) => string | null;
  onFocusChange: (value: string) => void;
  onPick: (value: string) => void;
}

/**
 * A calendar's grid (WAI-ARIA APG date picker dialog): one cell reachable with Tab, the arrows, Page Up/Down and
 * Home/End move it, Enter or Space picks it. Disabled cells can be reached, so the keyboard never gets stuck, but not
 * picked. Everything it says is Spanish, whatever the browser's language.
 */
export function PickerGrid({ title, previous, next, headers, rows, focus, move, onFocusChange, onPick }: PickerGridProps) {
  const titleId = useId();
  const grid = useRef<HTMLTableElement>(null);
  // the focus follows the keys (and the opening), not the month buttons: a click on ‹ keeps the focus on ‹
  const follow = useRef(true);
  useEffect(() => {
    if (!follow.current) return;
    follow.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-value="${focus}"]`)?.focus();
  }, [focus]);
  const keyDown = (event: KeyboardEvent) => {
    const target = move(event.key, event.shiftKey);
    if (target === null) return;
    event.preventDefault();
    follow.current = true;
    onFocusChange(target);
    if (target === focus) grid.current?.querySelector<HTMLButtonElement>(`[data-value="${focus}"]`)?.focus();
  };
  return (
    <div className="picker-grid">
      <div className="picker-head">
        <button type="button" className="picker-step" aria-label={previous.label} onClick={previous.onClick}>
          <span aria-hidden="true">‹</span>
        </button>
        <span id={titleId} className="picker-title" aria-live="polite">
          {title}
        </span>
        <button type="button" className="picker-step" aria-label={next.label} onClick={next.onClick}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={titleId} onKeyDown={keyDown}>
        {headers && (
          <thead>
            <tr>
              {headers.map((header) => (
                <th key={header.full} scope="col" abbr={header.full}>
                  {header.short}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]?.value}>
              {row.map((cell) => (
                <td key={cell.value} aria-selected={cell.selected ?? false}>
                  <button
                    type="button"
                    data-value={cell.value}
                    tabIndex={cell.value === focus ? 0 : -1}
                    className={['picker-cell', cell.outside && 'picker-outside', cell.selected && 'picker-selected']
                      .filter(Boolean)
                      .join(' ')}
                    aria-label={cell.label}
                    aria-disabled={cell.disabled || undefined}
                    aria-current={cell.current ? 'date' : undefined}
                    onClick={() => !cell.disabled && onPick(cell.value)}
                  >
                    {cell.text}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
