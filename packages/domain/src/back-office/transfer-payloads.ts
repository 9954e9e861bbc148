// A bank transfer staff record on an order (docs/api.md, back office, "Orders": POST
// /admin/orders/{id}/payments/). Read by the API's route and by the console's form before it
// sends, so a person sees the API's own sentence beside the field. The amount is money: a
// decimal string (or a JSON number) read exactly into the order currency's minor units.
import { z } from 'zod';
import { decimal, type Decimal } from '../money.ts';
import { isPlainLine, notPlainLine } from '../plain-text.ts';
import { exactInCurrency, fieldProblems } from './order-moves.ts';

const AMOUNT_TEXT = /^\d{1,12}(\.\d{1,2})?$/;

const amountField = z
  .union([z.string().trim(), z.number()], {
    error: 'Enter the amount received, in the order’s currency.',
  })
  .transform(String)
  .pipe(
    z
      .string()
      .regex(AMOUNT_TEXT, { error: 'Enter the amount received, with at most 2 decimals.' })
      // Zod runs this check after a failed regex too: only a well-formed amount is read.
      .refine((v) => !AMOUNT_TEXT.test(v) || decimal(v).greaterThan(0), {
        error: 'Enter an amount above 0.',
      }),
  );

const dayField = z
  .string({ error: 'Enter the day the money arrived, YYYY-MM-DD.' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Enter the day the money arrived, YYYY-MM-DD.' })
  .refine(
    (v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    },
    { error: 'That day does not exist: enter a real date, YYYY-MM-DD.' },
  );

export const transferBody = z.object({
  amount: amountField,
  reference: z
    .string({ error: 'Enter the transfer’s reference, as the bank statement shows it.' })
    .trim()
    .min(1, { error: 'Enter the transfer’s reference, as the bank statement shows it.' })
    .max(140, { error: 'The reference has at most 140 characters.' })
    // Printed on the commercial invoice: one line of plain text (the rule of names).
    .refine(isPlainLine, { error: notPlainLine('The reference') }),
  received_on: dayField,
});
export type TransferBody = z.input<typeof transferBody>;
export type TransferFields = z.output<typeof transferBody>;

export type TransferAmount =
  { ok: true; amount: Decimal; minor: number } | { ok: false; message: string };

/** The amount as the order's currency counts it: whole yen for jpy, two decimals for gbp. */
export function transferAmountIn(currency: string, raw: string): TransferAmount {
  const amount = decimal(raw);
  const exact = exactInCurrency(amount, currency, 'amount');
  return exact.ok ? { ok: true, amount, minor: exact.minor } : exact;
}

/** The first problem of each field, as the API would name it; empty when it would take it. */
export function transferProblems(body: TransferBody): Record<string, string> {
  return fieldProblems(transferBody, body);
}
