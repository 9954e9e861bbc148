import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLABS_SHOWN } from './constants.ts';
import { decimal, sumMoney } from './money.ts';
import {
  slabLabel,
  slabTotal,
  slabUnitPrice,
  visibleSlabs,
  type PriceSlab,
  type SlabOperator,
} from './slab.ts';

const DEFAULT = { amount: '11.00', currency: 'GBP' };
const TIERS: PriceSlab[] = [
  { operator: 'from_to', min_quantity: 25, max_quantity: 99, selling_price: '10.00' },
  { operator: 'from_to', min_quantity: 100, max_quantity: 299, selling_price: '9.50' },
  { operator: '>=', min_quantity: 300, max_quantity: null, selling_price: 8 },
];

/** The spec's match rule restated for the properties, null bounds open. */
function matches(s: PriceSlab, q: number): boolean {
  const geMin = s.min_quantity === null || q >= s.min_quantity;
  const leMax = s.max_quantity === null || q <= s.max_quantity;
  if (s.operator === 'from_to') return geMin && leMax;
  return s.operator === '>=' ? geMin : leMax;
}
/** -Infinity when no slab has a min: then there is no threshold to be below. */
function smallestMin(slabs: readonly PriceSlab[]): number {
  const mins = slabs.flatMap((s) => (s.min_quantity === null ? [] : [s.min_quantity]));
  return mins.length === 0 ? -Infinity : Math.min(...mins);
}

const bound = fc.option(fc.integer({ min: 0, max: 2000 }), { nil: null, freq: 4 });
const slab: fc.Arbitrary<PriceSlab> = fc.record({
  operator: fc.constantFrom<SlabOperator>('from_to', '>=', '<='),
  min_quantity: bound,
  max_quantity: bound,
  selling_price: fc.integer({ min: 1, max: 1_000_000 }).map((c) => decimal(c).div(100).toFixed()),
  currency: fc.constantFrom(undefined, null, '', 'usd', 'INR'),
});
const slabs = fc.array(slab, { maxLength: 6 });
const quantity = fc.integer({ min: 0, max: 2500 });

