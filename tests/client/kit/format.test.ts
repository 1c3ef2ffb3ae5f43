import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatMonth, formatNumber } from '../../../client/lib/format';

describe('formatMoney', () => {
  it('writes pesos with dot thousands and no decimals', () => {
    expect(formatMoney(1234567)).toBe('$1.234.567');
    expect(formatMoney(1234)).toBe('$1.234');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(999.6)).toBe('$1.000');
  });

  it('puts the minus before the symbol', () => {
    expect(formatMoney(-1234)).toBe('-$1.234');
    expect(formatMoney(-0.2)).toBe('$0');
  });

  it('shows a dash, or the given fallback, for an unknown amount', () => {
    expect(formatMoney(null)).toBe('–');
    expect(formatMoney(undefined)).toBe('–');
    expect(formatMoney(Number.NaN)).toBe('–');
    expect(formatMoney(null, 'no disponible')).toBe('no disponible');
  });
});

describe('formatNumber', () => {
  it('uses comma decimals and dot thousands', () => {
    expect(formatNumber(12.5)).toBe('12,5');
    expect(formatNumber(12345.678, 1)).toBe('12.345,7');
    expect(formatNumber(3, 2)).toBe('3,00');
    expect(formatNumber(1500)).toBe('1.500');
  });

  it('falls back for a missing value', () => {
    expect(formatNumber(null)).toBe('–');
    expect(formatNumber(undefined, 2, 'no disponible')).toBe('no disponible');
  });
});

describe("the digits written by hand match Intl's es-CL", () => {
  // format.ts writes them itself (a page's first Intl.NumberFormat costs the first screen its locale data)
  const values = [0, 1, 7, 12.5, 99.95, 999, 1000, 1234, 9999.999, 12345.678, 100000, 1234567.891, 987654321, 0.001, 0.0004, 2.675];
  const signed = [...values, ...values.map((v) => -v)].filter((v) => !Object.is(v, -0));

  it('for amounts in pesos', () => {
    const pesos = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP', maximumFractionDigits: 0 });
    for (const value of values) expect(formatMoney(value), String(value)).toBe(pesos.format(Math.round(value)));
  });

  // one difference, on purpose: what rounds to zero shows no sign (Intl writes -0)
  const unsignedZero = (text: string) => text.replace(/^-(0(,0+)?)$/, '$1');

  it('for numbers, with and without fixed decimals', () => {
    for (const value of signed) {
      expect(formatNumber(value), String(value)).toBe(unsignedZero(new Intl.NumberFormat('es-CL').format(value)));
      for (const decimals of [0, 1, 2]) {
        const intl = new Intl.NumberFormat('es-CL', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
        expect(formatNumber(value, decimals), `${value} with ${decimals}`).toBe(unsignedZero(intl.format(value)));
      }
    }
  });
});

describe('dates', () => {
  it('formats ISO dates as DD-MM-YYYY', () => {
    expect(formatDate('2026-11-05')).toBe('05-11-2026');
    expect(formatDate('2026-01-31T23:10:00')).toBe('31-01-2026');
  });

  it('formats date-times with the hour', () => {
    expect(formatDateTime('2026-11-05T08:07:00')).toBe('05-11-2026 08:07');
  });

  it('names months in Spanish', () => {
    expect(formatMonth('2026-11')).toBe('noviembre 2026');
    expect(formatMonth('2026-01-15')).toBe('enero 2026');
    expect(formatMonth('2026-08', { short: true })).toBe('ago 2026');
  });

  it('falls back for missing or unreadable dates', () => {
    expect(formatDate(null)).toBe('–');
    expect(formatDate('')).toBe('–');
    expect(formatDate('no es fecha')).toBe('–');
    expect(formatDateTime(undefined, 'Sin fecha')).toBe('Sin fecha');
    expect(formatMonth(null, { fallback: '' })).toBe('');
  });
});
