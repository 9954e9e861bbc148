// The buying controls the detail page and the variation drawer share (000 §2): the price-slab
// strip, quantity presets and stepper, the total by the slab rule, the mode choice and the two
// actions. Every amount is in the product's own currency and shown in the shopper's.
import { useId } from 'react';
import {
  FALLBACK_SLAB_LABELS,
  MODES,
  QUANTITY_MAX,
  QUANTITY_PRESETS,
  STEPPER_MIN,
  formatPrice,
  linePrice,
  tierQuantity,
  visibleSlabs,
  type ExchangeRates,
  type Mode,
} from '@solestock/domain';
import type { ProductDetail } from '@solestock/domain';
import { useNextTierHint } from '../../lib/next-tier';
import { usePriceFormatter } from '../../lib/price-formatter';
import { warnNoRate } from '../../lib/rate-warning';
import { usePricing } from '../../lib/shop-context';
import type { ProductActions } from './cart-actions';
import { parseQuantity, stepQuantity } from './quantity';
import { useStylePairsInCart } from './style-in-cart';
import { useT, type MessageId } from '../../i18n/i18n';
import { useDomainTexts } from '../../i18n/domain-texts';

/**
 * The unit price and total for a quantity (000 §5), formatted for the shopper: the domain's one
 * rule (linePrice), so the page and drawer show what the cart, checkout and order charge.
 */
export function priceForQuantity(
  product: ProductDetail,
  quantity: number,
  country: string,
  rates: ExchangeRates,
  stylePairsInCart = 0,
) {
  // The page's one line beside the style's pairs already in the cart: its tier quantity by the
  // one rule (tierQuantity), as the cart will ask once it is added.
  const line = {
    itemGroupId: product.itemGroupId,
    tierScope: product.tier_scope ?? 'product',
    quantity,
  };
  const price = linePrice(
    product.slabPrices,
    tierQuantity(line, [line, { ...line, quantity: stylePairsInCart }]),
    product.defaultSellingPrice,
    country,
    rates,
    warnNoRate,
  );
  return {
    unit: formatPrice(price.symbol, price.convertedUnitPrice),
    total: formatPrice(price.symbol, price.convertedUnitPrice.times(quantity)),
    slabIndex: price.slabIndex,
  };
}

export function usePriceForQuantity(product: ProductDetail, quantity: number) {
  const { country, rates } = usePricing();
  return priceForQuantity(product, quantity, country, rates, useStylePairsInCart(product));
}

/** The spec's mode names (MODES) and cart button labels (cart-actions.ts) as messages. */
const MODE_LABEL_IDS = {
  air: 'product.mode.air',
  sea: 'product.mode.sea',
} as const satisfies Record<Mode, MessageId>;
const ADD_LABEL_IDS = {
  'ADD TO CART': 'product.addToCart',
  'ADDING TO CART...': 'product.addingToCart',
  'GO TO CART': 'product.goToCart',
} as const satisfies Record<ProductActions['addLabel'], MessageId>;
/** The specs' price-strip words for a product without slabs (FALLBACK_SLAB_LABELS) as messages. */
const FALLBACK_SLAB_IDS = {
  '25-100 pieces': 'product.slab.fallback.first',
  '100-300 pieces': 'product.slab.fallback.second',
  '300 and up': 'product.slab.fallback.third',
} as const satisfies Record<(typeof FALLBACK_SLAB_LABELS)[number], MessageId>;

export function SlabStrip({
  product,
  activeIndex,
}: {
  product: ProductDetail;
  activeIndex: number | null;
}) {
  const t = useT();
  const say = useDomainTexts();
  const format = usePriceFormatter();
  const inCart = useStylePairsInCart(product);
  const slabs = visibleSlabs(product.slabPrices);
  const own = product.defaultSellingPrice;
  const cells =
    slabs.length > 0
      ? slabs.map((s, i) => ({
          label: say.slab(s),
          price: format(s.selling_price, s.currency || own.currency),
          active: activeIndex === i,
        }))
      : FALLBACK_SLAB_LABELS.map((label) => ({
          label: t(FALLBACK_SLAB_IDS[label]),
          price: format(own.amount, own.currency),
          active: false,
        }));
  return (
    <>
      <ul aria-label={t('product.slabs.label')} className="grid grid-cols-3 gap-2">
        {cells.map((cell) => (
          <li
            key={cell.label}
            aria-current={cell.active ? 'true' : undefined}
            className={`rounded-lg border px-2 py-2.5 text-center transition ${
              cell.active
                ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                : 'border-slate-200 bg-white'
            }`}
          >
            <span className="block text-base font-bold text-slate-900 tabular-nums sm:text-lg">
              {cell.price}
            </span>
            <span className="block text-xs text-slate-600">{cell.label}</span>
          </li>
        ))}
      </ul>
      {product.tier_scope === 'style' ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="style-tier-note">
          {t('product.styleTierNote')}
          {inCart > 0 ? t('product.styleInCart', { count: inCart }) : ''}
        </p>
      ) : null}
      {product.group_discount_percent ? (
        // Group prices (docs/api.md): the API sent this member's prices already discounted.
        <p className="mt-2 text-sm font-medium text-emerald-800" data-testid="group-price-note">
          {t('product.groupPriceNote', {
            percent: String(Number(product.group_discount_percent)),
          })}
        </p>
      ) : null}
    </>
  );
}

