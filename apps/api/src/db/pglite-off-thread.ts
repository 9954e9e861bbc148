// The embedded database off the HTTP thread (decision 162): PGlite runs in a worker thread
// (pglite-thread.ts), and this thread reaches it through node-postgres, the PostgreSQL server's
// driver, so both databases are used through one driver. node-postgres takes any duplex stream
// for its socket: here one MessagePort per connection, so no port or socket file is opened that
// another local user could connect to.
import { Duplex } from 'node:stream';
import { MessageChannel, type MessagePort, type Worker } from 'node:worker_threads';
import pg from 'pg';
import { startThread } from '../threads/thread-entry.ts';
import type { FromPgliteThread, PgliteThreadData, ToPgliteThread } from './pglite-thread.ts';

/** A connection to the thread, as node-postgres expects a socket to behave. */
class ThreadConnection extends Duplex {
  private port: MessagePort | null = null;

  constructor(private readonly worker: Worker) {
    super();
  }

  connect(): this {
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    port1.on('message', (data: Uint8Array) =>
      this.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength)),
    );
    port1.on('close', () => this.push(null));
    this.worker.postMessage({ type: 'connect', port: port2 } satisfies ToPgliteThread, [port2]);
    queueMicrotask(() => this.emit('connect'));
    return this;
  }

  // What node-postgres calls on a socket that means nothing for a port.
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  /** An idle pooled connection does not hold the process open (node-postgres unrefs it). */
  ref(): this {
    this.port?.ref();
    return this;
  }
  unref(): this {
    this.port?.unref();
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void) {
    if (!this.port) return done(new Error('The embedded database connection is closed.'));
    const copy = new Uint8Array(chunk);
    this.port.postMessage(copy, [copy.buffer]);
    done();
  }

  override _final(done: (error?: Error | null) => void) {
    this.port?.close();
    done();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void) {
    this.port?.close();
    this.port = null;
    done(error);
  }
}

export interface PgliteThread {
  pool: pg.Pool;
  close(): Promise<void>;
}

/** Starts PGlite on `dataDir` (undefined: in memory) in its own thread and a pool to it. */
export async function startPgliteThread(dataDir: string | undefined): Promise<PgliteThread> {
  const worker = startThread(new URL('./pglite-thread', import.meta.url), {
    workerData: { dataDir } satisfies PgliteThreadData,
  });
  await new Promise<void>((resolve, reject) => {
    const onExit = (code: number) =>
      reject(new Error(`The embedded database's thread stopped (${code}) before it was ready.`));
    worker.once('error', reject);
    worker.once('exit', onExit);
    worker.once('message', (m: FromPgliteThread) => {
      worker.off('error', reject);
      worker.off('exit', onExit);
      if (m.type === 'ready') resolve();
      else
        reject(new Error(m.type === 'failed' ? m.message : 'The embedded database did not start.'));
    });
  });
  const pool = new pg.Pool({
    // PGlite is one PostgreSQL session: one connection, so a transaction is never interleaved
    // with another connection's statements and a prepared statement's name is never taken twice.
    max: 1,
    idleTimeoutMillis: 0,
    // PGlite's one user and database.
    user: 'postgres',
    database: 'postgres',
    stream: () => new ThreadConnection(worker),
  });
  pool.on('error', () => {});
  return {
    pool,
    async close() {
      await pool.end();
      const closed = new Promise<void>((resolve) => {
        worker.on('message', (m: FromPgliteThread) => m.type === 'closed' && resolve());
        worker.once('exit', () => resolve());
      });
      worker.postMessage({ type: 'close' } satisfies ToPgliteThread);
      await closed;
      await worker.terminate();
    },
  };
}
