// Companies and their members as rows (docs/api.md, "Companies and addresses"). A buyer is in
// exactly one company: sign-up founds one, migration 0024 founded one for every older account,
// and `membershipOf` founds one for an account that somehow has none, so every caller can rely
// on it.
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { CompanyRole } from '@solestock/domain/company';
import type {
  CompanyDto,
  CompanyInvitationDto,
  CompanyMemberDto,
  companyBody,
} from '@solestock/domain/company-payloads';
import type { z } from 'zod';
import type { Database } from '../../db/connect.ts';
import { companies, companyInvitations, companyMembers, orders, users } from '../../db/schema.ts';
import { hashSecretToken, looksLikeSecretToken } from '../identity/index.ts';
import { emitCompanyCreated } from '../webhooks/index.ts';

type Db = Pick<Database, 'select' | 'selectDistinct' | 'insert' | 'update' | 'delete' | 'execute'>;

export type CompanyRow = typeof companies.$inferSelect;

/** A buyer's place in their company: what every company call and order scope reads. */
export interface Membership {
  memberId: number;
  companyId: number;
  userId: number;
  role: CompanyRole;
}

/** A new company of one, named `name`, with `userId` as its admin. */
export async function foundCompany(db: Db, userId: number, name: string): Promise<Membership> {
  const [company] = await db
    .insert(companies)
    .values({ name: name.trim() || 'My company' })
    .returning({ id: companies.id });
  await emitCompanyCreated(db, company!.id);
  const [member] = await db
    .insert(companyMembers)
    .values({ companyId: company!.id, userId, role: 'admin' })
    .returning();
  return { memberId: member!.id, companyId: company!.id, userId, role: 'admin' };
}

async function findMembership(db: Db, userId: number): Promise<Membership | undefined> {
  const [row] = await db
    .select({
      memberId: companyMembers.id,
      companyId: companyMembers.companyId,
      userId: companyMembers.userId,
      role: companyMembers.role,
    })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId));
  return row;
}

/**
 * The buyer's membership. An account without one (made outside sign-up) is given a company of
 * its own here, under the account's row lock so two requests never found two.
 */
export async function membershipOf(db: Database, userId: number): Promise<Membership> {
  const found = await findMembership(db, userId);
  if (found) return found;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ firstName: users.firstName })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const again = await findMembership(tx, userId);
    if (again) return again;
    return foundCompany(tx, userId, user?.firstName ?? '');
  });
}

/**
 * "The order belongs to the company `userId` is a member of now": every buyer's order read and
 * write is scoped by it, in the same query, so a member removed a moment ago sees none of the
 * company's orders, and another company's order is not found, exactly like a missing one.
 */
export function orderOfBuyersCompany(userId: number) {
  return sql`${orders.companyId} = (select ${companyMembers.companyId} from ${companyMembers} where ${companyMembers.userId} = ${userId})`;
}

export async function companyById(
  db: Pick<Database, 'select'>,
  companyId: number,
): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row;
}

export function companyDto(row: CompanyRow, role: CompanyRole): CompanyDto {
  return {
    id: row.id,
    name: row.name,
    tax_id: row.taxId,
    address_line1: row.addressLine1,
    address_line2: row.addressLine2,
    city: row.city,
    postcode: row.postcode,
    country_code: row.countryCode,
    phone: row.phone,
    created_at: row.createdAt.toISOString(),
    role,
  };
}

/** The company's members, oldest first, each with their account's name and address. */
export async function membersOf(db: Db, companyId: number, you: number) {
  const rows = await db
    .select({
      id: companyMembers.id,
      userId: companyMembers.userId,
      role: companyMembers.role,
      joinedAt: companyMembers.createdAt,
      firstName: users.firstName,
      email: users.email,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.id));
  return rows.map((r): CompanyMemberDto => ({
    id: r.id,
    user_id: r.userId,
    first_name: r.firstName,
    email: r.email,
    role: r.role,
    joined_at: r.joinedAt.toISOString(),
    you: r.userId === you,
  }));
}

/**
 * The members of `companyId`, locked: a removal, a departure and an acceptance of one company
 * take these locks first, so two of them cannot each leave the other as the last admin.
 */
export async function lockMembers(db: Db, companyId: number) {
  return db
    .select({ id: companyMembers.id, userId: companyMembers.userId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.id))
    .for('update');
}

/**
 * Companies of `companyIds` left without a member and without orders are deleted (a buyer's
 * first company of one, once they joined another; an account removed before it ordered).
 */
export async function dropEmptyCompanies(db: Db, companyIds: number[]): Promise<void> {
  if (companyIds.length === 0) return;
  await db.execute(sql`delete from companies c where c.id in (${idList(companyIds)})
    and not exists (select 1 from company_members m where m.company_id = c.id)
    and not exists (select 1 from orders o where o.company_id = c.id)`);
}

/**
 * After accounts were deleted or anonymised (inactive accounts, stale sign-ups): each company of
 * `companyIds` left without a member is deleted when it has no orders, or else loses its
 * contact details and address book (its orders keep their own copies); one left with members
 * but no admin makes its longest-standing member admin, so it never stays without one.
 */
