// How an order is packed into cartons for its packing list (docs/api.md, "Trade documents";
// decision 148). One rule, pure: full packs first, each its own carton; then each style and
// colour's remaining pairs, up to the carton size. Cartons are numbered 1…N in that order.
import { decimal, type Decimal } from '../money.ts';
import { compareSizes } from '../sizes.ts';
import { perPairKg } from './order-figures.ts';

export interface PackingLine {
  /** The style (item group) id; lines of one style and colour share cartons. */
  style: number | string;
  /** The style's name as printed (the line's product name). */
  style_name: string;
  color: string;
  /** The size as sold; '' for one-size goods. */
  size: string;
  pairs: number;
  /** The product's weight per pair as stored (decimal text) and its unit; null when not entered. */
  weight?: string | null;
  weight_unit?: string;
}

/** A colour's standard carton (the `packs` table): pairs per size. */
export interface PackingPack {
  id: number | string;
  style: number | string;
  color: string;
  name: string;
  ratio: Readonly<Record<string, number>>;
}

export interface CartonSize {
  size: string;
  pairs: number;
}

export interface Carton {
  /** 1…N. */
  number: number;
  style: number | string;
  style_name: string;
  color: string;
  /** Sizes in their natural order, each with its pairs. */
  sizes: CartonSize[];
  pairs: number;
  /** The pack this carton is (its name), or null for a carton of loose pairs. */
  pack: string | null;
  /** Net weight in kg (3 decimals), or null when some of its pairs have no weight. */
  net_weight_kg: string | null;
}

export interface Packing {
  cartons: Carton[];
  carton_pairs: number;
  pairs: number;
  /** Net weight of the weighed pairs in kg (3 decimals). */
  net_weight_kg: string;
  /** Cartons whose weight is not known in full (some of their pairs have no weight). */
  unweighed_cartons: number;
}

/** A style and colour of the order: its pairs per size and each size's weight per pair. */
interface Bucket {
  style: number | string;
  style_name: string;
  color: string;
  /** The colour compared as packs and lines are matched: trimmed, lower case. */
  key: string;
  pairs: Map<string, number>;
  /** Kg of each size's pairs together; null when a line of that size has no usable weight. */
  kg: Map<string, Decimal | null>;
}

const colourKey = (color: string) => color.trim().toLowerCase();
const bucketKey = (style: number | string, color: string) =>
  `${String(style)}\u0000${colourKey(color)}`;

/**
 * Packs the order's lines into cartons.
 *
 * - Full packs first, each its own carton: for each style and colour (in the order its first
 *   line appears), as many whole packs of that colour as the lines hold, the largest pack first
 *   when a colour has several (then by name and id). A pack larger than `cartonPairs` stays
 *   whole: it is a carton by definition.
 * - Then each style and colour's remaining pairs, sizes in natural order, filling cartons of
 *   `cartonPairs`; a size may run over into the next carton. A carton never mixes styles or
 *   colours, so each style and colour needs ceil(remaining / cartonPairs) cartons.
 * - Deterministic: the same lines and packs give the same cartons, numbered 1…N.
 */
