// What every page knows about the shopper's setting, from the root loader: the country, the
// exchange rates, and the catalogue directory the header menus show.
import { useRouteLoaderData } from 'react-router';
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  convertAmount,
  formatPrice,
  type CountryCode,
  type DecimalValue,
} from '@solestock/domain';
import type { Brand, Category } from './catalog-types';

export interface ExchangeRatesDto {
  base: string;
  rates: Record<string, number>;
  updated_at: string;
}

export interface ShopContext {
  country: CountryCode;
  rates: ExchangeRatesDto | null;
  categories: Category[] | null;
  categoriesError: string | null;
  brands: Brand[] | null;
  brandsError: string | null;
  /** The footer's social links; empty when the call fails (000 §8: logged only). */
  socialLinks: SocialLink[];
  /** The signed-in shopper, or null for a guest (filled by the accounts feature). */
  user: { id: number; username: string } | null;
  /** Items in the cart, for the header badge (filled by the cart feature). */
  cartCount: number;
}

/** 000 §3: a social link of the footer. */
export interface SocialLink {
  name: string;
  url: string;
  icon: string;
}

export function useShopContext(): ShopContext {
  const data = useRouteLoaderData('root') as ShopContext | undefined;
  return (
    data ?? {
      country: DEFAULT_COUNTRY,
      rates: null,
      categories: null,
      categoriesError: null,
      brands: null,
      brandsError: null,
      socialLinks: [],
      user: null,
      cartCount: 0,
    }
  );
}

export function countryOption(code: CountryCode) {
  return COUNTRIES.find((c) => c.code === code) ?? COUNTRIES[0];
}

/** Formats an amount in its own currency as the shopper's currency, by the specs' rule. */
export function usePriceFormatter(): (amount: DecimalValue, currency: string) => string {
  const { country, rates } = useShopContext();
  return (amount, currency) => {
    const converted = convertAmount(amount, currency, country, rates, (m) => console.warn(m));
    return formatPrice(converted.symbol, converted.amount);
  };
}
