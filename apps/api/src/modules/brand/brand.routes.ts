// The brand the storefront draws (docs/brand.md): the same for every shopper, so a public answer
// kept in the microcache and forgotten on the storefront's change signal.
import { shopBrand as shopBrandAnswer } from '@solestock/domain/back-office/brand-payloads';
import { publicAnswer } from '../../http/response-cache.ts';
import type { Routes } from '../../http/route-schemas.ts';
import { shopBrand } from './brand.service.ts';

export async function brandRoutes(app: Routes): Promise<void> {
  const db = app.database.db;
  app.get(
    '/ecommerce/brand/',
    {
      ...publicAnswer(undefined, {
        summary:
          "The shop's brand (name, logo, favicon, colour, footer and legal texts, which links show) and whether the demo catalogue is in.",
      }),
      schema: { response: { 200: shopBrandAnswer } },
    },
    async () => shopBrand(db),
  );
}
