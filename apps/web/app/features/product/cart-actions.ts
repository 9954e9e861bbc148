// What ADD TO CART and ORDER NOW do. The cart comes with its own issue; until then a shopper is
// a guest, and a guest adding to cart goes to /login with /cart as the return state (000 §5).
// Everything the cart issue must replace lives in this one module.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Mode } from '@solestock/domain';

export interface ProductOrder {
  productId: number;
  quantity: number;
  mode: Mode;
}

export interface ProductActions {
  /** 'ADD TO CART', 'ADDING TO CART...' while the add runs, 'GO TO CART' once it is in the cart. */
  addLabel: 'ADD TO CART' | 'ADDING TO CART...' | 'GO TO CART';
  busy: boolean;
  addToCart: (order: ProductOrder) => void;
  orderNow: (order: ProductOrder) => void;
}

export function useProductActions(): ProductActions {
  const navigate = useNavigate();
  const location = useLocation();
  const [busy] = useState(false);
  const inCart = false;
  return {
    addLabel: busy ? 'ADDING TO CART...' : inCart ? 'GO TO CART' : 'ADD TO CART',
    busy,
    addToCart: () => {
      void navigate('/login', { state: { from: '/cart' } });
    },
    orderNow: () => {
      // After signing in the shopper comes back to this product to place the order.
      void navigate('/login', { state: { from: location.pathname } });
    },
  };
}
