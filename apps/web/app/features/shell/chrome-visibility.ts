// Which of header, footer and bottom tab bar a route shows, at which widths (000 §2 Header,
// Footer, Bottom tab bar), as Tailwind classes: CSS media queries decide the width part, so a
// server-rendered page looks the same before and after it hydrates. md = 768 px, lg = 1024 px.

export interface ChromeClasses {
  header: string;
  footer: string;
  tabBar: string;
}

/** The first path segment(s) a rule names: `/change-password/uid/token` is change-password. */
const onPage = (pathname: string, pages: readonly string[]) => {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return pages.some((p) => path === `/${p}` || path.startsWith(`/${p}/`));
};

// Both spellings of the e-mail verification path appear in 001 §2; they are one screen.
const HEADER_HIDDEN = [
  'login',
  'sign-up',
  'get-confirm-email',
  'privacy-policy',
  'categories',
  'brands',
  'password-reset',
  'change-password',
  'confirm-email',
  'verify-email',
] as const;
const HEADER_HIDDEN_BELOW_MD = ['cart', 'checkout-summary', 'checkout/payment-method'] as const;

const FOOTER_HIDDEN = [
  'cart',
  'my-account',
  'checkout-summary',
  'checkout/payment-method',
  'order-success',
  'order-failure',
  'login',
  'sign-up',
  'password-reset',
  'get-confirm-email',
  'confirm-email',
  'verify-email',
] as const;

/** 000 §2: the tab bar's rule is "pages whose path contains" these, so it matches substrings. */
const TAB_BAR_HIDDEN_SUBSTRINGS = [
  'products/categories/',
  'products/',
  'search-results',
  'offers/',
  'login',
  'password-reset',
  'sign-up',
  'cart',
  'checkout',
  'order-success',
  'order-failure',
  'help-center',
  'policy-page',
] as const;

export function chromeClasses(pathname: string): ChromeClasses {
  const path = pathname.toLowerCase();
  let header = '';
  if (onPage(path, ['my-account'])) header = 'hidden md:max-lg:block';
  else if (onPage(path, HEADER_HIDDEN)) header = 'hidden';
  else if (onPage(path, HEADER_HIDDEN_BELOW_MD)) header = 'max-md:hidden';

  let footer = '';
  if (onPage(path, FOOTER_HIDDEN)) footer = 'hidden';
  else if (
    onPage(path, ['search-results', 'change-password']) ||
    // Category, brand, curated and product pages all live under /products/.
    path.startsWith('/products/')
  )
    footer = 'max-lg:hidden';

  // "Mobile only": below 768 px, where the screen type is mobile (000 §9).
  const tabBar = TAB_BAR_HIDDEN_SUBSTRINGS.some((s) => path.includes(s)) ? 'hidden' : 'md:hidden';

  return { header, footer, tabBar };
}
