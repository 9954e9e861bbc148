import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimal } from '../money.ts';
import { CARTON_PAIRS, cartonCount, netWeightKg, perPairKg, totalPairs } from './order-figures.ts';

describe('an order’s shipping figures', () => {
  it('counts pairs, not lines', () => {
    expect(totalPairs([{ pairs: 24 }, { pairs: 36 }, { pairs: 25 }])).toBe(85);
    expect(totalPairs([])).toBe(0);
  });

  it('packs each style and colour on its own, up to a carton’s pairs', () => {
    const lines = [
      { style: 1, color: 'Black', pairs: 6 },
      { style: 1, color: 'black ', pairs: 7 },
      { style: 1, color: 'White', pairs: 5 },
      { style: 2, color: 'Black', pairs: CARTON_PAIRS },
    ];
    // 13 black of style 1 → 2 cartons, 5 white → 1, 12 black of style 2 → 1.
    expect(cartonCount(lines)).toBe(4);
    expect(cartonCount(lines, 6)).toBe(3 + 1 + 2);
    expect(cartonCount([])).toBe(0);
  });

  it('weighs exactly in kilograms and names the lines it could not weigh', () => {
    expect(
      netWeightKg([
        { pairs: 10, weight: '0.85', unit: 'kg' },
        { pairs: 4, weight: '500', unit: 'g' },
        { pairs: 3, weight: '16', unit: 'oz' },
        { pairs: 2, weight: null, unit: 'kg' },
      ]),
    ).toEqual({ kg: '11.861', unweighed_lines: 1 });
    expect(netWeightKg([])).toEqual({ kg: '0.000', unweighed_lines: 0 });
  });

  it('weighs as line by line does, lines of one weight taken together', () => {
    const line = fc.record({
      pairs: fc.integer({ min: 1, max: 100_000 }),
      weight: fc.constantFrom(null, '', '0', '0.85', '12.50', '500', '16', '0.01'),
      unit: fc.constantFrom('kg', 'g', 'lb', 'oz', 'stone'),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 60 }), (lines) => {
        // The rule as it reads: each line's pairs × its weight, summed exactly.
        let kg = decimal(0);
        let unweighed = 0;
        for (const l of lines) {
          const each = perPairKg(l.weight, l.unit);
          if (each) kg = kg.plus(each.times(l.pairs));
          else unweighed += 1;
        }
        expect(netWeightKg(lines)).toEqual({
          kg: kg.toDecimalPlaces(3).toFixed(3),
          unweighed_lines: unweighed,
        });
      }),
    );
  });
});
