// Colour thumbnails and size buttons that go to the other products of the group (000 §2, §5).
// They are links: a variant is its own page, shareable and server-rendered.
import { useId } from 'react';
import { Link } from 'react-router';
import { localSize, sizeAudience, type ProductDetail } from '@solestock/domain';
import { useShopContext } from '../../lib/shop-context';
import { SizeChart } from './size-chart';
import { variantRows } from './variants';
import { MediaImage } from '../../components/ui/media-image';
import { useT } from '../../i18n/i18n';
import { useDomainTexts } from '../../i18n/domain-texts';

export function VariantSelector({
  product,
  sizeChart = true,
}: {
  product: ProductDetail;
  /** Off in the drawer: its own focus trap and Escape would fight a dialog opened inside it. */
  sizeChart?: boolean;
}) {
  const id = useId();
  const t = useT();
  const say = useDomainTexts();
  const { country } = useShopContext();
  const rows = variantRows(product.variants, product);
  if (rows.colours.length === 0 && rows.sizes.length === 0) return null;
  // Each size also in the shopper's country's system (issue 19), when the style's is another.
  const system = product.sizeSystem ?? null;
  const audience = sizeAudience(product.category, product.subcategory, product.productName);
  const local = (size: string | null) =>
    system ? localSize(size, system, country, audience) : undefined;
  const currentLocal = local(product.size);
  return (
    <div className="space-y-4">
      {rows.optionsLine ? (
        <p className="text-sm text-slate-600" data-testid="options-line">
          {say.optionsLine(rows.colours.length, rows.sizes.length)}
        </p>
      ) : null}
      {rows.colours.length > 0 ? (
        <div>
          <p id={`${id}-colour`} className="text-sm font-semibold text-slate-900">
            {t('product.colourPrefix')}
            <span className="font-normal text-slate-700">{product.color}</span>
          </p>
          <ul aria-labelledby={`${id}-colour`} className="mt-2 flex flex-wrap gap-2">
            {rows.colours.map((c) => (
              <li key={c.color}>
                <Link
                  to={`/products/product/${c.productId}`}
                  aria-label={c.color}
                  aria-current={c.current ? 'true' : undefined}
                  preventScrollReset
                  replace
                  title={c.color}
                  className="colour-swatch"
                >
                  <MediaImage
                    src={c.coverImage}
                    sizes="56px"
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    className="h-14 w-14 object-contain p-1"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {rows.sizes.length > 0 ? (
        <div>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <p id={`${id}-size`} className="text-sm font-semibold text-slate-900">
              {t('product.sizePrefix')}{' '}
              <span className="font-normal text-slate-700">
                {product.size}
                {currentLocal ? ` (${currentLocal.label} ${currentLocal.value})` : ''}
              </span>
            </p>
            {system && sizeChart ? (
              <SizeChart
                sizes={rows.sizes.map((s) => s.size)}
                current={product.size}
                system={system}
                country={country}
                audience={audience}
              />
            ) : null}
          </div>
          <ul aria-labelledby={`${id}-size`} className="mt-2 flex flex-wrap gap-2">
            {rows.sizes.map((s) => (
              <li key={s.size}>
                <Link
                  to={`/products/product/${s.productId}`}
                  aria-current={s.current ? 'true' : undefined}
                  preventScrollReset
                  replace
                  className={`size-chip ${
                    s.current
                      ? 'border-brand-600 bg-brand-600 text-white'
                      : s.inColour
                        ? 'border-slate-300 text-slate-800 hover:border-brand-600'
                        : 'border-dashed border-slate-300 text-slate-500 hover:border-brand-600'
                  }`}
                >
                  {s.size}
                  {(() => {
                    const l = local(s.size);
                    return l ? (
                      <span
                        className={`text-xs font-normal ${s.current ? 'text-white' : 'text-slate-600'}`}
                      >
                        <span className="sr-only">, </span>
                        {l.label} {l.value}
                      </span>
                    ) : null;
                  })()}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
