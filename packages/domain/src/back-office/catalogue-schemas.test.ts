import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  brandForm,
  bulkForm,
  changedPrice,
  itemGroupForm,
  productForm,
  slabRowErrors,
} from './catalogue-schemas.ts';

const product = (over: Record<string, unknown> = {}) => ({
  item_group_id: 3,
  sku: 'ss-1001-blk-42',
  selling_price: '40',
  currency: 'GBP',
  slabs: [
    {
      operator: 'from_to',
      min_quantity: '1',
      max_quantity: '9',
      selling_price: '40',
      currency: 'gbp',
    },
    { operator: '>=', min_quantity: 10, max_quantity: '', selling_price: 35.5, currency: 'GBP' },
  ],
  ...over,
});

describe('productForm', () => {
  it('reads a form as the console sends it: text quantities, upper-case codes, blank measures', () => {
    const parsed = productForm.parse(product({ height: '', weight: '12.5' }));
    expect(parsed).toMatchObject({
      sku: 'SS-1001-BLK-42',
      currency: 'gbp',
      height: null,
      weight: '12.5',
      availability: 0,
      images: [],
    });
    expect(parsed.slabs).toEqual([
      {
        operator: 'from_to',
        min_quantity: 1,
        max_quantity: 9,
        selling_price: '40',
        currency: 'gbp',
      },
      {
        operator: '>=',
        min_quantity: 10,
        max_quantity: null,
        selling_price: '35.5',
        currency: 'gbp',
      },
    ]);
  });

  it('names the row and field of each slab problem', () => {
    const result = productForm.safeParse(
      product({
        slabs: [
          {
            operator: 'from_to',
            min_quantity: 1,
            max_quantity: 9,
            selling_price: '40',
            currency: 'gbp',
          },
          {
            operator: 'from_to',
            min_quantity: 8,
            max_quantity: 20,
            selling_price: '-1',
            currency: 'gbp',
          },
          { operator: '>=', min_quantity: 21, selling_price: '30', currency: 'chf' },
          { operator: '>=', min_quantity: 'ten', selling_price: '30', currency: 'gbp' },
        ],
      }),
    );
    expect(result.success).toBe(false);
    const errors = slabRowErrors(result.error!);
    expect(errors).toContainEqual({
      row: 2,
      field: 'selling_price',
      message: 'Slab row 2: the price cannot be negative.',
    });
    expect(errors).toContainEqual(
      expect.objectContaining({
        row: 3,
        field: 'currency',
        message: expect.stringMatching(/Unknown currency "chf"/),
      }),
    );
    expect(errors).toContainEqual(
      expect.objectContaining({
        row: 4,
        field: 'min_quantity',
        message: expect.stringMatching(/^Slab row 4: /),
      }),
    );
  });

  it('finds an overlap and a gap by row', () => {
    const table = (second: number) =>
      productForm.safeParse(
        product({
          slabs: [
            {
              operator: 'from_to',
              min_quantity: 1,
              max_quantity: 9,
              selling_price: '4',
              currency: 'gbp',
            },
            { operator: '>=', min_quantity: second, selling_price: '3', currency: 'gbp' },
          ],
        }),
      );
    expect(slabRowErrors(table(9).error!)[0]).toMatchObject({
      row: 2,
      message: expect.stringMatching(/overlap row 1/),
    });
    expect(slabRowErrors(table(12).error!)[0]).toMatchObject({
      row: 2,
      message: expect.stringMatching(/10 to 11 have no price/),
    });
    expect(table(10).success).toBe(true);
  });

  it('refuses a negative or malformed price and an unknown currency on the product itself', () => {
    const issues = (over: Record<string, unknown>) =>
      productForm.safeParse(product(over)).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ selling_price: '-2' })).toEqual([
      ['selling_price', 'The price cannot be negative.'],
    ]);
    expect(issues({ selling_price: '1e5' })?.[0]?.[0]).toBe('selling_price');
    expect(issues({ currency: 'xyz' })?.[0]?.[1]).toMatch(/^Unknown currency "xyz": use one of/);
  });
});

describe('the other forms', () => {
  it('trims names and refuses blanks; booleans from a checkbox', () => {
    expect(brandForm.parse({ name: '  Aldenmoor ', show_on_homepage: 'on' })).toEqual({
      name: 'Aldenmoor',
      show_on_homepage: true,
    });
    expect(brandForm.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe(
      'Please enter the brand name.',
    );
    const group = itemGroupForm.parse({
      name: 'Loafer',
      brand_id: '1',
      head_category_id: 2,
      subcategory_id: 3,
      bullet_points: ['a', '', ' b '],
      size_system: '',
    });
    expect(group).toMatchObject({ bullet_points: ['a', 'b'], size_system: null, brand_id: 1 });
  });

  it('needs a percentage for a price change, and only groups go on the home page', () => {
    expect(
      bulkForm.safeParse({ target: 'products', ids: [1], action: 'change_price' }).success,
    ).toBe(false);
    expect(
      bulkForm.safeParse({ target: 'products', ids: [1], action: 'show_on_homepage' }).error
        ?.issues[0]?.message,
    ).toMatch(/item groups/);
    expect(
      bulkForm.safeParse({
        target: 'item_groups',
        ids: [1, 1, 2],
        action: 'change_price',
        percent: -5,
      }).data,
    ).toMatchObject({ ids: [1, 2], percent: '-5' });
    for (const percent of ['0', '-95', '1001', '1.234', 'ten'])
      expect(
        bulkForm.safeParse({ target: 'products', ids: [1], action: 'change_price', percent })
          .success,
      ).toBe(false);
  });
});

describe('changedPrice', () => {
  it('rounds half-up to the minor unit: whole yen, cents elsewhere', () => {
    expect(changedPrice('19.99', '12.5', 'gbp')).toBe('22.49');
    expect(changedPrice('10.00', '-5', 'usd')).toBe('9.50');
    expect(changedPrice('1499', '12.5', 'jpy')).toBe('1686');
    expect(changedPrice('1333', '12.5', 'jpy')).toBe('1500');
    expect(changedPrice('0.01', '50', 'gbp')).toBe('0.02');
  });

  it('is exact: a +p % change is the decimal price × (100 + p) / 100, rounded once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: -9000, max: 100_000 }).filter((p) => p !== 0),
        (cents, basisPoints) => {
          const price = (cents / 100).toFixed(2);
          const percent = (basisPoints / 100).toFixed(2);
          // In integers: cents × (10000 + bp) / 10000, half-up.
          const scaled = BigInt(cents) * BigInt(10_000 + basisPoints);
          const expected = (scaled + 5_000n) / 10_000n;
          const got = changedPrice(price, percent, 'gbp');
          expect(got).toBe(`${expected / 100n}.${String(expected % 100n).padStart(2, '0')}`);
        },
      ),
    );
  });
});
