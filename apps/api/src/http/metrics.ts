// Prometheus metrics (decision 072): requests and their latency per route pattern, the database
// pool, the microcaches' hits and misses, event-loop lag and the process's own figures, orders
// placed and paid, payment failures, the mail outbox's backlog. One registry per app (tests build many apps in a process).
// Scraped at /metrics with `Authorization: Bearer METRICS_TOKEN`, or without a token on
// METRICS_PORT, a listener of its own bound to 127.0.0.1; with neither, there is no /metrics.
// A store of several workers (node:cluster) answers with the figures of all of them added up,
// whichever worker takes the scrape (decision 170): prom-client's AggregatorRegistry, run by the
// primary on a worker's request.
import cluster from 'node:cluster';
import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
} from 'prom-client';
import { inArray, sql } from 'drizzle-orm';
import { mailOutbox } from '../db/schema.ts';
import type { ResponseCache } from './response-cache.ts';
import { docs } from './openapi.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Seconds; from a cached answer (well under a millisecond) to a slow search or page. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class Metrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  });
  readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly ordersPlaced = new Counter({
    name: 'solestock_orders_placed_total',
    help: 'Orders placed (an idempotent replay or a reused unpaid order is not a new one), by source.',
    labelNames: ['source'] as const,
    registers: [this.registry],
  });
  readonly ordersPaid = new Counter({
    name: 'solestock_order_payments_recorded_total',
    help: 'Card payments recorded against orders (each once), by who reported it: the browser, the webhook, or a placement that found one taken and unrecorded.',
    labelNames: ['via'] as const,
    registers: [this.registry],
  });
  readonly paymentFailures = new Counter({
    name: 'solestock_payment_failures_total',
    help: 'Card payments that failed: declined cards, failed intents, payments refused as not matching their order.',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  private readonly caches = new Map<
    string,
    { cache: ResponseCache; hits: number; misses: number }
  >();

  constructor(database: FastifyInstance['database']) {
    const registry = this.registry;
    const caches = this.caches;
    new Gauge({
      name: 'solestock_db_pool_connections',
      help: "The PostgreSQL connection pool's connections: total, idle, and requests waiting for one (absent on PGlite).",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = database.poolStats();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    new Counter({
      name: 'solestock_response_cache_lookups_total',
      help: 'Lookups in the microcaches of public answers (api) and pages (page), by result: hit ratio = hit / (hit + miss).',
      labelNames: ['cache', 'result'] as const,
      registers: [registry],
      collect() {
        for (const [name, seen] of caches) {
          const { hits, misses } = seen.cache;
          this.inc({ cache: name, result: 'hit' }, hits - seen.hits);
          this.inc({ cache: name, result: 'miss' }, misses - seen.misses);
          seen.hits = hits;
          seen.misses = misses;
        }
      },
    });
    new Gauge({
      name: 'solestock_response_cache_bytes',
      help: 'Bytes held by each microcache, as counted against its budget.',
      labelNames: ['cache'] as const,
      registers: [registry],
      collect() {
        for (const [name, seen] of caches) this.set({ cache: name }, seen.cache.bytes);
      },
    });
    this.watchOutbox(database);
  }

  /**
   * Mail not yet handed to the SMTP server (decision 065's outbox): `pending` rises during an
   * outage and falls back once it ends; `failed` is mail the worker gave up on.
   */
  private watchOutbox(database: FastifyInstance['database']): void {
    new Gauge({
      name: 'solestock_mail_outbox_messages',
      help: 'Mail in the durable outbox not yet delivered, by status: pending (waiting or retrying) or failed (given up).',
      labelNames: ['status'] as const,
      registers: [this.registry],
      // Every worker counts the same table: across workers it is one figure, not their sum.
      aggregator: 'max',
      async collect() {
        // The partial index mail_outbox_undelivered_idx keeps this count small and cheap.
        const rows = await database.db
          .select({ status: mailOutbox.status, n: sql<number>`count(*)::int` })
          .from(mailOutbox)
          .where(inArray(mailOutbox.status, ['pending', 'failed']))
          .groupBy(mailOutbox.status);
        this.set({ status: 'pending' }, 0);
        this.set({ status: 'failed' }, 0);
        for (const row of rows) this.set({ status: row.status }, Number(row.n));
      },
    });
  }

  /** Counts a cache's lookups under `name` (its counters are read at each scrape). */
  watchCache(name: string, cache: ResponseCache): void {
    this.caches.set(name, { cache, hits: cache.hits, misses: cache.misses });
  }

  /** The process's own figures: CPU, memory, heap, GC, handles, event-loop lag (prom-client's). */
  collectProcessMetrics(): void {
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
  }
}

/** The messages between a worker and the primary asking for every worker's figures. */
const CLUSTER_METRICS_REQUEST = 'solestock:cluster-metrics-request';
const CLUSTER_METRICS_ANSWER = 'solestock:cluster-metrics-answer';
/** Longer than AggregatorRegistry's own 5 s wait for the workers, so its error comes first. */
const CLUSTER_METRICS_TIMEOUT_MS = 10_000;

interface ClusterMetricsAnswer {
  type: typeof CLUSTER_METRICS_ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/**
 * The text of a scrape: this process's registry, or in a cluster worker the registries of all
 * the workers added up (counters and histograms summed; gauges summed unless they say otherwise),
 * asked of the primary, which alone can reach every worker (serveClusterMetrics).
 */
export function scrapeText(metrics: Metrics): Promise<string> {
  if (!cluster.isWorker || !process.send) return metrics.registry.metrics();
  const id = ++clusterRequests;
  return new Promise((resolve, reject) => {
    const onMessage = (message: ClusterMetricsAnswer) => {
      if (message?.type !== CLUSTER_METRICS_ANSWER || message.id !== id) return;
      finish();
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(`the workers' metrics could not be gathered: ${message.error}`));
    };
    const timer = setTimeout(() => {
      finish();
      reject(new Error("the primary did not answer with the workers' metrics"));
    }, CLUSTER_METRICS_TIMEOUT_MS);
    const finish = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    process.on('message', onMessage);
    process.send!({ type: CLUSTER_METRICS_REQUEST, id });
  });
}
let clusterRequests = 0;

/**
 * In a worker: lets the primary read this registry (prom-client answers its requests). Once per
 * process: a worker builds one app.
 */
function shareWithPrimary(metrics: Metrics): void {
  AggregatorRegistry.setRegistries([metrics.registry]);
  new AggregatorRegistry();
}

/**
 * In the primary of a store of several workers: answers a worker's request for every worker's
 * figures, gathered and added up by prom-client's AggregatorRegistry.
 */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== CLUSTER_METRICS_REQUEST) return;
    const answer = (part: Partial<ClusterMetricsAnswer>) => {
      if (worker.isConnected())
        worker.send({ type: CLUSTER_METRICS_ANSWER, id: message.id, ...part });
    };
    aggregator.clusterMetrics().then(
      (text) => answer({ text }),
      (error: unknown) => answer({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

/** Whether /metrics is served at all: a token for the main port, or a port of its own. */
export function metricsEnabled(config: FastifyInstance['config']): boolean {
  return config.metricsToken !== undefined || config.metricsPort !== undefined;
}

/** The route pattern a request matched (`/api/products/product/:id/`), never its URL. */
export function routeOf(request: FastifyRequest): string {
  // 404s have no pattern: one label for all of them, or random URLs would make endless series.
  return request.routeOptions.url ?? 'unmatched';
}

export const metricsPlugin = fp(async function metricsPlugin(app: FastifyInstance) {
  const metrics = new Metrics(app.database);
  app.decorate('metrics', metrics);
  if (metricsEnabled(app.config)) {
    metrics.collectProcessMetrics();
    if (cluster.isWorker) shareWithPrimary(metrics);
  }

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: routeOf(request),
      status_code: String(reply.statusCode),
    };
    metrics.requests.inc(labels);
    metrics.requestDuration.observe(labels, reply.elapsedTime / 1000);
  });

  const port = app.config.metricsPort;
  if (port !== undefined) {
    // Opened with the main listener (not for apps that only inject: tests, page loaders).
    let server: Server | undefined;
    app.addHook('onListen', async () => {
      server ??= await listenMetrics(metrics, port);
      app.log.info(`metrics at http://127.0.0.1:${port}/metrics`);
    });
    app.addHook('onClose', async () => {
      if (server) await new Promise((resolve) => server!.close(resolve));
    });
  }

  const token = app.config.metricsToken;
  if (token !== undefined) {
    const expected = Buffer.from(`Bearer ${token}`);
    app.get(
      '/metrics',
      docs({
        summary: 'Prometheus metrics (with METRICS_TOKEN as a Bearer token).',
        produces: 'text/plain',
      }),
      async (request, reply) => {
        const given = Buffer.from(String(request.headers.authorization ?? ''));
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
          return reply.status(401).header('www-authenticate', 'Bearer').send({
            error: 'Send the metrics token as a Bearer token.',
            code: 'not_authenticated',
          });
        }
        let text: string;
        try {
          text = await scrapeText(metrics);
        } catch (error) {
          request.log.warn({ err: error }, 'metrics scrape failed');
          return reply
            .status(503)
            .header('cache-control', 'no-store')
            .send({
              error: `${(error as Error).message}; scrape again.`,
              code: 'metrics_unavailable',
            });
        }
        return reply
          .header('content-type', metrics.registry.contentType)
          .header('cache-control', 'no-store')
          .send(text);
      },
    );
  }
});

/**
 * The metrics on a listener of their own (METRICS_PORT), bound to 127.0.0.1 so that only this
 * machine (a Prometheus agent beside the store) reads them, without a token.
 */
export async function listenMetrics(
  metrics: Metrics,
  port: number,
  host = '127.0.0.1',
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    scrapeText(metrics).then(
      (text) => {
        response
          .writeHead(200, {
            'content-type': metrics.registry.contentType,
            'cache-control': 'no-store',
          })
          .end(text);
      },
      (error: Error) =>
        response
          .writeHead(503, { 'content-type': 'text/plain' })
          .end(`${error.message}; scrape again.\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
