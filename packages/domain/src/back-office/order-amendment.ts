// Amending an order in review (docs/api.md, "Amending an order"; decision 153): the body of
// PATCH /admin/orders/{id}/lines/, read by the API and checked first by the console's form, and
// the one rule for what an amendment may do (before confirmation, every named line the order's,
// at least one line left) and which lines it changes.
import { z } from 'zod';
import { fieldProblems, orderVersion } from './order-moves.ts';
import type { OrderStatus } from './order-workflow.ts';

/** The statuses in which staff may amend an order: in review, before it is confirmed. */
export const AMENDABLE_STATUSES: readonly OrderStatus[] = ['submitted', 'paid'];

export const isAmendable = (status: OrderStatus) => AMENDABLE_STATUSES.includes(status);

/** The most pairs a line may hold (the cart's own ceiling). */
export const MAX_LINE_PAIRS = 100_000;

const lineId = z
  .number({ error: 'Each line names its id, a whole number.' })
  .int({ error: 'A line id is a whole number.' })
  .min(1, { error: 'A line id is a whole number from 1.' })
  .max(2_147_483_647, { error: 'This order has no such line.' });

const lineQuantity = z
  .number({ error: 'Enter each quantity as a whole number of pairs, 0 to remove the line.' })
  .int({ error: 'Enter each quantity as a whole number of pairs, 0 to remove the line.' })
  .min(0, { error: 'A quantity is 0 (remove the line) or more.' })
  .max(MAX_LINE_PAIRS, { error: `A line holds at most ${MAX_LINE_PAIRS} pairs.` });

export const amendLinesBody = z.object({
  lines: z
    .array(z.object({ id: lineId, quantity: lineQuantity }), {
      error: 'lines lists the lines to change, each with its id and new quantity.',
    })
    .min(1, { error: 'Change at least one line’s quantity, or remove a line.' })
    .max(1000, { error: 'An amendment changes at most 1000 lines.' }),
  note: z
    .string({ error: 'Please say why the order is amended: the buyer reads this note.' })
    .trim()
    .min(1, { error: 'Please say why the order is amended: the buyer reads this note.' })
    .max(1000, { error: 'The note has at most 1000 characters.' }),
  version: orderVersion,
});

/**
 * The body of POST /admin/orders/{id}/lines/preview/: the lines as the form has them now, priced
 * by the server as saving would, with nothing written (issue 43 item 2).
 */
export const amendPreviewBody = z.object({ lines: amendLinesBody.shape.lines });
export type AmendPreviewBody = z.input<typeof amendPreviewBody>;

/** The preview form's fields to fix (`lines`). */
export const amendPreviewProblems = (body: AmendPreviewBody): Record<string, string> =>
  fieldProblems(amendPreviewBody, body);

const previewLine = z.object({
  id: z.number(),
  quantity_before: z.number(),
  /** 0: removed. */
  quantity: z.number(),
  /** Per pair in the order's currency, as placed (or last amended), and after the change. */
  unit_price_before: z.number(),
  unit_price: z.number(),
  line_total: z.number(),
});

/**
 * The preview's answer, every amount computed by the server exactly as saving would (the order's
 * own rates and group discount, the style's tier): the goods before and after, what would then
 * be owed or due back, and each line the change touches, by quantity or by price.
 */
export const amendmentPreview = z.object({
  total_before: z.number(),
  total: z.number(),
  balance_due: z.number(),
  refund_due: z.number(),
  lines: z.array(previewLine),
});
export type AmendmentPreview = z.infer<typeof amendmentPreview>;

/** What the console sends (the JSON body). */
export type AmendLinesBody = z.input<typeof amendLinesBody>;
export type AmendLinesFields = z.output<typeof amendLinesBody>;

/** The form's fields to fix, keyed by the body's field (`lines`, `note`, `version`). */
export const amendLinesProblems = (body: AmendLinesBody): Record<string, string> =>
  fieldProblems(amendLinesBody, body);

/** A line of the order as the amendment reads it. */
export interface AmendableLine {
  id: number;
  quantity: number;
}

/** One line's change: `to` 0 removes it. */
export interface LineChange {
  id: number;
  from: number;
  to: number;
}

export type AmendmentPlan =
  | { ok: true; changes: LineChange[]; kept: Map<number, number> }
  | { ok: false; status: 400 | 409; code: string; reason: string };

const STATUS_WORDS: Partial<Record<OrderStatus, string>> = {
  awaiting_payment: 'still awaiting payment',
  payment_failed: 'left with a failed payment',
  confirmed: 'already confirmed',
  partially_shipped: 'already partly shipped',
  shipped: 'already shipped',
  delivered: 'already delivered',
  cancelled: 'cancelled',
};

/**
 * What an amendment of an order in `status` with `lines` does: each named line's change, and
 * every line's quantity after it (removed lines absent). Refused: an order past review (409
 * `not_amendable`), a line named twice or not the order's, nothing changed, or no line left (400).
 */
export function planAmendment(
  status: OrderStatus,
  lines: readonly AmendableLine[],
  requested: readonly { id: number; quantity: number }[],
): AmendmentPlan {
  if (!isAmendable(status))
    return {
      ok: false,
      status: 409,
      code: 'not_amendable',
      reason: `This order is ${STATUS_WORDS[status] ?? status}: its lines can be changed only while it waits for review, before it is confirmed.`,
    };
  const kept = new Map(lines.map((l) => [l.id, l.quantity]));
  const seen = new Set<number>();
  const changes: LineChange[] = [];
  for (const r of requested) {
    if (seen.has(r.id))
      return refused(`Line ${r.id} is named twice: give each line one new quantity.`);
    seen.add(r.id);
    const from = kept.get(r.id);
    if (from === undefined)
      return refused(`This order has no line ${r.id}: reload the order and try again.`);
    if (from === r.quantity) continue;
    changes.push({ id: r.id, from, to: r.quantity });
    if (r.quantity === 0) kept.delete(r.id);
    else kept.set(r.id, r.quantity);
  }
  if (changes.length === 0)
    return refused('Nothing changed: change a quantity or remove a line, then save.');
  if (kept.size === 0)
    return refused(
      'An order keeps at least one line: to drop every line, cancel the order instead.',
    );
  return { ok: true, changes, kept };
}

const refused = (reason: string): AmendmentPlan => ({
  ok: false,
  status: 400,
  code: 'invalid_request',
  reason,
});
