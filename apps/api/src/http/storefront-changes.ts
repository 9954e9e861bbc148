// "A change shows on the storefront within the public cache's lifetime" (docs/api.md, back office): whoever
// writes what shoppers see (the catalogue, prices, rates, banners) calls
// `app.storefrontChanges.changed()` once its transaction has committed. This process then
// forgets every kept public answer at once: the API's microcache, the listing's counts, the
// rates it converts with, and (through `onChange`) the web server's page cache. Other processes
// behind the same load balancer catch up when their entries expire (RESPONSE_CACHE_TTL_MS), which
// is the lifetime the contract allows.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    storefrontChanges: StorefrontChanges;
  }
}

export class StorefrontChanges {
  private readonly listeners = new Set<() => void>();

  /** Runs `forget` after every change; returns a function that stops it. */
  onChange(forget: () => void): () => void {
    this.listeners.add(forget);
    return () => this.listeners.delete(forget);
  }

  changed(): void {
    for (const forget of this.listeners) forget();
  }
}

export const storefrontChanges = fp(async function storefrontChanges(app: FastifyInstance) {
  app.decorate('storefrontChanges', new StorefrontChanges());
});
