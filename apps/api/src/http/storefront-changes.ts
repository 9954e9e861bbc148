// "A change shows on the storefront within the public cache's lifetime" (docs/api.md, back office): a route
// that writes what shoppers see (the catalogue, prices, rates, banners) says so in its options,
// `config: { changesStorefront: true }`, and one hook calls `app.storefrontChanges.changed()`
// when such a route answers a write with 2xx, that is after its transaction has committed and
// before the answer leaves. A refused write (4xx, 5xx) changed nothing and forgets nothing. Work
// outside a route (a rates fetch, an import job) calls `changed()` itself when it commits.
// This process then forgets every kept public answer at once: the API's microcache, the listing's
// counts, the rates it converts with, and (through `onChange`) the web server's page cache. On
// PostgreSQL the other processes on the database hear of it too (storefront-signal.ts) and forget
// theirs; without it they would catch up when their entries expire (RESPONSE_CACHE_TTL_MS).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A 2xx answer to this write means the storefront shows something else now. */
    changesStorefront?: boolean;
  }
  interface FastifyInstance {
    storefrontChanges: StorefrontChanges;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export class StorefrontChanges {
  private readonly listeners = new Set<() => void>();
  private readonly publishers = new Set<() => void>();

  /** Runs `forget` after every change; returns a function that stops it. */
  onChange(forget: () => void): () => void {
    this.listeners.add(forget);
    return () => this.listeners.delete(forget);
  }

  /** Runs `publish` after every change made here, to tell other processes (storefront-signal.ts). */
  onPublish(publish: () => void): () => void {
    this.publishers.add(publish);
    return () => this.publishers.delete(publish);
  }

  /** A change made through this process: forget here, then tell the others. */
  changed(): void {
    this.heard();
    for (const publish of this.publishers) publish();
  }

  /** A change another process made (or may have made): forget here only. */
  heard(): void {
    for (const forget of this.listeners) forget();
  }
}

export const storefrontChanges = fp(async function storefrontChanges(app: FastifyInstance) {
  app.decorate('storefrontChanges', new StorefrontChanges());
  // onSend, not onResponse: the kept answers are gone before the writer reads its answer, so a
  // console that reloads the storefront at once sees the change.
  app.addHook('onSend', async (request, reply) => {
    if (
      request.routeOptions.config?.changesStorefront === true &&
      WRITES.has(request.method) &&
      reply.statusCode >= 200 &&
      reply.statusCode < 300
    )
      app.storefrontChanges.changed();
  });
});
