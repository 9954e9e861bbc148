// Microcaching of public answers: the catalogue calls (a route opts in with
// `publicAnswer(itsQuerySchema)`) and the server-rendered pages of shoppers who are not signed
// in are the same for everyone who asks for the same URL, so each is rendered once per few
// seconds and then answered from memory, already compressed. What a CDN in front of a store
// would do, kept in the process so a single-node store gets it too (decision 007).
//
// Only 200 answers without Set-Cookie are kept; nothing with a session in it is ever looked up
// or stored. A priced catalogue call names what makes its answer personal (`personal`): a member
// of a customer group gets the group's prices, so their answer is neither looked up nor stored
// (decision 149); everyone else's is the shared one. A back-office write that shoppers can see (catalogue, content, rates) fires the
// storefront change signal, which empties these caches at once (decision 094); what is left is
// a few seconds of staleness after a change made elsewhere, as the listing's counts, cached for
// 30 s, already had (decision 006).
import type { z } from 'zod';
import type { RouteDocs } from './openapi.ts';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer depends on the URL alone: kept and shared for RESPONSE_CACHE_TTL_MS. */
    publicCache?: PublicCache;
  }
  interface FastifyRequest {
    /** Set when this request's answer may be stored under this key. */
    responseCacheKey?: string;
  }
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

export const RESPONSE_CACHE_TTL_MS = 10_000;

/** A cached route's query keys: a URL with any other key is answered but never kept. */
export interface PublicCache {
  query: readonly string[];
  /**
   * Whether this request's answer is about the shopper asking (a member's group prices): such
   * an answer is never looked up in, nor stored to, the shared cache. Asked before the lookup.
   */
  personal?: (request: FastifyRequest) => Promise<boolean>;
}

/**
 * Route options of a call whose answer is the same for everyone who asks for its URL. `query` is
 * the schema the route parses its query with: its keys are the only ones a kept URL may carry,
 * so random unknown keys cannot fill the cache with copies of one answer.
 */
export function publicAnswer(
  query?: z.ZodObject,
  docs?: Omit<RouteDocs, 'query'>,
  personal?: PublicCache['personal'],
): {
  config: { publicCache: PublicCache; docs?: RouteDocs };
} {
  return {
    config: {
      publicCache: {
        query: query ? Object.keys(query.shape) : [],
        ...(personal ? { personal } : {}),
      },
      // The OpenAPI document's entry (decision 077): the same query schema, documented.
      ...(docs ? { docs: { ...docs, ...(query ? { query } : {}) } } : {}),
    },
  };
}

/** Whether every key of `url`'s query string is one of `known` (no query at all is fine). */
export function hasOnlyKnownQuery(url: string, known: readonly string[]): boolean {
  const at = url.indexOf('?');
  if (at === -1) return true;
  const query = url.slice(at + 1);
  // Empty pieces (`?`, `?&&&`) change nothing but would make endless keys for one answer.
  if (query.split('&').includes('')) return false;
  for (const key of new URLSearchParams(query).keys()) {
    if (!known.includes(key)) return false;
  }
  return true;
}

/** Headers a kept answer is sent with again: all but those of one transfer or one client. */
export type KeptHeaders = [name: string, value: string][];
const NOT_KEPT = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'age',
  'x-cache',
  // Each request's own (http/request-log.ts).
  'x-request-id',
]);

/**
 * The Vary a kept answer is sent with: what its route said it varies on (a member's answer
 * differs: `cookie`, issue 41.12) and the encoding it is sent in, each once.
 */
export function varyOf(headers: KeptHeaders): string {
  const names = new Set(['accept-encoding']);
  for (const [name, value] of headers) {
    if (name !== 'vary') continue;
    for (const part of value.split(',')) if (part.trim()) names.add(part.trim().toLowerCase());
  }
  return [...names].join(', ');
}

