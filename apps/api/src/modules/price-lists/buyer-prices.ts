// What a buyer pays (docs/price-lists.md; decisions 149, 186, 187): their customer group's
// discount and the price list their company is on, read afresh on every request (a company taken
// off a list pays catalogue prices from the next request on), and the one function that answers
// "the unit price this company pays for these products and quantities, and in which currency".
// The domain's buyerLinePrice is the rule; the cart, checkout, placement, the product page and
// the catalogue's cards all take the terms read here.
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  buyerLinePrice,
  CATALOGUE_PRICES,
  countryCurrency,
  currencySymbol,
  moneyNumber,
  pricingCountry,
  tierQuantities,
  type BuyerPriceTerms,
  type Decimal,
  type ExchangeRates,
  type TierScope,
} from '@solestock/domain';
import type { Database } from '../../db/connect.ts';
import {
  companies,
  companyMembers,
  priceListCompanies,
  priceListGroups,
  priceSlabs,
  products,
  itemGroups,
  refreshTokens,
  users,
} from '../../db/schema.ts';
import { RESPONSE_CACHE_TTL_MS } from '../../http/response-cache.ts';
import { accessIdentity, isLiveSession } from '../identity/index.ts';
import {
  companyGroupDiscount,
  groupDiscountOf,
  hasDiscount,
  memberAmount,
  shopperDiscount,
} from '../customer-groups/index.ts';
import {
  anyListAssigned,
  entryPrices,
  listOfCompany,
  listOfMember,
} from './price-lists.repository.ts';

type Db = Pick<Database, 'select'>;

/** The list a buyer is on, before its entries are read. */
export interface ListRef {
  id: number;
  currency: string;
}

/** A shopper's pricing as a request knows it: the group discount and the list, if any. */
export interface ShopperPricing {
  discount: string;
  list: ListRef | null;
}

/**
 * Whether any company or group is on a list, kept per database for a microcache's lifetime and
 * forgotten when staff change a list in this process: a store without lists asks nothing more of
 * a signed-in shopper's catalogue calls than before them.
 */
const inUse = new WeakMap<Database, { until: number; value: Promise<boolean> }>();

function listsInUse(db: Database): Promise<boolean> {
  const now = Date.now();
  const kept = inUse.get(db);
  if (kept && kept.until > now) return kept.value;
  const value = anyListAssigned(db);
  inUse.set(db, { until: now + RESPONSE_CACHE_TTL_MS, value });
  value.catch(() => inUse.delete(db));
  return value;
}

/** After a committed change of a list's members or a list's removal. */
export function forgetListsInUse(db: Database): void {
  inUse.delete(db);
}

/** The terms of `userId` now, with the entries of `productIds` (all of them when undefined). */
export async function buyerTermsOf(
  db: Database,
  userId: number,
  productIds?: readonly number[],
): Promise<BuyerPriceTerms> {
  const [discount, list] = await Promise.all([
    groupDiscountOf(db, userId),
    listOfMember(db, userId),
  ]);
  return termsWith(db, { discount, list: list ?? null }, productIds);
}

/** The currency of the list `userId`'s company is on, or null: the screens convert into it. */
export async function priceListCurrencyOf(db: Database, userId: number): Promise<string | null> {
  if (!(await listsInUse(db))) return null;
  return (await listOfMember(db, userId))?.currency ?? null;
}

/** A shopper's pricing with the list's entries of `productIds` read. */
export async function termsWith(
  db: Db,
  pricing: ShopperPricing,
  productIds?: readonly number[],
): Promise<BuyerPriceTerms> {
  if (!pricing.list)
    return pricing.discount === CATALOGUE_PRICES.discount
      ? CATALOGUE_PRICES
      : { discount: pricing.discount, list: null };
  return {
    discount: pricing.discount,
    list: { ...pricing.list, entries: await entryPrices(db, pricing.list.id, productIds) },
  };
}

const asked = new WeakMap<FastifyRequest, Promise<ShopperPricing>>();

/**
 * The pricing of the shopper signed in on this request: catalogue prices for a guest (no query)
 * and for a session that is over. Asked once per request, by the response cache's hook and then
 * the route.
 */
