// The API's own messages (mails and papers, docs/languages-mails-and-papers.md) through Lingui,
// as the storefront's (decision 203): a catalogue per language, English holding every id and the
// text the API has always written, Japanese and Chinese typed by it. Each language's catalogue is
// compiled once per thread, when first asked for.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { formatPrice, type DecimalValue } from '@solestock/domain';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@solestock/domain/locales';

export type Values = Record<string, string | number>;
export type Translate<Id extends string> = (id: Id, values?: Values) => string;
export type Catalogues<Id extends string> = Record<Locale, Readonly<Record<Id, string>>>;

const compile = (source: Readonly<Record<string, string>>): Messages =>
  Object.fromEntries(Object.entries(source).map(([id, message]) => [id, compileMessage(message)]));

/** A translator per language over `catalogues`; a message a catalogue lacks reads in English. */
export function translatorOf<Id extends string>(
  catalogues: Catalogues<Id>,
): (locale: Locale) => Translate<Id> {
  const instances = new Map<Locale, I18n>();
  return (locale) => {
    let i18n = instances.get(locale);
    if (!i18n) {
      const messages = { ...compile(catalogues.en), ...compile(catalogues[locale]) };
      i18n = setupI18n({ locale, messages: { [locale]: messages } });
      instances.set(locale, i18n);
    }
    const kept = i18n;
    return (id, values) => kept._(id, values);
  };
}

/** The language a stored `users.language` names; English for anything else. */
export const localeOf = (value: string | null | undefined): Locale =>
  isLocale(value) ? value : DEFAULT_LOCALE;

/**
 * Money as the language writes it: English exactly as the shop always has (formatPrice, the
 * currency's symbol), the others through Intl for the locale and the currency's code when known.
 */
export function moneyIn(
  locale: Locale,
  symbol: string,
  amount: DecimalValue,
  currency?: string,
): string {
  if (locale === DEFAULT_LOCALE || !currency) return formatPrice(symbol, amount);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(Number(amount));
}

/** A day (YYYY-MM-DD) as the language writes it: "26 Dec 2026", "2026年12月26日". */
export function dayIn(locale: Locale, day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(locale === 'en' ? 'en-GB' : locale, {
    day: 'numeric',
    month: locale === 'en' ? 'short' : 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
