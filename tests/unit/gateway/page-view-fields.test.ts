import { describe, expect, it } from 'vitest';
import { createRecentPageViews } from '../../../gateway/page-views/recent';
import { readView, viewsOf } from '../../../gateway/page-views/views';
import { PAGE_VIEW_LIMITS } from '../../../machines/rules/page-views';

const NOW = Date.parse('2026-03-02T12:00:00Z');

describe('a page view as the gateway reads it', () => {
  it('keeps path, title and time, the kind of the session, and nothing else', () => {
    expect(readView({ path: '/perfil?cliente=5&rut=1-9', title: ' Mi Perfil ', at: NOW - 1000, email: 'a@b.cl' }, 'COMPANY', NOW)).toEqual({
      at: '2026-03-02T11:59:59.000Z',
      kind: 'COMPANY',
      path: '/perfil?cliente=5',
      title: 'Mi Perfil',
    });
  });

  it('drops a view with a field of the wrong type, length or form', () => {
    const ok = { path: '/perfil', title: 'Mi Perfil', at: NOW };
    for (const bad of [
      null,
      'texto',
      { ...ok, path: `/${'a'.repeat(PAGE_VIEW_LIMITS.path)}` },
      { ...ok, path: 'perfil' },
      { ...ok, path: 7 },
      { ...ok, path: '/per\u0000fil' },
      { ...ok, title: 'x'.repeat(PAGE_VIEW_LIMITS.title + 1) },
      { ...ok, title: undefined },
      { ...ok, at: String(NOW) },
      { ...ok, at: NOW + 0.5 },
      { ...ok, at: NOW - 25 * 3600_000 },
      { ...ok, at: NOW + 10 * 60_000 },
    ])
      expect(readView(bad, 'PERSON', NOW), JSON.stringify(bad)).toBeNull();
    expect(
      readView({ ...ok, path: `/${'a'.repeat(PAGE_VIEW_LIMITS.path - 1)}`, title: 'x'.repeat(PAGE_VIEW_LIMITS.title) }, 'PERSON', NOW),
    ).not.toBeNull();
  });

  it('takes a body of 1 to 20 views', () => {
    expect(viewsOf({ views: [{}] })).toEqual([{}]);
    for (const body of [null, [], { views: [] }, { views: {} }, { views: Array.from({ length: PAGE_VIEW_LIMITS.batch + 1 }, () => ({})) }])
      expect(viewsOf(body)).toBeNull();
  });
});

describe("the demo's last page views", () => {
  it('lists them newest first and keeps the last ones', () => {
    const recent = createRecentPageViews(3);
    const view = (path: string) => ({ at: '2026-03-02T12:00:00.000Z', kind: 'PERSON' as const, email: null, path, title: 'T' });
    recent.add([view('/1'), view('/2')]);
    recent.add([view('/3'), view('/4')]);
    expect(recent.list().map((v) => [v.id, v.path])).toEqual([
      ['4', '/4'],
      ['3', '/3'],
      ['2', '/2'],
    ]);
  });
});
