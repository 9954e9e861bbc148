// The cart's rules (docs/api.md, "Cart and orders", "Lines by style", "Minimums", "Packs"): the
// cart priced for a country at the buyer's group prices, lines merged per product, many lines or
// cartons added all or nothing, and the checkout summary. Each call is the buyer's (`userId`)
// own; the SQL is cart.repository.ts's, the pricing cart.pricing.ts's.
import type { Locale } from '@solestock/domain/locales';
import { styleNamesIn } from '../translations/index.ts';
import { countryCurrency, QUANTITY_MAX, type Decimal, type Mode } from '@solestock/domain';
import type {
  CartByStyleDto,
  CartCountDto,
  CheckoutSummaryDto,
  CheckoutTaxDto,
} from '@solestock/domain/cart-payloads';
import type { Database } from '../../db/connect.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { discountField } from '../customer-groups/index.ts';
import { buyerTermsOf, priceListCurrencyOf } from '../price-lists/index.ts';
import { minOrderUsd, shortfallsOf } from '../minimums/index.ts';
import { cachedExchangeRates } from '../rates/index.ts';
import { bookAddressCountry } from '../companies/index.ts';
import { sellerDetails } from '../seller/index.ts';
import { orderTaxFor, taxOn, taxRowLabel, type OrderTax } from '@solestock/domain/back-office/tax';
import { addPacksToCart, itemError } from './cart.packs.ts';
import { cartItemDto, money, priceCart, refuseUnavailableLines } from './cart.pricing.ts';
import {
  addManyToCart,
  addToCart,
  cartCountAndHolds,
  cartLinesOf,
  deleteLines,
  setLineQuantity,
} from './cart.repository.ts';
import { addManyLine, addPacksItem, CART_ITEMS_PAGE_SIZE } from './cart.schemas.ts';
import type { SlabMemo } from './cart.slab-tables.ts';
import { cartStylesDto } from './cart.styles.ts';

type Warn = (message: string) => void;

/**
 * The buyer's cart priced in `country`'s currency, or in their price list's (docs/price-lists.md);
 * a member pays their group's and list's prices, read now.
 */
async function pricedCart(db: Database, userId: number, country: string, warn: Warn) {
  const [lines, rates] = await Promise.all([cartLinesOf(db, userId), cachedExchangeRates(db)]);
  const terms = await buyerTermsOf(
    db,
    userId,
    lines.map((l) => l.productId),
  );
  const target = countryCurrency(country)!;
  const priced = priceCart(lines, country, rates, target, warn, terms);
  return { priced, rates, discount: terms.discount };
}

/** GET cart/items: by style and colour (`lines` styles), or one page of CartItem rows. */
export async function cartItems(
  db: Database,
  userId: number,
  {
    country_code,
    lines,
    page,
    lang,
  }: { country_code: string; lines?: 'styles'; page: number; lang?: Locale },
  warn: Warn,
) {
  const [{ priced, rates, discount }, minimumUsd] = await Promise.all([
    pricedCart(db, userId, country_code, warn),
    minOrderUsd(db),
  ]);
  // What placing this cart would fall short of (docs/api.md, "Minimums"), shown before checkout.
  const { styles, order } = shortfallsOf(priced, rates, minimumUsd);
  if (lines === 'styles') {
    const byStyle = cartStylesDto(priced, priced.country, rates);
    // The styles' names in the page's language (docs/translations.md); English asks nothing.
    const names = lang
      ? await styleNamesIn(
          db,
          lang,
          byStyle.styles.flatMap((s) => (s.item_group_id === null ? [] : [s.item_group_id])),
        )
      : new Map<number, string>();
    return {
      ...byStyle,
      styles: byStyle.styles.map((s) => {
        const name = s.item_group_id === null ? undefined : names.get(s.item_group_id);
        return name ? { ...s, name } : s;
      }),
      minimums: { styles, order },
      ...discountField(discount),
    } satisfies CartByStyleDto;
  }
  const memo: SlabMemo = new Map();
  // One page of rows; the subtotal and minimums are the whole cart's.
  const start = (page - 1) * CART_ITEMS_PAGE_SIZE;
  return {
    cartItems: priced.lines
      .slice(start, start + CART_ITEMS_PAGE_SIZE)
      .map((l) => cartItemDto(l, priced.country, rates, memo)),
    count: priced.lines.length,
    page,
    page_size: CART_ITEMS_PAGE_SIZE,
    subtotal: { amount: money(priced.total), currency: priced.currency, symbol: priced.symbol },
    minimums: { styles, order },
    ...discountField(discount),
  };
}

