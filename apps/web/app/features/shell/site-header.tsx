// The storefront header (000 §2). From 1024 px: logo, search, My Account, country, Cart, and the
// navigation row with its mega-menus. Below: hamburger and drawer, logo, user icon, cart badge,
// and the tappable search bar. Which one shows is CSS (lg:), so nothing jumps on hydration.
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronDownIcon, MenuIcon, UserIcon } from '../../components/ui/icons';
import { useCatalogueDirectory } from '../../lib/catalogue-directory';
import { useShopContext } from '../../lib/shop-context';
import { useBrand } from '../../lib/brand';
import { AccountMenu } from './account-panel';
import { CartLink } from './cart-link';
import { CountrySelector } from './country-selector';
import { LanguageSwitcher } from './language-switcher';
import { useT } from '../../i18n/i18n';
import { Logo } from './logo';
import { BrandsMenu, CategoriesMenu, ShopByMenu } from './mega-menus';
import { MenuDrawer } from './menu-drawer';
import { useOpenMenu, type MenuName } from './use-open-menu';

const navButton = 'menu-trigger';

export function SiteHeader({
  className = '',
  desktopSearch,
  mobileSearch,
}: {
  className?: string;
  desktopSearch: ReactNode;
  mobileSearch: ReactNode;
}) {
  const shop = useShopContext();
  const brand = useBrand();
  const t = useT();
  const desktopRef = useRef<HTMLDivElement>(null);
  const menu = useOpenMenu(desktopRef);
  const { pathname, search } = useLocation();
  // The drawer belongs to the page it was opened on: following one of its links closes it.
  const [drawerPage, setDrawerPage] = useState<string | null>(null);
  const drawerOpen = drawerPage === `${pathname}${search}`;
  const closeDrawer = useCallback(() => setDrawerPage(null), []);
  // Fetched when a menu opens; a pointer or focus on a trigger starts it a moment earlier.
  const { directory, load: loadDirectory } = useCatalogueDirectory(
    menu.open === 'categories' || menu.open === 'brands' || drawerOpen,
  );

  const trigger = (
    name: Exclude<MenuName, 'account' | 'country'>,
    label: string,
    controls: string,
  ) => ({
    type: 'button' as const,
    'data-menu-trigger': name,
    'aria-expanded': menu.open === name,
    'aria-controls': controls,
    className: navButton,
    onClick: () => menu.toggle(name),
    ...(name === 'shopBy' ? {} : { onPointerEnter: loadDirectory, onFocus: loadDirectory }),
    children: (
      <>
        {label}
        <ChevronDownIcon
          size={16}
          className={`transition ${menu.open === name ? 'rotate-180' : ''}`}
        />
      </>
    ),
  });

  return (
    <header
      className={`sticky top-0 z-40 border-b border-slate-200 bg-white ${className}`}
      data-testid="site-header"
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {t('header.skipToContent')}
      </a>

      {/* Desktop, 1024 px and wider */}
      <div ref={desktopRef} className="relative hidden lg:block">
        <div className="mx-auto flex max-w-7xl items-center gap-6 px-6 py-3">
          <Logo />
          <div className="max-w-2xl flex-1">{desktopSearch}</div>
          <div className="ml-auto flex items-center gap-2">
            <AccountMenu
              user={shop.user}
              open={menu.open === 'account'}
              onOpen={() => menu.show('account')}
              onClose={() => menu.closeIf('account')}
            />
            <CountrySelector
              current={shop.country}
              open={menu.open === 'country'}
              onToggle={() => menu.toggle('country')}
              onClose={menu.close}
            />
            <LanguageSwitcher />
            <CartLink showLabel />
          </div>
        </div>
        <nav aria-label={t('nav.main')} className="border-t border-slate-100">
          <ul className="mx-auto flex max-w-7xl items-center gap-1 px-4">
            <li>
              <button {...trigger('categories', t('nav.categories'), 'categories-menu')} />
            </li>
            <li>
              <button {...trigger('brands', t('nav.brands'), 'brands-menu')} />
            </li>
            <li className="relative" onMouseLeave={() => menu.closeIf('shopBy')}>
              <button {...trigger('shopBy', t('nav.shopBy'), 'shop-by-menu')} />
              {menu.open === 'shopBy' ? <ShopByMenu /> : null}
            </li>
            {brand.show_vendor_link ? (
              <li>
                <Link to="/help-center#become-a-vendor" className={navButton}>
                  {t('nav.becomeAVendor')}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
        {menu.open === 'categories' ? (
          <CategoriesMenu
            categories={directory?.categories ?? null}
            error={directory?.categoriesError ?? null}
          />
        ) : null}
        {menu.open === 'brands' ? (
          <BrandsMenu brands={directory?.brands ?? null} error={directory?.brandsError ?? null} />
        ) : null}
      </div>

      {/* Phones and tablets, below 1024 px */}
      <div className="lg:hidden">
        <div className="flex items-center gap-1 px-2 pt-2 pb-1">
          <button
            type="button"
            onClick={() => setDrawerPage(`${pathname}${search}`)}
            aria-label={t('header.openMenu')}
            aria-expanded={drawerOpen}
            className="header-icon-button"
          >
            <MenuIcon size={24} />
          </button>
          <Logo />
          <div className="ml-auto flex items-center">
            <LanguageSwitcher />
            <Link to="/my-account" aria-label={t('nav.myAccount')} className="header-icon-button">
              <UserIcon size={24} />
            </Link>
            <CartLink />
          </div>
        </div>
        <div className="px-3 pb-2.5">{mobileSearch}</div>
      </div>
      {drawerOpen ? (
        <MenuDrawer
          onClose={closeDrawer}
          user={shop.user}
          country={shop.country}
          categories={directory?.categories ?? null}
          categoriesError={directory?.categoriesError ?? null}
          brands={directory?.brands ?? null}
          brandsError={directory?.brandsError ?? null}
        />
      ) : null}
    </header>
  );
}
