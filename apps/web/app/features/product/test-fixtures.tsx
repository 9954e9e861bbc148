// Test helpers: a product detail and a data router whose root holds a shop context.
import { DEFAULT_BRAND } from '@solestock/domain/back-office/brand-payloads';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { ProductDetail, Slab } from '@solestock/domain';
import type { ShopContext } from '../../lib/shop-context';

export const slab = (
  operator: Slab['operator'],
  min: number | null,
  max: number | null,
  price: number,
): Slab => ({
  operator,
  min_quantity: min,
  max_quantity: max,
  selling_price: price,
  currency: 'usd',
  converted_price: { amount: price, symbol: '$' },
});

export function productFixture(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 7,
    itemGroupId: 3,
    productName: 'Westray Trail Runner 12 Black 8',
    coverImage: '/media/a.svg',
    imagesArray: ['/media/a.svg', '/media/b.svg', '/media/c.svg'],
    bulletPoints: ['Breathable mesh upper', 'Sold in cartons of 25 pairs'],
    material: 'Mesh',
    country_of_origin: 'Vietnam',
    dimensions: { height: 5, length: 12, width: 4, unit: 'in' },
    weight: { weight: 22, unit: 'oz' },
    sku: 'WST-12-BLK-8',
    color: 'Black',
    size: '8',
    brand: 'Westray',
    category: 'Sports Shoes',
    subcategory: 'Running',
    subsubcategory: null,
    product_sub4_category: null,
    sellingPrice: { amount: 12, currency: 'usd', symbol: '$' },
    defaultSellingPrice: { amount: 12, currency: 'usd' },
    slabPrices: [
      slab('from_to', 25, 99, 10),
      slab('from_to', 100, 299, 9),
      slab('>=', 300, null, 8),
    ],
    breadcrumbs: { level1: 'Sports Shoes', level2: 'Running', level3: null, level4: null },
    variants: [
      { id: 7, color: 'Black', size: '8', coverImage: '/media/black.svg' },
      { id: 8, color: 'Black', size: '9', coverImage: '/media/black.svg' },
      { id: 9, color: 'Navy', size: '8', coverImage: '/media/navy.svg' },
      { id: 10, color: 'Navy', size: '9', coverImage: '/media/navy.svg' },
    ],
    ...overrides,
  };
}

export const shopContext = (country: ShopContext['country'] = 'us'): ShopContext => ({
  user: null,
  country,
  rates: {
    base: 'USD',
    rates: { USD: 1, GBP: 0.8, INR: 80, JPY: 150, CAD: 1.25, CNY: 7 },
    updated_at: '2025-01-01T00:00:00Z',
  },
  footerCategories: [],
  socialLinks: [],
  cartCount: 0,
  // The demo's shop, as the specs' screens show it (its badges too; docs/brand.md).
  brand: { ...DEFAULT_BRAND, demo: true },
});

function LocationProbe() {
  const location = useLocation();
  return (
    <p data-testid="location">
      {location.pathname} {JSON.stringify(location.state)}
    </p>
  );
}

/** Renders `ui` at `path` under a root route holding the shop context; other paths show where. */
export function inRouter(
  ui: ReactNode,
  context: ShopContext = shopContext(),
  path = '/products/product/7',
  /** What the /cart action answers; a guest's 401 by default. */
  cartAction: (args: { request: Request }) => unknown = () => ({
    ok: false,
    status: 401,
    error: 'Authentication required.',
  }),
) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => context,
        children: [
          { path: 'products/product/:id', element: ui },
          { path: 'cart', action: cartAction, element: <LocationProbe /> },
          { path: '*', element: <LocationProbe /> },
        ],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root: context } } },
  );
  return <RouterProvider router={router} />;
}