/** The header's badge; with `product_id`, whether it is in the cart and its style's pairs there. */
export async function cartCount(
  db: Database,
  userId: number,
  product_id: number | undefined,
): Promise<CartCountDto> {
  const [{ count, inCart, stylePairs }, currency] = await Promise.all([
    cartCountAndHolds(db, userId, product_id ?? 0),
    priceListCurrencyOf(db, userId),
  ]);
  const priceCurrency = currency ? { price_currency: currency } : {};
  return (
    product_id === undefined
      ? { count, ...priceCurrency }
      : { count, in_cart: inCart, style_pairs: stylePairs, ...priceCurrency }
  ) satisfies CartCountDto;
}

/** Adds a product to the cart, merged into its line: the line's id and quantity. */
export async function addLine(
  db: Database,
  userId: number,
  body: { product_id: number; quantity: number; mode: Mode },
) {
  const line = await addToCart(db, userId, body.product_id, body.quantity, body.mode);
  if (line === 'no_such_product') throw notFound('This product does not exist.');
  if (line === 'archived') throw archivedRefusal();
  if (line === 'too_many') {
    throw badRequest(
      'Your cart already holds so many of this product that adding these would pass 100000 pieces.',
      { quantity: 'A cart line holds at most 100000 pieces.' },
      'quantity_too_large',
    );
  }
  return { id: line.id, quantity: line.quantity };
}

/** What add-many and add-packs answer: the lines written, and their count. */
function addedLines(added: readonly { id: number; productId: unknown; quantity: number }[]) {
  return {
    lines: added.map((l) => ({ id: l.id, product_id: Number(l.productId), quantity: l.quantity })),
    count: added.length,
  };
}

/** Adds many lines at once, all or nothing; a bad line is named by its number (from 1). */
export async function addLines(db: Database, userId: number, items: unknown[]) {
  const merged = new Map<number, { line: number; quantity: number; mode: Mode }>();
  items.forEach((raw, index) => {
    const parsed = addManyLine.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.length ? issue.path.join('.') : 'line';
      throw lineError(index + 1, `${field}: ${issue?.message ?? 'is not valid.'}`, field);
    }
    const { product_id, quantity, mode } = parsed.data;
    const before = merged.get(product_id);
    const total = (before?.quantity ?? 0) + quantity;
    if (total > QUANTITY_MAX) {
      throw lineError(
        index + 1,
        'these lines ask for more than 100000 pieces of one product.',
        'quantity',
        'quantity_too_large',
      );
    }
    merged.set(product_id, { line: before?.line ?? index + 1, quantity: total, mode });
  });
  const lines = [...merged].map(([productId, l]) => ({
    productId,
    quantity: l.quantity,
    mode: l.mode,
  }));
  const added = await addManyToCart(db, userId, lines);
  if (!Array.isArray(added)) {
    const line = merged.get(added.productId)!.line;
    throw added.reason === 'no_such_product'
      ? lineError(line, 'this product does not exist.', 'product_id', 'no_such_product')
      : added.reason === 'archived'
        ? lineError(line, ARCHIVED_SENTENCE, 'product_id', 'product_unavailable')
        : lineError(
            line,
            'your cart already holds so many of this product that adding these would pass 100000 pieces.',
            'quantity',
            'quantity_too_large',
          );
  }
  return addedLines(added);
}

