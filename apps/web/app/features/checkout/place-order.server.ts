// Placing the order (001 §7), from the checkout routes' actions: the cart's order/place or ORDER
// NOW's order-now, with the shopper's country, with or without payment. An Idempotency-Key per
// checkout visit makes a double click or a retried post return the first order.
import { apiJson, type ApiFetch } from '../../lib/api';
import type { PlacedOrderDto } from '@solestock/domain/order-payloads';
import type { OrderNowDetail } from '../../lib/cart-types';

export function placeOrder(
  api: ApiFetch,
  country: string,
  orderNow: OrderNowDetail | null,
  withoutPayment: boolean,
  idempotencyKey: string,
  /** The delivery address from the company's book (decision 146); none for a buyer without. */
  addressId: number | null = null,
): Promise<PlacedOrderDto> {
  const query = `?country_code=${country}${withoutPayment ? '&without_payment=true' : ''}${
    addressId === null ? '' : `&address_id=${addressId}`
  }`;
  const headers = { 'idempotency-key': idempotencyKey };
  if (orderNow) {
    return apiJson<PlacedOrderDto>(api, `/ecommerce/order-now/${query}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        product_id: orderNow.product_id,
        quantity: orderNow.quantity,
        mode: orderNow.mode,
      }),
    });
  }
  return apiJson<PlacedOrderDto>(api, `/ecommerce/order/place/${query}`, {
    method: 'POST',
    headers,
  });
}

/** A fresh key for one visit of a checkout screen. */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
