// Group prices (docs/api.md, "Group prices"; docs/decisions/149): a member of a company in a
// customer group sees and pays every unit price lowered by the group's discount, after the slab
// rule and before the conversion (domain groupUnitPrice, through linePrice). This module reads
// whose discount applies (read afresh on every request: a member removed from the company, or a
// company taken out of its group, pays list prices from the next request on) and lowers the unit
// prices of the catalogue's answers. Guests, members of companies without a group and groups
// without a discount get the list prices, byte for byte as before.
import { eq, gt, sql, type SQLWrapper } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { decimal, groupUnitPrice, moneyNumber, NO_DISCOUNT } from '@solestock/domain';
import type { Database } from '../../db/connect.ts';
import {
  companies,
  companyMembers,
  customerGroups,
  refreshTokens,
  users,
} from '../../db/schema.ts';
import { accessIdentity, isLiveSession } from '../identity/index.ts';
import { RESPONSE_CACHE_TTL_MS } from '../../http/response-cache.ts';

type Db = Pick<Database, 'select'>;

/** The group discount `userId` gets now ("12.50"), or NO_DISCOUNT. */
export async function groupDiscountOf(db: Db, userId: number): Promise<string> {
  const [row] = await db
    .select({ discount: customerGroups.discountPercent })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .innerJoin(customerGroups, eq(customerGroups.id, companies.customerGroupId))
    .where(eq(companyMembers.userId, userId));
  return row ? discountText(row.discount) : NO_DISCOUNT;
}

/** The group discount company `companyId` gets now, read from its group; NO_DISCOUNT outside one. */
export async function companyGroupDiscount(db: Db, companyId: number): Promise<string> {
  const [row] = await db
    .select({ discount: customerGroups.discountPercent })
    .from(companies)
    .innerJoin(customerGroups, eq(customerGroups.id, companies.customerGroupId))
    .where(eq(companies.id, companyId));
  return row ? discountText(row.discount) : NO_DISCOUNT;
}

/** A stored discount percent ("12.50", "0.00") as the pricing reads it: NO_DISCOUNT when zero. */
export const discountText = (value: string) =>
  decimal(value).isZero() ? NO_DISCOUNT : Number(value).toFixed(2);

/** Whether a discount lowers anything. */
export const hasDiscount = (discount: string) => discount !== NO_DISCOUNT;

const asked = new WeakMap<FastifyRequest, Promise<string>>();

/**
 * The discount of the shopper signed in on this request: NO_DISCOUNT for a guest (no query at
 * all) and for a session that is over. One indexed read checks the session as currentSession
 * does (logout, reset, disabled account) and finds the group; asked once per request, by the
 * response cache's hook and then the route.
 */
export function shopperDiscount(request: FastifyRequest): Promise<string> {
  let known = asked.get(request);
  if (!known) {
    known = readShopperDiscount(request);
    asked.set(request, known);
  }
  return known;
}

/**
 * Whether any company is in a group with a discount, kept per database for a microcache's
 * lifetime and forgotten at once when staff change a group or a company's group in this process
 * (forgetDiscountsInUse): a store with no group prices asks nothing more of a signed-in
 * shopper's catalogue calls than it did before them. Only what a catalogue answer shows reads
 * it; the cart, checkout and placement ask the buyer's own group every time.
 */
const inUse = new WeakMap<Database, { until: number; value: Promise<boolean> }>();

export function discountsInUse(db: Database): Promise<boolean> {
  const now = Date.now();
  const kept = inUse.get(db);
  if (kept && kept.until > now) return kept.value;
  const value = db
    .select({ id: companies.id })
    .from(companies)
    .innerJoin(customerGroups, eq(customerGroups.id, companies.customerGroupId))
    .where(gt(customerGroups.discountPercent, '0'))
    .limit(1)
    .then((rows) => rows.length > 0);
  inUse.set(db, { until: now + RESPONSE_CACHE_TTL_MS, value });
  // A failed read is not kept.
  value.catch(() => inUse.delete(db));
  return value;
}

/**
 * The price list a member's catalogue answers are priced at, from their group's stored discount
 * read along with other things (null: no group): the discount counts only while some group has
 * one (discountsInUse), the catalogue's rule, so a shared page is kept under the same price list
 * its answers were priced at (docs/decisions/157).
 */
export async function catalogueDiscountFrom(db: Database, stored: string | null): Promise<string> {
  return stored !== null && (await discountsInUse(db)) ? discountText(stored) : NO_DISCOUNT;
}

/** The stored discount of `userId`'s group as a column of a larger read (null: no group). */
export const groupDiscountColumn = (userId: SQLWrapper) =>
  sql<string | null>`(select ${customerGroups.discountPercent} from ${companyMembers}
    join ${companies} on ${companies.id} = ${companyMembers.companyId}
    join ${customerGroups} on ${customerGroups.id} = ${companies.customerGroupId}
    where ${companyMembers.userId} = ${userId} limit 1)`;

/** After a committed change of a group or of a company's group. */
export function forgetDiscountsInUse(db: Database): void {
  inUse.delete(db);
}

async function readShopperDiscount(request: FastifyRequest): Promise<string> {
  const { database } = request.server;
  const identity = await accessIdentity(request);
  if (!identity) return NO_DISCOUNT;
  if (!(await discountsInUse(database.db))) return NO_DISCOUNT;
  const [row] = await database.db
    .select({ discount: customerGroups.discountPercent })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .innerJoin(companyMembers, eq(companyMembers.userId, refreshTokens.userId))
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .innerJoin(customerGroups, eq(customerGroups.id, companies.customerGroupId))
    .where(isLiveSession(identity))
    .limit(1);
  return row ? discountText(row.discount) : NO_DISCOUNT;
}

/**
 * A unit price in its own currency for an answer: the list price as before (2 decimals) without
 * a discount; the member's price (groupUnitPrice, rounded to the currency's minor unit) with
 * one, the very price the cart converts, so that the screens, which convert and round it
 * themselves (linePrice, convertUnitPrice), show what the cart charges.
 */
export function memberAmount(amount: string | number, discount: string, currency: string): number {
  if (!hasDiscount(discount)) return moneyNumber(amount);
  return groupUnitPrice(amount, discount, currency).toNumber();
}

/** The answer's own field naming the discount, for members only (absent: list prices). */
export function discountField(discount: string): { group_discount_percent?: string } {
  return hasDiscount(discount) ? { group_discount_percent: discount } : {};
}
// The cards and the response cache's question are the price-lists module's (cardsAtBuyerPrices,
// hasPersonalPrices): a member's prices are their group's discount and their price list's.