describe('slabUnitPrice (000 §5, 001 §5)', () => {
  it.each([
    [1, '11', null],
    [24, '11', null],
    [25, '10', 0],
    [99, '10', 0],
    [100, '9.5', 1],
    [299, '9.5', 1],
    [300, '8', 2],
    [100000, '8', 2],
  ])('quantity %s costs %s each (slab %s)', (q, price, index) => {
    const p = slabUnitPrice(TIERS, q, DEFAULT);
    expect(p.amount.toString()).toBe(price);
    expect(p.slabIndex).toBe(index);
    expect(p.currency).toBe('gbp');
  });

  it('uses the default price when there are no slabs', () => {
    const p = slabUnitPrice([], 500, DEFAULT);
    expect(p).toMatchObject({ currency: 'gbp', slabIndex: null });
    expect(p.amount.toString()).toBe('11');
  });

  it('falls back to the default price in a gap between slabs', () => {
    const gappy: PriceSlab[] = [
      { operator: 'from_to', min_quantity: 25, max_quantity: 50, selling_price: 10 },
      { operator: '>=', min_quantity: 100, max_quantity: null, selling_price: 8 },
    ];
    expect(slabUnitPrice(gappy, 75, DEFAULT).slabIndex).toBeNull();
  });

  it('lets the first matching slab win over a later, cheaper one', () => {
    const overlapping: PriceSlab[] = [
      { operator: 'from_to', min_quantity: 1, max_quantity: 100, selling_price: 5 },
      { operator: 'from_to', min_quantity: 50, max_quantity: 200, selling_price: 4 },
    ];
    expect(slabUnitPrice(overlapping, 75, DEFAULT).amount.toString()).toBe('5');
  });

  it('applies the smallest-min rule even to a <= slab, as the spec words it', () => {
    const upTo: PriceSlab[] = [
      { operator: '<=', min_quantity: null, max_quantity: 50, selling_price: 5 },
      { operator: '>=', min_quantity: 51, max_quantity: null, selling_price: 4 },
    ];
    expect(slabUnitPrice(upTo, 10, DEFAULT).slabIndex).toBeNull();
    // With no min anywhere there is no threshold, and <= matches.
    expect(slabUnitPrice(upTo.slice(0, 1), 10, DEFAULT).slabIndex).toBe(0);
  });

  it('reads a null bound as open', () => {
    const open: PriceSlab[] = [
      { operator: 'from_to', min_quantity: 100, max_quantity: null, selling_price: 7 },
    ];
    expect(slabUnitPrice(open, 99_999, DEFAULT).slabIndex).toBe(0);
    const noMin: PriceSlab[] = [
      { operator: 'from_to', min_quantity: null, max_quantity: 10, selling_price: 7 },
    ];
    expect(slabUnitPrice(noMin, 0, DEFAULT).slabIndex).toBe(0);
    expect(slabUnitPrice(noMin, 11, DEFAULT).slabIndex).toBeNull();
  });

  it('takes the slab’s own currency, or the default’s when it has none', () => {
    const s = (currency: string | null | undefined): PriceSlab[] => [
      { operator: '>=', min_quantity: 1, max_quantity: null, selling_price: 3, currency },
    ];
    expect(slabUnitPrice(s('INR'), 5, DEFAULT).currency).toBe('inr');
    expect(slabUnitPrice(s(null), 5, DEFAULT).currency).toBe('gbp');
    expect(slabUnitPrice(s(undefined), 5, DEFAULT).currency).toBe('gbp');
    expect(slabUnitPrice(s(''), 5, DEFAULT).currency).toBe('gbp');
  });

  it('ignores a stored slab with an operator it does not know', () => {
    const odd = [{ ...TIERS[0], operator: '==' }] as unknown as PriceSlab[];
    expect(slabUnitPrice(odd, 30, DEFAULT).slabIndex).toBeNull();
  });

  it('prices quantity 0 (the stepper’s floor) and refuses nonsense', () => {
    expect(slabUnitPrice(TIERS, 0, DEFAULT).slabIndex).toBeNull();
    expect(() => slabUnitPrice(TIERS, -1, DEFAULT)).toThrow(RangeError);
    expect(() => slabUnitPrice(TIERS, Number.NaN, DEFAULT)).toThrow(RangeError);
  });

  it('picks the first matching slab, or the default exactly when the spec says so', () => {
    fc.assert(
      fc.property(slabs, quantity, (list, q) => {
        const p = slabUnitPrice(list, q, DEFAULT);
        const first = list.findIndex((s) => matches(s, q));
        const belowMin = q < smallestMin(list);
        if (list.length === 0 || belowMin || first === -1) {
          expect(p.slabIndex).toBeNull();
          expect(p.amount.equals(DEFAULT.amount)).toBe(true);
          expect(p.currency).toBe('gbp');
        } else {
          expect(p.slabIndex).toBe(first);
          const chosen = list[first] as PriceSlab;
          expect(p.amount.equals(chosen.selling_price)).toBe(true);
        }
      }),
    );
  });

  it('always answers the default price or one of the slab prices', () => {
    fc.assert(
      fc.property(slabs, quantity, (list, q) => {
        const prices = [DEFAULT.amount, ...list.map((s) => s.selling_price)];
        const p = slabUnitPrice(list, q, DEFAULT);
        expect(prices.some((price) => p.amount.equals(price))).toBe(true);
      }),
    );
  });

  it('gives the default price to any quantity below the smallest min', () => {
    fc.assert(
      fc.property(slabs, fc.integer({ min: 1, max: 2000 }), (list, min) => {
        const withMin: PriceSlab[] = [
          ...list.map((s) => ({ ...s, min_quantity: Math.max(s.min_quantity ?? min, min) })),
          { operator: '<=', min_quantity: min, max_quantity: null, selling_price: 1 },
        ];
        for (const q of [0, min - 1, Math.floor(min / 2)]) {
          expect(slabUnitPrice(withMin, q, DEFAULT).slabIndex).toBeNull();
        }
      }),
    );
  });

  it('keeps a match when slabs are added after it (first match wins)', () => {
    fc.assert(
      fc.property(slabs, slabs, quantity, (list, more, q) => {
        const before = slabUnitPrice(list, q, DEFAULT);
        fc.pre(before.slabIndex !== null);
        // Later slabs can only matter by bringing a min where the list had none.
        const all = [...list, ...more];
        const expected = q < smallestMin(all) ? null : before.slabIndex;
        expect(slabUnitPrice(all, q, DEFAULT).slabIndex).toBe(expected);
      }),
    );
  });

  it('lets a slab put first for exactly this quantity win', () => {
    fc.assert(
      fc.property(slabs, quantity, (list, q) => {
        const exact: PriceSlab = {
          operator: 'from_to',
          min_quantity: q,
          max_quantity: q,
          selling_price: '0.01',
        };
        // Its min is q, so q is never below the smallest min any more.
        const p = slabUnitPrice([exact, ...list], q, DEFAULT);
        expect(p.slabIndex).toBe(0);
        expect(p.amount.toString()).toBe('0.01');
      }),
    );
  });
});

