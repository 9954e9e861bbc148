// The sync calls an ERP or a warehouse makes (docs/sync.md, decision 200; issue 45 part 3):
// stock on hand and list prices by SKU, every item or none, and the orders changed since a time.
// Defined once: the API checks what is sent with these schemas and answers with the others.
import { z } from 'zod';
import { SLAB_OPERATORS } from '../slab.ts';
import { STOCK_PAIRS_MAX } from './stock-payloads.ts';
import { adminOrderRow } from './order-payloads.ts';

/** The most items one sync call carries (a warehouse's whole range in one call). */
export const SYNC_ITEMS_MAX = 5_000;
/** The longest SKU a sync item may name (the catalogue's own limit). */
export const SYNC_SKU_MAX = 100;
/** How many bad items a refusal lists in `errors` (its sentence names the first). */
export const SYNC_PROBLEMS_SHOWN = 50;

const skuField = z
  .string({ error: 'Each item names its product by sku.' })
  .trim()
  .min(1, { error: 'Each item names its product by sku.' })
  .max(SYNC_SKU_MAX, { error: `A SKU has at most ${SYNC_SKU_MAX} characters.` });

const itemsOf = <Item extends z.ZodType>(item: Item, shape: string) =>
  z
    .array(item, { error: `Send items: [${shape}].` })
    .min(1, { error: 'Send at least one item.' })
    .max(SYNC_ITEMS_MAX, {
      error: `Send at most ${SYNC_ITEMS_MAX} items a call; split a longer list into several calls.`,
    });

const pairsError = `availability is a whole number of pairs from 0 to ${STOCK_PAIRS_MAX}.`;

/**
 * PUT /api/admin/stock/: each SKU's pairs on hand as the warehouse counts them. The store keeps
 * back the pairs its open orders hold and not yet shipped (docs/sync.md, "Availability").
 */
export const stockSyncBody = z.object({
  items: itemsOf(
    z.object({
      sku: skuField,
      availability: z
        .number({ error: pairsError })
        .int({ error: pairsError })
        .min(0, { error: pairsError })
        .max(STOCK_PAIRS_MAX, { error: pairsError }),
    }),
    '{sku, availability}',
  ),
});
export type StockSyncBody = z.output<typeof stockSyncBody>;

/** A product the warehouse counted fewer pairs of than open orders hold: it is set to 0. */
export const stockSyncShort = z.strictObject({
  sku: z.string(),
  on_hand: z.number().int(),
  held: z.number().int(),
});

/** The answer to PUT /api/admin/stock/ (and to its repeats with the same Idempotency-Key). */
export const stockSyncResult = z.strictObject({
  items: z.number().int(),
  /** Products whose availability moved. */
  changed: z.number().int(),
  /** Products whose count is below the pairs their open orders hold (oversold in the warehouse). */
  short: z.array(stockSyncShort),
});
export type StockSyncResult = z.output<typeof stockSyncResult>;

/** Exact prices as text: a JSON number is read as the digits it was written with. */
const priceText = (error: string) =>
  z
    .union([z.string(), z.number()], { error })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()));

const priceError = 'selling_price is a price, e.g. "12.50" (send it as a string).';

/** A slab as the catalogue writes one, in the product's own currency. */
const priceSyncSlab = z.object({
  operator: z
    .enum(SLAB_OPERATORS, { error: `A slab's operator is one of ${SLAB_OPERATORS.join(', ')}.` })
    .optional(),
  min_quantity: z.number({ error: 'min_quantity is a whole number.' }).nullable().optional(),
  max_quantity: z.number({ error: 'max_quantity is a whole number.' }).nullable().optional(),
  selling_price: priceText(priceError),
});

/**
 * PUT /api/admin/prices/: each SKU's list price in its own currency, and its slab table when
 * sent (replaced whole; `[]` clears it; left out, the slabs stay as they are).
 */
export const priceSyncBody = z.object({
  items: itemsOf(
    z.object({
      sku: skuField,
      selling_price: priceText(priceError),
      slabs: z
        .array(priceSyncSlab, {
          error: 'slabs are a list of {operator?, min_quantity, max_quantity, selling_price}.',
        })
        .optional(),
    }),
    '{sku, selling_price, slabs?}',
  ),
});
export type PriceSyncBody = z.output<typeof priceSyncBody>;

/** The answer to PUT /api/admin/prices/ (and to its repeats with the same Idempotency-Key). */
export const priceSyncResult = z.strictObject({
  items: z.number().int(),
  /** Products whose price or slabs changed. */
  changed: z.number().int(),
});
export type PriceSyncResult = z.output<typeof priceSyncResult>;

/** The rows of `GET /api/admin/orders/?updated_since=`, each with when it last changed. */
export const ORDERS_SINCE_PAGE_MAX = 200;
export const ORDERS_SINCE_PAGE_DEFAULT = 100;

export const adminOrderSinceRow = adminOrderRow.extend({
  /** ISO 8601 with microseconds, UTC: the order's last change (decision 200). */
  updated_at: z.string(),
});

/** GET /api/admin/orders/?updated_since=…&cursor=…: the orders changed, oldest change first. */
export const adminOrdersSince = z.strictObject({
  results: z.array(adminOrderSinceRow),
  /** Where the next call starts: send it back as `cursor` (null when nothing was ever read). */
  next_cursor: z.string().nullable(),
  /** Whether more changes are waiting past this page now. */
  has_more: z.boolean(),
  page_size: z.number().int(),
});
export type AdminOrdersSince = z.output<typeof adminOrdersSince>;
