// The exchange-rate snapshot screens use to convert prices (USD base, uppercase keys).
import type { FastifyInstance } from 'fastify';
import { getExchangeRates } from './rates.repository.ts';

import { publicAnswer } from '../../http/response-cache.ts';

export async function ratesRoutes(app: FastifyInstance) {
  app.get(
    '/ecommerce/exchange-rates/',
    publicAnswer(undefined, { summary: 'Exchange rates against USD, with when they were set.' }),
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const snapshot = await getExchangeRates(app.database.db);
      return {
        base: 'USD',
        rates: Object.fromEntries(Object.entries(snapshot.rates).map(([k, v]) => [k, Number(v)])),
        updated_at: snapshot.updatedAt.toISOString(),
      };
    },
  );
}
