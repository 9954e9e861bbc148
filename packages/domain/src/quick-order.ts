// Quick order (issue 19): lines of "SKU quantity" as copied from a spreadsheet (tabs), a CSV
// (commas or semicolons) or typed (spaces), each checked; repeats of a SKU merged into its first
// line. Pure: the SKUs' existence is the server's to say (POST /ecommerce/products/by-sku/).
import { QUANTITY_MAX } from './constants.ts';

/** Add-many takes at most this many lines; quick order sends its valid lines in one request. */
export const QUICK_ORDER_MAX_PRODUCTS = 200;
/** Pasted lines read at most (blank lines not counted). */
export const QUICK_ORDER_MAX_LINES = 1000;

export type QuickOrderProblem =
  'no_quantity' | 'bad_quantity' | 'too_many_fields' | 'too_many_products' | 'too_many_lines';

export interface QuickOrderEntry {
  /** 1-based line number in the pasted text. */
  line: number;
  text: string;
  sku: string;
  quantity: number | null;
  /** Set when this line cannot be ordered. */
  problem?: QuickOrderProblem;
  message?: string;
  /** The earlier line this one's quantity was added to (same SKU, any case). */
  mergedInto?: number;
}

export interface QuickOrderLine {
  sku: string;
  quantity: number;
  /** The pasted lines that make it, first one first. */
  lines: number[];
}

export interface ParsedQuickOrder {
  entries: QuickOrderEntry[];
  /** One per distinct SKU, in first-seen order, quantities summed. */
  orders: QuickOrderLine[];
}

const QUANTITY = /^\d{1,9}$/;
const HEADER = /^(sku|item|code|product)s?\b/i;

/** Reads and checks a pasted order. The result names every line that cannot be ordered. */
export function parseQuickOrder(text: string): ParsedQuickOrder {
  const entries: QuickOrderEntry[] = [];
  const bySku = new Map<string, QuickOrderLine>();
  let read = 0;
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '') return;
    const fields = trimmed
      .split(/[\t,;]|\s+/)
      .map((f) => f.trim().replace(/^"(.*)"$/, '$1'))
      .filter((f) => f !== '');
    const [sku = '', quantityText, ...extra] = fields;
    // A header row ("SKU, Quantity") as spreadsheets export it is skipped, not refused.
    if (entries.length === 0 && HEADER.test(sku) && !QUANTITY.test(quantityText ?? '')) return;
    read += 1;
    const entry: QuickOrderEntry = { line, text: trimmed, sku, quantity: null };
    entries.push(entry);
    if (read > QUICK_ORDER_MAX_LINES) {
      return fail(
        entry,
        'too_many_lines',
        `Only the first ${QUICK_ORDER_MAX_LINES} lines are read.`,
      );
    }
    if (quantityText === undefined) {
      return fail(entry, 'no_quantity', 'Add a quantity after the SKU, e.g. "SKU 25".');
    }
    if (extra.length > 0) {
      return fail(entry, 'too_many_fields', 'Write one SKU and one quantity on each line.');
    }
    const quantity = QUANTITY.test(quantityText) ? Number(quantityText) : NaN;
    if (!(quantity >= 1 && quantity <= QUANTITY_MAX)) {
      return fail(
        entry,
        'bad_quantity',
        `The quantity must be a whole number from 1 to ${QUANTITY_MAX}.`,
      );
    }
    entry.quantity = quantity;
    const key = sku.toUpperCase();
    const first = bySku.get(key);
    if (first) {
      if (first.quantity + quantity > QUANTITY_MAX) {
        return fail(
          entry,
          'bad_quantity',
          `With line ${first.lines[0]} this passes ${QUANTITY_MAX} pairs.`,
        );
      }
      first.quantity += quantity;
      first.lines.push(line);
      entry.mergedInto = first.lines[0];
      entry.message = `Added to line ${first.lines[0]} (same SKU).`;
      return;
    }
    if (bySku.size >= QUICK_ORDER_MAX_PRODUCTS) {
      return fail(
        entry,
        'too_many_products',
        `One quick order holds at most ${QUICK_ORDER_MAX_PRODUCTS} products.`,
      );
    }
    bySku.set(key, { sku, quantity, lines: [line] });
  });
  return { entries, orders: [...bySku.values()] };
}

function fail(entry: QuickOrderEntry, problem: QuickOrderProblem, message: string): void {
  entry.problem = problem;
  entry.message = message;
}
