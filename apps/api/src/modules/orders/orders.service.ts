// Placing orders from the cart or from one product (ORDER NOW). Each placement runs in one
// transaction that first locks the shopper's row, so placements of one shopper never interleave:
// concurrent placements of one cart make one order, and an Idempotency-Key's first order is found
// by every repeat. Every line is priced here and snapshotted (unit price, currency, rate, and how
// its group is sold). Lines of `stock` groups take their pairs off availability in the same
// transaction (the stock module, decision 144); an order on card terms holds them for
// STOCK_HOLD_MINUTES, after which the stock-hold job cancels it (unpaid) or, submitted to pay
// after confirmation, gives them back while it waits for review (decision 161).
import {
  CART_LINES_MAX,
  FULL_DEPOSIT_PERCENT,
  countryCurrency,
  pricingCountry,
  type Mode,
} from '@solestock/domain';
import { DEPOSIT_REQUIRED_MESSAGE } from '@solestock/domain/back-office/credit-control';
import type { Database, Tx } from '../../db/connect.ts';
import { HttpError, badRequest, notFound } from '../../http/errors.ts';
import { cachedExchangeRates } from '../rates/index.ts';
import { minOrderUsd, refuseShortfalls, shortfallsOf } from '../minimums/index.ts';
import {
  cartLineCount,
  cartLinesOf,
  priceCart,
  productsWithSlabs,
  refuseUnavailableLines,
  tooManyLinesRefusal,
  type LineToPrice,
  type PricedCart,
} from '../cart/index.ts';
import type { PaymentProcessor } from '../payment-processor/index.ts';
import { queueMail } from '../mail/index.ts';
import { notifyStaff } from '../staff/index.ts';
import { holdsStock, takeStock } from '../stock/index.ts';
import { recordOrderEvent } from './order-events.ts';
import { mailOrderOf, orderReceivedMail } from './order-mails.ts';
import { holdExpires, retakeStock, scheduleHoldExpiry, stockLinesOf } from './stock-hold.ts';
import { sellerDetails } from '../seller/index.ts';
import { exportDefaultsOf } from './order-export-columns.ts';
import { membershipOf, orderCompanyCopy, type OrderCompanyCopy } from '../companies/index.ts';
import { termsOfCompany } from '../customer-groups/index.ts';
import { buyerTermsOf } from '../price-lists/index.ts';
import {
  dueAtCheckoutMinor,
  orderTermsFor,
  type BuyerTerms,
} from '@solestock/domain/payment-terms';
import { holdOnPlacement, mayPlaceWithoutDeposit } from './credit-control.service.ts';
import { recordTakenPayments } from './payment-record.service.ts';
import { destinationOf, orderTaxColumns, taxForDestination } from './order-tax.ts';
import {
  deleteCartLines,
  insertOrderRow,
  insertOrderLines,
  keepFirstIntent,
  lockBuyer,
  orderById,
  orderIdOfKey,
  orderedOf,
  rememberOrderOfKey,
  setOrderCompanyCopy,
  unpaidCartOrdersAt,
  type OrderRow,
} from './orders.repository.ts';
import type { PlacedOrderDto } from '@solestock/domain/order-payloads';

export type OrderSource =
  | { kind: 'cart' }
  | { kind: 'order_now'; productId: number; quantity: number; mode: Mode }
  | DraftSource;

/**
 * A staff draft (docs/staff-orders.md): its lines at their agreed prices, placed by this same
 * path (stock, minimums, tax, terms, mails, events). `claim` runs in the placement's
 * transaction once the order exists: it marks the draft placed (and its link used), or throws
 * and nothing is placed.
 */
export interface DraftSource {
  kind: 'draft';
  draftId: number;
  lines: LineToPrice[];
  /** Who took the order on the order's record: the staff member who made the draft. */
  takenBy: number | null;
  claim: (tx: Tx, orderId: number) => Promise<void>;
}