export async function tidyCompanies(db: Db, companyIds: number[]): Promise<void> {
  if (companyIds.length === 0) return;
  await dropEmptyCompanies(db, companyIds);
  const ids = idList(companyIds);
  const empty = sql`not exists (select 1 from company_members m where m.company_id = companies.id)`;
  await db.execute(sql`delete from company_addresses a where a.company_id in (${ids})
    and not exists (select 1 from company_members m where m.company_id = a.company_id)`);
  await db.execute(sql`update companies set name = 'Former customer', tax_id = '',
      address_line1 = '', address_line2 = '', city = '', postcode = '', country_code = '', phone = ''
    where id in (${ids}) and ${empty}`);
  await db.execute(sql`update company_members set role = 'admin'
    where id in (
      select distinct on (m.company_id) m.id from company_members m
      where m.company_id in (${ids})
        and not exists (select 1 from company_members a
                        where a.company_id = m.company_id and a.role = 'admin')
      order by m.company_id, m.id)`);
}

function idList(ids: number[]) {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

/** The companies these accounts belong to (read before they are deleted or anonymised). */
export async function companiesOfUsers(db: Db, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: companyMembers.companyId })
    .from(companyMembers)
    .where(inArray(companyMembers.userId, userIds));
  return rows.map((r) => r.id);
}

/** Moves a buyer into `companyId` as `role` (their one membership row follows them). */
export async function moveMember(
  db: Db,
  userId: number,
  companyId: number,
  role: CompanyRole,
): Promise<void> {
  await db
    .update(companyMembers)
    .set({ companyId, role, createdAt: sql`now()` })
    .where(eq(companyMembers.userId, userId));
}

/** A new company named `name`, with no member yet; its id. */
export async function newCompany(db: Db, name: string): Promise<number> {
  const [company] = await db.insert(companies).values({ name }).returning({ id: companies.id });
  await emitCompanyCreated(db, company!.id);
  return company!.id;
}

/** Writes the company's details; the row as it is after, or undefined when it is gone. */
export async function updateCompanyRow(
  db: Db,
  companyId: number,
  input: z.output<typeof companyBody>,
): Promise<CompanyRow | undefined> {
  const [row] = await db
    .update(companies)
    .set({
      name: input.name,
      taxId: input.tax_id,
      addressLine1: input.address_line1,
      addressLine2: input.address_line2,
      city: input.city,
      postcode: input.postcode,
      countryCode: input.country_code,
      phone: input.phone,
    })
    .where(eq(companies.id, companyId))
    .returning();
  return row;
}

export async function companyName(
  db: Pick<Database, 'select'>,
  companyId: number,
): Promise<string | undefined> {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.name;
}

/** An account's first name and address. */
export async function userOf(
  db: Pick<Database, 'select'>,
  userId: number,
): Promise<{ firstName: string; email: string; language: string } | undefined> {
  const [row] = await db
    .select({ firstName: users.firstName, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Whether the account of `email` is a member of the company. */
export async function isMemberAddress(
  db: Pick<Database, 'select'>,
  companyId: number,
  email: string,
): Promise<boolean> {
  const [already] = await db
    .select({ id: users.id })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(users.email, email)));
  return already !== undefined;
}

type InvitationRow = typeof companyInvitations.$inferSelect;

function invitationDto(row: InvitationRow): CompanyInvitationDto {
  return { id: row.id, email: row.email, role: row.role, expires_at: row.expiresAt.toISOString() };
}

/** Invitations of the company still waiting: not used, not expired, newest first. */
export async function pendingInvitations(
  db: Pick<Database, 'select'>,
  companyId: number,
): Promise<CompanyInvitationDto[]> {
  const rows = await db
    .select()
    .from(companyInvitations)
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        isNull(companyInvitations.usedAt),
        gt(companyInvitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(sql`${companyInvitations.id} desc`);
  return rows.map(invitationDto);
}

/** The company's unused invitations to `email` stop working. */
export async function retireInvitations(db: Db, companyId: number, email: string): Promise<void> {
  await db
    .update(companyInvitations)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        eq(companyInvitations.email, email),
        isNull(companyInvitations.usedAt),
      ),
    );
}

export async function insertInvitation(
  db: Db,
  invitation: {
    companyId: number;
    email: string;
    role: CompanyRole;
    token: string;
    invitedBy: number;
    expiresAt: Date;
  },
): Promise<CompanyInvitationDto> {
  const { token, ...rest } = invitation;
  const [row] = await db
    .insert(companyInvitations)
    .values({ ...rest, tokenHash: hashSecretToken(token) })
    .returning();
  return invitationDto(row!);
}

/** The invitation a link's token names, whatever its state; `lock` takes its row. */
export async function invitationByToken(
  db: Pick<Database, 'select'>,
  token: string,
  lock: boolean,
): Promise<InvitationRow | undefined> {
  if (!looksLikeSecretToken(token)) return undefined;
  const query = db
    .select()
    .from(companyInvitations)
    .where(eq(companyInvitations.tokenHash, hashSecretToken(token)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function markInvitationUsed(db: Db, invitationId: number): Promise<void> {
  await db
    .update(companyInvitations)
    .set({ usedAt: sql`now()` })
    .where(eq(companyInvitations.id, invitationId));
}
