// Catalogue reads: brands, head categories with their subcategories, item groups as cards.
// Only item groups with at least one product count or show, as the spec's listing requires.
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  moneyNumber,
  type Brand,
  type Category,
  type ItemGroup,
  type ProductCard,
} from '@solestock/domain';
import { queryRows, type Database } from '../../db/connect.ts';
import { brands, headCategories, itemGroups, products, subcategories } from '../../db/schema.ts';

export type BrandDto = Brand;
export type CategoryDto = Category;
export type ProductCardDto = ProductCard;
export type ItemGroupDto = ItemGroup;

const listed = gt(itemGroups.productCount, 0);

/** Brands by name (case-insensitive); with a head category, only those selling in it. */
export async function listBrands(db: Database, headCategory?: string): Promise<BrandDto[]> {
  const categoryFilter = headCategory
    ? sql`and ig.head_category_id in (select id from head_categories where lower(name) = lower(${headCategory}))`
    : sql``;
  const rows = await queryRows<{
    id: number;
    name: string;
    logo: string;
    display_image: string;
    banner: string;
    show_on_homepage: boolean;
    item_group_count: number;
  }>(
    db,
    sql`
    select b.id, b.name, b.logo, b.display_image, b.banner, b.show_on_homepage,
           count(ig.id)::int as item_group_count
    from brands b
    left join item_groups ig on ig.brand_id = b.id and ig.product_count > 0 ${categoryFilter}
    group by b.id
    ${headCategory ? sql`having count(ig.id) > 0` : sql``}
    order by lower(b.name), b.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    brand: r.name,
    logo: r.logo,
    display_image: r.display_image,
    banner: r.banner,
    show_on_homepage: r.show_on_homepage,
    item_group_count: Number(r.item_group_count),
  }));
}

/** Head categories in their shop order with subcategories; with a brand, only where it sells. */
export async function listCategories(db: Database, brand?: string): Promise<CategoryDto[]> {
  const brandFilter = brand
    ? sql`and ig.brand_id in (select id from brands where lower(name) = lower(${brand}))`
    : sql``;
  const counts = await queryRows<{ subcategory_id: number; n: number }>(
    db,
    sql`
    select ig.subcategory_id, count(*)::int as n
    from item_groups ig
    where ig.product_count > 0 ${brandFilter}
    group by ig.subcategory_id`,
  );
  const countBySub = new Map(counts.map((r) => [Number(r.subcategory_id), Number(r.n)]));

  const heads = await db
    .select()
    .from(headCategories)
    .orderBy(asc(headCategories.position), asc(headCategories.id));
  const subs = await db
    .select()
    .from(subcategories)
    .orderBy(asc(subcategories.position), asc(subcategories.id));

  const result: CategoryDto[] = [];
  for (const head of heads) {
    const subCategories = subs
      .filter((s) => s.headCategoryId === head.id)
      .map((s) => ({
        id: s.id,
        name: s.name,
        displayImage: s.displayImage,
        itemGroupCount: countBySub.get(s.id) ?? 0,
      }))
      .filter((s) => !brand || s.itemGroupCount > 0);
    const itemGroupCount = subCategories.reduce((n, s) => n + s.itemGroupCount, 0);
    if (brand && itemGroupCount === 0) continue;
    result.push({
      id: head.id,
      headCategory: head.name,
      displayImage: head.displayImage,
      displayIcon: head.displayIcon,
      showOnHomepage: head.showOnHomepage,
      itemGroupCount,
      subCategories,
    });
  }
  return result;
}

/** The curated home-page groups (also Recommended Products). */
export async function listHomepageItemGroups(db: Database): Promise<ItemGroupDto[]> {
  const groups = await db
    .select({ id: itemGroups.id })
    .from(itemGroups)
    .where(and(eq(itemGroups.showOnHomepage, true), listed))
    .orderBy(sql`${itemGroups.popularity} desc`, asc(itemGroups.id))
    .limit(24);
  return itemGroupsWithProducts(
    db,
    groups.map((g) => g.id),
  );
}

export async function findItemGroup(db: Database, id: number): Promise<ItemGroupDto | undefined> {
  const [group] = await itemGroupsWithProducts(db, [id]);
  return group;
}

/** Loads the given groups (in the given order) with their product cards, in two queries. */
export async function itemGroupsWithProducts(
  db: Database,
  ids: readonly number[],
): Promise<ItemGroupDto[]> {
  if (ids.length === 0) return [];
  const groupRows = await db
    .select({
      id: itemGroups.id,
      name: itemGroups.name,
      brand: brands.name,
      saleMode: itemGroups.saleMode,
      shipsFrom: itemGroups.shipsFrom,
      shipsBy: itemGroups.shipsBy,
    })
    .from(itemGroups)
    .innerJoin(brands, eq(brands.id, itemGroups.brandId))
    .where(and(inArray(itemGroups.id, [...ids]), listed));
  const productRows = await db
    .select({
      id: products.id,
      itemGroupId: products.itemGroupId,
      name: products.name,
      coverImage: products.coverImage,
      images: products.images,
      color: products.color,
      size: products.size,
      sellingPrice: products.sellingPrice,
      currency: products.currency,
    })
    .from(products)
    .where(and(inArray(products.itemGroupId, [...ids]), isNull(products.archivedAt)))
    .orderBy(asc(products.itemGroupId), asc(products.id));

  const byGroup = new Map<number, ProductCardDto[]>();
  const brandOf = new Map(groupRows.map((g) => [g.id, g.brand]));
  for (const p of productRows) {
    const card: ProductCardDto = {
      id: p.id,
      productName: p.name,
      coverImage: p.coverImage,
      imagesArray: p.images,
      color: p.color,
      size: p.size,
      brand: brandOf.get(p.itemGroupId) ?? '',
      sellingPrice: { amount: moneyNumber(p.sellingPrice), currency: p.currency },
    };
    const list = byGroup.get(p.itemGroupId);
    if (list) list.push(card);
    else byGroup.set(p.itemGroupId, [card]);
  }
  const groupById = new Map(groupRows.map((g) => [g.id, g]));
  return ids.flatMap((id) => {
    const g = groupById.get(id);
    const cards = byGroup.get(id);
    if (!g || !cards?.length) return [];
    // A pre-order's card shows its window (docs/api.md); other cards are as the specs send them.
    const preOrder =
      g.saleMode === 'pre_order'
        ? { sale_mode: g.saleMode, ships_from: g.shipsFrom, ships_by: g.shipsBy }
        : {};
    return [{ id: g.id, groupName: g.name, brand: g.brand, products: cards, ...preOrder }];
  });
}
