// Home-page content: carousel and ecosystem banners per screen type, social links, and the
// shopper's country guessed from a trusted edge header or Accept-Language. Each route declares
// its schemas once (decision 175); the reads are in content.repository.ts.
import { z } from 'zod';
import { DEFAULT_COUNTRY, SCREEN_TYPES } from '@solestock/domain';
import { carouselBannersAnswer, ecosystemBannersAnswer } from '@solestock/domain/content-payloads';
import { socialLinkDto } from '@solestock/domain/back-office/content-schemas';
import { docs } from '../../http/openapi.ts';
import { langParam } from '../../http/catalogue-query.ts';
import { publicAnswer } from '../../http/response-cache.ts';
import { localiseBanners } from '../translations/index.ts';
import type { Routes } from '../../http/route-schemas.ts';
import { bannersOf, shopSocialLinks } from './content.repository.ts';
import { countryFromRequest } from './user-country.ts';

const screenTypeQuery = z.object({
  screen_type: z
    .enum(SCREEN_TYPES, { error: `must be one of ${SCREEN_TYPES.join(', ')}` })
    .default('desktop'),
  lang: langParam,
});

export async function contentRoutes(app: Routes) {
  const db = app.database.db;

  app.get(
    '/ecommerce/carousel-banners/',
    {
      ...publicAnswer(screenTypeQuery, {
        summary: "The home page carousel's banners for a screen type.",
      }),
      schema: {
        querystring: screenTypeQuery,
        response: {
          200: carouselBannersAnswer,
        },
      },
    },
    async (request) => {
      const rows = await bannersOf(db, 'carousel', request.query.screen_type);
      return [{ banners: await localiseBanners(db, request.query.lang, rows) }];
    },
  );

  app.get(
    '/ecommerce/ecosystem-banner/',
    {
      ...publicAnswer(screenTypeQuery, { summary: 'The ecosystem banners for a screen type.' }),
      schema: { querystring: screenTypeQuery, response: { 200: ecosystemBannersAnswer } },
    },
    async (request) => {
      const rows = await localiseBanners(
        db,
        request.query.lang,
        await bannersOf(db, 'ecosystem', request.query.screen_type),
      );
      return rows.map((r) => ({ banner: r.banner, link: r.link, alt: r.alt }));
    },
  );

  app.get(
    '/ecommerce/social-media/',
    {
      ...publicAnswer(undefined, { summary: "The shop's social links." }),
      schema: { response: { 200: z.array(socialLinkDto) } },
    },
    async () => shopSocialLinks(db),
  );

  app.get(
    '/ecommerce/get-user-country/',
    {
      ...docs({
        summary: "The shopper's country: a trusted edge header, else Accept-Language, else gb.",
      }),
      schema: { response: { 200: z.strictObject({ country: z.string() }) } },
    },
    async (request) => ({
      country: countryFromRequest(request.headers, app.config.countryHeader) ?? DEFAULT_COUNTRY,
    }),
  );
}
