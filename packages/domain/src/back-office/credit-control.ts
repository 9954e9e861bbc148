// Credit control (docs/credit-control.md; decisions 188, 189), written once for the API, the
// console and the statement: the holds an order can wait under, a company's exposure in the
// seller's base currency, how far past due an invoice is and the ageing buckets it falls in,
// the dunning schedule, and the payloads of the console's credit calls.
import { z } from 'zod';
import { decimal, formatMoney, type Decimal, type DecimalValue } from '../money.ts';

/** Why a placement waits in review: past the credit limit, or an invoice 21 days overdue. */
export const ORDER_HOLDS = ['credit_limit', 'overdue'] as const;
export type OrderHold = (typeof ORDER_HOLDS)[number];

/**
 * The seller's base currency (decision 188): the stored rates' base, USD, the currency the
 * shop's minimum order is set in too. A credit limit is in it.
 */
export const CREDIT_BASE_CURRENCY = 'usd';

/** Reminder mails after the due day (the due day itself is the invoice-due reminder). */
export const DUNNING_REMINDER_DAYS = [7, 14] as const;
export type DunningReminderDays = (typeof DUNNING_REMINDER_DAYS)[number];
/** Days past due from which new orders of the company are held (`hold: "overdue"`). */
export const DUNNING_HOLD_DAYS = 21;

/** `YYYY-MM-DD` in UTC. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` plus `days`. */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return utcDay(at);
}

/** Whole days from the due day to `today` (both `YYYY-MM-DD`): 0 on the day, negative before. */
export function daysPastDue(dueOn: string, today: string): number {
  const ms = Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueOn}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}

export const AGEING_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/**
 * The bucket of an amount `days` past due: 0–30 holds everything up to 30 days past due,
 * not yet due included (decision 188: the contract's four buckets, no fifth "current" one).
 */
export function ageingBucketOf(days: number): AgeingBucket {
  if (days <= 30) return '0-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return '90+';
}

export interface AgeingItem {
  /** Null: not invoiced yet or no due day (counted as not yet due). */
  due_on: string | null;
  /** What is still owed on it, in one currency; nothing owed is left out. */
  owed: DecimalValue;
}

export interface Ageing {
  buckets: Record<AgeingBucket, Decimal>;
  total: Decimal;
  /** Days the oldest owing item is past due; 0 when none is past due. */
  oldest_days_past_due: number;
}

/** The ageing of one currency's owing items as of `today` (`YYYY-MM-DD`). Pure. */
export function ageingOf(items: readonly AgeingItem[], today: string): Ageing {
  const buckets = Object.fromEntries(AGEING_BUCKETS.map((b) => [b, decimal(0)])) as Record<
    AgeingBucket,
    Decimal
  >;
  let total = decimal(0);
  let oldest = 0;
  for (const item of items) {
    const owed = decimal(item.owed);
    if (!owed.greaterThan(0)) continue;
    const days = item.due_on ? daysPastDue(item.due_on, today) : 0;
    const bucket = ageingBucketOf(days);
    buckets[bucket] = buckets[bucket].plus(owed);
    total = total.plus(owed);
    if (days > oldest) oldest = days;
  }
  return { buckets, total, oldest_days_past_due: oldest };
}

/**
 * An amount in the base currency (decision 188): divided by its currency's rate against USD
 * (the stored rates' base), exact to 40 digits; undefined when the rates lack the currency.
 * Callers sum first and round once, to cents, at the end.
 */
export function toBaseCurrency(
  amount: DecimalValue,
  currency: string,
  rates: Record<string, DecimalValue>,
): Decimal | undefined {
  const code = currency.toUpperCase();
  if (code === CREDIT_BASE_CURRENCY.toUpperCase()) return decimal(amount);
  const rate = rates[code];
  if (rate === undefined || !decimal(rate).greaterThan(0)) return undefined;
  return decimal(amount).div(rate);
}

/**
 * The reason staff read on an order held for its credit limit: what the company owed, what this
 * order adds and the limit, all in the base currency.
 */
