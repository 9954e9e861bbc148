// A company's statement of account (docs/credit-control.md, "Statement"): per currency, its
// invoices (one line per invoiced order, naming each shipment's invoice), the payments and refunds
// on them, and the credit notes against them, dated and in order, with the running balance and
// the ageing of what is still owed as of today. The documents module draws it as a PDF.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { decimal, fromMinorUnits, type Decimal } from '@solestock/domain';
import {
  AGEING_BUCKETS,
  ageingOf,
  utcDay,
  type AgeingBucket,
} from '@solestock/domain/back-office/credit-control';
import type { Database } from '../../db/connect.ts';
import { companies, creditNotes, orders, payments, refunds, shipments } from '../../db/schema.ts';
import { moneyOf, owedBy } from './order-balance.ts';

export type StatementEntryKind = 'invoice' | 'payment' | 'refund' | 'credit_note';

export interface StatementEntry {
  /** YYYY-MM-DD */
  date: string;
  kind: StatementEntryKind;
  reference: string;
  description: string;
  due_on: string | null;
  /** What it adds to the balance (an invoice, a refund) or takes off (a payment, a note). */
  debit: string | null;
  credit: string | null;
  balance: string;
}

export interface StatementCurrency {
  currency: string;
  symbol: string;
  entries: StatementEntry[];
  closing: string;
  ageing: { buckets: Record<AgeingBucket, string>; total: string };
}

export interface CompanyStatement {
  company: { id: number; name: string; tax_id: string; address: string[] };
  as_of: string;
  currencies: StatementCurrency[];
}

/** Orders with a commercial invoice: shipped, whole or in part (only unshipped ones cancel). */
const INVOICED = ['partially_shipped', 'shipped', 'delivered'] as const;

/** The company's statement as of `now`, or undefined when no company has this id. */
export async function companyStatement(
  db: Database,
  companyId: number,
  now: Date,
): Promise<CompanyStatement | undefined> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) return undefined;
  const invoiced = await db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, companyId), inArray(orders.status, [...INVOICED])))
    .orderBy(asc(orders.id));
  const ids = invoiced.map((o) => o.id);
  const [ships, paid, refunded, notes, money] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(shipments)
          .where(inArray(shipments.orderId, ids))
          .orderBy(asc(shipments.id))
      : [],
    ids.length
      ? db
          .select()
          .from(payments)
          .where(and(inArray(payments.orderId, ids), eq(payments.status, 'succeeded')))
          .orderBy(asc(payments.id))
      : [],
    ids.length
      ? db
          .select()
          .from(refunds)
          .where(and(inArray(refunds.orderId, ids), eq(refunds.status, 'succeeded')))
          .orderBy(asc(refunds.id))
      : [],
    ids.length
      ? db
          .select()
          .from(creditNotes)
          .where(inArray(creditNotes.orderId, ids))
          .orderBy(asc(creditNotes.id))
      : [],
    moneyOf(db, ids),
  ]);
  const today = utcDay(now);
  const currencies = new Map<
    string,
    {
      symbol: string;
      raw: Omit<StatementEntry, 'balance'>[];
      owing: { due_on: string | null; owed: Decimal }[];
    }
  >();
  for (const order of invoiced) {
    const cur =
      currencies.get(order.currency) ??
      currencies
        .set(order.currency, { symbol: order.symbol, raw: [], owing: [] })
        .get(order.currency)!;
    const m = money.get(order.id)!;
    const own = <T extends { orderId: number }>(rows: readonly T[]) =>
      rows.filter((r) => r.orderId === order.id);
    const orderNotes = own(notes);
    const paidSum = fromMinorUnits(m.paidMinor, order.currency);
    const refundedSum = fromMinorUnits(m.refundedMinor, order.currency);
    const notesSum = orderNotes.reduce(
      (sum, n) => sum.plus(fromMinorUnits(n.amountMinor, n.currency)),
      decimal(0),
    );
    const owed = owedBy(order, m);
    // What was invoiced: what the order owes now, plus what paid, noted and refunded it since, so
    // that the lines below it bring the balance to what it owes (decision 188).
    const charged = owed.plus(paidSum).minus(refundedSum).plus(notesSum);
    const orderShips = own(ships);
    const numbers = [
      ...new Set([order.invoiceNumber, ...orderShips.map((s) => s.invoiceNumber)].filter(Boolean)),
    ];
    const issued =
      orderShips.find((s) => s.invoiceIssuedAt)?.invoiceIssuedAt ??
      order.invoiceIssuedAt ??
      orderShips[0]?.createdAt ??
      order.updatedAt;
    cur.raw.push({
      date: utcDay(issued),
      kind: 'invoice',
      reference: numbers.join(', ') || `Order #${order.id}`,
      description: `Invoice, order #${order.id}`,
      due_on: order.dueOn,
      debit: charged.toFixed(2),
      credit: null,
    });
    for (const p of own(paid))
      cur.raw.push({
        date: p.receivedOn ?? utcDay(p.createdAt),
        kind: 'payment',
        reference: p.kind === 'transfer' ? (p.reference ?? 'Bank transfer') : 'Card',
        description: `${p.kind === 'transfer' ? 'Bank transfer' : p.kind === 'balance' ? 'Balance paid by card' : 'Paid by card at checkout'}, order #${order.id}`,
        due_on: null,
        debit: null,
        credit: fromMinorUnits(p.amountMinor, order.currency).toFixed(2),
      });
    for (const r of own(refunded))
      cur.raw.push({
        date: utcDay(r.createdAt),
        kind: 'refund',
        reference: 'Refund',
        description: `Refund, order #${order.id}`,
        due_on: null,
        debit: fromMinorUnits(r.amountMinor, order.currency).toFixed(2),
        credit: null,
      });
    for (const n of orderNotes)
      cur.raw.push({
        date: utcDay(n.issuedAt),
        kind: 'credit_note',
        reference: n.number,
        description: `Credit note on ${n.invoiceNumber}, order #${order.id}`,
        due_on: null,
        debit: null,
        credit: fromMinorUnits(n.amountMinor, n.currency).toFixed(2),
      });
    cur.owing.push({ due_on: order.dueOn, owed });
  }
  return {
    company: {
      id: company.id,
      name: company.name,
      tax_id: company.taxId,
      address: [
        company.addressLine1,
        company.addressLine2,
        [company.postcode, company.city].filter(Boolean).join(' '),
        company.countryCode.toUpperCase(),
      ].filter(Boolean),
    },
    as_of: today,
    currencies: [...currencies].map(([currency, c]) => {
      // Oldest first; on one day the invoice before what settles it.
      const order: Record<StatementEntryKind, number> = {
        invoice: 0,
        refund: 1,
        credit_note: 2,
        payment: 3,
      };
      const sorted = [...c.raw].sort(
        (a, b) => a.date.localeCompare(b.date) || order[a.kind] - order[b.kind],
      );
      let balance = decimal(0);
      const entries = sorted.map((e) => {
        balance = balance.plus(e.debit ?? 0).minus(e.credit ?? 0);
        return { ...e, balance: balance.toFixed(2) };
      });
      const a = ageingOf(c.owing, today);
      return {
        currency,
        symbol: c.symbol,
        entries,
        closing: balance.toFixed(2),
        ageing: {
          buckets: Object.fromEntries(
            AGEING_BUCKETS.map((b) => [b, a.buckets[b].toFixed(2)]),
          ) as Record<AgeingBucket, string>,
          total: a.total.toFixed(2),
        },
      };
    }),
  };
}
