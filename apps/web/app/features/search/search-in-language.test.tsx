// @vitest-environment jsdom
// The search box and the search results in Japanese and Chinese (issue 46): every word, label
// and placeholder in the page's language, the query where the language puts it, and no English
// word left (but SKU, which Japanese and Chinese shoppers write so too).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderInShop } from '../../lib/shop-context.test-utils';
import { parseSearchUrl, type SearchResponse } from '../../lib/search-url';
import { englishLeftovers } from '../../i18n/no-english.test-utils';
import { DesktopSearchBox, MobileSearchBar } from './search-box';
import { SearchResultsScreen } from './search-results-screen';

afterEach(cleanup);

const results: SearchResponse = {
  products: [
    {
      id: 7,
      item_group_id: 1,
      product_name: 'トレイルブーツ 黒 8',
      brand: 'ウエストレイ',
      coverImage: '/media/a.svg',
      sellingPrice: { amount: 12, currency: 'usd' },
    } as never,
  ],
  facets: {
    brands: [{ key: 'ウエストレイ', count: 1 }],
    subcategories: [{ key: 'ブーツ', count: 1 }],
  },
  pagination: { page: 1, page_size: 20, total_pages: 2, total_results: 21 },
};

const renderIn = (locale: 'ja' | 'zh-CN', ui: React.ReactNode, at = '/brands') =>
  renderInShop(ui, at, locale);

describe('the search box in Japanese', () => {
  it('labels the box, its button and its recent searches in Japanese', async () => {
    await renderIn(
      'ja',
      <>
        <DesktopSearchBox suggest={() => Promise.resolve([])} />
        <MobileSearchBar suggest={() => Promise.resolve([])} />
      </>,
    );
    const input = screen.getByRole('combobox', { name: '商品を検索' });
    expect(input.getAttribute('placeholder')).toBe('ブランド・スタイル・カラー・SKUで検索');
    expect(screen.getByRole('button', { name: '検索' })).toBeTruthy();
    fireEvent.focus(input);
    expect(screen.getByRole('region', { name: '最近の検索' }).textContent).toContain(
      'まだ検索履歴はありません。',
    );
    expect(englishLeftovers(document.body, ['SKU'])).toEqual([]);
  });
});

describe('the search results in another language', () => {
  const props = {
    ...parseSearchUrl(new URLSearchParams('q=ブーツ&days=30')),
    results,
    error: null,
  };

  it('heads the results with the query first in Japanese, and leaves no English', async () => {
    await renderIn('ja', <SearchResultsScreen {...props} />, '/search-results?q=ブーツ');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('“ブーツ” の検索結果');
    expect(screen.getAllByPlaceholderText('ブランド検索').length).toBeGreaterThan(0);
    expect(screen.getAllByText('過去30日間').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'サブカテゴリー',
      'ブランド',
      '新着期間',
    ]);
    expect(englishLeftovers(document.body)).toEqual([]);
  });

  it('says the same in Simplified Chinese', async () => {
    await renderIn('zh-CN', <SearchResultsScreen {...props} />, '/search-results?q=ブーツ');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('“ブーツ” 的搜索结果');
    expect(screen.getAllByText('排序').length).toBeGreaterThan(0);
    expect(englishLeftovers(document.body)).toEqual([]);
  });

  it('finds the English of an English page (the check above can fail)', async () => {
    await renderInShop(<SearchResultsScreen {...props} />, '/search-results');
    expect(englishLeftovers(document.body)).toContain('Search');
  });
});
