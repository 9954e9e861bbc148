// The dashboard's low-stock list (docs/api.md, back office, "Stock"): live products of `stock`
// groups with `low_stock_pairs` or fewer pairs on hand, fewest first, and the shop setting that
// draws the line (shop_settings, DEFAULT_LOW_STOCK_PAIRS until an owner sets it).
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import {
  DEFAULT_LOW_STOCK_PAIRS,
  LOW_STOCK_SHOWN,
  type LowStockList,
} from '@solestock/domain/back-office/stock-payloads';
import type { Database } from '../../db/connect.ts';
import { itemGroups, products, shopSettings } from '../../db/schema.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { recordAuditAs } from '../audit/index.ts';

export const SETTING_LOW_STOCK_PAIRS = 'low_stock_pairs';

export async function lowStockPairs(db: Pick<Database, 'select'>): Promise<number> {
  const [row] = await db
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.key, SETTING_LOW_STOCK_PAIRS));
  return typeof row?.value === 'number' && Number.isInteger(row.value)
    ? row.value
    : DEFAULT_LOW_STOCK_PAIRS;
}

/** Sets the line, audited as a settings change; answers the value now in force. */
export async function setLowStockPairs(
  db: Database,
  actor: StaffActor,
  pairs: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const before = await lowStockPairs(tx);
    await tx
      .insert(shopSettings)
      .values({ key: SETTING_LOW_STOCK_PAIRS, value: pairs })
      .onConflictDoUpdate({
        target: shopSettings.key,
        set: { value: pairs, updatedAt: sql`now()` },
      });
    await recordAuditAs(tx, actor, {
      action: 'settings.change',
      entityType: 'shop_settings',
      entityId: SETTING_LOW_STOCK_PAIRS,
      before: { low_stock_pairs: before },
      after: { low_stock_pairs: pairs },
    });
    return pairs;
  });
}

/** The list, fewest pairs first (then by id), at most LOW_STOCK_SHOWN, and how many there are. */
export async function lowStock(db: Database): Promise<LowStockList> {
  const line = await lowStockPairs(db);
  const where = and(
    eq(itemGroups.saleMode, 'stock'),
    isNull(products.archivedAt),
    lte(products.availability, line),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        item_group_id: products.itemGroupId,
        item_group_name: itemGroups.name,
        sku: products.sku,
        name: products.name,
        color: products.color,
        size: products.size,
        availability: products.availability,
      })
      .from(products)
      .innerJoin(itemGroups, eq(itemGroups.id, products.itemGroupId))
      .where(where)
      .orderBy(asc(products.availability), asc(products.id))
      .limit(LOW_STOCK_SHOWN),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(itemGroups, eq(itemGroups.id, products.itemGroupId))
      .where(where),
  ]);
  return { low_stock_pairs: line, count: Number(total?.n ?? 0), results: rows };
}
