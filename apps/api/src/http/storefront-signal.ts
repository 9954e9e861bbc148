// Storefront changes shared between processes (issue 34 item 4, docs/deploy.md "Workers"): the
// store's worker processes on one PostgreSQL database tell each other through LISTEN/NOTIFY,
// so a catalogue change made through one worker empties the kept answers and pages of every
// other at once, instead of after their lifetime. PostgreSQL is the one part every such
// deployment already has; no Redis is needed.
//
// One connection per process listens (outside the pool: a LISTEN lives on its session). A
// notification names the process that sent it, so its own is not acted on twice. When the
// listening connection is lost (the database restarted), changes made meanwhile were not
// heard: the process forgets its kept answers once it listens again.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { StorefrontChanges } from './storefront-changes.ts';

export const STOREFRONT_CHANNEL = 'solestock_storefront';

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 10_000;

interface Log {
  warn(message: string): void;
  info(message: string): void;
}

export interface StorefrontSignal {
  /** Stops listening and closes the connection. */
  close(): Promise<void>;
}

/**
 * Makes `changes` tell the other processes on `databaseUrl` of every change, and hear theirs.
 * `notify` runs the NOTIFY on the caller's pool (a write's change goes out with no new
 * connection).
 */
export function shareStorefrontChanges(
  changes: StorefrontChanges,
  databaseUrl: string,
  notify: (channel: string, payload: string) => Promise<unknown>,
  log: Log,
): StorefrontSignal {
  const self = `${process.pid}.${randomBytes(4).toString('hex')}`;
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;
  let listenedBefore = false;

  changes.onPublish(() => {
    // A failed NOTIFY (the database away) loses nothing the others keep for long: their
    // entries expire within RESPONSE_CACHE_TTL_MS, as before this signal existed.
    notify(STOREFRONT_CHANNEL, self).catch((e: Error) =>
      log.warn(`storefront change not signalled to other processes: ${e.message}`),
    );
  });

  const retry = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void listen();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  async function listen() {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('error', () => {
      if (client === next) client = undefined;
      void next.end().catch(() => {});
      retry();
    });
    next.on('notification', (message) => {
      if (message.channel === STOREFRONT_CHANNEL && message.payload !== self) changes.heard();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${STOREFRONT_CHANNEL}`);
    } catch {
      void next.end().catch(() => {});
      retry();
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    retryMs = RETRY_MIN_MS;
    // Listening again after a loss: whatever changed meanwhile was not heard.
    if (listenedBefore) {
      log.info('listening for storefront changes again; kept answers forgotten');
      changes.heard();
    }
    listenedBefore = true;
  }

  void listen();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}
