// A warehouse's stock on hand by SKU (docs/sync.md, decision 200): every item or none, in a
// handful of statements however many (up to SYNC_ITEMS_MAX): the SKUs looked up at once, the
// products locked in id order (as placement and the grid lock them, so a sync and a buyer's
// order wait on each other in turn, never in a circle), then one statement writes and audits.
// The count is what is on the warehouse's shelves: the pairs open orders hold are still there
// and still theirs, so the store sells the count less those. Whether an order commits just
// before the sync's locks or just after, availability + held pairs = the count, and nothing is
// sold twice.
import type { StockSyncBody, StockSyncResult } from '@solestock/domain/back-office/sync-payloads';
import type { Database } from '../../db/connect.ts';
import { itemsRefused, repeatedSkus, unknownSkus } from '../../http/item-problems.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { recordAuditAs } from '../audit/index.ts';
import { bumpVersions, productsBySku } from './stock-grid.repository.ts';
import { writeOnHand } from './stock-sync.repository.ts';
import { lockProducts } from './stock.repository.ts';

/**
 * PUT /admin/stock/: sets each SKU's stock from the warehouse's count, in the caller's
 * transaction (the sync module's, which holds the Idempotency-Key). 400 naming the bad items
 * (a SKU given twice, a SKU no product has) before anything is written.
 */
export async function syncStockOnHand(
  tx: Database,
  actor: StaffActor,
  body: StockSyncBody,
): Promise<StockSyncResult> {
  const repeated = repeatedSkus(body.items);
  if (repeated.length > 0) throw itemsRefused(repeated);
  const known = await productsBySku(
    tx,
    body.items.map((i) => i.sku),
  );
  const unknown = unknownSkus(body.items, known);
  if (unknown.length > 0) throw itemsRefused(unknown);
  const counts = body.items.map((i) => ({
    productId: known.get(i.sku)!.id,
    sku: i.sku,
    onHand: i.availability,
  }));
  await lockProducts(
    tx,
    counts.map((c) => c.productId),
  );
  const { changed, short } = await writeOnHand(tx, counts, actor);
  // A grid open on a style the sync touched is now out of date (decision 195).
  await bumpVersions(
    tx,
    body.items.map((i) => known.get(i.sku)!.itemGroupId),
  );
  await recordAuditAs(tx, actor, {
    action: 'stock.sync',
    entityType: 'products',
    entityId: null,
    after: { items: body.items.length, changed, short: short.length, cause: 'sync' },
  });
  return { items: body.items.length, changed, short };
}
