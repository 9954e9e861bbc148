// The company calls' bodies and answers (docs/api.md, "Companies and addresses"), defined once:
// the API parses with these schemas and the account pages check with them, so both say the same
// sentence. The screens load this file on first use (it brings zod).
import { z } from 'zod';
import { COMPANY_ROLES, type CompanyRole, type DeliveryAddress } from './company.ts';
import { isIsoCountry } from './iso-countries.ts';
import { isPlainLine, notPlainLine } from './plain-text.ts';
import { EMAIL_PATTERN, emailHint } from './validation.ts';
import type { BuyerTerms } from './payment-terms.ts';

const words = (label: string, max: number) =>
  z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, { error: `The ${label} can be at most ${max} characters.` })
    .refine(isPlainLine, { error: notPlainLine(`The ${label}`) });

const required = (label: string, max: number) =>
  words(label, max).refine((v) => v !== '', { error: `Please enter the ${label}.` });

const optional = (label: string, max: number) => words(label, max).optional().default('');

/** Digits, spaces and + - ( ) . with 7 to 15 digits (E.164 allows 15); empty when not given. */
const phone = z
  .string({ error: 'The phone number must be text.' })
  .trim()
  .max(25, { error: 'Please enter a phone number of 7 to 15 digits.' })
  .refine(
    (v) => v === '' || (/^\+?[0-9 ().-]+$/.test(v) && /^\d{7,15}$/.test(v.replace(/\D/g, ''))),
    {
      error: 'Please enter a phone number of 7 to 15 digits.',
    },
  )
  .optional()
  .default('');

const country = z
  .string({ error: 'Please choose a country.' })
  .trim()
  .refine((v) => isIsoCountry(v), { error: 'Please choose a country from the list.' })
  .transform((v) => v.toLowerCase());

/** PUT /ecommerce/company/: the whole form; empty optional fields are kept empty. */
export const companyBody = z.object({
  name: required('company name', 150),
  tax_id: optional('tax id', 40),
  address_line1: optional('address line 1', 200),
  address_line2: optional('address line 2', 200),
  city: optional('city', 100),
  postcode: optional('postcode', 20),
  country_code: z
    .union([z.literal(''), country], { error: 'Please choose a country from the list.' })
    .optional()
    .default(''),
  phone,
});
export type CompanyInput = z.input<typeof companyBody>;

/** POST and PUT /ecommerce/company/addresses/: an address of the company's book. */
export const addressBody = z.object({
  label: optional('label', 60),
  name: required("recipient's name", 150),
  company: optional('company name', 150),
  line1: required('address line 1', 200),
  line2: optional('address line 2', 200),
  city: required('city', 100),
  region: optional('region', 100),
  postcode: optional('postcode', 20),
  country_code: country,
  phone,
  is_default: z.boolean({ error: 'is_default must be true or false.' }).optional(),
});
export type AddressInput = z.input<typeof addressBody>;

/** POST /ecommerce/company/members/: whom to invite, and as what. */
export const inviteBody = z.object({
  email: z
    .string({ error: 'Please enter the email address to invite.' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'Please enter the email address to invite.' })
    .max(254, { error: 'An email address has at most 254 characters.' })
    .refine((v) => EMAIL_PATTERN.test(v), { error: emailHint() }),
  role: z
    .enum(COMPANY_ROLES, { error: 'The role must be admin or buyer.' })
    .optional()
    .default('buyer'),
});
export type InviteInput = z.input<typeof inviteBody>;

/** GET /ecommerce/company/ */
export interface CompanyDto {
  id: number;
  name: string;
  tax_id: string;
  address_line1: string;
  address_line2: string;
  city: string;
  postcode: string;
  country_code: string;
  phone: string;
  created_at: string;
  /** The signed-in buyer's own role: the page offers writes to admins only. */
  role: CompanyRole;
  /**
   * The payment terms of the company's group (decision 151): the deposit share checkout charges
   * and the days of an order on account (0: none). GET only; no group is `{100, 0}`.
   */
  payment_terms?: BuyerTerms;
}

export interface CompanyMemberDto {
  /** The membership's id: what DELETE …/members/{id}/ takes. */
  id: number;
  user_id: number;
  first_name: string;
  email: string;
  role: CompanyRole;
  joined_at: string;
  /** The signed-in buyer. */
  you: boolean;
}

export interface CompanyInvitationDto {
  id: number;
  email: string;
  role: CompanyRole;
  expires_at: string;
}

/** GET /ecommerce/company/members/ */
export interface CompanyMembersDto {
  count: number;
  members: CompanyMemberDto[];
  /** Invitations not yet used and not expired (admins only; empty for buyers). */
  invitations: CompanyInvitationDto[];
}

/** GET /ecommerce/company/invitations/{token}/: what the join page shows before signing in. */
export interface InvitationPreviewDto {
  company_name: string;
  email: string;
  role: CompanyRole;
  invited_by: string;
  expires_at: string;
}

/** An address of the book. */
export interface CompanyAddressDto extends DeliveryAddress {
  id: number;
  is_default: boolean;
}

/** GET /ecommerce/company/addresses/ */
export interface CompanyAddressesDto {
  count: number;
  addresses: CompanyAddressDto[];
  /** Whether the signed-in buyer may change and remove addresses (admins); every member adds. */
  can_edit: boolean;
}
