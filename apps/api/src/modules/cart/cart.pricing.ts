// Prices a cart (or an order-now line) on the server from the catalogue: the slab rule gives the
// unit price in the product's own currency, a member's group discount lowers it (docs/decisions/149),
// the stored rates convert it, exact decimals add it up. One function for the cart screen,
// checkout and the order snapshot, so all three agree.
import {
  buyerLinePrice,
  buyerPriceSource,
  CATALOGUE_PRICES,
  countryCurrency,
  incomingShipsFrom,
  decimal,
  moneyNumber,
  pricingCountry,
  sumMoney,
  tierQuantities,
  toMinorUnits,
  type BuyerPriceTerms,
  type Decimal,
  type ExchangeRates,
} from '@solestock/domain';
import { HttpError } from '../../http/errors.ts';
import type { PricedLineSource } from './cart.repository.ts';
import { hasDiscount, memberAmount } from '../customer-groups/index.ts';
import { priceTableKey, slabTableDto, type SlabMemo } from './cart.slab-tables.ts';

/**
 * A cart line (or the one ORDER NOW line) with its product, slabs and item group: the group's
 * tier scope picks how its slabs count (docs/api.md, Style tiers), its sale mode whether stock
 * limits it (docs/api.md, Stock and pre-orders). Every caller reads them from the catalogue.
 */
export type LineToPrice = PricedLineSource;

export interface PricedLine {
  source: LineToPrice;
  /** After the slab rule and the group discount, in the price's own currency (lowercase). */
  unitPrice: Decimal;
  unitCurrency: string;
  /** Target rate / own rate; 1 when unconverted. */
  rate: Decimal;
  /** The unit price in the shopper's currency, rounded to that currency's minor unit. */
  convertedUnitPrice: Decimal;
  lineTotal: Decimal;
  /** The quantity that picked the slab: the line's own, or its style's pairs (tierQuantities). */
  tierQuantity: number;
  /** The group discount the line was priced with (NO_DISCOUNT: none, or a price list's entry). */
  discount: string;
  /** Priced from the buyer's price list (docs/price-lists.md). */
  fromList: boolean;
  currency: string;
  symbol: string;
  converted: boolean;
}

export interface PricedCart {
  lines: PricedLine[];
  /** Exact sum of the line totals. */
  total: Decimal;
  currency: string;
  symbol: string;
  /** Integer minor units, as a card processor charges it. */
  totalMinor: number;
  /** Every line in one currency: false when rates were missing and currencies differ. */
  singleCurrency: boolean;
  /** The country the lines were converted for: a price list's currency's, else the shopper's. */
  country: string;
}

/**
 * One cart line priced by the domain's one rule for a buyer (buyerLinePrice, the product page's
 * too), its slab picked at `tierQuantity`: the line's own quantity, or its style's pairs
 * (tierQuantities). A buyer on a price list pays a listed product's entry in the list's currency;
 * any other line is the slab price lowered by the group's discount (groupUnitPrice), converted.
 * `source` is the line as priced: a listed product's price, currency and slabs are the entry's.
 */
export function priceLine(
  line: LineToPrice,
  country: string,
  rates: ExchangeRates,
  warn: (message: string) => void,
  tierQuantity: number = line.quantity,
  terms: BuyerPriceTerms = CATALOGUE_PRICES,
): PricedLine {
  const source = buyerPriceSource(terms, line.productId, line);
  const price = buyerLinePrice(terms, line.productId, line, tierQuantity, country, rates, warn);
  // linePrice multiplies by the quantity it priced at; the line is charged for its own pairs.
  const lineTotal = price.convertedUnitPrice.times(line.quantity);
  return {
    source,
    unitPrice: price.unitPrice,
    unitCurrency: price.unitCurrency,
    rate: price.rate,
    convertedUnitPrice: price.convertedUnitPrice,
    lineTotal,
    tierQuantity,
    discount: price.discount,
    fromList: price.fromList,
    currency: price.currency,
    symbol: price.symbol,
    converted: price.converted,
  };
}

export function priceCart(
  lines: LineToPrice[],
  country: string,
  rates: ExchangeRates,
  target: { currency: string; symbol: string },
  warn: (message: string) => void,
  /** The buyer's terms now (buyerTermsOf): group discount and price list; none: catalogue prices. */
  terms: BuyerPriceTerms = CATALOGUE_PRICES,
): PricedCart {
  // A company on a price list buys in the list's currency (decision 187).
  const priceCountry = pricingCountry(terms, country);
  const buyerTarget = countryCurrency(priceCountry) ?? target;
  const warned = new Set<string>();
  const warnOnce = (message: string) => {
    if (!warned.has(message)) warn(message);
    warned.add(message);
  };
  // A style-scoped line's slab is picked by its style's pairs in this cart or order (docs/api.md).
  const tiers = tierQuantities(
    lines.map((l) => ({
      itemGroupId: l.itemGroupId,
      tierScope: l.tierScope,
      quantity: l.quantity,
    })),
  );
  // Sizes of a style share a price table and, bought as a run, a quantity: one pricing serves
  // every line with the same table and tier quantity, each charged for its own pairs.
  const known = new Map<string, PricedLine>();
  const priced = lines.map((l, i) => {
    // A staff draft's agreed price (docs/staff-orders.md) is the unit price itself: no slab and
    // no group discount lower it again; the rates convert it as any other.
    if (l.agreedUnitPrice !== undefined)
      return priceLine(
        { ...l, slabs: [], sellingPrice: l.agreedUnitPrice },
        priceCountry,
        rates,
        warnOnce,
        tiers[i],
      );
    const listed = terms.list?.entries.has(l.productId) ? `list${l.productId}` : 'catalogue';
    const key = `${tiers[i]}#${listed}#${priceTableKey(l)}`;
    const same = known.get(key);
    if (same)
      return {
        ...same,
        source: { ...same.source, ...l, ...priceFieldsOf(same.source) },
        lineTotal: same.convertedUnitPrice.times(l.quantity),
      };
    const line = priceLine(l, priceCountry, rates, warnOnce, tiers[i], terms);
    known.set(key, line);
    return line;
  });
  const total = sumMoney(priced.map((l) => l.lineTotal));
  const currency = priced[0]?.currency ?? buyerTarget.currency;
  return {
    lines: priced,
    total,
    currency,
    symbol: priced[0]?.symbol ?? buyerTarget.symbol,
    totalMinor: toMinorUnits(total, currency),
    singleCurrency: priced.every((l) => l.currency === currency),
    country: priceCountry,
  };
}

