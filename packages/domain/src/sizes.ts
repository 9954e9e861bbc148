// Sizes in their natural order (issue 19): a size run reads 5, 6, 7 … 12 and XS, S, M … XXL,
// never '10' before '5' as strings sort. One comparison for the grid, the variant row and lists.

/** Letter sizes smallest first; 2XL and XXL are the same size (likewise 3XL and XXXL). */
const LETTER_SIZES: readonly string[][] = [
  ['XXXS', '3XS'],
  ['XXS', '2XS'],
  ['XS'],
  ['S'],
  ['M'],
  ['L'],
  ['XL'],
  ['XXL', '2XL'],
  ['XXXL', '3XL'],
  ['XXXXL', '4XL'],
  ['XXXXXL', '5XL'],
];
const LETTER_RANK = new Map(LETTER_SIZES.flatMap((names, rank) => names.map((n) => [n, rank])));

const NUMBER = /^(\d+(?:[.,]\d+)?)(½)?$/;
/** Children's sizes before adult ones ("C8 … C13, 1, 2" is how a kids' run is read). */
const CHILD = /^[CK](\d+(?:[.,]\d+)?)(½)?$/;

function numberOf(match: RegExpMatchArray): number {
  return Number(match[1]!.replace(',', '.')) + (match[2] ? 0.5 : 0);
}

/**
 * A size's place: [group, rank]. Groups: 0 children's sizes (C8, K10.5), 1 numbers (5, 8.5, 9½),
 * 2 letter sizes (XS … 5XL), 3 anything else (ordered by name).
 */
function sizeKey(size: string): [number, number] {
  const s = size.trim().toUpperCase();
  const child = s.match(CHILD);
  if (child) return [0, numberOf(child)];
  const number = s.match(NUMBER);
  if (number) return [1, numberOf(number)];
  const letter = LETTER_RANK.get(s);
  if (letter !== undefined) return [2, letter];
  return [3, 0];
}

/** Sorts sizes naturally: children's, then numeric by value, then XS/S/M/L/XL/XXL, then others. */
export function compareSizes(a: string, b: string): number {
  const [ga, ra] = sizeKey(a);
  const [gb, rb] = sizeKey(b);
  if (ga !== gb) return ga - gb;
  if (ra !== rb) return ra - rb;
  return a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
}

/** The distinct non-blank sizes of a list, in natural order. */
export function sortSizes(sizes: Iterable<string | null | undefined>): string[] {
  const present = new Set<string>();
  for (const s of sizes) if (s !== null && s !== undefined && s.trim() !== '') present.add(s);
  return [...present].sort(compareSizes);
}
