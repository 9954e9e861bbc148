// GET /ecommerce/itemgroups/: the listing screen's call (000 §7, docs/api.md Listing).
import { listingPage } from '@solestock/domain/catalogue-payloads';
import { publicAnswer } from '../../http/response-cache.ts';
import type { Routes } from '../../http/route-schemas.ts';
import { hasPersonalPrices, shopperPricing } from '../price-lists/index.ts';
import { localiseListing } from '../translations/index.ts';
import { listingQuery } from './listing.schemas.ts';
import * as listing from './listing.service.ts';

export async function listingRoutes(app: Routes) {
  const db = app.database.db;

  app.get(
    '/ecommerce/itemgroups/',
    {
      schema: { querystring: listingQuery, response: { 200: listingPage } },
      config: {
        // A member's cards carry the group's prices (docs/decisions/149).
        ...publicAnswer(listingQuery, undefined, hasPersonalPrices).config,
        docs: {
          summary:
            'The listing: item groups by category, subcategory, brand, sort and age, 10 a page.',
        },
      },
    },
    async (request) =>
      localiseListing(
        db,
        request.query.lang,
        await listing.listingPage(db, request.query, await shopperPricing(request)),
      ),
  );
}
