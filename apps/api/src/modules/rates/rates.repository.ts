// The rates module's reads and writes of the database: the current snapshot (exchange_rates,
// one row per currency against USD), the sets kept as history (exchange_rate_sets) and the
// `rates.refresh` jobs that fetch RATES_URL. The rules, the transactions and the audit entries
// are rates.service.ts's; a function that takes a Tx runs inside its caller's transaction.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/connect.ts';
import { exchangeRateSets, exchangeRates, jobs, staff } from '../../db/schema.ts';

/** The job queue of the scheduled fetch of RATES_URL. */
export const RATES_QUEUE = 'rates.refresh';

export interface RatesSnapshot {
  /** Uppercase currency code → rate against USD, as exact decimal strings. */
  rates: Record<string, string>;
  updatedAt: Date;
}

export async function getExchangeRates(db: Database): Promise<RatesSnapshot> {
  const rows = await db.select().from(exchangeRates);
  const rates: Record<string, string> = { USD: '1' };
  let updatedAt = new Date(0);
  for (const row of rows) {
    rates[row.currency.toUpperCase()] = row.rate;
    if (row.updatedAt > updatedAt) updatedAt = row.updatedAt;
  }
  return { rates, updatedAt };
}

/** The stored rates as their rows hold them: currency and rate. */
export function storedRates(db: Database) {
  return db
    .select({ currency: exchangeRates.currency, rate: exchangeRates.rate })
    .from(exchangeRates);
}

export interface NewRateSet {
  source: 'url' | 'manual';
  sourceUrl?: string | null;
  staffId?: number | null;
  /** Uppercase code → decimal string against USD. */
  rates: Record<string, string>;
}

/** Writes a set and makes it the current snapshot, one upsert a currency. Answers the set's row. */
export async function writeRateSet(tx: Tx, set: NewRateSet) {
  const [row] = await tx
    .insert(exchangeRateSets)
    .values({
      source: set.source,
      sourceUrl: set.sourceUrl ?? null,
      staffId: set.staffId ?? null,
      rates: set.rates,
    })
    .returning();
  for (const [currency, rate] of Object.entries(set.rates)) {
    await tx
      .insert(exchangeRates)
      .values({ currency, rate, updatedAt: row!.createdAt })
      .onConflictDoUpdate({
        target: exchangeRates.currency,
        set: { rate, updatedAt: row!.createdAt },
      });
  }
  return row!;
}

/** The history, newest first, with who set each set by hand; and how many sets there are. */
export async function rateSetRows(db: Database, offset: number, limit: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: exchangeRateSets.id,
        source: exchangeRateSets.source,
        sourceUrl: exchangeRateSets.sourceUrl,
        rates: exchangeRateSets.rates,
        createdAt: exchangeRateSets.createdAt,
        staffName: staff.name,
        staffEmail: staff.email,
      })
      .from(exchangeRateSets)
      .leftJoin(staff, eq(staff.id, exchangeRateSets.staffId))
      .orderBy(desc(exchangeRateSets.createdAt), desc(exchangeRateSets.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(exchangeRateSets),
  ]);
  return { count: Number(counted?.n ?? 0), rows };
}

/** The next scheduled fetch, if any (pending or running), other than job `exceptId`. */
export async function scheduledFetch(db: Database, exceptId?: number) {
  const [row] = await db
    .select({ id: jobs.id, runAt: jobs.runAt, status: jobs.status, lastError: jobs.lastError })
    .from(jobs)
    .where(
      and(
        eq(jobs.queue, RATES_QUEUE),
        inArray(jobs.status, ['pending', 'running']),
        exceptId === undefined ? undefined : ne(jobs.id, exceptId),
      ),
    )
    .orderBy(jobs.runAt)
    .limit(1);
  return row;
}

/** The last fetch that ended (done or failed). */
export async function lastEndedFetch(db: Database) {
  const [last] = await db
    .select({
      status: jobs.status,
      finishedAt: jobs.finishedAt,
      lastError: jobs.lastError,
    })
    .from(jobs)
    .where(and(eq(jobs.queue, RATES_QUEUE), inArray(jobs.status, ['done', 'failed'])))
    .orderBy(desc(jobs.finishedAt), desc(jobs.id))
    .limit(1);
  return last;
}

/** Moves a waiting fetch's run to now, by this process's clock, as claims are (see enqueueJob). */
export async function runFetchNow(db: Database, jobId: number) {
  await db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, jobId));
}