/** "Your company's price: 12.5% off the list price." */
export function groupPriceNote(discountPercent: string): string {
  return `Your company’s price: ${Number(discountPercent)}% off the list price.`;
}

/**
 * The quantity the page works with: what the buyer chose, but never more than a stock style's
 * pairs on hand (`max`). `asked` above `max` is what the picker then explains.
 */
export function quantityWithin(asked: number, max: number): number {
  return Math.min(asked, max);
}

export function QuantityPicker({
  quantity,
  onChange,
  max = QUANTITY_MAX,
  asked = quantity,
}: {
  quantity: number;
  onChange: (quantity: number) => void;
  /** The most that can be ordered: a stock style's pairs on hand, else the cart's limit. */
  max?: number;
  /** What the buyer last asked for, when more than `max`: the picker says why it stopped. */
  asked?: number;
}) {
  const id = useId();
  const t = useT();
  return (
    <div>
      <p id={`${id}-presets`} className="text-sm font-semibold text-slate-900">
        {t('product.quantityPrefix')}
        <span className="font-normal text-slate-500">{t('product.pairsInParentheses')}</span>
      </p>
      <div role="group" aria-labelledby={`${id}-presets`} className="mt-2 flex flex-wrap gap-2">
        {QUANTITY_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={quantity === preset}
            onClick={() => onChange(preset)}
            className="quantity-preset"
          >
            {preset}
            {t('product.presetPairsSuffix')}
          </button>
        ))}
      </div>
      <div className="mt-3 inline-flex items-center rounded-lg border border-slate-300">
        <button
          type="button"
          aria-label={t('product.decreaseQuantity')}
          disabled={quantity <= STEPPER_MIN}
          onClick={() => onChange(stepQuantity(quantity, -1))}
          className="h-10 w-10 rounded-l-lg text-lg font-semibold text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300"
        >
          −
        </button>
        <label htmlFor={`${id}-qty`} className="sr-only">
          {t('product.quantityInPairs')}
        </label>
        <input
          id={`${id}-qty`}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          value={String(quantity)}
          onChange={(e) => onChange(parseQuantity(e.target.value))}
          onFocus={(e) => e.currentTarget.select()}
          max={max}
          aria-describedby={asked > max ? `${id}-left` : undefined}
          className="h-10 w-20 border-x border-slate-300 text-center font-semibold tabular-nums focus:ring-2 focus:ring-brand-600 focus:outline-none"
        />
        <button
          type="button"
          aria-label={t('product.increaseQuantity')}
          disabled={quantity >= max}
          onClick={() => onChange(stepQuantity(quantity, 1))}
          className="h-10 w-10 rounded-r-lg text-lg font-semibold text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300"
        >
          +
        </button>
      </div>
      <p
        id={`${id}-left`}
        role="status"
        data-testid="pairs-left"
        className="mt-2 text-sm font-medium text-amber-900 empty:hidden"
      >
        {asked > max
          ? max === 0
            ? t('product.soldOut')
            : t('product.pairsLeft', { count: max })
          : ''}
      </p>
    </div>
  );
}

/**
 * "Add N more pairs for {price}/pair" under a quantity (issue 19): a button that takes the
 * quantity to where the cheaper price starts. Nothing when no cheaper slab is near.
 */
