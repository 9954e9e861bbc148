import { describe, expect, it } from 'vitest';
import { pageCount, pageOf } from './paging';

const items = Array.from({ length: 23 }, (_, i) => i);

describe('pageOf', () => {
  it('slices full pages and a short last page', () => {
    expect(pageOf(items, 0, 10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageOf(items, 2, 10)).toEqual([20, 21, 22]);
    expect(pageCount(items.length, 10)).toBe(3);
  });

  it('clamps a page outside the range', () => {
    expect(pageOf(items, 9, 10)).toEqual([20, 21, 22]);
    expect(pageOf(items, -1, 10)[0]).toBe(0);
  });

  it('answers no pages for an empty list', () => {
    expect(pageOf([], 0, 10)).toEqual([]);
    expect(pageCount(0, 30)).toBe(0);
  });
});
