// Reads an import file off the main thread (decision 128). The API, the pages and the job runner
// share one process: a file that made the reader loop or allocate (a worksheet row numbered in
// the billions, megabytes of blank lines, a ZIP whose directory lies) stalled every request.
// The file is read in a worker thread with a heap limit and a time limit; when either is hit the
// worker is ended and the import fails with a sentence, and the main thread never waits on it.
// A worker that finished a file cleanly is kept a little while for the next one.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ImportFileProblem, type FileRecord, type ImportFormat } from './import-file.ts';
import type { FromWorker, ToWorker } from './import-worker.ts';

export interface ReaderLimits {
  /** The worker's heap (V8's old generation), in MB. */
  heapMb: number;
  /** How long the worker may take in all, counting only the time the import waits on it. */
  timeMs: number;
  /** Rows per message. */
  batch: number;
}

/**
 * A 100,000-row file needs well under 200 MB (docs/catalogue-import.md); these leave room for
 * the 200,000-row maximum on a slow machine.
 */
export const READER_LIMITS: ReaderLimits = { heapMb: 768, timeMs: 10 * 60_000, batch: 2_000 };

/** How long a worker that finished a file waits for the next before it is ended. */
const KEEP_IDLE_MS = 60_000;

export interface ImportFileReading {
  /** How many product rows the file has (read first, for the progress bar). */
  total(): Promise<number>;
  /** The product rows in batches, in the file's order. */
  batches(): AsyncGenerator<FileRecord[]>;
  /** Lets the worker go (idempotent); batches() does so when it ends. */
  close(): Promise<void>;
}

/**
 * Where the worker's code is: beside this module when run from source (tests, the command line:
 * a .ts file, loaded through tsx), beside the production bundle as import-worker.js
 * (apps/web/server/build-server.mjs builds it there, as it copies the migrations there).
 */
function startWorker(heapMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32 };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./import-worker.js', import.meta.url), { resourceLimits });
  // Node 20 does not apply a --import loader to a worker's entry module: the worker starts as a
  // line of JavaScript that loads the TypeScript entry through tsx's API.
  const require = createRequire(import.meta.url);
  const tsxJson = require.resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(tsxJson, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  const api = pathToFileURL(join(dirname(tsxJson), exports['./esm/api']!.import.default)).href;
  const entry = new URL('./import-worker.ts', import.meta.url).href;
  return new Worker(
    `import(${JSON.stringify(api)}).then((tsx) => tsx.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`,
    { eval: true, resourceLimits },
  );
}

let idle: { worker: Worker; heapMb: number; timer: NodeJS.Timeout } | null = null;

function takeWorker(heapMb: number): Worker {
  if (idle) {
    const kept = idle;
    idle = null;
    clearTimeout(kept.timer);
    if (kept.heapMb === heapMb) {
      kept.worker.ref();
      return kept.worker;
    }
    void kept.worker.terminate();
  }
  return startWorker(heapMb);
}

function keepWorker(worker: Worker, heapMb: number) {
  if (idle) void idle.worker.terminate();
  worker.unref();
  const timer = setTimeout(() => {
    if (idle?.worker === worker) idle = null;
    void worker.terminate();
  }, KEEP_IDLE_MS);
  timer.unref();
  idle = { worker, heapMb, timer };
}

/**
 * Starts reading `bytes` in a worker. A problem with the file (bad CSV, a workbook past a limit,
 * a reader that ran out of heap or time) rejects with an ImportFileProblem.
 */
export function readImportInWorker(
  bytes: Buffer,
  format: ImportFormat,
  limits: ReaderLimits = READER_LIMITS,
): ImportFileReading {
  const worker = takeWorker(limits.heapMb);
  const inbox: FromWorker[] = [];
  let wake: (() => void) | null = null;
  let ended: Error | null = null;
  let waited = 0;
  /** The worker finished this file (end or a file problem) and may read another. */
  let clean = false;
  let closed = false;

  const stop = (problem: Error) => {
    ended ??= problem;
    wake?.();
  };
  const onMessage = (m: FromWorker) => {
    inbox.push(m);
    wake?.();
  };
  const onError = (err: Error & { code?: string }) =>
    stop(
      err.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? new ImportFileProblem(
            `Reading this file needed more than ${limits.heapMb} MB of memory, far more than a catalogue needs: it is refused. Split it into several files, or save it again and upload that.`,
          )
        : err,
    );
  const onExit = () => stop(new Error('The file reader stopped before the end of the file.'));
  worker.on('message', onMessage);
  worker.on('error', onError);
  worker.on('exit', onExit);
  // A copy the worker owns: the caller's buffer may be a slice of a larger one.
  const copy = new Uint8Array(bytes);
  const read: ToWorker = { type: 'read', bytes: copy, format, batch: limits.batch };
  worker.postMessage(read, [copy.buffer]);

  async function close() {
    if (closed) return;
    closed = true;
    worker.off('message', onMessage);
    worker.off('error', onError);
    worker.off('exit', onExit);
    if (clean) keepWorker(worker, limits.heapMb);
    else await worker.terminate();
  }

  /** The worker's next message; the time spent waiting counts toward the time limit. */
  async function next(): Promise<FromWorker> {
    const started = Date.now();
    try {
      while (inbox.length === 0) {
        if (ended) throw ended;
        const left = limits.timeMs - waited - (Date.now() - started);
        if (left <= 0)
          throw new ImportFileProblem(
            `Reading this file took more than ${Math.round(limits.timeMs / 1000)} seconds, far longer than a catalogue needs: it is refused. Split it into several files, or save it again and upload that.`,
          );
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
    } catch (err) {
      await close();
      throw err;
    } finally {
      waited += Date.now() - started;
    }
    const message = inbox.shift()!;
    if (message.type === 'end') clean = true;
    if (message.type === 'problem' || message.type === 'error') {
      clean = message.type === 'problem';
      await close();
      throw message.type === 'problem'
        ? new ImportFileProblem(message.message, message.row)
        : new Error(message.message);
    }
    return message;
  }

  let total: Promise<number> | null = null;
  const reading: ImportFileReading = {
    total() {
      total ??= next().then((m) => {
        if (m.type !== 'total') throw new Error(`The file reader sent ${m.type} first.`);
        return m.total;
      });
      return total;
    },
    async *batches() {
      try {
        await reading.total();
        for (;;) {
          const m = await next();
          if (m.type === 'end') return;
          if (m.type !== 'rows') throw new Error(`The file reader sent ${m.type} out of turn.`);
          // Asked for now: the worker reads the next batch while this one is staged.
          worker.postMessage({ type: 'more' } satisfies ToWorker);
          yield m.rows;
        }
      } finally {
        await close();
      }
    },
    close,
  };
  return reading;
}