export interface PlaceOrderInput {
  userId: number;
  country: string;
  withoutPayment: boolean;
  source: OrderSource;
  /** The `Idempotency-Key` header, if the client sent one. */
  idempotencyKey: string | undefined;
  /** The delivery address from the company's book; required once the book has any. */
  addressId?: number | undefined;
  /** For the link in the order-received mail. */
  publicUrl: string;
  /** STOCK_HOLD_MINUTES: how long an unpaid card order holds its `stock` pairs. */
  stockHoldMinutes: number;
  /** Told once the placement of a new order has committed (the metrics count it). */
  onPlaced?: () => void;
  /**
   * Told of each earlier unpaid order whose taken payment the placement recorded first
   * (recordTakenPayments): the caller counts it and sends any refund it queued.
   */
  onPaymentRecorded?: (orderId: number, refundsQueued: boolean) => Promise<void>;
}

/**
 * Places an order, as named steps: payments taken but unrecorded first (their pairs leave the
 * cart), then in one transaction under the shopper's lock: a repeat of the same key answered
 * with its first order, the company's copy and terms, the prices and their refusals, a new
 * order or the same cart's unpaid one, its stock taken, and the order announced.
 */
export async function placeOrder(
  db: Database,
  processor: PaymentProcessor,
  input: PlaceOrderInput,
  warn: (message: string) => void,
): Promise<PlacedOrderDto> {
  const rates = await cachedExchangeRates(db);
  if (input.source.kind === 'cart') {
    // A payment taken but not yet recorded takes its pairs out of the cart first: they are paid for.
    const recorded = await recordTakenPayments(db, processor, input.userId, input.publicUrl);
    for (const r of recorded) await input.onPaymentRecorded?.(r.orderId, r.refundsQueued);
  }

  let created = false;
  const order = await db.transaction(async (tx) => {
    // The shopper's row lock: one placement at a time per shopper, on PostgreSQL and PGlite.
    await lockBuyer(tx, input.userId);
    const repeated = await firstOrderOfKey(tx, input);
    if (repeated) return repeated;

    const company = await companyCopyFor(tx, input);
    const { lines, priced, discount } = await priceForPlacement(tx, input, rates, warn);
    const copy = { ...company, tax: await taxOfPlacement(tx, input, company.copy, priced) };
    const now = new Date();
    const { placed, reused } = await insertOrReuse(tx, input, priced, copy, discount, now);
    created = !reused;
    if (input.source.kind === 'draft') await input.source.claim(tx, placed.id);
    await takeStockFor(tx, input, { placed, reused, lines, priced }, now);
    // Credit control (docs/credit-control.md): submitted past the limit or while an invoice is
    // long overdue, it is accepted and waits in review with its hold.
    if (!reused && placed.status === 'submitted')
      await holdOnPlacement(tx, placed, rates.rates, now);
    if (!reused) await announce(tx, input, placed);
    if (input.withoutPayment && input.source.kind === 'cart') {
      // Submitted without payment: the lines have become the order and leave the cart.
      await deleteCartLines(
        tx,
        input.userId,
        lines.map((l) => l.id),
      );
    }
    await rememberKey(tx, input, placed.id);
    return placed;
  });
  if (created) input.onPlaced?.();

  if (order.status === 'submitted') return { order_id: order.id };
  const intent = await ensureIntent(db, processor, order);
  return { order_id: order.id, payment_client_secret: intent.clientSecret };
}

const keyScope = (input: PlaceOrderInput) =>
  input.source.kind === 'cart' ? 'order_place' : 'order_now';

const keyOf = (input: PlaceOrderInput, key: string) => ({
  userId: input.userId,
  scope: keyScope(input),
  key,
});

/** The order an `Idempotency-Key` already placed, ready to be paid again; undefined if none. */
async function firstOrderOfKey(tx: Tx, input: PlaceOrderInput) {
  if (!input.idempotencyKey) return undefined;
  const seen = await orderIdOfKey(tx, keyOf(input, input.idempotencyKey));
  if (!seen) return undefined;
  const first = await orderById(tx, seen);
  if (!first) return undefined;
  // Its payment failed and gave its pairs back: paying again takes them again first.
  const now = new Date();
  const outcome = 'Your order was not placed: lower the quantity, then place it again.';
  if (await retakeStock(tx, first, outcome, now))
    await scheduleHoldExpiry(tx, first.id, now, input.stockHoldMinutes);
  return first;
}

