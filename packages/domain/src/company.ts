// Business accounts (docs/api.md, "Companies and addresses"; decision 146): every buyer belongs
// to one company, the unit that orders. The rules here are the ones both the API and the screens
// ask: who may write, that a company never loses its last admin, why an invitation cannot be
// accepted, and how an address reads on an order, a mail, a document or a screen.
import { z } from 'zod';
import { isoCountryName } from './iso-countries.ts';

export const COMPANY_ROLES = ['admin', 'buyer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** An invitation link works once, within this many hours (as staff invitations do). */
export const COMPANY_INVITATION_HOURS = 72;
/** A company's address book holds at most this many addresses. */
export const COMPANY_ADDRESSES_MAX = 50;
/** A company holds at most this many members (pending invitations included). */
export const COMPANY_MEMBERS_MAX = 200;

export const ADMINS_ONLY =
  'Only an admin of your company can change its details, addresses or members. Ask an admin of your company to do it.';

/** A member as the last-admin rule reads one. */
export interface MemberRole {
  id: number;
  role: CompanyRole;
}

/**
 * Why `leavingId` may not leave `members` (or be removed), or null when it may: a company keeps
 * at least one admin, so its last admin cannot go, even from a company of one.
 */
export function lastAdminRefusal(
  members: readonly MemberRole[],
  leavingId: number,
  self: boolean,
): string | null {
  const leaving = members.find((m) => m.id === leavingId);
  if (!leaving || leaving.role !== 'admin') return null;
  const others = members.filter((m) => m.id !== leavingId && m.role === 'admin');
  if (others.length > 0) return null;
  return self
    ? 'You are the only admin of your company, so you cannot leave it. Invite a colleague as admin first.'
    : 'This member is the only admin of the company and cannot be removed. Invite another admin first.';
}

/** An invitation as the acceptance rule reads it. */
export interface InvitationState {
  email: string;
  usedAt: Date | null;
  expiresAt: Date;
}

export type InvitationRefusal = {
  code: 'invitation_used' | 'invitation_expired' | 'invitation_for_another_address';
  message: string;
};

/**
 * Why the buyer signed in as `email` cannot accept `invitation` at `now`, or null when they can.
 * Each reason has its own sentence: a used link, an expired one, and one for another address
 * (`email` null: nobody is signed in yet, as on the join page before signing in).
 */
export function invitationRefusal(
  invitation: InvitationState,
  email: string | null,
  now: Date,
): InvitationRefusal | null {
  if (invitation.usedAt) {
    return {
      code: 'invitation_used',
      message:
        'This invitation has already been used. Ask an admin of the company for a new one if you still need to join.',
    };
  }
  if (invitation.expiresAt.getTime() <= now.getTime()) {
    return {
      code: 'invitation_expired',
      message: `This invitation has expired: links work for ${COMPANY_INVITATION_HOURS} hours. Ask an admin of the company to send a new one.`,
    };
  }
  if (email !== null && invitation.email.toLowerCase() !== email.toLowerCase()) {
    return {
      code: 'invitation_for_another_address',
      message: `This invitation was sent to ${invitation.email}. Sign in with that address to accept it.`,
    };
  }
  return null;
}

/** A delivery address, as the address book keeps it and an order copies it. */
/** A delivery address as an order or a company's book holds it: every part a string ('' when empty). */
export const deliveryAddress = z.strictObject({
  label: z.string(),
  name: z.string(),
  company: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  region: z.string(),
  postcode: z.string(),
  country_code: z.string(),
  phone: z.string(),
});
export type DeliveryAddress = z.output<typeof deliveryAddress>;

/** The address as it is written on a parcel: one line per part, empty parts left out. */
export function addressLines(address: DeliveryAddress): string[] {
  const place = [address.city, address.region, address.postcode].filter(Boolean).join(' ');
  return [
    address.name,
    address.company,
    address.line1,
    address.line2,
    place,
    address.country_code ? isoCountryName(address.country_code) : '',
  ].filter((line) => line.trim() !== '');
}

/** The address on one line (a mail's sentence, a CSV cell, the success page). */
export function addressOneLine(address: DeliveryAddress): string {
  return addressLines(address).join(', ');
}

/** The company's name and tax id as an order names its buyer: "Acme Ltd (tax id GB123)". */
export function companyLine(company: { name: string; tax_id: string }): string {
  return company.tax_id ? `${company.name} (tax id ${company.tax_id})` : company.name;
}
