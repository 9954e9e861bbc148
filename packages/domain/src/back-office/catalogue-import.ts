// The catalogue's spreadsheet format (docs/api.md, back office, "Catalogue, media and import";
// docs/catalogue-import.md): one row per product keyed by SKU, the same columns for import and
// export, CSV or XLSX. This file is the format's one definition: the columns, the header check,
// the row check (with the domain's price, currency and slab-table rules) and the cell escaping
// that keeps an exported cell from running as a spreadsheet formula.
import { z } from 'zod';
import {
  currencyProblem,
  MAX_SLAB_QUANTITY,
  MAX_SLABS,
  priceProblem,
  slabTableProblems,
  type SlabRow,
} from './slab-table.ts';
import type { SlabOperator } from '../slab.ts';
import { DEFAULT_TIER_SCOPE, isTierScope, TIER_SCOPES, type TierScope } from '../tier-quantity.ts';
import { PACK_PAIRS_MAX } from '../packs.ts';
import { DEFAULT_SALE_MODE, isSaleMode, SALE_MODES, type SaleMode } from '../sale-mode.ts';
import { calendarDay } from '../ship-window.ts';
import { minPairsField, skuField } from './catalogue-schemas.ts';
import { readCountryOfOrigin, readHsCode, readMaterial } from './trade-fields.ts';
import { isPlainLine, notPlainLine } from '../plain-text.ts';

/** The product's own columns, in the order an export writes them. */
export const PRODUCT_COLUMNS = [
  'sku',
  'group',
  'brand',
  'head_category',
  'subcategory',
  'colour',
  'size',
  'price',
  'currency',
  'height',
  'length',
  'width',
  'dimension_unit',
  'weight',
  'weight_unit',
  'availability',
  'images',
] as const;

export const SLAB_FIELDS = ['operator', 'min', 'max', 'price', 'currency'] as const;

/** slab1_operator … slab5_currency. */
export const SLAB_COLUMNS = Array.from({ length: MAX_SLABS }, (_, i) =>
  SLAB_FIELDS.map((f) => `slab${i + 1}_${f}`),
).flat();

/**
 * The item group's own settings, on every product row of the group (the rows must agree). A file
 * may leave them out: its groups then keep what they have (new groups take the defaults).
 */
export const GROUP_COLUMNS = [
  'tier_scope',
  'sale_mode',
  'ships_from',
  'ships_by',
  'min_pairs',
  'hs_code',
  'country_of_origin',
  'material',
] as const;

/**
 * A colour's standard carton (packs, docs/catalogue-import.md): `pack_pairs`, this size's pairs
 * in it (empty: not in it), and `pack_name`. Both or neither; a file without them leaves packs be.
 */
export const PACK_COLUMNS = ['pack_pairs', 'pack_name'] as const;

/**
 * The item group's translations (docs/translations.md): its name and bullet points (separated by
 * `|`) in Japanese and Simplified Chinese, on every row of the group (the rows must agree). An
 * empty cell is "as in English"; a file without a column leaves that translation as it is.
 */
export const TRANSLATION_COLUMNS = [
  'name_ja',
  'name_zh_cn',
  'bullet_points_ja',
  'bullet_points_zh_cn',
] as const;
export type TranslationColumn = (typeof TRANSLATION_COLUMNS)[number];

/** Every column, in export order (the group's settings last, so older files line up). */
export const IMPORT_COLUMNS: readonly string[] = [
  ...PRODUCT_COLUMNS,
  ...SLAB_COLUMNS,
  ...GROUP_COLUMNS,
  ...PACK_COLUMNS,
  ...TRANSLATION_COLUMNS,
];

/** Columns a file must have (the slab columns may be left out when no product has slabs). */
const REQUIRED_COLUMNS: readonly string[] = PRODUCT_COLUMNS;

export const DIMENSION_UNITS = ['in', 'cm', 'mm'] as const;
export const WEIGHT_UNITS = ['oz', 'lb', 'g', 'kg'] as const;
export const MAX_IMAGES = 20;

