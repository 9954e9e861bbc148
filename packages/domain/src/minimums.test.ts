// minimumShortfalls: the one rule for what an order falls short of (docs/api.md, "Minimums"),
// on examples and by properties.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInUsd } from './currency.ts';
import {
  minimumShortfalls,
  orderShortfallSentence,
  styleMinimumText,
  styleShortfallSentence,
  type MinimumLine,
} from './minimums.ts';

const line = (itemGroupId: number, minPairs: number, quantity: number): MinimumLine => ({
  itemGroupId,
  style: `Style ${itemGroupId}`,
  minPairs,
  quantity,
});

describe('minimumShortfalls', () => {
  it('counts a style’s sizes and colours together, and names those below their minimum', () => {
    const result = minimumShortfalls([
      line(1, 24, 10),
      line(2, 0, 3),
      line(1, 24, 10),
      line(3, 12, 12),
      line(4, 6, 5),
    ]);
    expect(result).toEqual({
      styles: [
        { item_group_id: 1, style: 'Style 1', min_pairs: 24, pairs: 20, missing: 4 },
        { item_group_id: 4, style: 'Style 4', min_pairs: 6, pairs: 5, missing: 1 },
      ],
      order: null,
    });
  });

  it('an order below the shop’s minimum in dollars, rounded to cents', () => {
    expect(minimumShortfalls([], { goodsUsd: '320', minOrderUsd: '500' }).order).toEqual({
      min_order_usd: 500,
      goods_usd: 320,
      missing_usd: 180,
    });
    // 499.996 is $500.00 as shown: not short.
    expect(minimumShortfalls([], { goodsUsd: '499.996', minOrderUsd: '500' }).order).toBeNull();
    expect(minimumShortfalls([], { goodsUsd: '500', minOrderUsd: '500' }).order).toBeNull();
    expect(minimumShortfalls([], { goodsUsd: '1', minOrderUsd: '0' }).order).toBeNull();
  });

  it('says it in sentences naming the style and its minimum', () => {
    expect(styleMinimumText(24)).toBe('Minimum 24 pairs per style (mix sizes and colours)');
    const { styles } = minimumShortfalls([
      { itemGroupId: 7, style: 'Trailblazer Runner', minPairs: 24, quantity: 10 },
    ]);
    expect(styleShortfallSentence(styles)).toBe(
      'Trailblazer Runner has a minimum of 24 pairs per style (mix sizes and colours) and your order has 10: add 14 more, or remove the style.',
    );
    expect(
      styleShortfallSentence(minimumShortfalls([line(1, 24, 10), line(2, 12, 1)]).styles),
    ).toBe(
      '2 styles are below their minimum: Style 1 (10 of 24 pairs), Style 2 (1 of 12 pairs). Add pairs (mix sizes and colours), or remove these styles.',
    );
    expect(
      orderShortfallSentence({ min_order_usd: 500, goods_usd: 320.5, missing_usd: 179.5 }),
    ).toBe(
      "The minimum order is US$500.00 and your goods come to US$320.50 at today's rate: add US$179.50 more.",
    );
  });

  it('converts to dollars by the rate map, and has no figure without a rate', () => {
    const rates = { rates: { USD: 1, GBP: '0.8', JPY: '150' } };
    expect(amountInUsd('80', 'gbp', rates)!.toFixed(2)).toBe('100.00');
    expect(amountInUsd('15000', 'JPY', rates)!.toFixed(2)).toBe('100.00');
    expect(amountInUsd('12.5', 'usd', null)!.toFixed(2)).toBe('12.50');
    expect(amountInUsd('10', 'inr', rates)).toBeUndefined();
    expect(amountInUsd('10', 'gbp', null)).toBeUndefined();
  });
});

const lines = fc.array(
  fc.record({
    itemGroupId: fc.integer({ min: 1, max: 4 }),
    quantity: fc.integer({ min: 1, max: 60 }),
  }),
  { maxLength: 12 },
);
const minimums = fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 4, maxLength: 4 });
const withMinimums = (raw: { itemGroupId: number; quantity: number }[], mins: number[]) =>
  raw.map((l) => line(l.itemGroupId, mins[l.itemGroupId - 1]!, l.quantity));

describe('minimumShortfalls, by property', () => {
  it('a style is short exactly when it holds 1 … min − 1 pairs, and missing is the rest', () => {
    fc.assert(
      fc.property(lines, minimums, (raw, mins) => {
        const { styles } = minimumShortfalls(withMinimums(raw, mins));
        for (let group = 1; group <= 4; group++) {
          const held = raw
            .filter((l) => l.itemGroupId === group)
            .reduce((n, l) => n + l.quantity, 0);
          const min = mins[group - 1]!;
          const short = styles.find((s) => s.item_group_id === group);
          if (held > 0 && held < min) {
            expect(short).toEqual({
              item_group_id: group,
              style: `Style ${group}`,
              min_pairs: min,
              pairs: held,
              missing: min - held,
            });
          } else expect(short).toBeUndefined();
        }
      }),
    );
  });

  it('the order of the lines changes nothing but the order of the list', () => {
    fc.assert(
      fc.property(
        lines.chain((raw) =>
          fc.tuple(fc.constant(raw), fc.shuffledSubarray(raw, { minLength: raw.length })),
        ),
        minimums,
        ([raw, shuffled], mins) => {
          const byGroup = (l: { item_group_id: number }[]) =>
            [...l].sort((a, b) => a.item_group_id - b.item_group_id);
          expect(byGroup(minimumShortfalls(withMinimums(shuffled, mins)).styles)).toEqual(
            byGroup(minimumShortfalls(withMinimums(raw, mins)).styles),
          );
        },
      ),
    );
  });

  it('adding pairs never makes a new shortfall, and never adds to one', () => {
    fc.assert(
      fc.property(
        lines,
        minimums,
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 60 }),
        (raw, mins, group, more) => {
          const before = minimumShortfalls(withMinimums(raw, mins)).styles;
          const after = minimumShortfalls(
            withMinimums([...raw, { itemGroupId: group, quantity: more }], mins),
          ).styles;
          const held = raw.some((l) => l.itemGroupId === group);
          for (const s of after) {
            const was = before.find((b) => b.item_group_id === s.item_group_id);
            // Only a style the order did not hold yet can newly fall short: its first pairs.
            if (!was) expect(s.item_group_id === group && !held).toBe(true);
            else expect(s.missing).toBeLessThanOrEqual(was.missing);
          }
        },
      ),
    );
  });

  it('a shop with no minimums is never short', () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: 0, max: 100_000 }), (raw, cents) => {
        const none = withMinimums(raw, [0, 0, 0, 0]);
        expect(minimumShortfalls(none, { goodsUsd: cents / 100, minOrderUsd: 0 })).toEqual({
          styles: [],
          order: null,
        });
      }),
    );
  });

  it('the order is short exactly when its rounded goods are below the minimum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (goodsTenthCents, minimumCents) => {
          const goods = goodsTenthCents / 1000;
          const minimum = minimumCents / 100;
          const { order } = minimumShortfalls([], { goodsUsd: goods, minOrderUsd: minimum });
          const roundedGoods = Math.round(goodsTenthCents / 10) / 100;
          if (minimum > 0 && roundedGoods < minimum) {
            expect(order).not.toBeNull();
            expect(Math.round((order!.goods_usd + order!.missing_usd) * 100)).toBe(minimumCents);
          } else expect(order).toBeNull();
        },
      ),
    );
  });
});
