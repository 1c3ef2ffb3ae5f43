import { describe, expect, it } from 'vitest';
import {
  DATE_INVALID,
  DATE_REQUIRED,
  GRANULARITIES,
  GRANULARITY_REST,
  MAX_RANGE_DAYS,
  MAX_Y_TICKS,
  RANGE_TOO_LONG,
  SCHEDULE_REST,
  TO_AFTER_TODAY,
  TO_BEFORE_FROM,
  chartHeight,
  daysBetween,
  defaultRange,
  granularitiesFor,
  isDay,
  keptGranularity,
  rangeErrors,
  slashedDay,
} from '../../machines/rules/electricity-rules';

/** a fixed "today" in Chile, so the tests do not depend on the clock */
const TODAY = '2026-03-15';
const FINE = ['QUARTER_HOUR', 'HOURLY', 'DAILY'];

describe('electricity days', () => {
  it('knows a real YYYY-MM-DD day from a malformed one', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('2026-00-10')).toBe(false);
    expect(isDay('2026-1-5')).toBe(false);
    expect(isDay('05/01/2026')).toBe(false);
    expect(isDay('')).toBe(false);
  });

  it('counts the days between two days, leap days included', () => {
    expect(daysBetween('2026-01-01', '2026-01-31')).toBe(30);
    expect(daysBetween('2026-01-01', '2026-01-01')).toBe(0);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-03-15', '2026-03-15')).toBe(365);
    expect(daysBetween('2026-01-31', '2026-01-01')).toBe(-30);
  });

  it('writes a day dd/MM/yyyy, as the REST calls take it', () => {
    expect(slashedDay('2026-03-05')).toBe('05/03/2026');
    expect(slashedDay('2024-02-29')).toBe('29/02/2024');
  });
});

describe('the default range', () => {
  it('runs one year back up to today', () => {
    expect(defaultRange(TODAY)).toEqual({ from: '2025-03-15', to: TODAY });
    expect(defaultRange('2026-01-01')).toEqual({ from: '2025-01-01', to: '2026-01-01' });
  });

  it('on 29 February starts on 28 February of the year before', () => {
    expect(defaultRange('2024-02-29')).toEqual({ from: '2023-02-28', to: '2024-02-29' });
    expect(defaultRange('2025-02-28')).toEqual({ from: '2024-02-28', to: '2025-02-28' });
  });

  it('is a valid range that offers every granularity', () => {
    for (const today of [TODAY, '2024-02-29', '2025-02-28', '2026-12-31', '2028-03-01']) {
      const { from, to } = defaultRange(today);
      expect(rangeErrors(from, to, today)).toEqual([]);
      expect(granularitiesFor(from, to)).toEqual(GRANULARITIES.map((g) => g.value));
    }
  });
});

describe('the range errors', () => {
  it('accepts a range that ends today, and a single day', () => {
    expect(rangeErrors('2026-01-01', TODAY, TODAY)).toEqual([]);
    expect(rangeErrors(TODAY, TODAY, TODAY)).toEqual([]);
  });

  it('asks for the missing date under its own field', () => {
    expect(rangeErrors('', '', TODAY)).toEqual([{ field: 'from', message: DATE_REQUIRED }]);
    expect(rangeErrors('', TODAY, TODAY)).toEqual([{ field: 'from', message: DATE_REQUIRED }]);
    expect(rangeErrors('2026-01-01', '', TODAY)).toEqual([{ field: 'to', message: DATE_REQUIRED }]);
  });

  it('refuses a malformed day under its own field', () => {
    expect(rangeErrors('2026-02-30', TODAY, TODAY)).toEqual([{ field: 'from', message: DATE_INVALID }]);
    expect(rangeErrors('2026-01-01', '2026-02-30', TODAY)).toEqual([{ field: 'to', message: DATE_INVALID }]);
    expect(rangeErrors('01/01/2026', TODAY, TODAY)).toEqual([{ field: 'from', message: DATE_INVALID }]);
  });

  it("refuses a 'to' after today, from tomorrow on", () => {
    expect(rangeErrors('2026-01-01', '2026-03-16', TODAY)).toEqual([{ field: 'to', message: TO_AFTER_TODAY }]);
    expect(rangeErrors('2026-01-01', '2027-01-01', TODAY)).toEqual([{ field: 'to', message: TO_AFTER_TODAY }]);
  });

  it("refuses a 'to' before 'from', by one day already", () => {
    expect(rangeErrors('2026-03-02', '2026-03-01', TODAY)).toEqual([{ field: 'to', message: TO_BEFORE_FROM }]);
  });

  it("says a future 'to' before 'to' before 'from'", () => {
    expect(rangeErrors('2026-04-10', '2026-04-01', TODAY)).toEqual([{ field: 'to', message: TO_AFTER_TODAY }]);
  });

  it('takes two years at most', () => {
    expect(MAX_RANGE_DAYS).toBe(731);
    expect(daysBetween('2024-03-15', TODAY)).toBe(730);
    expect(rangeErrors('2024-03-15', TODAY, TODAY)).toEqual([]);
    expect(daysBetween('2024-03-14', TODAY)).toBe(MAX_RANGE_DAYS);
    expect(rangeErrors('2024-03-14', TODAY, TODAY)).toEqual([]);
    expect(rangeErrors('2024-03-13', TODAY, TODAY)).toEqual([{ field: 'from', message: RANGE_TOO_LONG }]);
    // two calendar years with a 29 February between them are 731 days: taken whole
    expect(rangeErrors('2024-01-01', '2026-01-01', TODAY)).toEqual([]);
    expect(rangeErrors('2023-12-31', '2026-01-01', TODAY)).toEqual([{ field: 'from', message: RANGE_TOO_LONG }]);
  });
});

