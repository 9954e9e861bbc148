// The personal part of a shared page as the page and the web server both hold it, without
// React (docs/decisions/157): its shape, the marker a spot leaves in the shared render, and the
// id of the overlay's data block. lib/personal-part.tsx has the spots themselves.
import type { PersonalPartDto } from '@solestock/domain/personal-part';

export interface PersonalPart {
  /** As the root loader's `user` (shop-context.ts SessionUser): username is the first name. */
  user: { id: number; username: string } | null;
  cartCount: number;
  /** On a product page: whether that product is in the cart, and its style's pairs there. */
  product?: { id: number; inCart: boolean; stylePairs: number };
}

export function personalPartOf(dto: PersonalPartDto): PersonalPart {
  return {
    user: { id: dto.user.id, username: dto.user.first_name },
    cartCount: dto.cart_count,
    ...(dto.product
      ? {
          product: {
            id: dto.product.id,
            inCart: dto.product.in_cart,
            stylePairs: dto.product.style_pairs,
          },
        }
      : {}),
  };
}

/** What the shared render leaves where a spot goes; React writes it exactly so. */
export const spotMarker = (name: string) => `<span data-personal-spot="${name}"></span>`;

/** The id of the overlay's data block (a JSON script: the browser never runs it). */
export const OVERLAY_ID = 'solestock-personal';
