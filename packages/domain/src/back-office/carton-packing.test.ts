// packCartons: the packing list's one rule (docs/api.md, "Trade documents"; decision 148), on
// examples and by properties: every pair in exactly one carton, no loose carton over the carton
// size, packs kept whole (a pack larger than the carton stays one carton), as few loose cartons as
// the pairs allow, numbered 1…N, and the same answer every time.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packCartons, type PackingLine, type PackingPack } from './carton-packing.ts';

const line = (
  style: number,
  color: string,
  size: string,
  pairs: number,
  weight: string | null = null,
): PackingLine => ({
  style,
  style_name: `Style ${style}`,
  color,
  size,
  pairs,
  weight,
  weight_unit: 'kg',
});

const RUN12 = { '5': 1, '6': 2, '7': 3, '8': 3, '9': 2, '10': 1 };

describe('packCartons', () => {
  it('packs full packs first, each its own carton, then the rest of each style and colour', () => {
    // Black: 2 cartons of the run and 5 more pairs; white: 13 loose pairs.
    const lines = [
      line(1, 'Black', '5', 2),
      line(1, 'Black', '6', 4),
      line(1, 'Black', '7', 6),
      line(1, 'Black', '8', 8),
      line(1, 'Black', '9', 4),
      line(1, 'Black', '10', 2),
      line(1, 'White', '8', 13),
    ];
    const packs: PackingPack[] = [
      { id: 1, style: 1, color: 'black', name: 'Carton of 12', ratio: RUN12 },
    ];
    const packing = packCartons(lines, packs, 12);
    expect(packing.cartons.map((c) => [c.number, c.color, c.pack, c.pairs])).toEqual([
      [1, 'Black', 'Carton of 12', 12],
      [2, 'Black', 'Carton of 12', 12],
      [3, 'Black', null, 2],
      [4, 'White', null, 12],
      [5, 'White', null, 1],
    ]);
    expect(packing.cartons[0]!.sizes).toEqual([
      { size: '5', pairs: 1 },
      { size: '6', pairs: 2 },
      { size: '7', pairs: 3 },
      { size: '8', pairs: 3 },
      { size: '9', pairs: 2 },
      { size: '10', pairs: 1 },
    ]);
    expect(packing.cartons[2]!.sizes).toEqual([{ size: '8', pairs: 2 }]);
    expect(packing.pairs).toBe(39);
  });

  it('fills loose cartons in size order, running a size over into the next carton', () => {
    const packing = packCartons(
      [line(7, 'Tan', '10', 5), line(7, 'Tan', '8', 5), line(7, 'Tan', '9', 5)],
      [],
      6,
    );
    expect(packing.cartons.map((c) => c.sizes)).toEqual([
      [
        { size: '8', pairs: 5 },
        { size: '9', pairs: 1 },
      ],
      [
        { size: '9', pairs: 4 },
        { size: '10', pairs: 2 },
      ],
      [{ size: '10', pairs: 3 }],
    ]);
  });

  it('keeps a pack larger than the carton whole, as one carton', () => {
    const packs = [
      { id: 9, style: 1, color: 'Red', name: 'Bale of 24', ratio: { '8': 12, '9': 12 } },
    ];
    const packing = packCartons([line(1, 'Red', '8', 12), line(1, 'Red', '9', 13)], packs, 12);
    expect(packing.cartons.map((c) => [c.pack, c.pairs])).toEqual([
      ['Bale of 24', 24],
      [null, 1],
    ]);
  });

  it('weighs each carton from its pairs, and says when a carton’s weight is not known', () => {
    const packing = packCartons(
      [line(1, 'Black', '8', 10, '0.85'), line(1, 'Black', '9', 4, null)],
      [],
      12,
    );
    expect(packing.cartons.map((c) => c.net_weight_kg)).toEqual([null, null]);
    expect(packing.unweighed_cartons).toBe(2);
    const weighed = packCartons(
      [{ ...line(1, 'Black', '8', 10, '30'), weight_unit: 'oz' }, line(1, 'Black', '9', 4, '0.9')],
      [],
      12,
    );
    // 10 × 30 oz = 8.505 kg; + 2 × 0.9 = 10.305 in the first carton, 1.8 in the second.
    expect(weighed.cartons.map((c) => c.net_weight_kg)).toEqual(['10.305', '1.800']);
    expect(weighed.net_weight_kg).toBe('12.105');
    expect(weighed.unweighed_cartons).toBe(0);
  });

  it('matches packs to lines by style and colour, whatever the colour’s case or spaces', () => {
    const packs = [{ id: 1, style: 3, color: ' NAVY ', name: 'Pair of 2', ratio: { '7': 2 } }];
    const packing = packCartons([line(3, 'Navy', '7', 4), line(4, 'Navy', '7', 2)], packs, 12);
    expect(packing.cartons.map((c) => [c.style, c.pack])).toEqual([
      [3, 'Pair of 2'],
      [3, 'Pair of 2'],
      [4, null],
    ]);
  });

  it('has no cartons for no pairs and refuses a carton of no pairs', () => {
    expect(packCartons([], [], 12).cartons).toEqual([]);
    expect(() => packCartons([line(1, 'A', '8', 1)], [], 0)).toThrow(RangeError);
  });
});

// ----------------------------------------------------------------------------------- properties

const SIZES = ['5', '6', '7', '8', '9', '10', '11', 'S', 'M'];
const COLOURS = ['Black', 'White', 'Tan'];

