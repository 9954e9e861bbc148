// The console's home-page content (docs/api.md, back office, "Rates, content"): carousel and ecosystem
// banners per screen type, which brands, head categories and item groups the home page shows,
// and the social links. The storefront's /ecommerce/ content calls read the same tables. The
// routes declare their schemas once (decision 175) and answer; content.service.ts writes (audited, in one transaction), and each
// write is flagged `changesStorefront`, so the storefront forgets its kept answers at once.
import { z } from 'zod';
import {
  bannerRow,
  contentData,
  groupHit,
  homeShown,
  socialRow,
  bannerChangeSchema,
  bannerCreateSchema,
  bannerOrderSchema,
  homeShowSchema,
  socialLinkSchema,
  socialOrderSchema,
} from '@solestock/domain/back-office/content-schemas';
import { noContent, type Routes } from '../../http/route-schemas.ts';
import { actorOf } from '../../http/staff-guard.ts';
import {
  addBanner,
  addSocialLink,
  changeBanner,
  changeSocialLink,
  contentOverview,
  findItemGroups,
  orderBanners,
  orderSocialLinks,
  removeBanner,
  removeSocialLink,
  showOnHome,
} from './content.service.ts';

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

/** A content write: staff with content.write, and the storefront changes on its success. */
const contentWrite = { staffAction: 'content.write', changesStorefront: true } as const;

export async function contentAdminRoutes(admin: Routes): Promise<void> {
  const db = admin.database.db;

  admin.get(
    '/content/',
    {
      schema: { response: { 200: contentData } },
      config: {
        staffAction: 'catalogue.read',
        docs: {
          summary:
            'The home-page content: banners per kind and screen type, social links, and the brands, head categories and item groups the home page shows.',
        },
      },
    },
    async () => contentOverview(db),
  );

  admin.get(
    '/content/item-groups/',
    {
      schema: { querystring: itemGroupQuery, response: { 200: z.array(groupHit) } },
      config: {
        staffAction: 'catalogue.read',
        docs: {
          summary: 'Item groups whose name holds q (at most 20), to choose for the home page.',
        },
      },
    },
    async (request) => findItemGroups(db, request.query.q),
  );

  // ------------------------------------------------------------------ banners

  admin.post(
    '/content/banners/',
    {
      schema: { body: bannerCreateSchema, response: { 201: bannerRow } },
      config: {
        ...contentWrite,
        docs: {
          summary: 'Add a banner (an uploaded image) at the end of its kind and screen type.',
          responses: { 201: 'The banner.' },
        },
      },
    },
    async (request, reply) => {
      return reply.status(201).send(await addBanner(db, actorOf(request), request.body));
    },
  );

  admin.patch(
    '/content/banners/:id/',
    {
      schema: { params: idParams, body: bannerChangeSchema, response: { 200: bannerRow } },
      config: {
        ...contentWrite,
        docs: {
          summary: "Change a banner's image, link or alt text.",
        },
      },
    },
    async (request) => changeBanner(db, actorOf(request), request.params.id, request.body),
  );

  admin.delete(
    '/content/banners/:id/',
    {
      schema: { params: idParams, response: { 204: noContent } },
      config: {
        ...contentWrite,
        docs: { summary: 'Remove a banner.', responses: { 204: 'Removed.' } },
      },
    },
    async (request, reply) => {
      await removeBanner(db, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  admin.put(
    '/content/banners/order/',
    {
      schema: { body: bannerOrderSchema, response: { 200: z.array(bannerRow) } },
      config: {
        ...contentWrite,
        docs: {
          summary:
            'Put the banners of one kind and screen type in order: ids lists every one of them, first to last.',
        },
      },
    },
    async (request) => orderBanners(db, actorOf(request), request.body),
  );

  // ------------------------------------------------------------------ home page

  admin.put(
    '/content/home/',
    {
      schema: { body: homeShowSchema, response: { 200: homeShown } },
      config: {
        ...contentWrite,
        docs: {
          summary:
            'Which brands, head categories and item groups the home page shows: each list given replaces the ones shown.',
        },
      },
    },
    async (request) => showOnHome(db, actorOf(request), request.body),
  );

  // ------------------------------------------------------------------ social links

  admin.post(
    '/content/social-links/',
    {
      schema: { body: socialLinkSchema, response: { 201: socialRow } },
      config: {
        ...contentWrite,
        docs: {
          summary: 'Add a social link (https only) at the end of the list.',
          responses: { 201: 'The link.' },
        },
      },
    },
    async (request, reply) => {
      return reply.status(201).send(await addSocialLink(db, actorOf(request), request.body));
    },
  );

  admin.put(
    '/content/social-links/:id/',
    {
      schema: { params: idParams, body: socialLinkSchema, response: { 200: socialRow } },
      config: {
        ...contentWrite,
        docs: {
          summary: 'Change a social link: its name, https address and icon.',
        },
      },
    },
    async (request) => changeSocialLink(db, actorOf(request), request.params.id, request.body),
  );

  admin.delete(
    '/content/social-links/:id/',
    {
      schema: { params: idParams, response: { 204: noContent } },
      config: {
        ...contentWrite,
        docs: {
          summary: 'Remove a social link.',
          responses: { 204: 'Removed.' },
        },
      },
    },
    async (request, reply) => {
      await removeSocialLink(db, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  admin.put(
    '/content/social-links/order/',
    {
      schema: { body: socialOrderSchema, response: { 200: z.array(socialRow) } },
      config: {
        ...contentWrite,
        docs: {
          summary: 'Put the social links in order: ids lists every one, first to last.',
        },
      },
    },
    async (request) => orderSocialLinks(db, actorOf(request), request.body),
  );
}
