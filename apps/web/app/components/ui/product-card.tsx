// An item group's card, shared by the listing, the home page and Recommended Products: cover
// image, and on hover the product's images cycle every 1000 ms with dot buttons; leaving returns
// to the cover (000 §2, §4). It links to the group's first product and passes the group's
// product list as navigation state, as the spec's cards do.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { IMAGE_HOVER_CYCLE_MS } from '@solestock/domain';
import type { ItemGroup } from '@solestock/domain';
import { usePriceFormatter } from '../../lib/price-formatter';
import { MediaImage } from './media-image';
import { PreOrderNote } from './sale-notes';
import { useT } from '../../i18n/i18n';

export function ProductCard({ group, priority = false }: { group: ItemGroup; priority?: boolean }) {
  const t = useT();
  const product = group.products[0];
  const format = usePriceFormatter();
  const [index, setIndex] = useState(0);
  const [hovering, setHovering] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const images = product
    ? [
        product.coverImage,
        ...product.imagesArray.filter((src) => src && src !== product.coverImage),
      ]
    : [];

  const stop = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };
  useEffect(() => stop, []);

  if (!product) return null;
  const colours = new Set(group.products.map((p) => p.color).filter(Boolean)).size;
  const href = `/products/product/${product.id}`;

  const enter = () => {
    setHovering(true);
    stop();
    if (images.length > 1) {
      timer.current = setInterval(
        () => setIndex((i) => (i + 1) % images.length),
        IMAGE_HOVER_CYCLE_MS,
      );
    }
  };
  const leave = () => {
    stop();
    setHovering(false);
    setIndex(0);
  };

  return (
    <article
      className="group product-card"
      onMouseEnter={enter}
      onMouseLeave={leave}
      data-testid="product-card"
    >
      {/* The title link stretches over the whole card; the dots sit above it. */}
      <div className="product-card-media">
        <MediaImage
          src={images[index] ?? product.coverImage}
          sizes="(min-width: 1280px) 300px, (min-width: 768px) 33vw, 50vw"
          alt=""
          width={400}
          height={400}
          loading={priority ? 'eager' : 'lazy'}
          className="product-card-image"
        />
        {images.length > 1 ? (
          <div
            className={`product-card-dots ${
              hovering ? 'opacity-100' : 'pointer-events-none opacity-0'
            }`}
          >
            {images.map((src, i) => (
              <button
                key={`${src}-${i}`}
                type="button"
                aria-label={t('productCard.showImage', { number: i + 1, total: images.length })}
                aria-pressed={i === index}
                tabIndex={-1}
                onClick={() => {
                  stop();
                  setIndex(i);
                }}
                className="product-card-dot"
              />
            ))}
          </div>
        ) : null}
      </div>
      <Link to={href} state={{ products: group.products }} className="product-card-link">
        <span className="product-card-brand">{group.brand}</span>
        <h3 className="product-card-name">{group.groupName}</h3>
        <span className="mt-auto pt-1 text-sm">
          <span className="font-bold text-slate-900">
            {format(product.sellingPrice.amount, product.sellingPrice.currency)}
          </span>
          <span className="text-xs text-slate-500">{t('productCard.perPair')}</span>
        </span>
        {colours > 1 ? (
          <span className="text-xs text-slate-500">
            {colours}
            {t('productCard.coloursSuffix', { count: colours })}
          </span>
        ) : null}
        <PreOrderNote saleMode={group.sale_mode} from={group.ships_from} by={group.ships_by} />
      </Link>
    </article>
  );
}

/**
 * A group cut to what its card shows, for loader data (issue 17): the first product in full
 * (cover, hover images, price), and one product per other colour without its images (the
 * "n colours" line). A listing group carries every variant with its images; a page that sends
 * ten of them in its loader data serialises tens of KB nobody sees.
 */
export function cardGroup(group: ItemGroup): ItemGroup {
  const [first, ...rest] = group.products;
  if (!first) return group;
  const colours = new Set([first.color]);
  const others = rest.filter((p) => {
    if (!p.color || colours.has(p.color)) return false;
    colours.add(p.color);
    return true;
  });
  return {
    ...group,
    products: [first, ...others.map((p) => ({ ...p, imagesArray: [] }))],
  };
}
