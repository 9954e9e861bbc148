import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareSizes, sortSizes } from './sizes.ts';

describe('natural size order', () => {
  it.each([
    [
      ['10', '5', '12', '8', '6', '9', '7', '11'],
      ['5', '6', '7', '8', '9', '10', '11', '12'],
    ],
    [
      ['XL', 'S', '3XL', 'M', 'XXL', 'XS', 'L', '4XL'],
      ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'],
    ],
    [
      ['2', 'C10', '1', 'C8', 'C13', 'C9'],
      ['C8', 'C9', 'C10', 'C13', '1', '2'],
    ],
    [
      ['9.5', '9', '10', '8½', '8'],
      ['8', '8½', '9', '9.5', '10'],
    ],
    [
      ['One Size', 'M', '40', 'S', '38'],
      ['38', '40', 'S', 'M', 'One Size'],
    ],
  ])('%j sorts to %j', (input, expected) => {
    expect(sortSizes(input)).toEqual(expected);
  });

  it('drops blanks and duplicates', () => {
    expect(sortSizes(['8', null, '', ' ', '8', undefined, '7'])).toEqual(['7', '8']);
  });

  const size = fc.oneof(
    fc.integer({ min: 1, max: 60 }).map(String),
    fc.integer({ min: 2, max: 30 }).map((n) => `${n / 2}`),
    fc.constantFrom('XS', 'S', 'M', 'L', 'XL', 'XXL', '2XL', '3XL', 'C9', 'C12', 'One Size', 'OS'),
    fc.string({ maxLength: 4 }),
  );

  it('is a total order: antisymmetric and transitive, and equal only for the same name', () => {
    fc.assert(
      fc.property(size, size, size, (a, b, c) => {
        expect(Math.sign(compareSizes(a, b))).toBe(-Math.sign(compareSizes(b, a)) || 0);
        if (compareSizes(a, b) <= 0 && compareSizes(b, c) <= 0) {
          expect(compareSizes(a, c)).toBeLessThanOrEqual(0);
        }
      }),
    );
  });

  it('puts every number before every letter size, and numbers by value', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 500 }), { minLength: 1 }),
        fc.subarray(['XS', 'S', 'M', 'L', 'XL', 'XXL']),
        (numbers, letters) => {
          const sorted = sortSizes([...letters, ...numbers.map(String)]);
          const unique = [...new Set(numbers)].sort((x, y) => x - y).map(String);
          expect(sorted).toEqual([...unique, ...letters]);
        },
      ),
    );
  });
});
