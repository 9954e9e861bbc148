// Public catalogue calls of docs/api.md: brands, categories, home groups, item groups.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import {
  findItemGroup,
  listBrands,
  listCategories,
  listHomepageItemGroups,
} from './catalogue.repository.ts';

import { publicAnswer } from '../../http/response-cache.ts';
import { groupsAtGroupPrices, hasGroupPrices, shopperDiscount } from '../customer-groups/index.ts';

const optionalName = z.string().trim().max(200, 'must be at most 200 characters').optional();
export const idParam = z.object({
  id: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .positive('must be a positive number')
    .max(2_147_483_647, 'is too large'),
});

const brandsQuery = z.object({ category: optionalName });
const categoriesQuery = z.object({ brand: optionalName });

export async function catalogueRoutes(app: FastifyInstance) {
  const db = app.database.db;

  app.get(
    '/ecommerce/brands/',
    publicAnswer(brandsQuery, {
      summary: 'Brands, by name; with `category`, those with item groups there.',
    }),
    async (request) => {
      const { category } = parseInput(brandsQuery, request.query, 'query');
      return listBrands(db, category || undefined);
    },
  );

  app.get(
    '/ecommerce/categories/',
    publicAnswer(categoriesQuery, {
      summary: 'Head categories with their subcategories; with `brand`, those holding it.',
    }),
    async (request) => {
      const { brand } = parseInput(categoriesQuery, request.query, 'query');
      return listCategories(db, brand || undefined);
    },
  );

  app.get(
    '/ecommerce/homepage/itemgroups/',
    publicAnswer(
      undefined,
      { summary: 'The curated item groups of the home page.' },
      // A member's cards carry the group's prices (docs/decisions/149).
      hasGroupPrices,
    ),
    async (request) => {
      const [groups, discount] = await Promise.all([
        listHomepageItemGroups(db),
        shopperDiscount(request),
      ]);
      return groupsAtGroupPrices(groups, discount);
    },
  );

  app.get(
    '/ecommerce/item-group/:id/',
    publicAnswer(
      undefined,
      {
        summary: 'One item group with its products.',
        params: idParam,
        responses: { 404: 'No such item group.' },
      },
      hasGroupPrices,
    ),
    async (request) => {
      const { id } = parseInput(idParam, request.params, 'params');
      const [group, discount] = await Promise.all([
        findItemGroup(db, id),
        shopperDiscount(request),
      ]);
      if (!group) throw notFound('This product group does not exist.');
      return groupsAtGroupPrices([group], discount)[0]!;
    },
  );
}
