// The production server: one Fastify instance that answers /api (the API plugin), /media,
// the built assets, and every other GET with a server-rendered page.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerBuild } from 'react-router';
import {
  API_PREFIX,
  buildApp,
  commonSecurityHeaders,
  countClientWork,
  hasOnlyKnownQuery,
  HttpError,
  keptHeaders,
  newCspNonce,
  pageCsp,
  personalPartFor,
  ResponseCache,
  sendCached,
  type CachedAnswer,
  sessionCookieNames,
  staffCookieName,
  type Config,
  type DatabaseHandle,
} from '@solestock/api/host';
import { isConsolePath } from '../app/lib/console-path.ts';
import {
  accessLapsed,
  inProcessApi,
  mergeSetCookies,
  remoteApi,
  sessionRefreshingApi,
} from './api-fetch.ts';
import { pageRoutes } from './page-query.ts';
import { pageRouter, type PageRouter } from './page-router.ts';
import { hasSessionCookie, isPersonalPage, PERSONAL_CACHE_CONTROL } from './personal-pages.ts';
import {
  gzipPersonalPage,
  personalPage,
  sharedPageKey,
  sharedRenderApi,
  splitAtSpots,
  withoutCookies,
  type SplitPage,
} from './shared-pages.ts';
import { personalPartOf as overlayOf, type PersonalPart } from '../app/lib/personal-overlay.ts';
import {
  isOwnPriceList,
  type PersonalPartDto,
  type PriceList,
} from '@solestock/domain/personal-part';
import { requestCountry, shopperCountry } from './shopper-country.ts';
import { buildsPerLocale, firstVisitRedirect, robotsOfPage, splitLocalePath } from './languages.ts';
import { LOCALES, type Locale } from '@solestock/domain/locales';
import { catalogueInLanguage } from '../app/lib/api.ts';
import { ShopWideAnswers } from './shop-wide-answers.ts';

/** Page forms are a few fields; anything larger is refused before it is read (issue 20). */
export const PAGE_FORM_BODY_LIMIT = 64 * 1024;

type ApiFetch = ReturnType<typeof inProcessApi>;
/** The server build entry's renderPersonalSpots (app/lib/personal-spots.server.tsx). */
type SpotRenderer = (part: PersonalPart, locale: Locale) => Record<string, string>;

export interface WebServerOptions {
  config: Config;
  database: DatabaseHandle;
  /** The folder holding React Router's `client/` and `server/` builds. */
  buildDir: string;
  /** Reach the API at this origin instead of in-process (web and API scaled apart). */
  apiUrl?: string | undefined;
  /** The page build itself instead of the one in `buildDir` (tests with routes of their own). */
  build?: ServerBuild;
  /**
   * `npm run dev`: the page build as Vite compiles it, asked for at every page request. No built
   * assets are served (Vite serves them) and no page is kept (an edit shows at once).
   */
  loadBuild?: () => Promise<ServerBuild>;
}

