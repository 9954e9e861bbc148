// Exchange rates set by hand in the console (docs/api.md, back office, "Rates, content, customers"): one
// rule for the console's form and the API's PUT /admin/rates/, and the conversion of a source's
// rates (the ECB's are against EUR) to the USD base the shop stores, done with exact decimals.
import { z } from 'zod';
import { COUNTRIES } from '../countries.ts';
import { decimal, type Decimal } from '../money.ts';

/** The currencies the shop converts to, uppercase; USD is the base and always 1. */
export const RATE_CURRENCIES = [
  ...new Set(COUNTRIES.map((c) => c.currency.toUpperCase()).filter((c) => c !== 'USD')),
].sort() as readonly string[];

/** What the rates table holds: numeric(20,10), so at most 10 digits either side of the point. */
export const RATE_DECIMALS = 10;
const MAX_INTEGER_DIGITS = 10;
const RATE_PATTERN = /^\d{1,10}(\.\d{1,10})?$/;

/** The problem with one rate written as text, or null when it is a rate the shop can store. */
export function rateProblem(value: string, currency: string): string | null {
  const text = value.trim();
  if (text === '')
    return `Enter the rate of ${currency} (how many ${currency} one US dollar buys).`;
  if (text.startsWith('-')) return `The rate of ${currency} must be more than 0.`;
  if (!RATE_PATTERN.test(text))
    return `The rate of ${currency} is a number with at most ${MAX_INTEGER_DIGITS} digits before the point and ${RATE_DECIMALS} after, e.g. 151.2.`;
  if (decimal(text).isZero()) return `The rate of ${currency} must be more than 0.`;
  return null;
}

const rateField = (currency: string) =>
  z
    .union([z.string(), z.number()], {
      error: `Enter the rate of ${currency} (how many ${currency} one US dollar buys).`,
    })
    .transform((v, ctx) => {
      const text = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'x') : v.trim();
      const problem = rateProblem(text, currency);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      // Written canonically: no leading zeros, no trailing zeros after the point.
      return decimal(text).toString();
    });

/** The body of PUT /admin/rates/: each of the five currencies' rate against 1 USD. */
export const manualRatesSchema = z.object({
  rates: z.object(
    Object.fromEntries(RATE_CURRENCIES.map((c) => [c, rateField(c)])) as Record<
      string,
      ReturnType<typeof rateField>
    >,
    { error: 'rates is an object of the currencies’ rates against 1 USD.' },
  ),
});

/**
 * Rates of a source whose base is `base` (EUR for the ECB) turned into rates against USD:
 * X per USD = (X per base) / (USD per base), rounded half-up to RATE_DECIMALS. Answers the
 * problem in words instead when the source lacks USD or one of the shop's currencies, or holds
 * a rate that is not a positive number.
 */
export function ratesAgainstUsd(
  base: string,
  rates: Record<string, string>,
): { rates: Record<string, string> } | { problem: string } {
  const upper = base.trim().toUpperCase();
  const values = new Map<string, Decimal>([[upper, decimal(1)]]);
  for (const [currency, value] of Object.entries(rates)) {
    const code = currency.trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(code)) continue;
    const text = String(value).trim();
    if (!/^\d{1,15}(\.\d{1,20})?$/.test(text) || decimal(text).isZero())
      return { problem: `The rate of ${code} ("${text.slice(0, 20)}") is not a positive number.` };
    if (code !== upper) values.set(code, decimal(text));
  }
  const usd = values.get('USD');
  if (!usd) return { problem: 'The source has no rate for USD.' };
  const missing = RATE_CURRENCIES.filter((c) => !values.has(c));
  if (missing.length > 0) return { problem: `The source has no rate for ${missing.join(', ')}.` };
  const out: Record<string, string> = {};
  for (const c of RATE_CURRENCIES) {
    const rate = values.get(c)!.div(usd).toDecimalPlaces(RATE_DECIMALS);
    if (rate.isZero()) return { problem: `The rate of ${c} rounds to 0.` };
    if (rate.toFixed(0).length > MAX_INTEGER_DIGITS)
      return { problem: `The rate of ${c} is too large.` };
    out[c] = rate.toString();
  }
  return { rates: out };
}

/** Rates older than this raise a warning in the back office (docs/api.md, back office). */
export const STALE_RATES_MS = 48 * 3_600_000;

/** GET /api/ecommerce/exchange-rates/: the storefront's snapshot (uppercase keys, USD is 1). */
export const exchangeRatesDto = z.strictObject({
  base: z.string(),
  rates: z.record(z.string(), z.number()),
  updated_at: z.string(),
});
export type ExchangeRatesDto = z.output<typeof exchangeRatesDto>;

/** The state of the scheduled fetch of RATES_URL; null when no source is set. */
const ratesFetch = z.strictObject({
  next_fetch_at: z.string().nullable(),
  last_error: z.string().nullable(),
  last_fetch: z.strictObject({ status: z.string(), finished_at: z.string() }).nullable(),
});

/** GET /api/admin/rates/: the current rates, their age and the fetch's state. */
export const adminRates = z.strictObject({
  base: z.literal('USD'),
  currencies: z.array(z.string()),
  /** Uppercase code → decimal string against 1 USD (USD: "1"). */
  rates: z.record(z.string(), z.string()),
  updated_at: z.string().nullable(),
  stale: z.boolean(),
  source_url: z.string().nullable(),
  refresh_hours: z.number().nullable(),
  fetch: ratesFetch.nullable(),
});
export type AdminRates = z.output<typeof adminRates>;

/** GET /api/admin/rates/history/ → results[]: one set of rates, fetched or set by hand. */
export const rateSetRow = z.strictObject({
  id: z.number().int(),
  source: z.enum(['url', 'manual']),
  source_url: z.string().nullable(),
  set_by: z.strictObject({ name: z.string().nullable(), email: z.string() }).nullable(),
  rates: z.record(z.string(), z.string()),
  created_at: z.string(),
});
export type RateSetRow = z.output<typeof rateSetRow>;

/** GET /api/admin/rates/history/ */
export const rateSetsPage = z.strictObject({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(rateSetRow),
});
export type RateSetsPage = z.output<typeof rateSetsPage>;

/** PUT /api/admin/rates/: the rates as they are now, and the set just made. */
export const adminRatesAfterSet = adminRates.extend({ set: rateSetRow });
