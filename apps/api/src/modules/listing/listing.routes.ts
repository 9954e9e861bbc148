// GET /ecommerce/itemgroups/: the listing screen's call (000 §7, docs/api.md Listing).
import { z } from 'zod';
import { SHOP_BY, type ShopBy } from '@solestock/domain';
import { listingPage } from '@solestock/domain/catalogue-payloads';
import {
  expected,
  newWithinDaysParam,
  oneOf,
  pageParam,
  repeatedNames,
  sortParam,
} from '../../http/catalogue-query.ts';
import type { Routes } from '../../http/route-schemas.ts';
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

export async function listingRoutes(app: Routes) {
  const db = app.database.db;

  app.get(
    '/ecommerce/itemgroups/',
    {
      schema: { querystring: listingQuery, response: { 200: listingPage } },
      config: {
        // A member's cards carry the group's prices (docs/decisions/149).
        ...publicAnswer(listingQuery, undefined, hasGroupPrices).config,
        docs: {
          summary:
            'The listing: item groups by category, subcategory, brand, sort and age, 10 a page.',
        },
      },
    },
    async (request) => {
      const query = request.query;
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
