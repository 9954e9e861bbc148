// @vitest-environment jsdom
// Quick order in Japanese and Chinese (issue 46): the screen's words and each checked line's
// result in the page's language, the domain's English sentences never shown.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { inLanguage } from '../../i18n/in-language.test-utils';
import { checkQuickOrder, type SkuProduct } from './quick-order-check';
import { QuickOrderScreen } from './quick-order-screen';

afterEach(cleanup);

const boot: SkuProduct = {
  sku: 'SS-1',
  id: 1,
  productName: 'Kilnsey Boot',
  brand: 'Kilnsey',
  color: 'Navy',
  size: '9',
  coverImage: '',
  defaultSellingPrice: { amount: 12, currency: 'usd' },
  slabPrices: [],
};

/** Four lines: one good, one repeated, one unknown SKU, one without a quantity. */
const checked = () =>
  checkQuickOrder(
    'SS-1 10\nss-1 5\nNOPE-2 3\nSS-3',
    () => Promise.resolve({ products: [boot], unknown: ['NOPE-2'] }),
    'us',
    { rates: { USD: 1 } },
  );

async function renderIn(locale: 'ja' | 'zh-CN') {
  const check = await checked();
  const Stub = createRoutesStub([
    { path: '/', Component: () => <QuickOrderScreen answer={{ intent: 'check', check }} /> },
  ]);
  render(await inLanguage(locale, <Stub />));
}

const ENGLISH = [
  'Quick order',
  'Paste',
  'Check lines',
  'Upload a CSV',
  'Checked lines',
  'ready',
  'cannot be ordered',
  'Ready to add',
  'No product has this SKU.',
  'Add a quantity',
  'Added to line',
  'to cart',
  'Product',
  'Result',
];

describe('quick order in other languages', () => {
  it('says the screen and every line’s result in Japanese', async () => {
    await renderIn('ja');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('クイック注文');
    expect(screen.getByRole('heading', { name: '確認結果' })).toBeTruthy();
    expect(
      screen.getByText('1商品を追加できます(15 足、$180.00)。2行は注文できません: 3、4 行目。'),
    ).toBeTruthy();
    expect(screen.getByText('追加できます')).toBeTruthy();
    expect(screen.getByText('1 行目に合算しました(同じ SKU)。')).toBeTruthy();
    expect(screen.getByText('この SKU の商品はありません。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '1商品をカートに追加' })).toBeTruthy();
    for (const words of ENGLISH) expect(document.body.textContent, words).not.toContain(words);
  });

  it('says them in Chinese', async () => {
    await renderIn('zh-CN');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('快速下单');
    expect(screen.getByText('没有此 SKU 的商品。')).toBeTruthy();
    expect(screen.getByText('请在 SKU 后填写数量,例如“SKU 25”。')).toBeTruthy();
    for (const words of ENGLISH) expect(document.body.textContent, words).not.toContain(words);
  });
});
