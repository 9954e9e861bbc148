// /sitemap.xml: the catalogue for search engines: home, the curated lists, every brand, head
// category and subcategory listing, and the products of the item groups on the first listing
// pages (bounded, so one request never walks a million-product catalogue).
import { SHOP_BY } from '@solestock/domain';
import type { Route } from './+types/sitemap[.]xml';
import { apiJson, type ApiFetch } from '../lib/api';
import type { Brand, Category } from '../lib/catalogue-types';
import { headCategoryPath, subcategoryPath } from '../lib/listing-url';
import { absoluteUrl } from '../lib/public-url';
import type { ListingPage as ListingResponse } from '@solestock/domain';
import { DEFAULT_LOCALE, type Locale } from '@solestock/domain/locales';
import { alternatesOf } from '../i18n/locale-path';

/** Listing pages walked for products: 10 item groups each. */
export const SITEMAP_LISTING_PAGES = 50;
const CONCURRENCY = 4;

const escapeXml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * The sitemap of `paths` (English paths). With more languages than English offered
 * (STOREFRONT_LANGUAGES, decision 207), each page is listed in every language offered, each entry
 * naming all of them and x-default (the English URL) as `xhtml:link` alternates, as the pages'
 * own hreflang links do (i18n/hreflang.ts); English alone, the sitemap is as it always was.
 */
export function sitemapXml(
  publicUrl: string,
  paths: readonly string[],
  offered: readonly Locale[] = [DEFAULT_LOCALE],
): string {
  const unique = [...new Set(paths)];
  const url = (path: string) => escapeXml(absoluteUrl(publicUrl, path));
  const languages = offered.length > 1;
  const entries = unique.flatMap((p) => {
    if (!languages) return [`  <url><loc>${url(p)}</loc></url>`];
    const alternates = alternatesOf(p).filter(({ locale }) => offered.includes(locale));
    const links = [...alternates.map(({ locale, path }) => [locale, path]), ['x-default', p]]
      .map(
        ([lang, path]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${url(path!)}"/>`,
      )
      .join('');
    return alternates.map(({ path }) => `  <url><loc>${url(path)}</loc>${links}</url>`);
  });
  const xhtml = languages ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>`,
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

async function productPaths(api: ApiFetch): Promise<string[]> {
  const paths: string[] = [];
  let next = 1;
  let last = SITEMAP_LISTING_PAGES;
  const worker = async () => {
    while (next <= last) {
      const page = next++;
      const listing = await apiJson<ListingResponse>(
        api,
        `/ecommerce/itemgroups/?page=${page}`,
      ).catch(() => null);
      if (!listing) continue;
      last = Math.min(last, listing.total_pages);
      for (const group of listing.results)
        for (const product of group.products) paths.push(`/products/product/${product.id}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return paths;
}

export async function loader({ context }: Route.LoaderArgs) {
  const [categories, brands, products] = await Promise.all([
    apiJson<Category[]>(context.api, '/ecommerce/categories/').catch((): Category[] => []),
    apiJson<Brand[]>(context.api, '/ecommerce/brands/').catch((): Brand[] => []),
    productPaths(context.api),
  ]);
  const paths = [
    '/',
    '/categories',
    '/brands',
    ...SHOP_BY.map((s) => `/products/shopBy/${encodeURIComponent(s.route)}`),
    ...brands
      .filter((b) => b.item_group_count > 0)
      .map((b) => `/products/${encodeURIComponent(b.brand)}`),
    ...categories.flatMap((c) => [
      headCategoryPath(c.headCategory),
      ...c.subCategories
        .filter((s) => s.itemGroupCount > 0)
        .map((s) => subcategoryPath(c.headCategory, s.name)),
    ]),
    ...products.sort((a, b) => a.localeCompare(b, 'en', { numeric: true })),
  ];
  return new Response(sitemapXml(context.publicUrl, paths, context.languages), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
