// stockShortfalls: the one stock rule (docs/api.md, "Stock and pre-orders"), on examples and by
// properties: only `stock` groups are ever short, and exactly when a product's total passes
// what is on hand.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SALE_MODES } from './sale-mode.ts';
import {
  incomingShipsFrom,
  insufficientStockSentence,
  isStockLimited,
  sellablePairs,
  shipsFromText,
  stockShortfalls,
  takeStockFor,
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

describe('incoming stock (docs/stock.md)', () => {
  const lots = [
    { id: 7, expectedOn: '2027-03-01', pairs: 50 },
    { id: 3, expectedOn: '2027-01-15', pairs: 20 },
    { id: 9, expectedOn: '2027-01-15', pairs: 5 },
  ];
  const product = { availability: 4, incoming: lots };

  it('takes on hand first, then the earliest delivery (then the lowest id), and ships from the last reached', () => {
    expect(takeStockFor(3, product)).toEqual({ onHand: 3, incoming: [], shipsFrom: null });
    expect(takeStockFor(4, product)).toEqual({ onHand: 4, incoming: [], shipsFrom: null });
    expect(takeStockFor(10, product)).toEqual({
      onHand: 4,
      incoming: [{ id: 3, expectedOn: '2027-01-15', pairs: 6 }],
      shipsFrom: '2027-01-15',
    });
    expect(takeStockFor(40, product)).toEqual({
      onHand: 4,
      incoming: [
        { id: 3, expectedOn: '2027-01-15', pairs: 20 },
        { id: 9, expectedOn: '2027-01-15', pairs: 5 },
        { id: 7, expectedOn: '2027-03-01', pairs: 11 },
      ],
      shipsFrom: '2027-03-01',
    });
    expect(takeStockFor(79, product)?.shipsFrom).toBe('2027-03-01');
    expect(takeStockFor(80, product)).toBeNull();
  });

  it('counts incoming pairs as sellable, so the check refuses only past on hand and incoming together', () => {
    expect(sellablePairs(product)).toBe(79);
    expect(sellablePairs({ availability: -2, incoming: [] })).toBe(0);
    const stock: ProductStock[] = [{ productId: 1, saleMode: 'stock', ...product }];
    expect(stockShortfalls([{ productId: 1, quantity: 79 }], stock)).toEqual([]);
    expect(
      stockShortfalls(
        [
          { productId: 1, quantity: 70 },
          { productId: 1, quantity: 10 },
        ],
        stock,
      ),
    ).toEqual([{ product_id: 1, requested: 80, available: 79 }]);
  });

  it('says "ships from" only for a stock product past its pairs on hand', () => {
    expect(incomingShipsFrom(5, { saleMode: 'stock', ...product })).toBe('2027-01-15');
    expect(incomingShipsFrom(4, { saleMode: 'stock', ...product })).toBeNull();
    expect(incomingShipsFrom(5, { saleMode: 'unlimited', ...product })).toBeNull();
    expect(shipsFromText('2027-01-15')).toBe('Ships from 15 Jan 2027');
  });

  it('never takes more than a delivery has, and takes exactly the quantity when it can', () => {
    const lot = fc.record({
      id: fc.integer({ min: 1, max: 50 }),
      expectedOn: fc.constantFrom('2027-01-01', '2027-02-01', '2027-03-01'),
      pairs: fc.integer({ min: 0, max: 30 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.array(lot, { maxLength: 4 }),
        fc.integer({ min: 0, max: 150 }),
        (availability, incoming, quantity) => {
          const p = { availability, incoming };
          const take = takeStockFor(quantity, p);
          expect(take === null).toBe(quantity > sellablePairs(p));
          if (!take) return;
          const fromLots = take.incoming.reduce((n, l) => n + l.pairs, 0);
          expect(take.onHand + fromLots).toBe(quantity);
          // Incoming only once on hand is used up.
          if (fromLots > 0) expect(take.onHand).toBe(availability);
        },
      ),
    );
  });
});