export function creditLimitReason(
  limit: DecimalValue,
  exposure: DecimalValue,
  added: DecimalValue,
) {
  const after = decimal(exposure).plus(added);
  return `Credit limit exceeded: open orders and unpaid invoices of USD ${formatMoney(exposure)} plus this order's USD ${formatMoney(added)} come to USD ${formatMoney(after)}, over the limit of USD ${formatMoney(limit)}.`;
}

/** The reason when an amount could not be converted to the base currency. */
export function unconvertedReason(currency: string) {
  return `Credit limit not checked: no exchange rate for ${currency.toUpperCase()}, so the company's exposure cannot be put in USD. Review it before confirming.`;
}

/** The reason on an order held because the company has an invoice long overdue. */
export function overdueReason(invoice: string, days: number) {
  return `Overdue invoices: ${invoice} is ${days} days past due (orders are held from ${DUNNING_HOLD_DAYS} days).`;
}

/** A company's dunning state, as the console shows it. */
export const DUNNING_STATES = ['clear', 'overdue', 'held', 'paused'] as const;
export type DunningState = (typeof DUNNING_STATES)[number];

export function dunningStateOf(oldestDaysPastDue: number, paused: boolean): DunningState {
  if (oldestDaysPastDue <= 0) return 'clear';
  if (paused) return 'paused';
  return oldestDaysPastDue >= DUNNING_HOLD_DAYS ? 'held' : 'overdue';
}

export const DUNNING_STATE_WORDS: Record<DunningState, string> = {
  clear: 'Nothing overdue',
  overdue: 'Overdue: reminders are being sent',
  held: `Over ${DUNNING_HOLD_DAYS} days overdue: new orders are held`,
  paused: 'Overdue, but reminders and holds are paused',
};

// --- Payloads ------------------------------------------------------------------------------

const moneyText = z.string();

export const ageingDto = z.strictObject({
  currency: z.string(),
  /** The bucket amounts as exact decimal strings, keyed "0-30", "31-60", "61-90", "90+". */
  buckets: z.strictObject({
    '0-30': moneyText,
    '31-60': moneyText,
    '61-90': moneyText,
    '90+': moneyText,
  }),
  total: moneyText,
  oldest_days_past_due: z.number().int(),
});

/** GET and PUT /api/admin/customers/companies/{id}/credit/ */
export const companyCredit = z.strictObject({
  company_id: z.number().int(),
  base_currency: z.string(),
  /** Decimal string in the base currency; null: no limit. */
  credit_limit: z.string().nullable(),
  /** Open orders plus unpaid invoices, in the base currency; null when a rate is missing. */
  exposure: z.string().nullable(),
  allow_without_deposit: z.boolean(),
  dunning_paused: z.boolean(),
  dunning_state: z.enum(DUNNING_STATES),
  /** One per currency the company owes in. */
  ageing: z.array(ageingDto),
});
export type CompanyCredit = z.output<typeof companyCredit>;

const limitText = /^\d{1,15}(\.\d{1,2})?$/;

/** The body of PUT …/credit/: every field optional, what is absent stays as it is. */
export const companyCreditBody = z.object({
  credit_limit: z
    .union([z.string(), z.number(), z.null()], {
      error: 'The credit limit is an amount in USD, e.g. 25000, or null for none.',
    })
    .transform((v) => (v === null ? null : String(v).trim()))
    .refine((v) => v === null || limitText.test(v), {
      error:
        'The credit limit is an amount in USD of at most two decimals, e.g. 25000.00, or empty for none.',
    })
    .optional(),
  allow_without_deposit: z.boolean({ error: 'allow_without_deposit is true or false.' }).optional(),
  dunning_paused: z.boolean({ error: 'dunning_paused is true or false.' }).optional(),
});

/** The sentence of `deposit_required` (409) when a deposit group places without paying. */
export const DEPOSIT_REQUIRED_MESSAGE =
  'Your terms ask for a deposit at checkout, so this order cannot be placed without payment. Pay the deposit by card, or ask us about terms on account.';

/** The sentence when a staff member without orders.credit_override confirms a held order. */
export const CREDIT_OVERRIDE_REFUSAL =
  'This order is held for credit control; only an owner can confirm it. Ask an owner, or cancel it.';
