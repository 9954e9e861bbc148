// The job runner on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL): retries
// with back-off, giving up, leases of dead workers, fencing, and no job run twice when several
// workers poll at once.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { connect, migrateDatabase, type DatabaseHandle } from '../db/connect.ts';
import { jobs } from '../db/schema.ts';
import { openTestDatabase, scratchDatabases } from '../test/test-app.ts';
import { createJobRunner, enqueueJob, PermanentJobError, type JobRunner } from './runner.ts';

let database: DatabaseHandle;
let now: number;
const clock = () => new Date(now);
const logged: { level: string; msg: string }[] = [];
const log = {
  info: (_o: unknown, msg: string) => logged.push({ level: 'info', msg }),
  warn: (_o: unknown, msg: string) => logged.push({ level: 'warn', msg }),
  error: (_o: unknown, msg: string) => logged.push({ level: 'error', msg }),
} as unknown as FastifyBaseLogger;

const runner = (): JobRunner => createJobRunner({ db: database.db, log, clock });
const jobRow = async (id: number) =>
  (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  // Ahead of the database's now(), so a job just added with run_at = now() is due.
  now = Date.now() + 1_000;
  await database.db.delete(jobs);
});

describe('the job runner', () => {
  it('runs a due job once, with its payload, and marks it done', async () => {
    const r = runner();
    const seen: unknown[] = [];
    r.register('echo', { run: async (payload) => void seen.push(payload) });
    const id = await enqueueJob(database.db, 'echo', { n: 1 });
    expect(await r.drain()).toBe(1);
    expect(await r.drain()).toBe(0);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1, lastError: null });
  });

  it('leaves a job added in a transaction that rolled back unseen', async () => {
    const r = runner();
    r.register('echo', { run: async () => {} });
    await database.db
      .transaction(async (tx) => {
        await enqueueJob(tx, 'echo', {});
        throw new Error('the change failed');
      })
      .catch(() => {});
    expect(await r.drain()).toBe(0);
    expect(await database.db.select().from(jobs)).toHaveLength(0);
  });

  it('does not run a job before its run_at, nor jobs of queues it has no handler for', async () => {
    const r = runner();
    r.register('echo', { run: async () => {} });
    await enqueueJob(database.db, 'echo', {}, { runAt: new Date(now + 60_000) });
    await enqueueJob(database.db, 'someone-else', {});
    expect(await r.drain()).toBe(0);
    now += 60_000;
    expect(await r.drain()).toBe(1);
  });

  it('retries a failing job after 5 s, then 10 s, and marks it done when it succeeds', async () => {
    const r = runner();
    let calls = 0;
    r.register('flaky', {
      run: async () => {
        calls++;
        if (calls < 3) throw Object.assign(new Error('connect refused'), { code: 'ECONNREFUSED' });
      },
    });
    const id = await enqueueJob(database.db, 'flaky', {});
    expect(await r.drain()).toBe(1);
    let row = await jobRow(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toBe('ECONNREFUSED: connect refused');
    expect(row.runAt.getTime()).toBe(now + 5_000);
    expect(row.lockedUntil).toBeNull();

    // Not before its time.
    now += 4_999;
    expect(await r.drain()).toBe(0);
    now += 1;
    expect(await r.drain()).toBe(1);
    row = await jobRow(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row.runAt.getTime()).toBe(now + 10_000);

    now += 10_000;
    expect(await r.drain()).toBe(1);
    row = await jobRow(id);
    expect(row).toMatchObject({ status: 'done', attempts: 3, lastError: null });
    expect(calls).toBe(3);
  });

  it('marks a job failed when it used up its attempts, telling its handler in that transaction', async () => {
    const r = runner();
    const failed: { payload: unknown; error: string; attempts: number }[] = [];
    r.register<{ name: string }>('doomed', {
      run: async () => {
        throw new Error('still broken');
      },
      onFailed: async (tx, payload, { error, job }) => {
        // The handler's own write, in the same transaction as the job's.
        await tx.execute(sql`select 1`);
        failed.push({ payload, error, attempts: job.attempts });
      },
    });
    const id = await enqueueJob(database.db, 'doomed', { name: 'x' }, { maxAttempts: 4 });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await r.drain()).toBe(1);
      const row = await jobRow(id);
      if (attempt < 4) {
        waits.push(row.runAt.getTime() - now);
        now = row.runAt.getTime();
      }
    }
    expect(waits).toEqual([5_000, 10_000, 20_000]);
    expect(await jobRow(id)).toMatchObject({
      status: 'failed',
      attempts: 4,
      lastError: 'still broken',
    });
    expect((await jobRow(id)).finishedAt).not.toBeNull();
    expect(failed).toEqual([{ payload: { name: 'x' }, error: 'still broken', attempts: 4 }]);
    // Failed is final: no later drain touches it.
    now += 24 * 3_600_000;
    expect(await r.drain()).toBe(0);
  });

  it('gives up at once on a PermanentJobError', async () => {
    const r = runner();
    r.register('bad-file', {
      run: async () => {
        throw new PermanentJobError('row 3: no SKU');
      },
    });
    const id = await enqueueJob(database.db, 'bad-file', {});
    expect(await r.drain()).toBe(1);
    expect(await jobRow(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'row 3: no SKU',
    });
  });

  it('claims again the job of a worker that died once its lease ran out, and fences the dead one off', async () => {
    const dying = runner();
    let release!: () => void;
    const stuck = new Promise<void>((resolve) => (release = resolve));
    const runs: string[] = [];
    dying.register('slow', {
      run: async () => {
        runs.push('first');
        await stuck;
        throw new Error('too late');
      },
    });
    const id = await enqueueJob(database.db, 'slow', {});
    const first = dying.drain({ limit: 1 });
    await expect.poll(() => runs.length).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'running', attempts: 1 });

    const other = runner();
    other.register('slow', { run: async () => void runs.push('second') });
    // Within the lease (5 minutes) nobody else takes it.
    now += 4 * 60_000;
    expect(await other.drain()).toBe(0);
    now += 60_000;
    expect(await other.drain()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });

    // The first worker wakes up and fails: its claim (attempt 1) is stale and changes nothing.
    release();
    await first;
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2, lastError: null });
    expect(runs).toEqual(['first', 'second']);
  });

  it('runs each job exactly once when several workers drain at the same time', async () => {
    const count = 40;
    const runs = new Map<number, number>();
    const byWorker = [0, 0, 0];
    const workers = byWorker.map((_, w) => {
      const r = runner();
      r.register<{ n: number }>('work', {
        run: async ({ n }) => {
          runs.set(n, (runs.get(n) ?? 0) + 1);
          byWorker[w]!++;
          // Long enough for the others to claim meanwhile.
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
      });
      return r;
    });
    for (let n = 0; n < count; n++) await enqueueJob(database.db, 'work', { n });
    const ran = await Promise.all(workers.map((r) => r.drain()));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(count);
    expect(runs.size).toBe(count);
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
    if (database.kind === 'postgres') {
      // Real concurrency (one connection each from the pool): the work was shared.
      expect(byWorker.filter((n) => n > 0).length).toBeGreaterThan(1);
    }
    const statuses = await database.db.select({ status: jobs.status }).from(jobs);
    expect(statuses.every((s) => s.status === 'done')).toBe(true);
  });

  it('polls on its own once started, and stop() waits for the job in hand', async () => {
    const r = createJobRunner({ db: database.db, log, pollMs: 10 });
    let finished = 0;
    r.register('tick', {
      run: async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        finished++;
      },
    });
    r.start();
    await enqueueJob(database.db, 'tick', {});
    r.wake();
    await expect.poll(() => finished, { timeout: 3_000 }).toBe(1);
    await enqueueJob(database.db, 'tick', {});
    // Stop as soon as the second job is in hand: stop() returns after it ended, not before.
    await expect
      .poll(
        async () =>
          (await database.db.select().from(jobs).where(eq(jobs.status, 'running'))).length,
        {
          timeout: 3_000,
          interval: 2,
        },
      )
      .toBe(1);
    await r.stop();
    expect(finished).toBe(2);
    await enqueueJob(database.db, 'tick', {});
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(finished).toBe(2);
  });

  it('refuses a second handler for a queue', () => {
    const r = runner();
    r.register('one', { run: async () => {} });
    expect(() => r.register('one', { run: async () => {} })).toThrow(/already has a handler/);
  });

  it('renews the lease of a job that runs longer than it: no second worker takes it mid-run', async () => {
    // Real clocks and a 300 ms lease: the job runs for several leases.
    const leaseMs = 300;
    const first = createJobRunner({ db: database.db, log, leaseMs });
    const second = createJobRunner({ db: database.db, log, leaseMs });
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const runs: string[] = [];
    first.register('long', {
      run: async () => {
        runs.push('first');
        started();
        await finished;
      },
    });
    second.register('long', { run: async () => void runs.push('second') });
    const id = await enqueueJob(database.db, 'long', {});
    const firstDrain = first.drain();
    await running;
    // Four leases' time, then another worker polls: the lease must still be held.
    await new Promise((resolve) => setTimeout(resolve, 4 * leaseMs));
    expect(await second.drain()).toBe(0);
    expect((await jobRow(id)).status).toBe('running');
    finish();
    expect(await firstDrain).toBe(1);
    expect(runs).toEqual(['first']);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('fails in the claim a job whose lease ran out on its last attempt, calling its failure handler once', async () => {
    const r = runner();
    const ran: unknown[] = [];
    const failed: string[] = [];
    r.register('frozen', {
      run: async (payload) => void ran.push(payload),
      onFailed: async (_tx, _payload, { error }) => void failed.push(error),
    });
    const id = await enqueueJob(database.db, 'frozen', {}, { maxAttempts: 2 });
    // Its second worker froze: the job reads running, attempts spent, the lease long gone.
    await database.db.execute(sql`update jobs set status = 'running', attempts = 2,
      locked_until = ${new Date(now - 60_000).toISOString()}::timestamptz where id = ${id}`);
    expect(await r.drain()).toBe(0);
    expect(ran).toEqual([]);
    expect(failed).toEqual([
      'Its worker stopped before it ended (it froze, or its process ended) on each of its 2 attempts.',
    ]);
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 2 });
    expect(await r.drain()).toBe(0);
    expect(failed).toHaveLength(1);
  });
});

