// tierQuantities: the one rule for the quantity that picks a line's slab (docs/api.md, "Style
// tiers"), checked on examples and by properties against the slab rule itself (linePrice).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linePrice } from './line-price.ts';
import { decimal, sumMoney } from './money.ts';
import type { PriceSlab } from './slab.ts';
import { tierQuantities, tierQuantity, type TierLine, type TierScope } from './tier-quantity.ts';

const rates = { rates: { USD: 1, GBP: '0.79', INR: '83.11', JPY: '151.37' } };

describe('tierQuantities', () => {
  it('a product-scoped line counts its own pairs, a style-scoped line its style’s total', () => {
    const lines: TierLine[] = [
      { itemGroupId: 1, tierScope: 'style', quantity: 6 },
      { itemGroupId: 2, tierScope: 'product', quantity: 6 },
      { itemGroupId: 1, tierScope: 'style', quantity: 8 },
      { itemGroupId: 2, tierScope: 'product', quantity: 9 },
      { itemGroupId: 3, tierScope: 'style', quantity: 4 },
    ];
    expect(tierQuantities(lines)).toEqual([14, 6, 14, 9, 4]);
    expect(lines.map((l) => tierQuantity(l, lines))).toEqual([14, 6, 14, 9, 4]);
  });

  it('is empty for no lines', () => {
    expect(tierQuantities([])).toEqual([]);
  });
});

/**
 * Slab tables as shops write them: contiguous bands from a first minimum up, each cheaper than
 * the one before, the default price at or above the first band.
 */
const descendingTable = fc
  .tuple(
    fc.integer({ min: 1, max: 30 }),
    fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 0, maxLength: 4 }),
    fc.integer({ min: 100, max: 5000 }),
    fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 5, maxLength: 5 }),
  )
  .map(([first, widths, top, drops]) => {
    const slabs: PriceSlab[] = [];
    let min = first;
    let cents = top;
    widths.forEach((width, i) => {
      cents = Math.max(1, cents - (drops[i] ?? 0));
      slabs.push({
        operator: 'from_to',
        min_quantity: min,
        max_quantity: min + width - 1,
        selling_price: decimal(cents).div(100).toFixed(),
      });
      min += width;
    });
    cents = Math.max(1, cents - (drops[4] ?? 0));
    slabs.push({
      operator: '>=',
      min_quantity: min,
      max_quantity: null,
      selling_price: decimal(cents).div(100).toFixed(),
    });
    return { slabs, defaultPrice: { amount: decimal(top).div(100).toFixed(), currency: 'usd' } };
  });

const cart = fc.record({
  tables: fc.array(descendingTable, { minLength: 3, maxLength: 3 }),
  scopes: fc.array(fc.constantFrom<TierScope>('product', 'style'), {
    minLength: 3,
    maxLength: 3,
  }),
  lines: fc.array(
    fc.record({
      group: fc.integer({ min: 0, max: 2 }),
      quantity: fc.integer({ min: 1, max: 120 }),
    }),
    { minLength: 1, maxLength: 10 },
  ),
  country: fc.constantFrom('us', 'gb', 'jp'),
});

type Cart = typeof cart extends fc.Arbitrary<infer T> ? T : never;

/** Each line priced at `quantities[i]`, as the cart charges it. */
function priced(c: Cart, quantities: readonly number[]) {
  return c.lines.map((l, i) => {
    const table = c.tables[l.group]!;
    const p = linePrice(table.slabs, quantities[i]!, table.defaultPrice, c.country, rates);
    return { unit: p.convertedUnitPrice, total: p.convertedUnitPrice.times(l.quantity) };
  });
}
const tierLines = (c: Cart): TierLine[] =>
  c.lines.map((l) => ({
    itemGroupId: l.group,
    tierScope: c.scopes[l.group]!,
    quantity: l.quantity,
  }));

describe('style tiers, by property', () => {
  it('a style cart’s total never exceeds the same lines priced per line', () => {
    fc.assert(
      fc.property(cart, (c) => {
        const style = sumMoney(priced(c, tierQuantities(tierLines(c))).map((p) => p.total));
        const perLine = sumMoney(
          priced(
            c,
            c.lines.map((l) => l.quantity),
          ).map((p) => p.total),
        );
        expect(style.lessThanOrEqualTo(perLine)).toBe(true);
      }),
    );
  });

  it('moving pairs between sizes of a style never changes any unit price', () => {
    fc.assert(
      fc.property(cart, fc.nat(), fc.nat(), fc.nat(), (c, from, to, share) => {
        const styled: Cart = { ...c, scopes: c.scopes.map(() => 'style' as const) };
        const a = from % styled.lines.length;
        const b = to % styled.lines.length;
        fc.pre(a !== b && styled.lines[a]!.group === styled.lines[b]!.group);
        const moved = share % (styled.lines[a]!.quantity + 1);
        const after: Cart = {
          ...styled,
          lines: styled.lines.map((l, i) =>
            i === a
              ? { ...l, quantity: l.quantity - moved }
              : i === b
                ? { ...l, quantity: l.quantity + moved }
                : l,
          ),
        };
        const before = priced(styled, tierQuantities(tierLines(styled)));
        const then = priced(after, tierQuantities(tierLines(after)));
        before.forEach((p, i) => expect(then[i]!.unit.equals(p.unit)).toBe(true));
      }),
    );
  });
});
