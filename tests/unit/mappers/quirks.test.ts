import { describe, expect, it } from 'vitest';
import { joinAddress, parseAmount, parseBackendDate, parseFlag } from '../../../gateway/mappers/quirks';

describe('backend quirks', () => {
  it('reads comma decimals, thousands dots and NO DISPONIBLE', () => {
    expect(parseAmount('12,5')).toBe(12.5);
    expect(parseAmount('1.234,75')).toBe(1234.75);
    expect(parseAmount('15990')).toBe(15990);
    expect(parseAmount('NO DISPONIBLE')).toBeNull();
    expect(parseAmount('')).toBeNull();
    expect(parseAmount(null)).toBeNull();
  });

  it('reads DD.MM.YYYY - hh:mm dates as ISO', () => {
    expect(parseBackendDate('05.03.2026 - 14:30')).toBe('2026-03-05T14:30:00');
    expect(parseBackendDate('05-03-2026')).toBe('2026-03-05');
    expect(parseBackendDate('2026-03-05')).toBe('2026-03-05');
    expect(parseBackendDate('ayer')).toBeNull();
  });

  it("reads '0'/'1' flags", () => {
    expect(parseFlag('1')).toBe(true);
    expect(parseFlag('0')).toBe(false);
    expect(parseFlag(1)).toBe(true);
    expect(parseFlag(undefined)).toBe(false);
  });

  it('joins address parts with commas, block, depto. and piso/local/oficina', () => {
    expect(joinAddress({ street: 'Av. Providencia', number: '1234', block: 'B', dept: '502', location: '5' })).toBe(
      'Av. Providencia 1234, block B, depto. 502, piso/local/oficina 5',
    );
    expect(joinAddress({ address: 'Los Leones 20', street: 'ignored' })).toBe('Los Leones 20');
    expect(joinAddress({ street: 'Colón', number: '45', block: '', dept: null })).toBe('Colón 45');
  });
});
