// The desktop header's mega-menus (000 §2): Categories pages through 10 head categories as 5
// columns of 2, each with 3 subcategories and View All; Brands pages through 30 brands; Shop By
// lists the two curated lists.
import { useState } from 'react';
import { Link } from 'react-router';
import {
  BRANDS_MENU_PAGE_SIZE,
  CATEGORIES_MENU_PAGE_SIZE,
  CATEGORIES_MENU_SUBCATEGORIES,
  SHOP_BY,
} from '@solestock/domain';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/ui/icons';
import { pageCount, pageOf } from '../../components/ui/paging';
import type { Brand, Category } from '../../lib/catalogue-types';
import { brandPath, headCategoryPath, shopByPath, subcategoryPath } from '../../lib/listing-url';
import { useT, type MessageId } from '../../i18n/i18n';

/** 000 §8: the header menus' failure texts (spelt as the spec spells them in English). */
export const CATEGORIES_MENU_ERROR: MessageId = 'menu.categoriesError';
export const BRANDS_ERROR: MessageId = 'menu.brandsError';

/** The curated lists' names (SHOP_BY's English labels) in the catalogues. */
export const SHOP_BY_LABEL: Record<(typeof SHOP_BY)[number]['api'], MessageId> = {
  new_arrival: 'menu.shopBy.newArrival',
  most_popular: 'menu.shopBy.mostPopular',
};

const linkClass =
  'rounded-sm hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function Pager({
  previousLabel,
  nextLabel,
  page,
  pages,
  onPage,
}: {
  previousLabel: MessageId;
  nextLabel: MessageId;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  if (pages <= 1) return null;
  const button =
    'grid h-8 w-8 place-items-center rounded-full border border-slate-300 text-slate-700 hover:border-brand-600 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-brand-600';
  return (
    <div className="flex items-center gap-3 text-sm text-slate-600">
      <button
        type="button"
        className={button}
        onClick={() => onPage(page - 1)}
        disabled={page === 0}
        aria-label={t(previousLabel)}
      >
        <ChevronLeftIcon size={16} />
      </button>
      <span aria-live="polite">{t('menu.pageOf', { page: page + 1, pages })}</span>
      <button
        type="button"
        className={button}
        onClick={() => onPage(page + 1)}
        disabled={page >= pages - 1}
        aria-label={t(nextLabel)}
      >
        <ChevronRightIcon size={16} />
      </button>
    </div>
  );
}

function MenuPanel({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div
      id={id}
      role="region"
      aria-label={label}
      className="absolute inset-x-0 top-full z-40 border-t border-slate-200 bg-white shadow-2xl"
    >
      <div className="mx-auto max-w-7xl px-6 py-6">{children}</div>
    </div>
  );
}

export function CategoriesMenu({
  categories,
  error,
}: {
  categories: Category[] | null;
  error: string | null;
}) {
  const t = useT();
  const [page, setPage] = useState(0);
  const list = categories ?? [];
  const pages = pageCount(list.length, CATEGORIES_MENU_PAGE_SIZE);
  return (
    <MenuPanel id="categories-menu" label={t('nav.categories')}>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {t(CATEGORIES_MENU_ERROR)}
        </p>
      ) : !categories ? (
        <p className="text-sm text-slate-600">{t('menu.loadingSpaced')}</p>
      ) : (
        <>
          <div className="mb-4 flex items-center justify-between">
            <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
              {t('menu.shopByCategory')}
            </h2>
            <Pager
              previousLabel="menu.previousCategories"
              nextLabel="menu.nextCategories"
              page={page}
              pages={pages}
              onPage={setPage}
            />
          </div>
          <ul className="grid grid-cols-5 gap-x-8 gap-y-6" data-testid="categories-menu-page">
            {pageOf(list, page, CATEGORIES_MENU_PAGE_SIZE).map((c) => (
              <li key={c.id}>
                <Link
                  to={headCategoryPath(c.headCategory)}
                  className={`font-semibold text-slate-900 ${linkClass}`}
                >
                  {c.headCategory}
                </Link>
                <ul className="mt-2 space-y-1.5 text-sm text-slate-600">
                  {c.subCategories.slice(0, CATEGORIES_MENU_SUBCATEGORIES).map((s) => (
                    <li key={s.id}>
                      <Link to={subcategoryPath(c.headCategory, s.name)} className={linkClass}>
                        {s.name}
                      </Link>
                    </li>
                  ))}
                  <li>
                    <Link
                      to={headCategoryPath(c.headCategory)}
                      className={`font-semibold text-brand-700 ${linkClass}`}
                      aria-label={t('menu.viewAllOf', { category: c.headCategory })}
                    >
                      {t('menu.viewAll')}
                    </Link>
                  </li>
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </MenuPanel>
  );
}

export function BrandsMenu({ brands, error }: { brands: Brand[] | null; error: string | null }) {
  const t = useT();
  const [page, setPage] = useState(0);
  const list = brands ?? [];
  const pages = pageCount(list.length, BRANDS_MENU_PAGE_SIZE);
  return (
    <MenuPanel id="brands-menu" label={t('nav.brands')}>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {t(BRANDS_ERROR)}
        </p>
      ) : !brands ? (
        <p className="text-sm text-slate-600">{t('menu.loading')}</p>
      ) : (
        <>
          <div className="mb-4 flex items-center justify-between">
            <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
              {t('menu.shopByBrand')}
            </h2>
            <div className="flex items-center gap-6">
              <Pager
                previousLabel="menu.previousBrands"
                nextLabel="menu.nextBrands"
                page={page}
                pages={pages}
                onPage={setPage}
              />
              <Link to="/brands" className={`text-sm font-semibold text-brand-700 ${linkClass}`}>
                {t('menu.allBrandsAZ')}
              </Link>
            </div>
          </div>
          <ul
            className="grid grid-cols-6 gap-x-6 gap-y-2.5 text-sm text-slate-700"
            data-testid="brands-menu-page"
          >
            {pageOf(list, page, BRANDS_MENU_PAGE_SIZE).map((b) => (
              <li key={b.id} className="truncate">
                <Link to={brandPath(b.brand)} className={linkClass}>
                  {b.brand}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </MenuPanel>
  );
}

export function ShopByMenu() {
  const t = useT();
  return (
    <div
      id="shop-by-menu"
      role="region"
      aria-label={t('nav.shopBy')}
      className="absolute top-full left-0 z-40 mt-1 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
    >
      <ul>
        {SHOP_BY.map((s) => (
          <li key={s.api}>
            <Link
              to={shopByPath(s.route)}
              className="block rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {t(SHOP_BY_LABEL[s.api])}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
