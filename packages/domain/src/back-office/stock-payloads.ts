// The console's stock calls (docs/api.md, back office, "Stock"): the dashboard's low-stock list
// and the shop setting that draws its line. Defined once for the API and the console.
import { z } from 'zod';
import { calendarDay } from '../ship-window.ts';

/** Pairs at or below which a product of a `stock` group is low, until an owner sets another. */
export const DEFAULT_LOW_STOCK_PAIRS = 6;
export const LOW_STOCK_PAIRS_MAX = 100_000;
/** How many products the list shows, fewest pairs first; `count` says how many there are. */
export const LOW_STOCK_SHOWN = 50;

const pairsError = `The low-stock line is a whole number of pairs from 0 to ${LOW_STOCK_PAIRS_MAX}.`;

/** PUT /api/admin/settings/stock/ */
export const stockSettingsBody = z.object({
  // A number, or digits as a form sends them; an empty field is no number (never 0).
  low_stock_pairs: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: pairsError })
      .int({ error: pairsError })
      .min(0, { error: pairsError })
      .max(LOW_STOCK_PAIRS_MAX, { error: pairsError }),
  ),
});

/** GET/PUT /api/admin/settings/stock/ */
export const stockSettings = z.strictObject({ low_stock_pairs: z.number().int() });
export type StockSettings = z.output<typeof stockSettings>;

/** A live product of a `stock` group with `low_stock_pairs` or fewer pairs on hand. */
export const lowStockProduct = z.strictObject({
  id: z.number().int(),
  item_group_id: z.number().int(),
  item_group_name: z.string(),
  sku: z.string(),
  name: z.string(),
  color: z.string(),
  size: z.string().nullable(),
  availability: z.number().int(),
});

/** GET /api/admin/catalogue/low-stock/ */
export const lowStockList = z.strictObject({
  low_stock_pairs: z.number().int(),
  count: z.number().int(),
  results: z.array(lowStockProduct),
});
export type LowStockList = z.output<typeof lowStockList>;

// --- A style's stock grid (docs/stock.md, decision 195) ---------------------------------------

/** The most pairs one product may be set to by the grid or the CSV. */
export const STOCK_PAIRS_MAX = 1_000_000;
/** The most rows a stock CSV may have (one a product). */
export const STOCK_CSV_ROWS_MAX = 20_000;

const whole = (what: string, max: number) => {
  const error = `${what} is a whole number of pairs from 0 to ${max}.`;
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z.number({ error }).int({ error }).min(0, { error }).max(max, { error }),
  );
};

/** One cell: a product (a colour and size of the style) and its pairs on hand and incoming. */
export const stockGridCell = z.strictObject({
  product_id: z.number().int(),
  sku: z.string(),
  color: z.string(),
  size: z.string().nullable(),
  availability: z.number().int(),
  /** Unsold pairs of its expected deliveries. */
  incoming: z.number().int(),
  archived: z.boolean(),
});

/** GET/PUT /api/admin/catalogue/item-groups/{id}/stock/ */
export const stockGrid = z.strictObject({
  item_group_id: z.number().int(),
  name: z.string(),
  sale_mode: z.enum(['unlimited', 'stock', 'pre_order']),
  /** The grid's version: a save names it, and one made on an older version is refused. */
  version: z.number().int(),
  /** The columns (sizes, in the style's order) and rows (colours). */
  sizes: z.array(z.string().nullable()),
  colors: z.array(z.string()),
  cells: z.array(stockGridCell),
});
export type StockGrid = z.output<typeof stockGrid>;

/** PUT /api/admin/catalogue/item-groups/{id}/stock/: the cells changed, saved together. */
export const stockGridSave = z.object({
  version: z.number({ error: 'The grid’s version is a whole number.' }).int().min(0),
  cells: z
    .array(
      z.object({
        product_id: z.number({ error: 'Each cell names its product by id.' }).int().positive(),
        availability: whole('Each cell', STOCK_PAIRS_MAX),
      }),
      { error: 'The cells are a list of {product_id, availability}.' },
    )
    .min(1, { error: 'Change at least one cell.' })
    .max(2000, { error: 'A grid saves at most 2000 cells at once.' }),
});
export type StockGridSave = z.output<typeof stockGridSave>;

/** POST /api/admin/catalogue/stock/import/: a CSV of `sku,availability` (a header row first). */
export const stockCsvUpload = z.object({
  csv: z
    .string({ error: 'Send the CSV as text: a header row sku,availability, then a row a product.' })
    .min(1, { error: 'The file is empty.' })
    .max(2_000_000, { error: 'The file is over 2 MB: split it.' }),
});

/** The CSV's answer: every product set (nothing when any row is bad, `errors` naming each). */
export const stockCsvResult = z.strictObject({
  rows: z.number().int(),
  changed: z.number().int(),
});
export type StockCsvResult = z.output<typeof stockCsvResult>;

// --- Incoming stock ---------------------------------------------------------------------------

/** POST /api/admin/catalogue/products/{id}/incoming/ */
export const incomingBody = z.object({
  pairs: whole('The pairs', 100_000).refine((n) => n >= 1, {
    error: 'The pairs are a whole number from 1 to 100000.',
  }),
  expected_on: z
    .string({ error: 'The expected date is a date such as 2027-01-15.' })
    .refine((v) => calendarDay(v.trim()) !== null, {
      error: 'The expected date is written YYYY-MM-DD, such as 2027-01-15.',
    })
    .transform((v) => v.trim()),
});
export type IncomingBody = z.output<typeof incomingBody>;

export const INCOMING_STATUSES = ['expected', 'received', 'cancelled'] as const;

/** An expected (or received, or cancelled) delivery of one product. */
export const incomingRow = z.strictObject({
  id: z.number().int(),
  product_id: z.number().int(),
  sku: z.string(),
  color: z.string(),
  size: z.string().nullable(),
  pairs: z.number().int(),
  /** Pairs sold ahead against it. */
  sold: z.number().int(),
  expected_on: z.string(),
  status: z.enum(INCOMING_STATUSES),
  created_at: z.string(),
  closed_at: z.string().nullable(),
});
export type IncomingRow = z.output<typeof incomingRow>;

/** GET /api/admin/catalogue/item-groups/{id}/incoming/ and …/products/{id}/incoming/ */
export const incomingList = z.strictObject({ results: z.array(incomingRow) });
export type IncomingList = z.output<typeof incomingList>;
