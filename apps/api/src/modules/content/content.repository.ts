// The content module's reads and writes of the database: the banners and social links (the
// storefront's columns, and the console's with their positions), the brands, head categories
// and item groups the home page shows, and the upload an image's address names. The rules, the
// transactions and the audit entries are content.service.ts's; a function that takes a Tx runs
// inside the transaction its caller opened.
import { and, asc, desc, eq, ilike, inArray, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ScreenType } from '@solestock/domain';
import type { bannerChangeSchema } from '@solestock/domain/back-office/content-schemas';
import type { Database, Tx } from '../../db/connect.ts';
import {
  banners,
  brands,
  headCategories,
  itemGroups,
  media,
  socialLinks,
} from '../../db/schema.ts';

type BannerKind = 'carousel' | 'ecosystem';

/** The banners of one kind for one screen type, first to last. */
export function bannersOf(db: Database, kind: BannerKind, screenType: ScreenType) {
  return db
    .select({ id: banners.id, banner: banners.image, link: banners.link, alt: banners.alt })
    .from(banners)
    .where(and(eq(banners.kind, kind), eq(banners.screenType, screenType)))
    .orderBy(asc(banners.position), asc(banners.id));
}

/** The shop's social links, first to last. */
export function shopSocialLinks(db: Database) {
  return db
    .select({ name: socialLinks.name, url: socialLinks.url, icon: socialLinks.icon })
    .from(socialLinks)
    .orderBy(asc(socialLinks.position), asc(socialLinks.id));
}

// ------------------------------------------------------------------ the console's rows

const bannerRow = {
  id: banners.id,
  kind: banners.kind,
  screen_type: banners.screenType,
  image: banners.image,
  link: banners.link,
  alt: banners.alt,
  position: banners.position,
};
const socialRow = {
  id: socialLinks.id,
  name: socialLinks.name,
  url: socialLinks.url,
  icon: socialLinks.icon,
  position: socialLinks.position,
};

/** Whether an upload has this key. */
export async function mediaKeyExists(db: Database, key: string): Promise<boolean> {
  const [row] = await db.select({ key: media.key }).from(media).where(eq(media.key, key));
  return row !== undefined;
}

/** Every banner, by kind, screen type and position. */
export function everyBanner(db: Database) {
  return db
    .select(bannerRow)
    .from(banners)
    .orderBy(asc(banners.kind), asc(banners.screenType), asc(banners.position), asc(banners.id));
}

/** Every social link with its position, first to last. */
export function everySocialLink(db: Database) {
  return db
    .select(socialRow)
    .from(socialLinks)
    .orderBy(asc(socialLinks.position), asc(socialLinks.id));
}

/** The brands (at most 500) by name, each with whether the home page shows it. */
export function brandsForHome(db: Database) {
  return db
    .select({ id: brands.id, name: brands.name, show_on_homepage: brands.showOnHomepage })
    .from(brands)
    .orderBy(asc(sql`lower(${brands.name})`))
    .limit(500);
}

/** The head categories in their order, each with whether the home page shows it. */
export function headCategoriesForHome(db: Database) {
  return db
    .select({
      id: headCategories.id,
      name: headCategories.name,
      show_on_homepage: headCategories.showOnHomepage,
    })
    .from(headCategories)
    .orderBy(asc(headCategories.position), asc(headCategories.id));
}

/** The item groups the home page shows (at most 200), with their brand's name. */
export function shownItemGroups(db: Database) {
  return db
    .select({ id: itemGroups.id, name: itemGroups.name, brand: brands.name })
    .from(itemGroups)
    .innerJoin(brands, eq(brands.id, itemGroups.brandId))
    .where(eq(itemGroups.showOnHomepage, true))
    .orderBy(asc(itemGroups.id))
    .limit(200);
}

/** Item groups whose name holds `q` (taken literally), most popular first (at most 20). */
export function itemGroupsNamed(db: Database, q: string) {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({
      id: itemGroups.id,
      name: itemGroups.name,
      brand: brands.name,
      show_on_homepage: itemGroups.showOnHomepage,
    })
    .from(itemGroups)
    .innerJoin(brands, eq(brands.id, itemGroups.brandId))
    .where(ilike(itemGroups.name, pattern))
    .orderBy(desc(itemGroups.popularity), asc(itemGroups.id))
    .limit(20);
}

// ------------------------------------------------------------------ banners

const ofScreen = (kind: BannerKind, screenType: ScreenType) =>
  and(eq(banners.kind, kind), eq(banners.screenType, screenType));

/** The highest position among the banners of one kind and screen type (null when none). */
export async function lastBannerPosition(tx: Tx, kind: BannerKind, screenType: ScreenType) {
  const [last] = await tx
    .select({ position: max(banners.position) })
    .from(banners)
    .where(ofScreen(kind, screenType));
  return last?.position ?? null;
}

/** Inserts a banner; answers its row. */
export async function insertBanner(
  tx: Tx,
  values: {
    kind: BannerKind;
    screenType: ScreenType;
    image: string;
    link: string;
    alt: string;
    position: number;
  },
) {
  const [inserted] = await tx.insert(banners).values(values).returning(bannerRow);
  return inserted!;
}

/** One banner, locked until the transaction ends. */
export async function lockBanner(tx: Tx, id: number) {
  const [row] = await tx.select(bannerRow).from(banners).where(eq(banners.id, id)).for('update');
  return row;
}

