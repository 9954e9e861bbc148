// The brand as stored: one shop setting, `brand` (a JSON value), and the demo catalogue's mark,
// the setting `demo` that the seed writes beside the catalogue (docs/brand.md).
import { inArray, sql } from 'drizzle-orm';
import type { BrandSettings } from '@solestock/domain/back-office/brand-payloads';
import type { Database } from '../../db/connect.ts';
import { shopSettings } from '../../db/schema.ts';

export const SETTING_BRAND = 'brand';
const SETTING_DEMO = 'demo';

/** The stored brand as it is (undefined when the owner saved none), and whether this is the demo. */
export async function storedBrand(
  db: Pick<Database, 'select'>,
): Promise<{ value: unknown; demo: boolean }> {
  const rows = await db
    .select({ key: shopSettings.key, value: shopSettings.value })
    .from(shopSettings)
    .where(inArray(shopSettings.key, [SETTING_BRAND, SETTING_DEMO]));
  return {
    value: rows.find((r) => r.key === SETTING_BRAND)?.value,
    demo: rows.some((r) => r.key === SETTING_DEMO && r.value === true),
  };
}

/** Saves the brand over what was stored. */
export async function saveStoredBrand(
  db: Pick<Database, 'insert'>,
  brand: BrandSettings,
): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ key: SETTING_BRAND, value: brand })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value: brand, updatedAt: sql`now()` } });
}

/** Marks the database as the demo's (the seed calls it in the transaction that fills it). */
export async function markDemo(db: Pick<Database, 'insert'>): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ key: SETTING_DEMO, value: true })
    .onConflictDoNothing({ target: shopSettings.key });
}
