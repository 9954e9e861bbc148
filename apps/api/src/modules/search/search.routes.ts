// GET /ecommerce/search/autocomplete/ and /ecommerce/search/products/ (000 §7, docs/api.md Search).
import { searchResponse, suggestions } from '@solestock/domain/catalogue-payloads';
import { countClientWork } from '../../http/client-work-limit.ts';
import { publicAnswer } from '../../http/response-cache.ts';
import type { Routes } from '../../http/route-schemas.ts';
import { hasPersonalPrices, shopperPricing } from '../price-lists/index.ts';
import { autocompleteQuery, productsQuery } from './search.schemas.ts';
import * as search from './search.service.ts';

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
      await countClientWork(app, request, reply, 'search');
      return search.suggestions(db, request.query.q);
    },
  );

  app.get(
    '/ecommerce/search/products/',
    {
      schema: { querystring: productsQuery, response: { 200: searchResponse } },
      config: {
        // A member's cards carry the group's prices (docs/decisions/149).
        ...publicAnswer(productsQuery, undefined, hasPersonalPrices).config,
        docs: {
          summary:
            'Search: one product per item group, 20 a page, with brand and subcategory facets.',
        },
      },
    },
    async (request, reply) => {
      await countClientWork(app, request, reply, 'search');
      return search.searchPage(db, request.query, await shopperPricing(request));
    },
  );
}
