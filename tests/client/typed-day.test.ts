import { describe, expect, it } from 'vitest';
import { isoOfTyped, typedDay } from '../../client/lib/typed-day';

describe('a day typed dd/mm/aaaa', () => {
  it('reads day, month and year split by /, - or ., one or two digits for day and month', () => {
    expect(['05/10/2026', '5/10/2026', ' 5-1-2026 ', '31.12.2026'].map(isoOfTyped)).toEqual([
      '2026-10-05',
      '2026-10-05',
      '2026-01-05',
      '2026-12-31',
    ]);
  });

  it('reads no day from a day that does not exist, a short year, the ISO order or stray text', () => {
    for (const text of ['31/02/2026', '29/02/2025', '00/10/2026', '05/13/2026', '05/10/26', '2026-10-05', '05/10/2026x', '', 'hoy'])
      expect(isoOfTyped(text)).toBeNull();
    expect(isoOfTyped('29/02/2028')).toBe('2028-02-29');
  });

  it('writes an ISO day back as dd/mm/aaaa, and nothing for none', () => {
    expect([typedDay('2026-10-05'), typedDay('')]).toEqual(['05/10/2026', '']);
  });
});
