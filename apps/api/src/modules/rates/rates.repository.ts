// Stored exchange rates: one row per currency against USD.
import type { Database } from '../../db/connect.ts';
import { exchangeRates } from '../../db/schema.ts';

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
