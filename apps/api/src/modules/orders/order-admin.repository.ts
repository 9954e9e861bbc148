// What the console reads of orders (docs/api.md, back office, "Orders"): the queue with its filters, one
// order in full, and the dashboard's figures; and what its moves, amendments and notes write. An order's balance comes from order-balance (the
// domain's rule); the dashboard's sums write the same rule in SQL (see dashboard()), so no order
// is read into memory to add them up.
import { orderExportOf } from './order-export-columns.ts';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { repCompanyIds } from '../companies/index.ts';
import { decimal, fromMinorUnits, minorUnitExponent, moneyNumber } from '@solestock/domain';
import {
  CARTON_PAIRS,
  cartonCount,
  netWeightKg,
  totalPairs,
} from '@solestock/domain/back-office/order-figures';
import { possibleMoves, type OrderStatus } from '@solestock/domain/back-office/order-workflow';
import type {
  AdminOrder,
  AdminOrderByStyle,
  AdminOrderRow,
  Dashboard,
} from '@solestock/domain/back-office/order-payloads';
import { STALE_RATES_MS } from '@solestock/domain/back-office/exchange-rates';
import type { Database, Tx } from '../../db/connect.ts';
import {
  creditNotes,
  exchangeRates,
  orderLines,
  orderNotes,
  orders,
  payments,
  products,
  refunds,
  staff,
  users,
} from '../../db/schema.ts';
import { moneyOf, owedBy, refundDueOf, type OrderMoney } from './order-balance.ts';
import { creditNoteDtoOf, creditNotesOf } from './credit-notes.repository.ts';
import { orderTaxDtoOf } from './order-tax.ts';
import { staffCreditNotePath } from '@solestock/domain/back-office/credit-notes';
import { sellerDetails } from '../seller/index.ts';
import { isAmendable } from '@solestock/domain/back-office/order-amendment';
import {
  availableDocuments,
  staffDocumentPath,
  TRADE_DOCUMENT_TITLES,
} from '@solestock/domain/back-office/trade-documents';
import { eventsOf } from './order-events.ts';
import { isOverdue } from '@solestock/domain/payment-terms';
import { adminOrderStyles, linesKept, styledLinesOf, type LinesRead } from './order-styles.ts';

export const ADMIN_ORDERS_PAGE_SIZE = 25;
/** The CSV export's ceiling: a larger set is narrowed with the filters first. */
export const ADMIN_ORDERS_EXPORT_LIMIT = 50_000;

/** The statuses the review queue waits on: the dashboard's count and its "Open the queue". */
export const AWAITING_REVIEW_STATUSES = ['submitted', 'paid'] as const satisfies OrderStatus[];
/** A queue filter for both at once (`?status=awaiting_review`). */
export const AWAITING_REVIEW = 'awaiting_review';

export interface OrderFilters {
  status?: OrderStatus | typeof AWAITING_REVIEW;
  q?: string;
  country?: string;
  /** Inclusive day, UTC. */
  from?: Date;
  /** Inclusive day, UTC: orders before the next midnight. */
  to?: Date;
  /** One buyer's orders (the console's customer page). */
  buyerId?: number;
  /** Invoices on account due before today and still owing (decision 151). */
  overdue?: boolean;
  /** A sales rep's reach: only the orders of the companies assigned to them (docs/staff-orders.md). */
  repStaffId?: number;
}

/**
 * What an order owes in SQL, in minor units: the domain's balanceDue (order-workflow.ts) as the
 * dashboard writes it, read on `"orders"` by name (drizzle writes ${orders.id} as a bare "id",
 * which inside the subqueries would be the payment's or refund's own id). Only refunds' credit
 * notes lower the cost (COST_LOWERING_CREDIT_REASONS, decision 183).
 */
const owedMinorSql = sql`(${orders.totalMinor} + coalesce(${orders.shippingChargeMinor}, 0)
    + ${orders.goodsTaxMinor} + coalesce(${orders.shippingTaxMinor}, 0)
    - coalesce((select sum(c.amount_minor) from ${creditNotes} c
        where c.order_id = "orders"."id" and c.reason = 'refund'), 0)
    - coalesce((select sum(p.amount_minor) from ${payments} p
        where p.order_id = "orders"."id" and p.status = 'succeeded'), 0)
    + coalesce((select sum(r.amount_minor) from ${refunds} r
        where r.order_id = "orders"."id" and r.status = 'succeeded'), 0))`;

