// An order's payment terms (docs/orders-and-payments.md, "Deposits and net terms"): which terms
// an order takes from its company's group when placed (decision 151), what its checkout charges,
// the words the payment screens use, and when an invoice on account falls due.
import {
  decimal,
  fromMinorUnits,
  sumMoney,
  toMinorUnits,
  type Decimal,
  type DecimalValue,
} from './money.ts';
import { depositSplit, FULL_DEPOSIT_PERCENT } from './customer-terms.ts';
/** How an order is paid (migration 0028): by card at checkout, or on account after shipping. */
export const PAYMENT_TERMS = ['card', 'account'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

/** A buyer's terms from their company's group; no group is the specs' shop. */
export interface BuyerTerms {
  /** 1–100: the share of the goods charged at checkout (100: pay in full). */
  deposit_percent: number;
  /** 0: no account; else members may place orders on account, due this many days after shipping. */
  net_days: number;
}

export const SPEC_TERMS: BuyerTerms = { deposit_percent: FULL_DEPOSIT_PERCENT, net_days: 0 };

/**
 * The terms an order takes when placed (decision 151): placed without payment by a member whose
 * group gives net days, it is on account; anything else is a card order, whose checkout charges
 * the group's deposit share; a card order submitted without payment pays it all after confirmation.
 */
export function orderTermsFor(
  terms: BuyerTerms,
  withoutPayment: boolean,
): { paymentTerms: PaymentTerms; depositPercent: number; netDays: number } {
  if (withoutPayment && terms.net_days > 0)
    return {
      paymentTerms: 'account',
      depositPercent: FULL_DEPOSIT_PERCENT,
      netDays: terms.net_days,
    };
  // Submitted without payment, nothing is charged at checkout: it is all paid after confirmation.
  if (withoutPayment)
    return { paymentTerms: 'card', depositPercent: FULL_DEPOSIT_PERCENT, netDays: 0 };
  return { paymentTerms: 'card', depositPercent: terms.deposit_percent, netDays: 0 };
}

/** The words checkout shows: "Deposit 30% now, balance before shipping". */
export function depositWords(depositPercent: number): string {
  return `Deposit ${depositPercent}% now, balance before shipping`;
}

/** The words of the on-account button: "Place order on account, pay within 30 days of shipping". */
export function onAccountWords(netDays: number): string {
  return `Place order on account, pay within ${netDays} ${netDays === 1 ? 'day' : 'days'} of shipping`;
}

/** `YYYY-MM-DD` of a moment, in UTC. */
function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The day an order on account is due: `netDays` after the (UTC) day it shipped. */
export function invoiceDueOn(shippedAt: Date, netDays: number): string {
  const day = new Date(`${utcDay(shippedAt)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + netDays);
  return utcDay(day);
}

/** Overdue: due before today (UTC) and still owing. Due today is not yet overdue. */
export function isOverdue(dueOn: string | null, owed: DecimalValue, now: Date): boolean {
  return dueOn !== null && dueOn < utcDay(now) && decimal(owed).greaterThan(0);
}

/**
 * What checkout charges, in integer minor units: the deposit share of a card order's goods
 * (depositSplit, rounded up), the whole total at 100 %. An order on account charges nothing.
 */
export function dueAtCheckoutMinor(order: {
  total: DecimalValue;
  /** The total as placement counted it: what a card pays in full. */
  totalMinor: number;
  currency: string;
  paymentTerms: PaymentTerms;
  depositPercent: number;
  /** The goods' tax when taxed (tax.ts): checkout charges the goods with their tax. */
  goodsTaxMinor?: number;
}): number {
  if (order.paymentTerms === 'account') return 0;
  const taxMinor = order.goodsTaxMinor ?? 0;
  if (order.depositPercent >= FULL_DEPOSIT_PERCENT) return order.totalMinor + taxMinor;
  return toMinorUnits(
    depositSplit(grossGoods(order), order.depositPercent, order.currency).deposit,
    order.currency,
  );
}

/**
 * The goods with their tax (decision 181): what a deposit is a share of. The goods alone when
 * zero-rated, as before tax existed.
 */
export function grossGoods(order: {
  total: DecimalValue;
  currency: string;
  goodsTaxMinor?: number;
}): Decimal {
  const tax = order.goodsTaxMinor ?? 0;
  return tax === 0
    ? decimal(order.total)
    : decimal(order.total).plus(fromMinorUnits(tax, order.currency));
}

/** An order's terms as it copied them when placed (migration 0028). */
export interface OrderTerms {
  total: DecimalValue;
  currency: string;
  paymentTerms: PaymentTerms;
  depositPercent: number;
  netDays: number;
  /** The goods' tax in minor units when taxed (tax.ts); the deposit is a share of both. */
  goodsTaxMinor?: number;
}

/**
 * The deposit a card order's checkout charged: what the order page, the list, the mails and the
 * trade documents show. Once the checkout payment is recorded it is what that payment took
 * (`paidAtCheckout`): an amendment since changes the goods, never what was paid, so 30 % of the
 * new goods would be a deposit nobody paid (issue 43 item 1). Before it, the share checkout is to
 * charge (depositSplit, rounded up). Null for an order paid in full or on account.
 */
export function orderDeposit(
  order: OrderTerms,
  paidAtCheckout: DecimalValue | null = null,
): { percent: number; amount: Decimal } | null {
  if (order.paymentTerms !== 'card' || order.depositPercent >= FULL_DEPOSIT_PERCENT) return null;
  if (paidAtCheckout !== null && decimal(paidAtCheckout).greaterThan(0))
    return { percent: order.depositPercent, amount: decimal(paidAtCheckout) };
  const { deposit } = depositSplit(grossGoods(order), order.depositPercent, order.currency);
  return { percent: order.depositPercent, amount: deposit };
}

/**
 * What the order's checkout payment took: its succeeded payments of kind `order`, summed in the
 * order's currency; null before one is recorded. Balance payments and transfers come after.
 */
export function paidAtCheckout(
  payments: readonly { kind: string; status: string; amountMinor: number; currency: string }[],
): Decimal | null {
  const checkout = payments.filter((p) => p.kind === 'order' && p.status === 'succeeded');
  return checkout.length
    ? sumMoney(checkout.map((p) => fromMinorUnits(p.amountMinor, p.currency)))
    : null;
}

/**
 * The order's payment terms in a sentence, as the trade documents print them (without the due
 * date, which follows them once the order has shipped).
 */
export function termsWords(order: OrderTerms): string {
  if (order.paymentTerms === 'account')
    return `On account: net ${order.netDays} ${order.netDays === 1 ? 'day' : 'days'}, payable by bank transfer within ${order.netDays} ${order.netDays === 1 ? 'day' : 'days'} of shipping`;
  const deposit = orderDeposit(order);
  if (deposit)
    return `Deposit ${deposit.percent}% by card at checkout, the balance before shipping`;
  return 'Payment in full before shipping';
}

/** How a payment was made, as the order's papers name it (`payment_method` as recorded). */
function methodWords(method: string): string {
  if (method === 'card') return 'card';
  if (method === 'bank_transfer') return 'bank transfer';
  return method.replace(/_/g, ' ');
}

/**
 * A payment of the order as the trade documents list it, from what was recorded: "Card payment at
 * checkout", "Balance payment by card", "Bank transfer, ref. BACS 0001". Never a method it was not.
 */
export function paymentWords(payment: {
  kind: 'order' | 'balance' | 'transfer';
  paymentMethod: string;
  reference: string | null;
}): string {
  const method = methodWords(payment.paymentMethod);
  if (payment.kind === 'transfer')
    return payment.reference ? `Bank transfer, ref. ${payment.reference}` : 'Bank transfer';
  if (payment.kind === 'balance') return `Balance payment by ${method}`;
  return `${method.charAt(0).toUpperCase()}${method.slice(1)} payment at checkout`;
}
