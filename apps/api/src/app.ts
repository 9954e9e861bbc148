// buildApp(config): the whole API as a Fastify instance that tests build and inject() into,
// and that the one-process web server extends with pages and assets.
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type RouteOptions,
} from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/connect.ts';
import { HttpError } from './http/errors.ts';
import { isDatabaseUnavailable } from './db/unavailable.ts';
import { requestHygiene } from './http/hygiene.ts';
import { redactTokens, requestForLog } from './http/log-redaction.ts';
import { responseCaching } from './http/response-cache.ts';
import { storefrontChanges } from './http/storefront-changes.ts';
import { shareStorefrontChanges } from './http/storefront-signal.ts';
import { sql } from 'drizzle-orm';
import { invalidateListingCounts, listingRoutes } from './modules/listing/index.ts';
import {
  invalidateExchangeRates,
  ratesRoutes,
  registerRatesRefresh,
} from './modules/rates/index.ts';
import { metricsPlugin } from './http/metrics.ts';
import { CLIENT_GONE_MESSAGE, isClientGone, requestIdOf, requestLog } from './http/request-log.ts';
import { healthRoutes } from './modules/health/index.ts';
import { catalogueRoutes } from './modules/catalogue/index.ts';
import { contentRoutes } from './modules/content/index.ts';
import { brandRoutes, forgetShopBrand } from './modules/brand/index.ts';
import { mediaRoutes, createMediaStorage, type MediaStorage } from './modules/media/index.ts';
import { productRoutes } from './modules/product/index.ts';
import { searchRoutes } from './modules/search/index.ts';
import { accountsRoutes, registerInactiveAccounts } from './modules/accounts/index.ts';
import { registerWebhookSender } from './modules/webhooks/index.ts';
import { cartRoutes } from './modules/cart/index.ts';
import { personalPartRoutes } from './modules/personal-part/index.ts';
import {
  ordersRoutes,
  draftsRoutes,
  registerRefundRetries,
  registerStockHolds,
  registerInvoiceReminders,
} from './modules/orders/index.ts';
import { documentsRoutes, DocumentRenderer } from './modules/documents/index.ts';
import { companyRoutes } from './modules/companies/index.ts';
import { paymentsRoutes, createPaymentProcessor } from './modules/payments/index.ts';
import type { PaymentProcessor } from './modules/payment-processor/index.ts';
import {
  createMailer,
  devOutboxEnabled,
  type Mailer,
  devMailApiRoutes,
  devMailPageRoutes,
} from './modules/mail/index.ts';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './http/rate-limit.ts';
import { helpCenterRoutes } from './modules/help-center/index.ts';
import { collectionsRoutes } from './modules/collections/index.ts';
import { adminApi } from './admin-api.ts';
import { refusalLanguage } from './http/refusal-language.ts';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './jobs/runner.ts';
import { registerStaffNotifications } from './modules/staff/index.ts';
import type { AdminRoute } from './http/staff-guard.ts';
import { routeOf, type DocumentedRoute } from './http/openapi.ts';
import {
  checksResponses,
  ResponseMismatch,
  serializerCompiler,
  validatorCompiler,
} from './http/route-schemas.ts';
import { shopperFirst } from './modules/identity/index.ts';
import { docsRoutes } from './modules/docs/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    /** The card processor: Stripe when configured, else the built-in test cards. */
    payments: PaymentProcessor;
    mailer: Mailer;
    /** Durable background jobs (mail; later imports and rate refreshes), polled while open. */
    jobs: JobRunner;
    rateLimiter: RateLimiter;
    /** `draining`: SIGTERM came; /api/health/ready answers 503 until the process ends. */
    lifecycle: { draining: boolean };
    /** Every route buildApp registers (not the web server's pages): the OpenAPI document's. */
    documentedRoutes: DocumentedRoute[];
    /** Uploaded images' files: DATA_DIR/media, or an S3 bucket when S3_* is set (decision 105). */
    mediaStorage: MediaStorage;
    /** Draws the trade documents in a worker thread, for the staff's and buyers' routes (decision 147). */
    documents: DocumentRenderer;
  }
}

export const API_PREFIX = '/api';

export interface BuildOptions {
  /** An open, migrated database; the caller owns it and closes it. */
  database: DatabaseHandle;
  /** Replaces the processor the configuration chooses (tests of the processors). */
  payments?: PaymentProcessor;
  /** Told of every route as it is added (the request fuzzer's list of what to attack). */
  onRoute?: (route: RouteOptions) => void;
  /** Shorter limits for the slow-client tests; the defaults are REQUEST_TIMEOUTS. */
  timeouts?: Partial<typeof REQUEST_TIMEOUTS>;
  /** Where log lines go instead of stdout (tests that read the log). */
  logStream?: { write(line: string): void };
  /** Check every answer against its route's response schema (default: under test, in development). */
  checkResponses?: boolean;
  /**
   * The job runner's settings; `poll: false` leaves the loop off, for tests that run jobs with
   * drain() alone (and move its clock) to see each attempt happen.
   */
  jobs?: Pick<JobRunnerOptions, 'clock' | 'pollMs' | 'leaseMs' | 'retryDelayMs'> & {
    poll?: boolean;
  };
}

