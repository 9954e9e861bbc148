// The company, its members, its invitations and its address book (docs/api.md, "Companies and
// addresses"; decision 146). Admins change the company and its members; every member reads them. A buyer
// joins another company by accepting an invitation sent to their address, leaving their old one
// (whose past orders stay with it); a removed member gets a company of their own again and stops
// seeing the old company's orders at once, since every order read asks for the company now.
// Each takes the database and the buyer who acts (buyer-actor.ts), never the request; the SQL is
// company.repository.ts's and company-addresses.repository.ts's.
import {
  ADMINS_ONLY,
  COMPANY_ADDRESSES_MAX,
  COMPANY_INVITATION_HOURS,
  COMPANY_MEMBERS_MAX,
  invitationRefusal,
  lastAdminRefusal,
  type CompanyRole,
  type DeliveryAddress,
} from '@solestock/domain/company';
import type {
  CompanyAddressDto,
  CompanyAddressesDto,
  CompanyDto,
  CompanyInvitationDto,
  CompanyMembersDto,
  InvitationPreviewDto,
  companyBody,
  inviteBody,
} from '@solestock/domain/company-payloads';
import type { z } from 'zod';
import type { Database } from '../../db/connect.ts';
import { HttpError, badRequest, notFound } from '../../http/errors.ts';
import { newSecretToken } from '../identity/index.ts';
import { SHOP_NAME, composeMail, mailT, queueMail } from '../mail/index.ts';
import { localeOf } from '../../i18n/translate.ts';
import { localizedPath, type Locale } from '@solestock/domain/locales';
import type { BuyerActor } from './buyer-actor.ts';
import {
  addressCount,
  addressInBook,
  addressesOf,
  clearDefault,
  deleteAddress,
  deliveryAddressOf,
  hasAddresses,
  insertAddress,
  lockCompany,
  makeOldestDefault,
  updateAddressRow,
  type AddressInput,
} from './company-addresses.repository.ts';
import {
  companyById,
  companyDto,
  companyName,
  dropEmptyCompanies,
  insertInvitation,
  invitationByToken,
  isMemberAddress,
  lockMembers,
  markInvitationUsed,
  membersOf,
  membershipOf,
  moveMember,
  newCompany,
  pendingInvitations,
  retireInvitations,
  updateCompanyRow,
  userOf,
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
  const row = await updateCompanyRow(db, actor.companyId, input);
  if (!row) throw notFound('Your company could not be found.');
  return companyDto(row, actor.role);
}

export async function listMembers(db: Database, actor: BuyerActor): Promise<CompanyMembersDto> {
  const [members, invitations] = await Promise.all([
    membersOf(db, actor.companyId, actor.userId),
    actor.role === 'admin' ? pendingInvitations(db, actor.companyId) : Promise.resolve([]),
  ]);
  return { count: members.length, members, invitations };
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
    if (await isMemberAddress(tx, actor.companyId, input.email)) {
      throw new HttpError(
        409,
        'already_member',
        `${input.email} is already a member of your company.`,
      );
    }
    await retireInvitations(tx, actor.companyId, input.email);
    const waiting = await pendingInvitations(tx, actor.companyId);
    if (members.length + waiting.length >= COMPANY_MEMBERS_MAX) {
      throw new HttpError(
        409,
        'company_full',
        `A company can have at most ${COMPANY_MEMBERS_MAX} members and pending invitations. Remove a member first.`,
      );
    }
    const token = newSecretToken();
    const invitation = await insertInvitation(tx, {
      companyId: actor.companyId,
      email: input.email,
      role: input.role,
      token,
      invitedBy: actor.userId,
      expiresAt: new Date(Date.now() + COMPANY_INVITATION_HOURS * 3_600_000),
    });
    await queueMail(
      tx,
      invitationMail(publicUrl, input.email, token, {
        company: (await companyName(tx, actor.companyId)) ?? '',
        ...inviterOf(await userOf(tx, actor.userId)),
        role: input.role,
      }),
    );
    return invitation;
  });
}

/**
 * The inviter's name and language: the invited person may have no account yet, so the mail is
 * in the language of the member who invited them (English when unknown).
 */
const inviterOf = (user: { firstName: string; language: string } | undefined) => ({
  inviter: user?.firstName ?? '',
  locale: localeOf(user?.language),
});

function invitationMail(
  publicUrl: string,
  to: string,
  token: string,
  what: { company: string; inviter: string; locale: Locale; role: CompanyRole },
) {
  const t = mailT(what.locale);
  const who = what.inviter || t('invite.colleague');
  const shop = SHOP_NAME;
  return composeMail(
    to,
    t('invite.subject', { who, company: what.company, shop }),
    t('layout.there'),
    [
      t(what.role === 'admin' ? 'invite.admin' : 'invite.buyer', {
        who,
        company: what.company,
        shop,
      }),
      t('invite.open', { email: to, hours: COMPANY_INVITATION_HOURS }),
      t('invite.moves', { shop }),
    ],
    {
      label: t('invite.action', { company: what.company }),
      url: `${publicUrl}${localizedPath(what.locale, `/company/join/${token}`)}`,
    },
    [],
    undefined,
    what.locale,
  );
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
  const company = await companyName(db, row.companyId);
  const inviter = row.invitedBy ? await userOf(db, row.invitedBy) : undefined;
  return {
    company_name: company ?? '',
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
    const user = await userOf(tx, userId);
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
    await markInvitationUsed(tx, invitation.id);
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
    const user = await userOf(tx, target.userId);
    const companyId = await newCompany(tx, user?.firstName.trim() || 'My company');
    await moveMember(tx, target.userId, companyId, 'admin');
  });
}

