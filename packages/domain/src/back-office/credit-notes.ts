// Credit notes (docs/orders-and-payments.md, "Tax and credit notes"; decision 182): what a
// refund, a downward amendment or a cancellation after an invoice exists gives back on paper.
// Numbered CN-{year}-{000001}, a gap-free series of their own; each names the invoice it credits.
// The numbering rule, the answer's shape, the staff refund's body and the documents' paths, read
// by the API, the console and the storefront alike.
import { z } from 'zod';
import { decimal, type Decimal } from '../money.ts';
import { isPlainLine, notPlainLine } from '../plain-text.ts';
import { exactInCurrency, fieldProblems, orderVersion } from './order-moves.ts';

export const CREDIT_NOTE_REASONS = ['refund', 'amendment', 'cancellation'] as const;
export type CreditNoteReason = (typeof CREDIT_NOTE_REASONS)[number];

export const CREDIT_NOTE_REASON_WORDS: Readonly<Record<CreditNoteReason, string>> = {
  refund: 'Refund',
  amendment: 'Order amended after invoicing',
  cancellation: 'Lines cancelled after invoicing',
};

export const CREDIT_NOTE_TITLE = 'Credit note';

/**
 * The credit notes whose amount lowers what the order costs (its balance, what its invoice
 * stands at): a refund's, which gives back money with the lines unchanged. A cancellation's or an
 * amendment's is the paper of a change the order's own goods and tax already carry (decision
 * 183), so counting it too would lower the cost twice.
 */
export const COST_LOWERING_CREDIT_REASONS: readonly CreditNoteReason[] = ['refund'];

/** `CN-{year}-{000001}`: the year the note was issued and its place in that year. */
export function creditNoteNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999)
    throw new RangeError(`A credit note year has four digits: ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1)
    throw new RangeError(`A credit note's place in its year is a whole number from 1: ${sequence}`);
  return `CN-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The year and place of a credit note number, or null for text that is not one. */
export function parseCreditNoteNumber(text: string): { year: number; sequence: number } | null {
  const m = /^CN-(\d{4})-(\d{6,})$/.exec(text);
  return m ? { year: Number(m[1]), sequence: Number(m[2]) } : null;
}

/** Where the buyer downloads a credit note (the storefront's order page and the mail link it). */
export function buyerCreditNotePath(orderId: number, creditNoteId: number): string {
  return `/api/ecommerce/orders/${orderId}/documents/credit-note.pdf?id=${creditNoteId}`;
}

/** Where staff open one (the console's order page). */
export function staffCreditNotePath(orderId: number, creditNoteId: number): string {
  return `/api/admin/orders/${orderId}/documents/credit-note.pdf?id=${creditNoteId}`;
}

/** A credit note as the order's pages list it; amounts in the order's currency, tax included. */
export const creditNoteDto = z.strictObject({
  id: z.number().int(),
  number: z.string(),
  invoice_number: z.string(),
  reason: z.enum(CREDIT_NOTE_REASONS),
  note: z.string(),
  amount: z.number(),
  tax_amount: z.number(),
  issued_at: z.string(),
  /** Its PDF at the reader's route (the buyer's or the staff's). */
  url: z.string(),
});
export type CreditNoteDto = z.output<typeof creditNoteDto>;

const AMOUNT_TEXT = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * POST /admin/orders/{id}/refunds/: give back `amount` (the order's currency, tax included) of
 * an invoiced order to the card it was paid with, with a credit note saying why.
 */
export const staffRefundBody = z.object({
  amount: z
    .union([z.string().trim(), z.number()], {
      error: 'Enter the amount to refund, in the order’s currency.',
    })
    .transform(String)
    .pipe(
      z
        .string()
        .regex(AMOUNT_TEXT, { error: 'Enter the amount to refund, with at most 2 decimals.' })
        .refine((v) => !AMOUNT_TEXT.test(v) || decimal(v).greaterThan(0), {
          error: 'Enter an amount above 0.',
        }),
    ),
  reason: z
    .string({ error: 'Say why the money is given back; the credit note prints it.' })
    .trim()
    .min(1, { error: 'Say why the money is given back; the credit note prints it.' })
    .max(200, { error: 'The reason has at most 200 characters.' })
    .refine(isPlainLine, { error: notPlainLine('The reason') }),
  version: orderVersion,
});
export type StaffRefundBody = z.input<typeof staffRefundBody>;
export type StaffRefundFields = z.output<typeof staffRefundBody>;

/** The refund's amount read exactly in the order's currency (whole yen for jpy). */
export function refundAmountIn(
  currency: string,
  raw: string,
): { ok: true; amount: Decimal; minor: number } | { ok: false; message: string } {
  const amount = decimal(raw);
  const exact = exactInCurrency(amount, currency, 'amount');
  return exact.ok ? { ok: true, amount, minor: exact.minor } : exact;
}

/** The form's fields to fix, keyed by the body's field; empty when the API would take it. */
export function staffRefundProblems(body: StaffRefundBody): Record<string, string> {
  return fieldProblems(staffRefundBody, body);
}
