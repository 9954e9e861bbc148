// The console's order calls as rules (docs/api.md, back office, "Orders"): the queue and its CSV,
// one order, the moves, amending the lines, resending refunds, bank transfers and notes. Each
// takes the database and who acts, never the request, and answers the order as it is after.
import { stringify } from 'csv-stringify/sync';
import { inertCell } from '@solestock/domain/back-office/catalogue-import';
import type {
  AmendLinesFields,
  AmendmentPreview,
} from '@solestock/domain/back-office/order-amendment';
import type {
  AddedNote,
  AdminOrder,
  AdminOrderByStyle,
  AdminOrderRow,
  Paged,
} from '@solestock/domain/back-office/order-payloads';
import type { TransferFields } from '@solestock/domain/back-office/transfer-payloads';
import { addressOneLine } from '@solestock/domain/company';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connect.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { AdminOrdersSince } from '@solestock/domain/back-office/sync-payloads';
import type { StaffActor } from '../../http/staff-guard.ts';
import type { PaymentProcessor } from '../payment-processor/index.ts';
import {
  ADMIN_ORDERS_EXPORT_LIMIT,
  ADMIN_ORDERS_PAGE_SIZE,
  adminOrder,
  adminOrderByStyle,
  listOrders,
  listOrdersChangedSince,
  type OrderFilters,
} from './order-admin.repository.ts';
import { amendLines, previewAmendment } from './order-amendment.service.ts';
import { addNote, makeMove, type MoveInput } from './order-review.service.ts';
import type { LinesRead } from './order-styles.ts';
import { resendRefunds, sendPendingRefunds } from './refunds.service.ts';
import { recordTransfer } from './transfers.service.ts';
import { cancelLinesLeft, type ShipInput } from './shipments.service.ts';

export { createShipment, staffShipments } from './shipments.service.ts';
import { refundInvoicedOrder } from './credit-notes.service.ts';
import type { StaffRefundFields } from '@solestock/domain/back-office/credit-notes';
import { setOrderExport } from './order-export.service.ts';
import type { OrderExportBody } from '@solestock/domain/back-office/export-papers';

/** The dashboard: orders to review, balance due, today per currency, stale rates. */
export { dashboard } from './order-admin.repository.ts';

const noOrder = () => notFound('No order has this number.');

/**
 * The order as it is now, or a 404. `read`: its lines as a move just read them, answered again
 * while the order is still at the version the move left (adminOrder).
 */
export async function orderForStaff(
  db: Database,
  id: number,
  read?: LinesRead,
): Promise<AdminOrder> {
  const order = await adminOrder(db, id, read);
  if (!order) throw noOrder();
  return order;
}

/** One order, its lines one by one or (`lines` styles) by style and colour, or a 404. */
export async function orderPage(
  db: Database,
  id: number,
  lines: 'styles' | undefined,
): Promise<AdminOrder | AdminOrderByStyle> {
  const order = lines === 'styles' ? await adminOrderByStyle(db, id) : await adminOrder(db, id);
  if (!order) throw noOrder();
  return order;
}

/** One page of the queue, filtered. */
export async function ordersPage(
  db: Database,
  filters: OrderFilters,
  page: number,
): Promise<Paged<AdminOrderRow>> {
  const { count, results } = await listOrders(db, filters, {
    offset: (page - 1) * ADMIN_ORDERS_PAGE_SIZE,
    limit: ADMIN_ORDERS_PAGE_SIZE,
  });
  return { count, page, page_size: ADMIN_ORDERS_PAGE_SIZE, results };
}

/** A poll's place: the last (updated_at, id) it read, opaque to the caller. */
const cursorOf = (at: string, id: number) =>
  Buffer.from(JSON.stringify([at, id])).toString('base64url');

const badCursor = () =>
  badRequest(
    'This cursor is not one this call gave: send the next_cursor of the last answer, or start again from updated_since.',
    { cursor: 'Not a cursor this call gave.' },
  );

function positionOf(cursor: string): { at: string; id: number } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    typeof parsed[0] !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(parsed[0]) ||
    Number.isNaN(Date.parse(parsed[0])) ||
    !Number.isInteger(parsed[1]) ||
    parsed[1] < 1 ||
    parsed[1] > 2_147_483_647
  )
    throw badCursor();
  return { at: parsed[0], id: parsed[1] };
}

/**
 * GET /admin/orders/?updated_since=…&cursor=…: the orders changed since, oldest change first,
 * for a system that polls (docs/sync.md, decision 200). `next_cursor` is where the next call
 * starts; it stays put when nothing changed.
 */
export async function ordersChangedSince(
  db: Database,
  filters: OrderFilters,
  poll: { updatedSince?: Date; cursor?: string; limit: number },
): Promise<AdminOrdersSince> {
  const after = poll.cursor === undefined ? undefined : positionOf(poll.cursor);
  const { results, more } = await listOrdersChangedSince(
    db,
    filters,
    { since: poll.updatedSince, after },
    poll.limit,
  );
  const last = results.at(-1);
  return {
    results,
    next_cursor: last ? cursorOf(last.updated_at, last.id) : (poll.cursor ?? null),
    has_more: more,
    page_size: poll.limit,
  };
}