describe('a job that kills or freezes its worker process', () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const scratch = serverUrl ? scratchDatabases(serverUrl, 'solestock_dying') : null;
  const dir = mkdtempSync(join(tmpdir(), 'solestock-dying-'));
  afterAll(async () => {
    await scratch?.dropAll();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Runs dying-worker.ts in its own process, until it exits or (frozen) is killed. */
  async function dyingWorker(env: Record<string, string>, mode: 'exit' | 'freeze', at: number) {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./dying-worker.ts', import.meta.url)), mode],
      {
        env: { ...process.env, ...env, DYING_NOW: String(at) },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    child.stdout.on('data', (chunk: Buffer) => {
      // Frozen after its claim committed: killed, as an operator or a supervisor would.
      if (mode === 'freeze' && chunk.toString().includes('claimed')) child.kill('SIGKILL');
    });
    return new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  }

  it('runs it once per attempt, then the next claim fails it and calls its failure handler', async () => {
    const env: Record<string, string> = serverUrl
      ? { DYING_DATABASE_URL: await scratch!.fresh() }
      : { DYING_DATA_DIR: join(dir, 'pglite') };
    const open = () =>
      connect({ databaseUrl: env.DYING_DATABASE_URL, dataDir: env.DYING_DATA_DIR });
    let handle = await open();
    await migrateDatabase(handle);
    const start = Date.now() + 1_000;
    const id = await enqueueJob(handle.db, 'dying', { n: 1 }, { maxAttempts: 2 });
    // PGlite on disk is one process's at a time: closed while the child has it.
    await handle.close();

    // Each attempt claims with a clock past the previous lease (5 minutes).
    expect(await dyingWorker(env, 'exit', start)).toBe(70);
    expect(await dyingWorker(env, 'freeze', start + 10 * 60_000)).not.toBe(0);

    handle = await open();
    try {
      const r = createJobRunner({
        db: handle.db,
        log,
        clock: () => new Date(start + 20 * 60_000),
      });
      const ran: unknown[] = [];
      const failed: unknown[] = [];
      r.register('dying', {
        run: async (payload) => void ran.push(payload),
        onFailed: async (_tx, payload) => void failed.push(payload),
      });
      expect(await r.drain()).toBe(0);
      expect(ran).toEqual([]);
      expect(failed).toEqual([{ n: 1 }]);
      const [row] = await handle.db.select().from(jobs).where(eq(jobs.id, id));
      expect(row).toMatchObject({ status: 'failed', attempts: 2 });
      expect(row!.lastError).toMatch(/worker stopped before it ended/);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