/** The price fields of a line as priced (a listed product's are its entry's). */
const priceFieldsOf = (s: LineToPrice) => ({
  sellingPrice: s.sellingPrice,
  currency: s.currency,
  slabs: s.slabs,
});

/** docs/api.md CartItem. */
export function cartItemDto(
  line: PricedLine,
  country: string,
  rates: ExchangeRates,
  /** One per answer: a size-run cart's lines share a few slab tables (decision 155). */
  memo: SlabMemo = new Map(),
) {
  const s = line.source;
  return {
    id: s.id,
    productId: s.productId,
    productImg: s.coverImage,
    productBrand: s.brand,
    productName: s.productName,
    productColor: s.color,
    productSize: s.size,
    productQty: s.quantity,
    tier_scope: s.tierScope,
    tier_quantity: line.tierQuantity,
    // Stock and pre-orders, minimums (docs/api.md): the cart shows the window, the minimum and
    // "Only N left" when a stock group's pairs on hand no longer cover the line.
    item_group_id: s.itemGroupId,
    sale_mode: s.saleMode,
    ships_from: s.shipsFrom,
    ships_by: s.shipsBy,
    min_pairs: s.minPairs,
    availability: s.availability,
    // Pairs past those on hand, sold from incoming stock: "Ships from 15 Jan 2027" (docs/stock.md).
    ...incomingOf(s),
    productConvertedPrice: {
      symbol: line.symbol,
      amount: moneyNumber(line.convertedUnitPrice),
      currency: line.currency,
    },
    // A member's own-currency prices are the group's (rounded), as the product page gets them.
    defaultProductSellingPrice: memberAmount(s.sellingPrice, line.discount, s.currency),
    defaultProductSellingPriceCurrency: s.currency,
    // Each slab with `currency` too, as the CartItem contract has it; converted once per table.
    productPriceSlabs: slabTableDto(s.slabs, line.discount, country, rates, memo).map((slab) => ({
      ...slab,
      currency: slab.selling_price_currency,
    })),
    // After the slab rule (and a member's discount, rounded like the slabs above).
    productPrice: hasDiscount(line.discount)
      ? line.unitPrice.toNumber()
      : moneyNumber(line.unitPrice),
    productCurrency: line.unitCurrency,
    productAvailability: s.archived ? 'No longer available' : `${s.availability} Left`,
    /** False once staff archived the product: the line cannot be checked out. */
    available: !s.archived,
    mode: s.mode,
  };
}

export type CartItemDto = ReturnType<typeof cartItemDto>;

/** A money amount for JSON: 2 decimals. */
export const money = (value: Decimal | string) => moneyNumber(decimal(value));

/**
 * Checkout and placing an order refuse a cart holding a product staff archived since it was
 * added, naming it; the other lines stay in the cart.
 */
export function refuseUnavailableLines(
  lines: readonly { archived: boolean; productName: string; color: string; size: string | null }[],
): void {
  const gone = lines.filter((l) => l.archived);
  if (gone.length === 0) return;
  const names = gone.map((l) =>
    [l.productName, l.color, l.size ? `size ${l.size}` : ''].filter(Boolean).join(', '),
  );
  throw new HttpError(
    409,
    'product_unavailable',
    `${names.length === 1 ? `${names[0]} is` : `These products are`} no longer available${names.length === 1 ? '' : `: ${names.join('; ')}`}. Remove ${names.length === 1 ? 'it' : 'them'} from your cart to check out; your other items are kept.`,
  );
}

/**
 * A stock line's incoming stock (docs/stock.md), only when its product has some: the unsold
 * incoming pairs, and the day the line's pairs past those on hand ship from (null: on hand
 * covers them).
 */
export function incomingOf(
  s: Pick<PricedLineSource, 'quantity' | 'saleMode' | 'availability' | 'incomingLots'>,
): { incoming_pairs?: number; incoming_ships_from?: string | null } {
  if (s.saleMode !== 'stock' || !s.incomingLots?.length) return {};
  const incoming = s.incomingLots.map((l) => ({ ...l, pairs: Number(l.pairs) }));
  return {
    incoming_pairs: incoming.reduce((n, l) => n + l.pairs, 0),
    incoming_ships_from: incomingShipsFrom(s.quantity, {
      saleMode: s.saleMode,
      availability: s.availability,
      incoming,
    }),
  };
}
