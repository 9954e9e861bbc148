// The production server: one Fastify instance that answers /api (the API plugin), /media,
// the built assets, and every other GET with a server-rendered page.
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestListener } from '@react-router/node';
import type { ServerBuild } from 'react-router';
import { API_PREFIX, buildApp } from '@solestock/api/app';
import { commonSecurityHeaders, newCspNonce, pageCsp } from '@solestock/api/http/security-headers';
import type { Config } from '@solestock/api/config';
import type { DatabaseHandle } from '@solestock/api/db/connect';
import { inProcessApi, remoteApi, sessionRefreshingApi } from './api-fetch.ts';

export interface WebServerOptions {
  config: Config;
  database: DatabaseHandle;
  /** The folder holding React Router's `client/` and `server/` builds. */
  buildDir: string;
  /** Reach the API at this origin instead of in-process (web and API scaled apart). */
  apiUrl?: string | undefined;
}

export async function createWebServer(options: WebServerOptions): Promise<FastifyInstance> {
  const { config, database, buildDir } = options;
  const app = await buildApp(config, { database });
  const serverBuildPath = join(buildDir, 'server', 'index.js');
  if (!existsSync(serverBuildPath)) {
    throw new Error(`No page build at ${serverBuildPath}: run \`npm run build\` first.`);
  }
  const build = (await import(serverBuildPath)) as ServerBuild;

  // Fingerprinted assets never change: cache them for a year. Other public files for an hour.
  await app.register(fastifyStatic, {
    root: join(buildDir, 'client'),
    wildcard: false,
    index: false,
    // Headers are ours (below); the plugin's own max-age=0 would override them.
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader(
        'cache-control',
        path.includes(`${join(buildDir, 'client', 'assets')}`)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
      );
    },
  });

  await app.register(async (pages) => {
    // Leave request bodies unread: React Router's actions read them from the raw request.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));

    // Per page request: Set-Cookie lines a loader's server-side session refresh produced, and
    // the nonce that lets this response's inline scripts run.
    const pageRequest = new AsyncLocalStorage<{ forwardedCookies: string[]; nonce: string }>();
    const reach = (cookie: string | undefined) =>
      options.apiUrl ? remoteApi(options.apiUrl, cookie) : inProcessApi(app, cookie);
    const listener = createRequestListener({
      build,
      mode: config.env === 'production' ? 'production' : 'development',
      getLoadContext: (request) => {
        const scope = pageRequest.getStore();
        return {
          api: sessionRefreshingApi(reach, request.headers.get('cookie') ?? undefined, (set) =>
            scope?.forwardedCookies.push(...set),
          ),
          sellerSiteUrl: config.sellerSiteUrl,
          cspNonce: scope?.nonce,
        };
      },
    });

    const render = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.url.startsWith(`${API_PREFIX}/`) || request.url === API_PREFIX) {
        // An unknown API path is a JSON 404, never a page.
        return reply.callNotFound();
      }
      reply.hijack();
      const scope = { forwardedCookies: [] as string[], nonce: newCspNonce() };
      for (const [name, value] of Object.entries(commonSecurityHeaders(config))) {
        reply.raw.setHeader(name, value);
      }
      reply.raw.setHeader('content-security-policy', pageCsp(config, scope.nonce));
      forwardCookiesOnWriteHead(reply.raw, scope.forwardedCookies);
      await pageRequest.run(scope, () => listener(request.raw, reply.raw));
    };
    pages.route({ method: ['GET', 'HEAD', 'POST'], url: '/*', handler: render });
  });

  return app;
}

/**
 * The page response is written by React Router's listener in one writeHead(status, rawHeaders).
 * Node merges a raw header list into headers already set (ours, above) one name at a time, so a
 * second Set-Cookie would replace the first: every Set-Cookie line, the page's own and the
 * renewed session's, is appended here instead.
 */
function forwardCookiesOnWriteHead(raw: FastifyReply['raw'], forwarded: string[]) {
  const writeHead = raw.writeHead.bind(raw) as (...args: unknown[]) => typeof raw;
  raw.writeHead = ((...args: unknown[]) => {
    const cookies = [...forwarded];
    const rewritten = args.map((arg) => {
      if (!Array.isArray(arg)) return arg;
      const kept: unknown[] = [];
      for (let i = 0; i < arg.length; i += 2) {
        if (String(arg[i]).toLowerCase() === 'set-cookie') cookies.push(String(arg[i + 1]));
        else kept.push(arg[i], arg[i + 1]);
      }
      return kept;
    });
    for (const c of cookies) raw.appendHeader('set-cookie', c);
    return writeHead(...rewritten);
  }) as typeof raw.writeHead;
}
