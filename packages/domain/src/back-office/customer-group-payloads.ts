// A customer group (docs/api.md, back office, "Customer groups"): its name, the discount its
// members get on every unit price, the share of the goods they pay at checkout, and the days
// after shipping they have to pay an order placed on account. Defined once: the API checks what
// the console sends with this schema, and both read the answer's type.
import { z } from 'zod';
import { isPlainLine, notPlainLine } from '../plain-text.ts';

export const CUSTOMER_GROUP_LIMITS = {
  nameMax: 60,
  discountMax: 90,
  netDaysMax: 365,
} as const;

const percentText = /^\d{1,2}(\.\d{1,2})?$/;

export const customerGroupSchema = z.object({
  name: z
    .string({ error: 'Give the group a name, e.g. Gold.' })
    .trim()
    .min(1, { error: 'Give the group a name, e.g. Gold.' })
    .max(CUSTOMER_GROUP_LIMITS.nameMax, {
      error: `A group's name has at most ${CUSTOMER_GROUP_LIMITS.nameMax} characters.`,
    })
    .refine(isPlainLine, { error: notPlainLine("A group's name") }),
  // A decimal string or number with at most two decimals, kept exact as text.
  discount_percent: z
    .union([z.string(), z.number()], {
      error: 'The discount is a percentage from 0 to 90, e.g. 12.5.',
    })
    .transform((v) => String(v).trim())
    .refine((v) => percentText.test(v) && Number(v) <= CUSTOMER_GROUP_LIMITS.discountMax, {
      error: 'The discount is a percentage from 0 to 90, with at most two decimals.',
    })
    .default('0'),
  deposit_percent: z
    .number({ error: 'The deposit is a whole percentage from 1 to 100 (100: pay in full).' })
    .int({ error: 'The deposit is a whole percentage from 1 to 100 (100: pay in full).' })
    .min(1, { error: 'The deposit is at least 1% (100: pay in full at checkout).' })
    .max(100, { error: 'The deposit is at most 100% (pay in full at checkout).' })
    .default(100),
  net_days: z
    .number({ error: 'Net days is a whole number of days from 0 (none) to 365.' })
    .int({ error: 'Net days is a whole number of days from 0 (none) to 365.' })
    .min(0, { error: 'Net days is 0 (no orders on account) or more.' })
    .max(CUSTOMER_GROUP_LIMITS.netDaysMax, { error: 'Net days is at most 365.' })
    .default(0),
});

/** GET /api/admin/customer-groups/ → results[], and the answer of each write. */
export const customerGroup = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  /** Exact, as text: "12.50". */
  discount_percent: z.string(),
  deposit_percent: z.number().int(),
  net_days: z.number().int(),
  /** Companies in the group. */
  members: z.number().int(),
  created_at: z.string(),
});
export type CustomerGroup = z.output<typeof customerGroup>;

/** GET /api/admin/customer-groups/ */
export const customerGroupsList = z.strictObject({ results: z.array(customerGroup) });

/** PUT /api/admin/customers/{company_id}/group/: the company and the group it is now in. */
export const companyGroupAnswer = z.strictObject({
  company_id: z.number().int(),
  group: customerGroup.nullable(),
});

/** The group's terms in words for lists: "12.5% off · 30% deposit · net 30". */
export function customerGroupTerms(
  g: Pick<CustomerGroup, 'discount_percent' | 'deposit_percent' | 'net_days'>,
): string {
  const parts: string[] = [];
  const discount = Number(g.discount_percent);
  if (discount > 0) parts.push(`${discount}% off`);
  parts.push(g.deposit_percent === 100 ? 'pay in full' : `${g.deposit_percent}% deposit`);
  if (g.net_days > 0) parts.push(`net ${g.net_days}`);
  return parts.join(' · ');
}
