// Orders and their line snapshots, read only through the shopper's company: every member of a
// company sees its orders (decision 146), and any other order is not found.
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { fromMinorUnits, moneyNumber, type Decimal } from '@solestock/domain';
import { idsIn } from '../../db/batches.ts';
import type { Database, Tx } from '../../db/connect.ts';
import {
  cartLines,
  idempotencyKeys,
  orderLines,
  orders,
  payments,
  refunds,
  users,
} from '../../db/schema.ts';
import { orderOfBuyersCompany } from '../companies/index.ts';
import type { PlacedByDto } from '@solestock/domain/order-payloads';
import type {
  OrderByStyleDto,
  OrderDocumentDto,
  OrderDto,
  OrderEventDto,
  OrderItemDto,
  OrderPaymentDto,
  OrderRefundDto,
  OrderSummaryDto,
} from '@solestock/domain/order-payloads';
import type { OrderStatus } from '@solestock/domain/back-office/order-workflow';
import { moneyOf, owedBy } from './order-balance.ts';
import { isOverdue, orderDeposit, paidAtCheckout } from '@solestock/domain/payment-terms';
import { buyerCreditNotePath } from '@solestock/domain/back-office/credit-notes';
import { creditNoteDtoOf, creditNotesOf, type CreditNoteRow } from './credit-notes.repository.ts';
import { orderTaxDtoOf } from './order-tax.ts';
import { eventsOf, type OrderEventRow } from './order-events.ts';
import {
  availableDocuments,
  buyerDocumentPath,
  TRADE_DOCUMENT_TITLES,
  type TradeDocument,
} from '@solestock/domain/back-office/trade-documents';
import type { SellerDetails } from '@solestock/domain/back-office/seller-payloads';
import { sellerDetails } from '../seller/index.ts';
import { linesKept, orderStyles, styledLinesOf } from './order-styles.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/** How many orders the list answers with, newest first (the screens do not page it). */
export const ORDERS_LIST_LIMIT = 100;

/** Statuses of an order still waiting for its money. */
export const UNPAID_STATUSES = ['awaiting_payment', 'payment_failed'] as const;

/** The shopper's own cart orders still waiting for their money (a new Pay Now may reuse one). */
function unpaidCartOrdersOf(userId: number) {
  return and(
    eq(orders.userId, userId),
    eq(orders.source, 'cart'),
    inArray(orders.status, [...UNPAID_STATUSES]),
  );
}

/** Order `orderId` when it belongs to the company `userId` is a member of now. */
export async function findOrder(db: Database, userId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), orderOfBuyersCompany(userId)));
  return row;
}

/** Order `orderId` whoever placed it; undefined when there is none. */
export async function orderById(db: Database, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/**
 * The shopper's row, locked until the transaction ends: one placement at a time per shopper, on
 * PostgreSQL and PGlite.
 */
export async function lockBuyer(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}

/** The order an `Idempotency-Key` of the shopper placed in `scope`; undefined when none. */
export async function orderIdOfKey(
  tx: Tx,
  key: { userId: number; scope: string; key: string },
): Promise<number | null | undefined> {
  const [seen] = await tx
    .select({ orderId: idempotencyKeys.orderId })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, key.userId),
        eq(idempotencyKeys.scope, key.scope),
        eq(idempotencyKeys.key, key.key),
      ),
    );
  return seen?.orderId;
}

/** The key's answer is this order from now on; a key already remembered keeps its first. */
export async function rememberOrderOfKey(
  tx: Tx,
  key: { userId: number; scope: string; key: string },
  orderId: number,
): Promise<void> {
  await tx
    .insert(idempotencyKeys)
    .values({
      userId: key.userId,
      key: key.key,
      scope: key.scope,
      orderId,
      response: { order_id: orderId },
    })
    .onConflictDoNothing();
}

/** The cart lines `lineIds` of the shopper leave the cart (they have become an order). */
export async function deleteCartLines(tx: Tx, userId: number, lineIds: number[]): Promise<void> {
  await tx
    .delete(cartLines)
    .where(and(eq(cartLines.userId, userId), sql`${cartLines.id} in ${idsIn(lineIds)}`));
}

/** The products order `orderId` ordered leave the shopper's cart (one statement, by subquery). */
export async function deleteOrderedCartLines(
  tx: Tx,
  userId: number,
  orderId: number,
): Promise<void> {
  await tx
    .delete(cartLines)
    .where(
      and(
        eq(cartLines.userId, userId),
        inArray(
          cartLines.productId,
          tx
            .select({ productId: orderLines.productId })
            .from(orderLines)
            .where(eq(orderLines.orderId, orderId)),
        ),
      ),
    );
}

