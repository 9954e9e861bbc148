// What the web server needs of a page's route before rendering it (app/lib/page-query.ts): the
// query keys its URL may carry and still be kept (decision 007), those its route module lists in
// `handle` plus React Router's own keys of data requests; and whether a signed-in shopper's page
// is made from a shared render, with the product it shows (decision 157).
import type { RouteObject, ServerBuild } from 'react-router';
import type { PageHandle } from '../app/lib/page-query.ts';
import { pageRouter } from './page-router.ts';

/** Single-fetch requests add these; they choose what is rendered, so they stay in the key. */
const ROUTER_KEYS = ['_routes', 'index'];
/** Paths whose answers are remembered at once: bounded, since anyone can ask for any path. */
const KNOWN_PATHS_MAX = 2_000;

export interface PageRoute {
  queryKeys: readonly string[];
  /** Set when a signed-in shopper's page comes from the shared render; productId from the URL. */
  shared?: { productId?: number };
}

export function pageRoutes(build: ServerBuild): (pathname: string) => PageRoute {
  const manifest = Object.values(build.routes).filter((r) => r !== undefined);
  const tree = (parentId: string | undefined): RouteObject[] =>
    manifest
      .filter((r) => r.parentId === parentId)
      .map((r): RouteObject =>
        r.index
          ? { id: r.id, index: true, path: r.path }
          : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: tree(r.id) },
      );
  const routes = tree(undefined);
  const { matchRoutes } = pageRouter(build);
  // matchRoutes flattens and ranks the whole table on every call (tens of microseconds, as much
  // as serving a kept page): answers are remembered per path, in a map cleared when it fills.
  const known = new Map<string, PageRoute>();
  return (pathname) => {
    const remembered = known.get(pathname);
    if (remembered) return remembered;
    // A data request names its page with `.data` (`/_root.data` for the home page).
    const page = pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '');
    const leaf = matchRoutes(routes, page)?.at(-1);
    const handle = leaf
      ? (build.routes[leaf.route.id!]?.module.handle as Partial<PageHandle> | undefined)
      : undefined;
    const answer: PageRoute = { queryKeys: [...ROUTER_KEYS, ...(handle?.query ?? [])] };
    if (handle?.shared) {
      const param = handle.shared.productParam;
      const raw = param ? leaf?.params[param] : undefined;
      // A product page whose id is not one gets no product: its page is a 404 anyway.
      const productId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
      answer.shared = productId ? { productId } : {};
    }
    if (known.size >= KNOWN_PATHS_MAX) known.clear();
    known.set(pathname, answer);
    return answer;
  };
}