export async function createWebServer(options: WebServerOptions): Promise<FastifyInstance> {
  const { config, database, buildDir } = options;
  const app = await buildApp(config, { database });
  const serverBuildPath = join(buildDir, 'server', 'index.js');
  const { loadBuild } = options;
  if (!options.build && !loadBuild && !existsSync(serverBuildPath)) {
    throw new Error(`No page build at ${serverBuildPath}: run \`npm run build\` first.`);
  }
  // In development the build is compiled at the first page request, not before listening.
  const build =
    options.build ?? (loadBuild ? undefined : ((await import(serverBuildPath)) as ServerBuild));

  // Fingerprinted assets never change: cache them for a year. Other public files for an hour.
  if (!loadBuild)
    await app.register(fastifyStatic, {
      root: join(buildDir, 'client'),
      wildcard: false,
      index: false,
      // build-server.mjs wrote .br and .gz beside each text asset.
      preCompressed: true,
      // Headers are ours (below); the plugin's own max-age=0 would override them.
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('vary', 'accept-encoding');
        res.setHeader(
          'cache-control',
          path.includes(`${join(buildDir, 'client', 'assets')}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });

  await app.register(async (pages) => {
    // Form bodies are read whole by Fastify, which counts them as they stream in and stops at
    // the limit (413, as is a larger Content-Length, before a byte is read); actions then read
    // the kept bytes. Unread, a 1 GB post to /login would be buffered by formData().
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: PAGE_FORM_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    pages.setErrorHandler((error, request, reply) => {
      if (error instanceof HttpError && error.statusCode === 429) {
        // A person reads this one: a short page, not the API's JSON.
        return reply
          .status(429)
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            `<!doctype html><html lang="en"><head><title>Too many requests</title></head><body><h1>Too many requests</h1><p>${error.message}</p></body></html>`,
          );
      }
      if ((error as { statusCode?: number }).statusCode !== 413) throw error;
      // Closed mid-upload, the browser shows a reset instead of this sentence: the rest is read
      // and dropped, never kept, and the request timeout (15 s) still ends an endless one.
      reply.removeHeader('connection');
      request.raw.resume();
      return reply.status(413).send({
        error: `This form is larger than ${PAGE_FORM_BODY_LIMIT / 1024} KB. Shorten what you entered and send it again.`,
        code: 'body_too_large',
      });
    });

    const mode = config.env === 'production' ? 'production' : 'development';
    // In development the build is compiled again at each request, its handler with it.
    // One handler per language: its pages are the same routes under its segment, React Router's
    // basename (decision 204), so every link and form of a /ja/ page stays in /ja/.
    type Handle = ReturnType<PageRouter['createRequestHandler']>;
    const handlerOf = (of: ServerBuild): Record<Locale, Handle> => {
      const builds = buildsPerLocale(of);
      return Object.fromEntries(
        LOCALES.map((l) => [l, pageRouter(of).createRequestHandler(builds[l], mode)]),
      ) as Record<Locale, Handle>;
    };
    const handlers = build ? handlerOf(build) : undefined;
    const handle = async (request: Request, context: Parameters<Handle>[1]) => {
      const { locale } = splitLocalePath(new URL(request.url).pathname);
      if (handlers) return handlers[locale](request, context);
      return handlerOf(await loadBuild!())[locale](request, context);
    };
    // Pages of shoppers who are not signed in, kept a few seconds (decision 007).
    const pageCache = new ResponseCache();
    app.metrics.watchCache('page', pageCache);
    // The shop-wide answers pages read, parsed (docs/decisions/214): with the API in this
    // process only, whose writes are heard here, and not in development (as no page is kept).
    const shopWide = build && !options.apiUrl ? new ShopWideAnswers() : undefined;
    // A back-office write forgets the kept pages and answers at once (decision 094).
    app.storefrontChanges.onChange(() => {
      pageCache.clear();
      shopWide?.clear();
    });
    // Development keeps no page (below), so it needs no query keys.
    const routeOf = build ? pageRoutes(build) : undefined;
    // A /ja/ page is the English route's page: the same query keys and sharing.
    const routeAt = (pathname: string) => routeOf?.(splitLocalePath(pathname).rest);
    const queryKeysOf = (pathname: string) => routeAt(pathname)?.queryKeys ?? [];
    /**
     * The shared page a signed-in shopper's request is for (docs/decisions/157), or undefined: a
     * GET of a page whose route is shared, with a session cookie, not a data request, and with
     * only the query keys its route reads (as a guest's kept page).
     */
    const sharedPageOf = (request: FastifyRequest) => {
      if (request.method !== 'GET' || !routeOf) return undefined;
      const [pathname = '/'] = request.url.split('?', 1);
      if (pathname.endsWith('.data') || isConsolePath(pathname)) return undefined;
      if (!hasSessionCookie(request.headers.cookie, Object.values(shopperCookies)))
        return undefined;
      const route = routeAt(pathname)!;
      if (!route.shared || !hasOnlyKnownQuery(request.url, route.queryKeys)) return undefined;
      return route.shared;
    };
    // A staff member's pages are theirs alone, as a shopper's are.
    const shopperCookies = sessionCookieNames(config);
    const sessionCookies = [...Object.values(shopperCookies), staffCookieName(config)];
    const reach = (cookie: string | undefined, clientAddress: string) =>
      options.apiUrl
        ? remoteApi(options.apiUrl, cookie, clientAddress)
        : inProcessApi(app, cookie, clientAddress);

    /**
     * One page request's way to the API: its calls renew a lapsed session once for all of them
     * (the Set-Cookie lines gathered in `renewed`, for the browser's response), and a 503 from
     * any of them (the database away) is noted.
     */
    const shopperSession = (request: FastifyRequest) => {
      const session = {
        renewed: [] as string[],
        unavailable: false,
        api: undefined as never as ApiFetch,
      };
      const noting = (cookie: string | undefined): ApiFetch => {
        const api = reach(cookie, request.ip);
        return async (path, init) => {
          const answer = await api(path, init);
          if (answer.status === 503) session.unavailable = true;
          return answer;
        };
      };
      session.api = sessionRefreshingApi(
        noting,
        request.headers.cookie,
        (set) => session.renewed.push(...set),
        shopperCookies,
      );
      return Object.assign(session, { reach: noting });
    };
    type ShopperSession = ReturnType<typeof shopperSession>;

    /**
     * A page as React Router renders it, with the Set-Cookie lines of a session a loader
     * renewed, and whether an API call found the shop unavailable (503: its database away).
     * `shared`: the shared render of a signed-in shopper's page (shared-pages.ts), which the
     * loaders get without the session and whose API calls are a guest's but for the priced ones.
     */
    const renderPage = async (
      request: FastifyRequest,
      reply: FastifyReply,
      session: ShopperSession = shopperSession(request),
      shared?: { priceList: PriceList },
    ) => {
      // The nonce that lets this response's inline scripts run (entry.server.tsx).
      const nonce = newCspNonce();
      const sessionApi = shared
        ? sharedRenderApi(
            session.reach,
            mergeSetCookies(request.headers.cookie, session.renewed),
            shared.priceList,
          )
        : session.api;
      // The page's catalogue reads in its language (English calls unchanged).
      const { locale } = splitLocalePath(request.url.split('?', 1)[0]!);
      const api = catalogueInLanguage(sessionApi, locale);
      const response = await handle(
        toFetchRequest(request, reply, config.publicOrigin, shared ? sessionCookies : []),
        {
          api,
          country: shopperCountry(request.headers, config.countryHeader),
          publicUrl: config.publicUrl,
          sellerSiteUrl: config.sellerSiteUrl,
          languages: config.storefrontLanguages,
          cspNonce: nonce,
          shared: shared !== undefined,
          ...(shopWide
            ? { shopWide: <T>(path: string) => shopWide.read<T>(api, path, locale) }
            : {}),
        },
      );
      // A shared render's own answer sets nothing: the session's renewal goes with each
      // shopper's page (sendShared), never into the kept one.
      const cookies = [...(shared ? [] : session.renewed), ...response.headers.getSetCookie()];
      const csp: [string, string] = ['content-security-policy', pageCsp(config, nonce)];
      return { response, cookies, unavailable: session.unavailable, csp };
    };

    /** A rendered page as the page cache keeps it, or undefined when it may not be kept. */
    const keepable = async ({
      response,
      cookies,
      unavailable,
      csp,
    }: Awaited<ReturnType<typeof renderPage>>) => {
      if (response.status !== 200 || cookies.length > 0 || unavailable || !response.body)
        return undefined;
      // The policy goes with the body it was made for: every hit of this answer carries
      // the same nonce in both. A nonce shared by the hits of one rendering gives an
      // attacker nothing: what the page holds was fixed before anyone could read it,
      // and the next rendering has a new one (decision 007).
      const headers = [...keptHeaders(response.headers), csp];
      return { headers, body: Buffer.from(await response.arrayBuffer()) };
    };

    // Each kept shared render cut at its spots once (shared-pages.ts).
    const splitPages = new WeakMap<CachedAnswer, SplitPage>();
    const renderSpots = (build?.entry.module as { renderPersonalSpots?: SpotRenderer } | undefined)
      ?.renderPersonalSpots;

    /**
     * The asking shopper's personal part, or null when it cannot be read (a session that is
     * over, the database away). With the API in this process it is read without an HTTP call,
     * the common case of every signed-in view of a shared page; a session to renew first, one
     * the read turns down (an access token just lapsed) and a failed read take the API's way,
     * whose refresh and 503 rules then apply.
     */
    const personalPartOf = async (
      request: FastifyRequest,
      session: ShopperSession,
      productId: number | undefined,
    ): Promise<PersonalPartDto | null> => {
      if (!options.apiUrl && !accessLapsed(request.headers.cookie, shopperCookies)) {
        const read = await personalPartFor(app, request.cookies, productId).catch(() => null);
        if (read) return read;
      }
      const asked = await session.api(
        `/ecommerce/personal-part/${productId ? `?product_id=${productId}` : ''}`,
      );
      return asked.status === 200 ? ((await asked.json()) as PersonalPartDto) : null;
    };

    /**
     * Sends a signed-in shopper's page from the shared render (docs/decisions/157); false when
     * their personal part cannot be read (a session that is over): the page is then rendered for
     * them alone, as before, with the same session (a renewal is not made twice).
     */
    const sendShared = async (
      request: FastifyRequest,
      reply: FastifyReply,
      page: { productId?: number },
      session: ShopperSession,
    ) => {
      if (!renderSpots) return false;
      const dto = await personalPartOf(request, session, page.productId);
      // A member on a price list: their prices are theirs alone, never kept in the page cache
      // (docs/decisions/187); rendered for them, as a session that is over is.
      if (!dto || isOwnPriceList(dto.price_list)) return false;
      const key = sharedPageKey(
        request.url,
        requestCountry(request.headers, config.countryHeader) ?? '-',
        dto.price_list,
      );
      const hit = pageCache.get(key);
      if (!hit) await countClientWork(app, request, reply, 'page');
      let rendered = false;
      const kept =
        hit ??
        (await pageCache.fill(key, async () => {
          rendered = true;
          return keepable(await renderPage(request, reply, session, { priceList: dto.price_list }));
        }));
      if (!kept) return false;
      let split = splitPages.get(kept);
      if (!split) {
        split = splitAtSpots(kept.body);
        splitPages.set(kept, split);
      }
      const part = overlayOf(dto);
      reply.status(200);
      for (const [name, value] of kept.headers) reply.header(name, value);
      if (session.renewed.length > 0) reply.header('set-cookie', session.renewed);
      reply
        .header('cache-control', PERSONAL_CACHE_CONTROL)
        .header('x-cache', rendered ? 'miss' : 'hit')
        .header('vary', 'accept-encoding');
      // In the page's language (docs/languages.md), as the kept render around them.
      const spots = renderSpots(part, splitLocalePath(request.url.split('?', 1)[0]!).locale);
      // Gzip from the kept render's pieces compressed once (gzipPersonalPage): brotli would
      // compress the whole page again for every shopper.
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        reply.header('content-encoding', 'gzip').send(gzipPersonalPage(split, spots, part));
      } else {
        reply.send(personalPage(split, spots, part));
      }
      // Not the reply itself: a FastifyReply is a thenable, and awaiting it waits for the answer.
      return true;
    };

    const render = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.url.startsWith(`${API_PREFIX}/`) || request.url === API_PREFIX) {
        // An unknown API path is a JSON 404, never a page.
        return reply.callNotFound();
      }
      for (const [name, value] of Object.entries(commonSecurityHeaders(config))) {
        reply.header(name, value);
      }
      // A page in a language not offered answers, unindexed (decision 207).
      const robots = robotsOfPage(request.url.split('?', 1)[0]!, config.storefrontLanguages);
      if (robots) reply.header('x-robots-tag', robots);
      if (request.method === 'GET' || request.method === 'HEAD') {
        // The console stays English (docs/languages.md): /ja/admin/… is /admin/….
        const [path = '/', query] = request.url.split('?', 2);
        const { locale, rest } = splitLocalePath(path);
        if (locale !== 'en' && isConsolePath(rest)) {
          return reply.redirect(`${rest}${query === undefined ? '' : `?${query}`}`, 302);
        }
        // A first visit's one redirect from `/` to the buyer's language (decision 204); before
        // the page cache, which keeps `/` in English alone.
        const moved = firstVisitRedirect(
          request.url,
          {
            cookie: request.headers.cookie,
            'accept-language': request.headers['accept-language'],
          },
          config.storefrontLanguages,
        );
        if (moved) {
          if (moved.setCookie) reply.header('set-cookie', moved.setCookie);
          return reply
            .header('cache-control', 'private, no-store')
            .header('vary', 'accept-language, cookie')
            .redirect(moved.location, 302);
        }
      }

      const key = loadBuild
        ? undefined
        : pageCacheKey(request, sessionCookies, queryKeysOf, config.countryHeader);
      let session: ShopperSession | undefined;
      const shared = key === undefined && !loadBuild ? sharedPageOf(request) : undefined;
      if (shared) {
        session = shopperSession(request);
        if (await sendShared(request, reply, shared, session)) return reply;
      }
      let own: Awaited<ReturnType<typeof renderPage>> | undefined;
      const hit = key === undefined ? undefined : pageCache.get(key);
      // Only renderings count against the client: a kept answer costs next to nothing.
      if (!hit) await countClientWork(app, request, reply, 'page');
      const kept =
        key === undefined
          ? undefined
          : (hit ??
            (await pageCache.fill(key, async () => {
              own = await renderPage(request, reply);
              return keepable(own);
            })));
      if (kept) return sendCached(pageCache, request, reply, kept, own ? 'miss' : 'hit');

      const { response, cookies, unavailable, csp } =
        own ?? (await renderPage(request, reply, session));
      reply.status(response.status).header(...csp);
      for (const [name, value] of response.headers) {
        if (name !== 'set-cookie') reply.header(name, value);
      }
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (unavailable && !(response.status >= 300 && response.status < 400)) {
        // A page rendered while the API answered 503 shows degraded sections, or an error, and
        // is not the page: 503 with Retry-After and no-store (never a 200 for a cache or a
        // search engine to keep, nor a 500 or 502 that reads as a bug); redirects stand.
        reply.status(503).header('retry-after', '5').header('cache-control', 'no-store');
      }
      // Set last, over whatever the page said: a shared cache never keeps a shopper's page.
      const personal = isPersonalPage({
        url: request.url,
        cookieHeader: request.headers.cookie,
        sessionCookies,
        setsCookies: cookies.length > 0,
      });
      if (personal) reply.header('cache-control', PERSONAL_CACHE_CONTROL);
      // Sent through Fastify, not written to the socket: compression and timeouts apply.
      if (!response.body) return reply.send();
      return reply.send(Readable.fromWeb(response.body as WebReadableStream));
    };
    pages.route({ method: ['GET', 'HEAD', 'POST'], url: '/*', handler: render });
  });

  return app;
}

/**
 * The key a page is kept under, or undefined when it may not be kept: only GETs of shoppers
 * who are not signed in, whose page then depends on the URL and the country alone (decided as
 * the loaders get it: `shopperCountry`), and whose URL carries only query keys its route reads
 * (`queryKeysOf`, from the route modules' `handle`).
 */
export function pageCacheKey(
  request: FastifyRequest,
  sessionCookies: string[],
  queryKeysOf: (pathname: string) => readonly string[],
  countryHeader?: string,
): string | undefined {
  if (request.method !== 'GET') return undefined;
  const [pathname = '/', query] = request.url.split('?', 2);
  // Console pages belong to one staff member (the staff cookie is not a shopper's): never kept.
  if (isConsolePath(pathname)) return undefined;
  // Most pages are asked for without a query: no route matching is needed to keep them.
  if (query !== undefined && !hasOnlyKnownQuery(request.url, queryKeysOf(pathname)))
    return undefined;
  const cookie = request.headers.cookie;
  if (
    isPersonalPage({ url: request.url, cookieHeader: cookie, sessionCookies, setsCookies: false })
  )
    return undefined;
  // Undecided ('-') renders as the default country: the same page under a key of its own.
  return `${request.url} ${requestCountry(request.headers, countryHeader) ?? '-'}`;
}

/** The Fetch API request React Router's handler takes, reading the body from the socket. */
function toFetchRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  publicOrigin: string,
  /** Cookies the loaders must not see: a shared render's session cookies. */
  withoutSession: readonly string[],
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  if (withoutSession.length > 0) {
    const rest = withoutCookies(headers.get('cookie') ?? undefined, withoutSession);
    if (rest) headers.set('cookie', rest);
    else headers.delete('cookie');
  }
  // Aborts loaders still running when the shopper goes away.
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  // The form as the page parser kept it (within PAGE_FORM_BODY_LIMIT).
  const body = Buffer.isBuffer(request.body) ? request.body : undefined;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && body !== undefined;
  // On PUBLIC_URL's origin, never the client's Host or X-Forwarded-Host: nothing a loader reads
  // from the URL can carry a host a client chose into a kept page.
  return new Request(`${publicOrigin}${request.url}`, {
    // A HEAD is rendered as a GET; Node sends its headers without the body.
    method: request.method === 'HEAD' ? 'GET' : request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body } : {}),
  } as RequestInit);
}