/** The key's answer is this order from now on (a repeat finds it above). */
async function rememberKey(tx: Tx, input: PlaceOrderInput, orderId: number) {
  if (!input.idempotencyKey) return;
  await rememberOrderOfKey(tx, keyOf(input, input.idempotencyKey), orderId);
}

/**
 * What the order copies of the buyer's company: its name, tax id and the chosen address, and the
 * payment terms of its group as they are now (decision 151).
 */
async function companyCopyFor(tx: Tx, input: PlaceOrderInput) {
  const { companyId } = await membershipOf(tx, input.userId);
  const copy = await orderCompanyCopy(tx, companyId, input.addressId);
  const groupTerms = await termsOfCompany(tx, companyId);
  await refuseWithoutDeposit(tx, companyId, groupTerms, input.withoutPayment);
  const terms = orderTermsFor(groupTerms, input.withoutPayment);
  return { copy, terms };
}

/**
 * Deposits enforced (docs/credit-control.md): a company whose group asks a deposit and gives no
 * net days cannot place without paying it (409 `deposit_required`), unless staff allowed it.
 */
async function refuseWithoutDeposit(
  tx: Tx,
  companyId: number,
  terms: BuyerTerms,
  withoutPayment: boolean,
) {
  if (!withoutPayment || terms.deposit_percent >= FULL_DEPOSIT_PERCENT || terms.net_days > 0)
    return;
  if (await mayPlaceWithoutDeposit(tx, companyId)) return;
  throw new HttpError(409, 'deposit_required', DEPOSIT_REQUIRED_MESSAGE);
}

/**
 * The tax the order keeps (decision 181): the seller's rule for where the goods go (the delivery
 * address's country, else the order's), on the goods' total.
 */
async function taxOfPlacement(
  tx: Tx,
  input: PlaceOrderInput,
  copy: OrderCompanyCopy,
  priced: PricedCart,
) {
  const tax = await taxForDestination(tx, destinationOf(copy.deliveryAddress, input.country));
  return orderTaxColumns(tax, priced.total, priced.currency);
}

/** The lines priced for the buyer, or the refusal that stops the placement. */
async function priceForPlacement(
  tx: Tx,
  input: PlaceOrderInput,
  rates: Awaited<ReturnType<typeof cachedExchangeRates>>,
  warn: (message: string) => void,
) {
  const lines = await linesToOrder(tx, input);
  if (lines.length === 0) {
    throw badRequest(
      'Your cart is empty. Add some items before placing an order.',
      undefined,
      'cart_empty',
    );
  }
  // A member pays their customer group's and price list's prices as they are now (decisions 149,
  // 186): a company on a list in the list's currency, unconverted for its listed products (187).
  const terms = await buyerTermsOf(
    tx,
    input.userId,
    lines.map((l) => l.productId),
  );
  const discount = terms.discount;
  const target = countryCurrency(pricingCountry(terms, input.country))!;
  const priced = priceCart(lines, input.country, rates, target, warn, terms);
  // A line the rates could not convert would be charged in the wrong currency: refuse instead.
  const unconverted = priced.lines.some(
    (l) => l.currency !== target.currency || (!l.converted && l.unitCurrency !== target.currency),
  );
  if (unconverted) {
    throw new HttpError(
      503,
      'rates_unavailable',
      'Prices cannot be converted right now, so the order was not placed. Please try again shortly.',
    );
  }
  // Minimums (docs/api.md): a style below its min_pairs, or goods below the shop's minimum
  // order in dollars at today's rates, are refused here, the last word (decision 145).
  refuseShortfalls(shortfallsOf(priced, rates, await minOrderUsd(tx)));
  if (priced.totalMinor <= 0) {
    throw badRequest(
      'This order comes to nothing to pay; it cannot be placed.',
      undefined,
      'empty_total',
    );
  }
  return { lines, priced, discount };
}

