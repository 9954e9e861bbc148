// The storefront's catalogue reads (docs/api.md, Catalogue): brands, categories, the home page's
// item groups and one item group, a member's cards at their group's prices (docs/decisions/149).
// The SQL is catalogue.repository.ts's.
import type { Brand, Category, ItemGroup } from '@solestock/domain';
import type { Database } from '../../db/connect.ts';
import { notFound } from '../../http/errors.ts';
import {
  cardIdsOf,
  groupsAtBuyerPrices,
  termsWith,
  type ShopperPricing,
} from '../price-lists/index.ts';
import {
  findItemGroup,
  listBrands,
  listCategories,
  listHomepageItemGroups,
} from './catalogue.repository.ts';

/** Brands by name; with a head category's name, only those with item groups there. */
export function brands(db: Database, category?: string): Promise<Brand[]> {
  return listBrands(db, category || undefined);
}

/** Head categories with their subcategories; with a brand's name, only those holding it. */
export function categories(db: Database, brand?: string): Promise<Category[]> {
  return listCategories(db, brand || undefined);
}

/**
 * The curated home-page groups, at the group's prices for a member with a discount. A discount
 * still on its way (the member's group read from the database) is awaited beside the groups' read,
 * as is the item group's below.
 */
export async function homepageItemGroups(
  db: Database,
  pricing: ShopperPricing | Promise<ShopperPricing>,
): Promise<ItemGroup[]> {
  const [groups, shopper] = await Promise.all([listHomepageItemGroups(db), pricing]);
  return groupsAtBuyerPrices(groups, await termsWith(db, shopper, cardIdsOf(groups)));
}

/** One item group with its product cards, or 404. */
export async function itemGroup(
  db: Database,
  id: number,
  pricing: ShopperPricing | Promise<ShopperPricing>,
): Promise<ItemGroup> {
  const [group, shopper] = await Promise.all([findItemGroup(db, id), pricing]);
  if (!group) throw notFound('This product group does not exist.');
  const terms = await termsWith(db, shopper, cardIdsOf([group]));
  return groupsAtBuyerPrices([group], terms)[0]!;
}
