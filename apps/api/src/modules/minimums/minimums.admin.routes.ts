// The shop's order settings (docs/api.md, back office, "Shop settings: orders"), owner only: the
// order minimum in US dollars (0 = none) that placement refuses below (400 below_minimum_order).
import {
  orderSettings as orderSettingsAnswer,
  orderSettingsForm,
} from '@solestock/domain/back-office/order-settings-payloads';
import type { Routes } from '../../http/route-schemas.ts';
import { actorOf } from '../../http/staff-guard.ts';
import { orderSettings, setOrderSettings } from './minimums.service.ts';

export async function minimumsAdminRoutes(admin: Routes): Promise<void> {
  const db = admin.database.db;

  admin.get(
    '/settings/orders/',
    {
      schema: { response: { 200: orderSettingsAnswer } },
      config: {
        staffAction: 'settings.manage',
        docs: { summary: 'Order settings: the order minimum in US dollars (0 = none).' },
      },
    },
    async () => orderSettings(db),
  );

  admin.put(
    '/settings/orders/',
    {
      schema: { body: orderSettingsForm, response: { 200: orderSettingsAnswer } },
      config: {
        staffAction: 'settings.manage',
        // The cart shows what an order falls short of, this minimum among it.
        changesStorefront: true,
        docs: { summary: 'Change the order minimum (audited).' },
      },
    },
    async (request) => setOrderSettings(db, actorOf(request), request.body),
  );
}
