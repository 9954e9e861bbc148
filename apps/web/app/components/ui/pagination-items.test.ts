import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination-items';

describe('paginationItems (1 boundary, 1 sibling)', () => {
  it('shows every page when there are few', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(2, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the ends and the current page with its neighbours', () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'end-gap', 10]);
    expect(paginationItems(5, 10)).toEqual([1, 'start-gap', 4, 5, 6, 'end-gap', 10]);
    expect(paginationItems(10, 10)).toEqual([1, 'start-gap', 6, 7, 8, 9, 10]);
    expect(paginationItems(4, 100)).toEqual([1, 2, 3, 4, 5, 'end-gap', 100]);
    expect(paginationItems(50, 100)).toEqual([1, 'start-gap', 49, 50, 51, 'end-gap', 100]);
  });

  it('clamps a page outside the range', () => {
    expect(paginationItems(99, 10)).toEqual(paginationItems(10, 10));
  });
});
