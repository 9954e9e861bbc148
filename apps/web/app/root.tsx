import {
  type ShouldRevalidateFunctionArgs,
  Links,
  useRevalidator,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useHref,
  useLocation,
  type LinksFunction,
} from 'react-router';
import { useEffect } from 'react';
import type { Route } from './+types/root';
import { apiJson, onSessionEnded, settled, shopWideJson } from './lib/api';
import { hasSessionCookie, loadSessionUser } from './lib/session-user';
import { Toaster } from './components/ui/toaster';
import { FOOTER_CATEGORIES } from '@solestock/domain';
import { countryOfCurrency, type CountryCode } from '@solestock/domain/countries';
import type { CartCountDto } from '@solestock/domain/cart-payloads';
import type { Category } from './lib/catalogue-types';
import { DEFAULT_COUNTRY } from './lib/country';
import type { ExchangeRatesDto, ShopContext, SocialLink } from './lib/shop-context';
import { NotFoundPage } from './features/info/not-found-page';
import { DesktopSearchBox, MobileSearchBar } from './features/search/search-box';
import { BottomTabBar } from './features/shell/bottom-tab-bar';
import { chromeClasses } from './features/shell/chrome-visibility';
import { SiteFooter } from './features/shell/site-footer';
import { SiteHeader } from './features/shell/site-header';
import { FullStylesheet, InlineStylesheet } from './lib/inline-stylesheet';
import stylesheetUrl from './app.css?url';
import { isConsolePath } from './lib/console-path';
import { FALLBACK_BRAND, brandColourStyle, useBrand } from './lib/brand';
import type { ShopBrand } from '@solestock/domain/back-office/brand-payloads';
import { LocaleProvider, useLocale, useT } from './i18n/i18n';
import { splitLocalePath } from './i18n/locale-path';
import { DEFAULT_LOCALE, type Locale } from '@solestock/domain/locales';

// The shop's icon: the brand's (docs/brand.md), else ours; drawn in Layout, which knows the brand.
export const links: LinksFunction = () => [];

/**
 * Country, rates, the cart badge and the footer's categories for every page; failures degrade,
 * never throw. The header menus' full directory is fetched when opened (lib/catalogue-directory).
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<ShopContext> {
  // The console shows none of the shop's directory, cart or shopper: ask the API for none.
  const { pathname } = new URL(request.url);
  if (isConsolePath(pathname)) return CONSOLE_CONTEXT;
  const { locale } = splitLocalePath(pathname);
  const { country } = context;
  const [user, rates, categories, cart, socialLinks, brand] = await Promise.all([
    loadSessionUser(context.api, request.headers.get('cookie')),
    settled(shopWideJson<ExchangeRatesDto>(context, '/ecommerce/exchange-rates/')),
    settled(shopWideJson<Category[]>(context, '/ecommerce/categories/')),
    // A guest has no cart: no call (issue 17: one in-process request less on every guest
    // page); a session that turns out to be over answers 401, simply an empty badge.
    hasSessionCookie(request.headers.get('cookie'))
      ? settled(apiJson<CartCountDto>(context.api, '/ecommerce/cart/count/'))
      : Promise.resolve({ value: { count: 0 }, error: null }),
    // 000 §8: a social-link failure is logged only; the footer goes without icons.
    shopWideJson<SocialLink[]>(context, '/ecommerce/social-media/').catch((e: unknown) => {
      console.error('social links fetch failed', e);
      return [];
    }),
    // The shop's brand (docs/brand.md): a failure draws the default one, logged only.
    shopWideJson<ShopBrand>(context, '/ecommerce/brand/').catch((e: unknown) => {
      console.error('brand fetch failed', e);
      return FALLBACK_BRAND;
    }),
  ]);
  return {
    user,
    country,
    rates: rates.value,
    footerCategories: (categories.value ?? [])
      .slice(0, FOOTER_CATEGORIES)
      .map(({ id, headCategory }) => ({ id, headCategory })),
    socialLinks,
    cartCount: cart.value?.count ?? 0,
    // A company on a price list buys in its currency (docs/price-lists.md).
    ...priceCountryOf(
      cart.value && 'price_currency' in cart.value ? cart.value.price_currency : undefined,
    ),
    brand,
    // More languages than English offered: the switcher lists them (decision 207).
    ...((context.languages?.length ?? 1) > 1 ? { languages: [...context.languages!] } : {}),
    // The page's language for routes' titles (i18n/meta-translator.ts); English pages go without.
    ...(locale !== DEFAULT_LOCALE ? { locale } : {}),
    // The request carried no session (the web server took it off): the overlay has the shopper.
    ...(context.shared ? { shared: true } : {}),
  };
}

function priceCountryOf(currency: string | undefined): { priceCountry?: CountryCode } {
  const code = currency ? countryOfCurrency(currency) : undefined;
  return code ? { priceCountry: code } : {};
}

const CONSOLE_CONTEXT: ShopContext = {
  user: null,
  country: DEFAULT_COUNTRY,
  rates: null,
  footerCategories: [],
  socialLinks: [],
  cartCount: 0,
};

/** Placing and paying empty the cart outside a form: the badge reloads on these pages. */
const CART_CHANGING_PAGES = new Set(['/cart', '/order-success']);