/** The filtered queue as CSV; a cell a spreadsheet would run as a formula is written as text. */
export async function ordersCsv(db: Database, filters: OrderFilters): Promise<string> {
  const { results } = await listOrders(db, filters, {
    offset: 0,
    limit: ADMIN_ORDERS_EXPORT_LIMIT,
  });
  return stringify(
    results.map((o) => [
      o.id,
      o.created_at,
      o.status,
      inertCell(o.buyer.email),
      inertCell(o.buyer.first_name),
      o.country_code,
      o.currency.toUpperCase(),
      o.total.toFixed(2),
      o.shipping_charge === null ? '' : o.shipping_charge.toFixed(2),
      o.balance_due.toFixed(2),
      o.items_count,
      inertCell(o.company?.name ?? ''),
      inertCell(o.company?.tax_id ?? ''),
      inertCell(o.delivery_address ? addressOneLine(o.delivery_address) : ''),
      o.delivery_address?.country_code ?? '',
      // Goods, shipping and any tax, as the buyer is asked to pay (last: columns only ever added).
      o.order_total === undefined ? '' : o.order_total.toFixed(2),
    ]),
    {
      header: true,
      columns: [
        'id',
        'created_at',
        'status',
        'buyer_email',
        'buyer_first_name',
        'country_code',
        'currency',
        'total',
        'shipping_charge',
        'balance_due',
        'items_count',
        'company_name',
        'company_tax_id',
        'delivery_address',
        'delivery_country_code',
        'order_total',
      ],
    },
  );
}

/** One move: made in its transaction, then any refunds it queued are sent, then the order. */
export async function moveOrder(
  db: Database,
  processor: PaymentProcessor,
  actor: StaffActor,
  publicUrl: string,
  log: FastifyBaseLogger,
  id: number,
  version: number,
  input: MoveInput,
): Promise<AdminOrder> {
  const { refundsQueued, read } = await makeMove(db, actor, publicUrl, id, version, input);
  if (refundsQueued) await sendPendingRefunds(db, processor, id, log);
  return orderForStaff(db, id, read);
}

/** Amends the lines of an order in review and answers it as it is after. */
export async function amendOrder(
  db: Database,
  actor: StaffActor,
  publicUrl: string,
  id: number,
  input: AmendLinesFields,
): Promise<AdminOrder> {
  await amendLines(db, actor, publicUrl, id, input);
  return orderForStaff(db, id);
}

/** What saving these lines would make of the order, nothing written (issue 43 item 2). */
export function previewOrderAmendment(
  db: Database,
  id: number,
  input: { lines: { id: number; quantity: number }[] },
): Promise<AmendmentPreview> {
  return previewAmendment(db, id, input.lines);
}

/** Sends the order's unsent and failed refunds again (audited), then answers the order. */
export async function resendOrderRefunds(
  db: Database,
  processor: PaymentProcessor,
  actor: StaffActor,
  log: FastifyBaseLogger,
  id: number,
): Promise<AdminOrder> {
  if (!(await resendRefunds(db, processor, id, actor, log))) throw noOrder();
  return orderForStaff(db, id);
}

/**
 * Refunds part of an invoiced order with a credit note (decision 182): in one transaction, then
 * the refunds it queued are sent, then the order as it is now.
 */
export async function refundOrder(
  db: Database,
  processor: PaymentProcessor,
  actor: StaffActor,
  publicUrl: string,
  log: FastifyBaseLogger,
  id: number,
  input: StaffRefundFields,
): Promise<AdminOrder> {
  const { refundsQueued } = await refundInvoicedOrder(db, actor, publicUrl, id, input);
  if (refundsQueued) await sendPendingRefunds(db, processor, id, log);
  return orderForStaff(db, id);
}

/** Records a bank transfer received for the order and answers the order. */
export async function recordOrderTransfer(
  db: Database,
  actor: StaffActor,
  id: number,
  input: TransferFields,
): Promise<AdminOrder> {
  await recordTransfer(db, actor, id, input);
  return orderForStaff(db, id);
}

/** Changes how the order travels (its export details): the order as it is after. */
export async function changeOrderExport(
  db: Database,
  actor: StaffActor,
  id: number,
  input: OrderExportBody,
): Promise<AdminOrder> {
  await setOrderExport(db, actor, id, input);
  return orderForStaff(db, id);
}

/** Adds a note to the order: the note as the answer says it. */
export async function addOrderNote(
  db: Database,
  actor: StaffActor,
  id: number,
  text: string,
): Promise<AddedNote> {
  const note = await addNote(db, actor, id, text);
  return { id: note.id, text: note.text, created_at: note.createdAt.toISOString() };
}

/**
 * Cancels pairs left of some lines (a back order given up; decision 183): in one transaction,
 * then any refund it queued is sent, then the order as it is after.
 */
export async function cancelOrderLines(
  db: Database,
  processor: PaymentProcessor,
  actor: StaffActor,
  publicUrl: string,
  log: FastifyBaseLogger,
  id: number,
  input: { lines: { line_id: number; pairs: number }[]; reason: string; version: number },
): Promise<AdminOrder> {
  const { refundsQueued } = await cancelLinesLeft(
    db,
    actor,
    publicUrl,
    id,
    input.version,
    input.lines,
    input.reason,
  );
  if (refundsQueued) await sendPendingRefunds(db, processor, id, log);
  return orderForStaff(db, id);
}

/** The shipment body as the service reads it. */
export const shipInputOf = (body: {
  lines: { line_id: number; pairs: number }[];
  carrier: string;
  tracking: string;
  waybill: string | null;
  ship_date?: string | undefined;
  early: boolean;
  cartons: ShipInput['cartons'];
}): ShipInput => ({
  lines: body.lines,
  carrier: body.carrier,
  tracking: body.tracking,
  waybill: body.waybill,
  shipDate: body.ship_date,
  early: body.early,
  cartons: body.cartons,
});
