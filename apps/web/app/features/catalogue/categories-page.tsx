// The categories page (000 §2): head categories with images on the left, and on the right each
// head category with its subcategory tiles.
import { Link } from 'react-router';
import type { Category } from '../../lib/catalogue-types';
import { headCategoryPath, subcategoryPath } from '../../lib/listing-url';
import { DirectoryHeader } from './directory-header';
import { useT } from '../../i18n/i18n';

export function CategoriesPage({
  categories,
  error,
}: {
  categories: Category[] | null;
  error: string | null;
}) {
  const t = useT();
  return (
    <main>
      <DirectoryHeader title={t('browse.categories')} />
      <div className="mx-auto max-w-7xl px-4 py-6">
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800">
            {t('browse.categoriesError')}
          </p>
        ) : !categories ? (
          <p role="status">{t('browse.categoriesLoading')}</p>
        ) : (
          <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-4 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-8">
            <nav aria-label={t('browse.headCategories')} className="self-start md:sticky md:top-20">
              <ul className="space-y-2">
                {categories.map((c) => (
                  <li key={c.id}>
                    <Link
                      to={headCategoryPath(c.headCategory)}
                      className="flex flex-col items-center gap-1.5 rounded-lg border border-slate-200 bg-white p-2 text-center text-xs font-medium text-slate-800 hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 md:flex-row md:gap-3 md:text-left md:text-sm"
                    >
                      <img
                        src={c.displayImage || c.displayIcon || '/placeholder-logo.svg'}
                        alt=""
                        width={48}
                        height={48}
                        loading="lazy"
                        className="h-12 w-12 shrink-0 rounded-md bg-slate-100 object-cover"
                      />
                      <span>{c.headCategory}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="space-y-8">
              {categories.map((c) => (
                <section key={c.id} aria-labelledby={`category-${c.id}`}>
                  <div className="flex items-baseline justify-between gap-2 border-b border-slate-200 pb-2">
                    <h2
                      id={`category-${c.id}`}
                      className="text-base font-bold text-slate-900 md:text-lg"
                    >
                      {c.headCategory}
                    </h2>
                    <Link
                      to={headCategoryPath(c.headCategory)}
                      className="shrink-0 rounded-sm text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                      aria-label={t('browse.viewAllOf', { category: c.headCategory })}
                    >
                      {t('browse.viewAll')}
                    </Link>
                  </div>
                  <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
                    {c.subCategories.map((s) => (
                      <li key={s.id}>
                        <Link
                          to={subcategoryPath(c.headCategory, s.name)}
                          className="block overflow-hidden rounded-lg border border-slate-200 bg-white hover:border-brand-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
                        >
                          <img
                            src={s.displayImage || '/placeholder-logo.svg'}
                            alt=""
                            width={320}
                            height={240}
                            loading="lazy"
                            className="aspect-[4/3] w-full bg-slate-100 object-cover"
                          />
                          <span className="block truncate px-2 py-2 text-sm font-medium text-slate-800">
                            {s.name}
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </div>
        )}
      </div>
    </main>
  );
}
