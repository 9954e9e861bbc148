// Shoe sizes from one system to another (issue 19): an item group's sizes are stored in one
// system (UK, EU, US men, US women, kids or letter sizes); a shopper reads them in their
// country's (UK for gb and in, US for us and ca, JP for jp, CN for cn), and a size chart shows all.
//
// The table is built from the published definitions, not from one brand's chart:
// - UK adult size = 3 × last length in inches − 25 (one size = one barleycorn, 1/3 in); UK
//   children's sizes (C0 … C13½) = 3 × last length − 12, after which youth sizes continue the
//   adult numbering (1, 2, …), one barleycorn on from C13½.
// - EU (Paris point) = 1.5 × last length in cm (one point = 2/3 cm), to the nearest half point.
// - US men's = UK + 1 and US women's = UK + 2, US children's = UK + 1 (to 13½, then youth from
//   1), as the Brannock Device chart and most retailers print them.
// - JP (JIS S 5037) and CN (GB/T 3293.1) are Mondopoint (ISO 9407): the foot's length, taken
//   as the last less two barleycorns (the usual allowance), in cm to the nearest 0.5 (JP) and
//   in mm to the nearest 5 (CN).
// Source of the formulas: "Shoe size", Wikipedia (sections "Length", "United Kingdom and
// Ireland", "United States and Canada", "Continental Europe", "Mondopoint"), and ISO/TS
// 19407:2015 "Footwear — Sizing — Conversion of sizing systems", which states conversion from
// foot length. Brands differ by about half a size; the chart says so.

/** How an item group's sizes are written. */
export const SIZE_SYSTEMS = ['uk', 'eu', 'us-men', 'us-women', 'kids', 'letter'] as const;
export type SizeSystem = (typeof SIZE_SYSTEMS)[number];

export const SIZE_SYSTEM_LABELS: Readonly<Record<SizeSystem, string>> = {
  uk: 'UK',
  eu: 'EU',
  'us-men': 'US men',
  'us-women': 'US women',
  kids: 'Kids (UK)',
  letter: 'Letter sizes',
};

/** A column of the size chart. */
export type ChartColumn = 'UK' | 'EU' | 'US men' | 'US women' | 'US' | 'JP' | 'CN';

/** One size in every system: the chart's row. */
export type SizeRow = Readonly<Partial<Record<ChartColumn, string>>>;

const MM_PER_INCH = 25.4;

const half = (n: number) => Math.round(n * 2) / 2;
const fifth = (n: number) => Math.round(n / 5) * 5;
/** 8 → '8', 8.5 → '8.5'. */
const text = (n: number) => String(n);

function row(lastInches: number, uk: string, us: Record<string, number>): SizeRow {
  const footMm = (lastInches - 2 / 3) * MM_PER_INCH;
  return {
    UK: uk,
    EU: text(half(1.5 * lastInches * 2.54)),
    ...Object.fromEntries(Object.entries(us).map(([k, v]) => [k, text(v)])),
    JP: text(half(footMm / 10)),
    CN: text(fifth(footMm)),
  };
}

/** Adult sizes UK 1 … 15 in half sizes. */
export const ADULT_SIZE_TABLE: readonly SizeRow[] = Array.from({ length: 29 }, (_, i) => {
  const uk = 1 + i / 2;
  return row((uk + 25) / 3, text(uk), { 'US men': uk + 1, 'US women': uk + 2 });
});

/** Children's sizes C0 … C13.5, then youth 1 … 6 (the adult numbering). */
export const KIDS_SIZE_TABLE: readonly SizeRow[] = [
  ...Array.from({ length: 28 }, (_, i) => {
    const c = i / 2;
    // US children's sizes run to 13½, then youth sizes start again at 1.
    return row((c + 12) / 3, `C${text(c)}`, { US: c + 1 > 13.5 ? c + 1 - 13 : c + 1 });
  }),
  ...Array.from({ length: 11 }, (_, i) => {
    const uk = 1 + i / 2;
    return row((uk + 25) / 3, text(uk), { US: uk + 1 });
  }),
];

/** The columns a chart shows for a group of this system (none for letter sizes). */
export function chartColumns(system: SizeSystem): ChartColumn[] {
  if (system === 'letter') return [];
  if (system === 'kids') return ['UK', 'EU', 'US', 'JP', 'CN'];
  return ['UK', 'EU', 'US men', 'US women', 'JP', 'CN'];
}

