// The back office's API under /api/admin (docs/api.md, back office): the table of contents of the staff
// routes, each module's `*.admin.routes.ts` beside its noun, all behind one staff guard.
import type { FastifyInstance } from 'fastify';
import { guardStaffRoutes } from './http/staff-guard.ts';
import {
  readStaffSession,
  requireTotpForEveryone,
  staffAdminRoutes,
  totpAdminRoutes,
  totpEnrolmentAdminRoutes,
  accountAdminRoutes,
} from './modules/staff/index.ts';
import { messagesAdminRoutes } from './modules/help-center/index.ts';
import { auditAdminRoutes } from './modules/audit/index.ts';
import { draftsAdminRoutes, ordersAdminRoutes } from './modules/orders/index.ts';
import { mailAdminRoutes } from './modules/mail/index.ts';
import { ratesAdminRoutes } from './modules/rates/index.ts';
import { customersAdminRoutes } from './modules/customers/index.ts';
import { customerGroupsAdminRoutes } from './modules/customer-groups/index.ts';
import { importsAdminRoutes } from './modules/imports/index.ts';
import { priceListsAdminRoutes } from './modules/price-lists/index.ts';
import { catalogueAdminRoutes, packsAdminRoutes } from './modules/catalogue/index.ts';
import { mediaAdminRoutes } from './modules/media/index.ts';
import { contentAdminRoutes } from './modules/content/index.ts';
import { stockAdminRoutes } from './modules/stock/index.ts';
import { sellerAdminRoutes } from './modules/seller/index.ts';
import { brandAdminRoutes } from './modules/brand/index.ts';
import { documentsAdminRoutes } from './modules/documents/index.ts';
import { minimumsAdminRoutes } from './modules/minimums/index.ts';
import { collectionsAdminRoutes } from './modules/collections/index.ts';
import { translationsAdminRoutes } from './modules/translations/index.ts';
import { scopeRepRequests } from './modules/companies/index.ts';
import { accountingAdminRoutes } from './modules/accounting/index.ts';
import { syncAdminRoutes } from './modules/sync/index.ts';
import { apiKeysAdminRoutes, readApiKey } from './modules/api-keys/index.ts';
import { webhooksAdminRoutes } from './modules/webhooks/index.ts';

export async function adminApi(admin: FastifyInstance): Promise<void> {
  const db = admin.database.db;
  guardStaffRoutes(admin, {
    read: (request) => readStaffSession(db, admin.config, request),
    totpRequiredOfEveryone: () => requireTotpForEveryone(db),
    // An API key's Bearer token (docs/api-keys.md): looked up on every call, never cached.
    readApiKey: (token, request) => readApiKey(db, token, request.ip, request.log),
    apiKeyCallsPerMinute: admin.config.apiKeyRateLimitPerMinute,
  });
  // A sales rep reaches only their companies' orders and buyers (docs/staff-orders.md).
  scopeRepRequests(admin, db);
  // Every admin call's answer is personal to a staff member: never kept by a shared cache.
  admin.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  await admin.register(staffAdminRoutes);
  await admin.register(totpAdminRoutes);
  await admin.register(totpEnrolmentAdminRoutes);
  await admin.register(accountAdminRoutes);
  await admin.register(messagesAdminRoutes);
  await admin.register(auditAdminRoutes);
  await admin.register(ordersAdminRoutes);
  await admin.register(draftsAdminRoutes);
  await admin.register(mailAdminRoutes);
  await admin.register(ratesAdminRoutes);
  await admin.register(customersAdminRoutes);
  await admin.register(customerGroupsAdminRoutes);
  await admin.register(priceListsAdminRoutes);
  await admin.register(importsAdminRoutes);
  await admin.register(catalogueAdminRoutes);
  await admin.register(packsAdminRoutes);
  await admin.register(mediaAdminRoutes);
  await admin.register(contentAdminRoutes);
  await admin.register(stockAdminRoutes);
  await admin.register(sellerAdminRoutes);
  await admin.register(brandAdminRoutes);
  await admin.register(documentsAdminRoutes);
  await admin.register(minimumsAdminRoutes);
  await admin.register(collectionsAdminRoutes);
  await admin.register(accountingAdminRoutes);
  await admin.register(syncAdminRoutes);
  await admin.register(apiKeysAdminRoutes);
  await admin.register(webhooksAdminRoutes);
  await admin.register(translationsAdminRoutes);
}
