// A small durable job runner on PostgreSQL (and PGlite, which is PostgreSQL): one `jobs` table
// for every queue, a registry of handlers by queue name, a poll loop the app starts and stops,
// and drain() for tests and flushes. Why our own and not pg-boss or graphile-worker: decision 065.
//
// A job is claimed in one short statement (FOR UPDATE SKIP LOCKED, so two workers never take the
// same row and never wait on each other), marked `running` with a lease, and run outside any
// transaction. It ends `done`, back to `pending` with a later run_at (retryDelayMs), or `failed`
// when its attempts are used up. While it runs its lease is renewed (every third of the lease),
// so a long job (a 100,000-row import) is never claimed by a second worker mid-run. A worker that
// dies or freezes stops renewing; the lease expires and the job is claimed again: handlers must
// tolerate running twice (the mail handler checks its row first and sends with a stable
// Message-ID). A job whose lease expired on its last attempt is not run again (it would freeze or
// kill the next worker too, and the one after): the claim marks it failed and calls its failure
// handler. Each claim's attempt number fences the ending writes, so a worker whose lease ran out
// cannot overwrite the outcome of the one that claimed it since.
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/connect.ts';
import { jobs } from '../db/schema.ts';
import { DEFAULT_MAX_ATTEMPTS, retryDelayMs } from './backoff.ts';

export interface ClaimedJob {
  id: number;
  queue: string;
  payload: unknown;
  /** This attempt's number, from 1. */
  attempts: number;
  maxAttempts: number;
}

export interface JobContext {
  job: ClaimedJob;
  /** The runner's clock at the claim (tests move it to skip back-off waits). */
  now: Date;
}

export interface JobHandler<P = unknown> {
  run(payload: P, context: JobContext): Promise<void>;
  /**
   * Called when the job is given up, in the transaction that marks it failed: the handler's own
   * rows (a mail, an import) then say `failed` exactly when the job does.
   */
  onFailed?(tx: Database, payload: P, context: JobContext & { error: string }): Promise<void>;
}

/** Thrown by a handler when trying again cannot help (a malformed import file): no retries. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * Adds a job; `db` may be (and for side effects of a change, should be) the caller's
 * transaction, so the job exists exactly when the change does. Returns the job's id.
 */
export async function enqueueJob(
  db: Pick<Database, 'insert'>,
  queue: string,
  payload: unknown = {},
  options: EnqueueOptions = {},
): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({
      queue,
      payload,
      maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      // Due by this process's clock, the one a claim compares with: the database's now() has
      // microseconds, so a job added and claimed within the same millisecond would not be due.
      runAt: options.runAt ?? new Date(),
    })
    .returning({ id: jobs.id });
  return row!.id;
}

export interface JobRunnerOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** Between polls when nothing was due. */
  pollMs?: number;
  /**
   * How long a claim is held without renewal: the runner renews it every third of this while
   * the job runs, so this bounds how long a dead or frozen worker keeps its job, not how long a
   * job may take.
   */
  leaseMs?: number;
  /** The runner's idea of now; tests move it forward instead of waiting out back-off. */
  clock?: () => Date;
  retryDelayMs?: (attempt: number) => number;
}

export interface JobRunner {
  register<P>(queue: string, handler: JobHandler<P>): void;
  /** Starts the poll loop (idempotent). */
  start(): void;
  /** Stops polling and waits for the job in hand to end. */
  stop(): Promise<void>;
  /** Asks the loop to poll now, e.g. just after a job was added. */
  wake(): void;
  /**
   * Runs every job due now (by the clock), one after another, until none is due and this
   * runner has nothing in hand; returns how many it ran. `limit` stops after that many.
   */
  drain(options?: { queues?: string[]; limit?: number }): Promise<number>;
}

const MAX_ERROR_LENGTH = 2_000;

export function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err).slice(0, MAX_ERROR_LENGTH);
  const { code, responseCode } = err as { code?: unknown; responseCode?: unknown };
  const tags = [code, responseCode].filter((v) => v !== undefined && v !== null).join(' ');
  return (tags ? `${tags}: ${err.message}` : err.message).slice(0, MAX_ERROR_LENGTH);
}