/** Overdue on `today` (YYYY-MM-DD, UTC): on account, shipped (in part or whole), due before today, still owing. */
export function overdueSql(today: string): SQL {
  return and(
    eq(orders.paymentTerms, 'account'),
    inArray(orders.status, ['partially_shipped', 'shipped', 'delivered']),
    lt(orders.dueOn, today),
    sql`${owedMinorSql} > 0`,
  )!;
}

type OrderRow = typeof orders.$inferSelect;

type OrderLineRow = typeof orderLines.$inferSelect;

/** Whether order `orderId` exists. */
export async function hasOrder(db: Database, orderId: number): Promise<boolean> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  return order !== undefined;
}

function whereOf(f: OrderFilters, now: Date = new Date()): SQL | undefined {
  const parts: SQL[] = [];
  if (f.repStaffId !== undefined)
    parts.push(inArray(orders.companyId, repCompanyIds(f.repStaffId)));
  if (f.overdue) parts.push(overdueSql(now.toISOString().slice(0, 10)));
  if (f.status === AWAITING_REVIEW)
    parts.push(inArray(orders.status, [...AWAITING_REVIEW_STATUSES]));
  else if (f.status) parts.push(eq(orders.status, f.status));
  if (f.buyerId !== undefined) parts.push(eq(orders.userId, f.buyerId));
  if (f.country) parts.push(eq(orders.countryCode, f.country));
  if (f.from) parts.push(gte(orders.createdAt, f.from));
  if (f.to) parts.push(lt(orders.createdAt, new Date(f.to.getTime() + 86_400_000)));
  if (f.q) {
    const q = f.q;
    const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
    const byText = or(
      ilike(users.email, `%${escaped}%`),
      ilike(users.firstName, `%${escaped}%`),
      ilike(orders.companyName, `%${escaped}%`),
      // A SKU on any line of the order, by its beginning (the SKU index serves a prefix).
      sql`exists (select 1 from ${orderLines} ol join ${products} p on p.id = ol.product_id
                  where ol.order_id = ${orders.id} and p.sku ilike ${`${escaped}%`})`,
    )!;
    // "#123" is an order number and nothing else; a bare "123" may also begin a SKU.
    const id = /^#?\d{1,9}$/.test(q) ? Number(q.replace('#', '')) : undefined;
    if (id === undefined) parts.push(byText);
    else parts.push(q.startsWith('#') ? eq(orders.id, id) : or(eq(orders.id, id), byText)!);
  }
  return parts.length ? and(...parts) : undefined;
}

