// The minimums module's reads and writes of the database (docs/api.md, "Minimums"; decision
// 145): the shop's order minimum in US dollars, a shop setting.
import { eq, sql } from 'drizzle-orm';
import { decimal } from '@solestock/domain';
import type { Database } from '../../db/connect.ts';
import { shopSettings } from '../../db/schema.ts';

/** The shop_settings key of the order minimum: US dollars as a decimal string. */
export const SETTING_MIN_ORDER_USD = 'min_order_usd';

/** The shop's order minimum in US dollars, '0.00' when none is set. */
export async function minOrderUsd(db: Pick<Database, 'select'>): Promise<string> {
  const [row] = await db
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.key, SETTING_MIN_ORDER_USD));
  // Stored as the decimal text; the driver may hand a JSON string of digits back as a number.
  const value = row?.value;
  return typeof value === 'string' || typeof value === 'number'
    ? decimal(value).toFixed(2)
    : '0.00';
}

/** Stores the order minimum (US dollars as a decimal string). */
export async function writeMinOrderUsd(db: Database, value: string): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ key: SETTING_MIN_ORDER_USD, value })
    .onConflictDoUpdate({
      target: shopSettings.key,
      set: { value, updatedAt: sql`now()` },
    });
}
