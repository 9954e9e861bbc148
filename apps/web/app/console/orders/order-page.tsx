// The order page: what was ordered at which snapshotted prices (by style and colour, folded for
// a long order: order-lines.tsx), what was paid and refunded, the timeline of moves, staff
// notes, the moves this staff member may make now, the amendment of its lines while in review
// (in the same blocks), how it travels (the Export panel) and its trade documents.
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { staffMayDo, type StaffRole } from '@solestock/domain/back-office/staff-roles';
import { addressLines } from '@solestock/domain/company';
import type { AdminOrderByStyle, AdminOrderEvent } from '../shared/console-types';
import { StatusBadge, dateTime, money, statusLabel } from '../shared/console-format';
import { AmountField, Field, FormError, SubmitButton } from '../shared/form-parts';
import { orderActionsFor, takesTransfer, waitsForBalance } from './order-actions';
import { orderTotal } from './order-columns';
import { OrderActionDialog, type OrderActionResult } from './order-action-dialog';
import { AmendLinesForm } from './amend-lines-form';
import { ShipmentsPanel } from './shipments-panel';
import type { AdminShipments } from '@solestock/domain/back-office/shipments';
import { OrderLines } from './order-lines';
import { CreditNotesSection, TaxFigure, totalLabel } from './order-tax-credit';
import { ExportPanel } from './export-panel';

const DONE: Record<string, string> = {
  confirm: 'The order is confirmed; the buyer has been e-mailed.',
  ship: 'The order is marked shipped; the buyer has been e-mailed the tracking.',
  deliver: 'The order is marked delivered.',
  cancel: 'The order is cancelled; paid amounts are being refunded.',
  note: 'Note added.',
  refunds_send: 'The refunds were sent again; each shows what the processor answered.',
  transfer: 'The bank transfer is recorded; the balance due now counts it.',
  export: 'The export details are saved: the order’s papers print them from now on.',
  amend:
    'The order is amended and priced again; the buyer has been e-mailed the changes and the new total.',
  shipment: 'The shipment is made with its own invoice; the buyer has been e-mailed its tracking.',
  lines_cancel:
    'The pairs left are cancelled and their stock is back on sale; the buyer has been e-mailed.',
  refund:
    'The refund is on its way to the card, and the credit note is issued; the buyer has been e-mailed it.',
};

/** The order's payment terms in words (decision 151). */
function termsWords(order: AdminOrderByStyle): string {
  if (order.payment_terms === 'account') {
    const days = order.net_days ?? 0;
    const due = order.due_on ? `, due ${order.due_on}` : `, due ${days} days after shipping`;
    return `On account${due}${order.overdue ? ' (overdue)' : ''}`;
  }
  const pct = order.deposit_percent ?? 100;
  return pct < 100 ? `Card: ${pct}% deposit at checkout, balance before shipping` : 'Card, in full';
}

/** Today, YYYY-MM-DD in UTC: the default day a transfer arrived. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/** A refund that needs someone: the processor failed it, or it could not be sent at all. */
const isStuck = (r: { status: string; error?: string | null }) =>
  r.status === 'failed' || (r.status === 'pending' && !!r.error);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const EVENT_TITLES: Record<string, string> = {
  placed: 'Placed',
  paid: 'Paid',
  confirmed: 'Confirmed',
  balance_paid: 'Balance paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  transfer_recorded: 'Bank transfer recorded',
  invoice_due_reminded: 'Invoice due: reminder mailed to the buyer',
  amended: 'Lines amended',
  stock_released: 'Pairs released: the hold ended unpaid',
  lines_cancelled: 'Pairs left cancelled',
  credit_note_issued: 'Credit note issued',
  held: 'Held for credit control',
  overdue_reminded: 'Overdue invoice: reminder mailed to the buyer',
};

/** The buyer's own steps (placing, paying) name no staff; anything else without one is the shop's. */
const BUYER_EVENTS = new Set(['placed', 'paid', 'balance_paid']);