const lineArb = fc.record({
  style: fc.integer({ min: 1, max: 3 }),
  color: fc.constantFrom(...COLOURS),
  size: fc.constantFrom(...SIZES),
  pairs: fc.integer({ min: 1, max: 60 }),
  weight: fc.option(fc.constantFrom('0.75', '0.8', '1.1', '28'), { nil: null }),
  weight_unit: fc.constantFrom('kg', 'oz'),
});

const packArb = fc.record({
  id: fc.integer({ min: 1, max: 1000 }),
  style: fc.integer({ min: 1, max: 3 }),
  color: fc.constantFrom(...COLOURS, 'black', ' tan '),
  name: fc.constantFrom('Carton', 'Run', 'Bale'),
  ratio: fc.dictionary(fc.constantFrom(...SIZES), fc.integer({ min: 1, max: 15 }), {
    minKeys: 1,
    maxKeys: 5,
  }),
});

const orderArb = fc.record({
  lines: fc
    .array(lineArb, { maxLength: 25 })
    .map((ls) => ls.map((l) => ({ ...l, style_name: `Style ${l.style}` }))),
  packs: fc.array(packArb, { maxLength: 4 }),
  cartonPairs: fc.integer({ min: 1, max: 30 }),
});

const key = (style: number | string, color: string, size: string) =>
  `${style}|${color.trim().toLowerCase()}|${size}`;

describe('packCartons, by properties', () => {
  it('puts every pair in exactly one carton', () => {
    fc.assert(
      fc.property(orderArb, ({ lines, packs, cartonPairs }) => {
        const ordered = new Map<string, number>();
        for (const l of lines)
          ordered.set(
            key(l.style, l.color, l.size),
            (ordered.get(key(l.style, l.color, l.size)) ?? 0) + l.pairs,
          );
        const packed = new Map<string, number>();
        const packing = packCartons(lines, packs, cartonPairs);
        const sums: [number, number][] = [];
        let empty = 0;
        for (const c of packing.cartons) {
          sums.push([c.pairs, c.sizes.reduce((n, s) => n + s.pairs, 0)]);
          for (const s of c.sizes) {
            if (s.pairs <= 0) empty += 1;
            const k = key(c.style, c.color, s.size);
            packed.set(k, (packed.get(k) ?? 0) + s.pairs);
          }
        }
        expect(sums.every(([a, b]) => a === b)).toBe(true);
        expect(empty).toBe(0);
        expect(packed).toEqual(ordered);
        expect(packing.pairs).toBe(lines.reduce((n, l) => n + l.pairs, 0));
      }),
    );
  });

  it('fills no loose carton past the carton size, and keeps each pack whole as its own carton', () => {
    fc.assert(
      fc.property(orderArb, ({ lines, packs, cartonPairs }) => {
        const packing = packCartons(lines, packs, cartonPairs);
        const over = packing.cartons.filter((c) => c.pack === null && c.pairs > cartonPairs);
        // A pack carton is exactly one of that style and colour's packs, however large.
        const notWhole = packing.cartons.filter(
          (c) =>
            c.pack !== null &&
            !packs.some(
              (p) =>
                p.name === c.pack &&
                p.style === c.style &&
                p.color.trim().toLowerCase() === c.color.trim().toLowerCase() &&
                Object.keys(p.ratio).length === c.sizes.length &&
                c.sizes.every((s) => p.ratio[s.size] === s.pairs),
            ),
        );
        expect(over).toEqual([]);
        expect(notWhole).toEqual([]);
        // Packs come first: no pack carton after a loose one.
        const firstLoose = packing.cartons.findIndex((c) => c.pack === null);
        if (firstLoose >= 0)
          expect(packing.cartons.slice(firstLoose).every((c) => c.pack === null)).toBe(true);
      }),
    );
  });

  it('leaves no whole pack in the loose pairs, and uses as few loose cartons as they allow', () => {
    fc.assert(
      fc.property(orderArb, ({ lines, packs, cartonPairs }) => {
        const packing = packCartons(lines, packs, cartonPairs);
        const loose = new Map<string, Map<string, number>>();
        const cartonsOf = new Map<string, number>();
        for (const c of packing.cartons.filter((x) => x.pack === null)) {
          const k = `${c.style}|${c.color.toLowerCase()}`;
          cartonsOf.set(k, (cartonsOf.get(k) ?? 0) + 1);
          const sizes = loose.get(k) ?? new Map<string, number>();
          for (const s of c.sizes) sizes.set(s.size, (sizes.get(s.size) ?? 0) + s.pairs);
          loose.set(k, sizes);
        }
        for (const [k, sizes] of loose) {
          const pairs = [...sizes.values()].reduce((n, p) => n + p, 0);
          expect(cartonsOf.get(k)).toBe(Math.ceil(pairs / cartonPairs));
        }
        for (const p of packs) {
          const sizes = loose.get(`${p.style}|${p.color.trim().toLowerCase()}`);
          const fits = Object.entries(p.ratio).every(([size, n]) => (sizes?.get(size) ?? 0) >= n);
          expect(fits).toBe(false);
        }
      }),
    );
  });

  it('numbers the cartons 1…N and gives the same cartons every time, leaving its input alone', () => {
    fc.assert(
      fc.property(orderArb, ({ lines, packs, cartonPairs }) => {
        const before = JSON.stringify({ lines, packs });
        const first = packCartons(lines, packs, cartonPairs);
        expect(first.cartons.map((c) => c.number)).toEqual(first.cartons.map((_, i) => i + 1));
        expect(packCartons(lines, packs, cartonPairs)).toEqual(first);
        expect(JSON.stringify({ lines, packs })).toBe(before);
      }),
    );
  });
});
