// The storefront's messages through Lingui (decision 203): one i18n object per language, its
// catalogue compiled once when loaded. English is bundled (the fallback of every page); Japanese
// and Chinese are chunks of their own, loaded before a page of theirs renders or hydrates
// (entry.server.tsx, entry.client.tsx).
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { I18nProvider, LinguiContext } from '@lingui/react';
import { useContext } from 'react';
import { useHref } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from '@solestock/domain/locales';
import { en, type MessageId } from './catalogues/en';
import { localeOfBasename } from './locale-path';

export type { MessageId };

const compile = (source: Readonly<Record<string, string>>): Messages =>
  Object.fromEntries(Object.entries(source).map(([id, message]) => [id, compileMessage(message)]));

const sources: Record<Locale, () => Promise<Readonly<Record<MessageId, string>>>> = {
  en: () => Promise.resolve(en),
  ja: () => import('./catalogues/ja').then((m) => m.ja),
  'zh-CN': () => import('./catalogues/zh-CN').then((m) => m.zhCN),
};

const instances = new Map<Locale, I18n>();

function instanceOf(locale: Locale, messages: Messages): I18n {
  const english = compile(en);
  // A message missing from a catalogue shows in English, never as its id (the catalogue test
  // fails on it first).
  return setupI18n({
    locale,
    messages: { [locale]: { ...english, ...messages } },
  });
}

/** Loads (once) the catalogue of `locale`; a page of that language renders only after this. */
export async function loadCatalogue(locale: Locale): Promise<I18n> {
  const kept = instances.get(locale);
  if (kept) return kept;
  const made = instanceOf(locale, compile(await sources[locale]()));
  instances.set(locale, made);
  return made;
}

/** The i18n object of a loaded language; English (always there) for one not loaded yet. */
export function i18nOf(locale: Locale): I18n {
  let i18n = instances.get(locale) ?? instances.get(DEFAULT_LOCALE);
  if (!i18n) {
    i18n = instanceOf(DEFAULT_LOCALE, {});
    instances.set(DEFAULT_LOCALE, i18n);
  }
  return i18n;
}

/** The page's language, from the basename its pages are served under (decision 204). */
export function useLocale(): Locale {
  return localeOfBasename(useHref('/'));
}

export function LocaleProvider({ children }: { children: React.ReactNode }) {
  const locale = useLocale();
  return <I18nProvider i18n={i18nOf(locale)}>{children}</I18nProvider>;
}

type Values = Record<string, string | number>;
export type Translate = (id: MessageId, values?: Values) => string;

/** `t` of a loaded language (English for one not loaded), for markup rendered outside a page. */
export function translatorOf(locale: Locale): Translate {
  const i18n = i18nOf(locale);
  return (id, values) => i18n._(id, values);
}

/**
 * `t('header.skipToContent')`: the message in the page's language, placeholders filled. Outside
 * the provider (a screen rendered alone, as component tests do) it answers in English.
 */
export function useT(): Translate {
  const i18n = useContext(LinguiContext)?.i18n ?? i18nOf(DEFAULT_LOCALE);
  return (id, values) => i18n._(id, values);
}
