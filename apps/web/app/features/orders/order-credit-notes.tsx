// The order's credit notes (docs/orders-and-payments.md, "Tax and credit notes"; decision 182):
// each with its number, the invoice it credits, why, the amount and its PDF. Nothing before the
// order has one.
import { formatPrice } from '@solestock/domain';
import type { CreditNoteReason } from '@solestock/domain/back-office/credit-notes';
import type { MessageId } from '../../i18n/i18n';
import { date, useWords, type OrderHead } from './order-words';

/** The domain's reasons (CREDIT_NOTE_REASON_WORDS), lower case as the sentence has them. */
const REASON_IDS = {
  refund: 'orders.creditNotes.reason.refund',
  amendment: 'orders.creditNotes.reason.amendment',
  cancellation: 'orders.creditNotes.reason.cancellation',
} as const satisfies Record<CreditNoteReason, MessageId>;

export function CreditNotesBlock({ order }: { order: OrderHead }) {
  const { t, locale } = useWords();
  const notes = order.credit_notes ?? [];
  if (notes.length === 0) return null;
  return (
    <section
      aria-labelledby="order-credit-notes-heading"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="order-credit-notes-heading" className="text-lg font-bold text-slate-900">
        {t('orders.creditNotes.heading')}
      </h2>
      <ul className="mt-2 space-y-2">
        {notes.map((n) => (
          <li key={n.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <a
              href={n.url}
              download
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 font-semibold text-brand-700 hover:bg-slate-50"
            >
              {t('orders.creditNotes.link', { number: n.number })}
              <span className="text-xs font-normal text-slate-500">{t('ui.pdf')}</span>
            </a>
            <span className="text-slate-700">
              {t(n.note ? 'orders.creditNotes.creditedWithNote' : 'orders.creditNotes.credited', {
                date: date(n.issued_at, locale),
                amount: formatPrice(order.symbol, n.amount),
                invoice: n.invoice_number,
                reason: t(REASON_IDS[n.reason]),
                note: n.note ?? '',
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