/** The queue, newest first, one page (or up to `limit` rows for the export). */
export async function listOrders(
  db: Database,
  filters: OrderFilters,
  page: { offset: number; limit: number },
): Promise<{ count: number; results: (AdminOrderRow & { symbol: string })[] }> {
  const where = whereOf(filters);
  const [rows, [{ count } = { count: 0 }]] = await Promise.all([
    db
      .select({
        order: orders,
        buyer: { id: users.id, email: users.email, firstName: users.firstName },
        itemsCount: sql<number>`(select count(*)::int from ${orderLines} ol where ol.order_id = ${orders.id})`,
        pairs: sql<number>`(select coalesce(sum(ol.quantity), 0)::int from ${orderLines} ol where ol.order_id = ${orders.id})`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where),
  ]);
  const money = await moneyOf(
    db,
    rows.map((r) => r.order.id),
  );
  return {
    count: Number(count),
    results: rows.map((r) =>
      orderRowDto(r.order, r.buyer, Number(r.itemsCount), money.get(r.order.id), Number(r.pairs)),
    ),
  };
}

/** Where a poll stands: changed at or after `since`, past the last (updated_at, id) it read. */
export interface ChangedSince {
  since?: Date;
  after?: { at: string; id: number };
}

/**
 * The orders changed since a time (docs/sync.md, decision 200), oldest change first, by
 * (updated_at, id), at most `limit` (and whether more wait). `at` is the change's time to the
 * microsecond, as the database keeps it, so a cursor made of it misses and repeats nothing.
 */
export async function listOrdersChangedSince(
  db: Database,
  filters: OrderFilters,
  position: ChangedSince,
  limit: number,
): Promise<{ results: (AdminOrderRow & { updated_at: string })[]; more: boolean }> {
  const where = and(
    whereOf(filters),
    position.since ? gte(orders.updatedAt, position.since) : undefined,
    position.after
      ? sql`(${orders.updatedAt}, ${orders.id}) > (${position.after.at}::timestamptz, ${position.after.id}::int)`
      : undefined,
  );
  const rows = await db
    .select({
      order: orders,
      at: sql<string>`to_char(${orders.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      buyer: { id: users.id, email: users.email, firstName: users.firstName },
      itemsCount: sql<number>`(select count(*)::int from ${orderLines} ol where ol.order_id = ${orders.id})`,
      pairs: sql<number>`(select coalesce(sum(ol.quantity), 0)::int from ${orderLines} ol where ol.order_id = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(asc(orders.updatedAt), asc(orders.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const money = await moneyOf(
    db,
    page.map((r) => r.order.id),
  );
  return {
    more: rows.length > limit,
    results: page.map((r) => ({
      ...orderRowDto(
        r.order,
        r.buyer,
        Number(r.itemsCount),
        money.get(r.order.id),
        Number(r.pairs),
      ),
      updated_at: r.at,
    })),
  };
}

export function orderRowDto(
  order: OrderRow,
  buyer: { id: number; email: string; firstName: string },
  itemsCount: number,
  money: OrderMoney | undefined,
  pairs: number,
): AdminOrderRow {
  const shipping = order.shippingCharge === null ? null : decimal(order.shippingCharge);
  const owed = owedBy(order, money);
  return {
    id: order.id,
    created_at: order.createdAt.toISOString(),
    status: order.status,
    buyer: { id: buyer.id, email: buyer.email, first_name: buyer.firstName },
    country_code: order.countryCode,
    currency: order.currency,
    symbol: order.symbol,
    total: moneyNumber(order.total),
    // Issue 28.8: each figure named for what it counts. `total` stays the goods (the contract's
    // field); `goods_total` says so, and `order_total` adds the shipping and, on a taxed order,
    // the tax (decision 181), as the buyer is asked to pay.
    goods_total: moneyNumber(order.total),
    shipping_charge: shipping === null ? null : moneyNumber(shipping),
    order_total:
      orderTaxDtoOf(order)?.total_with_tax ??
      moneyNumber(shipping === null ? order.total : shipping.plus(order.total)),
    balance_due: moneyNumber(owed),
    items_count: itemsCount,
    lines_count: itemsCount,
    pairs,
    version: order.version,
    company: { id: order.companyId, name: order.companyName, tax_id: order.companyTaxId },
    delivery_address: order.deliveryAddress,
    payment_terms: order.paymentTerms,
    deposit_percent: order.depositPercent,
    net_days: order.netDays,
    due_on: order.dueOn,
    overdue: isOverdue(order.dueOn, owed, new Date()),
    // Held for credit control (docs/credit-control.md): why, while it waits in review.
    hold: order.hold,
    hold_reason: order.holdReason,
  };
}

/** One order with every line on its own (the contract's answer, and every move's), or undefined. */
export async function adminOrder(
  db: Database,
  orderId: number,
  linesRead?: LinesRead,
): Promise<AdminOrder | undefined> {
  const read = await adminOrderRead(db, orderId, linesRead);
  if (!read) return undefined;
  return {
    ...read.order,
    lines: read.lines.map(({ line: l, sku }) => ({
      id: l.id,
      product_id: l.productId,
      sku,
      product_name: l.productName,
      brand: l.brand,
      color: l.color,
      size: l.size,
      quantity: l.quantity,
      mode: l.mode,
      sale_mode: l.saleMode,
      ships_from: l.shipsFrom,
      ships_by: l.shipsBy,
      ...(l.incomingPairs > 0 ? { incoming_pairs: l.incomingPairs } : {}),
      unit_price: Number(l.unitPrice),
      product_currency: l.productCurrency,
      conversion_rate: Number(l.conversionRate),
      converted_unit_price: Number(l.convertedUnitPrice),
      line_total: moneyNumber(l.lineTotal),
    })),
  };
}

/**
 * One order as the console's order page reads it (`?lines=styles`, docs/api.md "Lines by
 * style"): its lines by style and colour in place of `lines`, or undefined.
 */
export async function adminOrderByStyle(
  db: Database,
  orderId: number,
): Promise<AdminOrderByStyle | undefined> {
  const read = await adminOrderRead(db, orderId);
  if (!read) return undefined;
  return { ...read.order, styles: adminOrderStyles(read.lines) };
}

/**
 * The order's answer but its lines, and its lines with their styles. `linesRead`: the lines a
 * move read under the order's lock as it committed (its mail's); they are the order's still while
 * the order is at that version, every change of its lines being a move that raises it
 * (withLockedOrder), so an 800-line order is not read twice in one move (docs/api.md, "every
 * move still answers `lines`").
 */
async function adminOrderRead(db: Database, orderId: number, linesRead?: LinesRead) {
  const [row] = await db
    .select({
      order: orders,
      buyer: { id: users.id, email: users.email, firstName: users.firstName },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return undefined;
  const { order } = row;
  const [stored, paid, refunded, events, notes, money, seller, credited] = await Promise.all([
    linesRead?.version === order.version ? linesRead.lines : styledLinesOf(db, orderId),
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id)),
    db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id)),
    eventsOf(db, [orderId]),
    db
      .select({ note: orderNotes, staffName: staff.name, staffEmail: staff.email })
      .from(orderNotes)
      .innerJoin(staff, eq(staff.id, orderNotes.staffId))
      .where(eq(orderNotes.orderId, orderId))
      .orderBy(asc(orderNotes.id)),
    moneyOf(db, [orderId]),
    sellerDetails(db),
    creditNotesOf(db, [orderId]),
  ]);
  // The lines as the page shows them: the pairs not cancelled (decision 183).
  const lines = linesKept(stored, order.currency);
  const tax = orderTaxDtoOf(order);
  const orderMoney = money.get(orderId);
  const owed = owedBy(order, orderMoney);
  const pairs = totalPairs(lines.map((l) => ({ pairs: l.line.quantity })));
  const weight = netWeightKg(
    lines.map((l) => ({ pairs: l.line.quantity, weight: l.weight, unit: l.weightUnit ?? '' })),
  );
  const answer = {
    ...orderRowDto(order, row.buyer, lines.length, orderMoney, pairs),
    // What shipping is priced from (decision 140): cartons by style and colour, net weight.
    cartons: cartonCount(
      lines.map((l) => ({ style: l.itemGroupId, color: l.line.color, pairs: l.line.quantity })),
    ),
    carton_pairs: CARTON_PAIRS,
    net_weight_kg: weight.kg,
    unweighed_lines: weight.unweighed_lines,
    carrier: order.carrier,
    tracking_number: order.trackingNumber,
    cancel_reason: order.cancelReason,
    possible_moves: possibleMoves(order.status, owed, order.paymentTerms),
    // Paid beyond what an amendment left it costing: refunded on confirmation (decision 153).
    refund_due: moneyNumber(refundDueOf(order, orderMoney)),
    // Whether its lines may still be changed (docs/api.md, "Amending an order").
    amendable: isAmendable(order.status),
    // How it travels (docs/export-papers.md), and whether staff may still change it.
    export: orderExportOf(order),
    // The trade documents it has now, at the staff's own route (docs/api.md, "Trade documents").
    documents: availableDocuments(order.status, seller).map((document) => ({
      document,
      title: TRADE_DOCUMENT_TITLES[document],
      url: staffDocumentPath(order.id, document),
    })),
    payments: paid.map((p) => ({
      id: p.id,
      processor: p.processor,
      kind: p.kind,
      payment_intent_id: p.paymentIntentId,
      reference: p.reference,
      received_on: p.receivedOn,
      amount: fromMinorUnits(p.amountMinor, p.currency).toNumber(),
      currency: p.currency,
      status: p.status,
      created_at: p.createdAt.toISOString(),
    })),
    refunds: refunded.map((r) => ({
      id: r.id,
      payment_id: r.paymentId,
      processor: r.processor,
      amount: fromMinorUnits(r.amountMinor, r.currency).toNumber(),
      currency: r.currency,
      status: r.status,
      error: r.lastError,
      created_at: r.createdAt.toISOString(),
    })),
    events: events.map((e) => ({
      id: e.id,
      type: e.type,
      from_status: e.fromStatus,
      to_status: e.toStatus,
      data: e.data,
      created_at: e.createdAt.toISOString(),
      // A staff id comes from the joined row, so its name and e-mail are there with it.
      staff: e.staffId
        ? { id: e.staffId, name: e.staffName ?? '', email: e.staffEmail ?? '' }
        : null,
    })),
    notes: notes.map(({ note, staffName, staffEmail }) => ({
      id: note.id,
      text: note.text,
      created_at: note.createdAt.toISOString(),
      staff: { id: note.staffId, name: staffName, email: staffEmail },
    })),
    // Tax and credit notes (decisions 181, 182), only where there are any.
    ...(tax ? { tax } : {}),
    ...(credited.length
      ? {
          credit_notes: credited.map((n) =>
            creditNoteDtoOf(n, staffCreditNotePath(order.id, n.id)),
          ),
        }
      : {}),
  } satisfies Omit<AdminOrder, 'lines'>;
  return { order: answer, lines };
}

/** The overdue invoices the dashboard lists (the queue's ?overdue=true has them all). */
const OVERDUE_SHOWN = 20;

/** The stuck refunds the dashboard lists: failed, or never sent because of an error. */
const STUCK_REFUNDS_SHOWN = 20;

/** The statuses whose balance the dashboard sums: confirmed, or shipped in part (decision 177). */
const OWING_STATUSES = ['confirmed', 'partially_shipped'] satisfies OrderRow['status'][];

/**
 * The dashboard, every figure an aggregate in SQL (issue 27 item 10: no order is read into
 * memory): orders awaiting review (submitted or paid), the balance due on confirmed (or partially
 * shipped) orders per
 * currency, orders placed today that are not cancelled, today's payments less refunds per
 * currency, the refunds that are stuck, and whether the rates are stale.
 */
export async function dashboard(
  db: Database,
  now: Date = new Date(),
  /** A sales rep's own figures: only their companies' orders, payments and refunds count. */
  repStaffId?: number,
): Promise<Dashboard> {
  // A rep's figures (docs/staff-orders.md): every order, payment and refund counted is of an
  // order of their companies; everyone else's are the whole shop's (`true`).
  const mine =
    repStaffId === undefined ? sql`true` : inArray(orders.companyId, repCompanyIds(repStaffId));
  const mineById = (orderId: SQLWrapper) =>
    repStaffId === undefined
      ? sql`true`
      : sql`${orderId} in (select o.id from ${orders} o where o.company_id in ${repCompanyIds(repStaffId)})`;
  const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const confirmedCurrencies = await db
    .selectDistinct({ currency: orders.currency })
    .from(orders)
    .where(and(inArray(orders.status, OWING_STATUSES), mine));
  // Payments are counted in minor units, totals in the currency: each currency's scale is the
  // domain's (minorUnitExponent), written into the query as a CASE over the currencies in use.
  const scale =
    confirmedCurrencies.length === 0
      ? sql`100`
      : sql`case ${orders.currency} ${sql.join(
          confirmedCurrencies.map(
            ({ currency }) =>
              sql`when ${currency} then ${sql.raw(String(10 ** minorUnitExponent(currency)))}`,
          ),
          sql` `,
        )} end`;
  // The domain's balanceDue (order-workflow.ts), per order, never below zero: with its tax and
  // less its refunds' credit notes, as the order's own balance reads it.
  const owed = sql`greatest(0, ${owedMinorSql})::numeric / ${scale}`;
  const overdue = overdueSql(now.toISOString().slice(0, 10));
  const [
    [waiting],
    owing,
    [today],
    takings,
    giveBacks,
    stuck,
    [stuckCount],
    [rates],
    overdueRows,
    [overdueCount],
  ] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(inArray(orders.status, [...AWAITING_REVIEW_STATUSES]), mine)),
    db
      .select({
        currency: orders.currency,
        amount: sql<string>`sum(${owed})::text`,
        orders: sql<number>`count(*) filter (where ${owed} > 0)::int`,
      })
      .from(orders)
      .where(and(inArray(orders.status, OWING_STATUSES), mine))
      .groupBy(orders.currency)
      .orderBy(orders.currency),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(gte(orders.createdAt, midnight), ne(orders.status, 'cancelled'), mine)),
    db
      .select({ currency: payments.currency, minor: sql<string>`sum(${payments.amountMinor})` })
      .from(payments)
      .where(
        and(
          eq(payments.status, 'succeeded'),
          gte(payments.createdAt, midnight),
          mineById(payments.orderId),
        ),
      )
      .groupBy(payments.currency),
    db
      .select({ currency: refunds.currency, minor: sql<string>`sum(${refunds.amountMinor})` })
      .from(refunds)
      .where(
        and(
          eq(refunds.status, 'succeeded'),
          gte(refunds.updatedAt, midnight),
          mineById(refunds.orderId),
        ),
      )
      .groupBy(refunds.currency),
    db
      .select()
      .from(refunds)
      .where(and(stuckRefund(), mineById(refunds.orderId)))
      .orderBy(asc(refunds.updatedAt), asc(refunds.id))
      .limit(STUCK_REFUNDS_SHOWN),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(refunds)
      .where(and(stuckRefund(), mineById(refunds.orderId))),
    db
      .select({ at: sql<Date | string | null>`max(${exchangeRates.updatedAt})` })
      .from(exchangeRates),
    db
      .select({
        orderId: orders.id,
        companyName: orders.companyName,
        dueOn: orders.dueOn,
        currency: orders.currency,
        owedMinor: sql<string>`${owedMinorSql}`,
      })
      .from(orders)
      .where(and(overdue, mine))
      .orderBy(asc(orders.dueOn), asc(orders.id))
      .limit(OVERDUE_SHOWN),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(overdue, mine)),
  ]);
  const revenue = new Map<string, number>();
  for (const t of takings) revenue.set(t.currency, Number(t.minor));
  for (const g of giveBacks)
    revenue.set(g.currency, (revenue.get(g.currency) ?? 0) - Number(g.minor));
  const ratesAt = rates?.at ? new Date(rates.at) : null;
  return {
    awaiting_review: Number(waiting?.n ?? 0),
    balance_due: owing
      .filter((o) => Number(o.orders) > 0)
      .map((o) => ({
        currency: o.currency,
        amount: moneyNumber(o.amount),
        orders: Number(o.orders),
      })),
    today: {
      orders: Number(today?.n ?? 0),
      revenue: [...revenue]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, minor]) => ({
          currency,
          amount: fromMinorUnits(minor, currency).toNumber(),
        })),
    },
    stuck_refunds: {
      count: Number(stuckCount?.n ?? 0),
      results: stuck.map((r) => ({
        id: r.id,
        order_id: r.orderId,
        amount: fromMinorUnits(r.amountMinor, r.currency).toNumber(),
        currency: r.currency,
        status: r.status,
        error: r.lastError,
        resends: r.resends,
        updated_at: r.updatedAt.toISOString(),
      })),
    },
    stale_rates: ratesAt === null || now.getTime() - ratesAt.getTime() > STALE_RATES_MS,
    rates_updated_at: ratesAt?.toISOString() ?? null,
    overdue: {
      count: Number(overdueCount?.n ?? 0),
      results: overdueRows.map((o) => ({
        order_id: o.orderId,
        company_name: o.companyName,
        due_on: o.dueOn ?? '',
        currency: o.currency,
        balance_due: fromMinorUnits(Number(o.owedMinor), o.currency).toNumber(),
      })),
    },
  };
}

