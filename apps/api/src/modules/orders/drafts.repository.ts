// The drafts' reads and writes of the database (docs/staff-orders.md, migration 0037): a draft,
// its lines with their products, its links, and the owner's override floor (a shop setting).
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { decimal } from '@solestock/domain';
import { DEFAULT_OVERRIDE_FLOOR_PERCENT } from '@solestock/domain/back-office/draft-payloads';
import type { Database, Tx } from '../../db/connect.ts';
import {
  companies,
  companyAddresses,
  companyMembers,
  orderDraftLines,
  orderDraftLinks,
  orderDrafts,
  products,
  shopSettings,
  staff,
  users,
} from '../../db/schema.ts';
import { hashSecretToken } from '../identity/index.ts';
import { termsOfCompany } from '../customer-groups/index.ts';
import { repCompanyIds } from '../companies/index.ts';

type Db = Pick<Database, 'select'>;

/** The shop_settings key of the override floor: a percentage of the buyer's price, "90.00". */
export const SETTING_OVERRIDE_FLOOR = 'override_floor_percent';

export async function overrideFloorPercent(db: Db): Promise<string> {
  const [row] = await db
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.key, SETTING_OVERRIDE_FLOOR));
  const value = row?.value;
  return typeof value === 'string' || typeof value === 'number'
    ? decimal(value).toFixed(2)
    : DEFAULT_OVERRIDE_FLOOR_PERCENT;
}

export async function writeOverrideFloor(db: Database, value: string): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ key: SETTING_OVERRIDE_FLOOR, value })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: sql`now()` } });
}

export type DraftRowData = typeof orderDrafts.$inferSelect & {
  companyName: string;
  companyCountry: string;
  creatorName: string | null;
};

/** A draft with its company's name, or undefined; locked for a change when `lock`. */
export async function draftById(
  db: Db & Partial<Pick<Tx, 'execute'>>,
  id: number,
  lock = false,
): Promise<DraftRowData | undefined> {
  const query = db
    .select({
      draft: orderDrafts,
      companyName: companies.name,
      companyCountry: companies.countryCode,
      creatorName: staff.name,
    })
    .from(orderDrafts)
    .innerJoin(companies, eq(companies.id, orderDrafts.companyId))
    .leftJoin(staff, eq(staff.id, orderDrafts.createdBy))
    .where(eq(orderDrafts.id, id));
  const [row] = lock ? await query.for('update', { of: orderDrafts }) : await query;
  return row
    ? {
        ...row.draft,
        companyName: row.companyName,
        companyCountry: row.companyCountry,
        creatorName: row.creatorName,
      }
    : undefined;
}

export async function insertDraft(
  tx: Tx,
  values: { companyId: number; addressId: number | null; createdBy: number },
) {
  const [row] = await tx.insert(orderDrafts).values(values).returning();
  return row!;
}

/** Drafts newest first; a rep's only for their companies. */
export async function listDrafts(db: Db, repStaffId: number | undefined, limit: number) {
  const where =
    repStaffId === undefined
      ? undefined
      : inArray(orderDrafts.companyId, repCompanyIds(repStaffId));
  const rows = await db
    .select({
      draft: orderDrafts,
      companyName: companies.name,
      creatorName: staff.name,
      linesCount: sql<number>`(select count(*)::int from ${orderDraftLines} l where l.draft_id = ${orderDrafts.id})`,
      pairs: sql<number>`(select coalesce(sum(l.quantity), 0)::int from ${orderDraftLines} l where l.draft_id = ${orderDrafts.id})`,
    })
    .from(orderDrafts)
    .innerJoin(companies, eq(companies.id, orderDrafts.companyId))
    .leftJoin(staff, eq(staff.id, orderDrafts.createdBy))
    .where(where)
    .orderBy(desc(orderDrafts.updatedAt), desc(orderDrafts.id))
    .limit(limit);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderDrafts)
    .where(where);
  return { count: Number(counted?.n ?? 0), rows };
}

export type DraftLineRow = typeof orderDraftLines.$inferSelect & { sku: string };