/** The shopper's unpaid cart orders in `currency` whose total is `totalMinor`. */
export async function unpaidCartOrdersAt(
  tx: Tx,
  userId: number,
  total: { currency: string; totalMinor: number },
): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        unpaidCartOrdersOf(userId),
        eq(orders.currency, total.currency),
        eq(orders.totalMinor, total.totalMinor),
      ),
    );
}

/** The shopper's newest `limit` unpaid cart orders that have a payment intent. */
export async function unpaidCartOrdersWithIntent(
  db: Database,
  userId: number,
  limit: number,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(unpaidCartOrdersOf(userId), isNotNull(orders.paymentIntentId)))
    .orderBy(desc(orders.id))
    .limit(limit);
}

/** What each line of these orders ordered: the product, its quantity and mode. */
export async function orderedOf(tx: Tx, orderIds: number[]) {
  return tx
    .select({
      orderId: orderLines.orderId,
      productId: orderLines.productId,
      quantity: orderLines.quantity,
      mode: orderLines.mode,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds));
}

/** An order's copy of its buyer's company (name, tax id, address) written anew. */
export async function setOrderCompanyCopy(
  tx: Tx,
  orderId: number,
  copy: Partial<typeof orders.$inferInsert>,
): Promise<void> {
  await tx.update(orders).set(copy).where(eq(orders.id, orderId));
}

/** A new order's row. */
export async function insertOrderRow(tx: Tx, order: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(order).returning();
  if (!row) throw new Error('Order insert returned no row.');
  return row;
}

/** A new order's line as placement snapshots it (the columns it writes). */
type NewOrderLine = Required<
  Pick<
    typeof orderLines.$inferInsert,
    | 'productId'
    | 'cartLineId'
    | 'productName'
    | 'brand'
    | 'color'
    | 'size'
    | 'image'
    | 'quantity'
    | 'mode'
    | 'saleMode'
    | 'shipsFrom'
    | 'shipsBy'
    | 'unitPrice'
    | 'productCurrency'
    | 'conversionRate'
    | 'convertedUnitPrice'
    | 'lineTotal'
  >
>;

/**
 * A new order's lines in one statement with one parameter, however many (issue 47 item 3): the
 * lines as a JSON array, read by jsonb_to_recordset in their order (their ids follow it). A
 * multi-row VALUES of 18 parameters a line made PostgreSQL bind and plan 14,400 parameters for
 * 800 lines and drizzle build them, most of an 800-line placement's time.
 */
export async function insertOrderLines(
  tx: Tx,
  orderId: number,
  lines: readonly NewOrderLine[],
): Promise<void> {
  if (lines.length === 0) return;
  const json = JSON.stringify(
    lines.map((l) => [
      l.productId,
      l.cartLineId,
      l.productName,
      l.brand,
      l.color,
      l.size,
      l.image,
      l.quantity,
      l.mode,
      l.saleMode,
      l.shipsFrom,
      l.shipsBy,
      l.unitPrice,
      l.productCurrency,
      l.conversionRate,
      l.convertedUnitPrice,
      l.lineTotal,
    ]),
  );
  // Arrays, not objects: the keys would be a third of the parameter's bytes.
  await tx.execute(sql`
    insert into order_lines (order_id, product_id, cart_line_id, product_name, brand, color, size,
      image, quantity, mode, sale_mode, ships_from, ships_by, unit_price, product_currency,
      conversion_rate, converted_unit_price, line_total)
    select ${orderId}::int, (l->>0)::int, (l->>1)::int, l->>2, l->>3, l->>4, l->>5, l->>6,
      (l->>7)::int, l->>8, l->>9, (l->>10)::date, (l->>11)::date, (l->>12)::numeric, l->>13,
      (l->>14)::numeric, (l->>15)::numeric, (l->>16)::numeric
    from jsonb_array_elements(${json}::jsonb) with ordinality as x(l, n)
    order by x.n`);
}

/**
 * The order's payment intent is `intentId` unless it has one already: two requests racing leave
 * the first id written.
 */
export async function keepFirstIntent(db: Database, orderId: number, intentId: string) {
  await db
    .update(orders)
    .set({ paymentIntentId: sql`coalesce(${orders.paymentIntentId}, ${intentId})` })
    .where(eq(orders.id, orderId));
}

export async function linesOf(db: Pick<Database, 'select'>, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.id));
}