interface JobRow {
  id: number | string | bigint;
  queue: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, log } = options;
  const pollMs = options.pollMs ?? 1_000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const clock = options.clock ?? (() => new Date());
  const delayAfter = options.retryDelayMs ?? retryDelayMs;
  const handlers = new Map<string, JobHandler<never>>();
  const inHand = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  const track = <T>(work: Promise<T>): Promise<T> => {
    inHand.add(work);
    void work.then(
      () => inHand.delete(work),
      () => inHand.delete(work),
    );
    return work;
  };

  const toJob = (row: JobRow): ClaimedJob => ({
    id: Number(row.id),
    queue: row.queue,
    payload: row.payload,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
  });
  const queueList = (queues: string[]) =>
    sql.join(
      queues.map((q) => sql`${q}`),
      sql`, `,
    );

  /**
   * Marks failed, one at a time, the jobs of `queues` whose lease expired on their last attempt:
   * their worker froze or died each time, and a further run would do the same to this one. Each
   * job's failure handler runs in the transaction that marks it.
   */
  async function giveUpAbandoned(queues: string[], now: Date): Promise<void> {
    const at = now.toISOString();
    for (;;) {
      const given = await db.transaction(async (tx) => {
        const [row] = await queryRows<JobRow & { last_error: string | null }>(
          tx,
          sql`update jobs
              set status = 'failed', locked_until = null, finished_at = ${at}::timestamptz,
                  updated_at = ${at}::timestamptz,
                  last_error = 'Its worker stopped before it ended (it froze, or its process ended) on each of its '
                    || attempts || ' attempts.'
              where id = (
                select id from jobs
                where queue in (${queueList(queues)})
                  and status = 'running' and locked_until <= ${at}::timestamptz
                  and attempts >= max_attempts
                order by run_at, id
                limit 1
                for update skip locked)
              returning id, queue, payload, attempts, max_attempts, last_error`,
        );
        if (!row) return undefined;
        const job = toJob(row);
        const error = row.last_error ?? '';
        await handlers.get(job.queue)!.onFailed?.(tx, job.payload as never, {
          job,
          now,
          error,
        });
        return { job, error };
      });
      if (!given) return;
      log.error(
        {
          job: given.job.id,
          queue: given.job.queue,
          attempt: given.job.attempts,
          error: given.error,
        },
        'job failed for good',
      );
    }
  }

  /** Claims the next due job of `queues`, or answers undefined. */
  async function claim(queues: string[], now: Date): Promise<ClaimedJob | undefined> {
    if (queues.length === 0) return undefined;
    await giveUpAbandoned(queues, now);
    const at = now.toISOString();
    const lease = new Date(now.getTime() + leaseMs).toISOString();
    const [row] = await queryRows<JobRow>(
      db,
      sql`update jobs
          set status = 'running', attempts = attempts + 1, locked_until = ${lease}::timestamptz,
              updated_at = ${at}::timestamptz
          where id = (
            select id from jobs
            where queue in (${queueList(queues)})
              and ((status = 'pending' and run_at <= ${at}::timestamptz)
                or (status = 'running' and locked_until <= ${at}::timestamptz
                  and attempts < max_attempts))
            order by run_at, id
            limit 1
            for update skip locked)
          returning id, queue, payload, attempts, max_attempts`,
    );
    return row ? toJob(row) : undefined;
  }

  /**
   * Keeps the job's lease while its handler runs: renewed every third of the lease, fenced by the
   * attempt number like the ending writes. Answers a function that stops renewing and waits for
   * a renewal in flight.
   */
  function keepLease(job: ClaimedJob): () => Promise<void> {
    let inFlight: Promise<unknown> = Promise.resolve();
    const timer = setInterval(
      () => {
        inFlight = inFlight.then(async () => {
          const now = clock();
          try {
            await db.execute(sql`update jobs
              set locked_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz,
                  updated_at = ${now.toISOString()}::timestamptz
              where id = ${job.id} and status = 'running' and attempts = ${job.attempts}`);
          } catch (err) {
            // The next renewal may get through; if none does, the job runs again elsewhere.
            log.warn({ err, job: job.id, queue: job.queue }, 'job lease renewal failed');
          }
        });
      },
      Math.max(1, Math.floor(leaseMs / 3)),
    );
    timer.unref();
    return async () => {
      clearInterval(timer);
      await inFlight;
    };
  }

  async function succeed(job: ClaimedJob, now: Date) {
    const at = now.toISOString();
    await db.execute(sql`update jobs
      set status = 'done', locked_until = null, last_error = null,
          finished_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
      where id = ${job.id} and status = 'running' and attempts = ${job.attempts}`);
  }

  async function fail(job: ClaimedJob, handler: JobHandler<never>, err: unknown, now: Date) {
    const error = describeError(err);
    const giveUp = err instanceof PermanentJobError || job.attempts >= job.maxAttempts;
    const at = now.toISOString();
    const retryAt = new Date(now.getTime() + delayAfter(job.attempts)).toISOString();
    const ended = await db.transaction(async (tx) => {
      const rows = await queryRows<{ id: unknown }>(
        tx,
        sql`update jobs
          set status = ${giveUp ? 'failed' : 'pending'}, locked_until = null,
              last_error = ${error}, updated_at = ${at}::timestamptz,
              run_at = ${giveUp ? sql`run_at` : sql`${retryAt}::timestamptz`},
              finished_at = ${giveUp ? sql`${at}::timestamptz` : sql`null`}
          where id = ${job.id} and status = 'running' and attempts = ${job.attempts}
          returning id`,
      );
      // Fenced off (another worker holds it now): its outcome is that worker's to write.
      if (rows.length === 0) return false;
      if (giveUp && handler.onFailed) {
        await handler.onFailed(tx, job.payload as never, {
          job,
          now,
          error,
        });
      }
      return true;
    });
    if (!ended) return;
    const fields = { job: job.id, queue: job.queue, attempt: job.attempts, error };
    if (giveUp) log.error(fields, 'job failed for good');
    else log.warn({ ...fields, retry_at: retryAt }, 'job failed; will retry');
  }

  /** Claims and runs one job; false when none was due. */
  async function runOne(queues: string[]): Promise<boolean> {
    const now = clock();
    const job = await claim(queues, now);
    if (!job) return false;
    const handler = handlers.get(job.queue)!;
    const release = keepLease(job);
    try {
      await handler.run(job.payload as never, { job, now });
    } catch (err) {
      await release();
      await fail(job, handler, err, clock());
      return true;
    }
    await release();
    await succeed(job, clock());
    return true;
  }

  const schedule = (ms: number) => {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    // A runner nobody stopped never holds the process open; the app stops it on close.
    timer.unref();
  };

  function tick() {
    timer = undefined;
    // One job per tick, then straight on while there is work: stop() waits for one job at most.
    const work = track(runOne([...handlers.keys()]));
    work.then(
      (ran) => schedule(ran ? 0 : pollMs),
      (err: unknown) => {
        // The database is away (restart, failover): keep polling, it comes back.
        log.error({ err }, 'job poll failed');
        schedule(pollMs);
      },
    );
  }

  return {
    register(queue, handler) {
      if (handlers.has(queue)) throw new Error(`Queue ${queue} already has a handler.`);
      handlers.set(queue, handler as JobHandler<never>);
    },
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      timer = undefined;
      await Promise.allSettled([...inHand]);
    },
    wake() {
      // Only an idle loop is woken; a busy one polls again as soon as its job ends.
      if (running && timer && inHand.size === 0) schedule(0);
    },
    async drain({ queues = [...handlers.keys()], limit = Infinity } = {}) {
      let ran = 0;
      while (ran < limit) {
        // The loop's job in hand is not claimable by us but is due now: wait for it.
        await Promise.allSettled([...inHand]);
        if (await track(runOne(queues))) ran++;
        else if (inHand.size === 0) break;
      }
      return ran;
    },
  };
}