export async function draftLinesOf(db: Db, draftId: number): Promise<DraftLineRow[]> {
  const rows = await db
    .select({ line: orderDraftLines, sku: products.sku })
    .from(orderDraftLines)
    .innerJoin(products, eq(products.id, orderDraftLines.productId))
    .where(eq(orderDraftLines.draftId, draftId))
    .orderBy(asc(orderDraftLines.id));
  return rows.map((r) => ({ ...r.line, sku: r.sku }));
}

export async function replaceDraftLines(
  tx: Tx,
  draftId: number,
  rows: Omit<typeof orderDraftLines.$inferInsert, 'draftId'>[],
): Promise<void> {
  await tx.delete(orderDraftLines).where(eq(orderDraftLines.draftId, draftId));
  for (let i = 0; i < rows.length; i += 200)
    await tx.insert(orderDraftLines).values(rows.slice(i, i + 200).map((r) => ({ ...r, draftId })));
  await tx
    .update(orderDrafts)
    .set({ updatedAt: sql`now()` })
    .where(eq(orderDrafts.id, draftId));
}

export async function setDraftStatus(
  tx: Tx,
  draftId: number,
  status: 'open' | 'sent' | 'placed',
  orderId: number | null = null,
): Promise<void> {
  await tx
    .update(orderDrafts)
    .set({ status, orderId, updatedAt: sql`now()` })
    .where(eq(orderDrafts.id, draftId));
}

export async function deleteDraftRow(tx: Tx, draftId: number): Promise<void> {
  await tx.delete(orderDrafts).where(eq(orderDrafts.id, draftId));
}

/** Whether the company's group lets it place orders on account (net_days > 0). */
export async function hasNetTerms(db: Db, companyId: number): Promise<boolean> {
  return (await termsOfCompany(db, companyId)).net_days > 0;
}

/** The company's members (admins first, then buyers), each with their address and name. */
export async function companyMembersOf(db: Db, companyId: number) {
  return db
    .select({
      userId: companyMembers.userId,
      role: companyMembers.role,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), isNull(users.disabledAt)))
    .orderBy(asc(companyMembers.role), asc(companyMembers.id));
}

/** The address if it is in the company's book. */
export async function addressOfCompany(db: Db, companyId: number, addressId: number) {
  const [row] = await db
    .select({ id: companyAddresses.id, countryCode: companyAddresses.countryCode })
    .from(companyAddresses)
    .where(and(eq(companyAddresses.id, addressId), eq(companyAddresses.companyId, companyId)));
  return row;
}

export async function companyExists(db: Db, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row !== undefined;
}

/** Retires the draft's unused links: a new send, an edit or a placement makes them stale. */
export async function retireDraftLinks(tx: Tx, draftId: number): Promise<void> {
  await tx
    .update(orderDraftLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(orderDraftLinks.draftId, draftId), isNull(orderDraftLinks.usedAt)));
}

export async function insertDraftLink(
  tx: Tx,
  values: { draftId: number; token: string; sentBy: number; expiresAt: Date },
) {
  const { token, ...rest } = values;
  await tx.insert(orderDraftLinks).values({ ...rest, tokenHash: hashSecretToken(token) });
}

/** The link a token opens, or undefined; locked when `lock`. */
export async function draftLinkByToken(db: Db, token: string, lock = false) {
  const query = db
    .select()
    .from(orderDraftLinks)
    .where(eq(orderDraftLinks.tokenHash, hashSecretToken(token)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function lastLinkOf(db: Db, draftId: number) {
  const [row] = await db
    .select()
    .from(orderDraftLinks)
    .where(eq(orderDraftLinks.draftId, draftId))
    .orderBy(desc(orderDraftLinks.id))
    .limit(1);
  return row;
}

export async function markLinkUsed(tx: Tx, linkId: number): Promise<void> {
  await tx
    .update(orderDraftLinks)
    .set({ usedAt: sql`now()` })
    .where(eq(orderDraftLinks.id, linkId));
}
