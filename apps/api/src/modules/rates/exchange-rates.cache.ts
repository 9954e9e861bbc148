// The stored exchange rates, kept in process for a minute. Every product detail converts its
// prices, and the rates change rarely (a daily update at most), so reading the table once a
// minute instead of once per request saves a round trip on the shop's busiest page. A price may
// be converted with rates up to RATES_TTL_MS old; whoever stores new rates and needs them used at
// once calls invalidateExchangeRates(db).
import type { Database } from '../../db/connect.ts';
import { getExchangeRates, type RatesSnapshot } from './rates.repository.ts';

const RATES_TTL_MS = 60_000;

// Keyed by database, so apps (and test files) on different databases never share rates.
const cached = new WeakMap<Database, { rates: Promise<RatesSnapshot>; expiresAt: number }>();

export function cachedExchangeRates(db: Database): Promise<RatesSnapshot> {
  const hit = cached.get(db);
  if (hit && hit.expiresAt > Date.now()) return hit.rates;
  const rates = getExchangeRates(db);
  const entry = { rates, expiresAt: Date.now() + RATES_TTL_MS };
  cached.set(db, entry);
  // A failed read is not kept: the next request reads again.
  rates.catch(() => {
    if (cached.get(db) === entry) cached.delete(db);
  });
  return rates;
}

export function invalidateExchangeRates(db: Database): void {
  cached.delete(db);
}
