// The answers of the console's order calls (docs/api.md, back office, "Orders" and the dashboard),
// defined once: the API's order-admin repository is typed by them, so an answer cannot drift from
// what the console reads (apps/web console/shared/console-types.ts re-exports their types). They
// are zod schemas, also the routes' response schemas (decision 175): the API's tests check every
// answer against them.
import { z } from 'zod';
import { orderTaxDto } from './tax.ts';
import { creditNoteDto } from './credit-notes.ts';
import { orderExport } from './export-papers.ts';
import { ORDER_STATUSES, type OrderMove } from './order-workflow.ts';
import { deliveryAddress } from '../company.ts';
import { ORDER_HOLDS } from './credit-control.ts';
import { orderStyleDto, orderStyleLineDto } from '../order-payloads.ts';

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
  /**
   * Held for credit control (docs/credit-control.md): `credit_limit` or `overdue`, and the
   * sentence saying why; null once confirmed by someone with orders.credit_override.
   */
  hold: z.enum(ORDER_HOLDS).nullable().optional(),
  hold_reason: z.string().nullable().optional(),
});
export type AdminOrderRow = z.output<typeof adminOrderRow>;

/** GET /api/admin/orders/: one page of the queue. */
export const adminOrdersPage = paged(adminOrderRow);

export const adminOrderLine = z.strictObject({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  /** Null once the product is gone from the catalogue (the line keeps its name). */
  sku: z.string().nullable(),
  product_name: z.string(),
  brand: z.string().nullable(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  quantity: z.number().int(),
  mode: z.string(),
  /** How its group was sold when the order was placed, and a pre-order's window (YYYY-MM-DD). */
  sale_mode: z.enum(['unlimited', 'stock', 'pre_order']).optional(),
  ships_from: z.string().nullable().optional(),
  ships_by: z.string().nullable().optional(),
  /** Pairs sold ahead from incoming stock: the line ships from `ships_from` (docs/stock.md). */
  incoming_pairs: z.number().int().optional(),
  /** In the product's currency, as listed when the order was placed. */
  unit_price: amount,
  product_currency: z.string(),
  conversion_rate: amount.nullable(),
  /** In the order's currency: what the line was charged per pair. */
  converted_unit_price: amount,
  line_total: amount,
});

/** One size of a style and colour as the console reads it: the buyer's line and its SKU. */
export const adminOrderStyleLine = orderStyleLineDto.extend({
  /** Null once the product is gone from the catalogue. */
  sku: z.string().nullable(),
  conversion_rate: amount.nullable(),
});
export type AdminOrderStyleLine = z.output<typeof adminOrderStyleLine>;

/**
 * A style and colour of an order as the console reads it (GET /api/admin/orders/{id}/?lines=styles,
 * docs/api.md "Lines by style"): the buyer's block, its sizes with their SKUs.
 */
export const adminOrderStyle = orderStyleDto.extend({ lines: z.array(adminOrderStyleLine) });
export type AdminOrderStyle = z.output<typeof adminOrderStyle>;

export const adminPayment = z.strictObject({
  id: z.number().int(),
  processor: z.string(),
  kind: z.enum(['order', 'balance', 'transfer']),
  /** The processor's id of the payment (a bank transfer's: one the store made up). */
  payment_intent_id: z.string(),
  amount,
  /** A bank transfer's reference and the day it arrived (kind `transfer`). */
  reference: z.string().nullable().optional(),
  received_on: z.string().nullable().optional(),
  currency: z.string(),
  status: z.string(),
  created_at: z.string(),
});

export const adminRefund = z.strictObject({
  id: z.number().int(),
  payment_id: z.number().int().nullable(),
  /** The processor it was (or is to be) sent through. */
  processor: z.string(),
  amount,
  currency: z.string(),
  status: z.string(),
  /** Why it failed or could not be sent; null once it succeeded. */
  error: z.string().nullable().optional(),
  created_at: z.string(),
});

export const staffRef = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});

