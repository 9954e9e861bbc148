// The specs' business constants under their spec names, so a spec line can be found by its words.
// "000" is the browsing spec, "001" the accounts and transactions spec, "API" is docs/api.md.

// ── Screens and breakpoints ────────────────────────────────────────────────────────────

/** 000 §9: breakpoint between mobile and tablet, in CSS px. */
export const BREAKPOINT_TABLET_PX = 768;
/** 000 §9: breakpoint between tablet and desktop, in CSS px. */
export const BREAKPOINT_DESKTOP_PX = 1024;
/** 000 §7: the screen_type values the banner calls accept. */
export const SCREEN_TYPES = ['desktop', 'tablet', 'mobile'] as const;
export type ScreenType = (typeof SCREEN_TYPES)[number];

/**
 * 000 §9: "desktop above 1024 px; tablet 768 to 1024 px; mobile below 768 px".
 * So exactly 1024 px is a tablet and exactly 768 px is a tablet: §9 states both ends of the
 * tablet range inclusively. This is the screen_type for banners only; layout breakpoints such as
 * the header's "Desktop (1024 px and wider)" (000 §2) are CSS rules and use `>=`.
 */
export function screenTypeForWidth(px: number): ScreenType {
  if (px > BREAKPOINT_DESKTOP_PX) return 'desktop';
  if (px >= BREAKPOINT_TABLET_PX) return 'tablet';
  return 'mobile';
}

// ── Home ───────────────────────────────────────────────────────────────────────────────

/** 000 §9: at tablet width only the first 8 category tiles and 8 product groups show. */
export const HOME_TABLET_MAX_TILES = 8;
/** 000 §9: Shop by Brand shows at most 4 brands from 768 up to but below 1024 px. */
export const SHOP_BY_BRAND_TABLET_MAX = 4;
/** 000 §9: Shop by Brand shows at most 6 brands at every other width. */
export const SHOP_BY_BRAND_MAX = 6;

/** 000 §9: the Shop by Brand limit for a viewport width (here 1024 px is already "otherwise"). */
export function shopByBrandMax(widthPx: number): number {
  return widthPx >= BREAKPOINT_TABLET_PX && widthPx < BREAKPOINT_DESKTOP_PX
    ? SHOP_BY_BRAND_TABLET_MAX
    : SHOP_BY_BRAND_MAX;
}

/** 000 §9: Partner Brands strip seconds per px of half the (duplicated) content width. */
export const PARTNER_STRIP_SECONDS_PER_PX = 0.007;
/** 000 §9: Partner Brands strip duration before the strip has been measured. */
export const PARTNER_STRIP_INITIAL_SECONDS = 90;

/**
 * 000 §9: duration = half the strip content width × 0.007. Half, because the list is duplicated
 * for the endless scroll and one loop moves by one copy. A strip not measured yet (0 or no width)
 * keeps the initial duration rather than a 0 s animation.
 */
export function partnerStripDurationSeconds(contentWidthPx: number): number {
  if (!Number.isFinite(contentWidthPx) || contentWidthPx <= 0) return PARTNER_STRIP_INITIAL_SECONDS;
  return (contentWidthPx / 2) * PARTNER_STRIP_SECONDS_PER_PX;
}

/** 000 §4, §9: carousel auto-advance interval. */
export const CAROUSEL_INTERVAL_MS = 3000;
/** 000 §4, §9: carousel slide transition. */
export const CAROUSEL_TRANSITION_MS = 1400;
/** 000 §9: bundled default banners per screen type, used when the banner call fails. */
export const FALLBACK_BANNERS_PER_SCREEN = 4;
/** 000 §4, §9: a hovered product card cycles its images this often. */
export const IMAGE_HOVER_CYCLE_MS = 1000;

// ── Browsing: listing, search, menus ───────────────────────────────────────────────────

/** 000 §9 and API Listing: item groups per listing page. */
export const LISTING_PAGE_SIZE = 10;
/** API Search: products per search page (000 §2 leaves it open). */
export const SEARCH_PAGE_SIZE = 20;

/** 000 §9: total pages = ceil(count / page size); no results is 0 pages. */
export function totalPages(count: number, pageSize: number = LISTING_PAGE_SIZE): number {
  if (!Number.isFinite(count) || count <= 0) return 0;
  return Math.ceil(count / pageSize);
}

