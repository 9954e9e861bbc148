// The order page's timeline (docs/api.md, the back office's order events): each event in the
// buyer's words (eventSentence), oldest first. Staff are never named to the buyer.
import type { OrderEventDto } from '@solestock/domain/order-payloads';
import {
  dateTime,
  dueDate,
  money,
  sentence,
  STATUS_LABELS,
  text,
  type OrderHead,
} from './order-words';

/** One timeline step in words; the buyer's events never name staff. */
export function eventSentence(
  order: OrderHead,
  event: OrderEventDto,
): { text: string; details?: string[] } {
  const d = event.data;
  switch (event.type) {
    case 'placed':
      return { text: 'Order placed.' };
    case 'paid': {
      const amount = money(order, d.amount, d.currency);
      return { text: amount ? `Payment of ${amount} received.` : 'Payment received.' };
    }
    case 'confirmed': {
      const shipping = money(order, d.shipping_charge);
      const balance = money(order, d.balance_due);
      const note = text(d.note);
      const details: string[] = [];
      if (balance)
        details.push(
          Number(d.balance_due) > 0 ? `Balance due: ${balance}.` : 'Nothing left to pay.',
        );
      if (note) details.push(`Note from the provider: ${sentence(note)}`);
      return {
        text: shipping
          ? `Order confirmed by the provider, with a shipping charge of ${shipping}.`
          : 'Order confirmed by the provider.',
        details,
      };
    }
    case 'balance_paid': {
      const amount = money(order, d.amount, d.currency);
      // Paid beyond what was still owed (a bank transfer arrived meanwhile): that part goes back.
      const refund = money(order, d.refund, d.currency);
      return {
        text: amount ? `Balance of ${amount} paid.` : 'Balance paid.',
        details: refund
          ? [`${refund} of it was more than the order still owed and is refunded to your card.`]
          : [],
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
        ...(part && Number(d.pairs) > 0 ? [`${String(d.pairs)} pairs in this shipment.`] : []),
        ...(part && left > 0 ? [`${left} pairs still to ship.`] : []),
        ...(invoice ? [`Commercial invoice ${invoice}.`] : []),
        ...(due ? [`Invoice due by ${dueDate(due)}.`] : []),
      ];
      return {
        text: `${part ? `Shipment ${String(d.shipment)} shipped` : 'Shipped'}${carrier ? ` with ${carrier}` : ''}${tracking ? `, tracking number ${tracking}` : ''}.`,
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
        text: `${String(d.pairs ?? 'Some')} pairs left to ship were cancelled by the provider.`,
        details: [
          ...(reason ? [`Reason: ${sentence(reason)}`] : []),
          ...(total ? [`The goods now come to ${total}.`] : []),
          ...(refund
            ? [`${refund} refunded to your card${note ? `, credit note ${note}` : ''}.`]
            : []),
        ],
      };
    }
    case 'delivered':
      return { text: 'Delivered.' };
    case 'cancelled': {
      const reason = text(d.reason);
      return {
        text: 'Order cancelled.',
        details: reason ? [`Reason: ${sentence(reason)}`] : [],
      };
    }
    case 'transfer_recorded': {
      const amount = money(order, d.amount, d.currency);
      return {
        text: amount ? `Bank transfer of ${amount} received.` : 'Bank transfer received.',
      };
    }
    case 'stock_released': {
      const reason = text(d.reason);
      return {
        text: 'The pairs held for this order went back on sale.',
        details: reason ? [`Reason: ${sentence(reason)}`] : [],
      };
    }
    case 'invoice_due_reminded':
      return { text: 'Invoice due: a reminder was sent.' };
    // Credit control (docs/credit-control.md): the order waits in review; why is for staff.
    case 'held':
      return {
        text: 'Your order is in review: our team checks your account before confirming it.',
      };
    case 'overdue_reminded':
      return { text: 'Invoice overdue: a reminder was sent.' };
    case 'amended': {
      // The provider changed the lines before confirming (docs/api.md, "Amending an order").
      const total = money(order, d.total_after);
      const refund = money(order, d.refund_due);
      const note = text(d.note);
      const changes = Array.isArray(d.changes) ? (d.changes as Record<string, unknown>[]) : [];
      return {
        text: total
          ? `Order changed by the provider: the goods now come to ${total}.`
          : 'Order changed by the provider.',
        details: [
          ...changes.map((c) =>
            Number(c.to) === 0
              ? `${text(c.product) ?? 'A line'}: removed.`
              : `${text(c.product) ?? 'A line'}: ${String(c.from)} → ${String(c.to)} pairs.`,
          ),
          ...(refund ? [`${refund} is due back to you when the order is confirmed.`] : []),
          ...(note ? [`Note from the provider: ${sentence(note)}`] : []),
        ],
      };
    }
    case 'refunded': {
      const amount = money(order, d.amount, d.currency);
      return {
        text: amount ? `Refund of ${amount} issued to your card.` : 'Refund issued to your card.',
      };
    }
    case 'credit_note_issued': {
      // Decision 182: a credit note on the invoice (a refund, or lines cancelled after it).
      const amount = money(order, d.amount);
      return {
        text: `Credit note ${text(d.credit_note) ?? ''} issued${amount ? ` for ${amount}` : ''} on invoice ${text(d.invoice_number) ?? ''}.`,
      };
    }
    default:
      return event.to_status
        ? { text: `Status changed to ${STATUS_LABELS[event.to_status] ?? event.to_status}.` }
        : { text: sentence(event.type.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase())) };
  }
}

/** Oldest first, as a story reads; ties keep the server's order (by id). */
const chronological = (events: readonly OrderEventDto[]) =>
  [...events].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id);

export function OrderTimeline({ order }: { order: OrderHead }) {
  const events = chronological(order.events ?? []);
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="order-timeline-heading" className="mt-8">
      <h2 id="order-timeline-heading" className="text-lg font-bold text-slate-900">
        Order history
      </h2>
      <ol className="mt-3 space-y-0 border-l-2 border-slate-200 pl-0">
        {events.map((event) => {
          const { text: line, details = [] } = eventSentence(order, event);
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
                <time dateTime={event.created_at}>{dateTime(event.created_at)}</time>
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
