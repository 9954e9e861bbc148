// Credit control (docs/credit-control.md; decisions 188, 189): what a company owes on its open
// orders and unpaid invoices, in the seller's base currency and aged per currency; the hold a
// placement takes past the company's credit limit or while one of its invoices is 21 days
// overdue; and the company's credit settings staff keep (limit, deposit waiver, dunning pause).
import { and, eq, notInArray } from 'drizzle-orm';
import { decimal, type Decimal } from '@solestock/domain';
import {
  AGEING_BUCKETS,
  CREDIT_BASE_CURRENCY,
  DUNNING_HOLD_DAYS,
  ageingOf,
  creditLimitReason,
  daysPastDue,
  dunningStateOf,
  overdueReason,
  toBaseCurrency,
  unconvertedReason,
  utcDay,
  type CompanyCredit,
  type OrderHold,
} from '@solestock/domain/back-office/credit-control';
import type { Database, Tx } from '../../db/connect.ts';
import { companies, orders } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { recordAuditAs } from '../audit/index.ts';
import { cachedExchangeRates } from '../rates/index.ts';
import { moneyOf, owedBy, type OrderMoney } from './order-balance.ts';
import { recordOrderEvent } from './order-events.ts';
import type { OrderRow } from './orders.repository.ts';

/** Orders that never became one (unpaid card checkouts) or were cancelled owe nothing. */
const NOT_OWING = ['cancelled', 'awaiting_payment', 'payment_failed'] as const;

export interface OwingOrder {
  order: OrderRow;
  owed: Decimal;
  money: OrderMoney;
}

/** The company's orders that still owe something, with their money, oldest first. */
export async function owingOrdersOf(db: Database, companyId: number): Promise<OwingOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, companyId), notInArray(orders.status, [...NOT_OWING])))
    .orderBy(orders.id);
  const money = await moneyOf(
    db,
    rows.map((o) => o.id),
  );
  return rows
    .map((order) => {
      const m = money.get(order.id)!;
      return { order, owed: owedBy(order, m), money: m };
    })
    .filter((o) => o.owed.greaterThan(0));
}

/**
 * The sum in the base currency, exact until rounded once to cents (decision 188); the first
 * currency the rates lack when one does.
 */
export function exposureIn(
  owing: readonly { order: { currency: string }; owed: Decimal }[],
  rates: Record<string, string>,
): { amount: Decimal } | { missing: string } {
  let sum = decimal(0);
  for (const o of owing) {
    const base = toBaseCurrency(o.owed, o.order.currency, rates);
    if (!base) return { missing: o.order.currency };
    sum = sum.plus(base);
  }
  return { amount: sum.toDecimalPlaces(2) };
}

/** The company's oldest invoice still owing past its due day, with its days past due. */
function oldestOverdue(owing: readonly OwingOrder[], today: string) {
  let worst: { order: OrderRow; days: number } | undefined;
  for (const o of owing) {
    if (o.order.paymentTerms !== 'account' || !o.order.dueOn) continue;
    const days = daysPastDue(o.order.dueOn, today);
    if (days > 0 && (!worst || days > worst.days)) worst = { order: o.order, days };
  }
  return worst;
}

interface CompanyCreditRow {
  creditLimit: string | null;
  allowWithoutDeposit: boolean;
  dunningPaused: boolean;
}