/** 000 §9: pagination shows 1 page at each end. */
export const PAGINATION_BOUNDARY_COUNT = 1;
/** 000 §9: pagination shows 1 page either side of the current one. */
export const PAGINATION_SIBLING_COUNT = 1;

/** 000 §9: listing sidebar lists show 6 items before View All. */
export const SIDEBAR_ITEMS_BEFORE_VIEW_ALL = 6;
/** 000 §2, §9: search filters show 2 subcategories before '+ View All'. */
export const SEARCH_SUBCATEGORIES_BEFORE_VIEW_ALL = 2;
/** 000 §2, §9: search filters show 6 brands before '+ View All'. */
export const SEARCH_BRANDS_BEFORE_VIEW_ALL = 6;

/** 000 §2, §9: the Categories mega-menu pages through 10 categories (5 columns of 2). */
export const CATEGORIES_MENU_PAGE_SIZE = 10;
/** 000 §2, §9: subcategories shown under each category in the mega-menu. */
export const CATEGORIES_MENU_SUBCATEGORIES = 3;
/** 000 §2, §9: brands per page in the Brands mega-menu. */
export const BRANDS_MENU_PAGE_SIZE = 30;
/** 000 §2, §9: the footer lists the first 8 categories. */
export const FOOTER_CATEGORIES = 8;
/** 000 §2, §9: the mobile drawer shows 3 categories or brands until expanded. */
export const DRAWER_ITEMS_COLLAPSED = 3;

/** 000 §2, §9: New Arrival windows, "Last 30 Days" and "Last 90 Days". */
export const NEW_ARRIVAL_WINDOWS_DAYS = [30, 90] as const;
export type NewArrivalWindowDays = (typeof NEW_ARRIVAL_WINDOWS_DAYS)[number];

/** 000 §2: the two curated lists; `route` is the /products/shopBy/{value}, `api` the shop_by. */
export const SHOP_BY = [
  { label: 'New Arrival', route: 'New Arrival', api: 'new_arrival' },
  { label: 'Most Popular', route: 'Most Popular', api: 'most_popular' },
] as const;
export type ShopBy = (typeof SHOP_BY)[number]['api'];

/** 000 §2 Home: the 'View All' link goes to products/shopBy/New Arrvial, "spelt so in the link". */
export const NEW_ARRIVAL_LINK_VALUE = 'New Arrvial';

/**
 * 000 §2: the curated list a /products/shopBy/{value} route names. Case, spaces, '_' and '-' are
 * ignored so the route label, the API value and the Home link's misspelling all resolve.
 * Route params arrive already URL-decoded from the router.
 */
export function shopByFromRoute(value: string): ShopBy | undefined {
  const key = normaliseShopBy(value);
  if (key === normaliseShopBy(NEW_ARRIVAL_LINK_VALUE)) return 'new_arrival';
  return SHOP_BY.find((s) => normaliseShopBy(s.route) === key)?.api;
}

function normaliseShopBy(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
}

/** 000 §2: listing sort options in the listing's order; `value` is the API's sort. */
export const SORT_OPTIONS = [
  { label: 'Recommended', value: 'recommended' },
  { label: 'New Arrival', value: 'new_arrival' },
  { label: 'Most Popular', value: 'most_popular' },
] as const;
export type SortValue = (typeof SORT_OPTIONS)[number]['value'];

/** 000 §2 Search: the mobile Sort By sheet lists the same options in another order. */
export const SEARCH_SORT_OPTIONS = [
  SORT_OPTIONS[0],
  SORT_OPTIONS[2],
  SORT_OPTIONS[1],
] as const satisfies readonly (typeof SORT_OPTIONS)[number][];

/** 000 §2: product detail breadcrumbs have up to 4 levels. */
export const BREADCRUMB_MAX_LEVELS = 4;

// ── Search box ─────────────────────────────────────────────────────────────────────────

/** 000 §7, §9: autocomplete calls are debounced by 500 ms. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 500;
/** 000 §7, §9: at most 10 suggestions are shown. */
export const MAX_SUGGESTIONS = 10;
/** 000 §3, §9: at most 10 recent searches are kept. */
export const MAX_RECENT_SEARCHES = 10;
/** 000 §3: local-storage key of the recent searches. */
export const RECENT_SEARCHES_KEY = 'recentSearches';
/** 000 §4, §9: the recent-search dropdown closes 200 ms after the box loses focus. */
export const SEARCH_BLUR_CLOSE_MS = 200;

// ── Product detail and quantities ──────────────────────────────────────────────────────