/**
 * A slow client gets 408 instead of holding a socket: its headers must arrive within headersMs
 * and its whole request within requestMs. Bodies are small JSON documents.
 */
/** Pino's number for `error`. */
const ERROR_LEVEL = 50;

export const REQUEST_TIMEOUTS = { headersMs: 10_000, requestMs: 15_000 };

export async function buildApp(config: Config, options: BuildOptions): Promise<FastifyInstance> {
  const timeouts = { ...REQUEST_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization'],
            serializers: { req: requestForLog },
            hooks: {
              // No link token reaches the log, in any field of any line (http/log-redaction.ts).
              streamWrite: redactTokens,
              // A client that went away mid-answer is logged at info, not as a server error:
              // one line per abandoned page at `error` would bury the real ones.
              logMethod(args, method, level) {
                if (level >= ERROR_LEVEL && isClientGone(args[0])) {
                  return this.info({ err: args[0] }, CLIENT_GONE_MESSAGE);
                }
                return method.apply(this, args);
              },
            },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // One line per request instead of Fastify's two (http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf(config.trustProxy !== undefined),
    trustProxy: trustedProxyHops(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      // Node looks for overdue requests this often (30 s by default): cut them off near the limit.
      connectionsCheckingInterval: 1_000,
    },
    connectionTimeout: 20_000,
    keepAliveTimeout: 5_000,
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
    // Errors the router raises before any route runs (a broken %-escape in the path): the same
    // error shape as every other refusal, not Fastify's own.
    frameworkErrors: (_error, _request, reply) => {
      (reply as FastifyReply).status(400).send({
        error: 'The address of this request is not valid: check its %-escapes.',
        code: 'bad_url',
      });
    },
  });
  // Each route's zod schemas validate its input in the store's words and check its answer
  // (http/route-schemas.ts, decision 175).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    serializerCompiler({ check: options.checkResponses ?? checksResponses() }),
  );
  // A shopper's route refuses a caller without a session (401) before it reads their input.
  app.addHook('preValidation', shopperFirst);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // The API's routes, for /api/docs/openapi.json; closed when buildApp returns, so the web
  // server's pages and assets are not part of the API's document.
  const documentedRoutes: DocumentedRoute[] = [];
  let documenting = true;
  app.decorate('documentedRoutes', documentedRoutes);
  app.addHook('onRoute', (route) => {
    if (documenting) documentedRoutes.push(...routeOf(route));
  });

  app.decorate('config', config);
  app.decorate('lifecycle', { draining: false });
  app.decorate('adminRoutes', [] as AdminRoute[]);
  app.decorate('database', options.database);
  app.decorate('payments', options.payments ?? createPaymentProcessor(config, options.database.db));
  app.decorate('jobs', createJobRunner({ db: options.database.db, log: app.log, ...options.jobs }));
  app.decorate('mailer', createMailer(config, options.database.db, app.log, app.jobs));
  // RATES_URL's scheduled fetch (nothing when it is unset).
  registerRatesRefresh(app);
  // Staff notification mails and the hourly look at the rates' age (issue 28, decision 139).
  registerStaffNotifications(app);
  // Failed and unsent refunds sent again on a schedule with back-off.
  registerRefundRetries(app.jobs, options.database.db, app.payments, app.log);
  // An unpaid card order's hold on its `stock` pairs ends after STOCK_HOLD_MINUTES (decision 144).
  registerStockHolds(app);
  registerInvoiceReminders(app);
  // The privacy page's promise: accounts inactive for 2 years deleted or anonymised, daily.
  registerInactiveAccounts(app);
  // Webhook deliveries, sent oldest first per endpoint with retries (docs/webhooks.md).
  registerWebhookSender(app);
  app.decorate('mediaStorage', createMediaStorage(config));
  app.decorate('documents', new DocumentRenderer());
  app.addHook('onClose', () => app.documents.close());
  app.decorate(
    'rateLimiter',
    config.redisUrl ? redisRateLimiter(config.redisUrl) : memoryRateLimiter(),
  );
  // Closing (SIGTERM), requests in flight finish and new ones get 503 (return503OnClosing), but
  // each finished request's keep-alive connection would hold close() open until keepAliveTimeout:
  // connections are closed as soon as they go idle instead.
  let closeIdle: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    app.lifecycle.draining = true;
    closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    closeIdle.unref();
  });
  // Jobs run while the app is ready (tests' app.ready(), the server's listen()), not while it is
  // being built: a half-built app never delivers anything.
  if (options.jobs?.poll !== false) app.addHook('onReady', async () => app.jobs.start());
  app.addHook('onClose', async () => {
    clearInterval(closeIdle);
    // The job in hand ends before the mail transport and the database close under it.
    await app.jobs.stop();
    await app.mailer.close();
    await app.rateLimiter.close();
    await app.mediaStorage.close();
  });
  await app.register(cookie);
  // Answers of 1 KB and more go out compressed (brotli at quality 4, gzip) when the client
  // accepts it: a listing page is 50 KB of JSON and a product page 130 KB of HTML. Request
  // bodies are small JSON documents and are never accepted compressed.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(error.toBody());
    }
    if (error instanceof ResponseMismatch) {
      request.log.error({ err: error, issues: error.issues }, 'answer does not match its schema');
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type).
      return reply.status(status).send({
        error: clientErrorSentence(status, error as Error),
        code: ((error as { code?: string }).code ?? 'bad_request').toLowerCase(),
      });
    }
    request.log.error({ err: error }, 'request failed');
    if (isDatabaseUnavailable(error)) {
      return reply.status(503).header('retry-after', '5').send({
        error: 'The shop is briefly unavailable. Please try again in a moment.',
        code: 'unavailable',
      });
    }
    // Never a stack trace or SQL in an answer. An answer that does not match its schema happens
    // only where answers are checked (tests, development): it says what differs, for the author.
    return reply.status(500).send({
      error: 'Something went wrong on our side. Please try again.',
      code: 'internal_error',
      ...(error instanceof ResponseMismatch ? { message: error.message } : {}),
    });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      error: `There is no ${request.method} ${request.url.split('?')[0]} here.`,
      code: 'not_found',
    });
  });

  // Registered at the root so unknown paths and pages get the origin check too.
  // First of the hooks: every request is counted and timed, refused ones and cached ones too.
  await app.register(metricsPlugin);
  await app.register(requestLog);
  await app.register(requestHygiene);
  await app.register(responseCaching);
  // A /ja/ or /zh-cn/ page's refusals in its language (docs/refusals-in-languages.md).
  await app.register(refusalLanguage);
  app.metrics.watchCache('api', app.responseCache);
  await app.register(storefrontChanges);
  app.storefrontChanges.onChange(() => {
    app.responseCache.clear();
    invalidateListingCounts(app.database.db);
    invalidateExchangeRates(app.database.db);
    forgetShopBrand(app.database.db);
  });
  // Every process on one PostgreSQL database hears the others' changes (issue 34 item 4).
  if (config.databaseUrl && options.database.kind === 'postgres') {
    const signal = shareStorefrontChanges(
      app.storefrontChanges,
      config.databaseUrl,
      (channel, payload) =>
        options.database.db.execute(sql`select pg_notify(${channel}, ${payload})`),
      app.log,
    );
    app.addHook('onClose', () => signal.close());
  }
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogueRoutes);
      await api.register(contentRoutes);
      await api.register(brandRoutes);
      await api.register(ratesRoutes);
      await api.register(listingRoutes);
      await api.register(productRoutes);
      await api.register(searchRoutes);
      await api.register(accountsRoutes);
      await api.register(cartRoutes);
      await api.register(personalPartRoutes);
      await api.register(ordersRoutes);
      await api.register(draftsRoutes);
      await api.register(documentsRoutes);
      await api.register(companyRoutes);
      await api.register(paymentsRoutes);
      if (devOutboxEnabled(config)) await api.register(devMailApiRoutes);
      await api.register(helpCenterRoutes);
      await api.register(collectionsRoutes);
      await api.register(adminApi, { prefix: '/admin' });
      await api.register(docsRoutes);
    },
    { prefix: API_PREFIX },
  );
  await app.register(mediaRoutes);
  if (devOutboxEnabled(config)) await app.register(devMailPageRoutes);
  documenting = false;

  return app;
}

/**
 * TRUST_PROXY is a hop count: the socket's peer and the next `hops - 1` addresses of
 * X-Forwarded-For are our proxies, and the address before them is the client. Fastify 5 no longer
 * takes a bare number that way (it trusts no hop at all, so every shopper would share the load
 * balancer's address, and its sign-in throttle); the same rule is given as a function instead.
 */
export function trustedProxyHops(hops: number | undefined) {
  return hops === undefined ? false : (_address: string, hop: number) => hop < hops;
}

function clientErrorSentence(status: number, error: Error): string {
  switch (status) {
    case 413:
      return 'The request is too large.';
    case 415:
      return 'Send the request body as JSON (Content-Type: application/json).';
    case 408:
      return 'The request took too long to arrive. Please try again.';
    default:
      if (
        (error as { code?: string }).code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        error instanceof SyntaxError
      ) {
        return 'The request body is not valid JSON.';
      }
      return error.message.endsWith('.') ? error.message : `${error.message}.`;
  }
}