describe('the granularities a range offers', () => {
  it('offers monthly from 30 days on, not at 29', () => {
    expect(granularitiesFor('2026-01-01', '2026-01-30')).toEqual(FINE);
    expect(granularitiesFor('2026-01-01', '2026-01-31')).toEqual([...FINE, 'MONTHLY']);
  });

  it('offers yearly from 365 days on, not at 364', () => {
    expect(granularitiesFor('2025-01-01', '2025-12-31')).toEqual([...FINE, 'MONTHLY']);
    expect(granularitiesFor('2025-01-01', '2026-01-01')).toEqual([...FINE, 'MONTHLY', 'YEARLY']);
    // across a 29 February a calendar year is 366 days
    expect(granularitiesFor('2024-01-01', '2024-12-31')).toEqual([...FINE, 'MONTHLY', 'YEARLY']);
  });

  it('offers the fine ones alone for a single day, a malformed day or a blank', () => {
    expect(granularitiesFor(TODAY, TODAY)).toEqual(FINE);
    expect(granularitiesFor('2025-02-30', TODAY)).toEqual(FINE);
    expect(granularitiesFor('', TODAY)).toEqual(FINE);
    expect(granularitiesFor('2026-03-01', '2026-01-01')).toEqual(FINE);
  });

  it('keeps the chosen granularity while the range offers it', () => {
    expect(keptGranularity('YEARLY', '2025-01-01', '2026-01-01')).toBe('YEARLY');
    expect(keptGranularity('MONTHLY', '2026-01-01', '2026-01-31')).toBe('MONTHLY');
    for (const fine of ['QUARTER_HOUR', 'HOURLY', 'DAILY'] as const) expect(keptGranularity(fine, TODAY, TODAY)).toBe(fine);
  });

  it('falls back to the coarsest one still offered when the range shrinks', () => {
    expect(keptGranularity('YEARLY', '2025-01-01', '2025-12-31')).toBe('MONTHLY');
    expect(keptGranularity('YEARLY', '2026-01-01', '2026-01-30')).toBe('DAILY');
    expect(keptGranularity('MONTHLY', '2026-01-01', '2026-01-30')).toBe('DAILY');
    expect(keptGranularity('MONTHLY', '', '')).toBe('DAILY');
    // a 'to' before 'from' (its own error) keeps the fine one chosen
    expect(keptGranularity('HOURLY', '2026-03-01', '2026-01-01')).toBe('HOURLY');
  });

  it('sends 15 minutes and day-and-night as the empty value', () => {
    expect(GRANULARITY_REST).toEqual({ QUARTER_HOUR: '', HOURLY: 'hourly', DAILY: 'daily', MONTHLY: 'monthly', YEARLY: 'yearly' });
    expect(SCHEDULE_REST).toEqual({ ALL: '', DAY: 'D', NIGHT: 'N' });
  });
});

describe("the chart's size", () => {
  it('is 25 % of the width from 1100 px, 40 % below, 60 % below 800 px, 80 % below 300 px', () => {
    expect(chartHeight(1280)).toBe(320);
    expect(chartHeight(1100)).toBe(275);
    expect(chartHeight(1099)).toBe(440);
    expect(chartHeight(800)).toBe(320);
    expect(chartHeight(799)).toBe(479);
    expect(chartHeight(390)).toBe(234);
    expect(chartHeight(300)).toBe(220); // 60 % is 180: the floor keeps it readable
    expect(chartHeight(299)).toBe(239);
  });

  it('never falls below a readable floor', () => {
    expect(chartHeight(250)).toBe(220);
    expect(chartHeight(0)).toBe(220);
  });

  it('shows at most 5 y-axis ticks', () => {
    expect(MAX_Y_TICKS).toBe(5);
  });
});
