// The product detail page (000 §2): breadcrumbs, gallery, name, price slabs, variants, quantity
// and total by the slab rule, mode, the two actions, the fixed labels and shipping note, the
// item's details, Recommended Products (a slot the route fills) and the variation drawer.
import { useT, type MessageId } from '../../i18n/i18n';
import { useState, type ReactNode } from 'react';
import { Link, useNavigation } from 'react-router';
import {
  BREADCRUMB_MAX_LEVELS,
  DEFAULT_MODE,
  DEFAULT_QUANTITY,
  QUANTITY_MAX,
  type Mode,
} from '@solestock/domain';
import type { ProductDetail } from '@solestock/domain';
import {
  ActionButtons,
  ModeChoice,
  QuantityPicker,
  SlabStrip,
  TierHint,
  TotalBox,
  priceForQuantity,
  quantityWithin,
} from './buy-panel';
import { usePricing } from '../../lib/shop-context';
import { useBrand } from '../../lib/brand';
import { StylePairsInCartContext } from './style-in-cart';
import { useProductActions } from './cart-actions';
import { CartonPicker, packsFor } from './carton-picker';
import { Drawer } from './drawer';
import { Gallery } from './gallery';
import { SaleStatus, sellableOf } from './sale-status';
import { SizeRunGrid, SizeRunPending } from './size-run-grid';
import { useHydrated } from '../../lib/use-hydrated';
import { VariantSelector } from './variant-selector';

export const FIXED_LABELS = [
  'Marketplace Sample Page',
  'Forecasting Model',
  'Brand Authorisation',
] as const;
/** The demo badges' messages (their English is FIXED_LABELS'). */
const FIXED_LABEL_IDS = {
  'Marketplace Sample Page': 'product.label.marketplaceSample',
  'Forecasting Model': 'product.label.forecastingModel',
  'Brand Authorisation': 'product.label.brandAuthorisation',
} as const satisfies Record<(typeof FIXED_LABELS)[number], MessageId>;

