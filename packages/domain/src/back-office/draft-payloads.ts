// Orders taken by staff (docs/staff-orders.md): the bodies and answers of the drafts a member of
// staff builds for a company, the owner's override floor, a company's sales rep, and the buyer's
// view of a draft mailed to them. Defined once for the API's routes and the console's screens.
import { z } from 'zod';
import { CARTONS_MAX } from '../packs.ts';
import { decimal } from '../money.ts';
import { MODES } from '../constants.ts';

const MODE_KEYS = Object.keys(MODES) as [keyof typeof MODES, ...(keyof typeof MODES)[]];

/** A draft holds at most this many lines once its packs are expanded into sizes. */
export const DRAFT_LINES_MAX = 500;
/** A line's pairs, as a cart line's. */
const QUANTITY_MAX = 100_000;
/** The default floor: an override may lower the buyer's price by at most a tenth (decision 191). */
export const DEFAULT_OVERRIDE_FLOOR_PERCENT = '90.00';

const id = (name: string) =>
  z
    .number({ error: `${name} is a number.` })
    .int({ error: `${name} is a whole number.` })
    .min(1, { error: `${name} is a positive number.` })
    .max(2_147_483_647, { error: `No record has this ${name}.` });

/** POST /api/admin/orders/drafts/ */
export const draftCreateBody = z.object({
  company_id: id('company_id'),
  address_id: id('address_id').nullish(),
});

const PRICE_SENTENCE =
  'The unit price is an amount above 0 with at most 4 decimals, such as 12.5, in the product’s own currency.';

const unitPrice = z
  .union([z.number(), z.string()], { error: PRICE_SENTENCE })
  .transform((v, ctx) => {
    const text = String(v).trim();
    if (!/^\d{1,12}(\.\d{1,4})?$/.test(text) || decimal(text).lessThanOrEqualTo(0)) {
      ctx.addIssue({ code: 'custom', message: PRICE_SENTENCE });
      return z.NEVER;
    }
    return decimal(text).toFixed(4);
  });

/** One line of PUT …/drafts/{id}/lines/: a product's pairs or a pack's cartons, maybe at an agreed price. */
export const draftLineInput = z
  .object({
    product_id: id('product_id').optional(),
    pack_id: id('pack_id').optional(),
    quantity: z
      .number({ error: 'quantity is a number of pairs.' })
      .int({ error: 'quantity is a whole number of pairs.' })
      .min(1, { error: 'quantity is at least 1 pair.' })
      .max(QUANTITY_MAX, { error: `quantity is at most ${QUANTITY_MAX} pairs.` })
      .optional(),
    cartons: z
      .number({ error: 'cartons is a number.' })
      .int({ error: 'cartons is a whole number.' })
      .min(1, { error: 'cartons is at least 1.' })
      .max(CARTONS_MAX, { error: `cartons is at most ${CARTONS_MAX}.` })
      .optional(),
    mode: z.enum(MODE_KEYS, { error: `mode is one of: ${MODE_KEYS.join(', ')}.` }).default('air'),
    unit_price: unitPrice.nullish(),
    reason: z
      .string({ error: 'The reason is a sentence.' })
      .trim()
      .max(500, { error: 'Write the reason in at most 500 characters.' })
      .nullish()
      .transform((v) => v || undefined),
  })
  .superRefine((line, ctx) => {
    if ((line.product_id === undefined) === (line.pack_id === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['product_id'],
        message: 'Name either a product (product_id) or a pack (pack_id) on each line.',
      });
    if (line.product_id !== undefined && line.quantity === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['quantity'],
        message: 'Say how many pairs of the product (quantity).',
      });
    if (line.pack_id !== undefined && line.cartons === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['cartons'],
        message: 'Say how many cartons of the pack (cartons).',
      });
    if (line.unit_price != null && !line.reason)
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'Give a reason for the agreed price (the audit keeps it).',
      });
  });
export type DraftLineInput = z.output<typeof draftLineInput>;

/** PUT /api/admin/orders/drafts/{id}/lines/: the draft's whole list of lines. */
export const draftLinesBody = z.object({
  lines: z
    .array(draftLineInput, { error: 'Send the lines: {"lines": [{product_id, quantity, mode}]}.' })
    .max(DRAFT_LINES_MAX, { error: `A draft holds at most ${DRAFT_LINES_MAX} lines.` }),
});

const moneyPair = z.strictObject({
  amount: z.string().describe('Exact decimal.'),
  currency: z.string(),
});

/** One line of a draft: the buyer's price beside the agreed one, and the line in the buyer's currency. */
export const draftLineDto = z.strictObject({
  id: z.number().int(),
  product_id: z.number().int(),
  sku: z.string(),
  product_name: z.string(),
  brand: z.string(),
  color: z.string(),
  size: z.string().nullable(),
  image: z.string(),
  item_group_id: z.number().int().nullable(),
  quantity: z.number().int(),
  mode: z.enum(MODE_KEYS),
  /** The buyer's own price when the line was saved (product currency, 4 decimals). */
  buyer_price: z.string(),
  /** What the buyer pays a pair (product currency); equal to buyer_price unless overridden. */
  unit_price: z.string(),
  currency: z.string(),
  overridden: z.boolean(),
  reason: z.string().nullable(),
  /** The agreed price in the buyer's currency, and the line's total, as placement charges them. */
  converted_unit_price: z.string(),
  line_total: z.string(),
});

