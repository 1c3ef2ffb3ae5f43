import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { datesBack, monthsBack, rangeProblem } from '../../../client/lib/date-range';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 20, 12)); // 20 November 2026
});
afterEach(() => vi.useRealTimers());

const message = (...args: Parameters<typeof rangeProblem>) => rangeProblem(...args)?.message ?? null;

describe('rangeProblem (days)', () => {
  it('accepts a period inside the rules', () => {
    expect(rangeProblem({ from: '2026-10-01', to: '2026-11-20' }, 'day')).toBeNull();
    expect(rangeProblem({ from: '2026-11-20', to: '2026-11-20' }, 'day')).toBeNull();
  });

  it('asks for both dates with the spec text, naming the missing picker', () => {
    expect(rangeProblem({ from: '', to: '2026-11-20' }, 'day')).toEqual({
      kind: 'required',
      fields: ['from'],
      message: 'Debes seleccionar Fecha de inicio y de Término',
    });
    expect(message({ from: '', to: '' }, 'day', {}, { required: 'Debe seleccionar un rango de fechas' })).toBe(
      'Debe seleccionar un rango de fechas',
    );
  });

  it('refuses a start after the end', () => {
    expect(message({ from: '2026-11-10', to: '2026-11-01' }, 'day')).toBe('La fecha de inicio no puede ser posterior a la de término');
  });

  it('refuses the future, by default after today', () => {
    expect(message({ from: '2026-11-01', to: '2026-11-21' }, 'day')).toBe('No puedes seleccionar fechas futuras');
    expect(message({ from: '2026-11-01', to: '2026-11-16' }, 'day', { max: '2026-11-15' })).toBe('Puedes consultar hasta el 15-11-2026');
  });

  it('refuses a start before the minimum (telemetry: 12 months back)', () => {
    const { from: yearAgo } = datesBack(12, 'month');
    expect(yearAgo).toBe('2025-11-20');
    expect(rangeProblem({ from: '2025-11-19', to: '2026-01-01' }, 'day', { min: yearAgo })).toMatchObject({
      fields: ['from'],
      message: 'Puedes consultar desde el 20-11-2025',
    });
  });

  it('limits the span in days', () => {
    expect(rangeProblem({ from: '2026-10-21', to: '2026-11-20' }, 'day', { maxSpan: 30 })).toBeNull();
    expect(message({ from: '2026-10-20', to: '2026-11-20' }, 'day', { maxSpan: 30 })).toBe('El período no puede superar 30 días');
  });
});

describe('rangeProblem (months)', () => {
  it('compares months and caps the end at this month', () => {
    expect(rangeProblem({ from: '2025-11', to: '2026-11' }, 'month')).toBeNull();
    expect(message({ from: '2026-11', to: '2026-12' }, 'month')).toBe('No puedes seleccionar fechas futuras');
    expect(message({ from: '2026-05', to: '2026-04' }, 'month')).toBe('La fecha de inicio no puede ser posterior a la de término');
  });

  it('limits the span in months and names the earliest month', () => {
    expect(message({ from: '2025-10', to: '2026-11' }, 'month', { maxSpan: 12 })).toBe('El período no puede superar 12 meses');
    expect(message({ from: '2024-12', to: '2026-01' }, 'month', { min: '2025-01' })).toBe('Puedes consultar desde enero 2025');
  });
});

describe('default periods', () => {
  it('end today', () => {
    expect(datesBack(1, 'year')).toEqual({ from: '2025-11-20', to: '2026-11-20' });
    expect(monthsBack(2)).toEqual({ from: '2026-09', to: '2026-11' });
  });
});