export function shopperPricing(request: FastifyRequest): Promise<ShopperPricing> {
  let known = asked.get(request);
  if (!known) {
    known = readShopperPricing(request);
    asked.set(request, known);
  }
  return known;
}

async function readShopperPricing(request: FastifyRequest): Promise<ShopperPricing> {
  const discount = await shopperDiscount(request);
  const { database } = request.server;
  const identity = await accessIdentity(request);
  if (!identity || !(await listsInUse(database.db))) return { discount, list: null };
  const [row] = await database.db
    .select({ userId: users.id })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(isLiveSession(identity))
    .limit(1);
  const list = row ? await listOfMember(database.db, row.userId) : undefined;
  return { discount, list: list ?? null };
}

/**
 * The response cache's question for a priced catalogue route: a member's answer at group or list
 * prices is personal, never looked up in or stored to the shared cache.
 */
export async function hasPersonalPrices(request: FastifyRequest): Promise<boolean> {
  const pricing = await shopperPricing(request);
  return hasDiscount(pricing.discount) || pricing.list !== null;
}

/** The list id of `userId`'s company as a column of a larger read (null: none). */
export const priceListColumn = (userId: SQLWrapper) =>
  sql<number | null>`(select coalesce(
      (select ${priceListCompanies.priceListId} from ${priceListCompanies}
        where ${priceListCompanies.companyId} = ${companies.id}),
      (select ${priceListGroups.priceListId} from ${priceListGroups}
        where ${priceListGroups.groupId} = ${companies.customerGroupId}))
    from ${companyMembers} join ${companies} on ${companies.id} = ${companyMembers.companyId}
    where ${companyMembers.userId} = ${userId} limit 1)`;

/** A product card's own price for this buyer: the list's entry, or the group's price. */
export function cardPrice<P extends { amount: number; currency: string; symbol?: string }>(
  terms: BuyerPriceTerms,
  productId: number,
  price: P,
): P {
  const entry = terms.list?.entries.get(productId);
  if (entry && terms.list) {
    const currency = terms.list.currency;
    return {
      ...price,
      amount: moneyNumber(entry.unitPrice),
      currency,
      ...(price.symbol === undefined ? {} : { symbol: currencySymbol(currency) }),
    };
  }
  if (!hasDiscount(terms.discount)) return price;
  return { ...price, amount: memberAmount(price.amount, terms.discount, price.currency) };
}

/** Product cards (listing, search, home, item group) at the buyer's prices. */
export function cardsAtBuyerPrices<
  T extends { id: number; sellingPrice: { amount: number; currency: string; symbol?: string } },
>(cards: T[], terms: BuyerPriceTerms): T[] {
  if (terms === CATALOGUE_PRICES || (!terms.list && !hasDiscount(terms.discount))) return cards;
  return cards.map((c) => ({ ...c, sellingPrice: cardPrice(terms, c.id, c.sellingPrice) }));
}

/** Item groups with their cards at the buyer's prices. */
export function groupsAtBuyerPrices<
  G extends {
    products: { id: number; sellingPrice: { amount: number; currency: string; symbol?: string } }[];
  },
>(groups: G[], terms: BuyerPriceTerms): G[] {
  if (!terms.list && !hasDiscount(terms.discount)) return groups;
  return groups.map((g) => ({ ...g, products: cardsAtBuyerPrices(g.products, terms) }));
}

/** The product ids of item groups' cards, for reading their entries. */
export const cardIdsOf = (groups: { products: { id: number }[] }[]) =>
  groups.flatMap((g) => g.products.map((p) => p.id));

/**
 * The terms an order in review is re-priced with (an amendment, decision 153): the group discount
 * it was placed with, and its company's price list while that list is in the order's currency.
 */
export async function orderPriceTerms(
  db: Database,
  order: { companyId: number | null; currency: string },
  discount: string,
  productIds: readonly number[],
): Promise<BuyerPriceTerms> {
  const list = order.companyId === null ? undefined : await listOfCompany(db, order.companyId);
  const same = list && list.currency === order.currency.toLowerCase() ? list : null;
  return termsWith(db, { discount, list: same }, productIds);
}

