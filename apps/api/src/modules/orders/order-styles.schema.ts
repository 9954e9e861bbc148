// The order answers' `?lines=` flag (docs/api.md, "Lines by style"): `styles` answers the lines by
// style and colour; without it an answer lists every line, as the contract always has.
import { z } from 'zod';

export const linesShapeQuery = z.object({
  lines: z.preprocess(
    // An empty value, as a form sends it, is left out.
    (v) => (v === '' ? undefined : v),
    z
      .enum(['styles'], {
        error: 'either styles (the lines by style and colour) or left out (every line on its own).',
      })
      .optional(),
  ),
});

/**
 * The orders list's `?lines=` flag: `none` answers each order without its lines, `items_count`
 * saying how many (the buyer's orders page shows no line; a few orders of 2,000 lines would be
 * megabytes); without it every order lists every line, as the contract always has.
 */
export const ordersListQuery = z.object({
  lines: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum(['none'], {
        error: 'either none (the orders without their lines) or left out (every line of each).',
      })
      .optional(),
  ),
});
