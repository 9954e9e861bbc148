// The home page's content as the back office writes it (docs/api.md, back office, "Rates, content"):
// carousel and ecosystem banners per screen type, which brands, head categories and item groups
// the home page shows, and the social links. Each write is one transaction with its audit entry;
// the routes flag themselves `changesStorefront`, so the storefront forgets its kept answers
// once the write has committed. The SQL is content.repository.ts's; this file keeps the rules.
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
import type { Database } from '../../db/connect.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { recordAuditAs } from '../audit/index.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { renderMedia, mediaUrl as drawingUrl } from '../media/index.ts';
import {
  bannersOfScreen,
  brandsForHome,
  deleteBanner,
  deleteSocialLink,
  everyBanner,
  everySocialLink,
  existingIds,
  headCategoriesForHome,
  homeShownIds,
  idsShownOnHome,
  insertBanner,
  insertSocialLink,
  itemGroupsNamed,
  lastBannerPosition,
  lastSocialLinkPosition,
  lockBanner,
  lockBannersOfScreen,
  lockSocialLink,
  lockSocialLinkIds,
  markShownOnHome,
  mediaKeyExists,
  placeBanners,
  placeSocialLinks,
  shownItemGroups,
  updateBanner,
  updateSocialLink,
  type HomeList,
} from './content.repository.ts';

type BannerCreate = z.output<typeof bannerCreateSchema>;
type BannerChange = z.output<typeof bannerChangeSchema>;
type BannerOrder = z.output<typeof bannerOrderSchema>;
type HomeShow = z.output<typeof homeShowSchema>;
type SocialLink = z.output<typeof socialLinkSchema>;
type SocialOrder = z.output<typeof socialOrderSchema>;

/** An image the shop serves: an upload it knows, or one of the demo drawings (400 otherwise). */
async function checkImage(db: Database, path: string, field: string): Promise<void> {
  const upload = parseMediaUrl(path);
  if (upload) {
    if (await mediaKeyExists(db, upload.key)) return;
  } else if (renderMedia(path.slice('/media/'.length))) {
    return;
  }
  throw badRequest(
    `${field}: no image has this address here. Upload the image first and use the address it answers with.`,
    { [field]: 'Upload the image first.' },
  );
}

/** Everything the content screen shows, in one answer. */
export async function contentOverview(db: Database) {
  const [bannerRows, socialRows, brandRows, headRows, groupRows] = await Promise.all([
    everyBanner(db),
    everySocialLink(db),
    brandsForHome(db),
    headCategoriesForHome(db),
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
  return itemGroupsNamed(db, q);
}

// ------------------------------------------------------------------ banners

/** Adds a banner at the end of its kind and screen type. */
export async function addBanner(db: Database, actor: StaffActor, body: BannerCreate) {
  await checkImage(db, body.image, 'image');
  return db.transaction(async (tx) => {
    const last = await lastBannerPosition(tx, body.kind, body.screen_type);
    const inserted = await insertBanner(tx, {
      kind: body.kind,
      screenType: body.screen_type,
      image: body.image,
      link: body.link,
      alt: body.alt,
      position: (last ?? -1) + 1,
    });
    await recordAuditAs(tx, actor, {
      action: 'banner.create',
      entityType: 'banner',
      entityId: inserted.id,
      after: inserted,
    });
    return inserted;
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
    const before = await lockBanner(tx, id);
    if (!before) throw notFound('No banner has this number.');
    const after = await updateBanner(tx, id, body);
    await recordAuditAs(tx, actor, {
      action: 'banner.change',
      entityType: 'banner',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

export async function removeBanner(db: Database, actor: StaffActor, id: number) {
  await db.transaction(async (tx) => {
    const before = await deleteBanner(tx, id);
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
    const before = await lockBannersOfScreen(tx, body.kind, body.screen_type);
    const have = new Set(before.map((b) => b.id));
    if (have.size !== body.ids.length || body.ids.some((id) => !have.has(id))) {
      throw badRequest(
        `ids lists every ${body.kind} banner for ${body.screen_type} once, in the new order (they are ${[...have].join(', ') || 'none'}).`,
        { ids: 'List every banner of this kind and screen type once.' },
      );
    }
    await placeBanners(tx, body.ids);
    await recordAuditAs(tx, actor, {
      action: 'banner.order',
      entityType: 'banner',
      entityId: `${body.kind}/${body.screen_type}`,
      before: before.map((b) => b.id),
      after: body.ids,
    });
    return bannersOfScreen(tx, body.kind, body.screen_type);
  });
}

// ------------------------------------------------------------------ home page

/**
 * Which brands, head categories and item groups the home page shows: each list given replaces
 * the ones shown. Answers the ids shown afterwards.
 */
export async function showOnHome(db: Database, actor: StaffActor, body: HomeShow) {
  const lists: [HomeList, number[] | undefined][] = [
    ['brands', body.brands],
    ['head_categories', body.head_categories],
    ['item_groups', body.item_groups],
  ];
  await db.transaction(async (tx) => {
    for (const [name, ids] of lists) {
      if (!ids) continue;
      if (ids.length > 0) {
        const known = await existingIds(tx, name, ids);
        const unknown = ids.filter((id) => !known.has(id));
        if (unknown.length > 0) {
          throw badRequest(`${name}: no such ids here: ${unknown.slice(0, 10).join(', ')}.`, {
            [name]: `No such ids: ${unknown.slice(0, 10).join(', ')}.`,
          });
        }
      }
      const before = await idsShownOnHome(tx, name);
      const shown = new Set(ids);
      const off = before.filter((id) => !shown.has(id));
      const on = ids.filter((id) => !before.includes(id));
      if (off.length > 0) await markShownOnHome(tx, name, off, false);
      if (on.length > 0) await markShownOnHome(tx, name, on, true);
      if (off.length > 0 || on.length > 0) {
        await recordAuditAs(tx, actor, {
          action: 'home.show',
          entityType: name,
          before,
          after: [...ids].sort((a, b) => a - b),
        });
      }
    }
  });
  return homeShownIds(db);
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
    const last = await lastSocialLinkPosition(tx);
    const inserted = await insertSocialLink(tx, {
      ...socialValues(body),
      position: (last ?? -1) + 1,
    });
    await recordAuditAs(tx, actor, {
      action: 'social_link.create',
      entityType: 'social_link',
      entityId: inserted.id,
      after: inserted,
    });
    return inserted;
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
    const before = await lockSocialLink(tx, id);
    if (!before) throw notFound('No social link has this number.');
    const after = await updateSocialLink(tx, id, socialValues(body));
    await recordAuditAs(tx, actor, {
      action: 'social_link.change',
      entityType: 'social_link',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

export async function removeSocialLink(db: Database, actor: StaffActor, id: number) {
  await db.transaction(async (tx) => {
    const before = await deleteSocialLink(tx, id);
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
    const before = await lockSocialLinkIds(tx);
    const have = new Set(before);
    if (have.size !== body.ids.length || body.ids.some((id) => !have.has(id))) {
      throw badRequest('ids lists every social link once, in the new order.', {
        ids: 'List every social link once.',
      });
    }
    await placeSocialLinks(tx, body.ids);
    await recordAuditAs(tx, actor, {
      action: 'social_link.order',
      entityType: 'social_link',
      before,
      after: body.ids,
    });
    return everySocialLink(tx);
  });
}
