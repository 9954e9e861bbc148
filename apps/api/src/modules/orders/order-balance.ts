// What an order has been paid and refunded, and so what it still owes. The arithmetic is the
// domain's (owedNow); this module only reads the money from the database, for one order or a
// page of them, in integer minor units as the processors count it.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fromMinorUnits, toMinorUnits, type Decimal } from '@solestock/domain';
import {
  owedNow,
  refundDue,
  type OrderAmounts,
} from '@solestock/domain/back-office/order-workflow';
import { COST_LOWERING_CREDIT_REASONS } from '@solestock/domain/back-office/credit-notes';
import type { Database } from '../../db/connect.ts';
import { creditNotes, payments, refunds, type orders } from '../../db/schema.ts';

type OrderRow = typeof orders.$inferSelect;

export interface OrderMoney {
  /** Succeeded payments. */
  paidMinor: number;
  /** Succeeded refunds. */
  refundedMinor: number;
  /**
   * Refunds' credit notes (decisions 182, 183): what the order no longer costs. A cancellation's
   * note is not counted: the order's goods and tax already fell by it.
   */
  creditedMinor?: number;
}

const NONE: OrderMoney = { paidMinor: 0, refundedMinor: 0 };

/** Paid, refunded and credited per order, three aggregate queries for any number of orders. */
export async function moneyOf(
  db: Pick<Database, 'select'>,
  orderIds: readonly number[],
): Promise<Map<number, OrderMoney>> {
  const money = new Map<number, OrderMoney>();
  if (orderIds.length === 0) return money;
  const [paid, refunded, credited] = await Promise.all([
    db
      .select({
        orderId: payments.orderId,
        minor: sql<string>`sum(${payments.amountMinor})`,
      })
      .from(payments)
      .where(and(inArray(payments.orderId, [...orderIds]), eq(payments.status, 'succeeded')))
      .groupBy(payments.orderId),
    db
      .select({
        orderId: refunds.orderId,
        minor: sql<string>`sum(${refunds.amountMinor})`,
      })
      .from(refunds)
      .where(and(inArray(refunds.orderId, [...orderIds]), eq(refunds.status, 'succeeded')))
      .groupBy(refunds.orderId),
    db
      .select({
        orderId: creditNotes.orderId,
        minor: sql<string>`sum(${creditNotes.amountMinor})`,
      })
      .from(creditNotes)
      .where(
        and(
          inArray(creditNotes.orderId, [...orderIds]),
          inArray(creditNotes.reason, [...COST_LOWERING_CREDIT_REASONS]),
        ),
      )
      .groupBy(creditNotes.orderId),
  ]);
  for (const id of orderIds) money.set(id, { ...NONE });
  for (const row of credited) money.get(row.orderId)!.creditedMinor = Number(row.minor);
  for (const row of paid) money.get(row.orderId)!.paidMinor = Number(row.minor);
  for (const row of refunded) money.get(row.orderId)!.refundedMinor = Number(row.minor);
  return money;
}

/** What the order owes now, in its currency (docs/api.md's back-office balance_due). */
export function owedBy(order: OrderRow, money: OrderMoney = NONE): Decimal {
  return owedNow(order.status, amountsOf(order, money));
}

/** The order's figures and money as the domain's balance rules read them. */
function amountsOf(order: OrderRow, money: OrderMoney): OrderAmounts {
  return {
    total: order.total,
    shippingCharge: order.shippingCharge,
    paid: [fromMinorUnits(money.paidMinor, order.currency)],
    refunded: [fromMinorUnits(money.refundedMinor, order.currency)],
    tax: orderTaxOf(order),
    credited: [fromMinorUnits(money.creditedMinor ?? 0, order.currency)],
  };
}

/** The tax the order carries (decision 181): its goods' tax, and its shipping charge's once set. */
export function orderTaxOf(order: OrderRow): Decimal {
  return fromMinorUnits(order.goodsTaxMinor + (order.shippingTaxMinor ?? 0), order.currency);
}

/** The same in integer minor units: what a balance payment intent must be for. */
export function owedMinorBy(order: OrderRow, money: OrderMoney = NONE): number {
  return toMinorUnits(owedBy(order, money), order.currency);
}

/** What the order has been paid beyond its present cost (decision 153), in its currency. */
export function refundDueOf(order: OrderRow, money: OrderMoney = NONE): Decimal {
  return refundDue(order.status, amountsOf(order, money));
}
