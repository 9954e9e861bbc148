// The cart, checkout, order and payment shapes of ../shared/API.md as the screens read them.
import type { Mode, SlabOperator } from '@solestock/domain';

export interface CartItem {
  id: number;
  productId: number;
  productImg: string;
  productBrand: string;
  productName: string;
  productColor: string;
  productSize: string | null;
  productQty: number;
  productConvertedPrice: { symbol: string; amount: number; currency: string };
  defaultProductSellingPrice: number;
  defaultProductSellingPriceCurrency: string;
  productPriceSlabs: {
    operator: SlabOperator;
    min_quantity: number | null;
    max_quantity: number | null;
    selling_price: number;
    selling_price_currency: string;
    converted_price: { amount: number; symbol: string };
  }[];
  productPrice: number;
  productCurrency: string;
  productAvailability: string;
  mode: Mode;
}

export interface Cart {
  cartItems: CartItem[];
  subtotal: { amount: number; currency: string; symbol: string };
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
}

export interface Order {
  id: number;
  order_id: number;
  status: 'awaiting_payment' | 'submitted' | 'paid' | 'payment_failed' | 'confirmed' | 'cancelled';
  source: 'cart' | 'order_now';
  country_code: string;
  currency: string;
  symbol: string;
  total: number;
  shipping_charge: number | null;
  items_count: number;
  created_at: string;
  items: OrderItem[];
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
