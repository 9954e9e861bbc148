// The back office's API under /api/admin (docs/api.md, back office): the table of contents of the staff
// routes, each module's `*.admin.routes.ts` beside its noun, all behind one staff guard.
import type { FastifyInstance } from 'fastify';
import { guardStaffRoutes } from './http/staff-guard.ts';
import { readStaffSession } from './modules/staff/staff-session.ts';
import { requireTotpForEveryone } from './modules/staff/staff.service.ts';
import { staffAdminRoutes } from './modules/staff/staff.admin.routes.ts';
import { totpAdminRoutes } from './modules/staff/totp.admin.routes.ts';
import { totpEnrolmentAdminRoutes } from './modules/staff/totp-enrolment.admin.routes.ts';
import { accountAdminRoutes } from './modules/staff/account.admin.routes.ts';
import { messagesAdminRoutes } from './modules/help-center/messages.admin.routes.ts';
import { auditAdminRoutes } from './modules/audit/audit.admin.routes.ts';
import { ordersAdminRoutes } from './modules/orders/orders.admin.routes.ts';
import { mailAdminRoutes } from './modules/mail/mail.admin.routes.ts';
import { ratesAdminRoutes } from './modules/rates/rates.admin.routes.ts';
import { customersAdminRoutes } from './modules/customers/customers.admin.routes.ts';
import { customerGroupsAdminRoutes } from './modules/customer-groups/customer-groups.admin.routes.ts';
import { importsAdminRoutes } from './modules/imports/imports.admin.routes.ts';
import { catalogueAdminRoutes } from './modules/catalogue/catalogue.admin.routes.ts';
import { packsAdminRoutes } from './modules/catalogue/packs.admin.routes.ts';
import { mediaAdminRoutes } from './modules/media/media.admin.routes.ts';
import { contentAdminRoutes } from './modules/content/content.admin.routes.ts';
import { stockAdminRoutes } from './modules/stock/stock.admin.routes.ts';
import { sellerAdminRoutes } from './modules/seller/seller.admin.routes.ts';
import { documentsAdminRoutes } from './modules/documents/documents.admin.routes.ts';
import { minimumsAdminRoutes } from './modules/minimums/minimums.admin.routes.ts';

export async function adminApi(admin: FastifyInstance): Promise<void> {
  const db = admin.database.db;
  guardStaffRoutes(admin, {
    read: (request) => readStaffSession(db, admin.config, request),
    totpRequiredOfEveryone: () => requireTotpForEveryone(db),
  });
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
  await admin.register(mailAdminRoutes);
  await admin.register(ratesAdminRoutes);
  await admin.register(customersAdminRoutes);
  await admin.register(customerGroupsAdminRoutes);
  await admin.register(importsAdminRoutes);
  await admin.register(catalogueAdminRoutes);
  await admin.register(packsAdminRoutes);
  await admin.register(mediaAdminRoutes);
  await admin.register(contentAdminRoutes);
  await admin.register(stockAdminRoutes);
  await admin.register(sellerAdminRoutes);
  await admin.register(documentsAdminRoutes);
  await admin.register(minimumsAdminRoutes);
}
