// A page build for the web server's tests: React Router's server build around routes and a
// document function of the test's own, so a test needs no `npm run build`.
import { createRequestHandler, matchRoutes, type ServerBuild } from 'react-router';

type Document = (
  request: Request,
  status: number,
  headers: Headers,
  context: { staticHandlerContext: Record<string, unknown> },
) => Response;

export interface TestRoute {
  path: string;
  module: Record<string, unknown>;
}

export const Empty = () => null;

/** Routes under an empty root, each keyed `routes/<id>`. */
export function testBuild(dir: string, routes: Record<string, TestRoute>, document: Document) {
  return {
    // As app/entry.server.tsx does: the web server takes React Router from the build.
    entry: { module: { default: document, createRequestHandler, matchRoutes } },
    routes: {
      root: { id: 'root', path: '', module: { default: Empty } },
      ...Object.fromEntries(
        Object.entries(routes).map(([id, route]) => [
          id,
          { id, parentId: 'root', path: route.path, module: { default: Empty, ...route.module } },
        ]),
      ),
    },
    assets: { entry: { imports: [], module: '' }, routes: {}, url: '', version: 'test' },
    publicPath: '/',
    assetsBuildDirectory: dir,
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

/** A document that is the action's answer, as JSON: a form post's result, read by the test. */
export const actionDataDocument: Document = (_request, status, headers, context) => {
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(context.staticHandlerContext.actionData ?? null), {
    status,
    headers,
  });
};