/** A size as stored, read as a number: '8', '8.5', '8½', 'C8', 'c8.5'. */
function parse(size: string): { kids: boolean; value: number } | undefined {
  const m = /^\s*(c)?\s*(\d+(?:\.\d+)?)(½)?\s*$/i.exec(size);
  if (!m) return undefined;
  return { kids: m[1] !== undefined, value: Number(m[2]) + (m[3] ? 0.5 : 0) };
}

/** The row of the table nearest to `value` in `column` (ties: the larger size). */
function nearest(table: readonly SizeRow[], column: ChartColumn, value: number) {
  let best: SizeRow | undefined;
  let bestGap = Infinity;
  for (const r of table) {
    const v = Number(r[column]);
    const gap = Math.abs(v - value);
    if (gap <= bestGap) {
      best = r;
      bestGap = gap;
    }
  }
  // Further than half a size from every row: not a size of this system.
  return bestGap <= 0.5 ? best : undefined;
}

/** The chart row of a stored size, or undefined when it is not one of the system's sizes. */
export function sizeRow(size: string | null | undefined, system: SizeSystem): SizeRow | undefined {
  if (!size || system === 'letter') return undefined;
  const parsed = parse(size);
  if (!parsed) return undefined;
  const { kids, value } = parsed;
  switch (system) {
    case 'uk':
      return kids ? undefined : ADULT_SIZE_TABLE.find((r) => r.UK === text(value));
    case 'us-men':
      return kids ? undefined : ADULT_SIZE_TABLE.find((r) => r['US men'] === text(value));
    case 'us-women':
      return kids ? undefined : ADULT_SIZE_TABLE.find((r) => r['US women'] === text(value));
    case 'eu':
      return kids ? undefined : nearest(ADULT_SIZE_TABLE, 'EU', value);
    case 'kids':
      return KIDS_SIZE_TABLE.find((r) => r.UK === (kids ? `C${text(value)}` : text(value)));
  }
}

/** Whose US sizes a group's sizes are read in: women's for women's styles, else men's. */
export type SizeAudience = 'men' | 'women';

/** The system a shopper of this country reads sizes in. */
export function countrySizeColumn(
  country: string,
  system: SizeSystem,
  audience: SizeAudience = 'men',
): ChartColumn | undefined {
  if (system === 'letter') return undefined;
  switch (country.toLowerCase()) {
    case 'gb':
    case 'in':
      return 'UK';
    case 'us':
    case 'ca':
      if (system === 'kids') return 'US';
      if (system === 'us-women') return 'US women';
      if (system === 'us-men') return 'US men';
      return audience === 'women' ? 'US women' : 'US men';
    case 'jp':
      return 'JP';
    case 'cn':
      return 'CN';
    default:
      return undefined;
  }
}

/** The column a system's own sizes are written in. */
export function storedColumn(system: SizeSystem): ChartColumn | undefined {
  return system === 'letter'
    ? undefined
    : ({ uk: 'UK', eu: 'EU', 'us-men': 'US men', 'us-women': 'US women', kids: 'UK' } as const)[
        system
      ];
}

/** Short labels for a size beside the stored one: "US 9", "JP 26.5 cm", "CN 265". */
export function columnLabel(column: ChartColumn): string {
  return column === 'US men' || column === 'US women' ? 'US' : column;
}

/**
 * A stored size in the shopper's country's system, e.g. `{column: 'US men', label: 'US',
 * value: '9'}` for UK 8 in the United States; undefined when the shopper reads the stored
 * system already, for letter sizes, and for a size the table does not know.
 */
export function localSize(
  size: string | null | undefined,
  system: SizeSystem,
  country: string,
  audience: SizeAudience = 'men',
): { column: ChartColumn; label: string; value: string } | undefined {
  const column = countrySizeColumn(country, system, audience);
  if (!column || column === storedColumn(system)) return undefined;
  const value = sizeRow(size, system)?.[column];
  return value === undefined ? undefined : { column, label: columnLabel(column), value };
}

/** Women's styles by their category's name ("Women's Footwear", "Ladies"). */
export const sizeAudience = (...names: (string | null | undefined)[]): SizeAudience =>
  names.some((n) => n && /\b(women|woman|ladies|lady)/i.test(n)) ? 'women' : 'men';
