// What ADD TO CART and ORDER NOW do on the product page (000 §2, §5). ADD TO CART posts to the
// cart's action: 'ADDING TO CART...' while it runs, then GO TO CART. A guest (the API answers
// 401) goes to /login with /cart as the return state, and the add is kept to be sent after.
// ORDER NOW goes to checkout with the order-now detail; checkout sends a guest to log in first.
// A refusal (a 4xx with the API's sentence, e.g. 409 insufficient_stock) is said on the page, not
// only in the console (issue 41.13): the specs' "logged only" stays for failures that are not
// the buyer's to act on (the server or the network).
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import type { Mode } from '@solestock/domain';
import { orderNowSearch, stashOrderNow } from '../../lib/order-now';
import { keepPendingCartAdd } from '../../lib/pending-cart-add';
import { useRefusalText } from '../../lib/refusal';
import { useT } from '../../i18n/i18n';

export interface ProductOrder {
  productId: number;
  quantity: number;
  mode: Mode;
}

export interface ProductActions {
  /** 'ADD TO CART', 'ADDING TO CART...' while the add runs, 'GO TO CART' once it is in the cart. */
  addLabel: 'ADD TO CART' | 'ADDING TO CART...' | 'GO TO CART';
  busy: boolean;
  /** The API's sentence when it refused the last add (e.g. "Only 21 pairs … are left…"). */
  refusal: string | null;
  addToCart: (order: ProductOrder) => void;
  orderNow: (order: ProductOrder) => void;
}

/** `alreadyInCart`: the server found the product in the cart (an add on an earlier visit). */
export function useProductActions(productId?: number, alreadyInCart = false): ProductActions {
  const navigate = useNavigate();
  const t = useT();
  const refusalText = useRefusalText();
  const fetcher = useFetcher<{ ok: boolean; status: number; error?: string }>();
  // The add in flight or last answered; set when it is sent, never from an effect.
  const [sent, setSent] = useState<ProductOrder | null>(null);
  const handled = useRef<unknown>(null);
  const busy = fetcher.state !== 'idle';
  const answer = busy ? undefined : fetcher.data;

  useEffect(() => {
    if (!answer || !sent || handled.current === answer) return;
    handled.current = answer;
    if (answer.status === 401) {
      keepPendingCartAdd(sent);
      void navigate('/login', { state: { from: '/cart' } });
    } else if (!answer.ok) {
      // 000 §8: an add failure on the detail page is logged only; the busy state clears.
      console.warn('add to cart failed', answer.error);
    }
  }, [answer, sent, navigate]);

  const refused =
    answer && !answer.ok && answer.status >= 400 && answer.status < 500 && answer.status !== 401;
  const inCart =
    alreadyInCart ||
    (Boolean(answer?.ok) &&
      sent !== null &&
      (productId === undefined || sent.productId === productId));
  return {
    addLabel: busy ? 'ADDING TO CART...' : inCart ? 'GO TO CART' : 'ADD TO CART',
    busy,
    refusal: refused
      ? answer.error
        ? refusalText(answer.error)
        : t('refusal.notAddedToCart')
      : null,
    addToCart: (order) => {
      if (inCart) {
        void navigate('/cart');
        return;
      }
      setSent(order);
      void fetcher.submit(
        {
          intent: 'add',
          productId: String(order.productId),
          quantity: String(order.quantity),
          mode: order.mode,
        },
        { method: 'post', action: '/cart' },
      );
    },
    orderNow: (order) => {
      const detail = { product_id: order.productId, quantity: order.quantity, mode: order.mode };
      stashOrderNow(detail);
      void navigate(`/checkout-summary${orderNowSearch(detail)}`);
    },
  };
}
