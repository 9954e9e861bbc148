// Which moves the order page offers (docs/api.md, back office, "Orders"): those the API lists as possible now
// (`possible_moves`) that the staff member's role may make. Without that list (an older answer),
// the domain's own state machine decides. The API decides again on every call; this only hides
// buttons that would be refused.
import {
  ORDER_MOVES,
  ORDER_STATUSES,
  possibleMoves,
  type OrderMove,
  type OrderStatus,
} from '@solestock/domain/back-office/order-workflow';
import { staffMayDo, type StaffRole } from '@solestock/domain/back-office/staff-roles';

export type OrderAction = OrderMove;

interface MovableOrder {
  status: string;
  balance_due: number | string;
  possible_moves?: readonly string[] | null;
  /** Held for credit control: confirming it takes orders.credit_override (docs/credit-control.md). */
  hold?: string | null;
}

const isStatus = (s: string): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s);

export function orderActionsFor(order: MovableOrder, role: StaffRole): OrderAction[] {
  if (!staffMayDo(role, 'orders.transition')) return [];
  const moves = movesOf(order);
  return order.hold && !staffMayDo(role, 'orders.credit_override')
    ? moves.filter((m) => m !== 'confirm')
    : moves;
}

function movesOf(order: MovableOrder): OrderAction[] {
  if (Array.isArray(order.possible_moves)) {
    // In the table's order, whatever order the API lists them in; unknown names are skipped.
    const listed = new Set(order.possible_moves);
    return ORDER_MOVES.filter((m) => listed.has(m));
  }
  return isStatus(order.status) ? possibleMoves(order.status, order.balance_due) : [];
}

/**
 * A confirmed card order that still owes money cannot ship: say why instead of hiding it
 * silently. An order on account ships unpaid (decision 151).
 */
export const waitsForBalance = (order: {
  status: string;
  balance_due: number | string;
  payment_terms?: string;
}) =>
  (order.status === 'confirmed' || order.status === 'partially_shipped') &&
  Number(order.balance_due) > 0 &&
  order.payment_terms !== 'account';

/** Whether staff may record a bank transfer on the order now (the API decides again). */
export const takesTransfer = (
  order: { status: string; balance_due: number | string },
  role: StaffRole,
) =>
  staffMayDo(role, 'orders.transition') &&
  ['confirmed', 'partially_shipped', 'shipped', 'delivered'].includes(order.status) &&
  Number(order.balance_due) > 0;
