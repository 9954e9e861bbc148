// Customer groups in the database (docs/api.md, back office, "Customer groups").
import { asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { CustomerGroup } from '@solestock/domain/back-office/customer-group-payloads';
import type { Database } from '../../db/connect.ts';
import { companies, customerGroups } from '../../db/schema.ts';

export interface CustomerGroupValues {
  name: string;
  discountPercent: string;
  depositPercent: number;
  netDays: number;
}

type Row = typeof customerGroups.$inferSelect;

/** Companies in each group, by group id. */
export async function memberCounts(db: Database): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: companies.customerGroupId, n: count() })
    .from(companies)
    .where(isNotNull(companies.customerGroupId))
    .groupBy(companies.customerGroupId);
  return new Map(rows.map((r) => [r.id!, Number(r.n)]));
}

/** Puts a company in a group (or none); false when there is no such company. */
export async function setCompanyGroup(
  db: Database,
  companyId: number,
  groupId: number | null,
): Promise<{ before: number | null } | undefined> {
  const [found] = await db
    .select({ group: companies.customerGroupId })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  if (!found) return undefined;
  await db.update(companies).set({ customerGroupId: groupId }).where(eq(companies.id, companyId));
  return { before: found.group };
}

export function groupJson(row: Row, members: number): CustomerGroup {
  return {
    id: row.id,
    name: row.name,
    discount_percent: Number(row.discountPercent).toFixed(2),
    deposit_percent: row.depositPercent,
    net_days: row.netDays,
    members,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listGroups(db: Database): Promise<Row[]> {
  return db
    .select()
    .from(customerGroups)
    .orderBy(asc(sql`lower(${customerGroups.name})`));
}

/** One group, locked for the rest of the caller's transaction when `lock` is set. */
export async function groupById(db: Database, id: number, lock = false): Promise<Row | undefined> {
  const q = db.select().from(customerGroups).where(eq(customerGroups.id, id));
  const [row] = await (lock ? q.for('update') : q);
  return row;
}

export async function insertGroup(db: Database, values: CustomerGroupValues): Promise<Row> {
  const [row] = await db.insert(customerGroups).values(values).returning();
  return row!;
}

export async function updateGroup(
  db: Database,
  id: number,
  values: CustomerGroupValues,
): Promise<Row> {
  const [row] = await db
    .update(customerGroups)
    .set(values)
    .where(eq(customerGroups.id, id))
    .returning();
  return row!;
}

export async function deleteGroup(db: Database, id: number): Promise<void> {
  await db.delete(customerGroups).where(eq(customerGroups.id, id));
}