/** A new order, or the same cart's unpaid one (a second Pay Now), which takes the address chosen now. */
async function insertOrReuse(
  tx: Tx,
  input: PlaceOrderInput,
  priced: PricedCart,
  {
    copy,
    terms,
    tax,
  }: Awaited<ReturnType<typeof companyCopyFor>> & { tax: ReturnType<typeof orderTaxColumns> },
  discount: string,
  now: Date,
) {
  const reusable =
    !input.withoutPayment && input.source.kind === 'cart'
      ? await unpaidOrderFor(tx, input.userId, priced)
      : undefined;
  if (reusable) {
    // This placement is the one paid for: the reused order takes the address chosen now, and
    // the tax of where that address is (decision 181).
    await setOrderCompanyCopy(tx, reusable.id, { ...copy, ...tax });
    return { placed: { ...reusable, ...copy, ...tax }, reused: true };
  }
  const placed = await insertOrder(
    tx,
    input,
    priced,
    { ...copy, ...terms, ...tax, groupDiscount: discount },
    now,
  );
  return { placed, reused: false };
}

/**
 * The pairs of `stock` lines leave availability now, or nothing is placed (409). An unpaid order
 * reused after its payment failed gave its pairs back: it takes them again. Any order on card
 * terms holds its pairs for STOCK_HOLD_MINUTES, paid at checkout or submitted to pay after
 * confirmation; one on account until it is confirmed (decision 161).
 */
async function takeStockFor(
  tx: Tx,
  input: PlaceOrderInput,
  order: { placed: OrderRow; reused: boolean; lines: LineToPrice[]; priced: PricedCart },
  now: Date,
) {
  const { placed, reused, lines, priced } = order;
  const outcome =
    input.source.kind === 'cart'
      ? 'Your order was not placed: lower the quantity in your cart, then place it again.'
      : 'Your order was not placed.';
  const took = reused
    ? holdsStock(lines) && (await retakeStock(tx, placed, outcome, now))
    : holdsStock(lines) &&
      (await takeStock(tx, {
        orderId: placed.id,
        lines: stockLinesOf(priced.lines.map((l) => l.source)),
        cause: `order ${placed.id} placed`,
        outcome,
      }));
  if (took && holdExpires(placed)) {
    await scheduleHoldExpiry(tx, placed.id, now, input.stockHoldMinutes);
  }
}

/**
 * A new order starts its timeline and is acknowledged by mail, in the placement's own
 * transaction: no order without its mail, no mail for an order that rolled back. Submitted
 * without payment, it waits for review now (a card order does once it is paid).
 */
async function announce(tx: Tx, input: PlaceOrderInput, placed: OrderRow) {
  await recordOrderEvent(tx, { orderId: placed.id, type: 'placed', toStatus: placed.status });
  const mailOrder = await mailOrderOf(tx, placed);
  await queueMail(
    tx,
    orderReceivedMail(input.publicUrl, { ...mailOrder, paidByCard: !input.withoutPayment }),
  );
  if (placed.status === 'submitted') {
    await notifyStaff(tx, { kind: 'order_review', orderId: placed.id });
  }
}

/** The lines a placement prices: the shopper's cart, or the one ORDER NOW product. */
async function linesToOrder(db: Database, input: PlaceOrderInput): Promise<LineToPrice[]> {
  if (input.source.kind === 'cart') {
    // Counted before anything is read: a cart past the limit (filled before it, or by racing
    // adds) is refused at once, however big (docs/api.md, "Line limit").
    const count = await cartLineCount(db, input.userId);
    if (count > CART_LINES_MAX) throw tooManyLinesRefusal(count);
    const lines = await cartLinesOf(db, input.userId);
    refuseUnavailableLines(lines);
    return lines;
  }
  if (input.source.kind === 'draft') {
    refuseUnavailableLines(input.source.lines);
    return input.source.lines;
  }
  const { productId, quantity, mode } = input.source;
  const product = (await productsWithSlabs(db, [productId])).get(productId);
  if (!product || product.archived) throw notFound('This product does not exist.');
  return [{ ...product, id: 0, quantity, mode }];
}

