// Draws trade documents off the main thread (decision 147): the API, the pages and the job
// runner share one Node process, and a PDF of a large order is hundreds of milliseconds of CPU.
// One worker thread, started at the first document and kept while documents are asked for
// (unreferenced, so it never holds the process open), draws them one after another. A worker
// that runs out of heap or time is ended and the document it was drawing fails; the ones
// waiting behind it go to a new worker.
import type { Worker } from 'node:worker_threads';
import { startThread } from '../../threads/thread-entry.ts';
import type { RenderModel } from './document-model.ts';
import type { FromWorker, ToWorker } from './document-worker.ts';

export interface RendererLimits {
  /** The worker's heap (V8's old generation), in MB. */
  heapMb: number;
  /** How long one document may take, counted from when the worker starts on it. */
  timeMs: number;
  /** How long an idle worker is kept for the next document. */
  idleMs: number;
  /**
   * How many documents may wait behind the one being drawn (issue 41 item 4): past it a
   * document is refused (RendererBusy, 503 with Retry-After) rather than queued, so the queue,
   * its memory and the wait of the next buyer stay bounded.
   */
  maxWaiting: number;
}

/** An 800-line order draws in well under a second and 50 MB; these leave room for far more. */
export const RENDERER_LIMITS: RendererLimits = {
  heapMb: 256,
  timeMs: 60_000,
  idleMs: 120_000,
  maxWaiting: 8,
};

/** The queue is full: the document is not drawn; asking again after `retryAfterSeconds` may be. */
export class RendererBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many documents are waiting to be drawn.');
  }
}

/** The holder `admit` counts under: every document a request asked for. */
const ADMITTED = '*';

/** What a refused document is told to wait: about what the queue ahead of it takes to drain. */
export const BUSY_RETRY_SECONDS = 5;

interface Job {
  id: number;
  model: RenderModel;
  resolve: (pdf: Buffer) => void;
  reject: (err: Error) => void;
}

export class DocumentRenderer {
  private worker: Worker | null = null;
  private readonly queue: Job[] = [];
  private current: Job | null = null;
  private timer: NodeJS.Timeout | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private nextId = 1;
  /** Documents each buyer has asked for and not yet been answered (`hold`). */
  private readonly held = new Map<string, number>();

  constructor(private readonly limits: RendererLimits = RENDERER_LIMITS) {}

  /**
   * A place for one document of `holder` (a buyer), while it is built and drawn: undefined when
   * the holder already has `most` waiting, else the function that gives the place back.
   */
  hold(holder: string, most: number): (() => void) | undefined {
    const count = this.held.get(holder) ?? 0;
    if (count >= most) return undefined;
    this.held.set(holder, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.held.get(holder) ?? 1) - 1;
      if (left > 0) this.held.set(holder, left);
      else this.held.delete(holder);
    };
  }

  /** No room in the queue: a document asked for now would be refused. */
  get busy(): boolean {
    return this.queue.length >= this.limits.maxWaiting;
  }

  /**
   * A place for one document from its request's start to its answer, or undefined when the
   * queue is full or as many documents as it holds (and the one being drawn) are already on
   * their way to it: 20 requests at once are not 20 models of a large order built on the HTTP
   * thread, only for most to be refused at the queue.
   */
  admit(): (() => void) | undefined {
    if (this.busy) return undefined;
    return this.hold(ADMITTED, this.limits.maxWaiting + 1);
  }

  /**
   * The PDF of `model`, drawn in the worker thread (a draft's cartons packed there first);
   * RendererBusy when the queue is full.
   */
  render(model: RenderModel): Promise<Buffer> {
    if (this.busy) return Promise.reject(new RendererBusy(BUSY_RETRY_SECONDS));
    return new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, model, resolve, reject });
      this.pump();
    });
  }

  /** Ends the worker; documents still waiting fail. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.fail(new Error('The document renderer was closed.'), true);
    if (worker) await worker.terminate();
  }

  private pump() {
    if (this.current || this.queue.length === 0) return;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const worker = this.worker ?? this.start();
    worker.ref();
    const job = this.queue.shift()!;
    this.current = job;
    this.timer = setTimeout(() => {
      void worker.terminate();
      this.fail(
        new Error(
          `Drawing the document took more than ${Math.round(this.limits.timeMs / 1000)} seconds.`,
        ),
      );
    }, this.limits.timeMs);
    worker.postMessage({ id: job.id, model: job.model } satisfies ToWorker);
  }

  private start(): Worker {
    const worker = startThread(new URL('./document-worker', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: this.limits.heapMb, maxYoungGenerationSizeMb: 32 },
    });
    worker.on('message', (m: FromWorker) => {
      const job = this.current;
      if (!job || job.id !== m.id) return;
      this.finishCurrent();
      if (m.ok) job.resolve(Buffer.from(m.pdf.buffer, m.pdf.byteOffset, m.pdf.byteLength));
      else job.reject(new Error(m.message));
      this.afterJob();
    });
    worker.on('error', (err: Error & { code?: string }) =>
      this.fail(
        err.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new Error(`Drawing the document needed more than ${this.limits.heapMb} MB of memory.`)
          : err,
      ),
    );
    worker.on('exit', () => {
      if (this.worker === worker) this.fail(new Error('The document renderer stopped.'));
    });
    this.worker = worker;
    return worker;
  }

  private finishCurrent() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.current = null;
  }

  /** The next document, or an idle worker let go of (and ended after a while). */
  private afterJob() {
    if (this.queue.length > 0) return this.pump();
    const worker = this.worker;
    if (!worker) return;
    worker.unref();
    this.idleTimer = setTimeout(() => {
      if (this.worker === worker && !this.current) {
        this.worker = null;
        void worker.terminate();
      }
    }, this.limits.idleMs);
    this.idleTimer.unref();
  }

  /**
   * The worker is gone or broken: the document it was drawing fails with `err` (all waiting ones
   * too when closing), and the next one starts a new worker.
   */
  private fail(err: Error, everything = false) {
    const jobs = [
      ...(this.current ? [this.current] : []),
      ...(everything ? this.queue.splice(0) : []),
    ];
    this.finishCurrent();
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const worker = this.worker;
    this.worker = null;
    if (worker) void worker.terminate();
    for (const job of jobs) job.reject(err);
    this.pump();
  }
}
