// The language switcher beside the country selector (docs/languages.md). A disclosure (native
// <details>, keyboard and screen-reader ready before JavaScript) holding a form whose buttons
// post to /set-language, which keeps the choice and opens the same page in that language with a
// full page load (a language's catalogue is loaded before its pages render). It offers only the
// languages of STOREFRONT_LANGUAGES (decision 207): none but English, and it is not drawn.
import { useLocation } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from '@solestock/domain/locales';
import { useShopContext } from '../../lib/shop-context';
import { ChevronDownIcon } from '../../components/ui/icons';
import { useLocale, useT } from '../../i18n/i18n';

/** Each language in its own words: a reader finds their language whatever the page's is. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  ja: '日本語',
  'zh-CN': '简体中文',
};

const SHORT: Record<Locale, string> = { en: 'EN', ja: 'JA', 'zh-CN': '中文' };

/** The languages offered (the root loader's, from STOREFRONT_LANGUAGES); English alone by default. */
function useOfferedLanguages(): readonly Locale[] {
  return useShopContext().languages ?? [DEFAULT_LOCALE];
}

export function LanguageOptions() {
  const current = useLocale();
  const { pathname, search } = useLocation();
  const offered = useOfferedLanguages();
  return (
    <form method="post" action="/set-language">
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <ul className="space-y-0.5">
        {offered.map((locale) => (
          <li key={locale}>
            <button
              type="submit"
              name="language"
              value={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              className={`flex w-full items-center rounded-md px-3 py-2 text-left text-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 ${
                locale === current ? 'bg-brand-50 font-semibold text-brand-900' : 'text-slate-700'
              }`}
            >
              {LANGUAGE_NAMES[locale]}
            </button>
          </li>
        ))}
      </ul>
    </form>
  );
}

export function LanguageSwitcher() {
  const t = useT();
  const current = useLocale();
  const offered = useOfferedLanguages();
  // Nothing to choose: English alone offered and this page in it (the English header as it was).
  // A page in a language not offered (its URL still answers) keeps the way back to English.
  if (offered.length < 2 && offered.includes(current)) return null;
  return (
    <details className="group relative" data-testid="language-switcher">
      <summary
        aria-label={t('language.switcher.label', { language: LANGUAGE_NAMES[current] })}
        className="flex cursor-pointer list-none items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-slate-800 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden"
      >
        <span lang={current}>{SHORT[current]}</span>
        <ChevronDownIcon size={16} className="transition group-open:rotate-180" />
      </summary>
      <div className="absolute top-full right-0 z-50 mt-2 w-48 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
        <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t('language.switcher.heading')}
        </p>
        <LanguageOptions />
      </div>
    </details>
  );
}
