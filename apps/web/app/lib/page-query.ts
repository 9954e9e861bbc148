// What a route module declares, as `handle`, about how its page may be kept. The query keys a
// page reads from its URL: a guest's page is kept by the microcache (decision 007) only when its
// URL carries no other key, since random unknown keys would otherwise fill the cache with copies
// of one page. And whether a signed-in shopper's page is made from a shared render (decision
// 157): rendered once per country and price list, with the shopper's personal part added.

export interface PageHandle {
  query: readonly string[];
  /**
   * The page is the same for every signed-in shopper with the same country and price list but
   * for its personal part (lib/personal-part.tsx). `productParam` names the route parameter of
   * the product whose place in the cart the page shows (GO TO CART, style pairs).
   */
  shared?: { productParam?: string };
}

export const pageQuery = (...keys: string[]): PageHandle => ({ query: keys });

/** A page made from a shared render for signed-in shoppers too. */
export const sharedPage = (
  handle: PageHandle = pageQuery(),
  productParam?: string,
): PageHandle => ({
  ...handle,
  shared: productParam ? { productParam } : {},
});
