// The bodies of the order moves (docs/api.md, back office, "Orders"): one zod schema per move,
// read by the API's routes and by the console's order page before it sends, so a person sees the
// API's own sentence beside the field. The shipping charge is money: the console sends the text
// typed, a decimal string, and the API reads it exactly (never through a binary float) into the
// order currency's minor units.
import { z } from 'zod';
import {
  decimal,
  fromMinorUnits,
  minorUnitExponent,
  toMinorUnits,
  type Decimal,
} from '../money.ts';
import type { OrderMove } from './order-workflow.ts';

/** At most 12 whole digits and 2 decimals: the column's numeric(14,2). */
const SHIPPING_CHARGE_TEXT = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * The shipping charge as a move carries it: a decimal string ("12.30", what the console sends) or
 * a JSON number (the contract has always taken one). Either way it leaves as the decimal string
 * the person meant, 0 or more with at most 2 decimals.
 */
export const shippingChargeField = z
  .union([z.string().trim(), z.number()], {
    error: 'Enter the shipping charge, 0 or more, in the order’s currency.',
  })
  .transform(String)
  .pipe(
    z.string().regex(SHIPPING_CHARGE_TEXT, {
      error: 'Enter the shipping charge as 0 or more, with at most 2 decimals.',
    }),
  );

export type ShippingCharge =
  { ok: true; charge: Decimal; minor: number } | { ok: false; message: string };

/**
 * The shipping charge as the order's currency can charge it, read exactly: "12.30" in gbp is
 * 1230 minor units. No more decimals than the currency's minor unit (whole yen for jpy), so what
 * the buyer is shown is exactly what a card is asked for; otherwise a sentence saying why.
 */
export function shippingChargeIn(currency: string, raw: string | number): ShippingCharge {
  const parsed = shippingChargeField.safeParse(raw);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message };
  const charge = decimal(parsed.data);
  const exact = exactInCurrency(charge, currency, 'charge');
  return exact.ok ? { ok: true, charge, minor: exact.minor } : exact;
}

/**
 * A staff-typed sum as the order's currency counts it (whole yen for jpy, two decimals for
 * gbp): its minor units, or the sentence that says why it cannot be. One rule for the shipping
 * charge and a recorded transfer.
 */
export function exactInCurrency(
  value: Decimal,
  currency: string,
  noun: 'amount' | 'charge',
): { ok: true; minor: number } | { ok: false; message: string } {
  const minor = toMinorUnits(value, currency);
  if (fromMinorUnits(minor, currency).equals(value)) return { ok: true, minor };
  const code = currency.toUpperCase();
  return {
    ok: false,
    message:
      minorUnitExponent(currency) === 0
        ? `This order is in ${code}, which has no decimals: enter a whole amount.`
        : `This order is in ${code}: enter the ${noun} with at most 2 decimals.`,
  };
}

/** The order's version the staff member saw: a move on an older one is refused (409). */
export const orderVersion = z
  .number({ error: 'version is the order’s version you saw, a whole number.' })
  .int({ error: 'version is a whole number.' })
  .min(1, { error: 'version is a whole number from 1.' })
  .max(2_147_483_647, { error: 'version is too large.' });

const words = (name: string, max: number) =>
  z
    .string({ error: `Please enter the ${name}.` })
    .trim()
    .min(1, { error: `Please enter the ${name}.` })
    .max(max, { error: `The ${name} has at most ${max} characters.` });

export const confirmBody = z.object({
  shipping_charge: shippingChargeField,
  note: z
    .string()
    .trim()
    .max(1000, { error: 'The note has at most 1000 characters.' })
    .optional()
    .transform((v) => v || null),
  version: orderVersion,
});
export const shipBody = z.object({
  carrier: words('carrier', 100),
  tracking_number: words('tracking number', 100),
  version: orderVersion,
});
export const deliverBody = z.object({ version: orderVersion });
export const cancelBody = z.object({
  reason: words('reason for the cancellation', 500),
  version: orderVersion,
});
/** POST /admin/orders/{id}/notes/: not a move, so no version. */
export const noteBody = z.object({ text: words('note', 2000) });

interface MoveSchemas {
  confirm: typeof confirmBody;
  ship: typeof shipBody;
  deliver: typeof deliverBody;
  cancel: typeof cancelBody;
}
/** What the console sends for a move (the JSON body). */
export type OrderMoveBody<M extends OrderMove = OrderMove> = z.input<MoveSchemas[M]>;
/** What the API reads from it once checked (trimmed, the note null when empty). */
export type OrderMoveFields<M extends OrderMove = OrderMove> = z.output<MoveSchemas[M]>;

/**
 * Each move's body, by the move's name; typed per move so code generic in the move (the API's
 * one route per move, the console's one action) keeps each body's own fields.
 */
export const ORDER_MOVE_BODIES: {
  [M in OrderMove]: z.ZodType<OrderMoveFields<M>, OrderMoveBody<M>>;
} = { confirm: confirmBody, ship: shipBody, deliver: deliverBody, cancel: cancelBody };

export type NoteBody = z.input<typeof noteBody>;

/**
 * The first problem of each field of a move's (or a note's) body, as the API would name it; empty
 * when the API would take it. The console checks with this before sending.
 */
export function orderBodyProblems(
  action: OrderMove | 'note',
  body: OrderMoveBody | NoteBody,
): Record<string, string> {
  return fieldProblems(action === 'note' ? noteBody : ORDER_MOVE_BODIES[action], body);
}

/** A body's first problem per top-level field (`body` for the whole), as a form shows them. */
export function fieldProblems(schema: z.ZodType, body: unknown): Record<string, string> {
  const checked = schema.safeParse(body);
  const fields: Record<string, string> = {};
  if (!checked.success)
    for (const issue of checked.error.issues)
      fields[String(issue.path[0] ?? 'body')] ??= issue.message;
  return fields;
}