const who = (e: AdminOrderEvent) =>
  e.staff ? e.staff.name || e.staff.email : BUYER_EVENTS.has(e.type) ? 'the buyer' : 'the system';

function eventTitle(e: AdminOrderEvent): string {
  const title = EVENT_TITLES[e.type] ?? statusLabel(e.type);
  const moved =
    e.to_status && e.from_status !== e.to_status
      ? ` (${e.from_status ? `${statusLabel(e.from_status)} → ` : ''}${statusLabel(e.to_status)})`
      : '';
  return title + moved;
}

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);

/** What an event's data says, in words; the event types of the contract first, anything else plainly. */
function eventDetails(e: AdminOrderEvent, currency: string): string[] {
  const d = e.data ?? {};
  const amount = (key: string, cur = currency) =>
    str(d[key]) === null ? null : money(Number(d[key]), str(d.currency) ?? cur);
  const parts: (string | null)[] = [];
  switch (e.type) {
    case 'confirmed':
      parts.push(amount('shipping_charge') && `Shipping charge ${amount('shipping_charge')}`);
      parts.push(amount('balance_due') && `Balance due ${amount('balance_due')}`);
      parts.push(str(d.note) && `Note: ${str(d.note)}`);
      parts.push(d.credit_override ? 'Credit hold overridden' : null);
      break;
    case 'held':
      parts.push(str(d.reason));
      break;
    case 'overdue_reminded':
      parts.push(str(d.days_overdue) && `${str(d.days_overdue)} days past due`);
      parts.push(str(d.invoice_number) && `Invoice ${str(d.invoice_number)}`);
      parts.push(amount('balance_due') && `Balance due ${amount('balance_due')}`);
      break;
    case 'paid':
    case 'balance_paid':
    case 'refunded':
      parts.push(amount('amount'));
      parts.push(amount('refund') && `${amount('refund')} more than owed, refunded to the card`);
      break;
    case 'shipped':
      parts.push(
        [str(d.carrier), str(d.tracking_number) && `tracking ${str(d.tracking_number)}`]
          .filter(Boolean)
          .join(' · ') || null,
      );
      parts.push(str(d.due_on) && `Invoice due ${str(d.due_on)}`);
      break;
    case 'cancelled':
    case 'stock_released':
      parts.push(str(d.reason) && `Reason: ${str(d.reason)}`);
      break;
    case 'amended':
      for (const c of Array.isArray(d.changes) ? (d.changes as Record<string, unknown>[]) : [])
        parts.push(
          Number(c.to) === 0
            ? `${str(c.product) ?? 'A line'} removed (was ${str(c.from)})`
            : `${str(c.product) ?? 'A line'}: ${str(c.from)} → ${str(c.to)} pairs`,
        );
      parts.push(
        amount('total_before') &&
          `Goods ${amount('total_before')} → ${amount('total_after') ?? ''}`,
      );
      parts.push(amount('refund_due') && `Refund due ${amount('refund_due')}`);
      parts.push(str(d.note) && `Note: ${str(d.note)}`);
      break;
    case 'credit_note_issued':
      // Decision 182: the note, the invoice it credits, why, the amount and its tax part.
      parts.push(str(d.credit_note) && `${str(d.credit_note)} on ${str(d.invoice_number) ?? ''}`);
      parts.push(
        amount('amount') &&
          `${amount('amount')}${Number(d.tax_amount) > 0 ? ` (tax ${amount('tax_amount')})` : ''}`,
      );
      parts.push(str(d.note) && `Reason: ${str(d.note)}`);
      break;
    case 'transfer_recorded':
      parts.push(amount('amount'));
      parts.push(str(d.reference) && `Reference ${str(d.reference)}`);
      parts.push(str(d.received_on) && `Received ${str(d.received_on)}`);
      parts.push(amount('balance_due') && `Balance due ${amount('balance_due')}`);
      break;
    default:
      for (const [k, v] of Object.entries(d)) {
        if (v === null || v === undefined || v === '') continue;
        parts.push(
          `${k.replace(/_/g, ' ')}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`,
        );
      }
  }
  return parts.filter((p): p is string => Boolean(p));
}

