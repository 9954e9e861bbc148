// ORDER NOW's detail travels in the checkout URLs (so a server render and a return from /login
// keep it) and is stashed in sessionStorage as 001 §3 describes, cleared once the order is placed.
import { isMode, QUANTITY_MAX, QUANTITY_MIN, type Mode } from '@solestock/domain';
import type { OrderNowDetail } from './cart-types';

export const ORDER_NOW_STORAGE_KEY = 'orderNowDetail';

export function orderNowSearch(detail: {
  product_id: number;
  quantity: number;
  mode: Mode;
}): string {
  return `?order_now=${detail.product_id}&quantity=${detail.quantity}&mode=${detail.mode}`;
}

/** The detail named by a checkout URL, or null for a cart checkout (or a malformed one). */
export function orderNowFromSearch(search: URLSearchParams): OrderNowDetail | null {
  const id = Number(search.get('order_now'));
  const quantity = Number(search.get('quantity'));
  const mode = search.get('mode') ?? 'air';
  if (!Number.isInteger(id) || id < 1) return null;
  if (!Number.isInteger(quantity) || quantity < QUANTITY_MIN || quantity > QUANTITY_MAX)
    return null;
  return { product_id: id, quantity, mode: isMode(mode) ? mode : 'air' };
}

export function stashOrderNow(detail: OrderNowDetail): void {
  try {
    sessionStorage.setItem(ORDER_NOW_STORAGE_KEY, JSON.stringify(detail));
  } catch {
    // Private mode or full storage: the URL still carries the detail.
  }
}

export function clearOrderNow(): void {
  try {
    sessionStorage.removeItem(ORDER_NOW_STORAGE_KEY);
  } catch {
    // nothing stashed
  }
}
