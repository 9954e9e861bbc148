// Quick order's check: 30 pasted lines with 3 bad ones give 27 products and name the 3.
import { describe, expect, it } from 'vitest';
import {
  ARCHIVED_SKU_MESSAGE,
  checkQuickOrder,
  UNKNOWN_SKU_MESSAGE,
  type SkuProduct,
} from './quick-order-check';

const rates = { rates: { USD: 1, GBP: 0.8 } };
const product = (sku: string, id: number): SkuProduct => ({
  sku,
  id,
  productName: `Boot ${id}`,
  brand: 'Kilnsey',
  color: 'Navy',
  size: '9',
  coverImage: '',
  defaultSellingPrice: { amount: 12, currency: 'usd' },
  slabPrices: [
    {
      operator: '>=',
      min_quantity: 25,
      max_quantity: null,
      selling_price: 10,
      currency: 'usd',
      converted_price: { amount: 8, symbol: '£' },
    },
  ],
});

describe('checkQuickOrder', () => {
  it('adds the 27 good lines of 30 and names the unknown SKU, the bad quantity and the missing one', async () => {
    const good = Array.from({ length: 27 }, (_, i) => `SS-${i} ${25 + i}`);
    const text = [
      ...good.slice(0, 10),
      'NOPE-1 25',
      ...good.slice(10, 20),
      'SS-99 0',
      ...good.slice(20),
      'SS-98',
    ].join('\n');
    const asked: string[][] = [];
    const check = await checkQuickOrder(
      text,
      async (skus) => {
        asked.push(skus);
        return {
          products: skus.filter((s) => s.startsWith('SS-')).map((s, i) => product(s, i + 1)),
          unknown: skus.filter((s) => !s.startsWith('SS-')),
        };
      },
      'gb',
      rates,
    );
    expect(asked).toHaveLength(1);
    expect(check.orders).toHaveLength(27);
    const bad = check.lines.filter((l) => l.status === 'error');
    expect(bad.map((l) => [l.line, l.sku])).toEqual([
      [11, 'NOPE-1'],
      [22, 'SS-99'],
      [30, 'SS-98'],
    ]);
    expect(bad[0]!.message).toBe(UNKNOWN_SKU_MESSAGE);
    // 25 + … + 51 pairs at £8.00 (the slab, converted and rounded), none below 25.
    expect(check.pairs).toBe((27 * (25 + 51)) / 2);
    expect(check.total).toBe('£8,208.00'); // 1026 pairs × £8.00, grouped for display
  });

  it('prices a repeated SKU once at its merged quantity', async () => {
    const check = await checkQuickOrder(
      'SS-1 10\nss-1 15',
      async (skus) => ({ products: skus.map((s) => product(s, 7)), unknown: [] }),
      'us',
      rates,
    );
    expect(check.orders).toEqual([
      expect.objectContaining({
        product_id: 7,
        quantity: 25,
        lines: [1, 2],
        unit: '$10.00',
        total: '$250.00',
      }),
    ]);
    expect(check.lines.map((l) => l.status)).toEqual(['ok', 'merged']);
  });

  it('asks nothing when no line can be read', async () => {
    const check = await checkQuickOrder(
      'hello',
      async () => {
        throw new Error('not asked');
      },
      'gb',
      rates,
    );
    expect(check.lines[0]!.status).toBe('error');
    expect(check.orders).toEqual([]);
  });

  it('names an archived SKU as no longer available, apart from an unknown one', async () => {
    const check = await checkQuickOrder(
      'SS-1 25\nOLD-7 25\nNOPE 25',
      async () => ({ products: [product('SS-1', 1)], unknown: ['NOPE'], archived: ['OLD-7'] }),
      'gb',
      rates,
    );
    expect(check.lines.map((l) => [l.sku, l.status, l.message])).toEqual([
      ['SS-1', 'ok', 'Ready to add'],
      ['OLD-7', 'error', ARCHIVED_SKU_MESSAGE],
      ['NOPE', 'error', UNKNOWN_SKU_MESSAGE],
    ]);
    expect(check.orders.map((o) => o.sku)).toEqual(['SS-1']);
  });
});
