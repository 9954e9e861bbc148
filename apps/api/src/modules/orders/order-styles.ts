// An order's lines by style and colour (docs/api.md, "Lines by style"; decision 156): the one read
// and the one grouping the buyer's order answer, the console's order answer, the order mails and
// the trade documents share. A line's style is its product's item group while the product
// exists; a gone product is a group of its own (styleColourKey), named by the line's own snapshot.
import { sql } from 'drizzle-orm';
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
import { queryRows, type Database } from '../../db/connect.ts';
import type { orderLines } from '../../db/schema.ts';

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

/** An order's lines as a move read them, at the version the move left the order. */
export interface LinesRead {
  version: number;
  lines: StyledLine[];
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

/** A styled line as the database answers it (styledLinesOf's statement). */
interface StyledLineRow {
  id: number;
  order_id: number;
  product_id: number;
  cart_line_id: number | null;
  product_name: string;
  brand: string;
  color: string;
  size: string | null;
  image: string;
  quantity: number;
  mode: OrderLineRow['mode'];
  unit_price: string;
  product_currency: string;
  conversion_rate: string;
  converted_unit_price: string;
  line_total: string;
  sale_mode: OrderLineRow['saleMode'];
  ships_from: string | null;
  ships_by: string | null;
  cancelled_pairs: number;
  incoming_pairs: number;
  item_group_id: number | null;
  style_name: string | null;
  sku: string | null;
  weight: string | null;
  weight_unit: string | null;
  origin: string | null;
  hs_code: string | null;
  material: string | null;
}

/**
 * The order's lines with their styles, in the order they were placed. Every field comes as the
 * text or integer it is kept as (numerics and dates cast to text), and is mapped by hand: an
 * 800-line order is read by its mails, its answers and its papers, and drizzle's decoder per
 * field was a fifth of reading it (bench/README.md, "Orders at wholesale size").
 */
export async function styledLinesOf(db: Database, orderId: number): Promise<StyledLine[]> {
  const rows = await queryRows<StyledLineRow>(
    db,
    sql`select l.id, l.order_id, l.product_id, l.cart_line_id, l.product_name, l.brand, l.color,
          l.size, l.image, l.quantity, l.mode, l.unit_price::text, l.product_currency,
          l.conversion_rate::text, l.converted_unit_price::text, l.line_total::text, l.sale_mode,
          l.ships_from::text, l.ships_by::text, l.cancelled_pairs, l.incoming_pairs,
          p.item_group_id, g.name as style_name, p.sku, p.weight::text, p.weight_unit,
          g.country_of_origin as origin, g.hs_code, g.material
        from order_lines l
        left join products p on p.id = l.product_id
        left join item_groups g on g.id = p.item_group_id
        where l.order_id = ${orderId}
        order by l.id`,
  );
  return rows.map((r) => ({
    line: {
      id: r.id,
      orderId: r.order_id,
      productId: r.product_id,
      cartLineId: r.cart_line_id,
      productName: r.product_name,
      brand: r.brand,
      color: r.color,
      size: r.size,
      image: r.image,
      quantity: r.quantity,
      mode: r.mode,
      unitPrice: r.unit_price,
      productCurrency: r.product_currency,
      conversionRate: r.conversion_rate,
      convertedUnitPrice: r.converted_unit_price,
      lineTotal: r.line_total,
      saleMode: r.sale_mode,
      shipsFrom: r.ships_from,
      shipsBy: r.ships_by,
      cancelledPairs: r.cancelled_pairs,
      incomingPairs: r.incoming_pairs,
    },
    itemGroupId: r.item_group_id,
    styleName: r.style_name,
    sku: r.sku,
    weight: r.weight,
    weightUnit: r.weight_unit,
    origin: r.origin,
    hsCode: r.hs_code,
    material: r.material,
  }));
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
