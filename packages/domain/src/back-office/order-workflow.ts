// The order review of the back-office part of docs/api.md ("Orders: review, confirm with shipping, ship, cancel"): which
// moves each status allows, and what an order still owes. One rule, read by the API on every
// move and by the console to offer only the moves that can succeed.
import { decimal, sumMoney, type Decimal, type DecimalValue } from '../money.ts';

/** The buyer's docs/api.md statuses, extended by the provider's review. */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'submitted',
  'paid',
  'payment_failed',
  'confirmed',
  /** Some pairs shipped, some neither shipped nor cancelled yet (docs/orders-and-payments.md). */
  'partially_shipped',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_MOVES = ['confirm', 'ship', 'deliver', 'cancel'] as const;
export type OrderMove = (typeof ORDER_MOVES)[number];

/** docs/api.md's back-office table: the statuses a move starts from and the one it ends in. */
export const ORDER_WORKFLOW: Record<OrderMove, { from: readonly OrderStatus[]; to: OrderStatus }> =
  {
    confirm: { from: ['submitted', 'paid'], to: 'confirmed' },
    // …and only once nothing is left to pay (moveOrder checks the balance). `ship` sends every
    // pair left in one shipment; a shipment of chosen pairs may leave the order partially
    // shipped (shipments.ts, docs/orders-and-payments.md "Shipments and back orders").
    ship: { from: ['confirmed', 'partially_shipped'], to: 'shipped' },
    deliver: { from: ['shipped'], to: 'delivered' },
    // Any but shipped, delivered and cancelled: goods on their way are no longer the shop's to
    // stop. A partially shipped order is not cancelled whole: its lines left are (shipments.ts).
    cancel: {
      from: ['awaiting_payment', 'submitted', 'paid', 'payment_failed', 'confirmed'],
      to: 'cancelled',
    },
  };

export type MoveResult =
  | { ok: true; to: OrderStatus }
  | { ok: false; code: 'invalid_transition' | 'balance_due'; reason: string };

const STATUS_WORDS: Record<OrderStatus, string> = {
  awaiting_payment: 'awaiting payment',
  submitted: 'submitted',
  paid: 'paid',
  payment_failed: 'with a failed payment',
  confirmed: 'confirmed',
  partially_shipped: 'partially shipped',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

/**
 * Whether `move` may be made on an order in `status` that still owes `balanceDue`. A card order
 * ships once nothing is left to pay (409 `balance_due`); an order on account (`terms`, decision
 * 151) ships unpaid, its invoice due after shipping.
 */
export function moveOrder(
  status: OrderStatus,
  move: OrderMove,
  balanceDue: DecimalValue,
  terms: 'card' | 'account' = 'card',
): MoveResult {
  const rule = ORDER_WORKFLOW[move];
  if (!rule.from.includes(status)) {
    return {
      ok: false,
      code: 'invalid_transition',
      reason: `An order that is ${STATUS_WORDS[status]} cannot be ${pastTense(move)}.`,
    };
  }
  if (move === 'ship' && terms === 'card' && decimal(balanceDue).greaterThan(0)) {
    return {
      ok: false,
      code: 'balance_due',
      reason: 'This order still has a balance to pay: it can ship once the buyer has paid it.',
    };
  }
  return { ok: true, to: rule.to };
}

/** The moves that can succeed now, in the table's order: what the console offers. */
export function possibleMoves(
  status: OrderStatus,
  balanceDue: DecimalValue,
  terms: 'card' | 'account' = 'card',
): OrderMove[] {
  return ORDER_MOVES.filter((move) => moveOrder(status, move, balanceDue, terms).ok);
}

function pastTense(move: OrderMove): string {
  return {
    confirm: 'confirmed',
    ship: 'shipped',
    deliver: 'marked delivered',
    cancel: 'cancelled',
  }[move];
}

export interface OrderAmounts {
  /** The goods, as priced at placement, in the order's currency. */
  total: DecimalValue;
  /** Set by the provider on confirmation; none before. */
  shippingCharge: DecimalValue | null;
  /** Succeeded payments, in the order's currency. */
  paid: readonly DecimalValue[];
  /** Succeeded refunds, in the order's currency. */
  refunded: readonly DecimalValue[];
  /** Tax charged on the goods and the shipping charge (tax.ts); none when zero-rated. */
  tax?: DecimalValue;
  /** Credit notes issued against its invoice (decision 182): what it no longer costs. */
  credited?: readonly DecimalValue[];
}

/** What the order costs now: goods + their tax + shipping charge + its tax − credit notes. */
function orderCost(amounts: OrderAmounts): Decimal {
  return decimal(amounts.total)
    .plus(amounts.shippingCharge ?? 0)
    .plus(amounts.tax ?? 0)
    .minus(sumMoney(amounts.credited ?? []));
}

/**
 * What the buyer still owes: total + shipping charge (+ their tax, − credit notes) − what
 * succeeded payments cover (net of refunds). Never below zero: an overpaid order owes nothing, and what it overpaid is the
 * refund's business, not a negative balance to show.
 */
export function balanceDue(amounts: OrderAmounts): Decimal {
  const owed = orderCost(amounts);
  const covered = sumMoney(amounts.paid).minus(sumMoney(amounts.refunded));
  const due = owed.minus(covered);
  return due.isNegative() ? decimal(0) : due;
}

/**
 * What the order owes in its present status: a cancelled order owes nothing (its refunds settle
 * it); any other owes its balance. The one figure the buyer, the console and `ship` all read.
 */
export function owedNow(status: OrderStatus, amounts: OrderAmounts): Decimal {
  return status === 'cancelled' ? decimal(0) : balanceDue(amounts);
}

/**
 * What an order that is not cancelled has been paid beyond what it now costs (an amendment made
 * it smaller, decision 153): total + shipping charge − what payments cover, never below zero.
 * Shown as the refund due, and given back when the order is confirmed (after the shipping
 * charge has taken its share) or cancelled (everything).
 */
export function refundDue(status: OrderStatus, amounts: OrderAmounts): Decimal {
  if (status === 'cancelled') return decimal(0);
  const owed = orderCost(amounts);
  const over = sumMoney(amounts.paid).minus(sumMoney(amounts.refunded)).minus(owed);
  return over.isNegative() ? decimal(0) : over;
}
