// Packs (docs/api.md, "Packs"): buying by the carton. A pack is one colour's carton of an item
// group, written as pairs per size (its ratio, e.g. {"5":1,"6":2,"7":3,"8":3,"9":2,"10":1});
// `pairs` is the ratio's sum. These rules are the only ones: the staff form, the import, the
// product page and the cart's add-packs all ask them, so a carton means the same pairs everywhere.
import { sortSizes } from './sizes.ts';

/** Pairs per size, e.g. {"5": 1, "6": 2}. */
export type PackRatio = Record<string, number>;

/** A carton holds 2 to 500 pairs. */
export const PACK_PAIRS_MIN = 2;
export const PACK_PAIRS_MAX = 500;
/** One add-packs call takes 1 to 50 packs, each 1 to 1000 cartons. */
export const ADD_PACKS_MAX_ITEMS = 50;
export const CARTONS_MAX = 1000;
/** A size is written as the products write it: at most 20 characters. */
const SIZE_MAX_LENGTH = 20;

/** A carton as the storefront reads it (ProductDetail.packs). */
export interface Pack {
  id: number;
  name: string;
  color: string;
  ratio: PackRatio;
  pairs: number;
}

/** One problem of a ratio: the size it is about (null: the ratio as a whole) and a sentence. */
export interface RatioProblem {
  size: string | null;
  message: string;
}

/** The pairs of a carton: the ratio's sum. */
export function packPairs(ratio: Readonly<PackRatio>): number {
  let sum = 0;
  for (const pairs of Object.values(ratio)) sum += pairs;
  return sum;
}

/**
 * What is wrong with a ratio, each problem naming its size; empty when it is a carton: an object
 * of sizes (1–20 characters, no blank) to whole positive pairs, 2 to 500 pairs in all.
 */
export function ratioProblems(ratio: unknown): RatioProblem[] {
  if (ratio === null || typeof ratio !== 'object' || Array.isArray(ratio))
    return [{ size: null, message: 'The ratio is pairs per size, e.g. {"5": 1, "6": 2}.' }];
  const problems: RatioProblem[] = [];
  let sum = 0;
  const entries = Object.entries(ratio as Record<string, unknown>);
  // Each size holds a pair at least: more sizes than a carton's pairs is never a carton.
  if (entries.length > PACK_PAIRS_MAX)
    return [
      {
        size: null,
        message: `A carton holds ${PACK_PAIRS_MIN} to ${PACK_PAIRS_MAX} pairs; this one lists ${entries.length} sizes.`,
      },
    ];
  for (const [size, pairs] of entries) {
    if (size.trim() === '' || size !== size.trim() || size.length > SIZE_MAX_LENGTH) {
      problems.push({
        size,
        message: `“${size.slice(0, 30)}” is not a size: a size is 1 to ${SIZE_MAX_LENGTH} characters, as the products write it.`,
      });
    } else if (typeof pairs !== 'number' || !Number.isInteger(pairs) || pairs < 1) {
      problems.push({
        size,
        message: `Size ${size}: the pairs are a whole number from 1 up.`,
      });
    } else sum += pairs;
  }
  if (entries.length === 0)
    problems.push({ size: null, message: 'Put at least one size in the carton.' });
  else if (problems.length === 0 && (sum < PACK_PAIRS_MIN || sum > PACK_PAIRS_MAX))
    problems.push({
      size: null,
      message: `A carton holds ${PACK_PAIRS_MIN} to ${PACK_PAIRS_MAX} pairs; this one holds ${sum}.`,
    });
  return problems;
}

/** The name a carton gets when none is given: "Carton of 12". */
export const defaultPackName = (pairs: number) => `Carton of ${pairs}`;

/** `ratio × cartons`: each size's pairs in that many cartons. */
export function expandPack(ratio: Readonly<PackRatio>, cartons: number): PackRatio {
  const result: PackRatio = {};
  for (const [size, pairs] of ratioEntries(ratio)) result[size] = pairs * cartons;
  return result;
}

/** One cart line of expanded packs: where its pairs go, how many, and which items ask for them. */
export interface ExpandedLine<K> {
  key: K;
  quantity: number;
  /** Indexes of the items whose cartons hold this line's pairs, in order (from 0). */
  items: number[];
}

