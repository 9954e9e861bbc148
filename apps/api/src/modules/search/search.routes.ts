// GET /ecommerce/search/autocomplete/ and /ecommerce/search/products/ (000 §7, docs/api.md Search).
import { z } from 'zod';
import { searchResponse, suggestions } from '@solestock/domain/catalogue-payloads';
import {
  expected,
  newWithinDaysParam,
  pageParam,
  repeatedNames,
  sortParam,
} from '../../http/catalogue-query.ts';
import type { Routes } from '../../http/route-schemas.ts';
import { searchProducts, suggest } from './search.repository.ts';

import { publicAnswer } from '../../http/response-cache.ts';
import {
  cardsAtGroupPrices,
  discountField,
  hasDiscount,
  hasGroupPrices,
  shopperDiscount,
} from '../customer-groups/index.ts';
import { countClientWork } from '../../http/client-work-limit.ts';

/** Longer than any name in the catalogue; a longer query is a mistake or an attack. */
export const MAX_QUERY_LENGTH = 200;

const queryText = z
  .string(expected('must be text'))
  .max(MAX_QUERY_LENGTH, `must be at most ${MAX_QUERY_LENGTH} characters`);

const autocompleteQuery = z.object({ q: queryText.optional() });

const productsQuery = z.object({
  q: z
    .string(expected('is required: type what you are looking for'))
    .trim()
    .min(1, 'is required: type what you are looking for')
    .pipe(queryText),
  page: pageParam,
  subcategory: repeatedNames,
  brand: repeatedNames,
  sort: sortParam,
  new_within_days: newWithinDaysParam,
});

export async function searchRoutes(app: Routes) {
  const db = app.database.db;

  app.get(
    '/ecommerce/search/autocomplete/',
    {
      schema: { querystring: autocompleteQuery, response: { 200: suggestions } },
      config: {
        ...publicAnswer(autocompleteQuery).config,
        docs: { summary: 'Search suggestions for `q`, at most 10.' },
      },
    },
    async (request, reply) => {
      const { q } = request.query;
      await countClientWork(app, request, reply, 'search');
      // A blank query suggests nothing (docs/api.md); it is not an error.
      return q?.trim() ? suggest(db, q) : [];
    },
  );

  app.get(
    '/ecommerce/search/products/',
    {
      schema: { querystring: productsQuery, response: { 200: searchResponse } },
      config: {
        // A member's cards carry the group's prices (docs/decisions/149).
        ...publicAnswer(productsQuery, undefined, hasGroupPrices).config,
        docs: {
          summary:
            'Search: one product per item group, 20 a page, with brand and subcategory facets.',
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      await countClientWork(app, request, reply, 'search');
      const discount = await shopperDiscount(request);
      const found = await searchProducts(db, {
        q: query.q,
        page: query.page,
        brands: query.brand,
        subcategories: query.subcategory,
        newWithinDays: query.new_within_days,
        order: query.sort ?? 'recommended',
      });
      if (!hasDiscount(discount)) return found;
      return {
        ...found,
        products: cardsAtGroupPrices(found.products, discount),
        ...discountField(discount),
      };
    },
  );
}
