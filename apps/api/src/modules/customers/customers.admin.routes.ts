// The console's customer calls (docs/api.md, back office, "Rates, content, customers"; decision 111): the
// list and search, one buyer with their orders, and disabling or enabling an account. Disabling
// ends the buyer's sessions at once (refresh tokens revoked; the access token refused on the
// next request by session.ts) and refuses sign-in; both moves are audited.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { pageField } from '../../http/paging.ts';
import { parseInput } from '../../http/validate.ts';
import { revokeAllSessions } from '../identity/index.ts';
import { listOrders } from '../orders/index.ts';
import { recordAudit } from '../audit/index.ts';
import {
  CUSTOMER_SORTS,
  CUSTOMERS_PAGE_SIZE,
  customerById,
  listCustomers,
} from './customers.repository.ts';

/** A buyer's page shows this many of their latest orders; the orders queue has the rest. */
const CUSTOMER_ORDERS_SHOWN = 50;

const customerParams = z.object({
  id: z.coerce
    .number({ error: 'The customer id is a number.' })
    .int({ error: 'The customer id is a whole number.' })
    .min(1, { error: 'The customer id is a positive number.' })
    .max(2_147_483_647, { error: 'No customer has this number.' }),
});

const listQuery = z.object({
  q: z
    .string({ error: 'Search with words, an e-mail address, a company or a customer number.' })
    .trim()
    .max(100, { error: 'Search with at most 100 characters.' })
    .optional()
    .transform((v) => v || undefined),
  sort: z
    .enum(CUSTOMER_SORTS, {
      error: 'Sort customers by latest (latest order first) or company (company name A to Z).',
    })
    .default('latest'),
  page: pageField,
});

const noCustomer = () => notFound('No customer has this number.');

export async function customersAdminRoutes(admin: FastifyInstance): Promise<void> {
  const db = admin.database.db;

  admin.get(
    '/customers/',
    {
      config: {
        staffAction: 'customers.read',
        docs: {
          summary:
            'The buyers, searched by e-mail, name, company or number, by latest order or by company: orders count, totals per currency, last order.',
          query: listQuery,
        },
      },
    },
    async (request) => {
      const { q, sort, page } = parseInput(listQuery, request.query ?? {}, 'query');
      const { count, results } = await listCustomers(
        db,
        q,
        { offset: (page - 1) * CUSTOMERS_PAGE_SIZE, limit: CUSTOMERS_PAGE_SIZE },
        sort,
      );
      return { count, page, page_size: CUSTOMERS_PAGE_SIZE, results };
    },
  );

  admin.get(
    '/customers/:id/',
    {
      config: {
        staffAction: 'customers.read',
        docs: { summary: 'One buyer with their latest orders.', params: customerParams },
      },
    },
    async (request) => {
      const { id } = parseInput(customerParams, request.params, 'params');
      const customer = await customerById(db, id);
      if (!customer) throw noCustomer();
      const orders = await listOrders(
        db,
        { buyerId: id },
        { offset: 0, limit: CUSTOMER_ORDERS_SHOWN },
      );
      return { ...customer, orders: orders.results };
    },
  );

  async function setDisabled(request: FastifyRequest, disable: boolean) {
    const { id } = parseInput(customerParams, request.params, 'params');
    await db.transaction(async (tx) => {
      const t = tx;
      const [row] = await t
        .select({ id: users.id, email: users.email, disabledAt: users.disabledAt })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      if (!row) throw noCustomer();
      // Already so: nothing changes, nothing to record.
      if ((row.disabledAt !== null) === disable) return;
      const [after] = await t
        .update(users)
        .set({ disabledAt: disable ? sql`now()` : null })
        .where(eq(users.id, id))
        .returning({ disabledAt: users.disabledAt });
      if (disable) await revokeAllSessions(t, id);
      await recordAudit(t, request, {
        action: disable ? 'customers.disable' : 'customers.enable',
        entityType: 'customer',
        entityId: id,
        before: { email: row.email, disabled_at: row.disabledAt?.toISOString() ?? null },
        after: { email: row.email, disabled_at: after!.disabledAt?.toISOString() ?? null },
      });
    });
    return (await customerById(db, id))!;
  }

  admin.post(
    '/customers/:id/disable/',
    {
      config: {
        staffAction: 'customers.write',
        docs: {
          summary:
            'Disables the account: its sessions end at once and it cannot sign in or order until enabled.',
          params: customerParams,
        },
      },
    },
    async (request) => setDisabled(request, true),
  );

  admin.post(
    '/customers/:id/enable/',
    {
      config: {
        staffAction: 'customers.write',
        docs: {
          summary: 'Enables a disabled account again: the buyer may sign in.',
          params: customerParams,
        },
      },
    },
    async (request) => setDisabled(request, false),
  );
}
