// The shop's countries, their currencies and symbols (000 §3, §9; 001 §9), written once. Apart
// from the conversion rule in currency.ts, so that the shell, which lists the countries, does not
// load the money code.

/**
 * 000 §3: the country options in the spec's order. `alhpaThreecode` is spelt as the spec spells
 * it, since screens read that key. Currencies and symbols: 000 §9, 001 §9.
 */
export const COUNTRIES = [
  {
    code: 'gb',
    name: 'United Kingdom',
    alphaTwoCode: 'GB',
    alhpaThreecode: 'GBR',
    currency: 'gbp',
    symbol: '£',
  },
  {
    code: 'ca',
    name: 'Canada',
    alphaTwoCode: 'CA',
    alhpaThreecode: 'CAN',
    currency: 'cad',
    symbol: 'C$',
  },
  {
    code: 'us',
    name: 'United States',
    alphaTwoCode: 'US',
    alhpaThreecode: 'USA',
    currency: 'usd',
    symbol: '$',
  },
  {
    code: 'cn',
    name: 'China',
    alphaTwoCode: 'CN',
    alhpaThreecode: 'CHN',
    currency: 'cny',
    symbol: '¥',
  },
  {
    code: 'in',
    name: 'India',
    alphaTwoCode: 'IN',
    alhpaThreecode: 'IND',
    currency: 'inr',
    symbol: '₹',
  },
  {
    code: 'jp',
    name: 'Japan',
    alphaTwoCode: 'JP',
    alhpaThreecode: 'JPN',
    currency: 'jpy',
    symbol: '¥',
  },
] as const;

export type Country = (typeof COUNTRIES)[number];
export type CountryCode = Country['code'];

/** 000 §3: the United Kingdom is the default country. */
export const DEFAULT_COUNTRY: CountryCode = 'gb';
/** 000 §9: the symbol shown for a currency the shop does not list. */
export const DEFAULT_SYMBOL = '$';
/** Exactly one of the six lowercase codes (callers lowercase first if they accept 'GB'). */
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

/** The symbol of a currency code, any case; '$' for one the shop does not list. */
export function currencySymbol(currency: string): string {
  const key = currency.trim().toLowerCase();
  return COUNTRIES.find((c) => c.currency === key)?.symbol ?? DEFAULT_SYMBOL;
}
