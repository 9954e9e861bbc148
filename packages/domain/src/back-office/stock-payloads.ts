// The console's stock calls (docs/api.md, back office, "Stock"): the dashboard's low-stock list
// and the shop setting that draws its line. Defined once for the API and the console.
import { z } from 'zod';

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
