import { describe, expect, it } from 'vitest';
import type { Brand, Category } from '../../lib/catalogue-types';
import { homeCategories, shopByBrandList } from './home-page';

const brand = (id: number, flagged: boolean): Brand => ({
  id,
  brand: `B${id}`,
  logo: '',
  display_image: '',
  banner: '',
  show_on_homepage: flagged,
  item_group_count: 1,
});

describe('Shop by Brand', () => {
  it('prefers flagged brands, at most 6', () => {
    const brands = Array.from({ length: 12 }, (_, i) => brand(i, i % 2 === 1));
    expect(shopByBrandList(brands).map((b) => b.id)).toEqual([1, 3, 5, 7, 9, 11]);
  });

  it('uses all brands when none is flagged', () => {
    const brands = Array.from({ length: 8 }, (_, i) => brand(i, false));
    expect(shopByBrandList(brands).map((b) => b.id)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('Shop by Category', () => {
  it('shows the categories flagged for the home page, else all', () => {
    const cat = (id: number, flagged: boolean) =>
      ({
        id,
        headCategory: `C${id}`,
        showOnHomepage: flagged,
        subCategories: [],
      }) as unknown as Category;
    expect(homeCategories([cat(1, true), cat(2, false), cat(3, true)]).map((c) => c.id)).toEqual([
      1, 3,
    ]);
    expect(homeCategories([cat(1, false), cat(2, false)]).map((c) => c.id)).toEqual([1, 2]);
  });
});
