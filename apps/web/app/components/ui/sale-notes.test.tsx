// @vitest-environment jsdom
// A pre-order's window where the shopper meets it (docs/api.md, "Stock and pre-orders"): the
// listing card says "Pre-order: ships …" in the domain's words; a style sold at once says nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import type { ItemGroup } from '@solestock/domain';
import { ProductCard } from './product-card';
import { PreOrderNote, StyleMinimumNote } from './sale-notes';
import { inLanguage } from '../../i18n/in-language.test-utils';

afterEach(cleanup);

const group: ItemGroup = {
  id: 7,
  groupName: 'Trail Runner',
  brand: 'Acme',
  products: [
    {
      id: 70,
      productName: 'Trail Runner Red 42',
      coverImage: '/media/a.svg',
      imagesArray: [],
      color: 'Red',
      size: '42',
      brand: 'Acme',
      sellingPrice: { amount: 12.5, currency: 'usd' },
    },
  ],
};

const card = (g: ItemGroup) => {
  const Stub = createRoutesStub([{ path: '/', Component: () => <ProductCard group={g} /> }]);
  render(<Stub />);
};

describe('pre-order notes', () => {
  it('the card of a pre-order says its window; another card says nothing', async () => {
    card({ ...group, sale_mode: 'pre_order', ships_from: '2026-12-28', ships_by: '2027-01-15' });
    expect((await screen.findByTestId('pre-order-note')).textContent).toBe(
      'Pre-order: ships 28 Dec 2026 – 15 Jan 2027',
    );
    cleanup();
    card(group);
    await screen.findByText('Trail Runner');
    expect(screen.queryByTestId('pre-order-note')).toBeNull();
  });
});

describe('sale notes in Japanese and Chinese', () => {
  it('write the pre-order window and the minimum in the page’s language', async () => {
    render(
      await inLanguage(
        'ja',
        <>
          <PreOrderNote saleMode="pre_order" from="2027-03-01" by="2027-03-15" />
          <StyleMinimumNote minPairs={24} />
        </>,
      ),
    );
    expect(screen.getByTestId('pre-order-note').textContent).toBe(
      '予約注文：2027年3月1日～2027年3月15日に出荷',
    );
    expect(screen.getByTestId('style-minimum').textContent).toBe(
      'スタイルごとに最低24足（サイズ・カラーの組み合わせ可）',
    );
    cleanup();
    render(await inLanguage('zh-CN', <PreOrderNote saleMode="pre_order" from={null} by={null} />));
    expect(screen.getByTestId('pre-order-note').textContent).toBe('预订');
  });
});
