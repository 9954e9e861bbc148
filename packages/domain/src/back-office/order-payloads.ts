// The answers of the console's order calls (docs/api.md, back office, "Orders" and the dashboard),
// defined once: the API's order-admin repository is typed by them, so an answer cannot drift from
// what the console reads (apps/web console/shared/console-types.ts re-exports them). Those
// written as zod schemas are also the routes' response schemas (decision 175): the API's tests
// check every answer against them.
import { z } from 'zod';
import { ORDER_STATUSES, type OrderMove } from './order-workflow.ts';
import { deliveryAddress } from '../company.ts';
import type { OrderStyleDto, OrderStyleLineDto } from '../style-lines.ts';

/**
 * An amount the back office reads: a JSON number in major units of the order's currency, rounded
 * to its decimals on the server (money is worked exactly there; this is only its display).
 */
export type Amount = number;
export const amount = z.number();

export interface Paged<T> {
  count: number;
  page: number;
  page_size: number;
  results: T[];
}

/** One page of a console list: `results` of `row`, the count of all and the page's place. */
export const paged = <Row extends z.ZodType>(row: Row) =>
  z.strictObject({
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    results: z.array(row),
  });

/** GET /api/admin/orders/ → results[] */
export const adminOrderRow = z.strictObject({
  id: z.number().int(),
  created_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  buyer: z.strictObject({
    id: z.number().int(),
    email: z.string(),
    first_name: z.string().nullable(),
  }),
  country_code: z.string(),
  currency: z.string(),
  /** The currency's sign as the storefront writes it ("$", "₹"). */
  symbol: z.string(),
  total: amount,
  shipping_charge: amount.nullable(),
  balance_due: amount,
  /** Order lines (the contract's name); `lines_count` says so. */
  items_count: z.number().int(),
  // Issue 28.8: figures named for what they count (absent from answers older than them).
  goods_total: amount.optional(),
  /** Goods and shipping, as the buyer is asked to pay. */
  order_total: amount.optional(),
  lines_count: z.number().int().optional(),
  pairs: z.number().int().optional(),
  version: z.number().int(),
  /** The buyer's company and the delivery address as the order copied them (decision 146). */
  company: z
    .strictObject({ id: z.number().int(), name: z.string(), tax_id: z.string() })
    .optional(),
  delivery_address: deliveryAddress.nullable().optional(),
  /**
   * The payment terms the order copied when placed (decision 151): `card` (the deposit share of
   * the goods at checkout, 100 = in full) or `account` (ships unpaid, due `net_days` after
   * shipping, on `due_on` once shipped). `overdue`: due before today and still owing.
   */
  payment_terms: z.enum(['card', 'account']).optional(),
  deposit_percent: z.number().optional(),
  net_days: z.number().int().optional(),
  due_on: z.string().nullable().optional(),
  overdue: z.boolean().optional(),
});
export type AdminOrderRow = z.output<typeof adminOrderRow>;

export interface AdminOrderLine {
  id: number;
  product_id: number | null;
  /** Null once the product is gone from the catalogue (the line keeps its name). */
  sku: string | null;
  product_name: string;
  brand: string | null;
  color: string | null;
  size: string | null;
  quantity: number;
  mode: string;
  /** How its group was sold when the order was placed, and a pre-order's window (YYYY-MM-DD). */
  sale_mode?: 'unlimited' | 'stock' | 'pre_order';
  ships_from?: string | null;
  ships_by?: string | null;
  /** In the product's currency, as listed when the order was placed. */
  unit_price: Amount;
  product_currency: string;
  conversion_rate: Amount | null;
  /** In the order's currency: what the line was charged per pair. */
  converted_unit_price: Amount;
  line_total: Amount;
}

/** One size of a style and colour as the console reads it: the buyer's line and its SKU. */
export interface AdminOrderStyleLine extends OrderStyleLineDto {
  /** Null once the product is gone from the catalogue. */
  sku: string | null;
  conversion_rate: Amount | null;
}

/**
 * A style and colour of an order as the console reads it (GET /api/admin/orders/{id}/?lines=styles,
 * docs/api.md "Lines by style"): the buyer's block, its sizes with their SKUs.
 */
export interface AdminOrderStyle extends Omit<OrderStyleDto, 'lines'> {
  lines: AdminOrderStyleLine[];
}

export interface AdminPayment {
  id: number;
  processor: string;
  kind: 'order' | 'balance' | 'transfer';
  amount: Amount;
  /** A bank transfer's reference and the day it arrived (kind `transfer`). */
  reference?: string | null;
  received_on?: string | null;
  currency: string;
  status: string;
  created_at: string;
}

export interface AdminRefund {
  id: number;
  payment_id: number | null;
  amount: Amount;
  currency: string;
  status: string;
  /** Why it failed or could not be sent; null once it succeeded. */
  error?: string | null;
  created_at: string;
}

export interface StaffRef {
  id: number;
  name: string;
  email: string;
}

export interface AdminOrderEvent {
  id: number;
  /** placed, paid, confirmed, balance_paid, shipped, delivered, cancelled, refunded */
  type: string;
  from_status: string | null;
  to_status: string | null;
  created_at: string;
  data: Record<string, unknown> | null;
  /** Who made the move; null for the buyer's and the system's own events. */
  staff: StaffRef | null;
}

export interface AdminOrderNote {
  id: number;
  text: string;
  created_at: string;
  staff: StaffRef;
}

/** GET /api/admin/orders/{id}/ and every move's 200 answer. */
export interface AdminOrder extends AdminOrderRow {
  symbol: string;
  /** Shipping figures (decision 140). */
  cartons?: number;
  carton_pairs?: number;
  net_weight_kg?: string;
  unweighed_lines?: number;
  lines: AdminOrderLine[];
  payments: AdminPayment[];
  refunds: AdminRefund[];
  events: AdminOrderEvent[];
  notes: AdminOrderNote[];
  carrier: string | null;
  tracking_number: string | null;
  cancel_reason: string | null;
  /** The moves the API would accept now; the console offers these (those the role allows). */
  possible_moves: (OrderMove | string)[];
  /** Paid beyond what the order now costs (an amendment made it smaller; decision 153). */
  refund_due?: Amount;
  /** Whether its lines may still be changed: in review, before confirmation. */
  amendable?: boolean;
  /** Its trade documents now, at the staff's route (docs/api.md, "Trade documents"). */
  documents?: { document: string; title: string; url: string }[];
}

/**
 * GET /api/admin/orders/{id}/?lines=styles, the console's order page: the order with its lines by
 * style and colour (`styles`) in place of `lines`.
 */
export interface AdminOrderByStyle extends Omit<AdminOrder, 'lines'> {
  styles: AdminOrderStyle[];
}

/** A failed refund, or one that could not be sent, as the dashboard lists it. */
export interface StuckRefund {
  id: number;
  order_id: number;
  amount: Amount;
  currency: string;
  status: string;
  error: string | null;
  resends: number;
  updated_at: string;
}

/** GET /api/admin/dashboard/ */
export interface Dashboard {
  awaiting_review: number;
  balance_due: { currency: string; amount: Amount; orders: number }[];
  today: { orders: number; revenue: { currency: string; amount: Amount }[] };
  stuck_refunds?: { count: number; results: StuckRefund[] };
  stale_rates: boolean;
  rates_updated_at: string | null;
  /** Invoices on account due before today and still owing, oldest due first (decision 151). */
  overdue?: { count: number; results: OverdueInvoice[] };
}

export interface OverdueInvoice {
  order_id: number;
  company_name: string;
  due_on: string;
  currency: string;
  balance_due: Amount;
}
