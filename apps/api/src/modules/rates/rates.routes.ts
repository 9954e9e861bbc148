// The exchange-rate snapshot screens use to convert prices (USD base, uppercase keys).
import { exchangeRatesDto } from '@solestock/domain/back-office/exchange-rates';
import { publicAnswer } from '../../http/response-cache.ts';
import type { Routes } from '../../http/route-schemas.ts';
import { storefrontRates } from './rates.service.ts';

export async function ratesRoutes(app: Routes) {
  app.get(
    '/ecommerce/exchange-rates/',
    {
      ...publicAnswer(undefined, {
        summary: 'Exchange rates against USD, with when they were set.',
      }),
      schema: { response: { 200: exchangeRatesDto } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return storefrontRates(app.database.db);
    },
  );
}
