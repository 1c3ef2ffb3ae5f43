import { describe, expect, it } from 'vitest';
import { createSessionHints } from '../../gateway/session-hints';

describe("a session's hints (gateway/session-hints.ts)", () => {
  it('gives a token what was remembered for it, never for another', () => {
    const hints = createSessionHints();
    hints.remember('t1', 'autogas-plates', ['AB1234', 'CD5678']);
    expect(hints.of('t1', 'autogas-plates')).toEqual(['AB1234', 'CD5678']);
    expect(hints.of('t2', 'autogas-plates')).toEqual([]);
    expect(hints.of('t1', 'industrial-credit')).toEqual([]);
  });

  it('carries them to the refreshed token and forgets them at logout', () => {
    const hints = createSessionHints();
    hints.remember('old', 'industrial-credit', ['100200']);
    hints.carry('old', 'new');
    expect(hints.of('old', 'industrial-credit')).toEqual([]);
    expect(hints.of('new', 'industrial-credit')).toEqual(['100200']);
    hints.forget('new');
    expect(hints.of('new', 'industrial-credit')).toEqual([]);
  });

  it('is bounded: so many values, of a sane length, and so many sessions, the least recently used let go', () => {
    const hints = createSessionHints({ maxSessions: 2, maxValues: 3 });
    hints.remember('t1', 'autogas-plates', ['A', 'B', 'B', '', 'x'.repeat(41), 'C', 'D']);
    expect(hints.of('t1', 'autogas-plates')).toEqual(['A', 'B', 'C']);
    hints.remember('t2', 'autogas-plates', ['E']);
    hints.of('t1', 'autogas-plates');
    hints.remember('t3', 'autogas-plates', ['F']);
    expect(hints.of('t2', 'autogas-plates')).toEqual([]);
    expect(hints.of('t1', 'autogas-plates')).toEqual(['A', 'B', 'C']);
    expect(hints.of('t3', 'autogas-plates')).toEqual(['F']);
  });
});
