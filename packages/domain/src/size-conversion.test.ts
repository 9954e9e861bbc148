// Size conversion (issue 19): the table's well-known rows, its order, and reading a stored size
// in the shopper's country's system.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ADULT_SIZE_TABLE,
  chartColumns,
  countrySizeColumn,
  KIDS_SIZE_TABLE,
  localSize,
  sizeAudience,
  sizeRow,
  SIZE_SYSTEMS,
  type ChartColumn,
} from './size-conversion.ts';

describe('the size table', () => {
  it('agrees with the usual published rows', () => {
    expect(sizeRow('8', 'uk')).toEqual({
      UK: '8',
      EU: '42',
      'US men': '9',
      'US women': '10',
      JP: '26',
      CN: '260',
    });
    expect(sizeRow('6', 'uk')).toMatchObject({ EU: '39.5', 'US men': '7', 'US women': '8' });
    expect(sizeRow('10', 'uk')).toMatchObject({ EU: '44.5', JP: '28', CN: '280' });
    expect(sizeRow('4', 'uk')).toMatchObject({ EU: '37', 'US women': '6', JP: '23' });
    expect(sizeRow('C8', 'kids')).toMatchObject({ UK: 'C8', EU: '25.5', US: '9' });
    expect(sizeRow('C13', 'kids')).toMatchObject({ EU: '32', US: '1' });
    expect(sizeRow('2', 'kids')).toMatchObject({ UK: '2', EU: '34.5', US: '3' });
  });

  it('grows in every column as the size grows (never smaller, EU and US strictly larger)', () => {
    for (const table of [ADULT_SIZE_TABLE, KIDS_SIZE_TABLE]) {
      for (let i = 1; i < table.length; i++) {
        const [a, b] = [table[i - 1]!, table[i]!];
        expect(Number(b.EU)).toBeGreaterThan(Number(a.EU));
        expect(Number(b.JP)).toBeGreaterThanOrEqual(Number(a.JP));
        expect(Number(b.CN)).toBe(Number(b.JP) * 10);
        if (b['US men']) expect(Number(b['US men'])).toBe(Number(a['US men']) + 0.5);
      }
    }
  });

  it('reads any system back to the same row', () => {
    const columns: [ChartColumn, 'uk' | 'eu' | 'us-men' | 'us-women'][] = [
      ['UK', 'uk'],
      ['EU', 'eu'],
      ['US men', 'us-men'],
      ['US women', 'us-women'],
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...ADULT_SIZE_TABLE),
        fc.constantFrom(...columns),
        (r, [c, s]) => {
          expect(sizeRow(r[c], s)).toEqual(r);
        },
      ),
    );
    for (const r of KIDS_SIZE_TABLE) expect(sizeRow(r.UK, 'kids')).toEqual(r);
  });

  it('reads ½ and lower-case kids sizes, finds the nearest EU size, and refuses what is no size', () => {
    expect(sizeRow('8½', 'uk')?.UK).toBe('8.5');
    expect(sizeRow('c9', 'kids')?.UK).toBe('C9');
    expect(sizeRow('43.5', 'eu')?.UK).toBe('9.5'); // between 43 and 44: the larger
    expect(sizeRow('41', 'eu')?.UK).toBe('7.5'); // 40.5 and 41.5 are both half a point away: the larger
    expect(sizeRow('M', 'uk')).toBeUndefined();
    expect(sizeRow('99', 'uk')).toBeUndefined();
    expect(sizeRow('C8', 'uk')).toBeUndefined();
    expect(sizeRow('M', 'letter')).toBeUndefined();
    expect(sizeRow(null, 'uk')).toBeUndefined();
  });
});

describe("a size in the shopper's system", () => {
  it('shows UK 8 as US 9 (men) or US 10 (women), JP 26, CN 260, and nothing in Britain or India', () => {
    expect(localSize('8', 'uk', 'us')).toEqual({ column: 'US men', label: 'US', value: '9' });
    expect(localSize('8', 'uk', 'ca', 'women')).toMatchObject({ label: 'US', value: '10' });
    expect(localSize('8', 'uk', 'jp')).toMatchObject({ label: 'JP', value: '26' });
    expect(localSize('8', 'uk', 'cn')).toMatchObject({ label: 'CN', value: '260' });
    expect(localSize('8', 'uk', 'gb')).toBeUndefined();
    expect(localSize('8', 'uk', 'in')).toBeUndefined();
  });

  it('keeps US sizes in the US, and converts them for Britain', () => {
    expect(localSize('9', 'us-men', 'us')).toBeUndefined();
    expect(localSize('10', 'us-women', 'gb')).toMatchObject({ label: 'UK', value: '8' });
    expect(countrySizeColumn('us', 'us-women', 'men')).toBe('US women');
    expect(localSize('42', 'eu', 'gb')).toMatchObject({ value: '8' });
    expect(localSize('C10', 'kids', 'us')).toMatchObject({ label: 'US', value: '11' });
  });

  it('has nothing for letter sizes or an unknown country', () => {
    expect(localSize('M', 'letter', 'us')).toBeUndefined();
    expect(chartColumns('letter')).toEqual([]);
    expect(localSize('8', 'uk', 'fr')).toBeUndefined();
  });

  it("knows women's styles by their category", () => {
    expect(sizeAudience("Women's Footwear", 'Heels')).toBe('women');
    expect(sizeAudience("Men's Footwear", null)).toBe('men');
    expect(sizeAudience('Sports Shoes')).toBe('men');
  });

  it('gives every system a chart of its own columns', () => {
    for (const s of SIZE_SYSTEMS) expect(Array.isArray(chartColumns(s))).toBe(true);
    expect(chartColumns('uk')).toEqual(['UK', 'EU', 'US men', 'US women', 'JP', 'CN']);
    expect(chartColumns('kids')).toEqual(['UK', 'EU', 'US', 'JP', 'CN']);
  });
});
