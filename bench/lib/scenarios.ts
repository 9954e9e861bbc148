// What the harness asks of a running store, discovered from the store itself so the same list
// fits any catalogue size: the largest brand, a head category, a deep page, real product ids
// and search words taken from the catalogue's own names.

export interface Scenario {
  name: string;
  /** Paths the requests spread over; several, so no one row or plan is all that is timed. */
  paths: string[];
  /** Whether the answers are ones the server keeps (see LoadOptions.warmUp). */
  warmUp: boolean;
}

export interface Discovered {
  scenarios: Scenario[];
  productIds: number[];
  /** Pages for Lighthouse: home, a listing, a product, a search. */
  pages: Record<string, string>;
}

interface ListingPage {
  total_pages: number;
  results: { id: number; products: { id: number }[] }[];
}

export async function discover(origin: string): Promise<Discovered> {
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${origin}${path}`);
    if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
    return (await res.json()) as T;
  };
  const brands = await get<{ brand: string; item_group_count: number }[]>('/api/ecommerce/brands/');
  const largest = [...brands].sort((a, b) => b.item_group_count - a.item_group_count)[0]!.brand;
  const categories = await get<{ headCategory: string; subCategories: { name: string }[] }[]>(
    '/api/ecommerce/categories/',
  );
  const head = categories[0]!.headCategory;
  const first = await get<ListingPage>('/api/ecommerce/itemgroups/?page=1');
  const deep = Math.max(1, Math.floor(first.total_pages * 0.9));

  const productIds: number[] = [];
  for (let page = 1; page <= 20 && productIds.length < 200; page += 1) {
    const listing = await get<ListingPage>(`/api/ecommerce/itemgroups/?page=${page * 7}`);
    for (const group of listing.results)
      productIds.push(...group.products.slice(0, 2).map((p) => p.id));
  }
  const words = brands.slice(0, 12).map((b) => b.brand.toLowerCase().split(/\s+/)[0]!);
  const searches = [...words, 'black sandals', 'leather', 'sneaker', 'blak', 'running shoe'];
  const q = (s: string) => encodeURIComponent(s);
  // A query parameter the app ignores makes every URL new: the microcache misses every time
  // and the figure is the full cost of the answer (decision 007).
  const uncached = (paths: string[], n = 20_000) =>
    Array.from({ length: n }, (_, i) => {
      const path = paths[i % paths.length]!;
      return `${path}${path.includes('?') ? '&' : '?'}uncached=${i}`;
    });
  const listing = (query: string) => `/api/ecommerce/itemgroups/?${query}`;

  return {
    productIds,
    pages: {
      home: `${origin}/`,
      listing: `${origin}/products/categories/${q(head)}`,
      product: `${origin}/products/product/${productIds[0]}`,
      search: `${origin}/search-results?q=${q(words[0]!)}`,
    },
    scenarios: [
      { name: 'health', warmUp: false, paths: ['/api/health'] },
      { name: 'listing page 1', warmUp: true, paths: [listing('page=1')] },
      { name: 'listing page 1, uncached', warmUp: false, paths: uncached([listing('page=1')]) },
      { name: 'listing deep page', warmUp: true, paths: [listing(`page=${deep}`)] },
      { name: 'listing by brand', warmUp: true, paths: [listing(`brand=${q(largest)}`)] },
      { name: 'listing by category', warmUp: true, paths: [listing(`category=${q(head)}`)] },
      {
        name: 'product detail',
        warmUp: true,
        paths: productIds.map((id) => `/api/ecommerce/products/${id}/gb`),
      },
      {
        name: 'product detail, uncached',
        warmUp: false,
        paths: uncached(productIds.map((id) => `/api/ecommerce/products/${id}/gb`)),
      },
      {
        name: 'search',
        warmUp: true,
        paths: searches.map((s) => `/api/ecommerce/search/products/?q=${q(s)}`),
      },
      {
        name: 'autocomplete',
        warmUp: true,
        paths: searches.map((s) => `/api/ecommerce/search/autocomplete/?q=${q(s.slice(0, 4))}`),
      },
      { name: 'page: home', warmUp: true, paths: ['/'] },
      { name: 'page: listing', warmUp: true, paths: [`/products/categories/${q(head)}`] },
      {
        name: 'page: product',
        warmUp: true,
        paths: productIds.slice(0, 50).map((id) => `/products/product/${id}`),
      },
      {
        name: 'page: product, uncached',
        warmUp: false,
        paths: uncached(productIds.map((id) => `/products/product/${id}`)),
      },
    ],
  };
}
