import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQuickOrder, QUICK_ORDER_MAX_PRODUCTS } from './quick-order.ts';

describe('parseQuickOrder', () => {
  it('reads tabs, commas, semicolons and spaces, and skips blank lines and a header', () => {
    const { entries, orders } = parseQuickOrder(
      'SKU\tQuantity\nSS-01-1-BLACK-8\t25\r\n\nSS-01-1-BLACK-9, 30\n  SS-01-1-NAVY-8   40  \nSS-01-1-NAVY-9;"50"\n',
    );
    expect(entries.map((e) => [e.line, e.sku, e.quantity, e.problem])).toEqual([
      [2, 'SS-01-1-BLACK-8', 25, undefined],
      [4, 'SS-01-1-BLACK-9', 30, undefined],
      [5, 'SS-01-1-NAVY-8', 40, undefined],
      [6, 'SS-01-1-NAVY-9', 50, undefined],
    ]);
    expect(orders.map((o) => o.quantity)).toEqual([25, 30, 40, 50]);
  });

  it('names bad quantities, a missing quantity and extra fields', () => {
    const { entries, orders } = parseQuickOrder('A 0\nB -5\nC 2.5\nD\nE 100001\nF 10 20\nG ten');
    expect(entries.map((e) => e.problem)).toEqual([
      'bad_quantity',
      'bad_quantity',
      'bad_quantity',
      'no_quantity',
      'bad_quantity',
      'too_many_fields',
      'bad_quantity',
    ]);
    expect(entries.every((e) => e.message)).toBe(true);
    expect(orders).toEqual([]);
  });

  it('merges a repeated SKU (any case) into its first line', () => {
    const { entries, orders } = parseQuickOrder('abc-1 10\nXYZ 5\nABC-1 15');
    expect(orders).toEqual([
      { sku: 'abc-1', quantity: 25, lines: [1, 3] },
      { sku: 'XYZ', quantity: 5, lines: [2] },
    ]);
    expect(entries[2]).toMatchObject({ mergedInto: 1, quantity: 15 });
    expect(entries[2]!.problem).toBeUndefined();
  });

  it('refuses a merge past 100000 pairs and products past the add-many limit', () => {
    expect(parseQuickOrder('A 60000\nA 60000').entries[1]!.problem).toBe('bad_quantity');
    const many = Array.from({ length: QUICK_ORDER_MAX_PRODUCTS + 2 }, (_, i) => `S${i} 1`);
    const parsed = parseQuickOrder(many.join('\n'));
    expect(parsed.orders).toHaveLength(QUICK_ORDER_MAX_PRODUCTS);
    expect(parsed.entries.filter((e) => e.problem === 'too_many_products')).toHaveLength(2);
  });

  it('orders the sum of the good lines, once per SKU, whatever is pasted', () => {
    const sku = fc.constantFrom('A-1', 'a-1', 'B-2', 'C-3');
    const row = fc.tuple(
      sku,
      fc.integer({ min: -5, max: 200 }),
      fc.constantFrom('\t', ',', ' ', ' ; '),
    );
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), (rows) => {
        const text = rows.map(([s, q, sep]) => `${s}${sep}${q}`).join('\n');
        const { entries, orders } = parseQuickOrder(text);
        expect(entries).toHaveLength(rows.length);
        const keys = orders.map((o) => o.sku.toUpperCase());
        expect(new Set(keys).size).toBe(keys.length);
        const good = entries.filter((e) => !e.problem);
        expect(orders.reduce((n, o) => n + o.quantity, 0)).toBe(
          good.reduce((n, e) => n + (e.quantity ?? 0), 0),
        );
        for (const e of entries) expect(Boolean(e.problem)).toBe(!(rows[e.line - 1]![1] >= 1));
      }),
    );
  });
});