/** A header cell as a column name: "Head category" and "HEAD_CATEGORY" both name head_category. */
export function columnName(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/**
 * What is wrong with a file's header row, as sentences naming the columns; empty when every
 * required column is there once and no column is unknown.
 */
export function headerProblems(headers: readonly string[]): string[] {
  const names = headers.map(columnName);
  const known = new Set(IMPORT_COLUMNS);
  const problems: string[] = [];
  const missing = REQUIRED_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length) problems.push(`The header row lacks these columns: ${missing.join(', ')}.`);
  const unknown = names.filter((n) => n !== '' && !known.has(n));
  if (unknown.length)
    problems.push(
      `These columns are not part of the format: ${unknown.map((u) => u.slice(0, 40)).join(', ')} (see docs/catalogue-import.md).`,
    );
  const twice = names.filter((n, i) => n !== '' && names.indexOf(n) !== i);
  if (twice.length) problems.push(`These columns appear twice: ${[...new Set(twice)].join(', ')}.`);
  if (names.includes('')) problems.push('A column of the header row has no name.');
  for (let s = 1; s <= MAX_SLABS; s++) {
    const some = SLAB_FIELDS.filter((f) => names.includes(`slab${s}_${f}`));
    if (some.length > 0 && some.length < SLAB_FIELDS.length)
      problems.push(
        `Slab ${s} needs all of its columns: add ${SLAB_FIELDS.filter((f) => !some.includes(f))
          .map((f) => `slab${s}_${f}`)
          .join(', ')}.`,
      );
  }
  const packs = PACK_COLUMNS.filter((c) => names.includes(c));
  if (packs.length === 1)
    problems.push(
      `The carton's columns go together: add ${PACK_COLUMNS.find((c) => c !== packs[0])}.`,
    );
  return problems;
}

/** A cell a spreadsheet would run as a formula is written with a leading apostrophe (OWASP). */
export function inertCell(value: unknown): string {
  const s = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}

/** The inverse of inertCell, applied to every imported cell: export then import is a no-op. */
export function uninertCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

export interface ImportSlab {
  operator: SlabOperator;
  min: number | null;
  max: number | null;
  /** Decimal string. */
  price: string;
  /** Lowercase. */
  currency: string;
}

/** A checked row, ready to be staged. */
export interface ImportRow {
  sku: string;
  group: string;
  brand: string;
  head_category: string;
  subcategory: string;
  colour: string;
  size: string | null;
  price: string;
  currency: string;
  height: string | null;
  length: string | null;
  width: string | null;
  dimension_unit: string;
  weight: string | null;
  weight_unit: string;
  availability: number;
  images: string[];
  slabs: ImportSlab[];
  /** The group's tier scope (style tiers); null when the file has no `tier_scope` column. */
  tier_scope: TierScope | null;
  /**
   * Stock and pre-orders, minimums (docs/catalogue-import.md): null when the file has no such
   * column (the group keeps its own); a date column's empty cell is '' (no date).
   */
  sale_mode: SaleMode | null;
  ships_from: string | null;
  ships_by: string | null;
  min_pairs: number | null;
  /** The customs fields (trade-fields.ts): null without the column, '' for an empty cell. */
  hs_code: string | null;
  country_of_origin: string | null;
  /** The style's material, printed on the invoice; null without the column, '' for an empty cell. */
  material: string | null;
  /** This size's pairs in its colour's carton, 0 when not in it; null without the column. */
  pack_pairs: number | null;
  /** The carton's name ('' for none given); null without the column. */
  pack_name: string | null;
  /** Translations: null without the column; '' (names) or [] (bullet points) for an empty cell. */
  name_ja: string | null;
  name_zh_cn: string | null;
  bullet_points_ja: string[] | null;
  bullet_points_zh_cn: string[] | null;
}

const MAX_TRANSLATED_NAME = 200;
const MAX_TRANSLATED_BULLETS = 20;
const MAX_TRANSLATED_BULLET = 500;

