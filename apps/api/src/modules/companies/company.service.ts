// The company, its members and its invitations (docs/api.md, "Companies and addresses";
// decision 146). Admins change the company and its members; every member reads them. A buyer
// joins another company by accepting an invitation sent to their address, leaving their old one
// (whose past orders stay with it); a removed member gets a company of their own again and stops
// seeing the old company's orders at once, since every order read asks for the company now.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  ADMINS_ONLY,
  COMPANY_INVITATION_HOURS,
  COMPANY_MEMBERS_MAX,
  COMPANY_ROLE_SCOPE,
  invitationRefusal,
  lastAdminRefusal,
  type CompanyRole,
} from '@solestock/domain/company';
import type {
  CompanyDto,
  CompanyInvitationDto,
  CompanyMembersDto,
  InvitationPreviewDto,
  companyBody,
  inviteBody,
} from '@solestock/domain/company-payloads';
import type { z } from 'zod';
import type { Database } from '../../db/connect.ts';
import { companies, companyInvitations, companyMembers, users } from '../../db/schema.ts';
import { HttpError, badRequest, notFound } from '../../http/errors.ts';
import { hashSecretToken, looksLikeSecretToken, newSecretToken } from '../identity/index.ts';
import { composeMail, queueMail } from '../mail/index.ts';
import type { BuyerActor } from './buyer-actor.ts';
import {
  companyById,
  companyDto,
  dropEmptyCompanies,
  lockMembers,
  membersOf,
  membershipOf,
  moveMember,
} from './company.repository.ts';
import { termsOfCompany } from '../customer-groups/index.ts';

const adminsOnly = () => new HttpError(403, 'company_admin_only', ADMINS_ONLY);
const invalidInvitation = () =>
  badRequest(
    'This invitation link is not valid. Check that you copied all of it, or ask an admin of the company for a new one.',
    undefined,
    'invalid_invitation',
  );

function requireAdmin(actor: BuyerActor): void {
  if (actor.role !== 'admin') throw adminsOnly();
}

export async function companyOf(db: Database, actor: BuyerActor): Promise<CompanyDto> {
  const row = await companyById(db, actor.companyId);
  if (!row) throw notFound('Your company could not be found.');
  // Its group's payment terms: checkout says what it will charge (decision 151).
  return { ...companyDto(row, actor.role), payment_terms: await termsOfCompany(db, row.id) };
}

export async function updateCompany(
  db: Database,
  actor: BuyerActor,
  input: z.output<typeof companyBody>,
): Promise<CompanyDto> {
  requireAdmin(actor);
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
    .where(eq(companies.id, actor.companyId))
    .returning();
  if (!row) throw notFound('Your company could not be found.');
  return companyDto(row, actor.role);
}

function invitationDto(row: typeof companyInvitations.$inferSelect): CompanyInvitationDto {
  return { id: row.id, email: row.email, role: row.role, expires_at: row.expiresAt.toISOString() };
}

/** Invitations of the company still waiting: not used, not expired, newest first. */
async function pendingInvitations(db: Pick<Database, 'select'>, companyId: number) {
  return db
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
}

export async function listMembers(db: Database, actor: BuyerActor): Promise<CompanyMembersDto> {
  const [members, invitations] = await Promise.all([
    membersOf(db, actor.companyId, actor.userId),
    actor.role === 'admin' ? pendingInvitations(db, actor.companyId) : Promise.resolve([]),
  ]);
  return { count: members.length, members, invitations: invitations.map(invitationDto) };
}

/**
 * Invites `email` to the company as `role`: a single-use link of 72 hours mailed through the
 * outbox in the same transaction. An earlier link to that address stops working.
 */
export async function inviteMember(
  db: Database,
  actor: BuyerActor,
  input: z.output<typeof inviteBody>,
  publicUrl: string,
): Promise<CompanyInvitationDto> {
  requireAdmin(actor);
  return db.transaction(async (tx) => {
    const members = await lockMembers(tx, actor.companyId);
    const [already] = await tx
      .select({ id: users.id })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(companyMembers.companyId, actor.companyId), eq(users.email, input.email)));
    if (already) {
      throw new HttpError(
        409,
        'already_member',
        `${input.email} is already a member of your company.`,
      );
    }
    await tx
      .update(companyInvitations)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(companyInvitations.companyId, actor.companyId),
          eq(companyInvitations.email, input.email),
          isNull(companyInvitations.usedAt),
        ),
      );
    const waiting = await pendingInvitations(tx, actor.companyId);
    if (members.length + waiting.length >= COMPANY_MEMBERS_MAX) {
      throw new HttpError(
        409,
        'company_full',
        `A company can have at most ${COMPANY_MEMBERS_MAX} members and pending invitations. Remove a member first.`,
      );
    }
    const token = newSecretToken();
    const [row] = await tx
      .insert(companyInvitations)
      .values({
        companyId: actor.companyId,
        email: input.email,
        role: input.role,
        tokenHash: hashSecretToken(token),
        invitedBy: actor.userId,
        expiresAt: new Date(Date.now() + COMPANY_INVITATION_HOURS * 3_600_000),
      })
      .returning();
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, actor.companyId));
    const [inviter] = await tx
      .select({ firstName: users.firstName })
      .from(users)
      .where(eq(users.id, actor.userId));
    await queueMail(
      tx,
      invitationMail(publicUrl, input.email, token, {
        company: company?.name ?? '',
        inviter: inviter?.firstName ?? '',
        role: input.role,
      }),
    );
    return invitationDto(row!);
  });
}