export function TierHint({
  product,
  quantity,
  onChange,
}: {
  product: Pick<ProductDetail, 'slabPrices' | 'defaultSellingPrice' | 'tier_scope'>;
  quantity: number;
  onChange: (quantity: number) => void;
}) {
  // A style's hint counts its pairs already in the cart, as its slab does.
  const inCart = useStylePairsInCart(product);
  const hint = useNextTierHint(product.slabPrices, quantity + inCart, product.defaultSellingPrice);
  if (!hint) return null;
  return (
    <button
      type="button"
      onClick={() => onChange(quantity + hint.add)}
      data-testid="tier-hint"
      className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1.5 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200 hover:bg-emerald-100 focus-visible:ring-2 focus-visible:ring-emerald-700 focus-visible:outline-none"
    >
      <span aria-hidden="true">↑</span>
      {hint.text}
    </button>
  );
}

export function TotalBox({ product, quantity }: { product: ProductDetail; quantity: number }) {
  const t = useT();
  const price = usePriceForQuantity(product, quantity);
  return (
    <div className="flex items-end justify-between gap-3 rounded-xl bg-slate-50 px-4 py-3">
      <div>
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
          {t('product.totalForPrefix')}
          {quantity} {t('product.pairs', { count: quantity })}
        </p>
        <p
          className="text-2xl font-bold text-slate-900 tabular-nums"
          data-testid="total-price"
          aria-live="polite"
        >
          {price.total}
        </p>
      </div>
      <p className="text-right text-sm text-slate-600">
        <span className="font-semibold text-slate-900 tabular-nums" data-testid="unit-price">
          {price.unit}
        </span>{' '}
        {t('product.perPair')}
      </p>
    </div>
  );
}

/**
 * Air Mode or Sea Mode with its delivery time (000 §9: "7-10 days", "30-45 days"). A pre-order
 * leaves only in its window, so its time says the window and then the transit (issue 43 item 5).
 */
export function ModeChoice({
  mode,
  onChange,
  product,
}: {
  mode: Mode;
  onChange: (mode: Mode) => void;
  product: Pick<ProductDetail, 'sale_mode' | 'ships_from' | 'ships_by'>;
}) {
  const name = useId();
  const t = useT();
  const say = useDomainTexts();
  // Each country's shipping table gives its delivery times (docs/countries.md).
  const { country } = usePricing();
  const days = (key: Mode) =>
    product.sale_mode === 'pre_order'
      ? say.preOrderTransit(
          say.shippingDays(country, key),
          product.ships_from ?? null,
          product.ships_by ?? null,
        )
      : say.shippingDays(country, key);
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">{t('product.mode')}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {(Object.keys(MODES) as Mode[]).map((key) => (
          <label
            key={key}
            className={`flex cursor-pointer items-start gap-2 rounded-lg border px-3 py-2.5 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
              mode === key
                ? 'border-brand-600 bg-brand-50'
                : 'border-slate-300 hover:border-slate-400'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={key}
              checked={mode === key}
              onChange={() => onChange(key)}
              className="mt-0.5 accent-brand-600"
            />
            <span>
              <span className="block text-sm font-semibold text-slate-900">
                {t(MODE_LABEL_IDS[key])}
              </span>
              <span className="block text-xs text-slate-600">{days(key)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function ActionButtons({
  actions,
  productId,
  quantity,
  mode,
}: {
  actions: ProductActions;
  productId: number;
  quantity: number;
  mode: Mode;
}) {
  const t = useT();
  const blocked = quantity < 1 || actions.busy;
  // GO TO CART only navigates: the quantity chosen does not matter to it (issue 27.15).
  const goesToCart = actions.addLabel === 'GO TO CART';
  const order = { productId, quantity, mode };
  return (
    <div>
      <div className="grid grid-cols-2 gap-3">
        <button
          type="button"
          disabled={blocked}
          onClick={() => actions.orderNow(order)}
          className="rounded-lg border-2 border-brand-600 px-4 py-3 text-sm font-bold tracking-wide text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400"
        >
          {t('product.orderNow')}
        </button>
        <button
          type="button"
          disabled={goesToCart ? actions.busy : blocked}
          onClick={() => actions.addToCart(order)}
          className="rounded-lg bg-brand-600 px-4 py-3 text-sm font-bold tracking-wide text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300"
        >
          {t(ADD_LABEL_IDS[actions.addLabel])}
        </button>
      </div>
      {quantity < 1 ? (
        <p className="mt-2 text-sm text-slate-600">{t('product.chooseAtLeastOne')}</p>
      ) : null}
      {actions.refusal ? (
        <p
          role="alert"
          data-testid="add-refusal"
          className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {actions.refusal}
        </p>
      ) : null}
    </div>
  );
}
