// The cart, checkout, order and payment shapes of docs/api.md as the screens read them.
import type { DeliveryAddress } from '@solestock/domain/company';
import type { OrderCompanyDto, PlacedByDto } from '@solestock/domain/company-payloads';
import type { Mode, SaleMode, Shortfalls } from '@solestock/domain';
import type { OrderStatus } from '@solestock/domain/back-office/order-workflow';
import type {
  CartStyleDto,
  CartStyleLineDto,
  CartStylesDto,
  OrderStyleDto,
  OrderStyleLineDto,
} from '@solestock/domain/style-lines';

/**
 * GET /ecommerce/cart/items/?lines=styles (docs/api.md, "Lines by style"): the cart by style and
 * colour, as the cart and checkout review show it, with the flat answer's minimums.
 */
export type CartStyles = CartStylesDto & {
  minimums?: Shortfalls;
  group_discount_percent?: string;
};
export type { CartStyleDto, CartStyleLineDto };

/**
 * A size as /cart keeps it (decision 155): what the page reads, the rest said only when it
 * matters (`available` when false, `tier_quantity` when it is not the size's own quantity,
 * `availability` for a stock style), so an 800-line cart's page data stays small.
 */
export type CartPageLine = Omit<
  CartStyleLineDto,
  'product_id' | 'available' | 'tier_quantity' | 'availability'
> & { available?: boolean; tier_quantity?: number; availability?: number };
export type CartPageStyle = Omit<CartStyleDto, 'lines'> & { lines: CartPageLine[] };
export type CartPage = Omit<CartStyles, 'styles'> & { styles: CartPageStyle[] };

/** The grouped answer trimmed to a CartPage. */
export function cartPage(cart: CartStyles): CartPage {
  return {
    ...cart,
    styles: cart.styles.map((style) => ({
      ...style,
      lines: style.lines.map(
        ({ product_id: _product, available, tier_quantity, availability, ...line }) => ({
          ...line,
          ...(available ? {} : { available }),
          ...(tier_quantity === line.quantity ? {} : { tier_quantity }),
          ...(style.sale_mode === 'stock' ? { availability } : {}),
        }),
      ),
    })),
  };
}

export interface CheckoutSummary {
  total_price: { currency: string; amount: number };
  currency_code: string;
  items_count: number;
}

export interface PlacedOrder {
  order_id: number;
  payment_client_secret?: string;
}

export interface OrderItem {
  id: number;
  product_id: number;
  product_name: string;
  brand: string;
  color: string;
  size: string | null;
  image: string;
  quantity: number;
  mode: Mode;
  unit_price: number;
  product_currency: string;
  converted_unit_price: number;
  line_total: number;
  /** How the line was sold (docs/api.md): a pre-order shows its window. */
  sale_mode?: SaleMode;
  ships_from?: string | null;
  ships_by?: string | null;
}

/** Amounts are numbers in major units of the order's currency. */
export interface OrderPayment {
  id: number;
  /** `order` at checkout (in full or the deposit), `balance` by Pay Now, `transfer` by bank. */
  kind?: 'order' | 'balance' | 'transfer';
  amount: number;
  currency: string;
  status: string;
  created_at: string;
}

export interface OrderRefund {
  id: number;
  amount: number;
  currency: string;
  status: 'pending' | 'succeeded' | 'failed';
  created_at: string;
}

/** One step of the order's timeline (docs/api.md, back office); the buyer's events never name staff. */
export interface OrderEvent {
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

export interface Order {
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
  carrier: string | null;
  tracking_number: string | null;
  cancel_reason: string | null;
  items_count: number;
  created_at: string;
  items: OrderItem[];
  payments: OrderPayment[];
  refunds: OrderRefund[];
  events: OrderEvent[];
  /** The company member who placed it: a company's orders are every member's (decision 146). */
  placed_by?: PlacedByDto;
  /** The company's name and tax id, and the delivery address, as the order copied them. */
  company?: OrderCompanyDto;
  delivery_address?: DeliveryAddress | null;
  /** The commercial invoice's number once the order has shipped (docs/api.md, "Trade documents"). */
  invoice_number?: string | null;
  /** The trade documents the buyer can open now: none until confirmed (or without the seller's details). */
  documents?: OrderDocumentLink[];
  /**
   * The payment terms the order copied when placed (decision 151): `card` charged `deposit`
   * (the `deposit_percent` share, null when paid in full) at checkout; `account` ships unpaid,
   * due `net_days` after shipping, on `due_on` once shipped; `overdue` past that day and owing.
   */
  payment_terms?: 'card' | 'account';
  deposit_percent?: number;
  deposit?: number | null;
  net_days?: number;
  due_on?: string | null;
  overdue?: boolean;
}

/**
 * An order of GET /ecommerce/orders/?lines=none, the orders page's answer (docs/api.md): every
 * field but its lines, which `items_count` counts.
 */
export type OrderSummary = Omit<Order, 'items'>;

/**
 * GET /ecommerce/orders/{id}/?lines=styles, the order page's answer (docs/api.md, "Lines by
 * style"): the order with its lines by style and colour in place of `items`.
 */
export type OrderByStyle = Omit<Order, 'items'> & { styles: OrderPageStyle[] };

/**
 * A size as the order page reads it: what its cell shows. The route's loader keeps only this of
 * each line, so a 2,000-line order's page carries no unused fields in its data (decision 156).
 */
export type OrderPageLine = Pick<
  OrderStyleLineDto,
  | 'id'
  | 'size'
  | 'quantity'
  | 'mode'
  | 'converted_unit_price'
  | 'sale_mode'
  | 'ships_from'
  | 'ships_by'
>;
export type OrderPageStyle = Omit<OrderStyleDto, 'lines'> & { lines: OrderPageLine[] };

/** One of an order's PDFs: proforma once confirmed, invoice and packing list once shipped. */
export interface OrderDocumentLink {
  document: 'proforma' | 'invoice' | 'packing-list';
  title: string;
  /** The API's address of the PDF (/api/ecommerce/orders/{id}/documents/{document}.pdf). */
  url: string;
}

/** POST /ecommerce/orders/:order_id/pay-balance/: the intent for the balance (amount in minor units). */
export interface BalanceIntent {
  order_id: number;
  payment_client_secret: string;
  amount: number;
  currency: string;
}

export interface PaymentIntentDto {
  id: string;
  status: string;
  amount: number;
  currency: string;
  capture_method: string;
  payment_method_types: string[];
  livemode: boolean;
}

/** 001 §3: the order-now detail kept while the shopper checks out one product. */
export interface OrderNowDetail {
  product_id: number;
  quantity: number;
  mode: Mode;
  totalPrice?: number;
  baseCurrency?: string;
}
