// Which moves the order page offers (BACKOFFICE.md, "Orders"): those the status allows and the
// staff member's role may make. The API decides again on every call; this only hides buttons
// that would be refused.
import { staffMayDo, type StaffRole } from '@solestock/domain/back-office/staff-roles';

export const ORDER_ACTIONS = ['confirm', 'ship', 'deliver', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

const NOT_CANCELLABLE = new Set(['shipped', 'delivered', 'cancelled']);

export function orderActionsFor(
  order: { status: string; balance_due: number | string },
  role: StaffRole,
): OrderAction[] {
  if (!staffMayDo(role, 'orders.transition')) return [];
  const actions: OrderAction[] = [];
  if (order.status === 'submitted' || order.status === 'paid') actions.push('confirm');
  if (order.status === 'confirmed' && Number(order.balance_due) <= 0) actions.push('ship');
  if (order.status === 'shipped') actions.push('deliver');
  if (!NOT_CANCELLABLE.has(order.status)) actions.push('cancel');
  return actions;
}

/** A confirmed order that still owes money cannot ship: say why instead of hiding it silently. */
export const waitsForBalance = (order: { status: string; balance_due: number | string }) =>
  order.status === 'confirmed' && Number(order.balance_due) > 0;