/**
 * The directory and rates change rarely: reload them only after a form posts (country, login,
 * logout), on an explicit revalidation of the same URL (the session ended in the browser), or
 * on a page that changes the cart.
 */
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return CART_CHANGING_PAGES.has(nextUrl.pathname);
}

/** The CJK font stack of a Japanese or Chinese page (app.css); none on English pages. */
const CJK_FONT: Record<Locale, string> = { en: '', ja: ' font-ja', 'zh-CN': ' font-zh' };

export function Layout({ children }: { children: React.ReactNode }) {
  // The brand's colour across the storefront: the theme's brand shades, overridden on the page.
  const brand = useBrand();
  // The page's language (decision 204): `en`, `ja` or `zh-CN`, from its URL.
  const locale = useLocale();
  return (
    <html lang={locale} style={brandColourStyle(brand)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand.primary_color} />
        <Meta />
        <InlineStylesheet />
        <FullStylesheet href={stylesheetUrl} />
        <Links />
        {brand.favicon ? (
          <link rel="icon" href={brand.favicon} />
        ) : (
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        )}
      </head>
      <body className={`min-h-screen${CJK_FONT[locale]}`}>
        <LocaleProvider>{children}</LocaleProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Header, page and footer, with the bars each route shows (000 §2 visibility rules). */
function Chrome({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  // The console's layout route draws its own frame.
  if (isConsolePath(pathname)) return <>{children}</>;
  const visible = chromeClasses(pathname);
  return (
    <>
      <SiteHeader
        className={visible.header}
        desktopSearch={<DesktopSearchBox />}
        mobileSearch={<MobileSearchBar />}
      />
      <div id="main" tabIndex={-1} className="outline-none">
        {children}
      </div>
      <SiteFooter className={visible.footer} />
      <BottomTabBar className={visible.tabBar} />
    </>
  );
}

export default function App() {
  const revalidator = useRevalidator();
  // A refresh that failed in the browser signs the shopper out: reload the root's user.
  useEffect(() => onSessionEnded(() => void revalidator.revalidate()), [revalidator]);
  return (
    <Chrome>
      <Outlet />
      <Toaster />
    </Chrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const brand = useBrand();
  const t = useT();
  // The home of the page's language: `/ja` on a Japanese page.
  const home = useHref('/');
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Chrome>
        <NotFoundPage errorText={error.statusText || String(error.data ?? 'Not Found')} />
      </Chrome>
    );
  }
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : t('error.whileLoading');
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>{t('error.title', { shop: brand.shop_name })}</title>
      <h1 className="text-3xl font-bold">{t('error.heading')}</h1>
      <p className="mt-4 text-slate-600">{message}</p>
      <a
        className="mt-8 inline-block rounded bg-brand-600 px-5 py-2 font-semibold text-white"
        href={home}
      >
        {t('error.backToHome')}
      </a>
    </main>
  );
}
