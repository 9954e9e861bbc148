// The console's home-page content (docs/api.md, back office, "Rates, content"): carousel and ecosystem
// banners per screen type, which brands, head categories and item groups the home page shows,
// and the social links. The storefront's /ecommerce/ content calls read the same tables. The
// routes parse and answer; content.service.ts writes (audited, in one transaction), and each
// write is flagged `changesStorefront`, so the storefront forgets its kept answers at once.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  bannerChangeSchema,
  bannerCreateSchema,
  bannerOrderSchema,
  homeShowSchema,
  socialLinkSchema,
  socialOrderSchema,
} from '@solestock/domain/back-office/content-schemas';
import { parseInput } from '../../http/validate.ts';
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

export async function contentAdminRoutes(admin: FastifyInstance): Promise<void> {
  const db = admin.database.db;

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
    async () => contentOverview(db),
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
      return findItemGroups(db, q);
    },
  );

  // ------------------------------------------------------------------ banners

  admin.post(
    '/content/banners/',
    {
      config: {
        ...contentWrite,
        docs: {
          summary: 'Add a banner (an uploaded image) at the end of its kind and screen type.',
          body: bannerCreateSchema,
          responses: { 201: 'The banner.' },
        },
      },
    },
    async (request, reply) => {
      const body = parseInput(bannerCreateSchema, request.body);
      return reply.status(201).send(await addBanner(db, actorOf(request), body));
    },
  );

  admin.patch(
    '/content/banners/:id/',
    {
      config: {
        ...contentWrite,
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
      return changeBanner(db, actorOf(request), id, body);
    },
  );

  admin.delete(
    '/content/banners/:id/',
    {
      config: {
        ...contentWrite,
        docs: { summary: 'Remove a banner.', params: idParams, responses: { 204: 'Removed.' } },
      },
    },
    async (request, reply) => {
      const { id } = parseInput(idParams, request.params, 'params');
      await removeBanner(db, actorOf(request), id);
      return reply.status(204).send();
    },
  );

  admin.put(
    '/content/banners/order/',
    {
      config: {
        ...contentWrite,
        docs: {
          summary:
            'Put the banners of one kind and screen type in order: ids lists every one of them, first to last.',
          body: bannerOrderSchema,
        },
      },
    },
    async (request) => {
      const body = parseInput(bannerOrderSchema, request.body);
      return orderBanners(db, actorOf(request), body);
    },
  );

  // ------------------------------------------------------------------ home page

  admin.put(
    '/content/home/',
    {
      config: {
        ...contentWrite,
        docs: {
          summary:
            'Which brands, head categories and item groups the home page shows: each list given replaces the ones shown.',
          body: homeShowSchema,
        },
      },
    },
    async (request) => {
      const body = parseInput(homeShowSchema, request.body);
      return showOnHome(db, actorOf(request), body);
    },
  );

  // ------------------------------------------------------------------ social links

  admin.post(
    '/content/social-links/',
    {
      config: {
        ...contentWrite,
        docs: {
          summary: 'Add a social link (https only) at the end of the list.',
          body: socialLinkSchema,
          responses: { 201: 'The link.' },
        },
      },
    },
    async (request, reply) => {
      const body = parseInput(socialLinkSchema, request.body);
      return reply.status(201).send(await addSocialLink(db, actorOf(request), body));
    },
  );

  admin.put(
    '/content/social-links/:id/',
    {
      config: {
        ...contentWrite,
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
      return changeSocialLink(db, actorOf(request), id, body);
    },
  );

  admin.delete(
    '/content/social-links/:id/',
    {
      config: {
        ...contentWrite,
        docs: {
          summary: 'Remove a social link.',
          params: idParams,
          responses: { 204: 'Removed.' },
        },
      },
    },
    async (request, reply) => {
      const { id } = parseInput(idParams, request.params, 'params');
      await removeSocialLink(db, actorOf(request), id);
      return reply.status(204).send();
    },
  );

  admin.put(
    '/content/social-links/order/',
    {
      config: {
        ...contentWrite,
        docs: {
          summary: 'Put the social links in order: ids lists every one, first to last.',
          body: socialOrderSchema,
        },
      },
    },
    async (request) => {
      const body = parseInput(socialOrderSchema, request.body);
      return orderSocialLinks(db, actorOf(request), body);
    },
  );
}
