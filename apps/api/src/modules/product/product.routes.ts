// GET /ecommerce/products/{id}/{country}: the product detail screen's call (000 §7, API.md).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { idParam } from '../catalog/catalog.routes.ts';
import { cachedExchangeRates } from './exchange-rates.cache.ts';
import { productDetail } from './product.detail.ts';
import { findProduct } from './product.repository.ts';

import { publicAnswer } from '../../http/response-cache.ts';

const productParams = idParam.extend({
  // Any two letters: one the shop does not sell to keeps prices in the product's own currency
  // (the specs' conversion rule); anything else is not a country code at all.
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .transform((c) => c.toLowerCase()),
});

export async function productRoutes(app: FastifyInstance) {
  const db = app.database.db;

  app.get('/ecommerce/products/:id/:country', publicAnswer(), async (request) => {
    const { id, country } = parseInput(productParams, request.params, 'params');
    const [found, rates] = await Promise.all([findProduct(db, id), cachedExchangeRates(db)]);
    if (!found) throw notFound('This product does not exist.');
    return productDetail(found, country, rates, (message) =>
      request.log.warn({ productId: id, country }, message),
    );
  });
}
