// GET /ecommerce/products/{id}/{country}: the product detail screen's call (000 §7, docs/api.md).
import { z } from 'zod';
import type { Routes } from '../../http/route-schemas.ts';
import { idParam } from '../catalogue/index.ts';
import * as product from './product.service.ts';
import { shopCountrySchema } from '@solestock/domain';
import {
  bySkuAnswer,
  productDetail as productDetailAnswer,
} from '@solestock/domain/catalogue-payloads';

import { publicAnswer } from '../../http/response-cache.ts';
import { docs } from '../../http/openapi.ts';
import { langParam } from '../../http/catalogue-query.ts';
import { hasPersonalPrices, shopperPricing } from '../price-lists/index.ts';
import { localiseProductDetail } from '../translations/index.ts';

/** The detail's one query key (docs/translations.md). */
const detailQuery = z.object({ lang: langParam });

const productParams = idParam.extend({
  // Any two letters: one the shop does not sell to keeps prices in the product's own currency
  // (the specs' conversion rule); anything else is not a country code at all.
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .transform((c) => c.toLowerCase()),
});

/** POST /ecommerce/products/by-sku/: the SKUs quick order looks up (issue 19). */
const BY_SKU_MAX = 500;
const bySkuBody = z.object({
  skus: z
    .array(
      z
        .string({ error: 'Each SKU must be text.' })
        .trim()
        .min(1, { error: 'A SKU must not be blank.' })
        .max(100, { error: 'A SKU is at most 100 characters.' }),
      { error: 'skus must be a list of SKUs.' },
    )
    .min(1, { error: 'Send at least one SKU.' })
    .max(BY_SKU_MAX, { error: `Look up at most ${BY_SKU_MAX} SKUs at a time.` }),
  country_code: shopCountrySchema,
});

export async function productRoutes(app: Routes) {
  const db = app.database.db;

  app.get(
    '/ecommerce/products/:id/:country',
    {
      schema: {
        params: productParams,
        querystring: detailQuery,
        response: { 200: productDetailAnswer },
      },
      config: {
        // A member's group prices are theirs alone (docs/decisions/149).
        ...publicAnswer(detailQuery, undefined, hasPersonalPrices).config,
        docs: {
          summary: "A product's detail with prices in the country's currency.",
          responses: { 404: 'No such product.' },
        },
      },
    },
    async (request) => {
      const { id, country } = request.params;
      const warn = (message: string) => request.log.warn({ productId: id, country }, message);
      const detail = await product.detail(db, id, country, shopperPricing(request), warn);
      return localiseProductDetail(db, request.query.lang, detail);
    },
  );

  // Quick order's lookup (issue 19, docs/decisions/082): the products of a list of SKUs, with
  // what a line shows and the slabs that price it; the SKUs that match nothing are listed back.
  // POST, because a pasted order holds hundreds of SKUs; public, like the rest of the catalogue.
  app.post(
    '/ecommerce/products/by-sku/',
    {
      schema: { body: bySkuBody, response: { 200: bySkuAnswer } },
      ...docs({
        summary: 'Quick order: the products of up to 500 SKUs, and the SKUs that match none.',
      }),
    },
    async (request) => {
      const { skus, country_code } = request.body;
      const warn = (message: string) => request.log.warn({ country: country_code }, message);
      return product.bySkus(db, skus, country_code, shopperPricing(request), warn);
    },
  );
}
