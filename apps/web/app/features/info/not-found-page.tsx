// The spec's 404 page: 'Oops !', the router's error text, and the reassurance line.
import { useHref } from 'react-router';
import { useBrand } from '../../lib/brand';
import { useT } from '../../i18n/i18n';

export function NotFoundPage({ errorText }: { errorText: string }) {
  const t = useT();
  // The home of the page's language: `/ja` on a Japanese page.
  const home = useHref('/');
  const { shop_name } = useBrand();
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <title>{t('info.notFoundTitle', { shop: shop_name })}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-5xl font-extrabold text-brand-700">{t('info.oops')}</h1>
      <p className="mt-4 text-lg font-medium text-slate-700">
        {/* The router's own words; its usual 'Not Found' in the page's language. */}
        {errorText === 'Not Found' ? t('info.notFound') : errorText}
      </p>
      <p className="mt-2 text-slate-600">{t('info.pageDoesNotExist')}</p>
      <a
        href={home}
        className="mt-8 inline-block rounded-md bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {t('info.goToHome')}
      </a>
    </main>
  );
}
