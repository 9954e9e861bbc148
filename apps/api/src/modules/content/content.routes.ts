// Home-page content: carousel and ecosystem banners per screen type, social links, and the
// shopper's country guessed from a trusted edge header or Accept-Language.
import type { FastifyInstance } from 'fastify';
import { asc, and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_COUNTRY, SCREEN_TYPES } from '@solestock/domain';
import { banners, socialLinks } from '../../db/schema.ts';
import { parseInput } from '../../http/validate.ts';
import { countryFromRequest } from './user-country.ts';

import { publicAnswer } from '../../http/response-cache.ts';
import { docs } from '../../http/openapi.ts';

const screenTypeQuery = z.object({
  screen_type: z
    .enum(SCREEN_TYPES, { error: `must be one of ${SCREEN_TYPES.join(', ')}` })
    .default('desktop'),
});

export async function contentRoutes(app: FastifyInstance) {
  const db = app.database.db;

  const bannersOf = async (kind: 'carousel' | 'ecosystem', query: unknown) => {
    const { screen_type } = parseInput(screenTypeQuery, query, 'query');
    return db
      .select({ id: banners.id, banner: banners.image, link: banners.link, alt: banners.alt })
      .from(banners)
      .where(and(eq(banners.kind, kind), eq(banners.screenType, screen_type)))
      .orderBy(asc(banners.position), asc(banners.id));
  };

  app.get(
    '/ecommerce/carousel-banners/',
    publicAnswer(screenTypeQuery, {
      summary: "The home page carousel's banners for a screen type.",
    }),
    async (request) => {
      const rows = await bannersOf('carousel', request.query);
      return [{ banners: rows }];
    },
  );

  app.get(
    '/ecommerce/ecosystem-banner/',
    publicAnswer(screenTypeQuery, { summary: 'The ecosystem banners for a screen type.' }),
    async (request) => {
      const rows = await bannersOf('ecosystem', request.query);
      return rows.map((r) => ({ banner: r.banner, link: r.link, alt: r.alt }));
    },
  );

  app.get(
    '/ecommerce/social-media/',
    publicAnswer(undefined, { summary: "The shop's social links." }),
    async () =>
      db
        .select({ name: socialLinks.name, url: socialLinks.url, icon: socialLinks.icon })
        .from(socialLinks)
        .orderBy(asc(socialLinks.position), asc(socialLinks.id)),
  );

  app.get(
    '/ecommerce/get-user-country/',
    docs({
      summary: "The shopper's country: a trusted edge header, else Accept-Language, else gb.",
    }),
    async (request) => ({
      country: countryFromRequest(request.headers, app.config.countryHeader) ?? DEFAULT_COUNTRY,
    }),
  );
}
