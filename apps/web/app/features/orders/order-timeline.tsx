// The order page's timeline (docs/api.md, the back office's order events): each event in the
// buyer's words (eventSentence), oldest first. Staff are never named to the buyer.
import type { OrderEventDto } from '@solestock/domain/order-payloads';
import {
  dateTime,
  dueDate,
  englishWords,
  money,
  sentence,
  STATUS_LABELS,
  text,
  useWords,
  type OrderHead,
  type Words,
} from './order-words';

/** One timeline step in words (English unless the page's are given); never names staff. */
export function eventSentence(
  order: OrderHead,
  event: OrderEventDto,
  { t, locale }: Words = englishWords(),
): { text: string; details?: string[] } {
  const d = event.data;
  const reasonOf = (reason: string | null) =>
    reason ? [t('orders.reason', { reason: sentence(reason) })] : [];
  switch (event.type) {
    case 'placed':
      return { text: t('orders.event.placed') };
    case 'paid': {
      const amount = money(order, d.amount, d.currency);
      return {
        text: amount ? t('orders.event.paid', { amount }) : t('orders.event.paidNoAmount'),
      };
    }
    case 'confirmed': {
      const shipping = money(order, d.shipping_charge);
      const balance = money(order, d.balance_due);
      const note = text(d.note);
      const details: string[] = [];
      if (balance)
        details.push(
          Number(d.balance_due) > 0
            ? t('orders.event.balanceDue', { amount: balance })
            : t('orders.event.nothingLeft'),
        );
      if (note) details.push(t('orders.event.providerNote', { note: sentence(note) }));
      return {
        text: shipping
          ? t('orders.event.confirmedWithShipping', { amount: shipping })
          : t('orders.event.confirmed'),
        details,
      };
    }
    case 'balance_paid': {
      const amount = money(order, d.amount, d.currency);
      // Paid beyond what was still owed (a bank transfer arrived meanwhile): that part goes back.
      const refund = money(order, d.refund, d.currency);
      return {
        text: amount
          ? t('orders.event.balancePaid', { amount })
          : t('orders.event.balancePaidNoAmount'),
        details: refund ? [t('orders.event.overpaid', { amount: refund })] : [],
      };
    }
    case 'shipped': {
      const carrier = text(d.carrier);
      const tracking = text(d.tracking_number);
      const invoice = text(d.invoice_number);
      const due = text(d.due_on);
      // A shipment of part of the order (docs/orders-and-payments.md) says which and what is left.
      const part = Number(d.shipment) > 1 || Number(d.pairs_left) > 0;
      const left = Number(d.pairs_left);
      const details = [
        ...(part && Number(d.pairs) > 0
          ? [t('orders.event.pairsInShipment', { count: String(d.pairs) })]
          : []),
        ...(part && left > 0 ? [t('orders.event.pairsToShip', { count: left })] : []),
        ...(invoice ? [t('orders.event.commercialInvoice', { number: invoice })] : []),
        ...(due ? [t('orders.event.invoiceDueBy', { date: dueDate(due, locale) })] : []),
      ];
      return {
        text: t('orders.event.shipped', {
          part: part ? 'yes' : 'no',
          shipment: String(d.shipment),
          withCarrier: carrier ? 'yes' : 'no',
          carrier: carrier ?? '',
          withTracking: tracking ? 'yes' : 'no',
          tracking: tracking ?? '',
        }),
        details,
      };
    }
    case 'lines_cancelled': {
      // Their goods and tax leave the order; a card order is refunded (decision 183).
      const reason = text(d.reason);
      const total = money(order, d.total_after);
      const refund = money(order, d.refund);
      const note = text(d.credit_note);
      return {
        text:
          d.pairs === undefined || d.pairs === null
            ? t('orders.event.somePairsCancelled')
            : t('orders.event.linesCancelled', { count: String(d.pairs) }),
        details: [
          ...reasonOf(reason),
          ...(total ? [t('orders.event.goodsNow', { total })] : []),
          ...(refund
            ? [
                note
                  ? t('orders.event.refundedToCardWithNote', { amount: refund, note })
                  : t('orders.event.refundedToCard', { amount: refund }),
              ]
            : []),
        ],
      };
    }
    case 'delivered':
      return { text: t('orders.event.delivered') };
    case 'cancelled':
      return { text: t('orders.event.cancelled'), details: reasonOf(text(d.reason)) };
    case 'transfer_recorded': {
      const amount = money(order, d.amount, d.currency);
      return {
        text: amount ? t('orders.event.transfer', { amount }) : t('orders.event.transferNoAmount'),
      };
    }
    case 'stock_released':
      return { text: t('orders.event.stockReleased'), details: reasonOf(text(d.reason)) };
    case 'invoice_due_reminded':
      return { text: t('orders.event.invoiceDueReminded') };
    // Credit control (docs/credit-control.md): the order waits in review; why is for staff.
    case 'held':
      return { text: t('orders.event.held') };
    case 'overdue_reminded':
      return { text: t('orders.event.overdueReminded') };
    case 'amended': {
      // The provider changed the lines before confirming (docs/api.md, "Amending an order").
      const total = money(order, d.total_after);
      const refund = money(order, d.refund_due);
      const note = text(d.note);
      const changes = Array.isArray(d.changes) ? (d.changes as Record<string, unknown>[]) : [];
      return {
        text: total ? t('orders.event.amendedTotal', { total }) : t('orders.event.amended'),
        details: [
          ...changes.map((c) => {
            const product = text(c.product) ?? t('orders.event.aLine');
            return Number(c.to) === 0
              ? t('orders.event.lineRemoved', { product })
              : t('orders.event.lineChanged', { product, from: String(c.from), to: String(c.to) });
          }),
          ...(refund ? [t('orders.event.refundDue', { amount: refund })] : []),
          ...(note ? [t('orders.event.providerNote', { note: sentence(note) })] : []),
        ],
      };
    }
    case 'refunded': {
      const amount = money(order, d.amount, d.currency);
      return {
        text: amount ? t('orders.event.refunded', { amount }) : t('orders.event.refundedNoAmount'),
      };
    }
    case 'credit_note_issued': {
      // Decision 182: a credit note on the invoice (a refund, or lines cancelled after it).
      const amount = money(order, d.amount);
      const note = text(d.credit_note) ?? '';
      const invoice = text(d.invoice_number) ?? '';
      return {
        text: amount
          ? t('orders.event.creditNote', { note, amount, invoice })
          : t('orders.event.creditNoteNoAmount', { note, invoice }),
      };
    }
    default: {
      const label = event.to_status ? STATUS_LABELS[event.to_status] : undefined;
      return event.to_status
        ? { text: t('orders.event.statusChanged', { status: label ? t(label) : event.to_status }) }
        : { text: sentence(event.type.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase())) };
    }
  }
}

/** Oldest first, as a story reads; ties keep the server's order (by id). */
const chronological = (events: readonly OrderEventDto[]) =>
  [...events].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id);

export function OrderTimeline({ order }: { order: OrderHead }) {
  const words = useWords();
  const events = chronological(order.events ?? []);
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="order-timeline-heading" className="mt-8">
      <h2 id="order-timeline-heading" className="text-lg font-bold text-slate-900">
        {words.t('orders.history')}
      </h2>
      <ol className="mt-3 space-y-0 border-l-2 border-slate-200 pl-0">
        {events.map((event) => {
          const { text: line, details = [] } = eventSentence(order, event, words);
          return (
            <li key={event.id} className="relative pb-4 pl-5 last:pb-0">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[7px] h-3 w-3 rounded-full border-2 border-white bg-brand-600"
              />
              <p className="font-medium text-slate-900">{line}</p>
              {details.map((detail) => (
                <p key={detail} className="text-sm text-slate-700">
                  {detail}
                </p>
              ))}
              <p className="text-xs text-slate-600">
                <time dateTime={event.created_at}>{dateTime(event.created_at, words.locale)}</time>
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
