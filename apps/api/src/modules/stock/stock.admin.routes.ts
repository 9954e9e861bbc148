// The back office's stock calls (docs/api.md, back office, "Stock"): the dashboard's low-stock
// list for every role, and the owner's low-stock line. Each route declares its schemas once
// (decision 175) and hands the service who acts.
import {
  lowStockList,
  stockSettings,
  stockSettingsBody,
} from '@solestock/domain/back-office/stock-payloads';
import type { Routes } from '../../http/route-schemas.ts';
import { actorOf } from '../../http/staff-guard.ts';
import * as stock from './stock.service.ts';

export async function stockAdminRoutes(admin: Routes): Promise<void> {
  const db = admin.database.db;

  admin.get(
    '/catalogue/low-stock/',
    {
      schema: { response: { 200: lowStockList } },
      config: {
        staffAction: 'catalogue.read',
        docs: {
          summary:
            'Products of stock-limited groups at or below the low-stock line, fewest pairs first.',
        },
      },
    },
    async () => stock.lowStock(db),
  );

  admin.get(
    '/settings/stock/',
    {
      schema: { response: { 200: stockSettings } },
      config: {
        staffAction: 'settings.manage',
        docs: { summary: 'The low-stock line: the pairs at or below which a product is listed.' },
      },
    },
    async () => stock.stockSettings(db),
  );

  admin.put(
    '/settings/stock/',
    {
      schema: { body: stockSettingsBody, response: { 200: stockSettings } },
      config: {
        staffAction: 'settings.manage',
        docs: { summary: 'Change the low-stock line.' },
      },
    },
    async (request) => stock.setLowStockPairs(db, actorOf(request), request.body.low_stock_pairs),
  );
}