/** The company's credit settings; `lock`: its row locked until the transaction ends. */
async function creditRowOf(db: Database, companyId: number, lock = false) {
  const query = db
    .select({
      creditLimit: companies.creditLimit,
      allowWithoutDeposit: companies.allowWithoutDeposit,
      dunningPaused: companies.dunningPaused,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  const [row] = lock ? await query.for('update') : await query;
  return row as CompanyCreditRow | undefined;
}

/** Whether staff let the company place without paying its group's deposit. */
export async function mayPlaceWithoutDeposit(db: Database, companyId: number): Promise<boolean> {
  return (await creditRowOf(db, companyId))?.allowWithoutDeposit ?? false;
}

/**
 * The hold a just-placed order (submitted, not yet paid) takes, in the placement's transaction:
 * `overdue` while an invoice of its company is DUNNING_HOLD_DAYS past due (unless dunning is
 * paused), else `credit_limit` when the company's open orders and unpaid invoices, this order
 * included, come to more than its limit. Written on the order with a timeline event; every
 * placement path calls it (docs/credit-control.md). Answers the hold, or null.
 */
export async function holdOnPlacement(
  tx: Tx,
  placed: OrderRow,
  rates: Record<string, string>,
  now: Date,
): Promise<OrderHold | null> {
  // The company's row lock: two members placing at once are checked one after the other, the
  // second seeing the first's order in the exposure (each statement reads what has committed).
  const company = await creditRowOf(tx, placed.companyId, true);
  if (!company) return null;
  const owing = await owingOrdersOf(tx, placed.companyId);
  const found = decideHold(company, owing, placed, rates, utcDay(now));
  if (!found) return null;
  await tx
    .update(orders)
    .set({ hold: found.hold, holdReason: found.reason })
    .where(eq(orders.id, placed.id));
  await recordOrderEvent(tx, {
    orderId: placed.id,
    type: 'held',
    data: { hold: found.hold, reason: found.reason },
  });
  return found.hold;
}

function decideHold(
  company: CompanyCreditRow,
  owing: readonly OwingOrder[],
  placed: OrderRow,
  rates: Record<string, string>,
  today: string,
): { hold: OrderHold; reason: string } | undefined {
  const overdue = company.dunningPaused ? undefined : oldestOverdue(owing, today);
  if (overdue && overdue.days >= DUNNING_HOLD_DAYS) {
    const invoice = overdue.order.invoiceNumber ?? `order #${overdue.order.id}`;
    return { hold: 'overdue', reason: overdueReason(invoice, overdue.days) };
  }
  if (company.creditLimit === null) return undefined;
  const exposure = exposureIn(owing, rates);
  if ('missing' in exposure)
    return { hold: 'credit_limit', reason: unconvertedReason(exposure.missing) };
  const self = owing.find((o) => o.order.id === placed.id);
  const added = self
    ? (toBaseCurrency(self.owed, placed.currency, rates) ?? decimal(0)).toDecimalPlaces(2)
    : decimal(0);
  if (!exposure.amount.greaterThan(company.creditLimit)) return undefined;
  return {
    hold: 'credit_limit',
    reason: creditLimitReason(company.creditLimit, exposure.amount.minus(added), added),
  };
}

/** The company's credit as the console shows it (GET …/companies/{id}/credit/). */
export async function companyCredit(
  db: Database,
  companyId: number,
  now: Date = new Date(),
): Promise<CompanyCredit> {
  const company = await creditRowOf(db, companyId);
  if (!company) throw notFound('No company has this number.');
  const owing = await owingOrdersOf(db, companyId);
  const { rates } = await cachedExchangeRates(db);
  const exposure = exposureIn(owing, rates);
  const today = utcDay(now);
  const byCurrency = new Map<string, OwingOrder[]>();
  for (const o of owing)
    byCurrency.set(o.order.currency, [...(byCurrency.get(o.order.currency) ?? []), o]);
  const ageing = [...byCurrency].map(([currency, list]) => {
    const a = ageingOf(
      list.map((o) => ({ due_on: o.order.dueOn, owed: o.owed })),
      today,
    );
    return {
      currency,
      buckets: Object.fromEntries(AGEING_BUCKETS.map((b) => [b, a.buckets[b].toFixed(2)])) as {
        [K in (typeof AGEING_BUCKETS)[number]]: string;
      },
      total: a.total.toFixed(2),
      oldest_days_past_due: a.oldest_days_past_due,
    };
  });
  const oldest = oldestOverdue(owing, today)?.days ?? 0;
  return {
    company_id: companyId,
    base_currency: CREDIT_BASE_CURRENCY,
    credit_limit: company.creditLimit,
    exposure: 'amount' in exposure ? exposure.amount.toFixed(2) : null,
    allow_without_deposit: company.allowWithoutDeposit,
    dunning_paused: company.dunningPaused,
    dunning_state: dunningStateOf(oldest, company.dunningPaused),
    ageing,
  };
}

/**
 * Sets the company's limit, deposit waiver and dunning pause (absent fields stay), audited as
 * `company.credit` with before and after; answers the company's credit.
 */
export async function setCompanyCredit(
  db: Database,
  actor: StaffActor,
  companyId: number,
  change: {
    credit_limit?: string | null;
    allow_without_deposit?: boolean;
    dunning_paused?: boolean;
  },
): Promise<CompanyCredit> {
  await db.transaction(async (tx) => {
    const before = await creditRowOf(tx, companyId, true);
    if (!before) throw notFound('No company has this number.');
    const set = {
      ...(change.credit_limit !== undefined
        ? {
            creditLimit:
              change.credit_limit === null ? null : decimal(change.credit_limit).toFixed(2),
          }
        : {}),
      ...(change.allow_without_deposit !== undefined
        ? { allowWithoutDeposit: change.allow_without_deposit }
        : {}),
      ...(change.dunning_paused !== undefined ? { dunningPaused: change.dunning_paused } : {}),
    };
    const after = { ...before, ...set };
    if (Object.keys(set).length > 0)
      await tx.update(companies).set(set).where(eq(companies.id, companyId));
    await recordAuditAs(tx, actor, {
      action: 'company.credit',
      entityType: 'company',
      entityId: companyId,
      before: creditAuditView(before),
      after: creditAuditView(after),
    });
  });
  return companyCredit(db, companyId);
}

const creditAuditView = (c: CompanyCreditRow) => ({
  credit_limit: c.creditLimit,
  allow_without_deposit: c.allowWithoutDeposit,
  dunning_paused: c.dunningPaused,
});
