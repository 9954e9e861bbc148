// The shop's countries, their currencies and symbols (000 §3, §9; 001 §9), written once. Apart
// from the conversion rule in currency.ts, so that the shell, which lists the countries, does not
// load the money code.

/**
 * A country's shipping table: each shipping mode's delivery time to it (000 §2, §9 give the six
 * spec countries' times; the mode names and their order are constants.ts's MODES). The charge
 * itself is not here: staff set it on the order, in the order's currency, after review (000 §1).
 */
export interface ShippingRows {
  readonly air: string;
  readonly sea: string;
}

/** 000 §2, §9: Air Mode 7-10 days, Sea Mode 30-45 days. */
const SPEC_SHIPPING: ShippingRows = { air: '7-10 days', sea: '30-45 days' };

/**
 * The countries the shop sells to, one row each (docs/countries.md, decision 202): adding a
 * country is adding a row here and its flag in apps/web/public/flags/; every list, rule and check
 * (the selector, the rate feed's currencies, price lists' currencies, the payment currency) reads
 * this table. The first six are 000 §3's options in the spec's order, with `alhpaThreecode` spelt
 * as the spec spells it, since screens read that key; currencies and symbols: 000 §9, 001 §9.
 * The five euro countries follow (issue 46 item 4). `flag` is the bundled image's path.
 */
export const COUNTRIES = [
  {
    code: 'gb',
    name: 'United Kingdom',
    alphaTwoCode: 'GB',
    alhpaThreecode: 'GBR',
    currency: 'gbp',
    symbol: '£',
    flag: '/flags/gb.svg',
    shipping: SPEC_SHIPPING,
  },
  {
    code: 'ca',
    name: 'Canada',
    alphaTwoCode: 'CA',
    alhpaThreecode: 'CAN',
    currency: 'cad',
    symbol: 'C$',
    flag: '/flags/ca.svg',
    shipping: SPEC_SHIPPING,
  },
  {
    code: 'us',
    name: 'United States',
    alphaTwoCode: 'US',
    alhpaThreecode: 'USA',
    currency: 'usd',
    symbol: '$',
    flag: '/flags/us.svg',
    shipping: SPEC_SHIPPING,
  },
  {
    code: 'cn',
    name: 'China',
    alphaTwoCode: 'CN',
    alhpaThreecode: 'CHN',
    currency: 'cny',
    symbol: '¥',
    flag: '/flags/cn.svg',
    shipping: SPEC_SHIPPING,
  },
  {
    code: 'in',
    name: 'India',
    alphaTwoCode: 'IN',
    alhpaThreecode: 'IND',
    currency: 'inr',
    symbol: '₹',
    flag: '/flags/in.svg',
    shipping: SPEC_SHIPPING,
  },
  {
    code: 'jp',
    name: 'Japan',
    alphaTwoCode: 'JP',
    alhpaThreecode: 'JPN',
    currency: 'jpy',
    symbol: '¥',
    flag: '/flags/jp.svg',
    shipping: SPEC_SHIPPING,
  },
  {
    code: 'de',
    name: 'Germany',
    alphaTwoCode: 'DE',
    alhpaThreecode: 'DEU',
    currency: 'eur',
    symbol: '€',
    flag: '/flags/de.svg',
    shipping: { air: '6-9 days', sea: '30-40 days' },
  },
  {
    code: 'fr',
    name: 'France',
    alphaTwoCode: 'FR',
    alhpaThreecode: 'FRA',
    currency: 'eur',
    symbol: '€',
    flag: '/flags/fr.svg',
    shipping: { air: '6-9 days', sea: '30-40 days' },
  },
  {
    code: 'it',
    name: 'Italy',
    alphaTwoCode: 'IT',
    alhpaThreecode: 'ITA',
    currency: 'eur',
    symbol: '€',
    flag: '/flags/it.svg',
    shipping: { air: '6-9 days', sea: '28-38 days' },
  },
  {
    code: 'es',
    name: 'Spain',
    alphaTwoCode: 'ES',
    alhpaThreecode: 'ESP',
    currency: 'eur',
    symbol: '€',
    flag: '/flags/es.svg',
    shipping: { air: '6-9 days', sea: '28-38 days' },
  },
  {
    code: 'nl',
    name: 'Netherlands',
    alphaTwoCode: 'NL',
    alhpaThreecode: 'NLD',
    currency: 'eur',
    symbol: '€',
    flag: '/flags/nl.svg',
    shipping: { air: '6-9 days', sea: '30-40 days' },
  },
] as const satisfies readonly {
  code: string;
  name: string;
  alphaTwoCode: string;
  alhpaThreecode: string;
  currency: string;
  symbol: string;
  flag: string;
  shipping: ShippingRows;
}[];

export type Country = (typeof COUNTRIES)[number];
export type CountryCode = Country['code'];

/** 000 §3: the United Kingdom is the default country. */
export const DEFAULT_COUNTRY: CountryCode = 'gb';
/** 000 §9: the symbol shown for a currency the shop does not list. */
export const DEFAULT_SYMBOL = '$';
/** Exactly one of the table's lowercase codes (callers lowercase first if they accept 'GB'). */
export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && COUNTRIES.some((c) => c.code === value);
}

/** The display currency of a country code, any case; undefined for a country not sold to. */
export function countryCurrency(code: string): { currency: string; symbol: string } | undefined {
  const key = code.trim().toLowerCase();
  const country = COUNTRIES.find((c) => c.code === key);
  return country && { currency: country.currency, symbol: country.symbol };
}

/** The country whose currency `currency` is (any case), or undefined: a price list's. */
export function countryOfCurrency(currency: string): CountryCode | undefined {
  const key = currency.trim().toLowerCase();
  return COUNTRIES.find((c) => c.currency === key)?.code;
}

/**
 * The delivery time of a shipping mode to a country (its shipping table); the spec's for a code
 * the shop does not sell to, so a page never goes without one.
 */
export function shippingDays(countryCode: string, mode: keyof ShippingRows): string {
  const key = countryCode.trim().toLowerCase();
  return (COUNTRIES.find((c) => c.code === key)?.shipping ?? SPEC_SHIPPING)[mode];
}

/**
 * shippingDays as numbers ("7-10 days" → 7 and 10), for screens that write it in another
 * language; null for a time not written so.
 */
export function shippingDayRange(
  countryCode: string,
  mode: keyof ShippingRows,
): { min: number; max: number } | null {
  const m = /^(\d+)-(\d+) days$/.exec(shippingDays(countryCode, mode));
  return m ? { min: Number(m[1]), max: Number(m[2]) } : null;
}

/** The currencies the shop sells in, lowercase, once each, in the table's order. */
export const SHOP_CURRENCIES: readonly string[] = [...new Set(COUNTRIES.map((c) => c.currency))];

/** The symbol of a currency code, any case; '$' for one the shop does not list. */
export function currencySymbol(currency: string): string {
  const key = currency.trim().toLowerCase();
  return COUNTRIES.find((c) => c.currency === key)?.symbol ?? DEFAULT_SYMBOL;
}
