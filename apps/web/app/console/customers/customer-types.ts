// What the console reads of /api/admin/customers/.
import type { CustomerGroup } from '@solestock/domain/back-office/customer-group-payloads';
import type { AdminOrderRow } from '../shared/console-types';

export interface CustomerRow {
  id: number;
  email: string;
  first_name: string;
  created_at: string;
  email_verified: boolean;
  disabled: boolean;
  disabled_at: string | null;
  orders_count: number;
  /** Per currency (lowercase), exact decimal strings: orders placed and not cancelled, paid or not. */
  totals: { currency: string; total: string }[];
  /** Per currency: what succeeded payments less refunds brought in (issue 28.8). */
  paid_totals?: { currency: string; total: string }[];
  last_order_at: string | null;
  /** The buyer's company, its size and customer group (issue 32.3). */
  company?: {
    id: number;
    name: string;
    members: number;
    group: Pick<
      CustomerGroup,
      'id' | 'name' | 'discount_percent' | 'deposit_percent' | 'net_days'
    > | null;
  } | null;
}

export interface CustomerDetail extends CustomerRow {
  orders: AdminOrderRow[];
}

export interface CustomerActionResult {
  intent: 'disable' | 'enable' | 'group';
  ok: boolean;
  error?: string | null;
}
