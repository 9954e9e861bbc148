// The shop's order settings (docs/api.md, back office, "Shop settings: orders"), owner only: the
// order minimum in US dollars (0 = none) that placement refuses below (400 below_minimum_order).
import type { FastifyInstance } from 'fastify';
import { orderSettingsForm } from '@solestock/domain/back-office/order-settings-payloads';
import { parseInput } from '../../http/validate.ts';
import { actorOf } from '../../http/staff-guard.ts';
import { orderSettings, setOrderSettings } from './minimums.service.ts';

export async function minimumsAdminRoutes(admin: FastifyInstance): Promise<void> {
  const db = admin.database.db;

  admin.get(
    '/settings/orders/',
    {
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
      config: {
        staffAction: 'settings.manage',
        // The cart shows what an order falls short of, this minimum among it.
        changesStorefront: true,
        docs: { summary: 'Change the order minimum (audited).', body: orderSettingsForm },
      },
    },
    async (request) =>
      setOrderSettings(db, actorOf(request), parseInput(orderSettingsForm, request.body ?? {})),
  );
}
