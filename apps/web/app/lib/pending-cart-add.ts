// A guest's ADD TO CART goes to /login first (000 §5); the add is kept here and sent once the
// shopper is signed in and lands on /cart, so the product is in the cart they return to.
import { isMode, type Mode } from '@solestock/domain';

const KEY = 'pendingCartAdd';

export interface PendingCartAdd {
  productId: number;
  quantity: number;
  mode: Mode;
}

export function keepPendingCartAdd(add: PendingCartAdd): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(add));
  } catch {
    // Storage unavailable: the shopper adds again after logging in.
  }
}

/** Takes the pending add out of storage (once), if a well-formed one is there. */
export function takePendingCartAdd(): PendingCartAdd | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingCartAdd>;
    if (
      Number.isInteger(value.productId) &&
      Number.isInteger(value.quantity) &&
      (value.quantity ?? 0) > 0 &&
      isMode(value.mode)
    ) {
      return value as PendingCartAdd;
    }
  } catch {
    // unreadable: dropped
  }
  return null;
}
