// The SQL of an order's shipments (docs/orders-and-payments.md, "Shipments and back orders";
// migration 0031): the pairs each line has shipped, the shipments with their lines, and the
// writes of a shipment and of cancelled pairs. No rule beyond what the SQL states.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { goodsOfPairs } from '@solestock/domain/back-office/shipments';
import type { ShipmentCarton } from '@solestock/domain/back-office/shipments';
import type { Database } from '../../db/connect.ts';
import { orderLines, orders, products, shipmentLines, shipments } from '../../db/schema.ts';
import type { StyledLine } from './order-styles.ts';

export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentWithLines = ShipmentRow & { lines: { orderLineId: number; pairs: number }[] };

/** The order's row as it is (unlocked: a read for the console), or undefined. */
export async function orderById(db: Pick<Database, 'select'>, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

/** Pairs shipped so far per order line of the order. */
export async function shippedPairsByLine(
  db: Pick<Database, 'select'>,
  orderId: number,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ lineId: shipmentLines.orderLineId, pairs: sql<string>`sum(${shipmentLines.pairs})` })
    .from(shipmentLines)
    .innerJoin(shipments, eq(shipments.id, shipmentLines.shipmentId))
    .where(eq(shipments.orderId, orderId))
    .groupBy(shipmentLines.orderLineId);
  return new Map(rows.map((r) => [r.lineId, Number(r.pairs)]));
}

/** The order's shipments, first to last, each with its lines. */
export async function shipmentsOf(
  db: Pick<Database, 'select'>,
  orderId: number,
): Promise<ShipmentWithLines[]> {
  const rows = await db
    .select()
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipments.number));
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      shipmentId: shipmentLines.shipmentId,
      orderLineId: shipmentLines.orderLineId,
      pairs: shipmentLines.pairs,
    })
    .from(shipmentLines)
    .where(
      inArray(
        shipmentLines.shipmentId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(shipmentLines.orderLineId));
  return rows.map((r) => ({
    ...r,
    lines: lines
      .filter((l) => l.shipmentId === r.id)
      .map(({ orderLineId, pairs }) => ({ orderLineId, pairs })),
  }));
}

/** The availability of these products (stock lines' shelves), by id. */
export async function availabilityOf(
  db: Pick<Database, 'select'>,
  productIds: number[],
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, availability: products.availability })
    .from(products)
    .where(inArray(products.id, productIds));
  return new Map(rows.map((r) => [r.id, r.availability]));
}

export interface NewShipment {
  orderId: number;
  number: number;
  invoiceNumber: string;
  invoiceIssuedAt: Date;
  carrier: string;
  tracking: string;
  waybill: string | null;
  shipDate: string;
  early: boolean;
  dueOn: string | null;
  cartons: ShipmentCarton[];
  staffId: number | null;
  createdAt: Date;
}

/** Writes a shipment and its lines; answers its row. */
export async function insertShipment(
  tx: Database,
  values: NewShipment,
  lines: { orderLineId: number; pairs: number }[],
): Promise<ShipmentWithLines> {
  const [row] = await tx.insert(shipments).values(values).returning();
  await tx.insert(shipmentLines).values(lines.map((l) => ({ ...l, shipmentId: row!.id })));
  return { ...row!, lines };
}

/** Adds cancelled pairs to order lines (the database's check keeps them within the quantity). */
export async function addCancelledPairs(
  tx: Database,
  orderId: number,
  lines: { lineId: number; pairs: number }[],
): Promise<void> {
  for (const l of lines)
    await tx
      .update(orderLines)
      .set({ cancelledPairs: sql`${orderLines.cancelledPairs} + ${l.pairs}` })
      .where(and(eq(orderLines.id, l.lineId), eq(orderLines.orderId, orderId)));
}

/** The shipment's own invoice number, set when first asked for on an old shipment without one. */
export async function setShipmentInvoice(
  tx: Database,
  shipmentId: number,
  number: string,
  issuedAt: Date,
): Promise<void> {
  await tx
    .update(shipments)
    .set({ invoiceNumber: number, invoiceIssuedAt: issuedAt })
    .where(eq(shipments.id, shipmentId));
}

/** Marks a shipment's due reminder sent, once: true when this call marked it. */
export async function markShipmentReminded(
  tx: Database,
  shipmentId: number,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(shipments)
    .set({ dueRemindedAt: at })
    .where(and(eq(shipments.id, shipmentId), sql`${shipments.dueRemindedAt} is null`))
    .returning({ id: shipments.id });
  return rows.length > 0;
}

/** One shipment of the order, or undefined. */
export async function shipmentOfOrder(
  db: Pick<Database, 'select'>,
  orderId: number,
  shipmentId: number | 'first',
): Promise<ShipmentWithLines | undefined> {
  const all = await shipmentsOf(db, orderId);
  return shipmentId === 'first' ? all[0] : all.find((s) => s.id === shipmentId);
}

/**
 * The order's styled lines as one shipment carries them: only its lines, each with the pairs it
 * shipped and their share of the line's total (docs/orders-and-payments.md): what its papers
 * and its mail list.
 */
export function linesOfShipment(
  lines: readonly StyledLine[],
  shipment: Pick<ShipmentWithLines, 'lines'>,
): StyledLine[] {
  const pairs = new Map(shipment.lines.map((l) => [l.orderLineId, l.pairs]));
  return lines
    .filter((l) => pairs.has(l.line.id))
    .map((l) => {
      const n = pairs.get(l.line.id)!;
      return {
        ...l,
        line: { ...l.line, quantity: n, lineTotal: goodsOfPairs(l.line, n).toFixed(2) },
      };
    });
}