export function keptHeaders(headers: Iterable<[string, unknown]>): KeptHeaders {
  const kept: KeptHeaders = [];
  for (const [name, value] of headers) {
    if (value === undefined || NOT_KEPT.has(name.toLowerCase())) continue;
    kept.push([name.toLowerCase(), String(value)]);
  }
  return kept;
}

export interface CachedAnswer {
  key: string;
  headers: KeptHeaders;
  body: Buffer;
  /** Compressed forms, made on first demand (brotli at quality 4 as for live answers). */
  br?: Buffer;
  gzip?: Buffer;
  storedAt: number;
  /** What holding it costs, as counted against the budget (ResponseCache.costOf). */
  bytes: number;
}

export interface ResponseCacheOptions {
  ttlMs?: number;
  /** Everything held (keys, headers, bodies and their compressed forms); least recent go first. */
  maxBytes?: number;
  /** Answers held at most, however small: each costs a Map entry and objects besides its bytes. */
  maxEntries?: number;
  now?: () => number;
}

/** Map entry, answer object and Buffer headers of one kept answer, roughly, in bytes. */
const ENTRY_OVERHEAD = 512;
/** JavaScript strings are counted at two bytes a character, V8's worst case. */
const stringBytes = (s: string) => 2 * s.length;

export class ResponseCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly filling = new Map<string, Promise<CachedAnswer | undefined>>();
  private held = 0;
  /** Lookups that found a live answer, and those that did not (the metrics read them). */
  hits = 0;
  misses = 0;
  private lastSweep: number;
  private readonly ttlMs: number;
  private readonly maxBytes: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: ResponseCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? RESPONSE_CACHE_TTL_MS;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
    this.lastSweep = this.now();
  }

  /** Bytes held, as counted against maxBytes. */
  get bytes(): number {
    return this.held;
  }

  /** Answers held. */
  get size(): number {
    return this.entries.size;
  }

  /** What an answer costs to hold: its key, headers, body, compressed forms and bookkeeping. */
  static costOf(answer: Omit<CachedAnswer, 'bytes' | 'storedAt'>): number {
    let bytes = ENTRY_OVERHEAD + stringBytes(answer.key) + answer.body.length;
    for (const [name, value] of answer.headers) bytes += stringBytes(name) + stringBytes(value);
    return bytes + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0);
  }

  get(key: string): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    if (!hit) {
      this.misses += 1;
      return undefined;
    }
    if (this.expired(hit)) {
      this.delete(key);
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recent.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  set(key: string, headers: KeptHeaders, body: Buffer): void {
    this.delete(key);
    this.sweepIfDue();
    const answer: CachedAnswer = { key, headers, body, storedAt: this.now(), bytes: 0 };
    answer.bytes = ResponseCache.costOf(answer);
    // One answer over the whole budget would only push everything else out.
    if (answer.bytes > this.maxBytes) return;
    this.entries.set(key, answer);
    this.held += answer.bytes;
    this.evictOverBudget();
  }

  /**
   * The answer's body in `encoding`, compressed once and kept with it while it is held, its
   * bytes counted like the rest (an answer no longer held is compressed and not kept). The
   * compression runs on libuv's thread pool, not the event loop: on the long tail every page is
   * a first answer, and compressing a 100 KB page synchronously held the one JavaScript thread
   * for about a millisecond of each page's nine (issue 17).
   */
  async encoded(answer: CachedAnswer, encoding: 'br' | 'gzip'): Promise<Buffer> {
    const kept = answer[encoding];
    if (kept) return kept;
    const made =
      encoding === 'br'
        ? await brotliAsync(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : await gzipAsync(answer.body);
    // Another request may have kept its copy while this one was compressing.
    const meanwhile = answer[encoding];
    if (meanwhile) return meanwhile;
    if (this.entries.get(answer.key) !== answer) return made;
    answer[encoding] = made;
    answer.bytes += made.length;
    this.held += made.length;
    this.evictOverBudget();
    return made;
  }

  /**
   * Produces the answer for a missing key once, however many requests ask at the same moment:
   * the others wait for it instead of rendering the same page again. Resolves undefined when
   * the answer may not be kept (each caller then answers on its own).
   */
  fill(
    key: string,
    produce: () => Promise<{ headers: KeptHeaders; body: Buffer } | undefined>,
  ): Promise<CachedAnswer | undefined> {
    let pending = this.filling.get(key);
    if (!pending) {
      pending = produce()
        .then((made) => {
          if (!made) return undefined;
          this.set(key, made.headers, made.body);
          // Not held (larger than the whole budget): still sent once, to those who waited.
          return (
            this.entries.get(key) ?? {
              key,
              headers: made.headers,
              body: made.body,
              storedAt: this.now(),
              bytes: 0,
            }
          );
        })
        .finally(() => this.filling.delete(key));
      this.filling.set(key, pending);
    }
    return pending;
  }

  /** Drops every expired answer; `set` calls it once a TTL, so stale answers never pile up. */
  sweep(): void {
    this.lastSweep = this.now();
    for (const [key, answer] of this.entries) if (this.expired(answer)) this.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.held = 0;
  }

  private expired(answer: CachedAnswer): boolean {
    return this.now() - answer.storedAt >= this.ttlMs;
  }

  private sweepIfDue() {
    if (this.now() - this.lastSweep >= this.ttlMs) this.sweep();
  }

  private evictOverBudget() {
    for (const oldest of this.entries.keys()) {
      if (this.held <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.delete(oldest);
    }
  }

  private delete(key: string) {
    const old = this.entries.get(key);
    if (!old) return;
    this.held -= old.bytes;
    this.entries.delete(key);
  }
}

/** Sends a kept answer in the encoding the client accepts; `age` says how old it is. */
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export async function sendCached(
  cache: ResponseCache,
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  /** 'miss' when this request produced the answer it is sending. */
  state: 'hit' | 'miss' = 'hit',
): Promise<FastifyReply> {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply.status(200);
  for (const [name, value] of answer.headers) reply.header(name, value);
  reply
    .header('vary', varyOf(answer.headers))
    .header('age', String(Math.floor((Date.now() - answer.storedAt) / 1000)))
    .header('x-cache', state);
  if (answer.body.length >= 1024 && /\bbr\b/.test(accepts)) {
    return reply.header('content-encoding', 'br').send(await cache.encoded(answer, 'br'));
  }
  if (answer.body.length >= 1024 && /\bgzip\b/.test(accepts)) {
    return reply.header('content-encoding', 'gzip').send(await cache.encoded(answer, 'gzip'));
  }
  return reply.send(answer.body);
}

/** The catalogue calls that opt in: looked up before routing work, stored after serializing. */
export const responseCaching = fp(async function responseCaching(app: FastifyInstance) {
  app.decorate('responseCache', new ResponseCache());
  app.decorateRequest('responseCacheKey', undefined);

  app.addHook('onRequest', async (request, reply) => {
    const publicCache = request.routeOptions.config.publicCache;
    if (request.method !== 'GET' || !publicCache) return;
    // Answered as usual, never kept: unknown keys would make endless keys for one answer.
    if (!hasOnlyKnownQuery(request.url, publicCache.query)) return;
    // A member's group prices: answered for them alone (decision 149).
    if (publicCache.personal && (await publicCache.personal(request))) return;
    const hit = app.responseCache.get(request.url);
    if (hit) return sendCached(app.responseCache, request, reply, hit);
    request.responseCacheKey = request.url;
    reply.header('x-cache', 'miss');
  });

  // Global onSend hooks run before the compression plugin's route hook: the payload is the
  // serialized JSON here.
  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.responseCacheKey;
    if (
      key !== undefined &&
      reply.statusCode === 200 &&
      !reply.hasHeader('set-cookie') &&
      (typeof payload === 'string' || Buffer.isBuffer(payload))
    ) {
      app.responseCache.set(
        key,
        keptHeaders(Object.entries(reply.getHeaders())),
        Buffer.from(payload),
      );
    }
    return payload;
  });
});