export interface CompanyUnitPrice {
  product_id: number;
  quantity: number;
  /** The unit price paid, in `currency`, rounded to its minor unit. */
  unit_price: Decimal;
  /** Whether the company's price list priced it (else the group rule, converted). */
  from_list: boolean;
}

/**
 * THE function other parts call (staff-taken orders, line sheets): the unit price company
 * `companyId` pays for each of these products at these quantities, and in which currency (the
 * list's when it is on one, else `country`'s). Quantities pick slabs by the product's tier scope
 * (a style-scoped product's slab counts every line of its style in `items`), as the cart does.
 */
export async function companyUnitPrices(
  db: Database,
  companyId: number,
  items: readonly { product_id: number; quantity: number }[],
  country: string,
  rates: ExchangeRates,
): Promise<{ currency: string; symbol: string; lines: CompanyUnitPrice[] }> {
  const ids = items.map((i) => i.product_id);
  const [terms, sources] = await Promise.all([
    companyPriceTerms(db, companyId, ids),
    priceSourcesOf(db, ids),
  ]);
  const tiers = tierQuantities(
    items.map((i) => {
      const s = sources.get(i.product_id);
      return {
        itemGroupId: s?.itemGroupId ?? -i.product_id,
        tierScope: s?.tierScope ?? 'product',
        quantity: i.quantity,
      };
    }),
  );
  const target = countryCurrency(pricingCountry(terms, country)) ?? countryCurrency(country)!;
  const lines = items.flatMap((item, i) => {
    const source = sources.get(item.product_id);
    if (!source) return [];
    const price = buyerLinePrice(terms, item.product_id, source, tiers[i]!, country, rates);
    return [
      {
        product_id: item.product_id,
        quantity: item.quantity,
        unit_price: price.convertedUnitPrice,
        from_list: price.fromList,
      },
    ];
  });
  return { currency: target.currency, symbol: target.symbol, lines };
}

/**
 * What company `companyId` is priced with now: its group's discount and its price list (its own,
 * else its group's) with the entries of `productIds`. Staff-taken orders price their lines with it.
 */
export async function companyPriceTerms(
  db: Database,
  companyId: number,
  productIds: readonly number[],
): Promise<BuyerPriceTerms> {
  const [discount, list] = await Promise.all([
    companyGroupDiscount(db, companyId),
    listOfCompany(db, companyId),
  ]);
  return termsWith(db, { discount, list: list ?? null }, productIds);
}

async function priceSourcesOf(db: Db, ids: readonly number[]) {
  const found = new Map<
    number,
    {
      itemGroupId: number;
      tierScope: TierScope;
      sellingPrice: string;
      currency: string;
      slabs: {
        operator: 'from_to' | '>=' | '<=';
        minQuantity: number | null;
        maxQuantity: number | null;
        sellingPrice: string;
        currency: string;
      }[];
    }
  >();
  if (ids.length === 0) return found;
  const unique = [...new Set(ids)];
  const [rows, slabs] = await Promise.all([
    db
      .select({
        id: products.id,
        itemGroupId: products.itemGroupId,
        tierScope: itemGroups.tierScope,
        sellingPrice: products.sellingPrice,
        currency: products.currency,
      })
      .from(products)
      .innerJoin(itemGroups, eq(itemGroups.id, products.itemGroupId))
      .where(sql`${products.id} in ${unique}`),
    db
      .select()
      .from(priceSlabs)
      .where(sql`${priceSlabs.productId} in ${unique}`)
      .orderBy(priceSlabs.productId, priceSlabs.position),
  ]);
  for (const r of rows) found.set(r.id, { ...r, tierScope: r.tierScope as TierScope, slabs: [] });
  for (const s of slabs) {
    found.get(s.productId)?.slabs.push({
      operator: s.operator,
      minQuantity: s.minQuantity,
      maxQuantity: s.maxQuantity,
      sellingPrice: s.sellingPrice,
      currency: s.currency,
    });
  }
  return found;
}
