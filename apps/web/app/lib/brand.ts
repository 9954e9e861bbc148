// The shop's brand on every page (docs/brand.md): the root loader reads GET /api/ecommerce/brand/
// (kept by the API, forgotten when the owner saves another), and pages, titles and the shell
// take it from there. A shop that saved none is "Solestock", as the specs' pages are.
import { useRouteLoaderData } from 'react-router';
import { DEFAULT_BRAND, type ShopBrand } from '@solestock/domain/back-office/brand-payloads';

/** The brand when the API could not say: the default one, without the demo's badges. */
export const FALLBACK_BRAND: ShopBrand = { ...DEFAULT_BRAND, demo: false };

/** The brand of the page being drawn (the root loader's). */
export function useBrand(): ShopBrand {
  const data = useRouteLoaderData('root') as { brand?: ShopBrand } | undefined;
  return data?.brand ?? FALLBACK_BRAND;
}

type Match = { id: string; data?: unknown; loaderData?: unknown } | undefined;

/** The brand in a route's `meta`, from the root's data among its matches. */
export function brandOfMatches(matches: readonly Match[] | undefined): ShopBrand {
  const root = matches?.find((m) => m?.id === 'root');
  const data = (root?.loaderData ?? root?.data) as { brand?: ShopBrand } | undefined;
  return data?.brand ?? FALLBACK_BRAND;
}

/** "My Cart | Solestock": a page's title with the shop's name. */
export function shopTitle(page: string, matches: readonly Match[] | undefined): string {
  return `${page} | ${brandOfMatches(matches).shop_name}`;
}

/** The brand's colour as the storefront's custom properties: none for the default colour. */
export function brandColourStyle(brand: ShopBrand): Record<string, string> | undefined {
  const c = brand.primary_color;
  if (c === DEFAULT_BRAND.primary_color) return undefined;
  return {
    '--color-brand-600': c,
    '--color-brand-700': `color-mix(in srgb, ${c} 80%, black)`,
    '--color-brand-900': `color-mix(in srgb, ${c} 45%, black)`,
    '--color-brand-100': `color-mix(in srgb, ${c} 16%, white)`,
    '--color-brand-50': `color-mix(in srgb, ${c} 6%, white)`,
  };
}
