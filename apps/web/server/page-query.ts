// Which query keys a page URL may carry and still be kept (decision 007): those its route module
// lists in `handle` (app/lib/page-query.ts), plus React Router's own keys of data requests.
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import type { PageHandle } from '../app/lib/page-query.ts';

/** Single-fetch requests add these; they choose what is rendered, so they stay in the key. */
const ROUTER_KEYS = ['_routes', 'index'];

export function pageQueryKeys(build: ServerBuild): (pathname: string) => readonly string[] {
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
  return (pathname) => {
    // A data request names its page with `.data` (`/_root.data` for the home page).
    const page = pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '');
    const leaf = matchRoutes(routes, page)?.at(-1)?.route.id;
    const handle = leaf ? (build.routes[leaf]?.module.handle as Partial<PageHandle>) : undefined;
    return [...ROUTER_KEYS, ...(handle?.query ?? [])];
  };
}
