// Amending an order in review (docs/api.md, "Amending an order"; decision 153): staff change
// quantities or remove lines before the order is confirmed. One transaction locks the order,
// checks the version the staff member saw and the domain's rule (planAmendment), re-prices the
// lines whose tier the change moves by the cart's own pricing (priceLine, tierQuantities) with
// the order's own conversion rates and group discount, refuses what placement's minimums would
// (min_pairs, min_order_usd: amendmentShortfalls), moves the pairs (amendStock), and writes
// the lines, the total, the timeline event, the audit record and the buyer's mail together.
import { goodsTaxMinorAt } from './order-tax.ts';
import {
  decimal,
  type BuyerPriceTerms,
  fromMinorUnits,
  moneyNumber,
  sumMoney,
  tierQuantities,
  toMinorUnits,
  type Decimal,
  type ExchangeRates,
  type MinimumLine,
} from '@solestock/domain';
import {
  planAmendment,
  type AmendLinesFields,
  type AmendmentPreview,
  type LineChange,
} from '@solestock/domain/back-office/order-amendment';
import type { Database, Tx } from '../../db/connect.ts';
import { HttpError, badRequest, notFound } from '../../http/errors.ts';
import { queueMail } from '../mail/index.ts';
import { amendStock } from '../stock/index.ts';
import { recordAuditAs } from '../audit/index.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { priceLine, productsWithSlabs } from '../cart/index.ts';
import { discountText } from '../customer-groups/index.ts';
import { orderPriceTerms } from '../price-lists/index.ts';
import { amendmentShortfalls, minOrderUsd, refuseShortfalls } from '../minimums/index.ts';
import { cachedExchangeRates } from '../rates/index.ts';
import { moneyOf, owedBy, refundDueOf } from './order-balance.ts';
import { recordOrderEvent } from './order-events.ts';
import { mailOrderOf, orderAmendedMail, type AmendedLine } from './order-mails.ts';
import { withLockedOrder } from './order-lock.ts';
import {
  deleteOrderLines,
  orderLinesOf,
  updateLockedOrder,
  updateOrderLine,
} from './order-admin.repository.ts';
import { orderById, type OrderLineRow, type OrderRow } from './orders.repository.ts';

type Sources = Awaited<ReturnType<typeof productsWithSlabs>>;

/** A line after the amendment: its row as it was, its new quantity and prices. */
interface AmendedRow {
  row: OrderLineRow;
  quantity: number;
  unitPrice: string;
  convertedUnitPrice: string;
  lineTotal: Decimal;
  repriced: boolean;
}

/**
 * The change priced as saving prices it, nothing written: the order's lines, the plan, each line
 * after it, the new goods. Refused (nothing changed) as a save is: the domain's rule
 * (planAmendment), an order that would cost nothing, and placement's minimums.
 */
async function priceAmendment(
  tx: Tx,
  order: OrderRow,
  requested: readonly { id: number; quantity: number }[],
) {
  const rows = await orderLinesOf(tx, order.id);
  const plan = planAmendment(order.status, rows, requested);
  if (!plan.ok) throw new HttpError(plan.status, plan.code, plan.reason);

  const sources = await productsWithSlabs(tx, [...new Set(rows.map((r) => r.productId))]);
  const terms = await orderPriceTerms(
    tx,
    order,
    discountText(order.groupDiscount),
    rows.map((r) => r.productId),
  );
  const amended = repriced(order, rows, plan.kept, sources, terms);
  const total = sumMoney(amended.map((l) => l.lineTotal));
  const totalMinor = toMinorUnits(total, order.currency);
  if (totalMinor <= 0)
    throw badRequest(
      'After this change the order would cost nothing: keep a line with a price, or cancel the order.',
    );
  // The minimums placement applies (decision 145), to what this change touches.
  refuseShortfalls(
    amendmentShortfalls(
      minimumLines(rows, amended, sources),
      { total, before: order.total, currency: order.currency },
      await cachedExchangeRates(tx),
      await minOrderUsd(tx),
    ),
    'amendment',
  );
  return { rows, changes: plan.changes, amended, total, totalMinor };
}

