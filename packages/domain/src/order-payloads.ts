// The answers of the shopper's order calls (docs/api.md, "Cart and orders", "Lines by style
// (orders)", "Deposits and net terms", "Payments"), defined once: the API's builders are checked
// against them and the storefront reads them, so an answer cannot drift from what the pages read.
// They are zod schemas (the routes' response schemas, decision 175) whose types the storefront
// imports with `import type` only, so no zod reaches the browser through this file.
import { z } from 'zod';
import { deliveryAddress } from './company.ts';
import { MODES } from './constants.ts';
import { SALE_MODES } from './sale-mode.ts';
import { ORDER_STATUSES } from './back-office/order-workflow.ts';
import { TRADE_DOCUMENTS } from './back-office/trade-documents.ts';
import { orderTaxDto } from './back-office/tax.ts';
import { creditNoteDto } from './back-office/credit-notes.ts';

const int = () => z.number().int();
const mode = z.enum(Object.keys(MODES) as [keyof typeof MODES, ...(keyof typeof MODES)[]]);
const saleMode = z.enum(SALE_MODES);
const orderStatus = z.enum(ORDER_STATUSES);

/** Who placed an order of the company. */
export const placedByDto = z.strictObject({
  id: int(),
  first_name: z.string(),
});
export type PlacedByDto = z.output<typeof placedByDto>;

/** The buyer's company as an order copied it when placed. */
export const orderCompanyDto = z.strictObject({
  name: z.string(),
  tax_id: z.string(),
});

/** One of an order's `items`: a line as it was priced and sold when the order was placed. */
export const orderItemDto = z.strictObject({
  id: int(),
  product_id: int(),
  product_name: z.string(),
  brand: z.string(),
  color: z.string(),
  size: z.string().nullable(),
  image: z.string(),
  quantity: int(),
  mode,
  /** How the line was sold, and a pre-order's window (YYYY-MM-DD). */
  sale_mode: saleMode,
  ships_from: z.string().nullable(),
  ships_by: z.string().nullable(),
  /** Pairs sold ahead from incoming stock: the line ships from `ships_from` (docs/stock.md). */
  incoming_pairs: int().optional(),
  /** In the product's own currency, as listed when the order was placed. */
  unit_price: z.number(),
  product_currency: z.string(),
  /** The order's currency per unit of the product's, as converted at placement. */
  conversion_rate: z.number(),
  /** In the order's currency: what the line was charged per pair. */
  converted_unit_price: z.number(),
  line_total: z.number(),
});
export type OrderItemDto = z.output<typeof orderItemDto>;

/** A payment of the order; amounts are numbers in major units of its currency. */
export const orderPaymentDto = z.strictObject({
  id: int(),
  /** `order` at checkout (in full or the deposit), `balance` by Pay Now, `transfer` by bank. */
  kind: z.enum(['order', 'balance', 'transfer']),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  created_at: z.string(),
});
export type OrderPaymentDto = z.output<typeof orderPaymentDto>;

