// The mails that tell staff something happened (issue 28, decision 139): one setting per member
// and kind, shown in the console's My account. A kind's default applies until the member sets it.
import type { StaffRole } from './staff-roles.ts';

export const STAFF_NOTIFICATIONS = [
  'order_review',
  'balance_paid',
  'refund_failed',
  'contact_message',
  'rates_stale',
] as const;
export type StaffNotification = (typeof STAFF_NOTIFICATIONS)[number];

/** What each setting is called in the console. */
export const STAFF_NOTIFICATION_LABELS: Record<StaffNotification, string> = {
  order_review: 'A new order to review',
  balance_paid: 'A balance paid',
  refund_failed: 'A refund failed',
  contact_message: 'A help-centre message',
  rates_stale: 'Exchange rates gone stale',
};

/** A new order's mail is on for owners and managers, who review orders; every other is opt-in. */
export function staffNotificationDefault(kind: StaffNotification, role: StaffRole): boolean {
  return kind === 'order_review' && (role === 'owner' || role === 'manager');
}