/**
 * What saving these lines would make of the order (POST /admin/orders/{id}/lines/preview/, issue
 * 43 item 2): priced by the server exactly as a save, in a transaction that writes nothing and
 * holds no lock; stock is checked when the change is saved.
 */
export async function previewAmendment(
  db: Database,
  orderId: number,
  requested: readonly { id: number; quantity: number }[],
): Promise<AmendmentPreview> {
  return db.transaction(async (tx) => {
    const order = await orderById(tx, orderId);
    if (!order) throw notFound('No order has this number.');
    const { rows, amended, total } = await priceAmendment(tx, order, requested);
    const after = {
      ...order,
      total: total.toFixed(2),
      goodsTaxMinor: goodsTaxMinorAt(order, total),
    };
    const money = (await moneyOf(tx, [order.id])).get(order.id);
    const priced = new Map(amended.map((l) => [l.row.id, l]));
    return {
      total_before: moneyNumber(order.total),
      total: moneyNumber(total),
      balance_due: moneyNumber(owedBy(after, money)),
      refund_due: moneyNumber(refundDueOf(after, money)),
      lines: rows.flatMap((r) => {
        const l = priced.get(r.id);
        if (l && l.quantity === r.quantity && !priceMoved(l)) return [];
        return [
          {
            id: r.id,
            quantity_before: r.quantity,
            quantity: l?.quantity ?? 0,
            unit_price_before: moneyNumber(r.convertedUnitPrice),
            unit_price: moneyNumber(l?.convertedUnitPrice ?? r.convertedUnitPrice),
            line_total: moneyNumber(l?.lineTotal ?? 0),
          },
        ];
      }),
    };
  });
}

/** Whether the line's price per pair moved with the change (its tier, its style's tier). */
const priceMoved = (l: AmendedRow) =>
  !decimal(l.convertedUnitPrice).equals(decimal(l.row.convertedUnitPrice));

export async function amendLines(
  db: Database,
  actor: StaffActor,
  publicUrl: string,
  orderId: number,
  input: AmendLinesFields,
): Promise<void> {
  await withLockedOrder(db, orderId, input.version, async (tx, order) => {
    const {
      rows,
      changes: planned,
      amended,
      total,
      totalMinor,
    } = await priceAmendment(tx, order, input.lines);

    // The pairs move with the lines, or nothing changes (409 insufficient_stock).
    const kept = new Map(amended.map((l) => [l.row.id, l.quantity]));
    await amendStock(tx, {
      orderId: order.id,
      lines: rows.map((r) => ({
        productId: r.productId,
        quantity: kept.get(r.id) ?? 0,
        before: r.quantity,
        saleMode: r.saleMode,
        name: r.productName,
        color: r.color,
        size: r.size,
      })),
      cause: `order ${order.id} amended`,
      outcome: 'The order was not changed: lower the quantity, then save again.',
      who: actor,
    });

    const removed = rows.filter((r) => !kept.has(r.id)).map((r) => r.id);
    if (removed.length > 0) await deleteOrderLines(tx, removed);
    for (const l of amended) {
      if (l.quantity === l.row.quantity && !l.repriced) continue;
      await updateOrderLine(tx, l.row.id, {
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        convertedUnitPrice: l.convertedUnitPrice,
        lineTotal: l.lineTotal.toFixed(2),
      });
    }
    const updated = await updateLockedOrder(tx, order.id, {
      total: total.toFixed(2),
      totalMinor,
      // The goods' tax follows the new goods at the order's own rate (decision 181).
      goodsTaxMinor: goodsTaxMinorAt(order, total),
      version: order.version + 1,
      updatedAt: new Date(),
    });

    const money = (await moneyOf(tx, [order.id])).get(order.id);
    const owed = owedBy(updated, money);
    const refund = refundDueOf(updated, money);
    const changes = describe(rows, planned, amended);
    await recordOrderEvent(tx, {
      orderId: order.id,
      type: 'amended',
      fromStatus: order.status,
      toStatus: order.status,
      staffId: actor.staffId,
      data: {
        note: input.note,
        // The quantities staff changed; the mail also names the lines only re-priced.
        changes: changes
          .filter((c) => c.from !== c.to)
          .map((c) => ({
            line_id: c.id,
            product: c.name,
            from: c.from,
            to: c.to,
          })),
        total_before: moneyNumber(order.total),
        total_after: moneyNumber(total),
        balance_due: moneyNumber(owed),
        ...(refund.greaterThan(0) ? { refund_due: moneyNumber(refund) } : {}),
      },
    });
    await recordAuditAs(tx, actor, {
      action: 'order.amend',
      entityType: 'order',
      entityId: order.id,
      before: auditView(
        order,
        rows.map((r) => ({ ...r, lineTotal: decimal(r.lineTotal) })),
      ),
      after: {
        ...auditView(
          updated,
          amended.map((l) => ({
            id: l.row.id,
            quantity: l.quantity,
            convertedUnitPrice: l.convertedUnitPrice,
            lineTotal: l.lineTotal,
          })),
        ),
        note: input.note,
      },
    });
    await queueMail(
      tx,
      orderAmendedMail(publicUrl, await mailOrderOf(tx, updated), {
        changes,
        totalBefore: order.total,
        paid: fromMinorUnits((money?.paidMinor ?? 0) - (money?.refundedMinor ?? 0), order.currency),
        balanceDue: owed,
        refundDue: refund,
        note: input.note,
      }),
    );
  });
}

