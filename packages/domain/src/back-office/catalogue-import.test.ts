import { describe, expect, it } from 'vitest';
import {
  checkImportRow,
  columnName,
  exportPrice,
  headerProblems,
  IMPORT_COLUMNS,
  inertCell,
  uninertCell,
} from './catalogue-import.ts';

const good: Record<string, string> = {
  sku: 'TR-1',
  group: 'Trailblazer',
  brand: 'Northpeak',
  head_category: 'Sneakers',
  subcategory: 'Running',
  colour: 'Black',
  size: '9',
  price: '68.00',
  currency: 'usd',
  height: '4.5',
  length: '',
  width: '',
  dimension_unit: '',
  weight: '',
  weight_unit: 'KG',
  availability: '',
  images: 'https://cdn.example.com/a.jpg | /media/b.jpg',
  slab1_operator: 'from_to',
  slab1_min: '1',
  slab1_max: '49',
  slab1_price: '64',
  slab1_currency: 'USD',
  slab2_operator: '>=',
  slab2_min: '50',
};

describe('the catalogue import format', () => {
  it('reads a good row, with defaults for empty cells and lowercase codes', () => {
    const { row, problems } = checkImportRow({ ...good, slab2_price: '60', slab2_currency: 'usd' });
    expect(problems).toEqual([]);
    expect(row).toMatchObject({
      size: '9',
      height: '4.5',
      length: null,
      dimension_unit: 'in',
      weight_unit: 'kg',
      availability: 0,
      currency: 'usd',
      images: ['https://cdn.example.com/a.jpg', '/media/b.jpg'],
      slabs: [
        { operator: 'from_to', min: 1, max: 49, price: '64', currency: 'usd' },
        { operator: '>=', min: 50, max: null, price: '60', currency: 'usd' },
      ],
    });
  });

  it('names the column of each problem', () => {
    const { row, problems } = checkImportRow({
      ...good,
      sku: 'has space',
      price: '1,50',
      height: 'tall',
      images: 'javascript:alert(1)',
      slab2_price: '60',
      slab2_currency: 'usd',
      slab3_operator: '',
      slab4_operator: '>=',
    });
    expect(row).toBeNull();
    expect(problems.map((p) => p.column)).toEqual([
      'sku',
      'height',
      'images',
      'price',
      'slab4_operator',
    ]);
  });

  it('checks slabs with the domain rules: overlap and missing bounds', () => {
    const overlap = checkImportRow({
      ...good,
      slab2_min: '40',
      slab2_price: '60',
      slab2_currency: 'USD',
    });
    expect(overlap.problems).toEqual([
      {
        column: 'slab2_min',
        message: expect.stringMatching(/^Slab 2: its quantities overlap slab 1's/),
      },
    ]);
    const noPrice = checkImportRow({ ...good, slab2_currency: 'USD' });
    expect(noPrice.problems.map((p) => p.column)).toEqual(['slab2_price']);
  });

  it('names missing, unknown, doubled and half-given slab columns in the header', () => {
    expect(headerProblems(IMPORT_COLUMNS.map((c) => c.toUpperCase()))).toEqual([]);
    const problems = headerProblems(['SKU', 'Group', 'brand', 'sku', 'flavour', 'slab1_operator']);
    expect(problems.join(' ')).toMatch(/lacks these columns: head_category, subcategory, colour/);
    expect(problems.join(' ')).toMatch(/not part of the format: flavour/);
    expect(problems.join(' ')).toMatch(/appear twice: sku/);
    expect(problems.join(' ')).toMatch(/Slab 1 needs all of its columns: add slab1_min/);
    expect(columnName('\uFEFF Head category ')).toBe('head_category');
  });

  it('reads the carton cells: absent columns null, an empty pack_pairs 0 (not in the carton)', () => {
    const whole = { ...good, slab2_price: '60', slab2_currency: 'usd' };
    expect(checkImportRow(whole).row).toMatchObject({ pack_pairs: null, pack_name: null });
    const empty = checkImportRow({ ...whole, pack_pairs: '', pack_name: '' });
    expect(empty.row).toMatchObject({ pack_pairs: 0, pack_name: '' });
    const filled = checkImportRow({ ...whole, pack_pairs: '3', pack_name: ' Carton of 12 ' });
    expect(filled.row).toMatchObject({ pack_pairs: 3, pack_name: 'Carton of 12' });
    for (const bad of ['501', '-1', '2.5', 'x'])
      expect(checkImportRow({ ...whole, pack_pairs: bad, pack_name: '' }).problems).toEqual([
        { column: 'pack_pairs', message: expect.stringMatching(/^pack_pairs is this size's/) },
      ]);
    expect(
      checkImportRow({ ...whole, size: '', pack_pairs: '2', pack_name: '' }).problems[0],
    ).toMatchObject({ column: 'pack_pairs' });
    expect(headerProblems([...IMPORT_COLUMNS.filter((c) => c !== 'pack_name')])).toEqual([
      "The carton's columns go together: add pack_name.",
    ]);
  });

  it('escapes formula cells on the way out and undoes it on the way in', () => {
    for (const value of ['=1+1', '+44 20', '-3', '@SUM(A1)', '\tx', 'plain', "'quoted", ''])
      expect(uninertCell(inertCell(value))).toBe(value);
    expect(inertCell('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(inertCell('Black')).toBe('Black');
  });

  it('writes prices with at least two decimals and no trailing zeros beyond', () => {
    expect(exportPrice('12.5000')).toBe('12.50');
    expect(exportPrice('3.1250')).toBe('3.125');
    expect(exportPrice('7')).toBe('7.00');
  });
});
