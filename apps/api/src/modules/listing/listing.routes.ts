// GET /ecommerce/itemgroups/: the listing screen's call (000 §7, docs/api.md Listing).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SHOP_BY, type ShopBy } from '@solestock/domain';
import {
  expected,
  newWithinDaysParam,
  oneOf,
  pageParam,
  repeatedNames,
  sortParam,
} from '../../http/catalogue-query.ts';
import { parseInput } from '../../http/validate.ts';
import { listItemGroups } from './listing.repository.ts';

import { publicAnswer } from '../../http/response-cache.ts';
import {
  discountField,
  groupsAtGroupPrices,
  hasDiscount,
  hasGroupPrices,
  shopperDiscount,
} from '../customer-groups/index.ts';

const SHOP_BY_VALUES = SHOP_BY.map((s) => s.api) as [ShopBy, ...ShopBy[]];

const listingQuery = z.object({
  page: pageParam,
  category: repeatedNames,
  subcategory: repeatedNames,
  brand: repeatedNames,
  shop_by: z.enum(SHOP_BY_VALUES, expected(oneOf(SHOP_BY_VALUES))).optional(),
  sort: sortParam,
  new_within_days: newWithinDaysParam,
});

export async function listingRoutes(app: FastifyInstance) {
  const db = app.database.db;

  app.get(
    '/ecommerce/itemgroups/',
    publicAnswer(
      listingQuery,
      {
        summary:
          'The listing: item groups by category, subcategory, brand, sort and age, 10 a page.',
      },
      // A member's cards carry the group's prices (docs/decisions/149).
      hasGroupPrices,
    ),
    async (request) => {
      const query = parseInput(listingQuery, request.query, 'query');
      const discount = await shopperDiscount(request);
      const page = await listItemGroups(db, {
        page: query.page,
        categories: query.category,
        subcategories: query.subcategory,
        brands: query.brand,
        newWithinDays: query.new_within_days,
        // The sort the shopper picked wins; a shop by list brings its own order; else Recommended.
        order: query.sort ?? query.shop_by ?? 'recommended',
      });
      if (!hasDiscount(discount)) return page;
      return {
        ...page,
        results: groupsAtGroupPrices(page.results, discount),
        ...discountField(discount),
      };
    },
  );
}