// ------------------------------------------------------------------ the address book
// Any member reads it and picks from it at checkout; admins and buyers alike may add one there (a
// buyer at checkout must be able to say where the goods go), while changing or removing one is
// for admins. One address is the default: the first one added, then whichever is chosen;
// removing the default makes the oldest remaining one the default.

const addressNotFound = () => notFound('This address is not in your company’s address book.');

/** The book, the default first, and whether the buyer may change it. */
export async function addressBook(db: Database, actor: BuyerActor): Promise<CompanyAddressesDto> {
  const addresses = await addressesOf(db, actor.companyId);
  return { count: addresses.length, addresses, can_edit: actor.role === 'admin' };
}

export async function addAddress(
  db: Database,
  actor: BuyerActor,
  input: AddressInput,
): Promise<CompanyAddressDto> {
  return db.transaction(async (tx) => {
    await lockCompany(tx, actor.companyId);
    const n = await addressCount(tx, actor.companyId);
    if (n >= COMPANY_ADDRESSES_MAX) {
      throw new HttpError(
        409,
        'address_book_full',
        `Your company’s address book holds at most ${COMPANY_ADDRESSES_MAX} addresses. Remove one you no longer use first.`,
      );
    }
    const isDefault = n === 0 || input.is_default === true;
    if (isDefault) await clearDefault(tx, actor.companyId);
    return insertAddress(tx, actor.companyId, input, isDefault);
  });
}

export async function updateAddress(
  db: Database,
  actor: BuyerActor,
  addressId: number,
  input: AddressInput,
): Promise<CompanyAddressDto> {
  requireAdmin(actor);
  return db.transaction(async (tx) => {
    await lockCompany(tx, actor.companyId);
    const current = await addressInBook(tx, actor.companyId, addressId);
    if (!current) throw addressNotFound();
    // The default moves only when asked; `is_default: false` on the default keeps it (a company
    // with addresses always has one), as the only way to change it is to choose another.
    const isDefault = current.isDefault || input.is_default === true;
    if (isDefault && !current.isDefault) await clearDefault(tx, actor.companyId, addressId);
    return updateAddressRow(tx, addressId, input, isDefault);
  });
}

export async function removeAddress(
  db: Database,
  actor: BuyerActor,
  addressId: number,
): Promise<void> {
  requireAdmin(actor);
  await db.transaction(async (tx) => {
    await lockCompany(tx, actor.companyId);
    const gone = await deleteAddress(tx, actor.companyId, addressId);
    if (!gone) throw addressNotFound();
    if (gone.isDefault) await makeOldestDefault(tx, actor.companyId);
  });
}

/** The company's address as an order keeps it (migration 0032), or null when it gave none. */
function companyAddressOf(company: {
  addressLine1: string;
  addressLine2: string;
  city: string;
  postcode: string;
  countryCode: string;
  phone: string;
}): DeliveryAddress | null {
  const { addressLine1, addressLine2, city, postcode, countryCode, phone } = company;
  if (![addressLine1, city, postcode, countryCode].some((v) => v.trim() !== '')) return null;
  return {
    label: '',
    name: '',
    company: '',
    line1: addressLine1,
    line2: addressLine2,
    city,
    region: '',
    postcode,
    country_code: countryCode,
    phone,
  };
}

/** What an order copies from its buyer's company when it is placed (migration 0024). */
export interface OrderCompanyCopy {
  companyId: number;
  companyName: string;
  companyTaxId: string;
  deliveryAddressId: number | null;
  deliveryAddress: DeliveryAddress | null;
  /** The company's own address (BILL TO on the papers); null when it gave none. */
  companyAddress: DeliveryAddress | null;
}

/**
 * The company and delivery address an order is placed with: `addressId` must be in the
 * company's book, and is required once the book holds any address (a buyer with none gets the
 * specs' flow and an order without an address). 400 with a sentence otherwise.
 */
export async function orderCompanyCopy(
  db: Pick<Database, 'select'>,
  companyId: number,
  addressId: number | undefined,
): Promise<OrderCompanyCopy> {
  const company = await companyById(db, companyId);
  if (!company) throw new Error(`Company ${companyId} is missing.`);
  const base = {
    companyId,
    companyName: company.name,
    companyTaxId: company.taxId,
    companyAddress: companyAddressOf(company),
  };
  if (addressId === undefined) {
    if (await hasAddresses(db, companyId)) {
      throw badRequest(
        'Choose a delivery address for this order: pick one of your company’s addresses or add a new one.',
        { address_id: 'Choose a delivery address.' },
        'address_required',
      );
    }
    // A company with no address book keeps the specs' flow (docs/api.md, "Companies"): the
    // order has no delivery address, never an invented one; the store's checkout asks for one
    // before it places (decision 171).
    return { ...base, deliveryAddressId: null, deliveryAddress: null };
  }
  const row = await addressInBook(db, companyId, addressId);
  if (!row) {
    throw badRequest(
      'This delivery address is not in your company’s address book. Choose one of its addresses.',
      { address_id: 'is not one of your company’s addresses' },
      'unknown_address',
    );
  }
  return { ...base, deliveryAddressId: row.id, deliveryAddress: deliveryAddressOf(row) };
}

/**
 * The country of an address in the buyer's company's book (the checkout summary's tax, decision
 * 181); null when it is not in the book.
 */
export async function bookAddressCountry(
  db: Database,
  userId: number,
  addressId: number,
): Promise<string | null> {
  const { companyId } = await membershipOf(db, userId);
  const row = await addressInBook(db, companyId, addressId);
  return row ? row.countryCode : null;
}
