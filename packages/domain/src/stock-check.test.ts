// stockShortfalls: the one stock rule (docs/api.md, "Stock and pre-orders"), on examples and by
// properties: only `stock` groups are ever short, and exactly when a product's total passes
// what is on hand.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SALE_MODES } from './sale-mode.ts';
import {
  insufficientStockSentence,
  isStockLimited,
  stockShortfalls,
  type ProductStock,
  type StockLine,
} from './stock-check.ts';

describe('stockShortfalls', () => {
  it('sums a product’s lines (every mode) and compares the total with what is on hand', () => {
    const stock: ProductStock[] = [
      { productId: 1, saleMode: 'stock', availability: 10 },
      { productId: 2, saleMode: 'stock', availability: 3 },
      { productId: 3, saleMode: 'unlimited', availability: 0 },
      { productId: 4, saleMode: 'pre_order', availability: 0 },
    ];
    const lines: StockLine[] = [
      { productId: 2, quantity: 2 },
      { productId: 1, quantity: 6 },
      { productId: 3, quantity: 500 },
      { productId: 2, quantity: 2 },
      { productId: 1, quantity: 4 },
      { productId: 4, quantity: 90 },
    ];
    expect(stockShortfalls(lines, stock)).toEqual([{ product_id: 2, requested: 4, available: 3 }]);
    expect(stockShortfalls([...lines, { productId: 1, quantity: 1 }], stock)).toEqual([
      { product_id: 2, requested: 4, available: 3 },
      { product_id: 1, requested: 11, available: 10 },
    ]);
  });

  it('never names a product it was not told about, and is empty for no lines', () => {
    expect(stockShortfalls([{ productId: 9, quantity: 5 }], [])).toEqual([]);
    expect(stockShortfalls([], [{ productId: 1, saleMode: 'stock', availability: 0 }])).toEqual([]);
  });

  it('only a stock group is limited', () => {
    expect(SALE_MODES.filter(isStockLimited)).toEqual(['stock']);
  });

  const line = fc.record({
    productId: fc.integer({ min: 1, max: 6 }),
    quantity: fc.integer({ min: 1, max: 200 }),
  });
  const product = (productId: number) =>
    fc.record({
      productId: fc.constant(productId),
      saleMode: fc.constantFrom(...SALE_MODES),
      availability: fc.integer({ min: 0, max: 400 }),
    });
  const catalogue = fc.tuple(...[1, 2, 3, 4, 5, 6].map(product));

  it('names a product exactly when it is of a stock group and its total passes its stock', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), catalogue, (lines, stock) => {
        const short = stockShortfalls(lines, stock);
        for (const p of stock) {
          const total = lines
            .filter((l) => l.productId === p.productId)
            .reduce((s, l) => s + l.quantity, 0);
          const named = short.filter((s) => s.product_id === p.productId);
          const expected = p.saleMode === 'stock' && total > p.availability;
          expect(named.length).toBe(expected ? 1 : 0);
          if (expected)
            expect(named[0]).toEqual({
              product_id: p.productId,
              requested: total,
              available: p.availability,
            });
        }
      }),
    );
  });

  it('unlimited and pre-order groups are never short, whatever is asked', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), catalogue, (lines, stock) => {
        const open = stock.map((p) => ({
          ...p,
          saleMode: p.saleMode === 'stock' ? ('pre_order' as const) : p.saleMode,
        }));
        expect(stockShortfalls(lines, open)).toEqual([]);
      }),
    );
  });

  it('asking for fewer pairs never makes a line short (removing a line only helps)', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 20 }),
        catalogue,
        fc.nat(),
        (lines, stock, drop) => {
          const fewer = lines.filter((_, i) => i !== drop % lines.length);
          const before = new Set(stockShortfalls(lines, stock).map((s) => s.product_id));
          for (const s of stockShortfalls(fewer, stock))
            expect(before.has(s.product_id)).toBe(true);
        },
      ),
    );
  });
});

describe('insufficientStockSentence', () => {
  const shoe = { name: 'Derby Classic', color: 'Black', size: '9' };
  it('names the product, its colour and size, what is left and what was asked', () => {
    expect(
      insufficientStockSentence(
        shoe,
        { requested: 5, available: 3 },
        'Nothing was added to your cart.',
      ),
    ).toBe(
      'Only 3 pairs of Derby Classic, Black, size 9 are left; you asked for 5 pairs. Nothing was added to your cart.',
    );
    expect(insufficientStockSentence(shoe, { requested: 2, available: 1 }, 'X.')).toBe(
      'Only 1 pair of Derby Classic, Black, size 9 is left; you asked for 2 pairs. X.',
    );
    expect(
      insufficientStockSentence(
        { name: 'Slide', color: '', size: null },
        { requested: 1, available: 0 },
        'X.',
      ),
    ).toBe('Slide is sold out; you asked for 1 pair. X.');
  });
});
