import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BATCH_MS, createPageViewQueue, type PageView } from '../../client/app/shell/page-views';
import { PAGE_VIEW_LIMITS, pageViewPath } from '../../machines/rules/page-views';

const view = (path: string): PageView => ({ path, title: 'Mis Servicios', at: 1 });

describe('the page-view queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the views of a while in one batch, a while after the first', () => {
    const sent: PageView[][] = [];
    const queue = createPageViewQueue((views) => sent.push(views));
    queue.push(view('/a'));
    vi.advanceTimersByTime(BATCH_MS - 1);
    queue.push(view('/b'));
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([[view('/a'), view('/b')]]);
    vi.advanceTimersByTime(BATCH_MS * 2);
    expect(sent).toHaveLength(1);
  });

  it('sends a full batch at once, and what is waiting when flushed; an empty flush sends nothing', () => {
    const sent: PageView[][] = [];
    const queue = createPageViewQueue((views) => sent.push(views));
    for (let i = 0; i < PAGE_VIEW_LIMITS.batch; i += 1) queue.push(view(`/${i}`));
    expect(sent.map((batch) => batch.length)).toEqual([PAGE_VIEW_LIMITS.batch]);
    queue.push(view('/next'));
    queue.flush();
    queue.flush();
    expect(sent.map((batch) => batch.length)).toEqual([PAGE_VIEW_LIMITS.batch, 1]);
    vi.advanceTimersByTime(BATCH_MS);
    expect(sent).toHaveLength(2);
  });

  it('goes on when sending throws', () => {
    const sent: PageView[][] = [];
    let fail = true;
    const queue = createPageViewQueue((views) => {
      if (fail) throw new Error('no network');
      sent.push(views);
    });
    queue.push(view('/lost'));
    expect(() => vi.advanceTimersByTime(BATCH_MS)).not.toThrow();
    fail = false;
    queue.push(view('/sent'));
    vi.advanceTimersByTime(BATCH_MS);
    expect(sent).toEqual([[view('/sent')]]);
  });
});

describe("a page view's path", () => {
  it('keeps the selected client and drops every other query parameter', () => {
    expect(pageViewPath('/mis-servicios/granel', '?cliente=123&rut=11111111-1&desde=2026-01-01')).toBe('/mis-servicios/granel?cliente=123');
    expect(pageViewPath('/requerimientos', 'desde=2026-01-01&numero=9')).toBe('/requerimientos');
    expect(pageViewPath('/mis-servicios', '')).toBe('/mis-servicios');
    expect(pageViewPath('/autogas', '?patente=ABCD12')).toBe('/autogas');
  });
});
