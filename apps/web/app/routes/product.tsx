// /products/product/:id: the product detail, rendered on the server for shoppers and search
// engines. The product is critical (404 when it does not exist); Recommended Products are fetched
// by the page when the shopper scrolls toward them (features/product/recommended-products.tsx).
// Loaders rerun when the id changes or a form posts (the country switch), so both refetch.
import { data, isRouteErrorResponse, useHref } from 'react-router';
import type { Route } from './+types/product';
import { brandOfMatches } from '../lib/brand';
import { metaTranslator } from '../i18n/meta-translator';
import { useT } from '../i18n/i18n';
import type { CartCountDto } from '@solestock/domain/cart-payloads';
import { ApiError, apiJson } from '../lib/api';
import { hasSessionCookie } from '../lib/session-user';
import {
  DEFAULT_QUANTITY,
  minorUnitExponent,
  roundToMinorUnit,
  slabUnitPrice,
  type ProductDetail,
} from '@solestock/domain';
import { NotFoundPage } from '../features/info/not-found-page';
import { ProductPage } from '../features/product/product-page';
import { RecommendedProducts } from '../features/product/recommended-products';
import { stockOf } from '../features/product/sale-status';
import { absoluteUrl } from '../lib/public-url';
import { readPersonalOverlay } from '../lib/personal-part';
import { useHydrated } from '../lib/use-hydrated';
import { useShopContext } from '../lib/shop-context';
import { sharedPage } from '../lib/page-query';

// Shared for signed-in shoppers too; their personal part names this product's place in the cart.
export const handle = sharedPage(undefined, 'id');

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  if (id < 1) throw data('Not Found', { status: 404, statusText: 'Not Found' });
  const { country } = context;

  // Signed in only: one cheap query says whether an earlier visit put it in the cart (GO TO
  // CART, 000 §2); a guest's page asks nothing, so it stays cacheable (decision 007).
  // The same answer names the pairs of its style already there (style tiers, docs/api.md).
  const none = { inCart: false, stylePairsInCart: 0 };
  const held = hasSessionCookie(request.headers.get('cookie'))
    ? apiJson<CartCountDto>(context.api, `/ecommerce/cart/count/?product_id=${id}`).then(
        (r) => ({ inCart: r.in_cart === true, stylePairsInCart: r.style_pairs ?? 0 }),
        () => none,
      )
    : Promise.resolve(none);
  let product: ProductDetail;
  try {
    product = await apiJson<ProductDetail>(context.api, `/ecommerce/products/${id}/${country}`);
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.status === 400)) {
      throw data('Not Found', { status: 404, statusText: 'Not Found' });
    }
    console.error('product detail failed', e);
    throw data('Failed to fetch product details', { status: 502 });
  }
  const canonical = absoluteUrl(context.publicUrl, `/products/product/${product.id}`);
  const images = product.coverImage
    ? [product.coverImage, ...product.imagesArray.slice(1)].map((i) =>
        absoluteUrl(context.publicUrl, i),
      )
    : [];
  return { product, canonical, images, ...(await held) };
}

/**
 * The price per pair the page shows when it opens (issue 27.12): the slab rule at the spec's
 * default quantity (000 §9: 25), in the shopper's currency, as a schema.org price: a plain number
 * rounded as the currency requires ('9677' yen, '8.00' pounds). The API has converted and rounded
 * each slab and the default price with the rates the page uses (docs/api.md), so picking the slab
 * is all that is left: structured data never disagrees with the price beside it.
 */
export function shownUnitPrice(p: ProductDetail): { amount: string; currency: string } {
  const { slabIndex } = slabUnitPrice(p.slabPrices, DEFAULT_QUANTITY, p.defaultSellingPrice);
  const slab = slabIndex === null ? undefined : p.slabPrices[slabIndex];
  const amount = slab ? slab.converted_price.amount : p.sellingPrice.amount;
  const currency = p.sellingPrice.currency;
  return {
    amount: roundToMinorUnit(amount, currency).toFixed(minorUnitExponent(currency)),
    currency: currency.toUpperCase(),
  };
}

/**
 * schema.org availability (docs/api.md, "Stock and pre-orders"): a pre-order is PreOrder (from
 * its first shipping day when it has one); a stock style is OutOfStock when this page's own colour
 * and size has no pair left, by the one rule the page shows beside its prices (stockOf: "Sold out
 * in this colour and size"; issue 43 item 4); everything else InStock, as the specs sell it.
 */
export function offerAvailability(p: ProductDetail): Record<string, string> {
  if (p.sale_mode === 'pre_order')
    return {
      availability: 'https://schema.org/PreOrder',
      ...(p.ships_from ? { availabilityStarts: p.ships_from } : {}),
    };
  const stock = stockOf(p);
  if (stock !== null && stock <= 0) return { availability: 'https://schema.org/OutOfStock' };
  return { availability: 'https://schema.org/InStock' };
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const shop = brandOfMatches(matches).shop_name;
  const t = metaTranslator(matches);
  if (!loaderData) return [{ title: t('meta.product.fallbackTitle', { shop }) }];
  const { product: p, canonical, images } = loaderData;
  const title = t('meta.product.title', { name: p.productName, brand: p.brand, shop });
  const description = (
    p.bulletPoints[0] ?? t('meta.product.description', { name: p.productName, brand: p.brand })
  ).slice(0, 300);
  const image = images[0];
  const price = shownUnitPrice(p);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.productName,
    sku: p.sku,
    description,
    ...(image ? { image: images } : {}),
    brand: { '@type': 'Brand', name: p.brand },
    ...(p.color ? { color: p.color } : {}),
    ...(p.size ? { size: p.size } : {}),
    ...(p.material ? { material: p.material } : {}),
    ...(p.category ? { category: [p.category, p.subcategory].filter(Boolean).join(' > ') } : {}),
    offers: {
      '@type': 'Offer',
      url: canonical,
      price: price.amount,
      priceCurrency: price.currency,
      ...offerAvailability(p),
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: p.productName },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { property: 'product:price:amount', content: price.amount },
    { property: 'product:price:currency', content: price.currency },
    { 'script:ld+json': jsonLd },
  ];
}

export default function Product({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  // A shared page's loader ran as a guest's: this product's place in the cart is in the page's
  // overlay, read once hydrated (docs/decisions/157); a later visit's loader reads it itself.
  const shared = useShopContext().shared === true;
  const own = useHydrated() && shared ? readPersonalOverlay()?.product : undefined;
  const held =
    own?.id === product.id ? { inCart: own.inCart, stylePairsInCart: own.stylePairs } : loaderData;
  const { inCart, stylePairsInCart } = held;
  return (
    <ProductPage
      product={product}
      inCart={inCart}
      stylePairsInCart={stylePairsInCart}
      recommended={<RecommendedProducts itemGroupId={product.itemGroupId} />}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const home = useHref('/');
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage errorText={error.statusText || 'Not Found'} />;
  }
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>{t('error.productTitle')}</title>
      <p role="alert" className="text-lg font-semibold text-red-800">
        {t('error.product')}
      </p>
      <a href={home} className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
        {t('error.backToHome')}
      </a>
    </main>
  );
}