/**
 * The lines that stay, each at its new quantity. A line whose tier quantity (its own, or its
 * style's pairs) the change leaves alone keeps the unit price it was placed at; one whose tier
 * moves is priced again by the cart's rule from the catalogue's slabs, with the order's group
 * discount and the line's own stored conversion rate (decision 153).
 */
function repriced(
  order: OrderRow,
  rows: readonly OrderLineRow[],
  kept: ReadonlyMap<number, number>,
  sources: Sources,
  terms: BuyerPriceTerms,
): AmendedRow[] {
  const tierLine = (r: OrderLineRow, quantity: number) => {
    const s = sources.get(r.productId);
    // A product gone from the catalogue prices by its own line (its snapshot is all there is).
    return {
      itemGroupId: s?.itemGroupId ?? -r.id,
      tierScope: s?.tierScope ?? ('product' as const),
      quantity,
    };
  };
  const before = tierQuantities(rows.map((r) => tierLine(r, r.quantity)));
  const tierBefore = new Map(rows.map((r, i) => [r.id, before[i]!]));
  const staying = rows.filter((r) => kept.has(r.id));
  const after = tierQuantities(staying.map((r) => tierLine(r, kept.get(r.id)!)));

  return staying.map((row, i) => {
    const quantity = kept.get(row.id)!;
    const tier = after[i]!;
    const source = sources.get(row.productId);
    if (tier === tierBefore.get(row.id) || !source) {
      return {
        row,
        quantity,
        unitPrice: row.unitPrice,
        convertedUnitPrice: row.convertedUnitPrice,
        lineTotal: decimal(row.convertedUnitPrice).times(quantity),
        repriced: false,
      };
    }
    const priced = priceLine(
      { ...source, id: row.id, quantity, mode: row.mode },
      order.countryCode,
      ratesOf(row, order.currency),
      () => {},
      tier,
      terms,
    );
    if (
      priced.currency !== order.currency ||
      (!priced.converted && priced.unitCurrency !== order.currency)
    )
      throw new HttpError(
        409,
        'rates_unavailable',
        `${row.productName}'s price for ${tier} pairs is in ${priced.unitCurrency.toUpperCase()}, which this order has no rate for: change its quantity on its own, or cancel and place the order again.`,
      );
    return {
      row,
      quantity,
      unitPrice: priced.unitPrice.toFixed(4),
      convertedUnitPrice: priced.convertedUnitPrice.toFixed(4),
      lineTotal: priced.lineTotal,
      repriced: true,
    };
  });
}

