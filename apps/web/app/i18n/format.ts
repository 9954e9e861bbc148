// Numbers, money and dates for the page's language, through Intl (decision 203). Amounts are
// computed exactly on the server (packages/domain/src/money.ts); these only write them.
import type { Locale } from '@solestock/domain/locales';

export const formatNumber = (locale: Locale, value: number) =>
  new Intl.NumberFormat(locale).format(value);

export const formatMoney = (locale: Locale, amount: number, currency: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(
    amount,
  );

/** `options` add to the medium date (a time, a time zone for a day kept in UTC). */
export const formatDate = (
  locale: Locale,
  date: Date | string,
  options: Intl.DateTimeFormatOptions = {},
) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...options }).format(
    typeof date === 'string' ? new Date(date) : date,
  );
