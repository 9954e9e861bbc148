// The rules a product's slab table must keep to be written (docs/api.md, back office, "Catalogue, media and
// import"): checked by the console's forms, the API's catalogue routes and the importer, from
// this one place. Each problem names its row (1-based, as staff count them) so a form can mark it
// and an import can report it.
import { SHOP_CURRENCIES } from '../countries.ts';
import type { SlabOperator } from '../slab.ts';

/** The currencies a price may be written in: the shop's countries' currencies. */
export const PRICE_CURRENCIES = SHOP_CURRENCIES;

/** A product carries at most this many slabs (the import format's five slab column groups). */
export const MAX_SLABS = 5;

/** The largest quantity a slab may name: far beyond any carton order, and an int4. */
export const MAX_SLAB_QUANTITY = 1_000_000;

/** At most 12 digits before the point and 4 after: what numeric(16,4) holds. */
const PRICE_PATTERN = /^\d{1,12}(\.\d{1,4})?$/;

export interface SlabRow {
  operator: SlabOperator;
  min_quantity: number | null;
  max_quantity: number | null;
  /** A decimal string ("12.50"): prices are exact, never floats. */
  selling_price: string;
  currency: string;
}

export interface SlabProblem {
  /** 1-based row of the slab table. */
  row: number;
  /** The field at fault, or null when the row as a whole is. */
  field: keyof SlabRow | null;
  message: string;
}

/** The checks of a price written as text; null when it is a valid price. */
export function priceProblem(value: string, what = 'The price'): string | null {
  const text = value.trim();
  if (text === '') return `${what} is missing.`;
  if (text.startsWith('-')) return `${what} cannot be negative.`;
  if (!PRICE_PATTERN.test(text))
    return `${what} is a number with up to 4 decimals, e.g. 12.50 (not "${text.slice(0, 20)}").`;
  return null;
}

export function currencyProblem(value: string, what = 'The currency'): string | null {
  const code = value.trim().toLowerCase();
  if (code === '') return `${what} is missing.`;
  if (!PRICE_CURRENCIES.includes(code))
    return `Unknown currency "${value.trim().slice(0, 10)}": use one of ${PRICE_CURRENCIES.map((c) => c.toUpperCase()).join(', ')}.`;
  return null;
}

/** The quantities a slab covers, as a closed range (Infinity for "and up"). */
function rangeOf(slab: SlabRow): [number, number] {
  const min = slab.operator === '<=' ? 1 : (slab.min_quantity ?? 1);
  const max = slab.operator === '>=' ? Infinity : (slab.max_quantity ?? Infinity);
  return [min, max];
}

function quantityProblem(value: number | null, name: string): string | null {
  if (value === null) return null;
  if (!Number.isInteger(value)) return `The ${name} is a whole number of pieces.`;
  if (value < 1) return `The ${name} is at least 1 piece.`;
  if (value > MAX_SLAB_QUANTITY) return `The ${name} is at most ${MAX_SLAB_QUANTITY} pieces.`;
  return null;
}

/**
 * Every problem of a slab table, in row order; an empty list means it may be written. Rows must
 * each be well formed (bounds the operator needs, a non-negative price in a known currency), and
 * together cover one unbroken run of quantities in ascending order: no quantity priced twice
 * (overlap) and none left between two slabs (gap). Nothing is said about the default price's
 * currency: a slab may be priced in its own.
 */
export function slabTableProblems(slabs: readonly SlabRow[]): SlabProblem[] {
  const problems: SlabProblem[] = [];
  if (slabs.length > MAX_SLABS) {
    problems.push({
      row: MAX_SLABS + 1,
      field: null,
      message: `A product has at most ${MAX_SLABS} slabs; remove row ${MAX_SLABS + 1} and after.`,
    });
  }
  const wellFormed: { row: number; range: [number, number] }[] = [];
  slabs.forEach((slab, i) => {
    const row = i + 1;
    const add = (field: SlabProblem['field'], message: string) =>
      problems.push({ row, field, message: `Slab row ${row}: ${message}` });
    const before = problems.length;
    if (!['from_to', '>=', '<='].includes(slab.operator)) {
      add('operator', 'the operator is one of from_to, >= and <=.');
    }
    const minProblem = quantityProblem(slab.min_quantity, 'minimum quantity');
    if (minProblem) add('min_quantity', minProblem);
    const maxProblem = quantityProblem(slab.max_quantity, 'maximum quantity');
    if (maxProblem) add('max_quantity', maxProblem);
    if (slab.operator === 'from_to' && (slab.min_quantity === null || slab.max_quantity === null))
      add(null, 'a from_to slab needs both a minimum and a maximum quantity.');
    if (slab.operator === '>=' && slab.min_quantity === null)
      add('min_quantity', 'a >= slab needs a minimum quantity.');
    if (slab.operator === '<=' && slab.max_quantity === null)
      add('max_quantity', 'a <= slab needs a maximum quantity.');
    if (
      slab.operator === 'from_to' &&
      slab.min_quantity !== null &&
      slab.max_quantity !== null &&
      slab.min_quantity > slab.max_quantity
    )
      add(null, `the minimum (${slab.min_quantity}) is above the maximum (${slab.max_quantity}).`);
    const price = priceProblem(String(slab.selling_price ?? ''), 'the price');
    if (price) add('selling_price', price);
    const currency = currencyProblem(String(slab.currency ?? ''), 'the currency');
    if (currency) add('currency', currency);
    if (problems.length === before) wellFormed.push({ row, range: rangeOf(slab) });
  });
  // Ranges in row order must run on from each other: row n+1 starts right after row n ends.
  for (let i = 1; i < wellFormed.length; i++) {
    const previous = wellFormed[i - 1]!;
    const current = wellFormed[i]!;
    const [, end] = previous.range;
    const [start] = current.range;
    if (start <= end) {
      problems.push({
        row: current.row,
        field: 'min_quantity',
        message: `Slab row ${current.row}: its quantities overlap row ${previous.row}'s (which ends at ${end === Infinity ? 'no limit' : end}); start it at ${end === Infinity ? 'a later row' : end + 1}.`,
      });
    } else if (start > end + 1) {
      problems.push({
        row: current.row,
        field: 'min_quantity',
        message: `Slab row ${current.row}: quantities ${end + 1} to ${start - 1} have no price; start it at ${end + 1} or add a slab for them.`,
      });
    }
  }
  return problems.sort((a, b) => a.row - b.row);
}
