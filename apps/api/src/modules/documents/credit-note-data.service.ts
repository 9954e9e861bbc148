// A credit note's view model (decision 182): read from the note, its order and the seller's
// details, for the staff's and the buyer's `…/documents/credit-note.pdf?id=` routes. The order
// and the note are read through the orders module's index.ts.
import { fromMinorUnits } from '@solestock/domain';
import { addressLines } from '@solestock/domain/company';
import { CREDIT_NOTE_REASON_WORDS } from '@solestock/domain/back-office/credit-notes';
import { taxRowLabel } from '@solestock/domain/back-office/tax';
import { z } from 'zod';
import type { Database } from '../../db/connect.ts';
import { notFound } from '../../http/errors.ts';
import { creditNoteOf, orderWithBuyer } from '../orders/index.ts';
import { sellerDetails } from '../seller/index.ts';
import { shopBrandForPapers } from '../brand/index.ts';
import type { CreditNoteModel } from './document-model.ts';
import { documentSellerOf } from './document-data.service.ts';

/** `?id=` of a credit note's PDF. */
export const creditNoteQuery = z.object({
  id: z.coerce
    .number({ error: 'id is the credit note’s number on the order page, a whole number.' })
    .int({ error: 'id is a whole number.' })
    .min(1, { error: 'id is a positive number.' })
    .max(2_147_483_647, { error: 'No credit note has this id.' }),
});

/** The order's id from the path of a credit note's PDF. */
export const creditNoteParams = z.object({
  id: z.coerce
    .number({ error: 'The order id is a number.' })
    .int({ error: 'The order id is a whole number.' })
    .min(1, { error: 'The order id is a positive number.' })
    .max(2_147_483_647, { error: 'No order has this number.' }),
});

/** The note's model and file name; 404 when the order has no credit note with that id. */
export async function creditNoteModel(
  db: Database,
  orderId: number,
  creditNoteId: number,
): Promise<{ model: CreditNoteModel; fileName: string }> {
  const [row, note, seller, brand] = await Promise.all([
    orderWithBuyer(db, orderId),
    creditNoteOf(db, orderId, creditNoteId),
    sellerDetails(db),
    shopBrandForPapers(db),
  ]);
  if (!row) throw notFound('No order has this number.');
  if (!note) throw notFound('This order has no credit note with this id.');
  const { order } = row;
  const amount = fromMinorUnits(note.amountMinor, note.currency);
  const tax = fromMinorUnits(note.taxMinor, note.currency);
  const taxed = order.taxMode === 'taxed' && order.taxLabel && order.taxRatePercent;
  const model: CreditNoteModel = {
    document: 'credit-note',
    seller: documentSellerOf(seller),
    brand,
    buyer: {
      company: order.companyName
        ? {
            name: order.companyName,
            tax_id: order.companyTaxId || null,
            // BILL TO as the invoice it credits prints it (the order's copy, decision 179).
            address: order.companyAddress ? addressLines(order.companyAddress) : [],
          }
        : null,
      contact: { name: row.firstName, email: row.email },
    },
    order: {
      id: order.id,
      placed_on: order.createdAt.toISOString().slice(0, 10),
      currency: order.currency.toUpperCase(),
      symbol: order.symbol,
    },
    credit_note: {
      number: note.number,
      issued_on: note.issuedAt.toISOString().slice(0, 10),
      invoice_number: note.invoiceNumber,
      reason: CREDIT_NOTE_REASON_WORDS[note.reason],
      note: note.note,
      lines: (note.lines ?? []).map((l) => ({
        description: l.description,
        pairs: l.pairs,
        amount: l.amount,
      })),
      amount: amount.toFixed(2),
      tax: tax.toFixed(2),
      net: amount.minus(tax).toFixed(2),
      tax_row: taxed ? taxRowLabel(order.taxLabel!, order.taxRatePercent!) : null,
      legend: taxed ? null : order.taxLegend,
    },
  };
  return { model, fileName: `credit-note-${note.number}.pdf` };
}
