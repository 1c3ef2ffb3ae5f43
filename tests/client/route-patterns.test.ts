import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { describe, expect, it } from 'vitest';
import { parseRoutePattern } from '../../client/lib/route-patterns';

describe('parseRoutePattern', () => {
  it('matches as wouter’s own parser does, exact and loose', () => {
    const cases: [string, string, boolean][] = [
      ['/granel/pedidos/:id', '/granel/pedidos/42', false],
      ['/granel/pedidos/:id', '/granel/pedidos/42/reclamo', false],
      ['/granel', '/granel/pedidos', true],
      ['/servicios/:tipo?', '/servicios', false],
      ['*', '/cualquier/cosa', false],
    ];
    for (const [route, path, loose] of cases)
      expect(matchRoute(parseRoutePattern, route, path, loose)).toEqual(matchRoute(parse, route, path, loose));
  });

  it('parses a path once, keeping exact and loose apart', () => {
    const exact = parseRoutePattern('/medidor/:cuenta');
    expect(parseRoutePattern('/medidor/:cuenta')).toBe(exact);
    const loose = parseRoutePattern('/medidor/:cuenta', true);
    expect(loose).not.toBe(exact);
    expect(loose.pattern.test('/medidor/7/boletas')).toBe(true);
    expect(exact.pattern.test('/medidor/7/boletas')).toBe(false);
  });
});
