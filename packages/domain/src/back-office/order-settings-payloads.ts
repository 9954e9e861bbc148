// The shop's order settings (docs/api.md, back office, "Shop settings: orders"): the smallest
// order the shop takes, in US dollars (0 = none). Defined once for the console's form and the
// API's check; the rule that applies it is minimumShortfalls (packages/domain minimums.ts).
import { z } from 'zod';
import { decimal } from '../money.ts';
import { MIN_ORDER_USD_MAX } from '../minimums.ts';

/** GET/PUT /api/admin/settings/orders/ */
export const orderSettings = z.strictObject({
  /** US dollars, 2 decimals; 0 = no minimum. */
  min_order_usd: z.number(),
});
export type OrderSettings = z.output<typeof orderSettings>;

const MIN_ORDER_SENTENCE = `The minimum order is an amount in US dollars from 0 (none) to ${MIN_ORDER_USD_MAX}, with at most 2 decimals, such as 500 or 249.50.`;

export const orderSettingsForm = z.object({
  min_order_usd: z
    .union([z.number(), z.string()], { error: MIN_ORDER_SENTENCE })
    .transform((v, ctx) => {
      const text = String(v).trim();
      if (
        !/^\d{1,7}(\.\d{1,2})?$/.test(text === '' ? '0' : text) ||
        decimal(text || '0').greaterThan(MIN_ORDER_USD_MAX)
      ) {
        ctx.addIssue({ code: 'custom', message: MIN_ORDER_SENTENCE });
        return z.NEVER;
      }
      return decimal(text || '0').toFixed(2);
    }),
});
export type OrderSettingsForm = z.output<typeof orderSettingsForm>;