export async function ordersOf(db: Database, userId: number): Promise<OrderDto[]> {
  return orderDtos(db, await ordersListRows(db, userId));
}

/** The same orders without their lines, each with `items_count` (`?lines=none`). */
export async function orderSummariesOf(db: Database, userId: number): Promise<OrderSummaryDto[]> {
  const rows = await ordersListRows(db, userId);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [counts, parts] = await Promise.all([
    db
      .select({ orderId: orderLines.orderId, count: sql<number>`count(*)::int` })
      .from(orderLines)
      .where(inArray(orderLines.orderId, ids))
      .groupBy(orderLines.orderId),
    partsOf(db, rows),
  ]);
  const countOf = new Map(counts.map((c) => [c.orderId, Number(c.count)]));
  return rows.map((order, i) => orderFields(order, parts[i]!, countOf.get(order.id) ?? 0));
}

const ordersListRows = (db: Database, userId: number) =>
  db
    .select()
    .from(orders)
    .where(orderOfBuyersCompany(userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_LIST_LIMIT);

/** Orders as the shopper's pages read them: lines, balance, payments, refunds, timeline. */
export async function orderDtos(db: Database, rows: OrderRow[]): Promise<OrderDto[]> {
  if (rows.length === 0) return [];
  const [lines, parts] = await Promise.all([
    linesOf(
      db,
      rows.map((r) => r.id),
    ),
    partsOf(db, rows),
  ]);
  // Each order's lines by one pass over them, not a pass per order (Node 20 has no Map.groupBy).
  const linesByOrder = new Map<number, OrderLineRow[]>();
  for (const line of lines) {
    const list = linesByOrder.get(line.orderId);
    if (list) list.push(line);
    else linesByOrder.set(line.orderId, [line]);
  }
  return rows.map((order, i) =>
    orderDto(order, { ...parts[i]!, lines: linesByOrder.get(order.id) ?? [] }),
  );
}

/**
 * One order with its lines by style and colour (`?lines=styles`, docs/api.md "Lines by style"):
 * every field of orderDto but `items`, and `styles` in its place.
 */
export async function orderByStyleDto(db: Database, order: OrderRow): Promise<OrderByStyleDto> {
  const [lines, [parts]] = await Promise.all([styledLinesOf(db, order.id), partsOf(db, [order])]);
  // The lines as the page shows them: the pairs not cancelled (decision 183).
  const kept = linesKept(lines, order.currency);
  return { ...orderFields(order, parts!, kept.length), styles: orderStyles(kept) };
}

/** What an order's answer carries besides its lines, for each of `rows` in turn. */
async function partsOf(db: Database, rows: OrderRow[]): Promise<Omit<OrderParts, 'lines'>[]> {
  const ids = rows.map((r) => r.id);
  const buyerIds = [...new Set(rows.map((r) => r.userId))];
  const [money, paid, refunded, events, buyers, seller, credited] = await Promise.all([
    moneyOf(db, ids),
    db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(asc(payments.id)),
    db.select().from(refunds).where(inArray(refunds.orderId, ids)).orderBy(asc(refunds.id)),
    eventsOf(db, ids),
    db
      .select({ id: users.id, first_name: users.firstName })
      .from(users)
      .where(inArray(users.id, buyerIds)),
    sellerDetails(db),
    creditNotesOf(db, ids),
  ]);
  return rows.map((order) => ({
    balanceDue: owedBy(order, money.get(order.id)),
    payments: paid.filter((p) => p.orderId === order.id),
    refunds: refunded.filter((r) => r.orderId === order.id),
    events: events.filter((e) => e.orderId === order.id),
    placedBy: buyers.find((b) => b.id === order.userId) ?? { id: order.userId, first_name: '' },
    seller,
    creditNotes: credited.filter((c) => c.orderId === order.id),
  }));
}

interface OrderParts {
  lines: OrderLineRow[];
  balanceDue: Decimal;
  payments: (typeof payments.$inferSelect)[];
  refunds: (typeof refunds.$inferSelect)[];
  events: OrderEventRow[];
  /** The member who placed it (company orders are listed to every member). */
  placedBy: PlacedByDto;
  /** Whether the trade documents can be issued yet (the seller's legal name and address). */
  seller: Pick<SellerDetails, 'legal_name' | 'address'>;
  /** Its credit notes (decision 182). */
  creditNotes: CreditNoteRow[];
}

const majorUnits = (minor: number, currency: string) => fromMinorUnits(minor, currency).toNumber();

/** An order as the shopper's order pages read it. The timeline never names staff. */
export function orderDto(order: OrderRow, parts: OrderParts): OrderDto {
  // The lines as the page shows them: the pairs not cancelled (decision 183).
  const kept = linesKept(
    parts.lines.map((line) => ({ line })),
    order.currency,
  );
  return {
    ...orderFields(order, parts, kept.length),
    items: kept.map(({ line: l }): OrderItemDto => ({
      id: l.id,
      product_id: l.productId,
      product_name: l.productName,
      brand: l.brand,
      color: l.color,
      size: l.size,
      image: l.image,
      quantity: l.quantity,
      mode: l.mode,
      sale_mode: l.saleMode,
      ships_from: l.shipsFrom,
      ships_by: l.shipsBy,
      ...(l.incomingPairs > 0 ? { incoming_pairs: l.incomingPairs } : {}),
      unit_price: moneyNumber(l.unitPrice),
      product_currency: l.productCurrency,
      conversion_rate: Number(l.conversionRate),
      converted_unit_price: moneyNumber(l.convertedUnitPrice),
      line_total: moneyNumber(l.lineTotal),
    })),
  };
}

const depositNumber = (deposit: { amount: Decimal } | null) =>
  deposit ? moneyNumber(deposit.amount) : null;

/** Every field of an order's answer but its lines; `items_count` counts them. */
function orderFields(
  order: OrderRow,
  parts: Omit<OrderParts, 'lines'>,
  linesCount: number,
): OrderSummaryDto {
  return {
    id: order.id,
    order_id: order.id,
    status: order.status,
    source: order.source,
    country_code: order.countryCode,
    currency: order.currency,
    symbol: order.symbol,
    total: moneyNumber(order.total),
    shipping_charge: order.shippingCharge === null ? null : moneyNumber(order.shippingCharge),
    balance_due: moneyNumber(parts.balanceDue),
    // The terms the order copied when placed (decision 151): what checkout charged, and for an
    // order on account when its invoice is due (once shipped) and whether that day has passed.
    payment_terms: order.paymentTerms,
    deposit_percent: order.depositPercent,
    // What checkout took, not the share of goods an amendment has changed since (issue 43.1).
    deposit: depositNumber(orderDeposit(order, paidAtCheckout(parts.payments))),
    net_days: order.netDays,
    due_on: order.dueOn,
    overdue: isOverdue(order.dueOn, parts.balanceDue, new Date()),
    carrier: order.carrier,
    tracking_number: order.trackingNumber,
    cancel_reason: order.cancelReason,
    items_count: linesCount,
    created_at: order.createdAt.toISOString(),
    placed_by: parts.placedBy,
    // As they were when the order was placed (migration 0024): later edits leave them be.
    company: { name: order.companyName, tax_id: order.companyTaxId },
    delivery_address: order.deliveryAddress,
    // The trade documents the buyer can open now (docs/api.md, "Trade documents").
    invoice_number: order.invoiceNumber,
    documents: availableDocuments(order.status, parts.seller).map(
      (document: TradeDocument): OrderDocumentDto => ({
        document,
        title: TRADE_DOCUMENT_TITLES[document],
        url: buyerDocumentPath(order.id, document),
      }),
    ),
    payments: parts.payments.map((p): OrderPaymentDto => ({
      id: p.id,
      kind: p.kind,
      amount: majorUnits(p.amountMinor, p.currency),
      currency: p.currency,
      status: p.status,
      created_at: p.createdAt.toISOString(),
    })),
    refunds: parts.refunds.map((r): OrderRefundDto => ({
      id: r.id,
      amount: majorUnits(r.amountMinor, r.currency),
      currency: r.currency,
      status: r.status,
      created_at: r.createdAt.toISOString(),
    })),
    events: parts.events.map((e): OrderEventDto => ({
      id: e.id,
      type: e.type,
      // Text columns that recordOrderEvent writes only with an order's statuses.
      from_status: e.fromStatus as OrderStatus | null,
      to_status: e.toStatus as OrderStatus | null,
      created_at: e.createdAt.toISOString(),
      data: e.data,
    })),
    // Tax and credit notes (decisions 181, 182): only where there are any, so an order without
    // them answers as the specs write it.
    ...taxAndCreditNotes(order, parts.creditNotes),
  };
}

function taxAndCreditNotes(order: OrderRow, notes: CreditNoteRow[]) {
  const tax = orderTaxDtoOf(order);
  return {
    ...(tax ? { tax } : {}),
    ...(notes.length
      ? { credit_notes: notes.map((n) => creditNoteDtoOf(n, buyerCreditNotePath(order.id, n.id))) }
      : {}),
  };
}