/** The translation columns of one record, by the console's limits; null for a column the file lacks. */
function translationCells(
  record: Readonly<Record<string, string | undefined>>,
  cell: (column: string) => string,
  problems: CellProblem[],
): Pick<ImportRow, TranslationColumn> {
  const language = (column: string) => (column.endsWith('_ja') ? 'Japanese' : 'Chinese');
  const text = (column: 'name_ja' | 'name_zh_cn') => {
    if (record[column] === undefined) return null;
    const value = cell(column).trim();
    if (value.length > MAX_TRANSLATED_NAME)
      problems.push({
        column,
        message: `The ${language(column)} name has at most ${MAX_TRANSLATED_NAME} characters.`,
      });
    else if (!isPlainLine(value))
      problems.push({ column, message: notPlainLine(`The ${language(column)} name`) });
    return value;
  };
  const bullets = (column: 'bullet_points_ja' | 'bullet_points_zh_cn') => {
    if (record[column] === undefined) return null;
    const list = cell(column)
      .split('|')
      .map((b) => b.trim())
      .filter(Boolean);
    if (list.length > MAX_TRANSLATED_BULLETS)
      problems.push({
        column,
        message: `The ${language(column)} bullet points are at most ${MAX_TRANSLATED_BULLETS}, separated by |.`,
      });
    else if (list.some((b) => b.length > MAX_TRANSLATED_BULLET || !isPlainLine(b)))
      problems.push({
        column,
        message: `Each ${language(column)} bullet point is one line of at most ${MAX_TRANSLATED_BULLET} characters.`,
      });
    return list;
  };
  return {
    name_ja: text('name_ja'),
    name_zh_cn: text('name_zh_cn'),
    bullet_points_ja: bullets('bullet_points_ja'),
    bullet_points_zh_cn: bullets('bullet_points_zh_cn'),
  };
}

/** The customs columns of one record, by the console's rule; null for a column the file lacks. */
function tradeCells(
  record: Readonly<Record<string, string | undefined>>,
  cell: (column: string) => string,
  problems: CellProblem[],
): Pick<ImportRow, 'hs_code' | 'country_of_origin' | 'material'> {
  const read = (column: 'hs_code' | 'country_of_origin' | 'material', rule: typeof readHsCode) => {
    if (record[column] === undefined) return null;
    const reading = rule(cell(column));
    if (reading.ok) return reading.value;
    problems.push({ column, message: reading.message });
    return null;
  };
  return {
    hs_code: read('hs_code', readHsCode),
    country_of_origin: read('country_of_origin', readCountryOfOrigin),
    material: read('material', readMaterial),
  };
}

/** The group columns after tier_scope, read from one record; null for a column the file lacks. */
function saleCells(
  record: Readonly<Record<string, string | undefined>>,
  cell: (column: string) => string,
  problems: CellProblem[],
): Pick<ImportRow, 'sale_mode' | 'ships_from' | 'ships_by' | 'min_pairs'> {
  const present = (column: string) => record[column] !== undefined;
  const mode = present('sale_mode')
    ? cell('sale_mode').trim().toLowerCase() || DEFAULT_SALE_MODE
    : null;
  if (mode !== null && !isSaleMode(mode))
    problems.push({
      column: 'sale_mode',
      message: `The sale mode is one of ${SALE_MODES.join(', ')}, or empty for unlimited.`,
    });
  const date = (column: 'ships_from' | 'ships_by', what: string) => {
    if (!present(column)) return null;
    const text = cell(column).trim();
    if (text !== '' && !calendarDay(text))
      problems.push({
        column,
        message: `The ${what} is a date written YYYY-MM-DD, such as 2027-03-15.`,
      });
    return text;
  };
  const minPairs = present('min_pairs') ? minPairsField.safeParse(cell('min_pairs')) : null;
  if (minPairs && !minPairs.success)
    problems.push({ column: 'min_pairs', message: minPairs.error.issues[0]!.message });
  return {
    sale_mode: mode !== null && isSaleMode(mode) ? mode : null,
    ships_from: date('ships_from', 'first shipping date'),
    ships_by: date('ships_by', 'last shipping date'),
    min_pairs: minPairs?.success ? minPairs.data : null,
  };
}

export interface CellProblem {
  /** The column at fault (a name of IMPORT_COLUMNS), or null for the row as a whole. */
  column: string | null;
  message: string;
}

// Text a person typed: no control characters (a tab or line break inside a name is a mistake)
// nor text-direction overrides: the names print on the trade documents (plain-text.ts).
const name = (what: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: `The ${what} is missing.` })
    .max(max, { error: `The ${what} has at most ${max} characters.` })
    .refine(isPlainLine, { error: notPlainLine(`The ${what}`) });
const optionalText = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `The ${what} has at most ${max} characters.` })
    .refine(isPlainLine, { error: notPlainLine(`The ${what}`) });
