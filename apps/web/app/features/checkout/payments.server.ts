// The card payment's writes that are not the processor's own (001 §4), for the checkout and order
// routes' actions: placing the order for payment (its intent), asking for an order's balance, and
// recording a payment the processor accepted. The card itself is confirmed in the browser.
import { PAYMENT_RECORD_SUCCESS_STATUS } from '@solestock/domain';
import type { BalanceIntentDto } from '@solestock/domain/order-payloads';
import { ApiError, apiJson, serverMessage, type ApiFetch } from '../../lib/api';
import type { OrderNowDetail } from '../../lib/cart-types';
import { refusal } from '../../lib/refusal';
import { NOTHING_DUE, PAYMENT_UNAVAILABLE, type PaymentStart } from './card-payment';
import { placeOrder } from './place-order.server';

/** Places the order for payment (Pay Now): its id and the intent's client secret, or a message. */
export async function placeForPayment(
  api: ApiFetch,
  country: string,
  orderNow: OrderNowDetail | null,
  idempotencyKey: string,
  addressId: number | null = null,
): Promise<PaymentStart> {
  try {
    const placed = await placeOrder(api, country, orderNow, false, idempotencyKey, addressId);
    if (!placed.payment_client_secret) return { message: PAYMENT_UNAVAILABLE };
    return { orderId: placed.order_id, secret: placed.payment_client_secret };
  } catch (error) {
    const r = refusal(error, { unreachable: PAYMENT_UNAVAILABLE });
    return { message: error instanceof ApiError ? `error ${r.error}` : r.error };
  }
}

/** The pay-balance call: the intent, or the sentence to show. */
export async function startBalancePayment(
  api: ApiFetch,
  orderId: number,
): Promise<{ intent: BalanceIntentDto } | { message: string; nothingDue?: true }> {
  try {
    const intent = await apiJson<BalanceIntentDto>(
      api,
      `/ecommerce/orders/${orderId}/pay-balance/`,
      { method: 'POST' },
    );
    return { intent };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      // The server says why (not confirmed yet, or already paid); ours if it does not.
      return { message: serverMessage(error) ?? NOTHING_DUE, nothingDue: true };
    }
    return { message: refusal(error, { fallback: PAYMENT_UNAVAILABLE }).error };
  }
}

/**
 * POST /ecommerce/payment-record/create/: the server asks the processor itself, so only the ids
 * matter; the other fields are the payload 001 §3 lists. True once recorded (201, or 200 when it
 * already was, after a reload or a retry).
 */
export async function recordPayment(
  api: ApiFetch,
  orderId: number,
  paymentIntentId: string,
): Promise<boolean> {
  try {
    const res = await api('/ecommerce/payment-record/create/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        payment_intent_id: paymentIntentId,
        order_id: orderId,
        capture_method: 'automatic',
        payment_method: 'card',
      }),
    });
    if (res.status === PAYMENT_RECORD_SUCCESS_STATUS || res.status === 200) return true;
    console.error('payment record failed', res.status);
    return false;
  } catch (error) {
    console.error('payment record failed', error);
    return false;
  }
}

/** The record-payment form's answer, for the order-success and order pages' actions. */
export async function recordPaymentAction(form: FormData, api: ApiFetch) {
  const orderId = Number(form.get('order_id'));
  const intentId = String(form.get('payment_intent') ?? '');
  const recorded =
    Number.isInteger(orderId) && orderId > 0 && intentId
      ? await recordPayment(api, orderId, intentId)
      : false;
  return { intent: 'record-payment' as const, recorded };
}
