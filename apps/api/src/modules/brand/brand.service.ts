// The shop's brand (docs/brand.md): read on every page, mail and paper, written by the owner.
// Every page render reads it, so each process keeps it (shopBrandOf) until the storefront's change
// signal, which the brand's own write fires and every process on the database hears
// (http/storefront-changes.ts), or for BRAND_TTL_MS at most, as the exchange rates are kept.
import {
  DEFAULT_BRAND,
  brandSettings,
  type BrandSettings,
  type BrandSetup,
  type ShopBrand,
} from '@solestock/domain/back-office/brand-payloads';
import type { Database } from '../../db/connect.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { recordAuditAs } from '../audit/index.ts';
import { SETTING_BRAND, saveStoredBrand, storedBrand } from './brand.repository.ts';

/** The brand, whether the owner saved one (else it is the default), and whether this is the demo. */
export interface BrandState {
  brand: BrandSettings;
  stored: boolean;
  demo: boolean;
}

/** Read from the database (inside a caller's transaction too): the saved brand or the default. */
export async function readShopBrand(db: Pick<Database, 'select'>): Promise<BrandState> {
  const { value, demo } = await storedBrand(db);
  if (value === undefined) return { brand: { ...DEFAULT_BRAND }, stored: false, demo };
  // Written through the schema, so it reads back; a value of an older shape keeps what fits.
  const parsed = brandSettings.safeParse({ ...DEFAULT_BRAND, ...(value as object) });
  return { brand: parsed.success ? parsed.data : { ...DEFAULT_BRAND }, stored: true, demo };
}

const BRAND_TTL_MS = 60_000;

// Keyed by database, so apps (and test files) on different databases never share a brand.
const kept = new WeakMap<Database, { state: Promise<BrandState>; expiresAt: number }>();

/** The brand as this process keeps it: one read a minute at most, forgotten on every change. */
export function shopBrandOf(db: Database): Promise<BrandState> {
  const hit = kept.get(db);
  if (hit && hit.expiresAt > Date.now()) return hit.state;
  const state = readShopBrand(db);
  const entry = { state, expiresAt: Date.now() + BRAND_TTL_MS };
  kept.set(db, entry);
  // A failed read is not kept: the next page reads again.
  state.catch(() => {
    if (kept.get(db) === entry) kept.delete(db);
  });
  return state;
}

/** Forgets the kept brand (the storefront's change signal, in this process or another). */
export function forgetShopBrand(db: Database): void {
  kept.delete(db);
}

/** GET /api/ecommerce/brand/: what the storefront draws. */
export async function shopBrand(db: Database): Promise<ShopBrand> {
  const { brand, demo } = await shopBrandOf(db);
  return { ...brand, demo };
}

/**
 * The brand a trade paper prints (the invoice, packing list, statement, line sheet…): null until
 * the owner saves one, so a shop without a brand prints its papers exactly as before.
 */
export async function shopBrandForPapers(
  db: Database,
): Promise<Pick<BrandSettings, 'shop_name' | 'logo' | 'legal_text'> | null> {
  const { brand, stored } = await shopBrandOf(db);
  return stored
    ? { shop_name: brand.shop_name, logo: brand.logo, legal_text: brand.legal_text }
    : null;
}

/** Whether the console asks the owner for the shop's name: no brand saved, and not the demo. */
export async function brandSetup(db: Database): Promise<BrandSetup> {
  const { stored, demo } = await readShopBrand(db);
  return { asks_name: !stored && !demo };
}

/** Saves the owner's brand (already read by brandSettingsBody), audited in the same transaction. */
export async function saveBrand(
  db: Database,
  actor: StaffActor,
  brand: BrandSettings,
): Promise<BrandSettings> {
  await db.transaction(async (tx) => {
    const before = await readShopBrand(tx);
    await saveStoredBrand(tx, brand);
    await recordAuditAs(tx, actor, {
      action: 'settings.brand',
      entityType: 'shop_settings',
      entityId: SETTING_BRAND,
      before: before.brand,
      after: brand,
    });
  });
  // This process forgets at once; the route's change signal tells the others.
  forgetShopBrand(db);
  return brand;
}
