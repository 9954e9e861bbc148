// @vitest-environment jsdom
// The listing's filter panels in Japanese (issue 46): the sidebar, its lists and their search
// boxes, the chosen filters' chips, the small screens' sort and filter sheets and the pagination
// say everything in Japanese, and no English word is left.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { ListingPage } from '@solestock/domain';
import { renderInShop } from '../../lib/shop-context.test-utils';
import { ListingScreen } from './listing-screen';
import type { FilterList } from './filter-options';
import { englishLeftovers } from '../../i18n/no-english.test-utils';

afterEach(cleanup);

const listing: ListingPage = {
  count: 25,
  page: 2,
  page_size: 10,
  total_pages: 3,
  results: [
    {
      id: 1,
      groupName: 'トレイルランナー',
      brand: 'ウエストレイ',
      products: [
        {
          id: 7,
          productName: 'トレイルランナー 黒 8',
          coverImage: '/media/a.svg',
          imagesArray: [],
          color: '黒',
          size: '8',
          sellingPrice: { amount: 12, currency: 'usd' },
        } as never,
      ],
    },
  ],
};

const lists: FilterList[] = [
  {
    key: 'categories',
    name: 'category',
    title: 'filters.categories',
    tab: 'filters.categories',
    options: [{ value: '靴', count: 20 }],
  },
  {
    key: 'subcategories',
    name: 'subcategory',
    title: 'filters.subcategories',
    tab: 'filters.subcategoriesTab',
    options: [
      { value: 'スニーカー', count: 12 },
      { value: 'ブーツ', count: 8 },
    ],
  },
];

async function renderListing() {
  const ui = (
    <ListingScreen
      scope={{ kind: 'brand', brand: 'ウエストレイ' }}
      filters={{
        page: 2,
        categories: ['靴'],
        subcategories: [],
        brands: [],
        sort: 'recommended',
        days: 30,
      }}
      title="ウエストレイ"
      listing={listing}
      error={null}
      brand={null}
      lists={lists}
    />
  );
  await renderInShop(ui, '/products/brand/Westray?page=2', 'ja');
}

describe('the listing’s filter panels in Japanese', () => {
  it('name the lists, their search boxes, the chips, the sheets and the pages in Japanese', async () => {
    await renderListing();
    const heading = document.getElementById('filters-heading')!;
    expect(heading.textContent).toBe('絞り込み');
    const sidebar = heading.closest('form')!;
    expect(within(sidebar).getByRole('heading', { name: 'カテゴリー' })).toBeTruthy();
    expect(within(sidebar).getByRole('heading', { name: 'サブカテゴリー' })).toBeTruthy();
    expect(within(sidebar).getByRole('heading', { name: '新着' })).toBeTruthy();
    expect(within(sidebar).getByPlaceholderText('サブカテゴリー検索')).toBeTruthy();
    expect(within(sidebar).getByRole('checkbox', { name: '過去30日間' })).toBeTruthy();

    const chips = screen.getByRole('list', { name: '適用中の絞り込み' });
    expect(chips.textContent).toContain('過去30日間');
    expect(chips.textContent).toContain('すべて解除');

    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'カテゴリー',
      'サブカテゴリー',
      '新着期間',
    ]);
    expect(screen.getByRole('tablist').getAttribute('aria-label')).toBe('絞り込み条件');
    expect(screen.getByRole('navigation', { name: 'ページ送り' }).textContent).toContain('次へ');

    expect(englishLeftovers(document.body)).toEqual([]);
  });
});
