// The seller's details as stored: one shop setting, `seller` (a JSON value), read and upserted.
import { eq, sql } from 'drizzle-orm';
import type { SellerDetails } from '@solestock/domain/back-office/seller-payloads';
import type { Database } from '../../db/connect.ts';
import { shopSettings } from '../../db/schema.ts';

export const SETTING_SELLER = 'seller';

/** The stored value as it is, or undefined when the shop saved none. */
export async function storedSellerDetails(db: Pick<Database, 'select'>): Promise<unknown> {
  const [row] = await db
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.key, SETTING_SELLER));
  return row?.value;
}

/** Saves the details over what was stored. */
export async function saveStoredSellerDetails(
  db: Pick<Database, 'insert'>,
  details: SellerDetails,
): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ key: SETTING_SELLER, value: details })
    .onConflictDoUpdate({
      target: shopSettings.key,
      set: { value: details, updatedAt: sql`now()` },
    });
}