export function ProductPage({
  product,
  recommended,
  inCart = false,
  stylePairsInCart = 0,
}: {
  product: ProductDetail;
  recommended?: ReactNode;
  /** The server says the signed-in shopper's cart already holds this product. */
  inCart?: boolean;
  /** The pairs of this style already in the signed-in shopper's cart (style tiers). */
  stylePairsInCart?: number;
}) {
  const t = useT();
  const { demo } = useBrand();
  // What the buyer asked for; the page orders at most a stock style's pairs on hand (issue
  // 41.13: the default 25 of a style with 21 left is 21, and the picker says why).
  const [asked, setQuantity] = useState<number>(DEFAULT_QUANTITY);
  // On hand, then incoming pairs as "ships from" their day (docs/stock.md).
  const stock = sellableOf(product);
  const max = stock ?? QUANTITY_MAX;
  const quantity = quantityWithin(asked, max);
  const [mode, setMode] = useState<Mode>(DEFAULT_MODE);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The size-run grid's quantities by product id, shared by the page and the drawer.
  const [run, setRun] = useState<Record<number, number>>({});
  const hasRun = product.variants.length > 1;
  // The size-run grid works only with script (its totals and its button), starts well below
  // the first screen and was an eighth of the page's markup: it is drawn once hydrated, its
  // heading kept in the first HTML (bench/README.md, "Cheaper cold renders").
  const hydrated = useHydrated();
  // Packs (docs/api.md): the chosen colour's cartons, when it has any.
  const cartons = packsFor(product, true);
  const actions = useProductActions(product.id, inCart);
  // The page itself sits outside the provider below, so it reads the pairs from its prop.
  const { country, rates } = usePricing();
  const price = priceForQuantity(
    product,
    quantity,
    country,
    rates,
    product.tier_scope === 'style' ? stylePairsInCart : 0,
  );
  const navigation = useNavigation();
  const images =
    product.imagesArray.length > 0 ? product.imagesArray : [product.coverImage].filter(Boolean);

  return (
    <StylePairsInCartContext.Provider value={stylePairsInCart}>
      <main className="mx-auto max-w-7xl px-4 pt-4 pb-16 sm:px-6">
        <Breadcrumbs product={product} />
        {navigation.state === 'loading' &&
        navigation.location?.pathname.startsWith('/products/product/') ? (
          <p role="status" className="mt-2 text-sm font-medium text-brand-700">
            {t('product.loading')}
          </p>
        ) : null}

        <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-12">
          <div className="lg:sticky lg:top-4 lg:self-start">
            <Gallery key={product.id} images={images} name={product.productName} />
          </div>

          <div className="space-y-6">
            <div>
              <Link
                to={`/products/${encodeURIComponent(product.brand)}`}
                className="text-sm font-semibold tracking-wide text-brand-700 uppercase hover:underline"
              >
                {product.brand}
              </Link>
              <h1 className="mt-1 text-2xl leading-tight font-bold text-slate-900 sm:text-3xl">
                {product.productName}
              </h1>
              {/* The demo catalogue's badges (docs/brand.md): a real shop never claims them. */}
              {demo ? (
                <ul aria-label={t('product.labels')} className="mt-3 flex flex-wrap gap-2">
                  {FIXED_LABELS.map((label) => (
                    <li key={label} className="product-label">
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 16 16"
                        className="h-3.5 w-3.5 text-brand-600"
                      >
                        <path
                          fill="currentColor"
                          d="M6.5 11.2 3.3 8l1-1 2.2 2.1 5.2-5.2 1 1-6.2 6.3Z"
                        />
                      </svg>
                      {t(FIXED_LABEL_IDS[label])}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>

            <section aria-labelledby="slab-heading">
              <h2 id="slab-heading" className="mb-2 text-sm font-semibold text-slate-900">
                {t('product.pricePerPair')}
              </h2>
              <SlabStrip product={product} activeIndex={price.slabIndex} />
            </section>
            <SaleStatus product={product} />

            <VariantSelector product={product} />
            {hasRun ? (
              <a
                href="#size-run"
                className="inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {t('product.orderSeveral')}
                <span aria-hidden="true">↓</span>
              </a>
            ) : null}

            <button
              type="button"
              onClick={() => setDrawerOpen(true)}
              aria-haspopup="dialog"
              className="flex w-full items-center justify-between rounded-lg border border-slate-300 px-4 py-3 text-left text-sm font-semibold text-slate-900 hover:border-brand-600"
            >
              {t('product.drawerTitle')}
              <span aria-hidden="true" className="text-lg text-slate-500">
                ›
              </span>
            </button>

            <QuantityPicker quantity={quantity} onChange={setQuantity} max={max} asked={asked} />
            <TierHint product={product} quantity={quantity} onChange={setQuantity} />
            <TotalBox product={product} quantity={quantity} />
            <ModeChoice mode={mode} onChange={setMode} product={product} />
            <ActionButtons
              actions={actions}
              productId={product.id}
              quantity={quantity}
              mode={mode}
            />
            {cartons.length ? (
              <CartonPicker key={product.id} product={product} packs={cartons} mode={mode} />
            ) : null}
            <p className="flex gap-2 rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0">
                <path
                  fill="currentColor"
                  d="M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm0 6.5a.9.9 0 0 0-.9.9v4.2a.9.9 0 0 0 1.8 0V9.4a.9.9 0 0 0-.9-.9Zm0-3a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2Z"
                />
              </svg>
              {t('product.shippingNote')}
            </p>
          </div>
        </div>

        {hasRun ? (
          <div
            id="size-run"
            className="mt-10 scroll-mt-36 rounded-2xl border border-slate-200 p-4 sm:p-6"
          >
            {hydrated ? (
              <SizeRunGrid product={product} mode={mode} quantities={run} onChange={setRun} />
            ) : (
              <SizeRunPending />
            )}
          </div>
        ) : null}

        <div className="mt-12 grid gap-8 lg:grid-cols-2">
          {product.bulletPoints.length > 0 ? (
            <section aria-labelledby="about-heading" className="lg:col-span-2">
              <h2 id="about-heading" className="text-lg font-bold text-slate-900">
                {t('product.aboutThisItem')}
              </h2>
              <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-700 marker:text-brand-600">
                {product.bulletPoints.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <DetailsTable title={t('product.productDetails')} rows={productDetails(product)} />
          <DetailsTable title={t('product.otherDetails')} rows={otherDetails(product)} />
        </div>

        {recommended}

        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={t('product.drawerTitle')}
          footer={
            <>
              <dl className="flex items-end justify-between text-sm">
                <div>
                  <dt className="text-slate-600">{t('product.totalQuantity')}</dt>
                  <dd className="font-semibold tabular-nums">
                    {quantity} {t('product.pairs', { count: quantity })}
                  </dd>
                </div>
                <div className="text-right">
                  <dt className="text-slate-600">{t('product.total')}</dt>
                  <dd className="text-xl font-bold tabular-nums" data-testid="drawer-total">
                    {price.total}
                  </dd>
                </div>
              </dl>
              <ActionButtons
                actions={actions}
                productId={product.id}
                quantity={quantity}
                mode={mode}
              />
            </>
          }
        >
          <div>
            <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
              {t('product.priceBeforeShipping')}
            </p>
            <p
              className="text-2xl font-bold text-slate-900 tabular-nums"
              data-testid="drawer-unit-price"
            >
              {price.unit}{' '}
              <span className="text-sm font-normal text-slate-500">{t('product.perPair')}</span>
            </p>
          </div>
          <SlabStrip product={product} activeIndex={price.slabIndex} />
          <SaleStatus product={product} />
          <QuantityPicker quantity={quantity} onChange={setQuantity} max={max} asked={asked} />
          <TierHint product={product} quantity={quantity} onChange={setQuantity} />
          <VariantSelector product={product} sizeChart={false} />
          <ModeChoice mode={mode} onChange={setMode} product={product} />
          {hasRun ? (
            <SizeRunGrid
              product={product}
              mode={mode}
              quantities={run}
              onChange={setRun}
              layout="list"
            />
          ) : null}
          <p className="text-xs text-slate-500">{t('product.shippingNote')}</p>
        </Drawer>
      </main>
    </StylePairsInCartContext.Provider>
  );
}

function Breadcrumbs({ product }: { product: ProductDetail }) {
  const t = useT();
  const { level1, level2, level3, level4 } = product.breadcrumbs;
  const levels = [level1, level2, level3, level4].slice(0, BREADCRUMB_MAX_LEVELS);
  const crumbs: { label: string; href: string | null }[] = [];
  levels.forEach((label, i) => {
    if (!label) return;
    const href =
      i === 0 && level1
        ? `/products/categories/${encodeURIComponent(level1)}`
        : i === 1 && level1 && level2
          ? `/products/categories/${encodeURIComponent(level1)}/${encodeURIComponent(level2)}`
          : null;
    crumbs.push({ label, href });
  });
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t('listing.breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-500">
        <li>
          <Link to="/" className="hover:text-brand-700 hover:underline">
            {t('listing.home')}
          </Link>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.label} className="flex items-center gap-1">
            <span aria-hidden="true" className="text-slate-400">
              /
            </span>
            {crumb.href ? (
              <Link to={crumb.href} className="hover:text-brand-700 hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span className="text-slate-700">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

type Row = [MessageId, string | null | undefined];

function productDetails(p: ProductDetail): Row[] {
  const d = p.dimensions;
  const dims = [d.length, d.width, d.height].every((v) => v !== null && v !== undefined)
    ? `${d.length} × ${d.width} × ${d.height} ${d.unit || 'in'} (L × W × H)`
    : null;
  const weight =
    p.weight.weight !== null && p.weight.weight !== undefined
      ? `${p.weight.weight} ${p.weight.unit || 'oz'}`
      : null;
  return [
    ['product.detail.brand', p.brand],
    ['product.detail.material', p.material],
    ['product.detail.colour', p.color],
    ['product.detail.size', p.size],
    ['product.detail.countryOfOrigin', p.country_of_origin],
    ['product.detail.dimensions', dims],
    ['product.detail.weight', weight],
  ];
}

function otherDetails(p: ProductDetail): Row[] {
  return [
    ['product.detail.sku', p.sku],
    ['product.detail.category', p.category],
    ['product.detail.subCategory', p.subcategory],
    ['product.detail.type', p.subsubcategory],
    ['product.detail.style', p.product_sub4_category],
    // Cartons only where the style has a pack to buy (issue 43 item 5). The value is a message
    // id too: DetailsTable translates it.
    ['product.detail.soldIn', p.packs?.length ? SOLD_BY_CARTON : SOLD_IN_PAIRS],
  ];
}

const SOLD_BY_CARTON: MessageId = 'product.detail.soldByCarton';
const SOLD_IN_PAIRS: MessageId = 'product.detail.soldInPairs';
const TRANSLATED_VALUES = new Set<string>([SOLD_BY_CARTON, SOLD_IN_PAIRS]);

function DetailsTable({ title, rows }: { title: string; rows: Row[] }) {
  const t = useT();
  const filled = rows.filter((r): r is [MessageId, string] => Boolean(r[1] && String(r[1]).trim()));
  if (filled.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <table className="mt-3 w-full overflow-hidden rounded-xl border border-slate-200 text-sm">
        <tbody>
          {filled.map(([label, value]) => (
            <tr key={label} className="spec-row">
              <th scope="row" className="spec-name">
                {t(label)}
              </th>
              <td className="spec-value">
                {TRANSLATED_VALUES.has(value) ? t(value as MessageId) : value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
