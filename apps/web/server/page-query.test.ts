// A guest's page is kept only when its URL carries query keys its route reads (issue 20 item 7):
// random unknown keys are answered but never fill the page cache.
import type { FastifyRequest } from 'fastify';
import { createRequestHandler, matchRoutes, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as listing from '../app/routes/listing';
import * as policy from '../app/routes/policy-page';
import * as searchResults from '../app/routes/search-results';
import { pageRoutes } from './page-query.ts';
import { pageCacheKey } from './web-server.ts';

// The routes of app/routes.ts that matter here, with their real modules' handles.
const route = (id: string, path: string | undefined, module: object, index?: boolean) => ({
  [id]: { id, parentId: id === 'root' ? undefined : 'root', path, index, module },
});
const build = {
  entry: { module: { createRequestHandler, matchRoutes } },
  routes: {
    ...route('root', '', {}),
    ...route('routes/home', undefined, {}, true),
    ...route('routes/product', 'products/product/:id', {}),
    ...route('listing-brand', 'products/:brand', listing),
    ...route('routes/search-results', 'search-results', searchResults),
    ...route('routes/policy-page', 'policy-page', policy),
    ...route('routes/not-found', '*', {}),
  },
} as unknown as ServerBuild;

const routeOf = pageRoutes(build);
const keyOf = (url: string, cookie?: string) =>
  pageCacheKey(
    { method: 'GET', url, headers: cookie ? { cookie } : {} } as FastifyRequest,
    ['solestock_access'],
    (pathname) => routeOf(pathname).queryKeys,
  );

describe('page cache keys', () => {
  it('keep pages whose URL carries only the keys their route reads', () => {
    for (const url of [
      '/',
      '/products/product/3',
      '/products/Nike?page=2&sort=new_arrival&category=Boots&category=Shoes',
      '/search-results?q=boots&brand=Nike&days=30',
      '/policy-page?tab=privacy',
      // React Router's data requests, with its own keys.
      '/_root.data',
      '/products/Nike.data?page=2&_routes=routes%2Flisting',
    ])
      expect(keyOf(url), url).toBe(`${url} -`);
  });

  it('answer but do not keep URLs with any other key, or a signed-in shopper', () => {
    for (const url of [
      '/?utm_source=mail',
      '/products/product/3?page=2',
      '/products/Nike?page=2&x=1',
      '/search-results?q=boots&category=Boots',
      '/policy-page?tab=privacy&tab2=x',
      '/products/Nike?',
      '/products/Nike?&&&',
    ])
      expect(keyOf(url), url).toBeUndefined();
    expect(keyOf('/', 'solestock_access=abc')).toBeUndefined();
  });
});
