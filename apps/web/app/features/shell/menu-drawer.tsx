// The phone and tablet side drawer (000 §2): welcome or Login / Sign Up; Home; Categories and
// Brands (3 shown, View More / View Less); Shop By; My Account. The country choice lives here
// too, since the narrow header has no room for it.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { DRAWER_ITEMS_COLLAPSED, SHOP_BY, type CountryCode } from '@solestock/domain';
import { CloseIcon } from '../../components/ui/icons';
import type { Brand, Category } from '../../lib/catalogue-types';
import { brandPath, headCategoryPath, shopByPath } from '../../lib/listing-url';
import { CountryOptions } from './country-selector';
import { BRANDS_ERROR, CATEGORIES_MENU_ERROR, SHOP_BY_LABEL } from './mega-menus';
import { LanguageOptions } from './language-switcher';
import { useShopContext } from '../../lib/shop-context';
import { useT } from '../../i18n/i18n';

const itemClass =
  'block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600';
const headingClass = 'px-3 pt-4 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase';

function ExpandableList({
  name,
  title,
  items,
  error,
}: {
  /** Names the list's ids: `drawer-categories`. */
  name: string;
  title: string;
  items: { key: number; label: string; to: string }[] | null;
  error: string | null;
}) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const id = `drawer-${name}`;
  const shown = expanded ? (items ?? []) : (items ?? []).slice(0, DRAWER_ITEMS_COLLAPSED);
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={headingClass}>
        {title}
      </h2>
      {error ? (
        <p role="alert" className="px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      ) : !items ? (
        <p className="px-3 py-2 text-sm text-slate-600">{t('menu.loading')}</p>
      ) : (
        <>
          <ul id={`${id}-list`}>
            {shown.map((item) => (
              <li key={item.key}>
                <Link to={item.to} className={itemClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          {items.length > DRAWER_ITEMS_COLLAPSED ? (
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={`${id}-list`}
              onClick={() => setExpanded((e) => !e)}
              className="mx-3 mt-1 rounded-sm text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {expanded ? t('menu.viewLess') : t('menu.viewMore')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}

/** The drawer's last sections, the country's and the language's choice. */
function ChoiceSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-3 border-t border-slate-200">
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function MenuDrawer({
  onClose,
  user,
  country,
  categories,
  categoriesError,
  brands,
  brandsError,
}: {
  onClose: () => void;
  user: { id: number; username: string } | null;
  country: CountryCode;
  categories: Category[] | null;
  categoriesError: string | null;
  brands: Brand[] | null;
  brandsError: string | null;
}) {
  const t = useT();
  const languages = useShopContext().languages ?? [];
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('button, a')?.focus();
    // The page behind does not scroll while the drawer is open.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key !== 'Tab' || !panel.current) return;
      // Keep Tab inside the drawer.
      const focusable = [
        ...panel.current.querySelectorAll<HTMLElement>('a, button, input, select'),
      ];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-50 lg:hidden">
      <div className="absolute inset-0 bg-slate-900/50" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={t('menu.menu')}
        className="absolute inset-y-0 left-0 flex w-[85%] max-w-sm flex-col overflow-y-auto bg-white shadow-2xl"
      >
        <div className="flex items-center justify-between bg-brand-600 px-4 py-4 text-white">
          {user ? (
            <p className="font-semibold">{t('menu.welcome', { name: user.username })}</p>
          ) : (
            <p className="font-semibold">
              <Link to="/login" className="underline-offset-2 hover:underline">
                {t('account.login')}
              </Link>{' '}
              /{' '}
              <Link to="/sign-up" className="underline-offset-2 hover:underline">
                {t('account.signUp')}
              </Link>
            </p>
          )}
          <button
            type="button"
            onClick={onClose}
            aria-label={t('menu.closeMenu')}
            className="grid h-9 w-9 place-items-center rounded-full hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('menu.menu')} className="flex-1 px-2 pb-6">
          <ul className="pt-2">
            <li>
              <Link to="/" className={`${itemClass} font-semibold`}>
                {t('menu.home')}
              </Link>
            </li>
          </ul>
          <ExpandableList
            name="categories"
            title={t('nav.categories')}
            error={categoriesError ? t(CATEGORIES_MENU_ERROR) : null}
            items={
              categories?.map((c) => ({
                key: c.id,
                label: c.headCategory,
                to: headCategoryPath(c.headCategory),
              })) ?? null
            }
          />
          <ExpandableList
            name="brands"
            title={t('nav.brands')}
            error={brandsError ? t(BRANDS_ERROR) : null}
            items={
              brands?.map((b) => ({ key: b.id, label: b.brand, to: brandPath(b.brand) })) ?? null
            }
          />
          <section aria-labelledby="drawer-shop-by-heading">
            <h2 id="drawer-shop-by-heading" className={headingClass}>
              {t('nav.shopBy')}
            </h2>
            <ul>
              {SHOP_BY.map((s) => (
                <li key={s.api}>
                  <Link to={shopByPath(s.route)} className={itemClass}>
                    {t(SHOP_BY_LABEL[s.api])}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <ul className="mt-3 border-t border-slate-200 pt-3">
            <li>
              <Link to="/my-account" className={`${itemClass} font-semibold`}>
                {t('nav.myAccount')}
              </Link>
            </li>
            <li>
              <Link to="/quick-order" className={itemClass}>
                {t('account.quickOrder')}
              </Link>
            </li>
            <li>
              <Link to="/collections" className={itemClass}>
                {t('menu.collections')}
              </Link>
            </li>
          </ul>
          <ChoiceSection id="drawer-country-heading" title={t('menu.countryAndCurrency')}>
            <CountryOptions current={country} onChosen={onClose} />
          </ChoiceSection>
          {/* More languages than English offered: the same choice as the header's switcher. */}
          {languages.length > 1 ? (
            <ChoiceSection id="drawer-language-heading" title={t('language.switcher.heading')}>
              <LanguageOptions />
            </ChoiceSection>
          ) : null}
        </nav>
      </div>
    </div>
  );
}