export const orderRefundDto = z.strictObject({
  id: int(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  created_at: z.string(),
});
export type OrderRefundDto = z.output<typeof orderRefundDto>;

/** One step of the order's timeline; the buyer's events never name staff. */
export const orderEventDto = z.strictObject({
  id: int(),
  /**
   * placed, paid, confirmed, balance_paid, shipped, delivered, cancelled, refunded; types added
   * later still show, as a change of status.
   */
  type: z.string(),
  from_status: orderStatus.nullable(),
  to_status: orderStatus.nullable(),
  created_at: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type OrderEventDto = z.output<typeof orderEventDto>;

/** One of an order's PDFs the buyer can open now (docs/api.md, "Trade documents"). */
export const orderDocumentDto = z.strictObject({
  document: z.enum(TRADE_DOCUMENTS),
  title: z.string(),
  /** The API's address of the PDF (/api/ecommerce/orders/{id}/documents/{document}.pdf). */
  url: z.string(),
});
export type OrderDocumentDto = z.output<typeof orderDocumentDto>;

/**
 * An `Order` without its lines: every field of GET /ecommerce/orders/?lines=none, whose
 * `items_count` counts them.
 */
export const orderSummaryDto = z.strictObject({
  id: int(),
  order_id: int(),
  status: orderStatus,
  /** `draft`: an order taken by staff and placed from its draft (docs/staff-orders.md). */
  source: z.enum(['cart', 'order_now', 'draft']),
  country_code: z.string(),
  currency: z.string(),
  symbol: z.string(),
  /** The goods, as priced at placement. */
  total: z.number(),
  /** Set by the provider when it confirms the order; null before. */
  shipping_charge: z.number().nullable(),
  /** total + shipping − (succeeded payments − refunds), never below 0. */
  balance_due: z.number(),
  /**
   * The payment terms the order copied when placed (decision 151): `card` charged `deposit`
   * (the `deposit_percent` share, null when paid in full) at checkout; `account` ships unpaid,
   * due `net_days` after shipping, on `due_on` once shipped; `overdue` past that day and owing.
   */
  payment_terms: z.enum(['card', 'account']),
  deposit_percent: z.number(),
  deposit: z.number().nullable(),
  net_days: int(),
  due_on: z.string().nullable(),
  overdue: z.boolean(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  items_count: int(),
  created_at: z.string(),
  /** The company member who placed it: a company's orders are every member's (decision 146). */
  placed_by: placedByDto,
  /** The company's name and tax id, and the delivery address, as the order copied them. */
  company: orderCompanyDto,
  delivery_address: deliveryAddress.nullable(),
  /** The commercial invoice's number once the order has shipped. */
  invoice_number: z.string().nullable(),
  /** None until confirmed (or without the seller's details). */
  documents: z.array(orderDocumentDto),
  payments: z.array(orderPaymentDto),
  refunds: z.array(orderRefundDto),
  events: z.array(orderEventDto),
  /** Only on a taxed order (decision 181): its tax row and the total with tax. */
  tax: orderTaxDto.optional(),
  /** Only once it has any (decision 182): its credit notes, each with its PDF. */
  credit_notes: z.array(creditNoteDto).optional(),
});
export type OrderSummaryDto = z.output<typeof orderSummaryDto>;

/** GET /ecommerce/orders/{order_id}/ and each of GET /ecommerce/orders/: the `Order`. */
export const orderDto = orderSummaryDto.extend({ items: z.array(orderItemDto) });
export type OrderDto = z.output<typeof orderDto>;

/** One size of a style and colour in an order, as priced at placement. */
export const orderStyleLineDto = z.strictObject({
  id: int(),
  product_id: int(),
  size: z.string().nullable(),
  quantity: int(),
  mode,
  /** In the product's own currency, as listed when the order was placed. */
  unit_price: z.number(),
  product_currency: z.string(),
  /** In the order's currency: what the line was charged per pair. */
  converted_unit_price: z.number(),
  line_total: z.number(),
  /** Set only when this size was sold otherwise than its group says (see OrderStyleDto). */
  sale_mode: saleMode.optional(),
  ships_from: z.string().nullable().optional(),
  ships_by: z.string().nullable().optional(),
  /** Pairs sold ahead from incoming stock: the size ships from `ships_from` (docs/stock.md). */
  incoming_pairs: int().optional(),
});
export type OrderStyleLineDto = z.output<typeof orderStyleLineDto>;

/**
 * A style and colour in an order: name (the style's, while its product exists), brand, colour,
 * image and how it was sold (a pre-order's window) once; `pairs` and `subtotal` (the sum of its
 * line totals, exact) computed on the server.
 */
export const orderStyleDto = z.strictObject({
  key: z.string(),
  item_group_id: int().nullable(),
  name: z.string(),
  brand: z.string(),
  color: z.string(),
  image: z.string(),
  sale_mode: saleMode,
  ships_from: z.string().nullable(),
  ships_by: z.string().nullable(),
  pairs: int(),
  subtotal: z.number(),
  lines: z.array(orderStyleLineDto),
});
export type OrderStyleDto = z.output<typeof orderStyleDto>;

/** GET /ecommerce/orders/{order_id}/?lines=styles: the order with `styles` in place of `items`. */
export const orderByStyleDto = orderSummaryDto.extend({ styles: z.array(orderStyleDto) });
export type OrderByStyleDto = z.output<typeof orderByStyleDto>;

/** GET /ecommerce/orders/ (`?lines=none`: OrderSummaryDto), newest first. */
export interface OrdersDto<O extends OrderSummaryDto = OrderDto> {
  count: number;
  orders: O[];
}
/** GET /ecommerce/orders/: the orders with their lines, or (`?lines=none`) without them. */
export const ordersDto = z.union([
  z.strictObject({ count: int(), orders: z.array(orderDto) }),
  z.strictObject({ count: int(), orders: z.array(orderSummaryDto) }),
]);

/**
 * 201 of POST /ecommerce/order/place/ and /ecommerce/order-now/: the client secret only when the
 * order is paid by card now.
 */
export const placedOrderDto = z.strictObject({
  order_id: int(),
  payment_client_secret: z.string().optional(),
});
export type PlacedOrderDto = z.output<typeof placedOrderDto>;

/** POST /ecommerce/orders/{order_id}/pay-balance/: the intent for the balance (minor units). */
export const balanceIntentDto = z.strictObject({
  order_id: int(),
  payment_client_secret: z.string(),
  amount: int(),
  currency: z.string(),
});
export type BalanceIntentDto = z.output<typeof balanceIntentDto>;

/** 201 and 200 of POST /ecommerce/payment-record/create/: the payment as recorded. */
export const paymentRecordDto = z.strictObject({
  id: int(),
  order_id: int(),
  payment_intent_id: z.string(),
  /** In minor units of `currency`. */
  amount: int(),
  currency: z.string(),
  status: z.string(),
  capture_method: z.string(),
  payment_method: z.string(),
  livemode: z.boolean(),
  created_at: z.string(),
});
export type PaymentRecordDto = z.output<typeof paymentRecordDto>;

/** POST /payments/test/confirm/: the test processor's intent, in Stripe's shape. */
export const paymentIntentDto = z.strictObject({
  id: z.string(),
  status: z.string(),
  amount: int(),
  currency: z.string(),
  capture_method: z.string(),
  payment_method_types: z.array(z.string()),
  livemode: z.boolean(),
});
export type PaymentIntentDto = z.output<typeof paymentIntentDto>;

/** One order line as POST /ecommerce/orders/{order_id}/reorder/ names it. */
export const reorderLineDto = z.strictObject({
  order_line_id: int(),
  product_id: int(),
  product_name: z.string(),
  color: z.string(),
  size: z.string().nullable(),
  quantity: int(),
  mode,
});
export type ReorderLineDto = z.output<typeof reorderLineDto>;

/** A line whose unit price today differs from the order's. */
export const priceChangeDto = reorderLineDto.extend({
  /** The unit price the order was placed at, in the order's currency. */
  old_unit_price: z.number(),
  /** Today's unit price for the same quantity, in `currency`. */
  new_unit_price: z.number(),
  currency: z.string(),
  symbol: z.string(),
});
export type PriceChangeDto = z.output<typeof priceChangeDto>;

/** 201 of POST /ecommerce/orders/{order_id}/reorder/ ("Order again", issue 19). */
export const reorderDto = z.strictObject({
  order_id: int(),
  /** The cart lines the order's lines went into (merged with what the cart held). */
  lines: z.array(z.strictObject({ id: int(), product_id: int(), quantity: int() })),
  count: int(),
  /** The order's currency: prices below are compared in it. */
  currency: z.string(),
  symbol: z.string(),
  price_changes: z.array(priceChangeDto),
  unavailable: z.array(reorderLineDto),
});
export type ReorderDto = z.output<typeof reorderDto>;

/** GET /payments/config/: the processor the payment screen talks to, and Stripe's public key. */
export const paymentsConfig = z.strictObject({
  provider: z.enum(['test', 'stripe']),
  publishable_key: z.string().optional(),
});
export type PaymentsConfig = z.output<typeof paymentsConfig>;

/** POST /payments/test/confirm/: the intent as Stripe's confirmCardPayment answers it. */
export const testConfirmAnswer = z.strictObject({ paymentIntent: paymentIntentDto });
export type TestConfirmAnswer = z.output<typeof testConfirmAnswer>;
