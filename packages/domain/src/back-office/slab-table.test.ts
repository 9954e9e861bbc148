import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { slabUnitPrice } from '../slab.ts';
import { currencyProblem, priceProblem, slabTableProblems, type SlabRow } from './slab-table.ts';

const slab = (
  operator: SlabRow['operator'],
  min: number | null,
  max: number | null,
  price = '10.00',
): SlabRow => ({
  operator,
  min_quantity: min,
  max_quantity: max,
  selling_price: price,
  currency: 'usd',
});

describe('slab table rules', () => {
  it('accepts a run of ranges that follow on from each other, and an empty table', () => {
    expect(slabTableProblems([])).toEqual([]);
    expect(
      slabTableProblems([slab('from_to', 1, 24), slab('from_to', 25, 99), slab('>=', 100, null)]),
    ).toEqual([]);
    expect(slabTableProblems([slab('<=', null, 49), slab('>=', 50, null)])).toEqual([]);
  });

  it('names the row whose range overlaps the one before', () => {
    const problems = slabTableProblems([slab('from_to', 1, 50), slab('from_to', 40, 99)]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ row: 2, field: 'min_quantity' });
    expect(problems[0]!.message).toBe(
      "Slab row 2: its quantities overlap row 1's (which ends at 50); start it at 51.",
    );
  });

  it('names the row after a gap and the quantities left without a price', () => {
    const [problem] = slabTableProblems([slab('from_to', 1, 10), slab('>=', 20, null)]);
    expect(problem).toMatchObject({ row: 2 });
    expect(problem!.message).toContain('quantities 11 to 19 have no price');
  });

  it('refuses a negative price, an unknown currency, a missing bound and a reversed range', () => {
    const problems = slabTableProblems([
      { ...slab('from_to', 1, 10), selling_price: '-1' },
      { ...slab('from_to', 11, 20), currency: 'xyz' },
      slab('>=', null, null),
      slab('from_to', 30, 25),
    ]);
    expect(problems.map((p) => [p.row, p.field])).toEqual([
      [1, 'selling_price'],
      [2, 'currency'],
      [3, 'min_quantity'],
      [4, null],
    ]);
    expect(problems[0]!.message).toBe('Slab row 1: the price cannot be negative.');
    expect(problems[1]!.message).toMatch(
      /^Slab row 2: Unknown currency "xyz": use one of GBP, CAD, USD/,
    );
  });

  it('refuses more than five slabs', () => {
    const six = [1, 2, 3, 4, 5, 6].map((n) => slab('from_to', n * 10, n * 10 + 9));
    six[0] = slab('from_to', 1, 19);
    expect(slabTableProblems(six).some((p) => p.row === 6 && p.field === null)).toBe(true);
  });

  it('checks prices and currencies as text', () => {
    expect(priceProblem('12.5')).toBeNull();
    expect(priceProblem('0')).toBeNull();
    expect(priceProblem('1e3')).toMatch(/up to 4 decimals/);
    expect(priceProblem('12.34567')).toMatch(/up to 4 decimals/);
    expect(priceProblem(' ')).toBe('The price is missing.');
    expect(currencyProblem('GBP')).toBeNull();
    expect(currencyProblem('')).toBe('The currency is missing.');
  });

  it('a table it accepts prices every quantity from its first slab on with exactly one slab', () => {
    const cuts = fc.uniqueArray(fc.integer({ min: 2, max: 500 }), { maxLength: 4 });
    fc.assert(
      fc.property(cuts, fc.boolean(), (raw, openEnded) => {
        const bounds = [1, ...raw.sort((a, b) => a - b)];
        const rows = bounds.map((start, i) => {
          const next = bounds[i + 1];
          if (next === undefined)
            return openEnded
              ? slab('>=', start, null, `${i + 1}`)
              : slab('from_to', start, start + 9, `${i + 1}`);
          return slab('from_to', start, next - 1, `${i + 1}`);
        });
        expect(slabTableProblems(rows)).toEqual([]);
        const last = openEnded ? 1000 : bounds[bounds.length - 1]! + 9;
        for (let q = 1; q <= last; q += 7) {
          const covering = rows.filter((r) => {
            const lo = r.min_quantity ?? 1;
            const hi = r.operator === '>=' ? Infinity : (r.max_quantity ?? Infinity);
            return q >= lo && q <= hi;
          });
          expect(covering).toHaveLength(1);
          expect(slabUnitPrice(rows, q, { amount: '99', currency: 'usd' }).slabIndex).toBe(
            rows.indexOf(covering[0]!),
          );
        }
      }),
    );
  });
});
