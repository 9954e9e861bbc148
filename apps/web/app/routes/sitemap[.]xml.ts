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

export function sitemapXml(publicUrl: string, paths: readonly string[]): string {
  const unique = [...new Set(paths)];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...unique.map((p) => `  <url><loc>${escapeXml(absoluteUrl(publicUrl, p))}</loc></url>`),
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
  return new Response(sitemapXml(context.publicUrl, paths), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
