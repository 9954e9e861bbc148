// Price lists (docs/price-lists.md; WHOLESALE §13; decisions 186 and 187): a list names prices in
// one of the shop's currencies for some products (by SKU), with their own slabs; the companies on
// it, directly or through their customer group, pay those prices in that currency, unconverted.
// Defined once: the API checks what the console sends with these schemas, the importer checks
// each row with `entryProblems`, and both sides read the answers' types.
import { z } from 'zod';
import { isPlainLine, notPlainLine } from '../plain-text.ts';
import type { SlabOperator } from '../slab.ts';
import {
  currencyProblem,
  priceProblem,
  PRICE_CURRENCIES,
  slabTableProblems,
} from './slab-table.ts';

export const PRICE_LIST_LIMITS = {
  nameMax: 60,
  /** Groups or companies named by one write. */
  membersMax: 500,
  /** Entries one list holds (one PUT, one file). */
  entriesMax: 10_000,
  skuMax: 100,
} as const;

/** A slab of an entry, stored and answered: its price in the list's currency. */
export interface PriceListSlab {
  operator: SlabOperator;
  min_quantity: number | null;
  max_quantity: number | null;
  /** Exact, as text: "1500", "12.50". */
  unit_price: string;
}

const idList = (what: string) =>
  z
    .array(
      z
        .number({ error: `Name each ${what} by its number.` })
        .int({ error: `Name each ${what} by its number.` })
        .min(1, { error: `Name each ${what} by its number.` })
        .max(2_147_483_647, { error: `No ${what} has this number.` }),
      { error: `List the ${what}s by number, e.g. [3, 7].` },
    )
    .max(PRICE_LIST_LIMITS.membersMax, {
      error: `A list names at most ${PRICE_LIST_LIMITS.membersMax} ${what}s at a time.`,
    })
    .transform((ids) => [...new Set(ids)])
    .default([]);

/** POST /admin/price-lists/, PUT /admin/price-lists/{id}/ */
export const priceListSchema = z.object({
  name: z
    .string({ error: 'Give the list a name, e.g. Japan distributors.' })
    .trim()
    .min(1, { error: 'Give the list a name, e.g. Japan distributors.' })
    .max(PRICE_LIST_LIMITS.nameMax, {
      error: `A list's name has at most ${PRICE_LIST_LIMITS.nameMax} characters.`,
    })
    .refine(isPlainLine, { error: notPlainLine("A list's name") }),
  currency: z
    .string({ error: `Choose the list's currency: one of ${currencyNames()}.` })
    .transform((v) => v.trim().toLowerCase())
    .refine((v) => PRICE_CURRENCIES.includes(v), {
      error: `The list's currency is one of ${currencyNames()}.`,
    }),
  group_ids: idList('customer group'),
  company_ids: idList('company'),
});
export type PriceListInput = z.output<typeof priceListSchema>;

function currencyNames(): string {
  return PRICE_CURRENCIES.map((c) => c.toUpperCase()).join(', ');
}

const named = z.strictObject({ id: z.number().int(), name: z.string() });

/** GET /admin/price-lists/ → results[], and the answer of each write. */
export const priceList = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  /** Lowercase. */
  currency: z.string(),
  group_ids: z.array(z.number().int()),
  company_ids: z.array(z.number().int()),
  groups: z.array(named),
  companies: z.array(named),
  /** Products priced on the list. */
  entries: z.number().int(),
  created_at: z.string(),
});
export type PriceList = z.output<typeof priceList>;

export const priceListsAnswer = z.strictObject({ results: z.array(priceList) });

/** An entry as sent: the product's SKU, its unit price and optional slabs. */
const slabInput = z.object({
  operator: z.enum(['from_to', '>=', '<=']).optional(),
  min_quantity: z.number().int().nullable().optional(),
  max_quantity: z.number().int().nullable().optional(),
  unit_price: z.union([z.string(), z.number()]).transform((v) => String(v).trim()),
});

export const entryInput = z.object({
  sku: z
    .string({ error: 'Each entry names its product by SKU.' })
    .trim()
    .min(1, { error: 'Each entry names its product by SKU.' })
    .max(PRICE_LIST_LIMITS.skuMax, { error: 'A SKU has at most 100 characters.' }),
  unit_price: z
    .union([z.string(), z.number()], { error: 'Each entry has a unit price, e.g. 1500.' })
    .transform((v) => String(v).trim()),
  slabs: z
    .array(slabInput, { error: 'Slabs are a list of {min_quantity, max_quantity, unit_price}.' })
    .optional(),
});
export type EntryInput = z.output<typeof entryInput>;

/** PUT /admin/price-lists/{id}/entries/: the list's entries, all of them (replaces the rest). */
export const entriesSchema = z.object({
  items: z
    .array(entryInput, { error: 'Send the entries as items: [{sku, unit_price, slabs?}].' })
    .max(PRICE_LIST_LIMITS.entriesMax, {
      error: `A list holds at most ${PRICE_LIST_LIMITS.entriesMax} entries.`,
    }),
});

/** An entry's slabs as stored: each with its operator, the catalogue's rule. */
export function entrySlabs(slabs: EntryInput['slabs']): PriceListSlab[] {
  return (slabs ?? []).map((s) => {
    const min = s.min_quantity ?? null;
    const max = s.max_quantity ?? null;
    return {
      operator: s.operator ?? (max === null ? '>=' : min === null ? '<=' : 'from_to'),
      min_quantity: min,
      max_quantity: max,
      unit_price: s.unit_price,
    };
  });
}

/**
 * What is wrong with one entry, in sentences (empty: it may be written). `where` starts each
 * sentence ("Item 3", "Row 4"). The SKU's existence is the caller's check.
 */
export function entryProblems(entry: EntryInput, currency: string, where: string): string[] {
  const problems: string[] = [];
  const price = priceProblem(entry.unit_price, 'the unit price');
  if (price) problems.push(`${where}: ${price}`);
  const own = currencyProblem(currency, "the list's currency");
  if (own) problems.push(`${where}: ${own}`);
  const slabs = entrySlabs(entry.slabs).map((s) => ({
    operator: s.operator,
    min_quantity: s.min_quantity,
    max_quantity: s.max_quantity,
    selling_price: s.unit_price,
    currency,
  }));
  for (const p of slabTableProblems(slabs)) problems.push(`${where}: ${p.message}`);
  return problems;
}

/** An entry as answered: the product it prices, its price and slabs in the list's currency. */
export const priceListEntry = z.strictObject({
  sku: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  color: z.string(),
  size: z.string().nullable(),
  unit_price: z.string(),
  slabs: z.array(
    z.strictObject({
      operator: z.enum(['from_to', '>=', '<=']),
      min_quantity: z.number().int().nullable(),
      max_quantity: z.number().int().nullable(),
      unit_price: z.string(),
    }),
  ),
  /** The catalogue's own price, for comparison. */
  list_price: z.strictObject({ amount: z.string(), currency: z.string() }),
});
export type PriceListEntry = z.output<typeof priceListEntry>;

/** GET and PUT /admin/price-lists/{id}/entries/ */
export const priceListEntriesAnswer = z.strictObject({
  currency: z.string(),
  results: z.array(priceListEntry),
  count: z.number().int(),
});
export type PriceListEntries = z.output<typeof priceListEntriesAnswer>;

/** The columns of the entries' CSV and XLSX files, in order. Slabs are five column groups. */
export const ENTRY_FILE_COLUMNS = [
  'sku',
  'unit_price',
  ...[1, 2, 3, 4, 5].flatMap((n) => [`slab${n}_min`, `slab${n}_max`, `slab${n}_price`]),
] as const;
