import { describe, expect, it } from 'vitest';
import { pageCount, paginate, visiblePages } from '../../../client/lib/paginate';

const rows = Array.from({ length: 23 }, (_, i) => i + 1);

describe('paginate', () => {
  it('cuts the rows of one page', () => {
    expect(paginate(rows, 1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(paginate(rows, 3, 10)).toEqual([21, 22, 23]);
  });

  it('gives the last page for a page past the end and the first for one before it', () => {
    expect(paginate(rows, 9, 10)).toEqual([21, 22, 23]);
    expect(paginate(rows, 0, 10)).toEqual(paginate(rows, 1, 10));
    expect(paginate([], 2, 10)).toEqual([]);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(23, 10)).toBe(3);
    expect(pageCount(20, 10)).toBe(2);
    expect(pageCount(0, 10)).toBe(1);
  });
});

describe('visiblePages', () => {
  it('shows every page when there are few', () => {
    expect(visiblePages(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the ends and the neighbours of the current page, with gaps between', () => {
    expect(visiblePages(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(visiblePages(1, 12)).toEqual([1, 2, null, 12]);
    expect(visiblePages(12, 12)).toEqual([1, null, 11, 12]);
  });
});