/** 000 §4, §9: the quantity a product detail starts at. */
export const DEFAULT_QUANTITY = 25;
/** 000 §9: quantity preset buttons, in pairs. */
export const QUANTITY_PRESETS = [25, 100, 200, 300, 750, 1000] as const;
/** 000 §9: slab strip text when a product has no slabs. */
export const FALLBACK_SLAB_LABELS = ['25-100 pieces', '100-300 pieces', '300 and up'] as const;
/** 000 §2, §9: only the first 3 slabs are shown. */
export const SLABS_SHOWN = 3;

/** 000 §2, §9: shipping modes with their delivery times; Air Mode is the default (000 §4). */
export const MODES = {
  air: { label: 'Air Mode', days: '7-10 days' },
  sea: { label: 'Sea Mode', days: '30-45 days' },
} as const;
export type Mode = keyof typeof MODES;
/** 000 §4: Air Mode is preselected. */
export const DEFAULT_MODE: Mode = 'air';

export function isMode(value: unknown): value is Mode {
  return value === 'air' || value === 'sea';
}

/** API Cart: quantities the server accepts are whole numbers from 1. */
export const QUANTITY_MIN = 1;
/** API Cart: ... to 100000. */
export const QUANTITY_MAX = 100000;
/**
 * docs/api.md, "Line limit" (issue 41 item 3): the most lines a cart holds, and so an order placed
 * from it. Everything up to it is placed in bounded time (inserts in batches, the cart read in
 * pages or by style); a line past it is refused with a sentence.
 */
export const CART_LINES_MAX = 5000;
/** 000 §4, 001 §5: the detail stepper moves by 1 and cannot go below 0. */
export const STEPPER_MIN = 0;

// ── Header, cart, checkout ─────────────────────────────────────────────────────────────

/** 000 §2, §9: the cart badge counts up to 99. */
export const CART_BADGE_MAX = 99;

/** 000 §2, §9: the cart badge text: the count, or '99+' above 99. */
export function cartBadgeText(count: number): string {
  const n = Number.isFinite(count) ? Math.max(0, Math.trunc(count)) : 0;
  return n > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(n);
}

/** 001 §9: checkout has 3 steps. */
export const CHECKOUT_STEPS = ['cart', 'delivery', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];
/** 001 §2, §9: payment tabs; only the card tab works. */
export const PAYMENT_TABS = ['Credit/Debit Card', 'Pay Later', 'EMI', 'Net Banking'] as const;
/** 001 §4, §9: the payment record call succeeded only with this status. */
export const PAYMENT_RECORD_SUCCESS_STATUS = 201;
/** 001 §9: "If payment is deducted, you will get refund in 3-5 Days". */
export const ORDER_FAILURE_REFUND_DAYS = '3-5 Days';

// ── Accounts and session ───────────────────────────────────────────────────────────────

/** 001 §4, §9: redirect 2 s after a successful e-mail verification. */
export const VERIFY_REDIRECT_MS = 2000;
/** 001 §8, §9: redirect to /cart 2 s after the checkout details fail to load. */
export const CHECKOUT_FAILURE_REDIRECT_MS = 2000;
/** 001 §4, §9: redirect to /login 3 s after a password reset. */
export const RESET_REDIRECT_MS = 3000;
/** 001 §5, §9: minimum password length. */
export const PASSWORD_MIN_LENGTH = 8;
/** API Accounts: verification links expire after 24 h. */
export const VERIFY_TOKEN_TTL_HOURS = 24;
/** API Accounts: reset links expire after 1 h. */
export const RESET_TOKEN_TTL_HOURS = 1;
/** API Accounts: remember-me keeps the session 30 days. */
export const REMEMBER_ME_DAYS = 30;
/** 001 §1: buyers must be 18 or have guardian consent. */
export const MINIMUM_AGE_YEARS = 18;
/** 001 §1, §9: data of accounts unused for 2 years is deleted. */
export const INACTIVE_ACCOUNT_DELETION_YEARS = 2;

// ── Toasts ─────────────────────────────────────────────────────────────────────────────

/** 001 §4, §9: at most 20 toasts are shown. */
export const TOAST_LIMIT = 20;
/** 001 §4, §9: a success toast stays 2 s. */
export const TOAST_SUCCESS_MS = 2000;
/** 001 §4, §9: an error toast stays 4 s. */
export const TOAST_ERROR_MS = 4000;