export const DRAFT_STATUSES = ['open', 'sent', 'placed'] as const;

/** A draft as the console (and, without staff fields, the buyer) reads it. */
export const draftDto = z.strictObject({
  id: z.number().int(),
  status: z.enum(DRAFT_STATUSES),
  company: z.strictObject({ id: z.number().int(), name: z.string() }),
  address_id: z.number().int().nullable(),
  created_by: z.strictObject({ id: z.number().int(), name: z.string() }).nullable(),
  order_id: z.number().int().nullable(),
  /** The company's group lets it place on account (net_days > 0). */
  net_terms: z.boolean(),
  lines: z.array(draftLineDto),
  pairs: z.number().int(),
  /** The goods in the buyer's currency, exactly as placement prices them (before tax and shipping). */
  goods_total: moneyPair,
  symbol: z.string(),
  override_floor_percent: z.string(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DraftDto = z.output<typeof draftDto>;

/** GET /api/admin/orders/drafts/ → results[] */
export const draftRow = z.strictObject({
  id: z.number().int(),
  status: z.enum(DRAFT_STATUSES),
  company: z.strictObject({ id: z.number().int(), name: z.string() }),
  created_by: z.strictObject({ id: z.number().int(), name: z.string() }).nullable(),
  order_id: z.number().int().nullable(),
  lines_count: z.number().int(),
  pairs: z.number().int(),
  updated_at: z.string(),
});

export const draftsPage = z.strictObject({
  count: z.number().int(),
  results: z.array(draftRow),
});
export type DraftsPage = z.output<typeof draftsPage>;

/** POST …/send/: who was mailed, and until when the link works. */
export const draftSent = z.strictObject({
  draft: draftDto,
  recipients: z.array(z.string()),
  expires_at: z.string(),
});

/** POST …/place/: the order the draft became. */
export const draftPlaced = z.strictObject({
  draft: draftDto,
  order_id: z.number().int(),
});

/** GET/PUT /api/admin/settings/staff-orders/ (owner). */
export const staffOrderSettings = z.strictObject({
  /** An override is never below this share of the buyer's price (0–100, 2 decimals). */
  override_floor_percent: z.string(),
});
export type StaffOrderSettings = z.output<typeof staffOrderSettings>;

const FLOOR_SENTENCE =
  'The override floor is a percentage of the buyer’s price from 0 to 100, with at most 2 decimals, such as 90.';

export const staffOrderSettingsForm = z.object({
  override_floor_percent: z
    .union([z.number(), z.string()], { error: FLOOR_SENTENCE })
    .transform((v, ctx) => {
      const text = String(v).trim();
      if (!/^\d{1,3}(\.\d{1,2})?$/.test(text) || decimal(text).greaterThan(100)) {
        ctx.addIssue({ code: 'custom', message: FLOOR_SENTENCE });
        return z.NEVER;
      }
      return decimal(text).toFixed(2);
    }),
});
export type StaffOrderSettingsForm = z.output<typeof staffOrderSettingsForm>;

/** PUT /api/admin/customers/companies/{id}/rep/ */
export const companyRepBody = z.object({
  staff_id: id('staff_id').nullable(),
});

export const companyRepAnswer = z.strictObject({
  company_id: z.number().int(),
  rep: z.strictObject({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
});

/** GET /api/admin/customers/reps/: the active sales reps, to assign companies to. */
export const salesRepsAnswer = z.strictObject({
  results: z.array(z.strictObject({ id: z.number().int(), name: z.string(), email: z.string() })),
});
export type SalesReps = z.output<typeof salesRepsAnswer>;

/** The buyer's view of a mailed draft: GET /api/ecommerce/order-drafts/{token}/ */
export const buyerDraftDto = z.strictObject({
  company: z.strictObject({ id: z.number().int(), name: z.string() }),
  net_terms: z.boolean(),
  address_id: z.number().int().nullable(),
  lines: z.array(
    draftLineDto.pick({
      product_id: true,
      sku: true,
      product_name: true,
      brand: true,
      color: true,
      size: true,
      image: true,
      quantity: true,
      mode: true,
      converted_unit_price: true,
      line_total: true,
    }),
  ),
  pairs: z.number().int(),
  goods_total: moneyPair,
  symbol: z.string(),
  expires_at: z.string(),
});
export type BuyerDraftDto = z.output<typeof buyerDraftDto>;

/**
 * The lowest agreed price a line may take: `floorPercent` of the buyer's price, in the price's
 * own currency (4 decimals, rounded up so the floor is never undercut).
 */
export function overrideFloor(buyerPrice: string, floorPercent: string): string {
  return decimal(buyerPrice).times(floorPercent).div(100).toDecimalPlaces(4, 'up').toFixed(4);
}
