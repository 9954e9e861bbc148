// Microcaching of public answers: the catalogue calls (a route opts in with
// `config: { publicCache: true }`) and the server-rendered pages of shoppers who are not signed
// in are the same for everyone who asks for the same URL, so each is rendered once per few
// seconds and then answered from memory, already compressed. What a CDN in front of a store
// would do, kept in the process so a single-node store gets it too (decision 007).
//
// Only 200 answers without Set-Cookie are kept; nothing with a session in it is ever looked up
// or stored. The catalogue has no admin writes here (it is seeded), so a few seconds of
// staleness is the only cost; the listing's counts were already cached for 30 s (decision 006).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer depends on the URL alone: kept and shared for RESPONSE_CACHE_TTL_MS. */
    publicCache?: boolean;
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

/** Route options of a call whose answer is the same for everyone who asks for its URL. */
export const PUBLIC_ANSWER = { config: { publicCache: true } };

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
  'vary',
  'age',
  'x-cache',
]);

export function keptHeaders(headers: Iterable<[string, unknown]>): KeptHeaders {
  const kept: KeptHeaders = [];
  for (const [name, value] of headers) {
    if (value === undefined || NOT_KEPT.has(name.toLowerCase())) continue;
    kept.push([name.toLowerCase(), String(value)]);
  }
  return kept;
}

export interface CachedAnswer {
  headers: KeptHeaders;
  body: Buffer;
  /** Compressed forms, made on first demand (brotli at quality 4 as for live answers). */
  br?: Buffer;
  gzip?: Buffer;
  storedAt: number;
}

export class ResponseCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly filling = new Map<string, Promise<CachedAnswer | undefined>>();
  private bytes = 0;

  constructor(
    private readonly ttlMs = RESPONSE_CACHE_TTL_MS,
    /** Bodies held at most, uncompressed; the least recently used leave first. */
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (this.now() - hit.storedAt >= this.ttlMs) {
      this.delete(key);
      return undefined;
    }
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recent.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  set(key: string, headers: KeptHeaders, body: Buffer): void {
    this.delete(key);
    this.entries.set(key, { headers, body, storedAt: this.now() });
    this.bytes += body.length;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
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
          return this.entries.get(key);
        })
        .finally(() => this.filling.delete(key));
      this.filling.set(key, pending);
    }
    return pending;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private delete(key: string) {
    const old = this.entries.get(key);
    if (!old) return;
    this.bytes -= old.body.length;
    this.entries.delete(key);
  }
}

/** Sends a kept answer in the encoding the client accepts; `age` says how old it is. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  /** 'miss' when this request produced the answer it is sending. */
  cache: 'hit' | 'miss' = 'hit',
): FastifyReply {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply.status(200);
  for (const [name, value] of answer.headers) reply.header(name, value);
  reply
    .header('vary', 'accept-encoding')
    .header('age', String(Math.floor((Date.now() - answer.storedAt) / 1000)))
    .header('x-cache', cache);
  if (answer.body.length >= 1024 && /\bbr\b/.test(accepts)) {
    answer.br ??= brotliCompressSync(answer.body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
    });
    return reply.header('content-encoding', 'br').send(answer.br);
  }
  if (answer.body.length >= 1024 && /\bgzip\b/.test(accepts)) {
    answer.gzip ??= gzipSync(answer.body);
    return reply.header('content-encoding', 'gzip').send(answer.gzip);
  }
  return reply.send(answer.body);
}

/** The catalogue calls that opt in: looked up before routing work, stored after serializing. */
export const responseCaching = fp(async function responseCaching(app: FastifyInstance) {
  app.decorate('responseCache', new ResponseCache());
  app.decorateRequest('responseCacheKey', undefined);

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.publicCache) return;
    const hit = app.responseCache.get(request.url);
    if (hit) return sendCached(request, reply, hit);
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