/** Failed, or still unsent with an error (the processor could not be reached). */
function stuckRefund(): SQL {
  return or(
    eq(refunds.status, 'failed'),
    and(eq(refunds.status, 'pending'), isNull(refunds.refundId), isNotNull(refunds.lastError)),
  )!;
}

/** The order's lines, in the order they were placed. */
export async function orderLinesOf(tx: Tx, orderId: number): Promise<OrderLineRow[]> {
  return tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);
}

/** The lines `lineIds` removed from their order. */
export async function deleteOrderLines(tx: Tx, lineIds: number[]): Promise<void> {
  await tx.delete(orderLines).where(inArray(orderLines.id, lineIds));
}

/** Line `lineId` at its new quantity and prices. */
export async function updateOrderLine(
  tx: Tx,
  lineId: number,
  set: Pick<OrderLineRow, 'quantity' | 'unitPrice' | 'convertedUnitPrice' | 'lineTotal'>,
): Promise<void> {
  await tx
    .update(orderLines)
    .set({
      quantity: set.quantity,
      unitPrice: set.unitPrice,
      convertedUnitPrice: set.convertedUnitPrice,
      lineTotal: set.lineTotal,
    })
    .where(eq(orderLines.id, lineId));
}

/** The locked order changed by `set`, answered as it is after. */
export async function updateLockedOrder(
  tx: Tx,
  orderId: number,
  set: Partial<typeof orders.$inferInsert>,
): Promise<OrderRow> {
  const [updated] = await tx.update(orders).set(set).where(eq(orders.id, orderId)).returning();
  if (!updated) throw new Error(`Order ${orderId} vanished under its lock.`);
  return updated;
}

/** A staff note on the order. */
export async function insertOrderNote(
  tx: Tx,
  note: { orderId: number; staffId: number; text: string },
) {
  const [row] = await tx.insert(orderNotes).values(note).returning();
  if (!row) throw new Error('Note insert returned no row.');
  return row;
}