/**
 * An unpaid cart order with exactly these lines and this total: placing the same cart again
 * (a second Pay Now, a double click, a racing tab) pays that order instead of opening another.
 */
async function unpaidOrderFor(tx: Tx, userId: number, priced: PricedCart) {
  const candidates = await unpaidCartOrdersAt(tx, userId, priced);
  if (candidates.length === 0) return undefined;
  const wanted = lineKey(priced.lines.map((l) => l.source));
  const lines = await orderedOf(
    tx,
    candidates.map((c) => c.id),
  );
  return candidates.find((c) => lineKey(lines.filter((l) => l.orderId === c.id)) === wanted);
}

function lineKey(lines: { productId: number; quantity: number; mode: string }[]): string {
  return lines
    .map((l) => `${l.productId}:${l.quantity}:${l.mode}`)
    .sort()
    .join(',');
}

async function insertOrder(
  tx: Tx,
  input: PlaceOrderInput,
  priced: PricedCart,
  copy: OrderCompanyCopy &
    ReturnType<typeof orderTermsFor> &
    ReturnType<typeof orderTaxColumns> & { groupDiscount: string },
  now: Date,
) {
  const order = await insertOrderRow(tx, {
    ...copy,
    // How it travels, from the seller's settings now (docs/export-papers.md).
    ...exportDefaultsOf(
      await sellerDetails(tx),
      priced.lines.map((l) => l.source.mode),
    ),
    userId: input.userId,
    status: input.withoutPayment ? 'submitted' : 'awaiting_payment',
    source: input.source.kind,
    ...(input.source.kind === 'draft' && {
      draftId: input.source.draftId,
      takenByStaffId: input.source.takenBy,
    }),
    countryCode: input.country,
    currency: priced.currency,
    symbol: priced.symbol,
    total: priced.total.toFixed(2),
    totalMinor: priced.totalMinor,
    // Its `stock` lines' pairs are taken in this transaction (takeStock), or nothing commits.
    stockTakenAt: holdsStock(priced.lines.map((l) => l.source)) ? now : null,
  });
  const rows = priced.lines.map((l) => ({
    productId: l.source.productId,
    cartLineId: l.source.id || null,
    productName: l.source.productName,
    brand: l.source.brand,
    color: l.source.color,
    size: l.source.size,
    image: l.source.coverImage,
    quantity: l.source.quantity,
    mode: l.source.mode,
    saleMode: l.source.saleMode,
    shipsFrom: l.source.shipsFrom ?? null,
    shipsBy: l.source.shipsBy ?? null,
    unitPrice: l.unitPrice.toFixed(4),
    productCurrency: l.unitCurrency,
    conversionRate: l.rate.toDecimalPlaces(12).toFixed(12),
    convertedUnitPrice: l.convertedUnitPrice.toFixed(4),
    lineTotal: l.lineTotal.toFixed(2),
  }));
  await insertOrderLines(tx, order.id, rows);
  return order;
}

/**
 * The order's payment intent, created once: the processor's idempotency key is the order id, so
 * two requests racing here get the same intent, and the order keeps the first id written.
 */
export async function ensureIntent(db: Database, processor: PaymentProcessor, order: OrderRow) {
  if (order.paymentIntentId) {
    const existing = await processor.retrieveIntent(order.paymentIntentId);
    if (existing) return existing;
  }
  // The whole total, or the deposit share of a member whose group asks one (decision 151).
  const amount = dueAtCheckoutMinor(order);
  const intent = await processor.createIntent({
    orderId: order.id,
    amount,
    currency: order.currency,
    idempotencyKey: `solestock-order-${order.id}-${amount}-${order.currency}`,
  });
  await keepFirstIntent(db, order.id, intent.id);
  return intent;
}
