// Shipments and back orders (docs/orders-and-payments.md, "Shipments and back orders"; decision
// 177). A shipment runs in one transaction holding the order's row: the domain's rules check the
// pairs, the pre-order windows and, for a card order, what must be paid first; then it takes the
// next number of the one INV- series (the year's counter row, locked until the transaction ends,
// so shipments at the same moment take turns and none leaves a gap), writes the shipment, its
// lines, the order's new status, the timeline event, the audit record, the buyer's mail and, on
// account, its own due reminder. Cancelling pairs left records them on the lines, gives their
// stock back, lowers the order's goods and their tax, and gives a card order back what it has
// now overpaid, with a credit note once it has an invoice (decision 183).
import {
  decimal,
  formatPrice,
  fromMinorUnits,
  moneyNumber,
  sumMoney,
  toMinorUnits,
} from '@solestock/domain';
import { moveOrder } from '@solestock/domain/back-office/order-workflow';
import {
  checkLineCancel,
  checkShipment,
  goodsKept,
  lineReadiness,
  owedBeforeShipment,
  pairsLeft,
  readinessWords,
  statusAfterShipping,
  type AdminShipments,
  type BuyerShipments,
  type ShipmentAsk,
  type ShipmentCarton,
  type ShipmentCheck,
  type ShipmentDto,
  type ShipmentLineState,
} from '@solestock/domain/back-office/shipments';
import {
  availableDocuments,
  buyerDocumentPath,
  staffDocumentPath,
  TRADE_DOCUMENT_TITLES,
} from '@solestock/domain/back-office/trade-documents';
import { invoiceDueOn } from '@solestock/domain/payment-terms';
import { isStockLimited } from '@solestock/domain/stock-check';
import type { Database, Tx } from '../../db/connect.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { recordAuditAs } from '../audit/index.ts';
import { queueMail } from '../mail/index.ts';
import { sellerDetails } from '../seller/index.ts';
import { amendStock } from '../stock/index.ts';
import { takeInvoiceNumber } from './invoice-numbers.ts';
import { scheduleDueReminder } from './invoice-reminders.ts';
import { issueCreditNote } from './credit-notes.service.ts';
import { moneyOf, owedBy, refundDueOf } from './order-balance.ts';
import { goodsTaxMinorAt } from './order-tax.ts';
import { queueRefunds } from './refunds.service.ts';
import { recordOrderEvent } from './order-events.ts';
import { withLockedOrder } from './order-lock.ts';
import { updateLockedOrder } from './order-admin.repository.ts';
import { linesCancelledMail, mailOrderOf, orderShippedMail } from './order-mails.ts';
import { orderStyles, styledLinesOf, type StyledLine } from './order-styles.ts';
import { findOrder, type OrderRow } from './orders.repository.ts';
import {
  addCancelledPairs,
  availabilityOf,
  insertShipment,
  linesOfShipment,
  orderById,
  shipmentsOf,
  shippedPairsByLine,
  type ShipmentWithLines,
} from './shipments.repository.ts';

