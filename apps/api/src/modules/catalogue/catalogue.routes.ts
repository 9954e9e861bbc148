// Public catalogue calls of docs/api.md: brands, categories, home groups, item groups. Each
// route declares its schemas once (decision 175): the answers are the domain's
// (catalogue-payloads.ts), the reads catalogue.service.ts's.
import { z } from 'zod';
import { brand, category, itemGroup } from '@solestock/domain/catalogue-payloads';
import { publicAnswer } from '../../http/response-cache.ts';
import type { Routes } from '../../http/route-schemas.ts';
import { langParam } from '../../http/catalogue-query.ts';
import { hasPersonalPrices, shopperPricing } from '../price-lists/index.ts';
import { localiseBrands, localiseCategories, localiseItemGroups } from '../translations/index.ts';
import * as catalogue from './catalogue.service.ts';

const optionalName = z.string().trim().max(200, 'must be at most 200 characters').optional();
export const idParam = z.object({
  id: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .positive('must be a positive number')
    .max(2_147_483_647, 'is too large'),
});

const brandsQuery = z.object({ category: optionalName, lang: langParam });
const categoriesQuery = z.object({ brand: optionalName, lang: langParam });
/** The calls with no other query: `lang` alone (docs/translations.md). */
const langQuery = z.object({ lang: langParam });

export async function catalogueRoutes(app: Routes) {
  const db = app.database.db;

  app.get(
    '/ecommerce/brands/',
    {
      ...publicAnswer(brandsQuery, {
        summary: 'Brands, by name; with `category`, those with item groups there.',
      }),
      schema: { querystring: brandsQuery, response: { 200: z.array(brand) } },
    },
    async (request) =>
      localiseBrands(db, request.query.lang, await catalogue.brands(db, request.query.category)),
  );

  app.get(
    '/ecommerce/categories/',
    {
      ...publicAnswer(categoriesQuery, {
        summary: 'Head categories with their subcategories; with `brand`, those holding it.',
      }),
      schema: { querystring: categoriesQuery, response: { 200: z.array(category) } },
    },
    async (request) =>
      localiseCategories(
        db,
        request.query.lang,
        await catalogue.categories(db, request.query.brand),
      ),
  );

  app.get(
    '/ecommerce/homepage/itemgroups/',
    {
      ...publicAnswer(
        langQuery,
        { summary: 'The curated item groups of the home page.' },
        // A member's cards carry the group's and list's prices (decisions 149, 186).
        hasPersonalPrices,
      ),
      schema: { querystring: langQuery, response: { 200: z.array(itemGroup) } },
    },
    async (request) =>
      localiseItemGroups(
        db,
        request.query.lang,
        await catalogue.homepageItemGroups(db, shopperPricing(request)),
      ),
  );

  app.get(
    '/ecommerce/item-group/:id/',
    {
      ...publicAnswer(
        langQuery,
        { summary: 'One item group with its products.', responses: { 404: 'No such item group.' } },
        hasPersonalPrices,
      ),
      schema: { params: idParam, querystring: langQuery, response: { 200: itemGroup } },
    },
    async (request) => {
      const group = await catalogue.itemGroup(db, request.params.id, shopperPricing(request));
      return (await localiseItemGroups(db, request.query.lang, [group]))[0]!;
    },
  );
}
