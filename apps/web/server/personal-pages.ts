// Which pages are about one shopper, so that no shared cache or CDN may keep them: the account,
// cart, checkout, orders and payment pages, the company pages, the collections (a group's prices), the pages of e-mailed links (every
// route with a token in its path: its page shows whose link it is, e.g. an invitation's e-mail
// address and company; personal-pages.test.ts walks the route table for them), and any page
// rendered for a signed-in shopper or that signs one in or out; and every page of the back-office
// console.
import { isConsolePath } from '../app/lib/console-path.ts';

/** What a personal page answers: only the shopper's own browser may keep it, and not on disk. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

// Under any language's segment too (decision 204): /ja/cart is as personal as /cart.
const PERSONAL_PATH =
  /^(?:\/(?:ja|zh-cn))?\/(?:my-account|cart|checkout-summary|checkout|order-success|order-failure|orders|order-draft|logout|company|collections|verify-email|confirm-email|change-password)(?:[/?#]|$)/;

/** Whether the request carries one of the session cookies (a signed-in shopper, or was one). */
export function hasSessionCookie(cookieHeader: string | undefined, sessionCookies: string[]) {
  // A plain substring test, as before: when in doubt the page is treated as personal.
  return !!cookieHeader && sessionCookies.some((name) => cookieHeader.includes(`${name}=`));
}

export function isPersonalPage(page: {
  url: string;
  cookieHeader: string | undefined;
  sessionCookies: string[];
  /** Whether this answer sets cookies (a sign-in, a renewed session, a sign-out). */
  setsCookies: boolean;
}): boolean {
  return (
    page.setsCookies ||
    PERSONAL_PATH.test(page.url) ||
    isConsolePath(page.url.split('?', 1)[0] ?? '/') ||
    hasSessionCookie(page.cookieHeader, page.sessionCookies)
  );
}
