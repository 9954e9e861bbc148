// The order page's tax and credit notes (docs/orders-and-payments.md, "Tax and credit notes";
// decisions 181 and 182): the tax row of a taxed order, and its credit notes with their PDFs and,
// once it has an invoice, the refund that issues one (POST /admin/orders/{id}/refunds/).
import { Form } from 'react-router';
import { CREDIT_NOTE_REASON_WORDS } from '@solestock/domain/back-office/credit-notes';
import { staffMayDo, type StaffRole } from '@solestock/domain/back-office/staff-roles';
import { sumMoney } from '@solestock/domain';
import type { AdminOrderByStyle } from '../shared/console-types';
import { dateTime, money } from '../shared/console-format';
import { AmountField, Field, FormError, SubmitButton } from '../shared/form-parts';
import type { OrderActionResult } from './order-action-dialog';

/** The tax row among the order's figures; nothing on a zero-rated order. */
export function TaxFigure({ order }: { order: AdminOrderByStyle }) {
  if (!order.tax) return null;
  const { tax } = order;
  return (
    <div>
      <dt className="text-slate-600">{tax.row}</dt>
      <dd className="font-medium" data-testid="order-tax">
        {money(sumMoney([tax.goods_tax, tax.shipping_tax ?? 0]).toNumber(), order.currency)}
        {tax.shipping_tax === null ? (
          <span className="font-normal text-slate-600">
            {' '}
            on the goods; shipping’s when confirmed
          </span>
        ) : null}
      </dd>
    </div>
  );
}

/** The order's total as the figures show it: with its tax when taxed. */
export const totalLabel = (order: AdminOrderByStyle) =>
  order.tax ? 'Order total (goods, shipping and tax)' : 'Order total (goods and shipping)';

/** Whether the order has an invoice to credit: its commercial invoice is among its documents. */
const invoiced = (order: AdminOrderByStyle) =>
  (order.documents ?? []).some((d) => d.document === 'invoice');

export function CreditNotesSection({
  order,
  role,
  result,
}: {
  order: AdminOrderByStyle;
  role: StaffRole;
  result: OrderActionResult | undefined;
}) {
  const notes = order.credit_notes ?? [];
  const refunds = invoiced(order) && staffMayDo(role, 'orders.transition');
  if (notes.length === 0 && !refunds) return null;
  return (
    <section
      aria-labelledby="credit-notes-title"
      className="rounded border border-slate-200 bg-white p-4"
    >
      <h2 id="credit-notes-title" className="text-lg font-semibold">
        Credit notes
      </h2>
      {notes.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No credit note.</p>
      ) : (
        <ul className="mt-2 space-y-2 text-sm">
          {notes.map((n) => (
            <li key={n.id} className="flex flex-wrap items-center justify-between gap-2">
              <a
                href={n.url}
                target="_blank"
                rel="noreferrer"
                className="inline-block rounded border border-slate-400 px-3 py-2 font-semibold text-brand-700 underline hover:bg-slate-50"
              >
                {n.number} (PDF)
              </a>
              <span className="[overflow-wrap:anywhere]">
                {dateTime(n.issued_at)} · on {n.invoice_number} ·{' '}
                {CREDIT_NOTE_REASON_WORDS[n.reason]}
                {n.note ? `: ${n.note}` : ''}
              </span>
              <span className="font-medium">
                {money(n.amount, order.currency)}
                {n.tax_amount > 0 ? ` (tax ${money(n.tax_amount, order.currency)})` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      {/* Keyed by the version: a refund made empties the form, so it is not sent twice. */}
      {refunds ? <RefundForm key={order.version} version={order.version} result={result} /> : null}
    </section>
  );
}

/** Refund part of the invoiced order to the card, issuing a credit note (decision 182). */
function RefundForm({
  version,
  result,
}: {
  version: number;
  result: OrderActionResult | undefined;
}) {
  const mine = result?.intent === 'refund' ? result : undefined;
  return (
    <Form method="post" className="mt-4 space-y-2 border-t border-slate-200 pt-3">
      <h3 className="text-sm font-semibold">Refund with a credit note</h3>
      <p className="text-sm text-slate-700">
        Gives the amount (tax included) back to the card the buyer paid with, and issues a credit
        note on the invoice that the buyer is e-mailed.
      </p>
      <input type="hidden" name="version" value={version} />
      <div className="grid gap-2 sm:grid-cols-[10rem_1fr]">
        <AmountField id="refund-amount" error={mine?.fields?.amount} />
        <Field
          id="refund-reason"
          name="reason"
          label="Reason"
          required
          autoComplete="off"
          maxLength={200}
          error={mine?.fields?.reason}
        />
      </div>
      {mine && !mine.ok && !mine.fields?.amount && !mine.fields?.reason ? (
        <FormError error={mine.error} />
      ) : null}
      <SubmitButton intent="refund" pendingLabel="Refunding…">
        Refund and issue credit note
      </SubmitButton>
    </Form>
  );
}
