// The answers of the shopper's order calls (docs/api.md, "Cart and orders", "Lines by style
// (orders)", "Deposits and net terms", "Payments"), defined once: the API's builders are checked
// against them and the storefront reads them, so an answer cannot drift from what the pages read.
import type { DeliveryAddress } from './company.ts';
import type { OrderCompanyDto, PlacedByDto } from './company-payloads.ts';
import type { Mode } from './constants.ts';
import type { SaleMode } from './sale-mode.ts';
import type { OrderStyleDto } from './style-lines.ts';
import type { OrderStatus } from './back-office/order-workflow.ts';
import type { TradeDocument } from './back-office/trade-documents.ts';

/** One of an order's `items`: a line as it was priced and sold when the order was placed. */
export interface OrderItemDto {
  id: number;
  product_id: number;
  product_name: string;
  brand: string;
  color: string;
  size: string | null;
  image: string;
  quantity: number;
  mode: Mode;
  /** How the line was sold, and a pre-order's window (YYYY-MM-DD). */
  sale_mode: SaleMode;
  ships_from: string | null;
  ships_by: string | null;
  /** In the product's own currency, as listed when the order was placed. */
  unit_price: number;
  product_currency: string;
  /** The order's currency per unit of the product's, as converted at placement. */
  conversion_rate: number;
  /** In the order's currency: what the line was charged per pair. */
  converted_unit_price: number;
  line_total: number;
}

/** A payment of the order; amounts are numbers in major units of its currency. */
export interface OrderPaymentDto {
  id: number;
  /** `order` at checkout (in full or the deposit), `balance` by Pay Now, `transfer` by bank. */
  kind: 'order' | 'balance' | 'transfer';
  amount: number;
  currency: string;
  status: string;
  created_at: string;
}

export interface OrderRefundDto {
  id: number;
  amount: number;
  currency: string;
  status: 'pending' | 'succeeded' | 'failed';
  created_at: string;
}

/** One step of the order's timeline; the buyer's events never name staff. */
export interface OrderEventDto {
  id: number;
  type:
    | 'placed'
    | 'paid'
    | 'confirmed'
    | 'balance_paid'
    | 'shipped'
    | 'delivered'
    | 'cancelled'
    | 'refunded'
    // Types added later still show, as a change of status.
    | (string & {});
  from_status: OrderStatus | null;
  to_status: OrderStatus | null;
  created_at: string;
  data: Record<string, unknown>;
}

/** One of an order's PDFs the buyer can open now (docs/api.md, "Trade documents"). */
export interface OrderDocumentDto {
  document: TradeDocument;
  title: string;
  /** The API's address of the PDF (/api/ecommerce/orders/{id}/documents/{document}.pdf). */
  url: string;
}

/**
 * An `Order` without its lines: every field of GET /ecommerce/orders/?lines=none, whose
 * `items_count` counts them.
 */
export interface OrderSummaryDto {
  id: number;
  order_id: number;
  status: OrderStatus;
  source: 'cart' | 'order_now';
  country_code: string;
  currency: string;
  symbol: string;
  /** The goods, as priced at placement. */
  total: number;
  /** Set by the provider when it confirms the order; null before. */
  shipping_charge: number | null;
  /** total + shipping − (succeeded payments − refunds), never below 0. */
  balance_due: number;
  /**
   * The payment terms the order copied when placed (decision 151): `card` charged `deposit`
   * (the `deposit_percent` share, null when paid in full) at checkout; `account` ships unpaid,
   * due `net_days` after shipping, on `due_on` once shipped; `overdue` past that day and owing.
   */
  payment_terms: 'card' | 'account';
  deposit_percent: number;
  deposit: number | null;
  net_days: number;
  due_on: string | null;
  overdue: boolean;
  carrier: string | null;
  tracking_number: string | null;
  cancel_reason: string | null;
  items_count: number;
  created_at: string;
  /** The company member who placed it: a company's orders are every member's (decision 146). */
  placed_by: PlacedByDto;
  /** The company's name and tax id, and the delivery address, as the order copied them. */
  company: OrderCompanyDto;
  delivery_address: DeliveryAddress | null;
  /** The commercial invoice's number once the order has shipped. */
  invoice_number: string | null;
  /** None until confirmed (or without the seller's details). */
  documents: OrderDocumentDto[];
  payments: OrderPaymentDto[];
  refunds: OrderRefundDto[];
  events: OrderEventDto[];
}

/** GET /ecommerce/orders/{order_id}/ and each of GET /ecommerce/orders/: the `Order`. */
export interface OrderDto extends OrderSummaryDto {
  items: OrderItemDto[];
}

/** GET /ecommerce/orders/{order_id}/?lines=styles: the order with `styles` in place of `items`. */
export interface OrderByStyleDto extends OrderSummaryDto {
  styles: OrderStyleDto[];
}

/** GET /ecommerce/orders/ (`?lines=none`: OrderSummaryDto), newest first. */
export interface OrdersDto<O extends OrderSummaryDto = OrderDto> {
  count: number;
  orders: O[];
}

/**
 * 201 of POST /ecommerce/order/place/ and /ecommerce/order-now/: the client secret only when the
 * order is paid by card now.
 */
export interface PlacedOrderDto {
  order_id: number;
  payment_client_secret?: string;
}

/** POST /ecommerce/orders/{order_id}/pay-balance/: the intent for the balance (minor units). */
export interface BalanceIntentDto {
  order_id: number;
  payment_client_secret: string;
  amount: number;
  currency: string;
}

/** 201 and 200 of POST /ecommerce/payment-record/create/: the payment as recorded. */
export interface PaymentRecordDto {
  id: number;
  order_id: number;
  payment_intent_id: string;
  /** In minor units of `currency`. */
  amount: number;
  currency: string;
  status: string;
  capture_method: string;
  payment_method: string;
  livemode: boolean;
  created_at: string;
}

/** POST /payments/test/confirm/: the test processor's intent, in Stripe's shape. */
export interface PaymentIntentDto {
  id: string;
  status: string;
  amount: number;
  currency: string;
  capture_method: string;
  payment_method_types: string[];
  livemode: boolean;
}

/** One order line as POST /ecommerce/orders/{order_id}/reorder/ names it. */
export interface ReorderLineDto {
  order_line_id: number;
  product_id: number;
  product_name: string;
  color: string;
  size: string | null;
  quantity: number;
  mode: Mode;
}

/** A line whose unit price today differs from the order's. */
export interface PriceChangeDto extends ReorderLineDto {
  /** The unit price the order was placed at, in the order's currency. */
  old_unit_price: number;
  /** Today's unit price for the same quantity, in `currency`. */
  new_unit_price: number;
  currency: string;
  symbol: string;
}

/** 201 of POST /ecommerce/orders/{order_id}/reorder/ ("Order again", issue 19). */
export interface ReorderDto {
  order_id: number;
  /** The cart lines the order's lines went into (merged with what the cart held). */
  lines: { id: number; product_id: number; quantity: number }[];
  count: number;
  /** The order's currency: prices below are compared in it. */
  currency: string;
  symbol: string;
  price_changes: PriceChangeDto[];
  unavailable: ReorderLineDto[];
}
