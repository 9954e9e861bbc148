// Packs (docs/api.md, "Packs"): the ratio's rules, its pairs and a carton's expansion into cart
// lines, on examples and by properties: expansion keeps every size and holds pairs × cartons.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCartonsLabel,
  cartonBreakdown,
  expandPack,
  expandPacks,
  mergeRatio,
  packPairs,
  packProducts,
  ratioProblems,
  type PackRatio,
} from './packs.ts';
import { packForm } from './back-office/pack-payloads.ts';

const CARTON_OF_12: PackRatio = { '5': 1, '6': 2, '7': 3, '8': 3, '9': 2, '10': 1 };

describe('a pack’s ratio', () => {
  it('is pairs per size; its pairs are the sum', () => {
    expect(ratioProblems(CARTON_OF_12)).toEqual([]);
    expect(packPairs(CARTON_OF_12)).toBe(12);
    expect(ratioProblems({ '42': 2 })).toEqual([]);
  });

  it('names the size at fault', () => {
    expect(ratioProblems({ '5': 1, '6': 0 })).toEqual([
      { size: '6', message: expect.stringMatching(/^Size 6: the pairs are a whole number/) },
    ]);
    expect(ratioProblems({ '5': 1.5, '6': -1, '7': '2' }).map((p) => p.size)).toEqual([
      '5',
      '6',
      '7',
    ]);
    expect(ratioProblems({ ' 5': 2 })[0]!.message).toMatch(/is not a size/);
    expect(ratioProblems({ ['9'.repeat(21)]: 2 })[0]!.size).toBe('9'.repeat(21));
  });

  it('holds 2 to 500 pairs and at least one size', () => {
    expect(ratioProblems({ '5': 1 })).toEqual([
      { size: null, message: 'A carton holds 2 to 500 pairs; this one holds 1.' },
    ]);
    expect(ratioProblems({ '5': 250, '6': 251 })[0]!.message).toBe(
      'A carton holds 2 to 500 pairs; this one holds 501.',
    );
    expect(ratioProblems({ '5': 250, '6': 250 })).toEqual([]);
    expect(ratioProblems({})).toEqual([
      { size: null, message: 'Put at least one size in the carton.' },
    ]);
    for (const bad of [null, [], 'x', 3])
      expect(ratioProblems(bad)[0]!.message).toMatch(/pairs per size/);
  });

  it('the staff form: an empty name is the carton’s own; problems sit on ratio.<size>', () => {
    expect(packForm.parse({ color: 'Black', name: ' ', ratio: CARTON_OF_12 })).toEqual({
      color: 'Black',
      name: 'Carton of 12',
      ratio: CARTON_OF_12,
      pairs: 12,
    });
    const refused = packForm.safeParse({ color: 'Black', ratio: { '5': 0, '6': 2 } });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((i) => i.path)).toEqual([['ratio', '5']]);
  });
});

describe('expansion', () => {
  it('ratio × cartons per size; several packs merge by product', () => {
    expect(expandPack({ '5': 1, '6': 2 }, 3)).toEqual({ '5': 3, '6': 6 });
    const lines = expandPacks(
      [
        { ratio: { '5': 1, '6': 2 }, cartons: 3 },
        { ratio: { '6': 1, '7': 1 }, cartons: 2 },
        { ratio: { '5': 1, '6': 2 }, cartons: 1 },
      ],
      (_item, size) => size,
    );
    expect(lines).toEqual([
      { key: '5', quantity: 4, items: [0, 2] },
      { key: '6', quantity: 10, items: [0, 1, 2] },
      { key: '7', quantity: 2, items: [1] },
    ]);
  });

  it('an import’s cells change the sizes they name; 0 takes one out; the rest stay', () => {
    expect(mergeRatio({ '5': 1, '6': 2, '7': 3 }, { '6': 4, '7': 0, '8': 1 })).toEqual({
      '5': 1,
      '6': 4,
      '8': 1,
    });
    expect(mergeRatio(null, { '5': 0 })).toEqual({});
    expect(mergeRatio(null, { '5': 2 })).toEqual({ '5': 2 });
  });

  it('says a carton in few words, sizes in order', () => {
    expect(cartonBreakdown({ '10': 1, '5': 1, '6': 2 }, 3)).toBe('12 pairs: 5×3, 6×6, 10×3');
    expect(cartonBreakdown(CARTON_OF_12, 1, 3)).toBe('12 pairs: 5×1, 6×2, 7×3, …');
    expect(addCartonsLabel(1)).toBe('Add 1 carton');
    expect(addCartonsLabel(3)).toBe('Add 3 cartons');
  });

  it('finds each size’s product of the pack’s colour, and the sizes no live product has', () => {
    const products = [
      { id: 7, color: 'Black', size: '6' },
      { id: 3, color: 'Black', size: '5' },
      { id: 4, color: 'Sand', size: '7' },
      { id: 2, color: 'Black', size: '6' },
      { id: 9, color: 'Black', size: null },
    ];
    expect(packProducts({ color: 'Black', ratio: { '5': 1, '6': 2, '7': 1 } }, products)).toEqual({
      products: { '5': 3, '6': 2 },
      missing: ['7'],
    });
  });
});

/** Ratios as shops write them: 1 to 12 sizes, 1 to 40 pairs each. */
const ratio = fc
  .dictionary(
    fc.constantFrom('4', '5', '5.5', '6', '7', '8', '9', '10', '11', '12', 'M', 'L', 'XL'),
    fc.integer({ min: 1, max: 40 }),
    { minKeys: 1, maxKeys: 12 },
  )
  .map((r) => ({ ...r }) as PackRatio);
const order = fc.array(
  fc.record({ ratio, cartons: fc.integer({ min: 1, max: 1000 }), colour: fc.nat(2) }),
  { minLength: 1, maxLength: 6 },
);

describe('expansion, by property', () => {
  it('one pack: total = pairs × cartons, every size kept, each ratio × cartons', () => {
    fc.assert(
      fc.property(ratio, fc.integer({ min: 1, max: 1000 }), (r, cartons) => {
        const lines = expandPack(r, cartons);
        expect(Object.keys(lines).sort()).toEqual(Object.keys(r).sort());
        expect(packPairs(lines)).toBe(packPairs(r) * cartons);
        for (const [size, pairs] of Object.entries(r)) expect(lines[size]).toBe(pairs * cartons);
      }),
    );
  });

  it('many packs: total = Σ pairs × cartons; every (colour, size) asked is one line', () => {
    fc.assert(
      fc.property(order, (items) => {
        const lines = expandPacks(items, (item, size) => `${item.colour}:${size}`);
        const total = items.reduce((n, i) => n + packPairs(i.ratio) * i.cartons, 0);
        expect(lines.reduce((n, l) => n + l.quantity, 0)).toBe(total);
        const asked = new Set(
          items.flatMap((i) => Object.keys(i.ratio).map((s) => `${i.colour}:${s}`)),
        );
        expect(new Set(lines.map((l) => l.key))).toEqual(asked);
        expect(lines.length).toBe(asked.size);
        for (const line of lines) {
          // Each line is exactly the pairs its items' cartons hold of it.
          const own = line.items.reduce((n, index) => {
            const item = items[index]!;
            const size = line.key.slice(line.key.indexOf(':') + 1);
            return n + (item.ratio[size] ?? 0) * item.cartons;
          }, 0);
          expect(line.quantity).toBe(own);
          expect(line.quantity).toBeGreaterThan(0);
        }
      }),
    );
  });
});