const measure = (what: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{1,8}(\.\d{1,2})?$/.test(v), {
      error: `The ${what} is empty or a number of at most 2 decimals, e.g. 4.25.`,
    })
    .transform((v) => (v === '' ? null : v));
const unit = <T extends readonly string[]>(what: string, units: T, fallback: T[number]) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .transform((v) => (v === '' ? fallback : v))
    .refine((v) => units.includes(v), { error: `The ${what} is one of ${units.join(', ')}.` });

/** The product's columns as typed cells (prices, currencies and slabs are checked apart). */
export const importRowSchema = z.object({
  // The form's rule, so a SKU typed in the console and one imported are the same SKU.
  sku: skuField,
  group: name('group name', 200),
  brand: name('brand', 100),
  head_category: name('head category', 100),
  subcategory: name('subcategory', 100),
  colour: optionalText('colour', 50),
  size: optionalText('size', 20).transform((v) => (v === '' ? null : v)),
  height: measure('height'),
  length: measure('length'),
  width: measure('width'),
  dimension_unit: unit('dimension unit', DIMENSION_UNITS, 'in'),
  weight: measure('weight'),
  weight_unit: unit('weight unit', WEIGHT_UNITS, 'oz'),
  availability: z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\d{1,10}$/.test(v) && Number(v) <= 2_147_483_647), {
      error: 'The availability is a whole number of pairs, 0 or more.',
    })
    .transform((v) => (v === '' ? 0 : Number(v))),
  images: z
    .string()
    .trim()
    .transform((v) => (v === '' ? [] : v.split(/\s*\|\s*|\s+/).filter(Boolean)))
    .refine((list) => list.length <= MAX_IMAGES, {
      error: `A product has at most ${MAX_IMAGES} images.`,
    })
    .refine(
      (list) =>
        list.every(
          (u) => u.length <= 2000 && (/^https?:\/\/[^\s]+$/i.test(u) || /^\/[^/]/.test(u)),
        ),
      {
        error:
          'Each image is an http(s) address or a path on this shop starting with /, separated by |.',
      },
    ),
});

const quantity = (text: string): number | null | undefined => {
  const v = text.trim();
  if (v === '') return null;
  if (!/^\d{1,7}$/.test(v)) return undefined;
  const n = Number(v);
  return n <= MAX_SLAB_QUANTITY ? n : undefined;
};

const SLAB_FIELD_COLUMN: Record<keyof SlabRow, string> = {
  operator: 'operator',
  min_quantity: 'min',
  max_quantity: 'max',
  selling_price: 'price',
  currency: 'currency',
};

/**
 * Checks one record (column name → cell text, as read from the file, before uninertCell) and
 * answers the row ready to be staged, or the problems, each naming its column.
 */