describe('slabTotal', () => {
  it('multiplies exactly', () => {
    const t = slabTotal(
      [{ operator: '>=', min_quantity: 1, max_quantity: null, selling_price: 0.1 }],
      3,
      DEFAULT,
    );
    expect(t.total.toString()).toBe('0.3');
    expect(slabTotal(TIERS, 100, DEFAULT).total.toString()).toBe('950');
    expect(slabTotal(TIERS, 10, DEFAULT)).toMatchObject({ currency: 'gbp', slabIndex: null });
  });

  it('is the unit price added up once per piece', () => {
    fc.assert(
      fc.property(slabs, fc.integer({ min: 0, max: 300 }), (list, q) => {
        const t = slabTotal(list, q, DEFAULT);
        const unit = slabUnitPrice(list, q, DEFAULT);
        expect(t.unit.equals(unit.amount)).toBe(true);
        expect(t.slabIndex).toBe(unit.slabIndex);
        expect(t.total.equals(sumMoney(Array.from({ length: q }, () => t.unit)))).toBe(true);
      }),
    );
  });
});

// A slab counts pairs: goods are sold in pairs (issue 43 item 4.5); only the specs' fallback strip,
// FALLBACK_SLAB_LABELS, says "pieces" (000 §9).
describe('visibleSlabs and slabLabel', () => {
  it('shows the first 3 slabs in order, without touching the list', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 10 }), (list) => {
        const copy = [...list];
        const shown = visibleSlabs(list);
        expect(shown).toEqual(list.slice(0, SLABS_SHOWN));
        expect(list).toEqual(copy);
      }),
    );
  });

  it.each([
    [{ operator: 'from_to', min_quantity: 25, max_quantity: 100 }, '25-100 pairs'],
    [{ operator: 'from_to', min_quantity: 300, max_quantity: null }, '300 and up'],
    [{ operator: 'from_to', min_quantity: null, max_quantity: 100 }, 'up to 100 pairs'],
    [{ operator: '>=', min_quantity: 300, max_quantity: 500 }, '300 and up'],
    [{ operator: '<=', min_quantity: 10, max_quantity: 100 }, 'up to 100 pairs'],
    [{ operator: '>=', min_quantity: null, max_quantity: null }, 'any quantity'],
  ] as const)('labels %j as %j', (s, label) => {
    expect(slabLabel(s)).toBe(label);
  });

  it('names the bounds that decide a match', () => {
    fc.assert(
      fc.property(slab, (s) => {
        const label = slabLabel(s);
        if (s.operator !== '<=' && s.min_quantity !== null) {
          expect(label.startsWith(String(s.min_quantity))).toBe(true);
        }
        if (s.operator !== '>=' && s.max_quantity !== null) {
          expect(label).toContain(`${s.max_quantity} pairs`);
        }
      }),
    );
  });
});
