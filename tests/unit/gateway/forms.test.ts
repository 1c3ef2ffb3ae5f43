import { describe, expect, it } from 'vitest';
import { dateForm, flagForm, idForm, numberForm, readDate, readFlag, readNumber, textForm } from '../../../gateway/backend/forms';
import { mismatches, date, figure, id, yesNo } from '../../../gateway/backend/shape';

/** The table of forms a backend may write a field in where the spec names the field but not its form (issue 37). */
describe('the forms table', () => {
  it('reads a figure as a number or as text with comma or dot decimals and thousands', () => {
    expect(readNumber(12.5)).toBe(12.5);
    expect(readNumber('12,5')).toBe(12.5);
    expect(readNumber('12.5')).toBe(12.5);
    expect(readNumber('1.234,5')).toBe(1234.5);
    expect(readNumber('1,234.5')).toBe(1234.5);
    expect(readNumber('1.234.567')).toBe(1234567);
    expect(readNumber('-1.234,5')).toBe(-1234.5);
    expect(readNumber('$ 15.990,5')).toBe(15990.5);
    // one dot alone is a decimal point (JSON's, and how numbers written as text by most backends read)
    expect(readNumber('15.990')).toBe(15.99);
    expect(readNumber(' 42 ')).toBe(42);
  });

  it("reads 'NO DISPONIBLE', '' and anything else as no figure, and the check accepts the spec's stand-in", () => {
    expect(readNumber('NO DISPONIBLE')).toBeNull();
    expect(readNumber('')).toBeNull();
    expect(readNumber('doce')).toBeNull();
    expect(readNumber(Number.NaN)).toBeNull();
    expect(readNumber(true)).toBeNull();
    expect(numberForm.fits('NO DISPONIBLE')).toBe(true);
    expect(numberForm.fits('doce')).toBe(false);
  });

  it("reads a yes/no as a boolean, 0/1, '0'/'1', 'true'/'false' or S/N", () => {
    for (const yes of [true, 1, '1', 'true', 'S', 'si']) expect(readFlag(yes)).toBe(true);
    for (const no of [false, 0, '0', 'false', 'N', 'no']) expect(readFlag(no)).toBe(false);
    expect(readFlag('quizás')).toBeNull();
    expect(flagForm.fits(2)).toBe(false);
  });

  it('reads a date as ISO, DD.MM.YYYY, DD-MM-YYYY or DD/MM/YYYY, with a time or not', () => {
    expect(readDate('2026-03-14')).toBe('2026-03-14');
    expect(readDate('2026-03-14T09:30:00')).toBe('2026-03-14T09:30:00');
    expect(readDate('2026-03-14 09:30')).toBe('2026-03-14T09:30:00');
    expect(readDate('2026-03-14T09:30:00.000Z')).toBe('2026-03-14T09:30:00Z');
    expect(readDate('14.03.2026')).toBe('2026-03-14');
    expect(readDate('14-03-2026')).toBe('2026-03-14');
    expect(readDate('14/03/2026')).toBe('2026-03-14');
    expect(readDate('14.03.2026 - 09:30')).toBe('2026-03-14T09:30:00');
    expect(readDate('14-03-2026 09:30:15')).toBe('2026-03-14T09:30:15');
    expect(readDate('4.3.2026')).toBe('2026-03-04');
  });

  it('refuses a date that does not exist or is not a date', () => {
    expect(readDate('31.02.2026')).toBeNull();
    expect(readDate('2026-13-01')).toBeNull();
    expect(readDate('mañana')).toBeNull();
    expect(readDate(20260314)).toBeNull();
    expect(dateForm.fits('')).toBe(false);
  });

  it('keeps an id as text with its leading zeros, and takes a whole number written as one', () => {
    expect(idForm.read('000410023')).toBe('000410023');
    expect(idForm.read(410023)).toBe('410023');
    expect(idForm.read(' 0012 ')).toBe('0012');
    expect(idForm.read('')).toBeNull();
    expect(idForm.read(1.5)).toBeNull();
    expect(idForm.read(null)).toBeNull();
    expect(textForm.read(12)).toBe('12');
  });

  it('gives the contract check the same table: a form it reads fits, another names what came', () => {
    expect(mismatches(id, '000410023')).toEqual([]);
    expect(mismatches(figure, '1.234,5')).toEqual([]);
    expect(mismatches(yesNo, 'true')).toEqual([]);
    expect(mismatches(date, '14.03.2026 - 09:30')).toEqual([]);
    expect(mismatches(date, 'ayer')).toEqual([{ at: '(respuesta)', expected: dateForm.expects, got: 'string "ayer"' }]);
  });
});