export function checkImportRow(record: Readonly<Record<string, string | undefined>>): {
  row: ImportRow | null;
  problems: CellProblem[];
} {
  const cell = (column: string) => uninertCell(record[column] ?? '');
  const problems: CellProblem[] = [];
  const parsed = importRowSchema.safeParse(
    Object.fromEntries(Object.keys(importRowSchema.shape).map((c) => [c, cell(c)])),
  );
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const column = String(issue.path[0] ?? '');
      if (seen.has(column)) continue;
      seen.add(column);
      problems.push({ column: column || null, message: issue.message });
    }
  }
  const price = priceProblem(cell('price'));
  if (price) problems.push({ column: 'price', message: price });
  const currency = currencyProblem(cell('currency'));
  if (currency) problems.push({ column: 'currency', message: currency });
  // An absent column leaves the group as it is; an empty cell is the default, `product`.
  const scopeCell =
    record.tier_scope === undefined ? null : cell('tier_scope').trim().toLowerCase();
  const tierScope = scopeCell === '' ? DEFAULT_TIER_SCOPE : scopeCell;
  if (tierScope !== null && !isTierScope(tierScope))
    problems.push({
      column: 'tier_scope',
      message: `The tier scope is one of ${TIER_SCOPES.join(', ')}, or empty for product.`,
    });
  const sale = saleCells(record, cell, problems);
  const trade = tradeCells(record, cell, problems);
  const translations = translationCells(record, cell, problems);

  const pack = packCells(record, cell, cell('size').trim() !== '');
  problems.push(...pack.problems);

  // Slabs 1..5: a slab is there when any of its cells is filled; they fill from slab 1 on.
  const slabs: SlabRow[] = [];
  let ended = 0;
  for (let s = 1; s <= MAX_SLABS; s++) {
    const cells = Object.fromEntries(SLAB_FIELDS.map((f) => [f, cell(`slab${s}_${f}`).trim()]));
    const filled = SLAB_FIELDS.some((f) => cells[f] !== '');
    if (!filled) {
      ended ||= s;
      continue;
    }
    if (ended) {
      problems.push({
        column: `slab${s}_operator`,
        message: `Slab ${s} is filled but slab ${ended} is empty: fill the slabs in order from slab 1.`,
      });
      break;
    }
    const min = quantity(cells.min!);
    const max = quantity(cells.max!);
    if (min === undefined)
      problems.push({
        column: `slab${s}_min`,
        message: `Slab ${s}: the minimum quantity is a whole number from 1 to ${MAX_SLAB_QUANTITY}.`,
      });
    if (max === undefined)
      problems.push({
        column: `slab${s}_max`,
        message: `Slab ${s}: the maximum quantity is a whole number from 1 to ${MAX_SLAB_QUANTITY}.`,
      });
    slabs.push({
      operator: cells.operator as SlabOperator,
      min_quantity: min ?? null,
      max_quantity: max ?? null,
      selling_price: cells.price!,
      currency: cells.currency!,
    });
  }
  for (const p of slabTableProblems(slabs)) {
    const column = p.field ? `slab${p.row}_${SLAB_FIELD_COLUMN[p.field]}` : `slab${p.row}_operator`;
    // A quantity already reported as not a number is not reported again as missing.
    if (problems.some((q) => q.column === column)) continue;
    // The domain counts a table's rows; in the file they are slabs 1 to 5 of one row.
    problems.push({
      column,
      message: p.message.replace(/^Slab row/, 'Slab').replace(/\brow (\d+)'s\b/g, "slab $1's"),
    });
  }

  if (problems.length || !parsed.success || (tierScope !== null && !isTierScope(tierScope)))
    return { row: null, problems };
  const data = parsed.data;
  return {
    row: {
      ...data,
      price: cell('price').trim(),
      currency: cell('currency').trim().toLowerCase(),
      tier_scope: tierScope,
      ...sale,
      ...trade,
      ...translations,
      pack_pairs: pack.pairs,
      pack_name: pack.name,
      slabs: slabs.map((s) => ({
        operator: s.operator,
        min: s.min_quantity,
        max: s.max_quantity,
        price: s.selling_price.trim(),
        currency: s.currency.trim().toLowerCase(),
      })),
    },
    problems,
  };
}

/** The carton's cells of a row: absent columns read null, an empty pack_pairs 0 (not in it). */
function packCells(
  record: Readonly<Record<string, string | undefined>>,
  cell: (column: string) => string,
  sized: boolean,
): { pairs: number | null; name: string | null; problems: CellProblem[] } {
  const problems: CellProblem[] = [];
  const text = cell('pack_pairs').trim();
  const pairs = record.pack_pairs === undefined ? null : text === '' ? 0 : Number(text);
  if (pairs !== null && (!/^\d{0,3}$/.test(text) || pairs > PACK_PAIRS_MAX))
    problems.push({
      column: 'pack_pairs',
      message: `pack_pairs is this size's pairs in its colour's carton: a whole number up to ${PACK_PAIRS_MAX}, or empty when the size is not in it.`,
    });
  else if (pairs && !sized)
    problems.push({
      column: 'pack_pairs',
      message: 'A product without a size is not in a carton: leave pack_pairs empty.',
    });
  const name = record.pack_name === undefined ? null : cell('pack_name').trim();
  if (name !== null && (name.length > 80 || !isPlainLine(name)))
    problems.push({
      column: 'pack_name',
      message: 'The carton’s name has at most 80 characters, none of them control characters.',
    });
  return { pairs, name, problems };
}

/**
 * A price as the export writes it: at least 2 decimals, no trailing zeros beyond them
 * ("12.5000" → "12.50", "3.1250" → "3.125").
 */
export function exportPrice(value: string): string {
  const [whole, fraction = ''] = value.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return `${whole}.${trimmed.padEnd(2, '0')}`;
}
