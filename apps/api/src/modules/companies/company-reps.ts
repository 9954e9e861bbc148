// A company's sales rep (docs/staff-orders.md, decision 190): a member of staff with the role
// `sales_rep` sees and orders only for the companies assigned to them. The assignment is a
// customers.write call; the reach is one rule: a company is a rep's when its `rep_staff_id` is
// theirs. Lists narrow their queries with repCompanyIds; a call naming one order, buyer or
// company answers 404 for another's (scopeRepRequests), as if it did not exist.
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { companyScopedRole } from '@solestock/domain/back-office/staff-roles';
import type { Database } from '../../db/connect.ts';
import { companies, companyMembers, orders, staff } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { recordAuditAs } from '../audit/index.ts';

type Db = Pick<Database, 'select'>;

/**
 * The staff id whose companies bound this request's reach, or undefined when the role sees the
 * whole shop. Read from the session the staff guard set.
 */
export function repScopeOf(request: FastifyRequest): number | undefined {
  const member = request.staffSession?.staff;
  return member && companyScopedRole(member.role) ? member.id : undefined;
}

/** The ids of the companies assigned to `repStaffId`, as a subquery for `inArray`. */
export function repCompanyIds(repStaffId: number): SQL {
  return sql`(select ${companies.id} from ${companies} where ${companies.repStaffId} = ${repStaffId})`;
}

/** Whether company `companyId` is assigned to `repStaffId`. */
export async function isRepCompany(db: Db, repStaffId: number, companyId: number) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.repStaffId, repStaffId)));
  return row !== undefined;
}

/** The active sales reps a company may be assigned to, by name. */
export async function salesReps(db: Db) {
  const rows = await db
    .select({ id: staff.id, name: staff.name, email: staff.email })
    .from(staff)
    .where(and(eq(staff.role, 'sales_rep'), isNull(staff.disabledAt)))
    .orderBy(asc(staff.name), asc(staff.id));
  return { results: rows };
}

/** PUT /admin/customers/companies/{id}/rep/: assigns a sales rep to the company, or none (null). */
export async function assignRep(
  db: Database,
  actor: StaffActor,
  companyId: number,
  staffId: number | null,
) {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({ id: companies.id, repStaffId: companies.repStaffId })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    if (!company) throw notFound('No company has this number.');
    let rep: { id: number; name: string; email: string } | null = null;
    if (staffId !== null) {
      const [member] = await tx
        .select({
          id: staff.id,
          name: staff.name,
          email: staff.email,
          role: staff.role,
          disabledAt: staff.disabledAt,
        })
        .from(staff)
        .where(eq(staff.id, staffId));
      if (!member || member.disabledAt)
        throw badRequest(
          'No active staff member has this number. Choose one of the sales reps.',
          { staff_id: 'is not an active staff member' },
          'unknown_staff',
        );
      if (member.role !== 'sales_rep')
        throw badRequest(
          `${member.name || member.email} is not a sales rep: only a member with the role sales_rep is assigned companies (owners and managers see them all).`,
          { staff_id: 'is not a sales rep' },
          'not_a_rep',
        );
      rep = { id: member.id, name: member.name, email: member.email };
    }
    await tx.update(companies).set({ repStaffId: staffId }).where(eq(companies.id, companyId));
    await recordAuditAs(tx, actor, {
      action: 'customers.rep_assign',
      entityType: 'company',
      entityId: companyId,
      before: { rep_staff_id: company.repStaffId },
      after: { rep_staff_id: staffId },
    });
    return { company_id: companyId, rep };
  });
}

const noOrder = () => notFound('No order has this number.');
const noCustomer = () => notFound('No customer has this number.');
const noCompany = () => notFound('No company has this number.');

/** Whether order `orderId` belongs to one of the rep's companies. */
async function repReachesOrder(db: Db, repStaffId: number, orderId: number) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), inArray(orders.companyId, repCompanyIds(repStaffId))));
  return row !== undefined;
}

/** Whether buyer `userId` is a member of one of the rep's companies. */
async function repReachesBuyer(db: Db, repStaffId: number, userId: number) {
  const [row] = await db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.userId, userId),
        inArray(companyMembers.companyId, repCompanyIds(repStaffId)),
      ),
    );
  return row !== undefined;
}

/** A positive database id written as a number or its digits; undefined for anything else. */
function idOf(raw: unknown): number | undefined {
  const id =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && /^\d{1,10}$/.test(raw)
        ? Number(raw)
        : NaN;
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/**
 * The calls that name one order (`/orders/:id…`, its documents, shipments and notes), one buyer
 * (`/customers/:id…`) or one company (`/customers/companies/:id…`): a rep calling them for
 * another company's answers 404, the same answer as for one that does not exist. Lists filter
 * themselves (repScopeOf); drafts check their company in the drafts service.
 */
export function scopeRepRequests(admin: FastifyInstance, db: Database): void {
  // Before validation, after the staff guard's own hook: a rep learns nothing of another
  // company's order from a 400 about the body either.
  admin.addHook('preValidation', async (request) => {
    const rep = repScopeOf(request);
    if (rep === undefined) return;
    // A `company_id` in the query names a company as well (a collection's line sheet at that
    // company's prices): another company's is 404 the same way. A body's `company_id` (a new
    // draft) is the field's to refuse, with a 400 naming it (the drafts service).
    const named = idOf((request.query as { company_id?: unknown } | undefined)?.company_id);
    if (named !== undefined && !(await isRepCompany(db, rep, named))) throw noCompany();
    const url = request.routeOptions.url ?? '';
    const id = idOf((request.params as { id?: unknown } | undefined)?.id);
    if (id === undefined) return;
    if (url.startsWith('/api/admin/orders/:id')) {
      if (!(await repReachesOrder(db, rep, id))) throw noOrder();
    } else if (url.startsWith('/api/admin/customers/companies/:id')) {
      if (!(await isRepCompany(db, rep, id))) throw noCompany();
    } else if (url.startsWith('/api/admin/customers/:id')) {
      if (!(await repReachesBuyer(db, rep, id))) throw noCustomer();
    }
  });
}