/** Writes the fields given of a banner (its image, link or alt text); answers its row after. */
export async function updateBanner(
  tx: Tx,
  id: number,
  change: z.output<typeof bannerChangeSchema>,
) {
  const [after] = await tx
    .update(banners)
    .set({
      ...(change.image !== undefined ? { image: change.image } : {}),
      ...(change.link !== undefined ? { link: change.link } : {}),
      ...(change.alt !== undefined ? { alt: change.alt } : {}),
    })
    .where(eq(banners.id, id))
    .returning(bannerRow);
  return after!;
}

/** Deletes a banner; answers its row, or undefined when no banner has this id. */
export async function deleteBanner(tx: Tx, id: number) {
  const [before] = await tx.delete(banners).where(eq(banners.id, id)).returning(bannerRow);
  return before;
}

/** The banners of one kind and screen type, first to last, locked until the transaction ends. */
export function lockBannersOfScreen(tx: Tx, kind: BannerKind, screenType: ScreenType) {
  return tx
    .select(bannerRow)
    .from(banners)
    .where(ofScreen(kind, screenType))
    .orderBy(asc(banners.position), asc(banners.id))
    .for('update');
}

/** The banners of one kind and screen type with their positions, first to last. */
export function bannersOfScreen(db: Database, kind: BannerKind, screenType: ScreenType) {
  return db
    .select(bannerRow)
    .from(banners)
    .where(ofScreen(kind, screenType))
    .orderBy(asc(banners.position), asc(banners.id));
}

/** Gives each banner of `ids` its index as its position, one update each. */
export async function placeBanners(tx: Tx, ids: number[]) {
  for (const [position, id] of ids.entries()) {
    await tx.update(banners).set({ position }).where(eq(banners.id, id));
  }
}

// ------------------------------------------------------------------ home page

/** The lists the home page shows part of, by the name the answers give them. */
const homeTables = { brands, head_categories: headCategories, item_groups: itemGroups };
export type HomeList = keyof typeof homeTables;

/** Which of `ids` the list has. */
export async function existingIds(tx: Tx, list: HomeList, ids: number[]) {
  const table = homeTables[list];
  const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(found.map((r) => r.id));
}

/** The ids of the list the home page shows, smallest first. */
export async function idsShownOnHome(tx: Tx, list: HomeList) {
  const table = homeTables[list];
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(eq(table.showOnHomepage, true))
    .orderBy(asc(table.id));
  return rows.map((r) => r.id);
}

/** Shows (or no longer shows) these ids of the list on the home page. */
export async function markShownOnHome(tx: Tx, list: HomeList, ids: number[], shown: boolean) {
  const table = homeTables[list];
  await tx.update(table).set({ showOnHomepage: shown }).where(inArray(table.id, ids));
}

/** What the home page shows now: the ids of each list, smallest first. */
export async function homeShownIds(db: Database) {
  const [brandRows, headRows, groupRows] = await Promise.all([
    db.select({ id: brands.id }).from(brands).where(eq(brands.showOnHomepage, true)),
    db
      .select({ id: headCategories.id })
      .from(headCategories)
      .where(eq(headCategories.showOnHomepage, true)),
    shownItemGroups(db),
  ]);
  return {
    brands: brandRows.map((r) => r.id).sort((a, b) => a - b),
    head_categories: headRows.map((r) => r.id).sort((a, b) => a - b),
    item_groups: groupRows.map((r) => r.id).sort((a, b) => a - b),
  };
}

// ------------------------------------------------------------------ social links

interface SocialValues {
  name: string;
  url: string;
  icon: string;
}

/** The highest position among the social links (null when none). */
export async function lastSocialLinkPosition(tx: Tx) {
  const [last] = await tx.select({ position: max(socialLinks.position) }).from(socialLinks);
  return last?.position ?? null;
}

/** Inserts a social link; answers its row. */
export async function insertSocialLink(tx: Tx, values: SocialValues & { position: number }) {
  const [inserted] = await tx.insert(socialLinks).values(values).returning(socialRow);
  return inserted!;
}

/** One social link, locked until the transaction ends. */
export async function lockSocialLink(tx: Tx, id: number) {
  const [row] = await tx
    .select(socialRow)
    .from(socialLinks)
    .where(eq(socialLinks.id, id))
    .for('update');
  return row;
}

/** Writes a social link's name, address and icon; answers its row after. */
export async function updateSocialLink(tx: Tx, id: number, values: SocialValues) {
  const [after] = await tx
    .update(socialLinks)
    .set(values)
    .where(eq(socialLinks.id, id))
    .returning(socialRow);
  return after!;
}

/** Deletes a social link; answers its row, or undefined when no link has this id. */
export async function deleteSocialLink(tx: Tx, id: number) {
  const [before] = await tx.delete(socialLinks).where(eq(socialLinks.id, id)).returning(socialRow);
  return before;
}

/** The social links' ids, first to last, locked until the transaction ends. */
export async function lockSocialLinkIds(tx: Tx) {
  const rows = await tx
    .select({ id: socialLinks.id })
    .from(socialLinks)
    .orderBy(asc(socialLinks.position), asc(socialLinks.id))
    .for('update');
  return rows.map((r) => r.id);
}

/** Gives each social link of `ids` its index as its position, one update each. */
export async function placeSocialLinks(tx: Tx, ids: number[]) {
  for (const [position, id] of ids.entries()) {
    await tx.update(socialLinks).set({ position }).where(eq(socialLinks.id, id));
  }
}
