// The home page's content as the back office writes it (docs/api.md, back office, "Rates, content"):
// carousel and ecosystem banners per screen type, which brands, head categories and item groups
// the home page shows, and the social links. Each write is one transaction with its audit entry;
// the routes flag themselves `changesStorefront`, so the storefront forgets its kept answers
// once the write has committed.
import { and, asc, desc, eq, ilike, inArray, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  bannerChangeSchema,
  bannerCreateSchema,
  bannerOrderSchema,
  homeShowSchema,
  socialLinkSchema,
  socialOrderSchema,
} from '@solestock/domain/back-office/content-schemas';
import { parseMediaUrl } from '@solestock/domain/media-urls';
import {
  banners,
  brands,
  headCategories,
  itemGroups,
  media,
  socialLinks,
} from '../../db/schema.ts';
import type { Database } from '../../db/connect.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { recordAuditAs } from '../audit/index.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { renderMedia, mediaUrl as drawingUrl } from '../media/index.ts';

type BannerCreate = z.output<typeof bannerCreateSchema>;
type BannerChange = z.output<typeof bannerChangeSchema>;
type BannerOrder = z.output<typeof bannerOrderSchema>;
type HomeShow = z.output<typeof homeShowSchema>;
type SocialLink = z.output<typeof socialLinkSchema>;
type SocialOrder = z.output<typeof socialOrderSchema>;

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

/** An image the shop serves: an upload it knows, or one of the demo drawings (400 otherwise). */
export async function checkImage(db: Database, path: string, field: string): Promise<void> {
  const upload = parseMediaUrl(path);
  if (upload) {
    const [row] = await db.select({ key: media.key }).from(media).where(eq(media.key, upload.key));
    if (row) return;
  } else if (renderMedia(path.slice('/media/'.length))) {
    return;
  }
  throw badRequest(
    `${field}: no image has this address here. Upload the image first and use the address it answers with.`,
    { [field]: 'Upload the image first.' },
  );
}

function shownItemGroups(db: Database) {
  return db
    .select({ id: itemGroups.id, name: itemGroups.name, brand: brands.name })
    .from(itemGroups)
    .innerJoin(brands, eq(brands.id, itemGroups.brandId))
    .where(eq(itemGroups.showOnHomepage, true))
    .orderBy(asc(itemGroups.id))
    .limit(200);
}

/** Everything the content screen shows, in one answer. */
export async function contentOverview(db: Database) {
  const [bannerRows, socialRows, brandRows, headRows, groupRows] = await Promise.all([
    db
      .select(bannerRow)
      .from(banners)
      .orderBy(asc(banners.kind), asc(banners.screenType), asc(banners.position), asc(banners.id)),
    db.select(socialRow).from(socialLinks).orderBy(asc(socialLinks.position), asc(socialLinks.id)),
    db
      .select({ id: brands.id, name: brands.name, show_on_homepage: brands.showOnHomepage })
      .from(brands)
      .orderBy(asc(sql`lower(${brands.name})`))
      .limit(500),
    db
      .select({
        id: headCategories.id,
        name: headCategories.name,
        show_on_homepage: headCategories.showOnHomepage,
      })
      .from(headCategories)
      .orderBy(asc(headCategories.position), asc(headCategories.id)),
    shownItemGroups(db),
  ]);
  return {
    banners: bannerRows,
    social_links: socialRows,
    brands: brandRows,
    head_categories: headRows,
    item_groups: groupRows,
  };
}

/** Item groups whose name holds `q`, most popular first (at most 20). */
export async function findItemGroups(db: Database, q: string) {
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

/** Adds a banner at the end of its kind and screen type. */
export async function addBanner(db: Database, actor: StaffActor, body: BannerCreate) {
  await checkImage(db, body.image, 'image');
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ position: max(banners.position) })
      .from(banners)
      .where(and(eq(banners.kind, body.kind), eq(banners.screenType, body.screen_type)));
    const [inserted] = await tx
      .insert(banners)
      .values({
        kind: body.kind,
        screenType: body.screen_type,
        image: body.image,
        link: body.link,
        alt: body.alt,
        position: (last?.position ?? -1) + 1,
      })
      .returning(bannerRow);
    await recordAuditAs(tx, actor, {
      action: 'banner.create',
      entityType: 'banner',
      entityId: inserted!.id,
      after: inserted,
    });
    return inserted!;
  });
}

