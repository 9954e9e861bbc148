// Colour thumbnails and size buttons that go to the other products of the group (000 §2, §5).
// They are links: a variant is its own page, shareable and server-rendered.
import { useId } from 'react';
import { Link } from 'react-router';
import type { ProductDetail } from '@solestock/domain';
import { variantRows } from './variants';

export function VariantSelector({ product }: { product: ProductDetail }) {
  const id = useId();
  const rows = variantRows(product.variants, product);
  if (rows.colours.length === 0 && rows.sizes.length === 0) return null;
  return (
    <div className="space-y-4">
      {rows.optionsLine ? (
        <p className="text-sm text-slate-600" data-testid="options-line">
          {rows.optionsLine}
        </p>
      ) : null}
      {rows.colours.length > 0 ? (
        <div>
          <p id={`${id}-colour`} className="text-sm font-semibold text-slate-900">
            Colour: <span className="font-normal text-slate-700">{product.color}</span>
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
                  className={`block overflow-hidden rounded-lg border-2 bg-slate-50 ${
                    c.current ? 'border-brand-600' : 'border-slate-200 hover:border-slate-400'
                  }`}
                >
                  <img
                    src={c.coverImage}
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
          <p id={`${id}-size`} className="text-sm font-semibold text-slate-900">
            Size: <span className="font-normal text-slate-700">{product.size}</span>
          </p>
          <ul aria-labelledby={`${id}-size`} className="mt-2 flex flex-wrap gap-2">
            {rows.sizes.map((s) => (
              <li key={s.size}>
                <Link
                  to={`/products/product/${s.productId}`}
                  aria-current={s.current ? 'true' : undefined}
                  preventScrollReset
                  replace
                  className={`flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium tabular-nums ${
                    s.current
                      ? 'border-brand-600 bg-brand-600 text-white'
                      : s.inColour
                        ? 'border-slate-300 text-slate-800 hover:border-brand-600'
                        : 'border-dashed border-slate-300 text-slate-500 hover:border-brand-600'
                  }`}
                >
                  {s.size}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
