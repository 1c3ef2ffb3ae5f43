import { describe, expect, it } from 'vitest';
import { chileDay, chileMinute, chileWall, fromChileWall, monthsBefore } from '../../machines/rules/chile-time';

describe("Chile's clock", () => {
  it("gives Chile's day, not UTC's, in the hours when they differ", () => {
    // 23 Nov 2026, 01:30 UTC: still the 22nd in Chile (UTC-3 in summer)
    expect(chileDay(Date.UTC(2026, 10, 23, 1, 30))).toBe('2026-11-22');
    expect(chileDay(Date.UTC(2026, 10, 23, 3, 0))).toBe('2026-11-23');
    expect(chileMinute(Date.UTC(2026, 10, 23, 1, 30))).toBe('2026-11-22T22:30');
  });

  it('follows the winter offset (UTC-4)', () => {
    expect(chileMinute(Date.UTC(2026, 5, 15, 12, 0))).toBe('2026-06-15T08:00');
    expect(
      chileWall(Date.UTC(2026, 5, 15, 3, 59))
        .toISOString()
        .slice(0, 10),
    ).toBe('2026-06-14');
  });

  it('counts months back within the month, as the pickers do', () => {
    expect(monthsBefore('2026-11-23', 12)).toBe('2025-11-23');
    expect(monthsBefore('2027-03-31', 1)).toBe('2027-02-28');
    expect(monthsBefore('2028-02-29', 12)).toBe('2027-02-28');
    expect(monthsBefore('2026-01-15', 1)).toBe('2025-12-15');
  });

  it('turns a wall time back into its moment, either side of a change of offset', () => {
    for (const at of [
      Date.UTC(2026, 10, 23, 1, 30),
      Date.UTC(2026, 5, 15, 12, 0),
      Date.UTC(2026, 3, 5, 5, 0),
      Date.UTC(2026, 8, 6, 5, 0),
    ]) {
      expect(fromChileWall(chileWall(at).getTime())).toBe(at);
    }
  });
});