/** Changes the fields given of a banner (its image, link or alt text). */
export async function changeBanner(
  db: Database,
  actor: StaffActor,
  id: number,
  body: BannerChange,
) {
  if (body.image !== undefined) await checkImage(db, body.image, 'image');
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(bannerRow)
      .from(banners)
      .where(eq(banners.id, id))
      .for('update');
    if (!before) throw notFound('No banner has this number.');
    const [after] = await tx
      .update(banners)
      .set({
        ...(body.image !== undefined ? { image: body.image } : {}),
        ...(body.link !== undefined ? { link: body.link } : {}),
        ...(body.alt !== undefined ? { alt: body.alt } : {}),
      })
      .where(eq(banners.id, id))
      .returning(bannerRow);
    await recordAuditAs(tx, actor, {
      action: 'banner.change',
      entityType: 'banner',
      entityId: id,
      before,
      after,
    });
    return after!;
  });
}

export async function removeBanner(db: Database, actor: StaffActor, id: number) {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(banners).where(eq(banners.id, id)).returning(bannerRow);
    if (!before) throw notFound('No banner has this number.');
    await recordAuditAs(tx, actor, {
      action: 'banner.remove',
      entityType: 'banner',
      entityId: id,
      before,
    });
  });
}

/** Puts the banners of one kind and screen type in the order given (every one of them, once). */
export async function orderBanners(db: Database, actor: StaffActor, body: BannerOrder) {
  return db.transaction(async (tx) => {
    const where = and(eq(banners.kind, body.kind), eq(banners.screenType, body.screen_type));
    const before = await tx
      .select(bannerRow)
      .from(banners)
      .where(where)
      .orderBy(asc(banners.position), asc(banners.id))
      .for('update');
    const have = new Set(before.map((b) => b.id));
    if (have.size !== body.ids.length || body.ids.some((id) => !have.has(id))) {
      throw badRequest(
        `ids lists every ${body.kind} banner for ${body.screen_type} once, in the new order (they are ${[...have].join(', ') || 'none'}).`,
        { ids: 'List every banner of this kind and screen type once.' },
      );
    }
    for (const [position, id] of body.ids.entries()) {
      await tx.update(banners).set({ position }).where(eq(banners.id, id));
    }
    await recordAuditAs(tx, actor, {
      action: 'banner.order',
      entityType: 'banner',
      entityId: `${body.kind}/${body.screen_type}`,
      before: before.map((b) => b.id),
      after: body.ids,
    });
    return tx
      .select(bannerRow)
      .from(banners)
      .where(where)
      .orderBy(asc(banners.position), asc(banners.id));
  });
}

// ------------------------------------------------------------------ home page

/**
 * Which brands, head categories and item groups the home page shows: each list given replaces
 * the ones shown. Answers the ids shown afterwards.
 */