const PAYMENT_KINDS: Record<string, string> = {
  order: 'Order payment',
  balance: 'Balance payment',
  transfer: 'Bank transfer',
};

/** The outcome line after a move: done, or refused with why (409 says the page was reloaded). */
function outcomeText(result: OrderActionResult): string {
  if (result.ok) return DONE[result.intent] ?? 'Saved.';
  if (result.code === 'stale_version')
    return 'Someone else changed this order while you had it open, so nothing was changed. The page now shows the order as it is: check it and try again if the move still applies.';
  return `${result.error ?? 'This move is not possible any more.'} Nothing was changed; the page now shows the order as it is.`;
}

export function OrderPage({
  order,
  shipping = null,
  role,
  result,
}: {
  /** The order with its lines by style and colour (`?lines=styles`, decision 156). */
  order: AdminOrderByStyle;
  /** Its lines as shipped so far and its shipments, once it can ship (decision 177). */
  shipping?: AdminShipments | null;
  role: StaffRole;
  result: OrderActionResult | undefined;
}) {
  const actions = orderActionsFor(order, role);
  const message = useRef<HTMLParagraphElement>(null);
  const noteForm = useRef<HTMLFormElement>(null);
  const c = order.currency;

  const navigation = useNavigation();
  const announced = useRef<OrderActionResult | undefined>(undefined);
  useEffect(() => {
    // After a move or a refused one, the outcome is where focus and the screen reader go: once
    // the order has reloaded and the dialog has closed (closing hands focus back to its opener).
    if (!result || navigation.state !== 'idle' || announced.current === result) return;
    announced.current = result;
    message.current?.focus();
    if (result.ok && result.intent === 'note') noteForm.current?.reset();
  }, [result, navigation.state]);

  const noteResult = result?.intent === 'note' ? result : undefined;
  const linesCount = order.lines_count ?? order.styles.reduce((n, s) => n + s.lines.length, 0);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">Order #{order.id}</h1>
        <StatusBadge status={order.status} />
      </div>
      {/* A preview saved nothing: the amendment form shows it (issue 43 item 2). */}
      {result && result.intent !== 'amend_preview' && (result.ok || result.conflict) ? (
        <p
          ref={message}
          tabIndex={-1}
          role={result.ok ? 'status' : 'alert'}
          className={`rounded border px-3 py-2 text-sm outline-none ${result.ok ? 'border-emerald-300 bg-emerald-50 text-emerald-900' : 'border-red-300 bg-red-50 text-red-800'}`}
        >
          {outcomeText(result)}
        </p>
      ) : null}
      <CreditHold order={order} role={role} />
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 rounded border border-slate-200 bg-white p-4 text-sm lg:grid-cols-4">
        <div className="max-lg:col-span-2">
          <dt className="text-slate-600">Buyer</dt>
          <dd className="font-medium [overflow-wrap:anywhere]">
            {order.buyer.first_name ? `${order.buyer.first_name} · ` : ''}
            {order.buyer.email}
          </dd>
        </div>
        {/* The buyer's company and the delivery address, as the order copied them (decision 146). */}
        {order.company?.name ? (
          <div className="max-lg:col-span-2">
            <dt className="text-slate-600">Company</dt>
            <dd className="font-medium [overflow-wrap:anywhere]" data-testid="order-company">
              {order.company.name}
              {order.company.tax_id ? (
                <span className="block font-normal">Tax id {order.company.tax_id}</span>
              ) : null}
            </dd>
          </div>
        ) : null}
        <div className="col-span-2">
          <dt className="text-slate-600">Delivery address</dt>
          <dd className="font-medium [overflow-wrap:anywhere]" data-testid="order-delivery-address">
            {order.delivery_address ? (
              <>
                {addressLines(order.delivery_address).map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
                {order.delivery_address.phone ? (
                  <span className="block font-normal">{order.delivery_address.phone}</span>
                ) : null}
              </>
            ) : (
              <span className="font-normal text-slate-600">None given: ask the buyer</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Placed</dt>
          <dd className="font-medium">{dateTime(order.created_at)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Country</dt>
          <dd className="font-medium">{order.country_code.toUpperCase()}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Goods</dt>
          <dd className="font-medium" data-testid="goods-total">
            {money(order.total, c)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Shipping charge</dt>
          <dd className="font-medium">
            {order.shipping_charge === null ? 'Not set yet' : money(order.shipping_charge, c)}
          </dd>
        </div>
        <TaxFigure order={order} />
        <div>
          <dt className="text-slate-600">{totalLabel(order)}</dt>
          <dd className="font-medium" data-testid="order-total">
            {money(order.tax ? order.tax.total_with_tax : orderTotal(order), c)}
            {order.shipping_charge === null ? (
              <span className="font-normal text-slate-600"> before shipping</span>
            ) : null}
          </dd>
        </div>
        <div className="max-lg:col-span-2">
          <dt className="text-slate-600">Payment terms</dt>
          <dd
            className={`font-medium ${order.overdue ? 'text-red-800' : ''}`}
            data-testid="order-terms"
          >
            {termsWords(order)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Lines · pairs</dt>
          <dd className="font-medium" data-testid="order-pairs">
            {linesCount} line{linesCount === 1 ? '' : 's'} ·{' '}
            {order.pairs ?? order.styles.reduce((n, s) => n + s.pairs, 0)} pairs
          </dd>
        </div>
        {order.cartons !== undefined ? (
          <div>
            <dt className="text-slate-600">Cartons</dt>
            <dd className="font-medium" data-testid="order-cartons">
              {order.cartons}{' '}
              <span className="font-normal text-slate-600">
                (up to {order.carton_pairs} pairs of a style and colour each)
              </span>
            </dd>
          </div>
        ) : null}
        {order.net_weight_kg !== undefined ? (
          <div>
            <dt className="text-slate-600">Net weight</dt>
            <dd className="font-medium" data-testid="order-weight">
              {order.net_weight_kg} kg
              {order.unweighed_lines ? (
                <span className="block font-normal text-amber-800">
                  {order.unweighed_lines} line{order.unweighed_lines === 1 ? ' has' : 's have'} no
                  product weight: not counted
                </span>
              ) : null}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-slate-600">Balance due</dt>
          <dd className="font-medium" data-testid="balance-due">
            {money(order.balance_due, c)}
          </dd>
        </div>
        {order.refund_due ? (
          <div>
            <dt className="text-slate-600">Refund due</dt>
            <dd className="font-medium text-amber-800" data-testid="refund-due">
              {money(order.refund_due, c)}
              <span className="block font-normal text-slate-600">
                {order.amendable
                  ? 'refunded when the order is confirmed'
                  : 'see Refunds; a bank transfer goes back from the shop’s bank'}
              </span>
            </dd>
          </div>
        ) : null}
        {order.carrier ? (
          <div className="col-span-2">
            <dt className="text-slate-600">Shipped with</dt>
            <dd className="font-medium">
              {order.carrier} · {order.tracking_number}
            </dd>
          </div>
        ) : null}
        {order.cancel_reason ? (
          <div className="col-span-2">
            <dt className="text-slate-600">Cancelled because</dt>
            <dd className="font-medium">{order.cancel_reason}</dd>
          </div>
        ) : null}
      </dl>

      {actions.length > 0 || waitsForBalance(order) ? (
        <Section title="Actions">
          <div className="flex flex-wrap gap-3">
            {actions.map((a) => (
              <OrderActionDialog
                key={a}
                action={a}
                version={order.version}
                currency={c}
                result={result}
              />
            ))}
          </div>
          {waitsForBalance(order) ? (
            <p className="mt-3 text-sm text-slate-700">
              It can ship once the buyer has paid the balance of {money(order.balance_due, c)}.
            </p>
          ) : null}
        </Section>
      ) : null}

      {order.export ? (
        <Section title="Export">
          <ExportPanel
            details={order.export}
            version={order.version}
            canEdit={staffMayDo(role, 'orders.transition')}
            result={result?.intent === 'export' ? result : undefined}
          />
        </Section>
      ) : null}

      {order.documents && order.documents.length > 0 ? (
        <Section title="Documents">
          <ul className="flex flex-wrap gap-3 text-sm">
            {order.documents.map((d) => (
              <li key={d.document}>
                <a
                  href={d.url}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-block rounded border border-slate-400 px-3 py-2 font-semibold text-brand-700 underline hover:bg-slate-50"
                >
                  {d.title} (PDF)
                </a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {shipping ? (
        <Section title="Shipments">
          <ShipmentsPanel
            key={order.version}
            shipping={shipping}
            canShip={staffMayDo(role, 'orders.transition')}
            result={result}
          />
        </Section>
      ) : null}
      <CreditNotesSection order={order} role={role} result={result} />

      <Section title="Lines">
        {order.amendable && staffMayDo(role, 'orders.transition') ? (
          <AmendLinesForm key={order.version} order={order} result={result} />
        ) : (
          <OrderLines order={order} />
        )}
      </Section>

      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="Payments">
          {order.payments.length === 0 ? (
            <p className="text-sm text-slate-600">No payment yet.</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {order.payments.map((p) => (
                <li key={p.id} className="flex flex-wrap justify-between gap-2">
                  <span className="[overflow-wrap:anywhere]">
                    {p.kind === 'transfer'
                      ? `${p.received_on ?? dateTime(p.created_at)} · Bank transfer · ref. ${p.reference ?? ''}`
                      : `${dateTime(p.created_at)} · ${PAYMENT_KINDS[p.kind] ?? p.kind} · ${p.processor}`}
                  </span>
                  <span className="font-medium">
                    {money(p.amount, p.currency)} · {statusLabel(p.status)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {takesTransfer(order, role) ? <TransferForm result={result} /> : null}
        </Section>
        <Section title="Refunds">
          {order.refunds.length === 0 ? (
            <p className="text-sm text-slate-600">No refund.</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {order.refunds.map((r) => (
                <li key={r.id}>
                  <div className="flex flex-wrap justify-between gap-2">
                    <span>{dateTime(r.created_at)}</span>
                    <span className="font-medium">
                      {money(r.amount, r.currency)} · {statusLabel(r.status)}
                    </span>
                  </div>
                  {r.error ? (
                    <p className="text-red-800 [overflow-wrap:anywhere]">
                      {r.status === 'failed' ? 'Failed: ' : 'Not sent: '}
                      {r.error}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {order.refunds.some(isStuck) && staffMayDo(role, 'orders.transition') ? (
            // Failed refunds are also sent again on a schedule; this sends them now (audited).
            <Form method="post" className="mt-3 space-y-2">
              {result?.intent === 'refunds_send' && !result.ok ? (
                <FormError error={result.error ?? 'The refunds could not be sent again.'} />
              ) : null}
              <SubmitButton intent="refunds_send" pendingLabel="Sending…">
                Send refunds again
              </SubmitButton>
            </Form>
          ) : null}
        </Section>
      </div>

      <Section title="Timeline">
        <ol className="space-y-2 text-sm">
          {order.events.map((e) => {
            const details = eventDetails(e, c);
            return (
              <li key={e.id} className="border-l-2 border-slate-300 pl-3">
                <p className="font-medium">{eventTitle(e)}</p>
                <p className="text-slate-600">
                  {dateTime(e.created_at)} · by {who(e)}
                </p>
                {details.length > 0 ? (
                  <p className="break-words text-slate-700">{details.join(' · ')}</p>
                ) : null}
              </li>
            );
          })}
        </ol>
      </Section>

      <Section title="Notes">
        {order.notes.length === 0 ? <p className="text-sm text-slate-600">No notes yet.</p> : null}
        <ul className="space-y-2 text-sm">
          {order.notes.map((n) => (
            <li key={n.id}>
              <p className="whitespace-pre-wrap">{n.text}</p>
              <p className="text-slate-600">
                {dateTime(n.created_at)} · {n.staff.name || n.staff.email}
              </p>
            </li>
          ))}
        </ul>
        {staffMayDo(role, 'orders.note') ? (
          <Form method="post" ref={noteForm} className="mt-4 space-y-2">
            <label htmlFor="note-text" className="block text-sm font-medium">
              Add a note
            </label>
            <textarea
              id="note-text"
              name="text"
              required
              rows={3}
              defaultValue=""
              aria-invalid={noteResult?.fields?.text ? true : undefined}
              aria-describedby={noteResult?.fields?.text ? 'note-text-error' : undefined}
              className="block w-full rounded border border-slate-400 px-3 py-2 text-sm"
            />
            {noteResult?.fields?.text ? (
              <p id="note-text-error" className="text-sm text-red-700">
                {noteResult.fields.text}
              </p>
            ) : null}
            {noteResult && !noteResult.ok && !noteResult.fields?.text ? (
              <FormError error={noteResult.error} />
            ) : null}
            <SubmitButton intent="note">Add note</SubmitButton>
          </Form>
        ) : null}
      </Section>
    </div>
  );
}

/**
 * Held for credit control (docs/credit-control.md): why, and who may confirm it; the confirm
 * button shows only for a role with orders.credit_override.
 */
function CreditHold({ order, role }: { order: AdminOrderByStyle; role: StaffRole }) {
  if (!order.hold) return null;
  return (
    <div
      className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
      data-testid="order-hold"
    >
      <p className="font-semibold">
        {order.hold === 'overdue' ? 'Held: overdue invoices' : 'Held: credit limit'}
      </p>
      <p className="[overflow-wrap:anywhere]">{order.hold_reason}</p>
      <p className="mt-1">
        {staffMayDo(role, 'orders.credit_override')
          ? 'Confirming it overrides the hold (recorded in the audit log).'
          : 'Only an owner can confirm it; you can still amend or cancel it.'}
      </p>
    </div>
  );
}

/** Record a bank transfer received for the order (POST /admin/orders/{id}/payments/). */
function TransferForm({ result }: { result: OrderActionResult | undefined }) {
  const mine = result?.intent === 'transfer' ? result : undefined;
  return (
    <Form method="post" className="mt-4 space-y-2 border-t border-slate-200 pt-3">
      <h3 className="text-sm font-semibold">Record a bank transfer</h3>
      <div className="grid gap-2 sm:grid-cols-3">
        <AmountField id="transfer-amount" error={mine?.fields?.amount} />
        <Field
          id="transfer-reference"
          name="reference"
          label="Reference"
          required
          autoComplete="off"
          maxLength={140}
          error={mine?.fields?.reference}
        />
        <Field
          id="transfer-received_on"
          name="received_on"
          label="Received on"
          required
          type="date"
          defaultValue={todayUtc()}
          error={mine?.fields?.received_on}
        />
      </div>
      {mine &&
      !mine.ok &&
      !mine.fields?.amount &&
      !mine.fields?.reference &&
      !mine.fields?.received_on ? (
        <FormError error={mine.error} />
      ) : null}
      <SubmitButton intent="transfer" pendingLabel="Recording…">
        Record transfer
      </SubmitButton>
    </Form>
  );
}
