// Sets of exchange rates (docs/api.md, back office, "Rates, content, customers"; decision 110): each set,
// fetched or set by hand, is kept in exchange_rate_sets and becomes the current snapshot in
// exchange_rates in the same transaction; the storefront forgets its converted prices after.
// RATES_URL is fetched by a durable job on the `rates.refresh` queue that schedules its own next
// run: a failed fetch retries with back-off and keeps the current rates, a malformed document
// changes nothing and waits for the next scheduled fetch. The SQL is rates.repository.ts's.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connect.ts';
import { enqueueJob, PermanentJobError } from '../../jobs/runner.ts';
import { recordAuditAs } from '../audit/index.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { fetchRates, MalformedRatesError } from './rates-source.ts';
import {
  getExchangeRates,
  lastEndedFetch,
  RATES_QUEUE,
  rateSetRows,
  runFetchNow,
  scheduledFetch,
  storedRates,
  writeRateSet,
} from './rates.repository.ts';
import { decimal } from '@solestock/domain';
import {
  RATE_CURRENCIES,
  STALE_RATES_MS,
  type AdminRates,
  type ExchangeRatesDto,
  type RateSetsPage,
} from '@solestock/domain/back-office/exchange-rates';
import { HttpError } from '../../http/errors.ts';

/** A failed fetch is tried this many times (5 s, 10 s, 20 s … with back-off) before it waits for the next run. */
export const RATES_FETCH_ATTEMPTS = 8;
export const RATE_SETS_PAGE_SIZE = 20;

/**
 * How far a fetched rate may move from the current one and still be applied (issue 27.6): 50%.
 * Real daily moves are a few percent; a larger one is a broken or hostile source, and a rate sets
 * every price the shop shows. Rates set by hand in the console are not bounded.
 */
export const MAX_RATE_MOVE = 0.5;

/** The first currency whose fetched rate is more than MAX_RATE_MOVE from its current one. */
export async function implausibleMove(
  db: Database,
  fetched: Record<string, string>,
): Promise<{ currency: string; current: string; fetched: string } | null> {
  const current = await storedRates(db);
  for (const row of current) {
    const next = fetched[row.currency];
    if (next === undefined) continue;
    const was = Number(row.rate);
    if (was > 0 && Math.abs(Number(next) - was) / was > MAX_RATE_MOVE) {
      return { currency: row.currency, current: String(row.rate), fetched: next };
    }
  }
  return null;
}

/**
 * A manual set from the console: written and audited with before and after. Its route is flagged
 * `changesStorefront`, so prices follow at once.
 */
export async function setRatesByHand(
  db: Database,
  actor: StaffActor,
  rates: Record<string, string>,
) {
  return db.transaction(async (tx) => {
    const before = await getExchangeRates(tx);
    const set = await writeRateSet(tx, { source: 'manual', staffId: actor.staffId, rates });
    await recordAuditAs(tx, actor, {
      action: 'rates.set',
      entityType: 'exchange_rates',
      entityId: set.id,
      before: before.rates,
      after: { USD: '1', ...rates },
    });
    return set;
  });
}

export function rateSetJson(row: {
  id: number;
  source: 'url' | 'manual';
  sourceUrl: string | null;
  rates: Record<string, string>;
  createdAt: Date;
  staffName?: string | null;
  staffEmail?: string | null;
}) {
  return {
    id: row.id,
    source: row.source,
    source_url: row.sourceUrl,
    set_by: row.staffEmail == null ? null : { name: row.staffName ?? null, email: row.staffEmail },
    rates: { USD: '1', ...row.rates },
    created_at: row.createdAt.toISOString(),
  };
}

/** The storefront's snapshot: rates as numbers against USD, and when they were set. */
export async function storefrontRates(db: Database): Promise<ExchangeRatesDto> {
  const snapshot = await getExchangeRates(db);
  return {
    base: 'USD',
    rates: Object.fromEntries(Object.entries(snapshot.rates).map(([k, v]) => [k, Number(v)])),
    updated_at: snapshot.updatedAt.toISOString(),
  };
}

/** The console's view of the rates: as written, their age, and the scheduled fetch's state. */
export async function currentRates(
  db: Database,
  source: { url: string | undefined; refreshHours: number },
): Promise<AdminRates> {
  const snapshot = await getExchangeRates(db);
  const known = snapshot.updatedAt.getTime() > 0;
  return {
    base: 'USD',
    currencies: [...RATE_CURRENCIES],
    // As written ("1.37"), not with the column's ten decimals.
    rates: Object.fromEntries(
      Object.entries(snapshot.rates).map(([code, rate]) => [code, decimal(rate).toString()]),
    ),
    updated_at: known ? snapshot.updatedAt.toISOString() : null,
    stale: !known || Date.now() - snapshot.updatedAt.getTime() > STALE_RATES_MS,
    source_url: source.url ?? null,
    refresh_hours: source.url ? source.refreshHours : null,
    fetch: source.url ? await fetchStatus(db) : null,
  };
}

