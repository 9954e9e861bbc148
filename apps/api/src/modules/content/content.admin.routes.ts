// The console's home-page content (docs/api.md, back office, "Rates, content"): carousel and ecosystem
// banners per screen type, which brands, head categories and item groups the home page shows,
// and the social links. The storefront's /ecommerce/ content calls read the same tables; every
// write is audited in its transaction and then forgets the storefront's kept answers at once.
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, ilike, inArray, max, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
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
import { parseInput } from '../../http/validate.ts';
import { recordAudit } from '../staff/audit.ts';
import { renderMedia, mediaUrl as drawingUrl } from '../media/media.routes.ts';

const idParams = z.object({
  id: z.coerce
    .number({ error: 'The id is a number.' })
    .int({ error: 'The id is a whole number.' })
    .min(1, { error: 'The id is a positive number.' })
    .max(2_147_483_647, { error: 'Nothing has this number.' }),
});

const itemGroupQuery = z.object({
  q: z
    .string({ error: 'q is the words to look for.' })
    .trim()
    .max(100, { error: 'Search with at most 100 characters.' })
    .default(''),
});

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

export async function contentAdminRoutes(admin: FastifyInstance): Promise<void> {
  const db = admin.database.db;

  /** An image the shop serves: an upload it knows, or one of the demo drawings. */
  const checkImage = async (path: string, field: string) => {
    const upload = parseMediaUrl(path);
    if (upload) {
      const [row] = await db
        .select({ key: media.key })
        .from(media)
        .where(eq(media.key, upload.key));
      if (row) return;
    } else if (renderMedia(path.slice('/media/'.length))) {
      return;
    }
    throw badRequest(
      `${field}: no image has this address here. Upload the image first and use the address it answers with.`,
      { [field]: 'Upload the image first.' },
    );
  };

  admin.get(
    '/content/',
    {
      config: {
        staffAction: 'catalogue.read',
        docs: {
          summary:
            'The home-page content: banners per kind and screen type, social links, and the brands, head categories and item groups the home page shows.',
        },
      },
    },
    async () => {
      const [bannerRows, socialRows, brandRows, headRows, groupRows] = await Promise.all([
        db
          .select(bannerRow)
          .from(banners)
          .orderBy(
            asc(banners.kind),
            asc(banners.screenType),
            asc(banners.position),
            asc(banners.id),
          ),
        db
          .select(socialRow)
          .from(socialLinks)
          .orderBy(asc(socialLinks.position), asc(socialLinks.id)),
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
    },
  );

  admin.get(
    '/content/item-groups/',
    {
      config: {
        staffAction: 'catalogue.read',
        docs: {
          summary: 'Item groups whose name holds q (at most 20), to choose for the home page.',
          query: itemGroupQuery,
        },
      },
    },
    async (request) => {
      const { q } = parseInput(itemGroupQuery, request.query, 'query');
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
    },
  );

  // ------------------------------------------------------------------ banners

  admin.post(
    '/content/banners/',
    {
      config: {
        staffAction: 'content.write',
        docs: {
          summary: 'Add a banner (an uploaded image) at the end of its kind and screen type.',
          body: bannerCreateSchema,
          responses: { 201: 'The banner.' },
        },
      },
    },
    async (request, reply) => {
      const body = parseInput(bannerCreateSchema, request.body);
      await checkImage(body.image, 'image');
      const row = await db.transaction(async (tx) => {
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
        await recordAudit(tx, request, {
          action: 'banner.create',
          entityType: 'banner',
          entityId: inserted!.id,
          after: inserted,
        });
        return inserted!;
      });
      admin.storefrontChanges.changed();
      return reply.status(201).send(row);
    },
  );

  admin.patch(
    '/content/banners/:id/',
    {
      config: {
        staffAction: 'content.write',
        docs: {
          summary: "Change a banner's image, link or alt text.",
          params: idParams,
          body: bannerChangeSchema,
        },
      },
    },
    async (request) => {
      const { id } = parseInput(idParams, request.params, 'params');
      const body = parseInput(bannerChangeSchema, request.body);
      if (body.image !== undefined) await checkImage(body.image, 'image');
      const row = await db.transaction(async (tx) => {
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
        await recordAudit(tx, request, {
          action: 'banner.change',
          entityType: 'banner',
          entityId: id,
          before,
          after,
        });
        return after!;
      });
      admin.storefrontChanges.changed();
      return row;
    },
  );

  admin.delete(
    '/content/banners/:id/',
    {
      config: {
        staffAction: 'content.write',
        docs: { summary: 'Remove a banner.', params: idParams, responses: { 204: 'Removed.' } },
      },
    },
    async (request, reply) => {
      const { id } = parseInput(idParams, request.params, 'params');
      await db.transaction(async (tx) => {
        const [before] = await tx.delete(banners).where(eq(banners.id, id)).returning(bannerRow);
        if (!before) throw notFound('No banner has this number.');
        await recordAudit(tx, request, {
          action: 'banner.remove',
          entityType: 'banner',
          entityId: id,
          before,
        });
      });
      admin.storefrontChanges.changed();
      return reply.status(204).send();
    },
  );

  admin.put(
    '/content/banners/order/',
    {
      config: {
        staffAction: 'content.write',
        docs: {
          summary:
            'Put the banners of one kind and screen type in order: ids lists every one of them, first to last.',
          body: bannerOrderSchema,
        },
      },
    },
    async (request) => {
      const body = parseInput(bannerOrderSchema, request.body);
      const rows = await db.transaction(async (tx) => {
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
        await recordAudit(tx, request, {
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
      admin.storefrontChanges.changed();
      return rows;
    },
  );

  // ------------------------------------------------------------------ home page

  admin.put(
    '/content/home/',
    {
      config: {
        staffAction: 'content.write',
        docs: {
          summary:
            'Which brands, head categories and item groups the home page shows: each list given replaces the ones shown.',
          body: homeShowSchema,
        },
      },
    },
    async (request) => {
      const body = parseInput(homeShowSchema, request.body);
      const tables = [
        ['brands', brands, body.brands],
        ['head_categories', headCategories, body.head_categories],
        ['item_groups', itemGroups, body.item_groups],
      ] as const;
      await db.transaction(async (tx) => {
        for (const [name, table, ids] of tables) {
          if (!ids) continue;
          if (ids.length > 0) {
            const found = await tx
              .select({ id: table.id })
              .from(table)
              .where(inArray(table.id, ids));
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
            await recordAudit(tx, request, {
              action: 'home.show',
              entityType: name,
              before: before.map((r) => r.id),
              after: [...ids].sort((a, b) => a - b),
            });
          }
        }
      });
      admin.storefrontChanges.changed();
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
    },
  );

  // ------------------------------------------------------------------ social links

  const socialValues = (body: z.infer<typeof socialLinkSchema>) => ({
    name: body.name,
    url: body.url,
    icon: body.icon || drawingUrl.text('icon', body.name.slice(0, 1).toUpperCase()),
  });

  admin.post(
    '/content/social-links/',
    {
      config: {
        staffAction: 'content.write',
        docs: {
          summary: 'Add a social link (https only) at the end of the list.',
          body: socialLinkSchema,
          responses: { 201: 'The link.' },
        },
      },
    },
    async (request, reply) => {
      const body = parseInput(socialLinkSchema, request.body);
      if (body.icon) await checkImage(body.icon, 'icon');
      const row = await db.transaction(async (tx) => {
        const [last] = await tx.select({ position: max(socialLinks.position) }).from(socialLinks);
        const [inserted] = await tx
          .insert(socialLinks)
          .values({ ...socialValues(body), position: (last?.position ?? -1) + 1 })
          .returning(socialRow);
        await recordAudit(tx, request, {
          action: 'social_link.create',
          entityType: 'social_link',
          entityId: inserted!.id,
          after: inserted,
        });
        return inserted!;
      });
      admin.storefrontChanges.changed();
      return reply.status(201).send(row);
    },
  );

  admin.put(
    '/content/social-links/:id/',
    {
      config: {
        staffAction: 'content.write',
        docs: {
          summary: 'Change a social link: its name, https address and icon.',
          params: idParams,
          body: socialLinkSchema,
        },
      },
    },
    async (request) => {
      const { id } = parseInput(idParams, request.params, 'params');
      const body = parseInput(socialLinkSchema, request.body);
      if (body.icon) await checkImage(body.icon, 'icon');
      const row = await db.transaction(async (tx) => {
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
        await recordAudit(tx, request, {
          action: 'social_link.change',
          entityType: 'social_link',
          entityId: id,
          before,
          after,
        });
        return after!;
      });
      admin.storefrontChanges.changed();
      return row;
    },
  );

  admin.delete(
    '/content/social-links/:id/',
    {
      config: {
        staffAction: 'content.write',
        docs: {
          summary: 'Remove a social link.',
          params: idParams,
          responses: { 204: 'Removed.' },
        },
      },
    },
    async (request, reply) => {
      const { id } = parseInput(idParams, request.params, 'params');
      await db.transaction(async (tx) => {
        const [before] = await tx
          .delete(socialLinks)
          .where(eq(socialLinks.id, id))
          .returning(socialRow);
        if (!before) throw notFound('No social link has this number.');
        await recordAudit(tx, request, {
          action: 'social_link.remove',
          entityType: 'social_link',
          entityId: id,
          before,
        });
      });
      admin.storefrontChanges.changed();
      return reply.status(204).send();
    },
  );

  admin.put(
    '/content/social-links/order/',
    {
      config: {
        staffAction: 'content.write',
        docs: {
          summary: 'Put the social links in order: ids lists every one, first to last.',
          body: socialOrderSchema,
        },
      },
    },
    async (request) => {
      const body = parseInput(socialOrderSchema, request.body);
      const rows = await db.transaction(async (tx) => {
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
        await recordAudit(tx, request, {
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
      admin.storefrontChanges.changed();
      return rows;
    },
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
