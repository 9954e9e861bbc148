// The listing's page links: Previous, the pages of paginationItems, Next. Plain links, so paging
// works without JavaScript and every page has its own URL.
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n';
import { paginationItems } from './pagination-items';

const base =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm font-medium tabular-nums';

export function Pagination({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  const t = useT();
  if (totalPages <= 1) return null;
  const items = paginationItems(page, totalPages);
  return (
    <nav aria-label={t('browse.pagination')} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {page > 1 ? (
            <Link
              to={hrefFor(page - 1)}
              rel="prev"
              className={`${base} text-slate-700 hover:bg-slate-100`}
            >
              <span aria-hidden="true">‹</span>
              <span className="ml-1 hidden sm:inline">{t('browse.previous')}</span>
              <span className="sr-only sm:hidden">{t('browse.previousPage')}</span>
            </Link>
          ) : (
            <span className={`${base} text-slate-500`} aria-hidden="true">
              ‹<span className="ml-1 hidden sm:inline">{t('browse.previous')}</span>
            </span>
          )}
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              {item === page ? (
                <span aria-current="page" className={`${base} bg-brand-600 text-white`}>
                  <span className="sr-only">{t('browse.page')}</span>
                  {item}
                </span>
              ) : (
                <Link
                  to={hrefFor(item)}
                  className={`${base} border border-slate-200 text-slate-700 hover:border-brand-600 hover:text-brand-700`}
                >
                  <span className="sr-only">{t('browse.page')}</span>
                  {item}
                </Link>
              )}
            </li>
          ) : (
            <li key={item} aria-hidden="true" className={`${base} text-slate-500`}>
              …
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link
              to={hrefFor(page + 1)}
              rel="next"
              className={`${base} text-slate-700 hover:bg-slate-100`}
            >
              <span className="mr-1 hidden sm:inline">{t('browse.next')}</span>
              <span className="sr-only sm:hidden">{t('browse.nextPage')}</span>
              <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className={`${base} text-slate-500`} aria-hidden="true">
              <span className="mr-1 hidden sm:inline">{t('browse.next')}</span>›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