/** Adds cartons of packs, each size's pairs on its line, all or nothing; a bad item is named. */
export async function addPacks(db: Database, userId: number, items: unknown[]) {
  const parsed = items.map((raw, index) => {
    const result = addPacksItem.safeParse(raw);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    const field = issue?.path.length ? issue.path.join('.') : 'line';
    throw itemError(
      400,
      index + 1,
      `${field}: ${issue?.message ?? 'is not valid.'}`,
      field,
      'invalid_line',
    );
  });
  const added = await addPacksToCart(db, userId, parsed);
  return addedLines(added);
}

/** Changes a line's quantity: the line, or 404 when it is not the buyer's. */
export async function changeQuantity(db: Database, userId: number, id: number, quantity: number) {
  const line = await setLineQuantity(db, userId, id, quantity);
  if (!line) throw notFound('This item is not in your cart.');
  return line;
}

/** Removes lines, all or nothing: 404 when any is not the buyer's. */
export async function removeLines(db: Database, userId: number, cart_item_ids: number[]) {
  if (!(await deleteLines(db, userId, cart_item_ids))) {
    throw notFound('Some of these items are not in your cart; nothing was removed.');
  }
}

/** The checkout summary: 400 for an empty cart, 409 when a line can no longer be bought. */
export async function checkoutSummary(
  db: Database,
  userId: number,
  country_code: string,
  warn: Warn,
  addressId?: number,
): Promise<CheckoutSummaryDto> {
  const { priced } = await pricedCart(db, userId, country_code, warn);
  if (priced.lines.length === 0) {
    throw badRequest(
      'Your cart is empty. Add some items before checking out.',
      undefined,
      'cart_empty',
    );
  }
  refuseUnavailableLines(priced.lines.map((l) => l.source));
  const tax = await checkoutTaxRule(db, userId, country_code, addressId);
  return {
    total_price: { currency: priced.symbol, amount: money(priced.total) },
    currency_code: priced.currency,
    items_count: priced.lines.length,
    ...(tax.mode === 'taxed' ? { tax: taxSummary(tax, priced.total, priced.currency) } : {}),
  } satisfies CheckoutSummaryDto;
}

/** The rule for where the goods would go: the book's address's country, else the shop country. */
async function checkoutTaxRule(
  db: Database,
  userId: number,
  countryCode: string,
  addressId: number | undefined,
): Promise<OrderTax> {
  const destination =
    (addressId === undefined ? null : await bookAddressCountry(db, userId, addressId)) ||
    countryCode;
  return orderTaxFor(await sellerDetails(db), destination);
}

/** The rate charged where the goods would go, or null (ORDER NOW's payment step, decision 181). */
export async function checkoutTax(
  db: Database,
  userId: number,
  countryCode: string,
  addressId: number | undefined,
): Promise<CheckoutTaxDto> {
  const tax = await checkoutTaxRule(db, userId, countryCode, addressId);
  if (tax.mode !== 'taxed') return { tax: null };
  return {
    tax: {
      label: tax.label,
      rate_percent: Number(tax.rate_percent),
      row: taxRowLabel(tax.label, tax.rate_percent),
    },
  };
}

/** The checkout's tax row where the seller charges tax (decision 181): on the goods' total. */
function taxSummary(
  tax: Extract<OrderTax, { mode: 'taxed' }>,
  goods: Decimal,
  currency: string,
): NonNullable<CheckoutSummaryDto['tax']> {
  const amount = taxOn(goods, tax.rate_percent, currency);
  return {
    label: tax.label,
    rate_percent: Number(tax.rate_percent),
    row: taxRowLabel(tax.label, tax.rate_percent),
    amount: money(amount),
    total_with_tax: money(goods.plus(amount)),
  };
}

export const ARCHIVED_SENTENCE = 'this product is no longer available.';

const archivedRefusal = () =>
  new HttpError(
    409,
    'product_unavailable',
    'This product is no longer available, so it cannot be added to the cart.',
  );

/** A 400 naming the bad line of add-many (from 1); nothing was added. */
function lineError(line: number, what: string, field: string, code = 'invalid_line'): HttpError {
  return new HttpError(
    400,
    code,
    `Line ${line}: ${what} Nothing was added.`,
    { [`items.${line - 1}.${field}`]: what },
    { line },
  );
}
