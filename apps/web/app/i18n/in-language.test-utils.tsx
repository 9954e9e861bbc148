// For component tests: a screen rendered in a language, as a page of `/ja/` or `/zh-cn/` renders
// it (the catalogue loaded first, then the provider), so a test can assert the translated words.
import { I18nProvider } from '@lingui/react';
import type { Locale } from '@solestock/domain/locales';
import { loadCatalogue } from './i18n';

/** `render(await inLanguage('ja', <CartScreen … />))`. */
export async function inLanguage(locale: Locale, ui: React.ReactNode): Promise<React.ReactElement> {
  const i18n = await loadCatalogue(locale);
  return <I18nProvider i18n={i18n}>{ui}</I18nProvider>;
}
