// What every page knows about the shopper's setting, from the root loader: the country, the
// exchange rates, the cart badge and the footer's categories.
import { useRouteLoaderData } from 'react-router';
import { COUNTRIES, DEFAULT_COUNTRY, type CountryCode } from '@solestock/domain';
import type { SocialLinkDto } from '@solestock/domain/back-office/content-schemas';
import type { ExchangeRatesDto } from '@solestock/domain/back-office/exchange-rates';
import type { ShopBrand } from '@solestock/domain/back-office/brand-payloads';
import type { Category } from './catalogue-types';
import { readPersonalOverlay } from './personal-part';
import { useHydrated } from './use-hydrated';
import type { Locale } from '@solestock/domain/locales';

/** GET /ecommerce/exchange-rates/, defined once in packages/domain (the API's response schema). */
export type { ExchangeRatesDto };

/** 001 §3: the signed-in user; username is the account's first_name. */
export interface SessionUser {
  id: number;
  username: string;
}

export interface ShopContext {
  /** Null for a guest. Known to the server-rendered page, so the header never flashes a guest. */
  user: SessionUser | null;
  country: CountryCode;
  /**
   * The country prices are converted for when it is not `country`: a company on a price list
   * buys in the list's currency (docs/price-lists.md), whatever its country's.
   */
  priceCountry?: CountryCode;
  rates: ExchangeRatesDto | null;
  /** 000 §2: the footer's first categories, by name only (the menus fetch the whole directory). */
  footerCategories: Pick<Category, 'id' | 'headCategory'>[];
  /** The footer's social links; empty when the call fails (000 §8: logged only). */
  socialLinks: SocialLink[];
  /** Lines in the signed-in shopper's cart, for the header's badge; 0 for a guest. */
  cartCount: number;
  /** The shop's brand (docs/brand.md); the console's frame does without (the default). */
  brand?: ShopBrand;
  /**
   * A shared render (docs/decisions/157): `user` and `cartCount` are a guest's in the data, and
   * the shopper's own are in the page's overlay (lib/personal-part.tsx), read once hydrated.
   */
  shared?: boolean;
  /**
   * The languages offered (STOREFRONT_LANGUAGES, decision 207), when more than English: absent,
   * English alone is offered and the page has no switcher (its data as before the languages).
   */
  languages?: Locale[];
  /** The page's language when not English, for routes' titles (i18n/meta-translator.ts). */
  locale?: Locale;
}

/** 000 §3: a social link of the footer (GET /ecommerce/social-media/, defined in packages/domain). */
export type SocialLink = SocialLinkDto;

export function useShopContext(): ShopContext {
  const data = useRouteLoaderData('root') as ShopContext | undefined;
  // While a shared page hydrates it shows what the server rendered (a guest's menus, the spots
  // aside); then the shopper's own.
  const hydrated = useHydrated();
  const own = data?.shared && hydrated ? readPersonalOverlay() : null;
  if (data && own) return { ...data, user: own.user, cartCount: own.cartCount };
  return (
    data ?? {
      user: null,
      country: DEFAULT_COUNTRY,
      rates: null,
      footerCategories: [],
      socialLinks: [],
      cartCount: 0,
    }
  );
}

/**
 * The country and rates every price on a page is converted with: the shopper's country, or their
 * price list's currency's country (docs/price-lists.md).
 */
export function usePricing(): { country: CountryCode; rates: ExchangeRatesDto | null } {
  const { country, priceCountry, rates } = useShopContext();
  return { country: priceCountry ?? country, rates };
}

export function countryOption(code: CountryCode) {
  return COUNTRIES.find((c) => c.code === code) ?? COUNTRIES[0];
}
