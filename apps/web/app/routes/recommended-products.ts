// GET /recommended-products: the cards of the product page's Recommended Products (000 §2: the
// home page's item groups), fetched by the page when the shopper scrolls toward them
// (features/product/recommended-products.tsx says why they are not in the page itself).
import type { ItemGroup } from '@solestock/domain';
import type { Route } from './+types/recommended-products';
import { apiJson } from '../lib/api';
import { cardGroup } from '../components/ui/product-card';
import { RECOMMENDED_CARDS } from '../features/product/recommended-products';

export async function loader({ context }: Route.LoaderArgs) {
  try {
    const groups = await apiJson<ItemGroup[]>(context.api, '/ecommerce/homepage/itemgroups/');
    // One more than a page shows: the page leaves out its own group.
    return Response.json(groups.slice(0, RECOMMENDED_CARDS + 1).map(cardGroup), {
      // A member's cards carry their group's prices (and the web server answers them
      // `private`): a browser or a CDN must not give them this guest's answer (issue 41.12).
      // /catalogue-directory is the same for everyone, so it does not vary.
      headers: { 'cache-control': 'public, max-age=60', vary: 'Cookie' },
    });
  } catch (e) {
    // 000 §8: a failure of the recommended products is logged only.
    console.warn('recommended products failed', e);
    return Response.json([], { status: 502, headers: { 'cache-control': 'no-store' } });
  }
}
