// The back office's stock calls (docs/api.md, back office, "Stock"): the dashboard's low-stock
// list for every role, and the owner's low-stock line.
import type { FastifyInstance } from 'fastify';
import { stockSettingsBody } from '@solestock/domain/back-office/stock-payloads';
import { parseInput } from '../../http/validate.ts';
import { actorOf } from '../../http/staff-guard.ts';
import { lowStock, lowStockPairs, setLowStockPairs } from './low-stock.ts';

export async function stockAdminRoutes(admin: FastifyInstance): Promise<void> {
  const db = admin.database.db;

  admin.get(
    '/catalogue/low-stock/',
    {
      config: {
        staffAction: 'catalogue.read',
        docs: {
          summary:
            'Products of stock-limited groups at or below the low-stock line, fewest pairs first.',
        },
      },
    },
    async () => lowStock(db),
  );

  admin.get(
    '/settings/stock/',
    {
      config: {
        staffAction: 'settings.manage',
        docs: { summary: 'The low-stock line: the pairs at or below which a product is listed.' },
      },
    },
    async () => ({ low_stock_pairs: await lowStockPairs(db) }),
  );

  admin.put(
    '/settings/stock/',
    {
      config: {
        staffAction: 'settings.manage',
        docs: { summary: 'Change the low-stock line.', body: stockSettingsBody },
      },
    },
    async (request) => {
      const { low_stock_pairs } = parseInput(stockSettingsBody, request.body ?? {});
      return { low_stock_pairs: await setLowStockPairs(db, actorOf(request), low_stock_pairs) };
    },
  );
}
