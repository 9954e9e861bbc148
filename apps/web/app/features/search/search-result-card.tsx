// A search result (000 §2 Search, §7): a click loads the product's item group and opens the
// product with the group's products as navigation state, as listing cards pass them; when that
// call fails it still opens the product. Without JavaScript it is a plain link.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ItemGroup, SearchProduct } from '@solestock/domain';
import { apiJson, browserApi } from '../../lib/api';
import { usePriceFormatter } from '../../lib/price-formatter';
import { MediaImage } from '../../components/ui/media-image';

export function SearchResultCard({
  product,
  priority,
}: {
  product: SearchProduct;
  priority: boolean;
}) {
  const navigate = useNavigate();
  const format = usePriceFormatter();
  const [opening, setOpening] = useState(false);
  const href = `/products/product/${product.id}`;

  const open = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window keeps the browser's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    if (opening) return;
    setOpening(true);
    try {
      const group = await apiJson<ItemGroup>(
        browserApi,
        `/ecommerce/item-group/${product.item_group_id}/`,
      );
      await navigate(href, { state: { products: group.products } });
    } catch (error) {
      console.error('item group fetch failed', error);
      await navigate(href);
    }
  };

  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white transition hover:-translate-y-0.5 hover:shadow-lg focus-within:shadow-lg"
      data-testid="search-result"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-[#f4f6f5]">
        <MediaImage
          src={product.coverImage}
          sizes="(min-width: 1280px) 300px, (min-width: 768px) 33vw, 50vw"
          alt=""
          width={400}
          height={300}
          loading={priority ? 'eager' : 'lazy'}
          className="h-full w-full object-contain transition duration-300 group-hover:scale-[1.04]"
        />
      </div>
      <a
        href={href}
        onClick={(e) => void open(e)}
        aria-busy={opening || undefined}
        className="flex flex-1 flex-col gap-1 px-3 pt-2 pb-3 after:absolute after:inset-0 after:content-[''] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
      >
        <span className="text-[11px] font-semibold tracking-wide text-slate-500 uppercase">
          {product.brand}
        </span>
        <h3 className="line-clamp-2 text-sm leading-snug font-medium text-slate-900">
          {product.product_name}
        </h3>
        <span className="mt-auto pt-1 text-sm">
          <span className="font-bold text-slate-900">
            {format(product.sellingPrice.amount, product.sellingPrice.currency)}
          </span>
          <span className="text-xs text-slate-500"> / pair</span>
        </span>
      </a>
    </article>
  );
}