/**
 * The order's lines after the change as the minimums rule reads them: each kept line with its new
 * pairs, whether its style's pairs changed (a removed line changes its style too). A product gone
 * from the catalogue has no minimum left to meet: its line counts as a style of its own.
 */
function minimumLines(
  rows: readonly OrderLineRow[],
  amended: readonly AmendedRow[],
  sources: Sources,
): (MinimumLine & { changed: boolean })[] {
  const styleOf = (r: OrderLineRow) => sources.get(r.productId)?.itemGroupId ?? -r.id;
  const after = new Map(amended.map((l) => [l.row.id, l.quantity]));
  const changed = new Set(
    rows.filter((r) => after.get(r.id) !== r.quantity).map((r) => styleOf(r)),
  );
  return amended.map((l) => {
    const source = sources.get(l.row.productId);
    return {
      itemGroupId: styleOf(l.row),
      style: source?.styleName ?? l.row.productName,
      minPairs: source?.minPairs ?? 0,
      quantity: l.quantity,
      changed: changed.has(styleOf(l.row)),
    };
  });
}

/**
 * The rate map that converts the line's own currency into the order's by the rate stored on the
 * line when the order was placed (target ÷ own), never today's: the map is USD-based, so the
 * known side is written as 1 (or, for a USD order, the own currency as 1 ÷ the stored rate).
 */
function ratesOf(line: OrderLineRow, orderCurrency: string): ExchangeRates {
  const own = line.productCurrency.toLowerCase();
  const target = orderCurrency.toLowerCase();
  const rate = decimal(line.conversionRate);
  if (own === target) return { rates: { [target.toUpperCase()]: 1 } };
  if (own === 'usd') return { rates: { [target.toUpperCase()]: rate } };
  if (target === 'usd') return { rates: { [own.toUpperCase()]: decimal(1).div(rate) } };
  return { rates: { [own.toUpperCase()]: 1, [target.toUpperCase()]: rate } };
}

/**
 * Each change in words for the mail, in the order's line order: every line whose pairs changed
 * and every line whose price per pair moved with the style's tier though its pairs did not
 * (issue 43 item 2), with its old and new price. The timeline keeps the quantity changes.
 */
function describe(
  rows: readonly OrderLineRow[],
  changes: readonly LineChange[],
  amended: readonly AmendedRow[],
): AmendedLine[] {
  const changed = new Map(changes.map((c) => [c.id, c]));
  const priced = new Map(amended.map((l) => [l.row.id, l]));
  return rows.flatMap((r) => {
    const l = priced.get(r.id);
    const moved = l !== undefined && priceMoved(l);
    const change = changed.get(r.id);
    if (!change && !moved) return [];
    return [
      {
        id: r.id,
        name: [r.productName, r.color, r.size ? `size ${r.size}` : ''].filter(Boolean).join(', '),
        from: change?.from ?? r.quantity,
        to: change?.to ?? r.quantity,
        lineTotal: l?.lineTotal ?? decimal(0),
        ...(moved ? { unitBefore: r.convertedUnitPrice, unitAfter: l.convertedUnitPrice } : {}),
      },
    ];
  });
}

const auditView = (
  o: OrderRow,
  lines: readonly {
    id: number;
    quantity: number;
    convertedUnitPrice: string;
    lineTotal: Decimal;
  }[],
) => ({
  status: o.status,
  version: o.version,
  total: o.total,
  lines: lines.map((l) => ({
    id: l.id,
    quantity: l.quantity,
    unit_price: moneyNumber(l.convertedUnitPrice),
    line_total: moneyNumber(l.lineTotal),
  })),
});