/** One page of the history, newest first. */
export async function rateSetsPage(db: Database, page: number): Promise<RateSetsPage> {
  const { count, rows } = await rateSetRows(
    db,
    (page - 1) * RATE_SETS_PAGE_SIZE,
    RATE_SETS_PAGE_SIZE,
  );
  return { count, page, page_size: RATE_SETS_PAGE_SIZE, results: rows.map(rateSetJson) };
}

/** "Fetch now" asked by a staff member: audited, then the fetch is moved to now; 409 without a source. */
export async function requestFetch(app: FastifyInstance, actor: StaffActor): Promise<void> {
  const url = app.config.rates.url;
  if (!url)
    throw new HttpError(
      409,
      'rates_url_not_set',
      'No rates source is set (RATES_URL): set the rates by hand instead.',
    );
  await app.database.db.transaction(async (tx) => {
    await recordAuditAs(tx, actor, {
      action: 'rates.fetch',
      entityType: 'exchange_rates',
      after: { source_url: url },
    });
  });
  await fetchNow(app);
}

/** The last fetch that ended (done or failed), for the console. */
export async function fetchStatus(db: Database) {
  const [next, last] = await Promise.all([scheduledFetch(db), lastEndedFetch(db)]);
  return {
    next_fetch_at: next?.runAt.toISOString() ?? null,
    // A pending job that has failed before is retrying: its error is the latest news.
    last_error: next?.lastError ?? (last?.status === 'failed' ? last.lastError : null),
    last_fetch:
      last && last.finishedAt
        ? { status: last.status, finished_at: last.finishedAt.toISOString() }
        : null,
  };
}

/** Adds the next fetch at `runAt` unless another one (not `exceptId`) is already waiting. */
async function scheduleFetch(db: Database, runAt: Date, exceptId?: number): Promise<void> {
  if (await scheduledFetch(db, exceptId)) return;
  await enqueueJob(db, RATES_QUEUE, {}, { runAt, maxAttempts: RATES_FETCH_ATTEMPTS });
}

/** "Fetch now": the waiting fetch is moved to now (or one is added), and the runner woken. */
export async function fetchNow(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const waiting = await scheduledFetch(db);
  if (waiting?.status === 'pending') {
    await runFetchNow(db, waiting.id);
  } else if (!waiting) {
    await enqueueJob(db, RATES_QUEUE, {}, { maxAttempts: RATES_FETCH_ATTEMPTS });
  }
  app.jobs.wake();
}

/**
 * Registers the fetch of RATES_URL on the job runner and makes sure a fetch is scheduled
 * (the first one at once). Nothing at all when RATES_URL is unset: the stored rates stay.
 */
export function registerRatesRefresh(app: FastifyInstance): void {
  const url = app.config.rates.url;
  if (!url) return;
  const everyMs = app.config.rates.refreshHours * 3_600_000;
  const db = app.database.db;
  app.jobs.register(RATES_QUEUE, {
    async run(_payload, { now, job }) {
      let rates: Record<string, string>;
      try {
        rates = await fetchRates(url);
      } catch (err) {
        if (err instanceof MalformedRatesError) throw new PermanentJobError(err.message);
        throw err;
      }
      const jump = await implausibleMove(db, rates);
      if (jump) {
        // Kept out of the prices: logged (onFailed) and audited; the current rates stay.
        await recordAuditAs(
          db,
          { staffId: null, address: null },
          {
            action: 'rates.fetch_refused',
            entityType: 'exchange_rates',
            entityId: jump.currency,
            before: { rate: jump.current },
            after: { rate: jump.fetched, source_url: url },
          },
        );
        throw new PermanentJobError(
          `The fetched ${jump.currency} rate ${jump.fetched} is more than ${MAX_RATE_MOVE * 100}% away from the current ${jump.current}: not applied. Check the source, or set the rates by hand.`,
        );
      }
      await db.transaction(async (tx) => {
        await writeRateSet(tx, { source: 'url', sourceUrl: url, rates });
        // This job is still `running`: the next one is added beside it (once, should it run twice).
        await scheduleFetch(tx, new Date(now.getTime() + everyMs), job.id);
      });
      app.log.info({ rates }, 'exchange rates fetched');
      app.storefrontChanges.changed();
    },
    async onFailed(tx, _payload, { now, error, job }) {
      app.log.warn({ error }, 'exchange rates not fetched; the current rates stay');
      await scheduleFetch(tx, new Date(now.getTime() + everyMs), job.id);
    },
  });
  app.addHook('onReady', async () => {
    await scheduleFetch(db, new Date());
    app.jobs.wake();
  });
}
