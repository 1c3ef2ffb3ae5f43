// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Range } from '../../../client/lib/date-range';
import { DateRange, type DateRangeProps } from '../../../client/ui/DateRange';
import { MonthRange } from '../../../client/ui/MonthRange';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 20, 12)); // 20 November 2026
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A screen's filter: it keeps the period and the last error the picker reported. */
function Filter({
  initial,
  report,
  ...rules
}: { initial: Range; report: (range: Range, error: string | null) => void } & Partial<DateRangeProps>) {
  const [range, setRange] = useState(initial);
  return (
    <DateRange
      legend="Fechas"
      value={range}
      onChange={(next, error) => {
        setRange(next);
        report(next, error);
      }}
      {...rules}
    />
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** the ISO day or month written as the field takes it: dd/mm/aaaa, mm/aaaa */
const typed = (iso: string) => iso.split('-').reverse().join('/');
const pick = (label: string, value: string) => fireEvent.change(input(label), { target: { value: typed(value) } });

describe('DateRange', () => {
  it('shows two labelled days typed dd/mm/aaaa in a group, with their limits said on the page', () => {
    render(<Filter initial={{ from: '2026-10-01', to: '2026-11-10' }} report={() => {}} min="2025-11-20" />);
    expect(screen.getByRole('group', { name: 'Fechas' })).toBeTruthy();
    expect([input('Desde').type, input('Desde').value, input('Hasta').value]).toEqual(['text', '01/10/2026', '10/11/2026']);
    const hint = screen.getByText('Escribe las fechas como dd/mm/aaaa, desde el 20/11/2025 hasta hoy.');
    expect(input('Hasta').getAttribute('aria-describedby')).toContain(hint.id);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reports a valid change with no error', () => {
    const report = vi.fn();
    render(<Filter initial={{ from: '2026-10-01', to: '2026-11-10' }} report={report} />);
    pick('Desde', '2026-09-15');
    expect(report).toHaveBeenLastCalledWith({ from: '2026-09-15', to: '2026-11-10' }, null);
  });

  it('asks for both dates when one is cleared, and marks that picker', () => {
    const report = vi.fn();
    render(<Filter initial={{ from: '2026-10-01', to: '2026-11-10' }} report={report} />);
    pick('Hasta', '');
    expect(screen.getByRole('alert').textContent).toBe('Debes seleccionar Fecha de inicio y de Término');
    expect(report).toHaveBeenLastCalledWith({ from: '2026-10-01', to: '' }, 'Debes seleccionar Fecha de inicio y de Término');
    expect(input('Hasta').getAttribute('aria-invalid')).toBe('true');
    expect(input('Desde').getAttribute('aria-invalid')).toBeNull();
    pick('Hasta', '2026-11-01');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('uses the screen’s own text for a missing date (electricity)', () => {
    render(<Filter initial={{ from: '', to: '' }} report={() => {}} messages={{ required: 'Debe seleccionar un rango de fechas' }} />);
    expect(screen.getByRole('alert').textContent).toBe('Debe seleccionar un rango de fechas');
  });

  it('refuses a start after the end, a future end, a start before the minimum and a long span', () => {
    const report = vi.fn();
    render(<Filter initial={{ from: '2026-10-01', to: '2026-11-10' }} report={report} min="2025-11-20" maxSpanDays={90} />);
    pick('Desde', '2026-11-15');
    expect(screen.getByRole('alert').textContent).toBe('La fecha de inicio no puede ser posterior a la de término');
    pick('Desde', '2026-11-01');
    pick('Hasta', '2026-11-21');
    expect(screen.getByRole('alert').textContent).toBe('No puedes seleccionar fechas futuras');
    pick('Hasta', '2026-11-20');
    pick('Desde', '2025-11-01');
    expect(screen.getByRole('alert').textContent).toBe('Puedes consultar desde el 20-11-2025');
    pick('Desde', '2026-01-01');
    expect(screen.getByRole('alert').textContent).toBe('El período no puede superar 90 días');
    expect(report).toHaveBeenLastCalledWith({ from: '2026-01-01', to: '2026-11-20' }, 'El período no puede superar 90 días');
  });

  it('describes the invalid picker by the message', () => {
    render(<Filter initial={{ from: '2026-11-15', to: '2026-11-10' }} report={() => {}} />);
    const alert = screen.getByRole('alert');
    expect(input('Desde').getAttribute('aria-describedby')).toContain(alert.id);
  });
});

describe('MonthRange', () => {
  it('picks months capped at this month and reports errors in months', () => {
    const onChange = vi.fn();
    render(<MonthRange legend="Período" value={{ from: '2025-11', to: '2026-11' }} onChange={onChange} maxSpanMonths={12} />);
    expect([input('Desde').type, input('Desde').value, input('Hasta').value]).toEqual(['text', '11/2025', '11/2026']);
    expect(screen.getByText('Escribe los meses como mm/aaaa, hasta este mes. El período no puede superar 12 meses.')).toBeTruthy();
    pick('Desde', '2025-10');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-10', to: '2026-11' }, 'El período no puede superar 12 meses');
  });

  it('refuses a month after this one', () => {
    render(<MonthRange value={{ from: '2026-10', to: '2026-12' }} onChange={() => {}} />);
    expect(screen.getByRole('alert').textContent).toBe('No puedes seleccionar fechas futuras');
    expect(input('Hasta').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the message of a period it is given that breaks a rule', () => {
    render(<MonthRange value={{ from: '2026-06', to: '2026-04' }} onChange={() => {}} fromLabel="Mes inicial" toLabel="Mes final" />);
    expect(screen.getByLabelText('Mes inicial')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('La fecha de inicio no puede ser posterior a la de término');
  });
});
