// React Router's server functions, taken from the page build itself. The build bundles React
// Router's production files (vite.config.ts): Node, given the package's exports, would load its
// development files, and a second copy beside the build's would have contexts of its own. So this
// server imports only React Router's types; app/entry.server.tsx re-exports what it calls.
import type { createRequestHandler, matchRoutes, ServerBuild } from 'react-router';

export interface PageRouter {
  createRequestHandler: typeof createRequestHandler;
  matchRoutes: typeof matchRoutes;
}

/** The build entry's React Router functions; a build without them is a broken build. */
export function pageRouter(build: ServerBuild): PageRouter {
  const entry = build.entry?.module as Partial<PageRouter> | undefined;
  if (!entry?.createRequestHandler || !entry.matchRoutes) {
    throw new Error(
      'The page build does not export createRequestHandler and matchRoutes (app/entry.server.tsx): run `npm run build` again.',
    );
  }
  return { createRequestHandler: entry.createRequestHandler, matchRoutes: entry.matchRoutes };
}
