// What the accounting export reads (docs/accounting-export.md): each kind of document of a date
// range a page at a time, in id order after the last id read (so a page costs the same however
// deep the range goes, and the whole range is never in memory), with the order's copy of the
// buyer's company and its tax as they were when placed. Plain SQL, as the catalogue export's.
import { sql } from 'drizzle-orm';
import type { CreditedLine } from '../../db/schema.ts';
import { queryRows, type Database } from '../../db/connect.ts';

/** A range as the SQL compares it: from the first day's midnight (UTC) to the day after the last. */
export interface DayRange {
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

const start = (r: DayRange) => `${r.from}T00:00:00Z`;
const endExclusive = (r: DayRange) => {
  const d = new Date(`${r.to}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
};

/** The order's fields every row names: the buyer as it was, the currency and the tax kept. */
export interface OrderFacts {
  order_id: number;
  company_name: string;
  company_tax_id: string;
  currency: string;
  tax_mode: 'taxed' | 'zero_rated' | null;
  tax_rate_percent: string | null;
  tax_label: string | null;
}

const ORDER_FACTS = sql`o.id as order_id, o.company_name, o.company_tax_id, o.currency, o.tax_mode,
  o.tax_rate_percent::text as tax_rate_percent, o.tax_label`;

export interface InvoiceRow extends OrderFacts {
  id: number;
  number: number;
  invoice_number: string;
  issued_on: string;
  due_on: string | null;
  order_due_on: string | null;
  shipping_charge: string | null;
  shipping_tax_minor: number | null;
}

/** Shipments whose commercial invoice was issued in the range (decision 177: one per shipment). */
export function invoicesPage(db: Database, range: DayRange, after: number, limit: number) {
  return queryRows<InvoiceRow>(
    db,
    sql`select s.id, s.number, s.invoice_number,
          to_char(s.invoice_issued_at at time zone 'UTC', 'YYYY-MM-DD') as issued_on,
          s.due_on::text as due_on, o.due_on::text as order_due_on,
          o.shipping_charge::text as shipping_charge, o.shipping_tax_minor, ${ORDER_FACTS}
        from shipments s join orders o on o.id = s.order_id
        where s.id > ${after} and s.invoice_number is not null
          and s.invoice_issued_at >= ${start(range)}::timestamptz
          and s.invoice_issued_at < ${endExclusive(range)}::timestamptz
        order by s.id limit ${limit}`,
  );
}

export interface ShippedLineRow {
  shipment_id: number;
  order_id: number;
  shipment_number: number;
  invoice_number: string | null;
  pairs: number;
  line_id: number;
  quantity: number;
  unit_price: string;
  line_total: string;
  product_name: string;
  brand: string;
  color: string;
  size: string | null;
  sku: string | null;
  hs_code: string;
}

/**
 * Every shipment's lines of these orders (not only the range's: what was paid is applied to an
 * order's invoices in shipment order, so each one's total is needed), the HS code of each style.
 */
export function shippedLinesOf(db: Database, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return queryRows<ShippedLineRow>(
    db,
    sql`select s.id as shipment_id, s.order_id, s.number as shipment_number, s.invoice_number,
          sl.pairs, ol.id as line_id, ol.quantity, ol.converted_unit_price::text as unit_price,
          ol.line_total::text as line_total, ol.product_name, ol.brand, ol.color, ol.size,
          p.sku, coalesce(ig.hs_code, '') as hs_code
        from shipments s
        join shipment_lines sl on sl.shipment_id = s.id
        join order_lines ol on ol.id = sl.order_line_id
        left join products p on p.id = ol.product_id
        left join item_groups ig on ig.id = p.item_group_id
        where s.order_id in (${sql.join(
          orderIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by s.order_id, s.number, ol.id`,
  );
}

/** Credit notes of these orders that lower what they cost (refunds'), by the invoice they credit. */
export function creditedByInvoice(db: Database, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return queryRows<{ invoice_number: string; minor: string }>(
    db,
    sql`select invoice_number, sum(amount_minor)::text as minor from credit_notes
        where reason = 'refund' and order_id in (${sql.join(
          orderIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        group by invoice_number`,
  );
}

export interface PaymentRow extends OrderFacts {
  id: number;
  kind: 'order' | 'balance' | 'transfer';
  payment_intent_id: string;
  payment_method: string;
  amount_minor: number;
  reference: string | null;
  paid_on: string;
  invoice_number: string | null;
}

/** The order's first invoice: what a payment or a refund of the order is applied to. */
const FIRST_INVOICE = sql`(select s.invoice_number from shipments s
  where s.order_id = o.id and s.invoice_number is not null order by s.number limit 1)`;

/**
 * Succeeded payments received in the range: by card (checkout, balance) on the day taken, a bank
 * transfer on the day staff say it arrived. `transfers`: only transfers, or none, or both.
 */
export function paymentsPage(
  db: Database,
  range: DayRange,
  after: number,
  limit: number,
  transfers: 'only' | 'without' | 'both',
) {
  const day = sql`coalesce(p.received_on, (p.created_at at time zone 'UTC')::date)`;
  const kind =
    transfers === 'only'
      ? sql`and p.kind = 'transfer'`
      : transfers === 'without'
        ? sql`and p.kind <> 'transfer'`
        : sql``;
  return queryRows<PaymentRow>(
    db,
    sql`select p.id, p.kind, p.payment_intent_id, p.payment_method, p.amount_minor, p.reference,
          ${day}::text as paid_on, ${FIRST_INVOICE} as invoice_number, ${ORDER_FACTS}
        from payments p join orders o on o.id = p.order_id
        where p.id > ${after} and p.status = 'succeeded' ${kind}
          and ${day} between ${range.from}::date and ${range.to}::date
        order by p.id limit ${limit}`,
  );
}

export interface RefundRow extends OrderFacts {
  id: number;
  refund_id: string | null;
  amount_minor: number;
  payment_method: string;
  refunded_on: string;
  invoice_number: string | null;
}

/** Succeeded refunds made in the range, with the way the payment they return was made. */
export function refundsPage(db: Database, range: DayRange, after: number, limit: number) {
  return queryRows<RefundRow>(
    db,
    sql`select r.id, r.refund_id, r.amount_minor, p.payment_method,
          to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD') as refunded_on,
          ${FIRST_INVOICE} as invoice_number, ${ORDER_FACTS}
        from refunds r join orders o on o.id = r.order_id join payments p on p.id = r.payment_id
        where r.id > ${after} and r.status = 'succeeded'
          and r.created_at >= ${start(range)}::timestamptz
          and r.created_at < ${endExclusive(range)}::timestamptz
        order by r.id limit ${limit}`,
  );
}

export interface CreditNoteRow extends OrderFacts {
  id: number;
  number: string;
  invoice_number: string;
  reason: 'refund' | 'amendment' | 'cancellation';
  note: string;
  amount_minor: number;
  tax_minor: number;
  lines: CreditedLine[] | null;
  issued_on: string;
}

/** Credit notes issued in the range (CN- series, decision 182), with the lines they credit. */
export function creditNotesPage(db: Database, range: DayRange, after: number, limit: number) {
  return queryRows<CreditNoteRow>(
    db,
    sql`select c.id, c.number, c.invoice_number, c.reason, c.note, c.amount_minor, c.tax_minor,
          c.lines, to_char(c.issued_at at time zone 'UTC', 'YYYY-MM-DD') as issued_on, ${ORDER_FACTS}
        from credit_notes c join orders o on o.id = c.order_id
        where c.id > ${after}
          and c.issued_at >= ${start(range)}::timestamptz
          and c.issued_at < ${endExclusive(range)}::timestamptz
        order by c.id limit ${limit}`,
  );
}
