// The embedded database in a worker thread of its own (decision 162), started by
// pglite-off-thread.ts: PGlite runs PostgreSQL compiled to WebAssembly, and a long query holds the
// thread it runs on for its whole length (a catalogue export held the HTTP thread 21.7 s). Here it
// holds this thread only. The main thread speaks PostgreSQL's wire protocol to it through
// node-postgres, over a MessagePort per connection: each complete frontend message is handed to
// PGlite's execProtocolRawStream and its answer posted back as it comes.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { firstMessageLength, PROTOCOL_3 } from './pglite-wire.ts';

export interface PgliteThreadData {
  /** PGlite's own folder (DATA_DIR/pglite), or undefined for an in-memory database. */
  dataDir: string | undefined;
}
export type ToPgliteThread = { type: 'connect'; port: MessagePort } | { type: 'close' };
export type FromPgliteThread =
  { type: 'ready' } | { type: 'closed' } | { type: 'failed'; message: string };

const parent = parentPort!;
const { dataDir } = workerData as PgliteThreadData;

function serve(db: PGlite, port: MessagePort): void {
  let buffer = Buffer.alloc(0);
  let started = false;
  // One message at a time per connection, in order; PGlite's own lock keeps connections apart.
  let chain = Promise.resolve();
  const run = (message: Uint8Array) =>
    db.runExclusive(() =>
      db.execProtocolRawStream(message, {
        onRawData: (data) => {
          // A copy of PGlite's buffer, transferred rather than copied again.
          const copy = new Uint8Array(data);
          port.postMessage(copy, [copy.buffer]);
        },
      }),
    );
  port.on('message', (data: Uint8Array) => {
    buffer = Buffer.concat([buffer, data]);
    for (;;) {
      const length = firstMessageLength(buffer, started);
      if (length === 0) break;
      if (!started && buffer.readInt32BE(4) !== PROTOCOL_3) {
        // An SSLRequest or CancelRequest: node-postgres sends neither without TLS; refuse TLS.
        port.postMessage(Buffer.from('N'));
        buffer = buffer.subarray(length);
        continue;
      }
      const message = new Uint8Array(buffer.subarray(0, length));
      buffer = buffer.subarray(length);
      started = true;
      // Terminate: the connection ends (a transaction it left open is rolled back).
      if (message[0] === 0x58 /* 'X' */) {
        chain = chain.then(() => end(db, port));
        break;
      }
      chain = chain.then(() => run(message)).catch(() => end(db, port));
    }
  });
  port.on('close', () => void (chain = chain.then(() => rollbackOpen(db))));
}

async function rollbackOpen(db: PGlite): Promise<void> {
  if (db.isInTransaction()) await db.exec('rollback');
}

async function end(db: PGlite, port: MessagePort): Promise<void> {
  await rollbackOpen(db);
  port.close();
}

try {
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  parent.on('message', (m: ToPgliteThread) => {
    if (m.type === 'connect') serve(db, m.port);
    else
      void db.close().then(() => parent.postMessage({ type: 'closed' } satisfies FromPgliteThread));
  });
  parent.postMessage({ type: 'ready' } satisfies FromPgliteThread);
} catch (err) {
  parent.postMessage({
    type: 'failed',
    message: (err as Error)?.message ?? String(err),
  } satisfies FromPgliteThread);
}
