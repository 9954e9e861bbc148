// The /api/admin answers the console reads, each defined once in the domain beside the rule it
// carries (packages/domain back-office/order-payloads.ts, staff-payloads.ts; issue 30.2): the
// API's order answers are typed by the same declarations, so the two cannot drift apart.
export { ORDER_STATUSES } from '@solestock/domain/back-office/order-workflow';
export type {
  AdminOrder,
  AdminOrderByStyle,
  AdminOrderEvent,
  AdminOrderRow,
  Amount,
  Dashboard,
  Paged,
} from '@solestock/domain/back-office/order-payloads';
export type {
  AuditRow,
  StaffMe,
  StaffMemberRow,
} from '@solestock/domain/back-office/staff-payloads';