export function packCartons(
  lines: readonly PackingLine[],
  packs: readonly PackingPack[],
  cartonPairs: number,
): Packing {
  if (!Number.isInteger(cartonPairs) || cartonPairs < 1)
    throw new RangeError(`A carton holds a whole number of pairs, at least 1: ${cartonPairs}`);
  const buckets = new Map<string, Bucket>();
  for (const l of lines) {
    if (!Number.isInteger(l.pairs) || l.pairs < 0)
      throw new RangeError(`A line holds a whole number of pairs: ${l.pairs}`);
    if (l.pairs === 0) continue;
    const key = bucketKey(l.style, l.color);
    let b = buckets.get(key);
    if (!b) {
      b = {
        style: l.style,
        style_name: l.style_name,
        color: l.color.trim(),
        key,
        pairs: new Map(),
        kg: new Map(),
      };
      buckets.set(key, b);
    }
    const size = l.size.trim();
    b.pairs.set(size, (b.pairs.get(size) ?? 0) + l.pairs);
    // A size weighed on one line and not on another is not known in full.
    const each = perPairKg(l.weight ?? null, l.weight_unit ?? '');
    const before = b.kg.has(size) ? b.kg.get(size)! : decimal(0);
    b.kg.set(size, before && each ? before.plus(each.times(l.pairs)) : null);
  }
  // Kg per pair of each size: its lines' kg over its pairs (one product a size, so one weight),
  // worked out once, before packing takes pairs away.
  const perPairOf = new Map<string, Map<string, Decimal | null>>();
  for (const b of buckets.values()) {
    const sizes = new Map<string, Decimal | null>();
    for (const [size, kg] of b.kg) sizes.set(size, kg && kg.div(b.pairs.get(size)!));
    perPairOf.set(b.key, sizes);
  }
  const perPair = (b: Bucket, size: string) => perPairOf.get(b.key)!.get(size) ?? null;

  const packsOf = new Map<string, PackingPack[]>();
  for (const p of packs) {
    const key = bucketKey(p.style, p.color);
    packsOf.set(key, [...(packsOf.get(key) ?? []), p]);
  }

  const cartons: Omit<Carton, 'number'>[] = [];
  const cartonOf = (b: Bucket, sizes: CartonSize[], pack: string | null) => {
    let kg: Decimal | null = decimal(0);
    for (const s of sizes) {
      const each = perPair(b, s.size);
      kg = kg && each ? kg.plus(each.times(s.pairs)) : null;
    }
    cartons.push({
      style: b.style,
      style_name: b.style_name,
      color: b.color,
      sizes,
      pairs: sizes.reduce((n, s) => n + s.pairs, 0),
      pack,
      net_weight_kg: kg ? kg.toDecimalPlaces(3).toFixed(3) : null,
    });
  };

  // Full packs, each its own carton.
  for (const b of buckets.values()) {
    const candidates = [...(packsOf.get(b.key) ?? [])]
      .map((p) => ({ pack: p, sizes: ratioSizes(p.ratio) }))
      .filter((c) => c.sizes.length > 0)
      .sort(
        (x, y) =>
          pairsOf(y.sizes) - pairsOf(x.sizes) ||
          x.pack.name.localeCompare(y.pack.name) ||
          String(x.pack.id).localeCompare(String(y.pack.id), 'en', { numeric: true }),
      );
    for (const { pack, sizes } of candidates) {
      const whole = Math.min(...sizes.map((s) => Math.floor((b.pairs.get(s.size) ?? 0) / s.pairs)));
      if (whole === 0) continue;
      for (let i = 0; i < whole; i++) cartonOf(b, sizes, pack.name);
      for (const s of sizes) b.pairs.set(s.size, b.pairs.get(s.size)! - whole * s.pairs);
    }
  }

  // The rest, loose, up to cartonPairs a carton.
  for (const b of buckets.values()) {
    let open: CartonSize[] = [];
    let room = cartonPairs;
    for (const size of [...b.pairs.keys()].sort(compareSizes)) {
      let left = b.pairs.get(size)!;
      while (left > 0) {
        const take = Math.min(left, room);
        open.push({ size, pairs: take });
        left -= take;
        room -= take;
        if (room === 0) {
          cartonOf(b, open, null);
          open = [];
          room = cartonPairs;
        }
      }
    }
    if (open.length > 0) cartonOf(b, open, null);
  }

  // The total from each size's exact weight, not from the cartons' rounded figures.
  let kg = decimal(0);
  for (const b of buckets.values()) for (const w of b.kg.values()) if (w) kg = kg.plus(w);
  return {
    cartons: cartons.map((c, i) => ({ ...c, number: i + 1 })),
    carton_pairs: cartonPairs,
    pairs: cartons.reduce((n, c) => n + c.pairs, 0),
    net_weight_kg: kg.toDecimalPlaces(3).toFixed(3),
    unweighed_cartons: cartons.filter((c) => c.net_weight_kg === null).length,
  };
}

/** A pack's sizes with a positive whole number of pairs, in natural size order. */
function ratioSizes(ratio: Readonly<Record<string, number>>): CartonSize[] {
  return Object.entries(ratio)
    .filter(([, pairs]) => Number.isInteger(pairs) && pairs > 0)
    .map(([size, pairs]) => ({ size: size.trim(), pairs }))
    .sort((a, b) => compareSizes(a.size, b.size));
}

const pairsOf = (sizes: readonly CartonSize[]) => sizes.reduce((n, s) => n + s.pairs, 0);