/** What a shipment carries and how it goes; `lines: 'all'` ships every pair left (`ship`). */
export interface ShipInput {
  lines: readonly ShipmentAsk[] | 'all';
  carrier: string;
  tracking: string;
  waybill: string | null;
  /** YYYY-MM-DD; today (UTC) when absent. */
  shipDate?: string | undefined;
  early: boolean;
  cartons: ShipmentCarton[];
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The order's lines as the shipment rules read them, with their styled rows. */
async function lineStatesOf(
  tx: Database,
  orderId: number,
): Promise<{ styled: StyledLine[]; states: ShipmentLineState[] }> {
  const [styled, shipped] = await Promise.all([
    styledLinesOf(tx, orderId),
    shippedPairsByLine(tx, orderId),
  ]);
  const states = styled.map(({ line, styleName }) => ({
    id: line.id,
    name: styleName ?? line.productName,
    color: line.color,
    size: line.size,
    quantity: line.quantity,
    shipped: shipped.get(line.id) ?? 0,
    cancelled: line.cancelledPairs,
    saleMode: line.saleMode,
    shipsFrom: line.shipsFrom,
    incomingPairs: line.incomingPairs,
    lineTotal: line.lineTotal,
  }));
  return { styled, states };
}

const refusal = (check: Exclude<ShipmentCheck, { ok: true }>) =>
  new HttpError(check.status, check.code, check.reason);

/**
 * Ships `input` of an order whose row the caller's transaction holds: the one way both the
 * shipments route and the old `ship` move (every pair left) ship. Answers the shipment and the
 * order as it is after.
 */
export async function shipLockedOrder(
  tx: Tx,
  actor: StaffActor,
  publicUrl: string,
  order: OrderRow,
  input: ShipInput,
  now: Date = new Date(),
): Promise<{ shipment: ShipmentWithLines; updated: OrderRow }> {
  // The workflow's own sentence for an order that cannot ship from where it is.
  const from = moveOrder(order.status, 'ship', 0, 'account');
  if (!from.ok) throw new HttpError(409, from.code, from.reason);

  const today = utcDay(now);
  const { styled, states } = await lineStatesOf(tx, order.id);
  const asked =
    input.lines === 'all'
      ? states.filter((l) => pairsLeft(l) > 0).map((l) => ({ line_id: l.id, pairs: pairsLeft(l) }))
      : input.lines;
  const check = checkShipment(states, asked, { early: input.early, today });
  if (!check.ok) throw refusal(check);

  const money = (await moneyOf(tx, [order.id])).get(order.id);
  if (order.paymentTerms === 'card') {
    const pairsNow = new Map(check.lines.map((l) => [l.id, l.pairs]));
    const need = owedBeforeShipment({
      lines: states.map((l) => ({ ...l, pairs: pairsNow.get(l.id) ?? 0 })),
      shippingCharge: order.shippingCharge,
      taxRatePercent: order.taxRatePercent,
      currency: order.currency,
      paid: fromMinorUnits(money?.paidMinor ?? 0, order.currency),
      refunded: fromMinorUnits(money?.refundedMinor ?? 0, order.currency),
      credited: fromMinorUnits(money?.creditedMinor ?? 0, order.currency),
    });
    if (need.greaterThan(0))
      throw new HttpError(
        409,
        'balance_due',
        `This shipment can leave once ${formatPrice(order.symbol, need)} more is paid: a card order pays for the goods of each shipment, and the shipping charge${order.taxMode === 'taxed' ? ', with their tax' : ''}, before it ships.`,
      );
  }

  const shipDate = input.shipDate ?? today;
  const dueOn =
    order.paymentTerms === 'account'
      ? invoiceDueOn(new Date(`${shipDate}T00:00:00Z`), order.netDays)
      : null;
  const existing = await shipmentsOf(tx, order.id);
  // Numbered in this transaction, after every check: a refused shipment takes no number.
  const invoiceNumber = await takeInvoiceNumber(tx, now);
  const shipment = await insertShipment(
    tx,
    {
      orderId: order.id,
      number: existing.length + 1,
      invoiceNumber,
      invoiceIssuedAt: now,
      carrier: input.carrier,
      tracking: input.tracking,
      waybill: input.waybill,
      shipDate,
      early: input.early,
      dueOn,
      cartons: input.cartons,
      staffId: actor.staffId,
      createdAt: now,
    },
    check.lines.map((l) => ({ orderLineId: l.id, pairs: l.pairs })),
  );
  const after = states.map((l) => ({
    ...l,
    shipped: l.shipped + (check.lines.find((c) => c.id === l.id)?.pairs ?? 0),
  }));
  const status = statusAfterShipping(after);
  const updated = await updateLockedOrder(tx, order.id, {
    status,
    version: order.version + 1,
    updatedAt: now,
    carrier: input.carrier,
    trackingNumber: input.tracking,
    // The order's own invoice number and due day are its first shipment's (the order-level
    // links answer the first shipment's papers; the overdue list reads the earliest due day).
    ...(order.invoiceNumber ? {} : { invoiceNumber, invoiceIssuedAt: now }),
    ...(dueOn && !order.dueOn ? { dueOn } : {}),
  });

  const pairs = check.lines.reduce((n, l) => n + l.pairs, 0);
  const left = after.reduce((n, l) => n + pairsLeft(l), 0);
  await recordOrderEvent(tx, {
    orderId: order.id,
    type: 'shipped',
    fromStatus: order.status,
    toStatus: status,
    staffId: actor.staffId,
    data: {
      shipment: shipment.number,
      invoice_number: invoiceNumber,
      carrier: input.carrier,
      tracking_number: input.tracking,
      ...(input.waybill ? { waybill: input.waybill } : {}),
      pairs,
      pairs_left: left,
      ...(input.early ? { early: true } : {}),
      ...(dueOn ? { due_on: dueOn } : {}),
    },
  });
  await recordAuditAs(tx, actor, {
    action: 'order.ship',
    entityType: 'order',
    entityId: order.id,
    before: { status: order.status, version: order.version },
    after: {
      status,
      version: updated.version,
      shipment: shipment.number,
      shipment_id: shipment.id,
      invoice_number: invoiceNumber,
      carrier: input.carrier,
      tracking_number: input.tracking,
      lines: check.lines.map((l) => ({ line_id: l.id, pairs: l.pairs })),
      ...(input.early ? { early: true } : {}),
      ...(dueOn ? { due_on: dueOn } : {}),
    },
  });

  const owed = owedBy(updated, money);
  const mailOrder = {
    ...(await mailOrderOf(tx, updated)),
    // The mail lists this shipment's pairs only, and links its own papers.
    styles: orderStyles(linesOfShipment(styled, shipment)),
    documents: availableDocuments(updated.status, await sellerDetails(tx)),
  };
  await queueMail(
    tx,
    orderShippedMail(publicUrl, mailOrder, input.carrier, input.tracking, owed, {
      id: shipment.id,
      number: shipment.number,
      invoiceNumber,
      waybill: input.waybill,
      pairs,
      pairsLeft: left,
      dueOn,
    }),
  );
  // On account: this shipment's invoice falls due on its own day, and is reminded on it.
  if (dueOn) await scheduleDueReminder(tx, order.id, dueOn, shipment.id);
  return { shipment, updated };
}

/** POST /admin/orders/{id}/shipments/: the shipment made, as staff read it. */
export async function createShipment(
  db: Database,
  actor: StaffActor,
  publicUrl: string,
  orderId: number,
  version: number,
  input: ShipInput,
): Promise<ShipmentDto> {
  const { shipment, styled, status } = await withLockedOrder(
    db,
    orderId,
    version,
    async (tx, order) => {
      const made = await shipLockedOrder(tx, actor, publicUrl, order, input);
      return {
        shipment: made.shipment,
        styled: await styledLinesOf(tx, orderId),
        status: made.updated.status,
      };
    },
  );
  const documents = availableDocuments(status, await sellerDetails(db));
  return shipmentDto(shipment, styled, documents, staffDocumentPath);
}

/** A shipment's own papers (decisions 177, 180): its invoice, packing list and origin draft. */
const SHIPMENT_PAPERS = ['invoice', 'packing-list', 'certificate-of-origin'] as const;

type PathOf = (
  orderId: number,
  document: (typeof SHIPMENT_PAPERS)[number],
  shipment: number,
) => string;

function shipmentDto(
  s: ShipmentWithLines,
  styled: readonly StyledLine[],
  documents: readonly string[],
  pathOf: PathOf,
): ShipmentDto {
  const byId = new Map(styled.map((l) => [l.line.id, l]));
  return {
    id: s.id,
    number: s.number,
    invoice_number: s.invoiceNumber,
    invoice_issued_at: s.invoiceIssuedAt?.toISOString() ?? null,
    carrier: s.carrier,
    tracking: s.tracking,
    waybill: s.waybill,
    ship_date: s.shipDate,
    early: s.early,
    due_on: s.dueOn,
    created_at: s.createdAt.toISOString(),
    pairs: s.lines.reduce((n, l) => n + l.pairs, 0),
    lines: s.lines.map((l) => {
      const line = byId.get(l.orderLineId);
      return {
        line_id: l.orderLineId,
        product_name: line?.styleName ?? line?.line.productName ?? '',
        color: line?.line.color ?? '',
        size: line?.line.size ?? null,
        pairs: l.pairs,
      };
    }),
    cartons: s.cartons.map((c) => ({ ...c, marks: c.marks ?? null })),
    documents: SHIPMENT_PAPERS.filter((d) => documents.includes(d)).map((d) => ({
      document: d,
      title: TRADE_DOCUMENT_TITLES[d],
      url: pathOf(s.orderId, d, s.id),
    })),
  };
}

/** GET /admin/orders/{id}/shipments/: each line as shipped so far, and the shipments. */
export async function staffShipments(
  db: Database,
  orderId: number,
  now: Date = new Date(),
): Promise<AdminShipments> {
  const order = await orderById(db, orderId);
  if (!order) throw notFound('No order has this number.');
  const [{ styled, states }, list, seller] = await Promise.all([
    lineStatesOf(db, orderId),
    shipmentsOf(db, orderId),
    sellerDetails(db),
  ]);
  const stockIds = styled
    .filter((l) => isStockLimited(l.line.saleMode))
    .map((l) => l.line.productId);
  const shelves = await availabilityOf(db, stockIds);
  const held = order.stockTakenAt !== null;
  const today = utcDay(now);
  const documents = availableDocuments(order.status, seller);
  return {
    order_id: order.id,
    status: order.status,
    version: order.version,
    lines: states.map((l, i) => {
      const readiness = lineReadiness(
        l,
        { held, available: shelves.get(styled[i]!.line.productId) ?? null },
        today,
      );
      return {
        line_id: l.id,
        product_name: l.name,
        color: l.color,
        size: l.size,
        sale_mode: l.saleMode,
        ships_from: l.shipsFrom,
        ordered: l.quantity,
        shipped: l.shipped,
        cancelled: l.cancelled,
        left: pairsLeft(l),
        readiness,
        readiness_text: readinessWords(readiness, l.shipsFrom),
      };
    }),
    shipments: list.map((s) => shipmentDto(s, styled, documents, staffDocumentPath)),
  };
}

/** GET /ecommerce/orders/{id}/shipments/: a company member's list; 404 for anyone else. */
export async function buyerShipmentList(
  db: Database,
  userId: number,
  orderId: number,
): Promise<BuyerShipments> {
  const order = await findOrder(db, userId, orderId);
  if (!order) throw notFound('This order does not exist.');
  const [styled, list, seller] = await Promise.all([
    styledLinesOf(db, orderId),
    shipmentsOf(db, orderId),
    sellerDetails(db),
  ]);
  const documents = availableDocuments(order.status, seller);
  return {
    order_id: order.id,
    shipments: list.map((s) => shipmentDto(s, styled, documents, buyerDocumentPath)),
  };
}

/**
 * POST /admin/orders/{id}/lines/cancel/: pairs left of some lines cancelled (a back order given
 * up). Recorded on the lines (which keep their quantity and count the pairs cancelled), their
 * stock given back; the order's goods fall by the cancelled pairs' share of their lines and its
 * goods' tax is worked out again on the new goods at its own rate, as an amendment's (decision
 * 183). A card order that has now paid more than it costs is refunded the difference to its
 * card, with a credit note on its latest invoice once it has one; an order on account simply owes
 * less. Audited and mailed; the order is shipped once no pair is left. Answers whether refunds
 * were queued (the caller sends them once committed).
 */
export async function cancelLinesLeft(
  db: Database,
  actor: StaffActor,
  publicUrl: string,
  orderId: number,
  version: number,
  asked: readonly ShipmentAsk[],
  reason: string,
): Promise<{ refundsQueued: boolean }> {
  return withLockedOrder(db, orderId, version, async (tx, order) => {
    if (order.status !== 'confirmed' && order.status !== 'partially_shipped')
      throw new HttpError(
        409,
        'invalid_transition',
        'Pairs left to ship can be cancelled on a confirmed or partially shipped order only.',
      );
    const { styled, states } = await lineStatesOf(tx, order.id);
    const check = checkLineCancel(states, asked);
    if (!check.ok) throw refusal(check);
    const after = states.map((l) => ({
      ...l,
      cancelled: l.cancelled + (check.lines.find((c) => c.id === l.id)?.pairs ?? 0),
    }));
    const shippedAny = states.some((l) => l.shipped > 0);
    if (!shippedAny && after.every((l) => pairsLeft(l) === 0))
      throw new HttpError(
        409,
        'cancel_the_order',
        'This would cancel every pair of an order that has shipped nothing: cancel the order instead.',
      );
    const now = new Date();
    await addCancelledPairs(
      tx,
      order.id,
      check.lines.map((l) => ({ lineId: l.id, pairs: l.pairs })),
    );
    // Their pairs go back on sale (stock lines of an order that holds its stock).
    const byId = new Map(styled.map((s) => [s.line.id, s.line]));
    await amendStock(tx, {
      orderId: order.id,
      lines: check.lines.map((l) => {
        const line = byId.get(l.id)!;
        return {
          productId: line.productId,
          name: l.name,
          color: l.color,
          size: l.size,
          saleMode: l.saleMode,
          before: l.pairs,
          quantity: 0,
        };
      }),
      cause: `order ${order.id} pairs cancelled`,
      outcome: 'nothing was cancelled.',
      who: actor,
    });
    // What each line no longer costs: the share of its total its cancelled pairs took, as the
    // line's kept goods (rounded once per line) fall, so the lines the pages show add up to it.
    const credited = check.lines.map((l) => {
      const before = states.find((s) => s.id === l.id)!;
      const amount = goodsKept(before, order.currency).minus(
        goodsKept({ ...before, cancelled: before.cancelled + l.pairs }, order.currency),
      );
      return {
        line_id: l.id,
        description: [l.name, l.color, l.size ? `size ${l.size}` : null].filter(Boolean).join(', '),
        pairs: l.pairs,
        amount: amount.toFixed(2),
      };
    });
    const total = decimalTotal(order.total, credited);
    const status = shippedAny ? statusAfterShipping(after) : order.status;
    const updated = await updateLockedOrder(tx, order.id, {
      status,
      total: total.toFixed(2),
      totalMinor: toMinorUnits(total, order.currency),
      // The goods' tax follows the new goods at the order's own rate (decision 181), as an
      // amendment's does.
      goodsTaxMinor: goodsTaxMinorAt(order, total),
      version: order.version + 1,
      updatedAt: now,
    });
    // A card order gives back what it has now paid beyond its cost (decision 153's refund due),
    // to the cards it was paid with; on account nothing was paid for these pairs.
    const money = (await moneyOf(tx, [order.id])).get(order.id);
    const overpaid =
      order.paymentTerms === 'card' ? toMinorUnits(refundDueOf(updated, money), order.currency) : 0;
    const refundMinor = overpaid > 0 ? await queueRefunds(tx, order.id, overpaid) : 0;
    // Money given back after an invoice exists is put on paper (decision 182): the note lists
    // the pairs cancelled and credits what the refund gives back.
    const note =
      refundMinor > 0
        ? await issueCreditNote(tx, actor, {
            orderId: order.id,
            reason: 'cancellation',
            amountMinor: refundMinor,
            note: reason,
            lines: credited,
            publicUrl,
            now,
          })
        : undefined;
    const refund = fromMinorUnits(refundMinor, order.currency);
    const pairs = check.lines.reduce((n, l) => n + l.pairs, 0);
    const lines = check.lines.map((l) => ({ line_id: l.id, pairs: l.pairs }));
    const figures = {
      total_before: moneyNumber(order.total),
      total_after: moneyNumber(total),
      balance_due: moneyNumber(owedBy(updated, money)),
      ...(refundMinor > 0 ? { refund: moneyNumber(refund) } : {}),
      ...(note ? { credit_note: note.number } : {}),
    };
    await recordOrderEvent(tx, {
      orderId: order.id,
      type: 'lines_cancelled',
      fromStatus: order.status,
      toStatus: status,
      staffId: actor.staffId,
      data: { reason, pairs, lines, ...figures },
    });
    await recordAuditAs(tx, actor, {
      action: 'order.lines_cancel',
      entityType: 'order',
      entityId: order.id,
      before: { status: order.status, version: order.version, total: moneyNumber(order.total) },
      after: { status, version: updated.version, reason, lines, ...figures },
    });
    const mail = await mailOrderOf(tx, updated);
    await queueMail(
      tx,
      linesCancelledMail(publicUrl, mail, {
        pairs,
        reason,
        lines: credited,
        refund: refundMinor > 0 ? refund : null,
        goods: total,
        note: note ?? null,
      }),
    );
    return { refundsQueued: refundMinor > 0 };
  });
}

/** The order's goods once the credited lines' shares are taken off. */
const decimalTotal = (total: string, credited: readonly { amount: string }[]) =>
  decimal(total).minus(sumMoney(credited.map((c) => c.amount)));