/**
 * Several packs' cartons as cart lines: each item's ratio × cartons, its sizes merged by
 * `keyOf(item, size)` (the product each size is), in the order first asked (item by item, each
 * item's sizes smallest first). The same product in
 * two packs (or one pack twice) is one line holding the pairs of both.
 */
export function expandPacks<I extends { ratio: Readonly<PackRatio>; cartons: number }, K>(
  items: readonly I[],
  keyOf: (item: I, size: string) => K,
): ExpandedLine<K>[] {
  const lines = new Map<K, ExpandedLine<K>>();
  items.forEach((item, index) => {
    // Sizes in their natural order (an object's own order puts "10" before "5.5").
    for (const [size, perCarton] of ratioEntries(item.ratio)) {
      const pairs = perCarton * item.cartons;
      const key = keyOf(item, size);
      const line = lines.get(key);
      if (!line) lines.set(key, { key, quantity: pairs, items: [index] });
      else {
        line.quantity += pairs;
        if (line.items.at(-1) !== index) line.items.push(index);
      }
    }
  });
  return [...lines.values()];
}

/** What a pack's sizes are among the products of its item group. */
export interface PackProducts {
  /** Each size of the ratio → the live product of the pack's colour in that size. */
  products: Record<string, number>;
  /** Sizes of the ratio no live product of that colour has (archived or changed since). */
  missing: string[];
}

/**
 * The product each size of a pack is: the live product of the pack's colour and that size (the
 * first by id if two are). `products` are the group's live products.
 */
export function packProducts(
  pack: { color: string; ratio: Readonly<PackRatio> },
  products: readonly { id: number; color: string; size: string | null }[],
): PackProducts {
  const bySize = new Map<string, number>();
  for (const p of [...products].sort((a, b) => a.id - b.id))
    if (p.color === pack.color && p.size !== null && !bySize.has(p.size)) bySize.set(p.size, p.id);
  const result: PackProducts = { products: {}, missing: [] };
  for (const size of sortSizes(Object.keys(pack.ratio))) {
    const id = bySize.get(size);
    if (id === undefined) result.missing.push(size);
    else result.products[size] = id;
  }
  return result;
}

/**
 * A colour's carton after an import names some of its sizes (docs/catalogue-import.md): the old
 * ratio with each named size set to the file's pairs, 0 taking it out; sizes the file does not
 * name keep theirs. Empty when nothing is left (the carton goes).
 */
export function mergeRatio(
  old: Readonly<PackRatio> | null,
  named: Readonly<Record<string, number>>,
): PackRatio {
  const result: PackRatio = {};
  for (const [size, pairs] of Object.entries({ ...old, ...named }))
    if (pairs > 0) result[size] = pairs;
  return result;
}

/** A ratio's sizes in their natural order with their pairs: [["5", 1], ["6", 2], …]. */
export function ratioEntries(ratio: Readonly<PackRatio>): [string, number][] {
  return sortSizes(Object.keys(ratio)).map((size) => [size, ratio[size]!]);
}

/**
 * A carton's pairs in few words, sizes in order: "36 pairs: 5×3, 6×6, 7×9" for 3 cartons of
 * {"5":1,"6":2,"7":3}; past `most` sizes the rest is "…".
 */
export function cartonBreakdown(ratio: Readonly<PackRatio>, cartons = 1, most = 8): string {
  const { pairs, sizes } = cartonBreakdownParts(ratio, cartons, most);
  return `${pairs} ${pairs === 1 ? 'pair' : 'pairs'}: ${sizes}`;
}

/**
 * cartonBreakdown's parts, for screens that write its words in another language: the pairs, and
 * the sizes with theirs ("5×3, 6×6, 7×9", the same in every language).
 */
export function cartonBreakdownParts(
  ratio: Readonly<PackRatio>,
  cartons = 1,
  most = 8,
): { pairs: number; sizes: string } {
  const entries = ratioEntries(ratio);
  const shown = entries.slice(0, most).map(([size, n]) => `${size}×${n * cartons}`);
  if (entries.length > most) shown.push('…');
  return { pairs: packPairs(ratio) * cartons, sizes: shown.join(', ') };
}

/** "Add 1 carton", "Add 3 cartons": the add button's words. */
export const addCartonsLabel = (cartons: number) =>
  `Add ${cartons} ${cartons === 1 ? 'carton' : 'cartons'}`;
