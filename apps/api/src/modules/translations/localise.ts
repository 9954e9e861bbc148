// The storefront's catalogue answers in a buyer's language (docs/translations.md, decision 205):
// the English answer is built as always, then its translated texts are laid over it, field by
// field, from one lookup per entity it names. English (no `lang`, or `lang=en`) returns before
// any of this, so its answers and their cost are exactly what they were.
//
// What is translated: an item group's name (its cards' product names begin with it, so that
// beginning is translated too) and bullet points; brand, head category and subcategory display
// names, sent as extra fields (`display_name`, `displayName`) because `brand`, `headCategory`
// and `name` are the keys the listing's filters and links use; a product's breadcrumbs; a
// banner's alt text. Colours, sizes, SKUs and materials stay as written.
import { sql } from 'drizzle-orm';
import type { Locale } from '@solestock/domain/locales';
import type { BannerImage } from '@solestock/domain/content-payloads';
import type {
  Brand,
  Category,
  ItemGroup,
  ListingPage,
  ProductDetail,
} from '@solestock/domain/catalogue-payloads';
import type { TranslatedLocale } from '@solestock/domain/back-office/translation-payloads';
import { queryRows, type Database } from '../../db/connect.ts';
import { translationsOf } from './translations.repository.ts';

/** The language to translate into, or null for English. */
export const translatedLocale = (lang: Locale | undefined): TranslatedLocale | null =>
  !lang || lang === 'en' ? null : lang;

/** A product's name with its group's English name at its start replaced by the translation. */
export function translatedProductName(name: string, english: string, translated: string): string {
  if (!translated || !name.startsWith(english)) return name;
  return translated + name.slice(english.length);
}

/**
 * Item groups' names in a buyer's language, for papers and mails that print a style by its
 * name (docs/languages-mails-and-papers.md): only the translated ones; English asks nothing.
 */
export async function styleNamesIn(
  db: Database,
  lang: Locale,
  itemGroupIds: readonly number[],
): Promise<Map<number, string>> {
  const locale = translatedLocale(lang);
  if (!locale) return new Map();
  const rows = await translationsOf(db, 'item-group', locale, itemGroupIds);
  return new Map([...rows].flatMap(([id, r]) => (r.name ? [[id, r.name] as const] : [])));
}

export async function localiseItemGroups(
  db: Database,
  lang: Locale | undefined,
  groups: ItemGroup[],
): Promise<ItemGroup[]> {
  const locale = translatedLocale(lang);
  if (!locale || groups.length === 0) return groups;
  const names = await translationsOf(
    db,
    'item-group',
    locale,
    groups.map((g) => g.id),
  );
  return groups.map((group) => {
    const name = names.get(group.id)?.name;
    if (!name) return group;
    return {
      ...group,
      groupName: name,
      products: group.products.map((p) => ({
        ...p,
        productName: translatedProductName(p.productName, group.groupName, name),
      })),
    };
  });
}

export async function localiseListing<T extends ListingPage>(
  db: Database,
  lang: Locale | undefined,
  page: T,
): Promise<T> {
  if (!translatedLocale(lang)) return page;
  return { ...page, results: await localiseItemGroups(db, lang, page.results) };
}

export async function localiseBrands(
  db: Database,
  lang: Locale | undefined,
  list: Brand[],
): Promise<Brand[]> {
  const locale = translatedLocale(lang);
  if (!locale) return list;
  const names = await translationsOf(
    db,
    'brand',
    locale,
    list.map((b) => b.id),
  );
  return list.map((b) => ({ ...b, display_name: names.get(b.id)?.name || b.brand }));
}

export async function localiseCategories(
  db: Database,
  lang: Locale | undefined,
  list: Category[],
): Promise<Category[]> {
  const locale = translatedLocale(lang);
  if (!locale) return list;
  const [heads, subs] = await Promise.all([
    translationsOf(
      db,
      'head-category',
      locale,
      list.map((c) => c.id),
    ),
    translationsOf(
      db,
      'subcategory',
      locale,
      list.flatMap((c) => c.subCategories.map((s) => s.id)),
    ),
  ]);
  return list.map((c) => ({
    ...c,
    displayName: heads.get(c.id)?.name || c.headCategory,
    subCategories: c.subCategories.map((s) => ({
      ...s,
      displayName: subs.get(s.id)?.name || s.name,
    })),
  }));
}

export async function localiseProductDetail(
  db: Database,
  lang: Locale | undefined,
  detail: ProductDetail,
): Promise<ProductDetail> {
  const locale = translatedLocale(lang);
  if (!locale) return detail;
  const [owner] = await queryRows<{
    name: string;
    brand_id: number;
    head_category_id: number;
    subcategory_id: number;
  }>(
    db,
    sql`select name, brand_id, head_category_id, subcategory_id from item_groups where id = ${detail.itemGroupId}`,
  );
  if (!owner) return detail;
  const [group, brand, head, sub] = await Promise.all([
    translationsOf(db, 'item-group', locale, [detail.itemGroupId]),
    translationsOf(db, 'brand', locale, [owner.brand_id]),
    translationsOf(db, 'head-category', locale, [owner.head_category_id]),
    translationsOf(db, 'subcategory', locale, [owner.subcategory_id]),
  ]);
  const texts = group.get(detail.itemGroupId);
  const headName = head.get(owner.head_category_id)?.name;
  const subName = sub.get(owner.subcategory_id)?.name;
  return {
    ...detail,
    productName: translatedProductName(detail.productName, owner.name, texts?.name ?? ''),
    bulletPoints: texts?.bullet_points ?? detail.bulletPoints,
    brand_display: brand.get(owner.brand_id)?.name || detail.brand,
    breadcrumbs: {
      ...detail.breadcrumbs,
      level1: (detail.breadcrumbs.level1 && headName) || detail.breadcrumbs.level1,
      level2: (detail.breadcrumbs.level2 && subName) || detail.breadcrumbs.level2,
    },
  };
}

export async function localiseBanners<T extends BannerImage & { id: number }>(
  db: Database,
  lang: Locale | undefined,
  banners: T[],
): Promise<T[]> {
  const locale = translatedLocale(lang);
  if (!locale) return banners;
  const alts = await translationsOf(
    db,
    'banner',
    locale,
    banners.map((b) => b.id),
  );
  return banners.map((b) => ({ ...b, alt: alts.get(b.id)?.alt || b.alt }));
}
