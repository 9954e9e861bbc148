// The /api/admin answers the console reads (BACKOFFICE.md tables); fields the contract does not
// pin down are optional, so a screen shows what the API gives and nothing breaks when it grows.
import type { StaffRole } from '@solestock/domain/back-office/staff-roles';

export interface StaffMe {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  totp_enabled: boolean;
  /** The owner requires two-factor sign-in and this member has not set it up. */
  totp_setup_required?: boolean;
}

export const ORDER_STATUSES = [
  'awaiting_payment',
  'submitted',
  'paid',
  'payment_failed',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type Amount = number | string;

export interface AdminOrderRow {
  id: number;
  created_at: string;
  status: OrderStatus;
  buyer: { id: number; email: string; first_name?: string | null };
  country_code: string;
  currency: string;
  total: Amount;
  shipping_charge: Amount | null;
  balance_due: Amount;
  items_count: number;
  version: number;
}

export interface Paged<T> {
  count: number;
  page: number;
  page_size: number;
  results: T[];
}

export interface AdminOrderLine {
  id?: number;
  sku?: string;
  product_name?: string;
  name?: string;
  brand?: string;
  color?: string;
  size?: string | null;
  quantity: number;
  mode?: string;
  unit_price?: Amount;
  converted_unit_price?: Amount;
  product_currency?: string;
  line_total?: Amount;
}

export interface AdminPayment {
  id: number | string;
  amount: Amount;
  currency?: string;
  status: string;
  processor?: string;
  kind?: string;
  created_at?: string;
}

export interface AdminRefund {
  id: number | string;
  amount: Amount;
  currency?: string;
  status: string;
  payment_id?: number | string;
  created_at?: string;
}

export interface AdminOrderEvent {
  id?: number;
  at?: string;
  created_at?: string;
  from?: string | null;
  from_status?: string | null;
  to?: string | null;
  to_status?: string | null;
  type?: string;
  actor?: string | { name?: string; email?: string } | null;
  staff?: { name?: string; email?: string } | null;
  data?: Record<string, unknown> | null;
}

export interface AdminOrderNote {
  id: number;
  text: string;
  created_at: string;
  staff?: { name?: string; email?: string } | null;
  author?: string | null;
}

export interface AdminOrder extends AdminOrderRow {
  symbol?: string;
  lines: AdminOrderLine[];
  payments: AdminPayment[];
  refunds: AdminRefund[];
  events: AdminOrderEvent[];
  notes: AdminOrderNote[];
  carrier?: string | null;
  tracking_number?: string | null;
  cancel_reason?: string | null;
}

export interface StaffMemberRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  disabled?: boolean;
  disabled_at?: string | null;
  totp_enabled?: boolean;
  invited?: boolean;
  status?: string;
}

export interface AuditRow {
  id: number;
  created_at: string;
  action: string;
  entity_type?: string;
  entity_id?: string | null;
  staff?: { id?: number; email?: string; name?: string } | null;
  staff_email?: string | null;
  address?: string | null;
  before?: unknown;
  after?: unknown;
}

export interface Dashboard {
  awaiting_review?: number;
  orders_awaiting_review?: number;
  balance_due?: { currency: string; amount: Amount; orders?: number }[];
  today?: { orders?: number; revenue?: { currency: string; amount: Amount }[] };
  stale_rates?: boolean;
  rates_updated_at?: string | null;
  [key: string]: unknown;
}
