// For component tests of a screen that reads the shop (prices, the shopper): a guest's shop in
// the United States, and the screen rendered in a router whose root has it, in a language.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Locale } from '@solestock/domain/locales';
import type { ShopContext } from './shop-context';
import { inLanguage } from '../i18n/in-language.test-utils';

export const GUEST_SHOP: ShopContext = {
  user: null,
  country: 'us',
  rates: { base: 'USD', rates: { USD: 1 }, updated_at: '2025-01-01T00:00:00Z' },
  footerCategories: [],
  socialLinks: [],
  cartCount: 0,
};

/** `ui` at `path` under a root with GUEST_SHOP, in `locale` (English without it). */
export async function renderInShop(ui: React.ReactNode, path: string, locale?: Locale) {
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', loader: () => GUEST_SHOP, children: [{ path: '*', element: ui }] }],
    { initialEntries: [path], hydrationData: { loaderData: { root: GUEST_SHOP } } },
  );
  const page = <RouterProvider router={router} />;
  render(locale ? await inLanguage(locale, page) : page);
}