function invitationMail(
  publicUrl: string,
  to: string,
  token: string,
  what: { company: string; inviter: string; role: CompanyRole },
) {
  const who = what.inviter || 'A colleague';
  return composeMail(
    to,
    `${who} invited you to order with ${what.company} on Solestock`,
    'there',
    [
      `${who} invited you to join ${what.company} on Solestock as ${what.role === 'admin' ? 'an admin' : 'a buyer'}: a member who ${COMPANY_ROLE_SCOPE[what.role]}.`,
      `Open the link below, sign in or create an account with this address (${to}), and accept. The link works once, within ${COMPANY_INVITATION_HOURS} hours.`,
      'If you already order on Solestock with this address, joining moves you to this company; your earlier orders stay with your old company.',
    ],
    { label: `Join ${what.company}`, url: `${publicUrl}/company/join/${token}` },
  );
}

async function invitationByToken(db: Pick<Database, 'select'>, token: string, lock: boolean) {
  if (!looksLikeSecretToken(token)) return undefined;
  const query = db
    .select()
    .from(companyInvitations)
    .where(eq(companyInvitations.tokenHash, hashSecretToken(token)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

function refuse(refusal: { code: string; message: string }): HttpError {
  return badRequest(refusal.message, undefined, refusal.code);
}

/** What the join page shows before anyone signs in: the company, the address, the role. */
export async function previewInvitation(
  db: Database,
  token: string,
): Promise<InvitationPreviewDto> {
  const row = await invitationByToken(db, token, false);
  if (!row) throw invalidInvitation();
  const refusal = invitationRefusal(row, null, new Date());
  if (refusal) throw refuse(refusal);
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, row.companyId));
  const [inviter] = row.invitedBy
    ? await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, row.invitedBy))
    : [];
  return {
    company_name: company?.name ?? '',
    email: row.email,
    role: row.role,
    invited_by: inviter?.firstName ?? '',
    expires_at: row.expiresAt.toISOString(),
  };
}

/** Members of two companies are locked in id order, so two moves between them never deadlock. */
async function lockBoth(tx: Database, a: number, b: number) {
  const [first, second] = a < b ? [a, b] : [b, a];
  const one = await lockMembers(tx, first);
  const two = first === second ? one : await lockMembers(tx, second);
  return a === first ? [one, two] : [two, one];
}

/**
 * The signed-in buyer accepts an invitation: it must be live, unused and for their address. They
 * leave their company (its orders stay with it) for the inviting one, with the invited role. A
 * buyer who is the only admin of a company with other members cannot leave it this way.
 */
export async function acceptInvitation(
  db: Database,
  userId: number,
  token: string,
): Promise<CompanyDto> {
  const before = await membershipOf(db, userId);
  return db.transaction(async (tx) => {
    const invitation = await invitationByToken(tx, token, true);
    if (!invitation) throw invalidInvitation();
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const refusal = invitationRefusal(invitation, user?.email ?? '', new Date());
    if (refusal) throw refuse(refusal);
    const [oldMembers] = await lockBoth(tx, before.companyId, invitation.companyId);
    // The membership as it is now that both companies are locked: had another request moved the
    // buyer meanwhile, the company locked would not be theirs, so the buyer simply tries again.
    const current = await membershipOf(tx, userId);
    if (current.companyId !== before.companyId) {
      throw new HttpError(
        409,
        'company_changed',
        'Your company changed while you were accepting. Please accept the invitation again.',
      );
    }
    if (current.companyId !== invitation.companyId) {
      // Alone in a company of one, the buyer may leave it; with colleagues, not as their last admin.
      const colleagues = oldMembers!.filter((m) => m.userId !== userId);
      if (colleagues.length > 0 && lastAdminRefusal(oldMembers!, current.memberId, true)) {
        throw new HttpError(
          409,
          'last_admin',
          'You are the only admin of your current company, so you cannot leave it yet. Invite a colleague there as admin first, then accept this invitation again.',
        );
      }
      await moveMember(tx, userId, invitation.companyId, invitation.role);
      await dropEmptyCompanies(tx, [current.companyId]);
    }
    await tx
      .update(companyInvitations)
      .set({ usedAt: sql`now()` })
      .where(eq(companyInvitations.id, invitation.id));
    const company = await companyById(tx, invitation.companyId);
    const now = await membershipOf(tx, userId);
    return companyDto(company!, now.role);
  });
}

/**
 * Removes member `memberId` of the actor's company: an admin removes anyone, any member removes
 * themself (leaves). The company's last admin cannot go (409). The one removed gets a company of
 * their own again, named after them, and no longer sees this company's orders.
 */
export async function removeMember(
  db: Database,
  actor: BuyerActor,
  memberId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const members = await lockMembers(tx, actor.companyId);
    const target = members.find((m) => m.id === memberId);
    if (!target) throw notFound('This member is not in your company.');
    const self = target.userId === actor.userId;
    if (!self) requireAdmin(actor);
    const refusal = lastAdminRefusal(members, memberId, self);
    if (refusal) throw new HttpError(409, 'last_admin', refusal);
    const [user] = await tx
      .select({ firstName: users.firstName })
      .from(users)
      .where(eq(users.id, target.userId));
    const [company] = await tx
      .insert(companies)
      .values({ name: user?.firstName.trim() || 'My company' })
      .returning({ id: companies.id });
    await moveMember(tx, target.userId, company!.id, 'admin');
  });
}
