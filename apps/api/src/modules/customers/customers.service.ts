// The customers module's rules (docs/api.md, back office, "Rates, content, customers"; decision
// 111): the buyers page by page, one buyer with their latest orders, and disabling or enabling
// an account. Disabling ends the buyer's sessions at once (refresh tokens revoked; the access
// token refused on the next request by identity's session check) and refuses sign-in; both
// moves are audited as the staff member who made them. Callers pass who acts, not a request.
import type {
  CustomerDetail,
  CustomerRow,
  CustomersPage,
} from '@solestock/domain/back-office/customer-payloads';
import type { Database } from '../../db/connect.ts';
import { notFound } from '../../http/errors.ts';
import { isRepCompany } from '../companies/index.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { recordAuditAs } from '../audit/index.ts';
import { revokeAllSessions } from '../identity/index.ts';
import { listOrders } from '../orders/index.ts';
import {
  CUSTOMERS_PAGE_SIZE,
  customerById,
  listCustomers,
  lockCustomer,
  markDisabled,
  type CustomerSort,
} from './customers.repository.ts';

/** A buyer's page shows this many of their latest orders; the orders queue has the rest. */
const CUSTOMER_ORDERS_SHOWN = 50;

const noCustomer = () => notFound('No customer has this number.');

/** One page of the buyers matching `q`, in the order `sort` names. */
export async function customersPage(
  db: Database,
  query: { q: string | undefined; sort: CustomerSort; page: number },
  /** A sales rep sees only their companies' buyers (docs/staff-orders.md). */
  repStaffId?: number,
): Promise<CustomersPage> {
  const { count, results } = await listCustomers(
    db,
    query.q,
    { offset: (query.page - 1) * CUSTOMERS_PAGE_SIZE, limit: CUSTOMERS_PAGE_SIZE },
    query.sort,
    repStaffId,
  );
  return { count, page: query.page, page_size: CUSTOMERS_PAGE_SIZE, results };
}

/** One buyer with their latest orders, or a 404. */
export async function customerDetail(
  db: Database,
  id: number,
  /** A sales rep: a buyer of another company is not found, and only their companies' orders show. */
  repStaffId?: number,
): Promise<CustomerDetail> {
  const customer = await customerById(db, id);
  if (!customer) throw noCustomer();
  if (
    repStaffId !== undefined &&
    (customer.company === null || !(await isRepCompany(db, repStaffId, customer.company.id)))
  )
    throw noCustomer();
  const orders = await listOrders(
    db,
    { buyerId: id, repStaffId },
    { offset: 0, limit: CUSTOMER_ORDERS_SHOWN },
  );
  return { ...customer, orders: orders.results };
}

/**
 * Disables or enables the account and answers the buyer as they are after; a move to where the
 * account already is changes and records nothing.
 */
export async function setCustomerDisabled(
  db: Database,
  actor: StaffActor,
  id: number,
  disable: boolean,
): Promise<CustomerRow> {
  await db.transaction(async (tx) => {
    const row = await lockCustomer(tx, id);
    if (!row) throw noCustomer();
    if ((row.disabledAt !== null) === disable) return;
    const disabledAt = await markDisabled(tx, id, disable);
    if (disable) await revokeAllSessions(tx, id);
    await recordAuditAs(tx, actor, {
      action: disable ? 'customers.disable' : 'customers.enable',
      entityType: 'customer',
      entityId: id,
      before: { email: row.email, disabled_at: row.disabledAt?.toISOString() ?? null },
      after: { email: row.email, disabled_at: disabledAt?.toISOString() ?? null },
    });
  });
  const after = await customerById(db, id);
  if (!after) throw noCustomer();
  return after;
}
