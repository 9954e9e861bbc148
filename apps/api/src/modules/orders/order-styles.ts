// An order's lines by style and colour (docs/api.md, "Lines by style"; decision 156): the one read
// and the one grouping the buyer's order answer, the console's order answer, the order mails and
// the trade documents share. A line's style is its product's item group while the product
// exists; a gone product is a group of its own (styleColourKey), named by the line's own snapshot.
import { asc, eq } from 'drizzle-orm';
import { moneyNumber, sumMoney } from '@solestock/domain';
import { goodsKept } from '@solestock/domain/back-office/shipments';
import {
  groupByStyleColour,
  type OrderStyleDto,
  type OrderStyleLineDto,
} from '@solestock/domain/style-lines';
import type {
  AdminOrderStyle,
  AdminOrderStyleLine,
} from '@solestock/domain/back-office/order-payloads';
import type { Database } from '../../db/connect.ts';
import { itemGroups, orderLines, products } from '../../db/schema.ts';

type OrderLineRow = typeof orderLines.$inferSelect;

/**
 * An order line with what grouping needs of its product (its style, the style's name, its SKU),
 * its weight for the console's shipping figures and the packing list, and the style's customs
 * fields for the trade documents; all null once the product is gone.
 */
export interface StyledLine {
  line: OrderLineRow;
  itemGroupId: number | null;
  styleName: string | null;
  sku: string | null;
  weight: string | null;
  weightUnit: string | null;
  /** The style's country of origin as stored (an ISO code or words). */
  origin: string | null;
  hsCode: string | null;
  /** The style's material, printed per line on the invoice (docs/export-papers.md). */
  material: string | null;
}

/**
 * A line as the order's pages, mails and proforma show it (decision 183): the pairs not
 * cancelled and what they cost (the order's goods are the sum of these). A line's row keeps the
 * pairs ordered and counts the cancelled ones; shipments read it as stored.
 */
export function lineKept(line: OrderLineRow, currency: string): OrderLineRow {
  if (line.cancelledPairs === 0) return line;
  const kept = goodsKept(
    { lineTotal: line.lineTotal, quantity: line.quantity, cancelled: line.cancelledPairs },
    currency,
  );
  return {
    ...line,
    quantity: line.quantity - line.cancelledPairs,
    cancelledPairs: 0,
    lineTotal: kept.toFixed(2),
  };
}

/** The lines as shown, each as lineKept makes it; a line cancelled whole is left out. */
export function linesKept<T extends { line: OrderLineRow }>(
  lines: readonly T[],
  currency: string,
): T[] {
  return lines
    .filter((l) => l.line.quantity > l.line.cancelledPairs)
    .map((l) => ({ ...l, line: lineKept(l.line, currency) }));
}

/** The order's lines with their styles, in the order they were placed. */
export async function styledLinesOf(
  db: Pick<Database, 'select'>,
  orderId: number,
): Promise<StyledLine[]> {
  return db
    .select({
      line: orderLines,
      itemGroupId: products.itemGroupId,
      styleName: itemGroups.name,
      sku: products.sku,
      weight: products.weight,
      weightUnit: products.weightUnit,
      origin: itemGroups.countryOfOrigin,
      hsCode: itemGroups.hsCode,
      material: itemGroups.material,
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(itemGroups, eq(itemGroups.id, products.itemGroupId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}

/** What groupByStyleColour reads of a styled line: every grouping of an order's lines uses it. */
export const styleFacts = ({ line, itemGroupId }: StyledLine) => ({
  itemGroupId,
  productId: line.productId,
  color: line.color,
  size: line.size,
  mode: line.mode,
});

/** A block's own fields from its lines: the first line's snapshot, pairs and the exact subtotal. */
function blockOf(key: string, lines: StyledLine[]) {
  const first = lines[0]!;
  return {
    key,
    item_group_id: first.itemGroupId,
    name: first.styleName ?? first.line.productName,
    brand: first.line.brand,
    color: first.line.color,
    image: first.line.image,
    sale_mode: first.line.saleMode,
    ships_from: first.line.shipsFrom,
    ships_by: first.line.shipsBy,
    pairs: lines.reduce((n, l) => n + l.line.quantity, 0),
    subtotal: moneyNumber(sumMoney(lines.map((l) => l.line.lineTotal))),
  };
}

/** A size's line: only what differs from size to size (its sale only when unlike its block's). */
function styleLineOf(l: OrderLineRow, block: ReturnType<typeof blockOf>): OrderStyleLineDto {
  const ownSale =
    l.saleMode !== block.sale_mode ||
    l.shipsFrom !== block.ships_from ||
    l.shipsBy !== block.ships_by;
  return {
    id: l.id,
    product_id: l.productId,
    size: l.size,
    quantity: l.quantity,
    mode: l.mode,
    unit_price: moneyNumber(l.unitPrice),
    product_currency: l.productCurrency,
    converted_unit_price: moneyNumber(l.convertedUnitPrice),
    line_total: moneyNumber(l.lineTotal),
    ...(ownSale ? { sale_mode: l.saleMode, ships_from: l.shipsFrom, ships_by: l.shipsBy } : {}),
    ...(l.incomingPairs > 0 ? { ships_from: l.shipsFrom, incoming_pairs: l.incomingPairs } : {}),
  };
}

/** The buyer's blocks (GET /ecommerce/orders/{id}/?lines=styles, and the mails). */
export function orderStyles(lines: readonly StyledLine[]): OrderStyleDto[] {
  return groupByStyleColour(lines, styleFacts).map(({ key, lines: members }) => {
    const block = blockOf(key, members);
    return { ...block, lines: members.map(({ line }) => styleLineOf(line, block)) };
  });
}

/** The console's blocks (GET /api/admin/orders/{id}/?lines=styles): each size with its SKU. */
export function adminOrderStyles(lines: readonly StyledLine[]): AdminOrderStyle[] {
  return groupByStyleColour(lines, styleFacts).map(({ key, lines: members }) => {
    const block = blockOf(key, members);
    return {
      ...block,
      lines: members.map(({ line, sku }): AdminOrderStyleLine => ({
        ...styleLineOf(line, block),
        sku,
        conversion_rate: Number(line.conversionRate),
      })),
    };
  });
}
