// A search result (000 §2 Search, §7): a click loads the product's item group and opens the
// product with the group's products as navigation state, as listing cards pass them; when that
// call fails it still opens the product. Without JavaScript it is a plain link.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ItemGroup, SearchProduct } from '@solestock/domain';
import { apiJson, browserApi } from '../../lib/api';
import { usePriceFormatter } from '../../lib/price-formatter';
import { MediaImage } from '../../components/ui/media-image';
import { useT } from '../../i18n/i18n';

export function SearchResultCard({
  product,
  priority,
}: {
  product: SearchProduct;
  priority: boolean;
}) {
  const t = useT();
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
    <article className="group product-card" data-testid="search-result">
      <div className="product-card-media">
        <MediaImage
          src={product.coverImage}
          sizes="(min-width: 1280px) 300px, (min-width: 768px) 33vw, 50vw"
          alt=""
          width={400}
          height={300}
          loading={priority ? 'eager' : 'lazy'}
          className="product-card-image"
        />
      </div>
      <a
        href={href}
        onClick={(e) => void open(e)}
        aria-busy={opening || undefined}
        className="product-card-link"
      >
        <span className="product-card-brand">{product.brand}</span>
        <h3 className="product-card-name">{product.product_name}</h3>
        <span className="mt-auto pt-1 text-sm">
          <span className="font-bold text-slate-900">
            {format(product.sellingPrice.amount, product.sellingPrice.currency)}
          </span>
          <span className="text-xs text-slate-500">{t('productCard.perPair')}</span>
        </span>
      </a>
    </article>
  );
}