export const adminOrderEvent = z.strictObject({
  id: z.number().int(),
  /** placed, paid, confirmed, balance_paid, shipped, delivered, cancelled, refunded */
  type: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  created_at: z.string(),
  data: z.record(z.string(), z.unknown()).nullable(),
  /** Who made the move; null for the buyer's and the system's own events. */
  staff: staffRef.nullable(),
});
export type AdminOrderEvent = z.output<typeof adminOrderEvent>;

export const adminOrderNote = z.strictObject({
  id: z.number().int(),
  text: z.string(),
  created_at: z.string(),
  staff: staffRef,
});

/** 201 of POST /api/admin/orders/{id}/notes/: the note added (the order page adds its author). */
export const addedNote = z.strictObject({
  id: z.number().int(),
  text: z.string(),
  created_at: z.string(),
});
export type AddedNote = z.output<typeof addedNote>;

/** What an order's answer says beside its lines (or its styles). */
const adminOrderFields = adminOrderRow.extend({
  symbol: z.string(),
  /** Shipping figures (decision 140). */
  cartons: z.number().int().optional(),
  carton_pairs: z.number().int().optional(),
  net_weight_kg: z.string().optional(),
  unweighed_lines: z.number().int().optional(),
  payments: z.array(adminPayment),
  refunds: z.array(adminRefund),
  events: z.array(adminOrderEvent),
  notes: z.array(adminOrderNote),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  /** The moves the API would accept now; the console offers these (those the role allows). */
  possible_moves: z.array(z.string() as z.ZodType<OrderMove | (string & {})>),
  /** Paid beyond what the order now costs (an amendment made it smaller; decision 153). */
  refund_due: amount.optional(),
  /** Whether its lines may still be changed: in review, before confirmation. */
  amendable: z.boolean().optional(),
  /** How it travels, printed on its export papers (docs/export-papers.md). */
  export: orderExport.optional(),
  /** Its trade documents now, at the staff's route (docs/api.md, "Trade documents"). */
  documents: z
    .array(z.strictObject({ document: z.string(), title: z.string(), url: z.string() }))
    .optional(),
  /** Only on a taxed order (decision 181): its tax row and the total with tax. */
  tax: orderTaxDto.optional(),
  /** Only once it has any (decision 182): its credit notes, each with its PDF at the staff route. */
  credit_notes: z.array(creditNoteDto).optional(),
});

/** GET /api/admin/orders/{id}/ and every move's 200 answer. */
export const adminOrder = adminOrderFields.extend({ lines: z.array(adminOrderLine) });
export type AdminOrder = z.output<typeof adminOrder>;

/**
 * GET /api/admin/orders/{id}/?lines=styles, the console's order page: the order with its lines by
 * style and colour (`styles`) in place of `lines`.
 */
export const adminOrderByStyle = adminOrderFields.extend({ styles: z.array(adminOrderStyle) });
export type AdminOrderByStyle = z.output<typeof adminOrderByStyle>;

/** A failed refund, or one that could not be sent, as the dashboard lists it. */
export const stuckRefund = z.strictObject({
  id: z.number().int(),
  order_id: z.number().int(),
  amount,
  currency: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  resends: z.number().int(),
  updated_at: z.string(),
});

export const overdueInvoice = z.strictObject({
  order_id: z.number().int(),
  company_name: z.string(),
  due_on: z.string(),
  currency: z.string(),
  balance_due: amount,
});

/** GET /api/admin/dashboard/ */
export const dashboard = z.strictObject({
  awaiting_review: z.number().int(),
  balance_due: z.array(z.strictObject({ currency: z.string(), amount, orders: z.number().int() })),
  today: z.strictObject({
    orders: z.number().int(),
    revenue: z.array(z.strictObject({ currency: z.string(), amount })),
  }),
  stuck_refunds: z
    .strictObject({ count: z.number().int(), results: z.array(stuckRefund) })
    .optional(),
  stale_rates: z.boolean(),
  rates_updated_at: z.string().nullable(),
  /** Invoices on account due before today and still owing, oldest due first (decision 151). */
  overdue: z.strictObject({ count: z.number().int(), results: z.array(overdueInvoice) }).optional(),
});
export type Dashboard = z.output<typeof dashboard>;
