// The <title> of the cart and checkout pages in the page's language (docs/languages.md): their
// loaders answer the request's language, which `meta` reads; none of them is for search engines.
import { DEFAULT_LOCALE, type Locale } from '@solestock/domain/locales';
import { shopTitle } from '../../lib/brand';
import { translatorOf, type MessageId } from '../../i18n/i18n';

type Matches = Parameters<typeof shopTitle>[1];

export function checkoutMeta(
  title: MessageId,
  locale: Locale | undefined,
  matches: Matches,
): { title?: string; name?: string; content?: string }[] {
  return [
    { title: shopTitle(translatorOf(locale ?? DEFAULT_LOCALE)(title), matches) },
    { name: 'robots', content: 'noindex' },
  ];
}
