// The personal part of a shared page (issue 34, item 2; docs/decisions/157). A signed-in
// shopper's home, listing, search or product page is rendered once per country and price list
// and kept, as a guest's is; what is theirs alone is added to it per request by the web server:
//
// - spots: the few places of the markup that show the shopper (the header's greeting and cart
//   badge). The shared render leaves a marker in each; the web server puts each spot's markup
//   for this shopper in its place (renderPersonalSpots, from the same components), so the page
//   arrives whole and hydrates without a mismatch.
// - the overlay: the same part as JSON in a data block at the end of the body, which the
//   browser reads when it hydrates: the spots render from it, and after hydration the rest of
//   the page (the account menu, the product page's GO TO CART and style pairs) does too.
import type { ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { cartBadgeText } from '@solestock/domain';
import { BadgeCount } from '../components/ui/badge-count';
import { OVERLAY_ID, type PersonalPart } from './personal-overlay';
import { useT, type Translate } from '../i18n/i18n';

export type { PersonalPart } from './personal-overlay';

const GUEST: PersonalPart = { user: null, cartCount: 0 };

/** What a spot reads of the root loader's data (shop-context.ts ShopContext). */
interface SharedFlag extends Omit<PersonalPart, 'product'> {
  /** Set by a shared render: the page holds nothing of the shopper; the overlay does. */
  shared?: boolean;
}

/**
 * Every spot's markup, by name: plain elements only (no router, no state), rendered alike
 * everywhere, in the page's language (`t`: the page's own, or the web server's for its locale).
 */
export const PERSONAL_SPOTS = {
  greeting: (p: PersonalPart, t: Translate) => (
    <span className="block text-xs text-slate-500">
      {p.user ? t('personal.helloUser', { name: p.user.username }) : t('personal.helloSignIn')}
    </span>
  ),
  /** The cart link's name for screen readers and its badge (000 §2, §9: 99 at most, then 99+). */
  'cart-count': (p: PersonalPart, t: Translate) => {
    const text = cartBadgeText(p.cartCount);
    return (
      <>
        <span className="sr-only">{t('personal.cartItems', { text, count: p.cartCount })}</span>
        {p.cartCount > 0 ? <BadgeCount text={text} /> : null}
      </>
    );
  },
} satisfies Record<string, (part: PersonalPart, t: Translate) => ReactNode>;

export type SpotName = keyof typeof PERSONAL_SPOTS;

let overlay: PersonalPart | null | undefined;

/** The overlay the web server added to this document, read once; null when it has none. */
export function readPersonalOverlay(): PersonalPart | null {
  if (overlay !== undefined) return overlay;
  const text =
    typeof document === 'undefined' ? null : document.getElementById(OVERLAY_ID)?.textContent;
  try {
    overlay = text ? (JSON.parse(text) as PersonalPart) : null;
  } catch {
    overlay = null;
  }
  return overlay;
}

/** One spot: its marker in a shared render on the server, its markup everywhere else. */
export function PersonalSpot({ name }: { name: SpotName }) {
  const shop = useRouteLoaderData('root') as SharedFlag | undefined;
  const t = useT();
  if (shop?.shared) {
    // The server renders the marker; the web server puts this shopper's markup in its place,
    // which is what the browser renders from the overlay while it hydrates.
    if (typeof document === 'undefined') return <span data-personal-spot={name} />;
    return PERSONAL_SPOTS[name](readPersonalOverlay() ?? GUEST, t);
  }
  return PERSONAL_SPOTS[name]({ user: shop?.user ?? null, cartCount: shop?.cartCount ?? 0 }, t);
}
