// The company calls' bodies and answers (docs/api.md, "Companies and addresses"), defined once:
// the API parses with these schemas and the account pages check with them, so both say the same
// sentence. The screens load this file on first use (it brings zod).
import { z } from 'zod';
import { COMPANY_ROLES, deliveryAddress } from './company.ts';
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

const role = z.enum(COMPANY_ROLES);

/** GET /ecommerce/company/ (and what PUT answers, without payment_terms). */
export const companyDto = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  tax_id: z.string(),
  address_line1: z.string(),
  address_line2: z.string(),
  city: z.string(),
  postcode: z.string(),
  country_code: z.string(),
  phone: z.string(),
  created_at: z.string(),
  /** The signed-in buyer's own role: the page offers writes to admins only. */
  role,
  /**
   * The payment terms of the company's group (decision 151): the deposit share checkout charges
   * and the days of an order on account (0: none). GET only; no group is `{100, 0}`.
   */
  payment_terms: z
    .strictObject({ deposit_percent: z.number().int(), net_days: z.number().int() })
    .optional() satisfies z.ZodType<BuyerTerms | undefined>,
});
export type CompanyDto = z.output<typeof companyDto>;

export const companyMemberDto = z.strictObject({
  /** The membership's id: what DELETE …/members/{id}/ takes. */
  id: z.number().int(),
  user_id: z.number().int(),
  first_name: z.string(),
  email: z.string(),
  role,
  joined_at: z.string(),
  /** The signed-in buyer. */
  you: z.boolean(),
});
export type CompanyMemberDto = z.output<typeof companyMemberDto>;

export const companyInvitationDto = z.strictObject({
  id: z.number().int(),
  email: z.string(),
  role,
  expires_at: z.string(),
});
export type CompanyInvitationDto = z.output<typeof companyInvitationDto>;

/** GET /ecommerce/company/members/ */
export const companyMembersDto = z.strictObject({
  count: z.number().int(),
  members: z.array(companyMemberDto),
  /** Invitations not yet used and not expired (admins only; empty for buyers). */
  invitations: z.array(companyInvitationDto),
});
export type CompanyMembersDto = z.output<typeof companyMembersDto>;

/** GET /ecommerce/company/invitations/{token}/: what the join page shows before signing in. */
export const invitationPreviewDto = z.strictObject({
  company_name: z.string(),
  email: z.string(),
  role,
  invited_by: z.string(),
  expires_at: z.string(),
});
export type InvitationPreviewDto = z.output<typeof invitationPreviewDto>;

/** An address of the book. */
export const companyAddressDto = deliveryAddress.extend({
  id: z.number().int(),
  is_default: z.boolean(),
});
export type CompanyAddressDto = z.output<typeof companyAddressDto>;

/** GET /ecommerce/company/addresses/ */
export const companyAddressesDto = z.strictObject({
  count: z.number().int(),
  addresses: z.array(companyAddressDto),
  /** Whether the signed-in buyer may change and remove addresses (admins); every member adds. */
  can_edit: z.boolean(),
});
export type CompanyAddressesDto = z.output<typeof companyAddressesDto>;