export async function showOnHome(db: Database, actor: StaffActor, body: HomeShow) {
  const tables = [
    ['brands', brands, body.brands],
    ['head_categories', headCategories, body.head_categories],
    ['item_groups', itemGroups, body.item_groups],
  ] as const;
  await db.transaction(async (tx) => {
    for (const [name, table, ids] of tables) {
      if (!ids) continue;
      if (ids.length > 0) {
        const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
        const known = new Set(found.map((r) => r.id));
        const unknown = ids.filter((id) => !known.has(id));
        if (unknown.length > 0) {
          throw badRequest(`${name}: no such ids here: ${unknown.slice(0, 10).join(', ')}.`, {
            [name]: `No such ids: ${unknown.slice(0, 10).join(', ')}.`,
          });
        }
      }
      const before = await tx
        .select({ id: table.id })
        .from(table)
        .where(eq(table.showOnHomepage, true))
        .orderBy(asc(table.id));
      const shown = new Set(ids);
      const off = before.map((r) => r.id).filter((id) => !shown.has(id));
      const on = ids.filter((id) => !before.some((r) => r.id === id));
      if (off.length > 0)
        await tx.update(table).set({ showOnHomepage: false }).where(inArray(table.id, off));
      if (on.length > 0)
        await tx.update(table).set({ showOnHomepage: true }).where(inArray(table.id, on));
      if (off.length > 0 || on.length > 0) {
        await recordAuditAs(tx, actor, {
          action: 'home.show',
          entityType: name,
          before: before.map((r) => r.id),
          after: [...ids].sort((a, b) => a - b),
        });
      }
    }
  });
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

/** A link's columns; without an icon, a drawn letter. */
const socialValues = (body: SocialLink) => ({
  name: body.name,
  url: body.url,
  icon: body.icon || drawingUrl.text('icon', body.name.slice(0, 1).toUpperCase()),
});

/** Adds a social link at the end of the list. */
export async function addSocialLink(db: Database, actor: StaffActor, body: SocialLink) {
  if (body.icon) await checkImage(db, body.icon, 'icon');
  return db.transaction(async (tx) => {
    const [last] = await tx.select({ position: max(socialLinks.position) }).from(socialLinks);
    const [inserted] = await tx
      .insert(socialLinks)
      .values({ ...socialValues(body), position: (last?.position ?? -1) + 1 })
      .returning(socialRow);
    await recordAuditAs(tx, actor, {
      action: 'social_link.create',
      entityType: 'social_link',
      entityId: inserted!.id,
      after: inserted,
    });
    return inserted!;
  });
}

export async function changeSocialLink(
  db: Database,
  actor: StaffActor,
  id: number,
  body: SocialLink,
) {
  if (body.icon) await checkImage(db, body.icon, 'icon');
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(socialRow)
      .from(socialLinks)
      .where(eq(socialLinks.id, id))
      .for('update');
    if (!before) throw notFound('No social link has this number.');
    const [after] = await tx
      .update(socialLinks)
      .set(socialValues(body))
      .where(eq(socialLinks.id, id))
      .returning(socialRow);
    await recordAuditAs(tx, actor, {
      action: 'social_link.change',
      entityType: 'social_link',
      entityId: id,
      before,
      after,
    });
    return after!;
  });
}

export async function removeSocialLink(db: Database, actor: StaffActor, id: number) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .delete(socialLinks)
      .where(eq(socialLinks.id, id))
      .returning(socialRow);
    if (!before) throw notFound('No social link has this number.');
    await recordAuditAs(tx, actor, {
      action: 'social_link.remove',
      entityType: 'social_link',
      entityId: id,
      before,
    });
  });
}

/** Puts the social links in the order given (every one, once). */
export async function orderSocialLinks(db: Database, actor: StaffActor, body: SocialOrder) {
  return db.transaction(async (tx) => {
    const before = await tx
      .select({ id: socialLinks.id })
      .from(socialLinks)
      .orderBy(asc(socialLinks.position), asc(socialLinks.id))
      .for('update');
    const have = new Set(before.map((b) => b.id));
    if (have.size !== body.ids.length || body.ids.some((id) => !have.has(id))) {
      throw badRequest('ids lists every social link once, in the new order.', {
        ids: 'List every social link once.',
      });
    }
    for (const [position, id] of body.ids.entries()) {
      await tx.update(socialLinks).set({ position }).where(eq(socialLinks.id, id));
    }
    await recordAuditAs(tx, actor, {
      action: 'social_link.order',
      entityType: 'social_link',
      before: before.map((b) => b.id),
      after: body.ids,
    });
    return tx
      .select(socialRow)
      .from(socialLinks)
      .orderBy(asc(socialLinks.position), asc(socialLinks.id));
  });
}
