// A store of a journey's own with an exporter behind it: the owner signed in through the admin
// API and the seller's settings set (docs/export-papers.md), as the shipments, trade papers and
// tax journeys need; plus what those journeys do to the catalogue and with the papers.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { pdfText } from '@solestock/api/test/pdf-text';
import { staffApi } from './console-utils.ts';
import { startOwnStore } from './own-store.ts';

/** The exporter every trading journey's papers name. */
const SELLER = {
  legal_name: 'Solestock Trading Ltd',
  address: ['1 Market Street', 'London EC1A 1AA'],
  country_code: 'GB',
  tax_id: 'GB123456789',
  incoterm: 'FCA',
};

/**
 * Starts a private store whose first owner is `owner`, signs them in to the admin API and sets
 * the seller's settings (`seller` adds to or replaces the exporter's defaults above); `env` adds
 * to the store's settings (e.g. STOREFRONT_LANGUAGES).
 */
export async function startTradingStore(
  owner: { email: string; password: string },
  seller: Record<string, unknown> = {},
  env: Record<string, string> = {},
) {
  const store = await startOwnStore(
    { ...env, OWNER_EMAIL: owner.email, OWNER_PASSWORD: owner.password },
    { quiet: true },
  );
  const { call: admin, move } = staffApi(store.baseUrl);
  await admin('POST', '/session/', owner);
  await admin('PUT', '/settings/seller/', { ...SELLER, ...seller });
  return { store, admin, move };
}

type AdminCall = ReturnType<typeof staffApi>['call'];

/**
 * Sets a style's sale mode (and a pre-order's window) through the console's catalogue API,
 * keeping every other field of the group; answers the style's name.
 */
export async function setSaleMode(
  admin: AdminCall,
  groupId: number,
  mode: 'stock' | 'pre_order',
  shipsFrom: string | null,
) {
  const g = await admin<Record<string, unknown>>('GET', `/catalogue/item-groups/${groupId}/`);
  await admin('PUT', `/catalogue/item-groups/${groupId}/`, {
    name: g.name,
    brand_id: g.brand_id,
    head_category_id: g.head_category_id,
    subcategory_id: g.subcategory_id,
    bullet_points: g.bullet_points,
    material: g.material,
    country_of_origin: g.country_of_origin,
    hs_code: g.hs_code,
    size_system: g.size_system,
    tier_scope: g.tier_scope,
    sale_mode: mode,
    ships_from: shipsFrom,
    ships_by: null,
    min_pairs: 0,
    show_on_homepage: g.show_on_homepage,
  });
  return g.name as string;
}

/**
 * Follows a paper's link as the browser would, with the page's cookies: the answer must be a PDF
 * (offered as a download when `download`); its text as poppler lays it out, runs of spaces and
 * tabs made one (`lines` keeps the line breaks).
 */
export async function paperText(
  page: Page,
  href: string,
  { lines = false, download = false } = {},
) {
  const got = await page.request.get(href);
  expect(got.status(), href).toBe(200);
  expect(got.headers()['content-type']).toBe('application/pdf');
  if (download) expect(got.headers()['content-disposition']).toMatch(/\.pdf"?$/);
  return (await pdfText(await got.body())).replace(lines ? /[ \t]+/g : /\s+/g, ' ');
}
